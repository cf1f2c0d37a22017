#include "render/backdrop.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "render/draw_calls.h"
#include "render/palette.h"
#include "render/shapes.h"

namespace bc::render {

namespace {

SDL_Color ToSdl(Rgba c) { return SDL_Color{c.r, c.g, c.b, c.a}; }

// A ridge line as a filled polygon from y(x) down to `bottom`.
void FillRidge(SDL_Renderer* renderer, float w, float bottom, Rgba colour, float base_y,
               float amplitude, float frequency, float phase) {
  constexpr int kSteps = 48;
  std::vector<SDL_Vertex> vertices;
  vertices.reserve(kSteps * 6);
  const SDL_Color c = ToSdl(colour);
  auto y_at = [&](float x) {
    return base_y + amplitude * std::sin(x * frequency + phase) +
           amplitude * 0.4f * std::sin(x * frequency * 2.7f + phase * 1.7f);
  };
  for (int i = 0; i < kSteps; ++i) {
    const float x0 = w * static_cast<float>(i) / kSteps;
    const float x1 = w * static_cast<float>(i + 1) / kSteps;
    const SDL_Vertex a{{x0, y_at(x0)}, c, {0, 0}};
    const SDL_Vertex b{{x1, y_at(x1)}, c, {0, 0}};
    const SDL_Vertex d{{x0, bottom}, c, {0, 0}};
    const SDL_Vertex e{{x1, bottom}, c, {0, 0}};
    vertices.insert(vertices.end(), {a, b, d, b, e, d});
  }
  Geometry(renderer, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr, 0);
}

constexpr float kBlinkSeconds = 0.8f;  // the light is on for this long, then off as long

}  // namespace

double SecondsToNextBlink(float time) {
  return static_cast<double>(kBlinkSeconds - std::fmod(std::max(0.0f, time), kBlinkSeconds));
}

double SteadyLightTime(double time) {
  const double period = 2.0 * static_cast<double>(kBlinkSeconds);
  const double phase = std::fmod(std::max(0.0, time), period);
  // On for the first half of each period: the middle of that half, clear of its edges.
  return time - phase + static_cast<double>(kBlinkSeconds) * 0.5;
}

void FillVerticalGradient(SDL_Renderer* renderer, SDL_FRect rect, Rgba top, Rgba bottom) {
  const SDL_Color t = ToSdl(top);
  const SDL_Color b = ToSdl(bottom);
  const SDL_Vertex v[4] = {{{rect.x, rect.y}, t, {0, 0}},
                           {{rect.x + rect.w, rect.y}, t, {0, 0}},
                           {{rect.x, rect.y + rect.h}, b, {0, 0}},
                           {{rect.x + rect.w, rect.y + rect.h}, b, {0, 0}}};
  const int indices[6] = {0, 1, 2, 1, 3, 2};
  const SDL_BlendMode old = BlendFor(renderer, std::min(top.a, bottom.a));
  Geometry(renderer, nullptr, v, 4, indices, 6);
  RestoreBlend(renderer, old);
}

void DrawMarsBackdrop(SDL_Renderer* renderer, float w, float h, float time) {
  using namespace palette;
  const float horizon = h * 0.62f;
  FillVerticalGradient(renderer, {0, 0, w, horizon}, Rgba{28, 14, 18}, Rgba{150, 78, 48});
  // A small pale sun low in the west.
  const float sun_x = w * 0.18f;
  const float sun_y = horizon - h * 0.09f;
  for (int r = 28; r > 0; r -= 3) {
    const Uint8 alpha = static_cast<Uint8>(10 + (28 - r) * 5);
    const float rr = static_cast<float>(r) * h / 720.0f;
    FillDisc(renderer, sun_x, sun_y, rr, Rgba{235, 225, 205, alpha}, 32);
  }
  FillRidge(renderer, w, h, Rgba{92, 44, 36}, horizon - h * 0.03f, h * 0.025f, 0.006f, 1.0f);
  // The station on the horizon: a dome and a mast with a blinking teal light.
  const float dome_x = w * 0.72f;
  const float dome_r = h * 0.05f;
  std::vector<SDL_Vertex> dome;
  const SDL_Color dome_colour = ToSdl(Rgba{52, 40, 42});
  for (int i = 0; i < 24; ++i) {
    const float a0 = static_cast<float>(M_PI) * i / 24.0f;
    const float a1 = static_cast<float>(M_PI) * (i + 1) / 24.0f;
    dome.push_back({{dome_x, horizon}, dome_colour, {0, 0}});
    dome.push_back({{dome_x + dome_r * std::cos(a0), horizon - dome_r * std::sin(a0)}, dome_colour, {0, 0}});
    dome.push_back({{dome_x + dome_r * std::cos(a1), horizon - dome_r * std::sin(a1)}, dome_colour, {0, 0}});
  }
  Geometry(renderer, nullptr, dome.data(), static_cast<int>(dome.size()), nullptr, 0);
  SDL_SetRenderDrawColor(renderer, 52, 40, 42, 255);
  SDL_FRect mast{dome_x + dome_r * 1.4f, horizon - dome_r * 2.2f, 3.0f, dome_r * 2.2f};
  Fill(renderer, mast);
  const bool blink = std::fmod(time, 2.0f * kBlinkSeconds) < kBlinkSeconds;
  SDL_SetRenderDrawColor(renderer, kTeal.r, kTeal.g, kTeal.b, blink ? 255 : 90);
  SDL_FRect light{mast.x - 2.0f, mast.y - 4.0f, 7.0f, 5.0f};
  Fill(renderer, light);
  FillRidge(renderer, w, h, kGroundDark, horizon + h * 0.02f, h * 0.018f, 0.004f, 2.3f);
  FillVerticalGradient(renderer, {0, horizon + h * 0.08f, w, h - horizon - h * 0.08f},
                       Rgba{104, 48, 34, 0}, Rgba{40, 20, 16, 255});
  FillRidge(renderer, w, h, Rgba{70, 32, 24}, h * 0.86f, h * 0.03f, 0.003f, 0.4f);
}

}  // namespace bc::render
