#include "ui/cinema_reels.h"
#include "ui/tr.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace bc::ui {

namespace {

constexpr float kPi = 3.14159265f;

ImU32 White(float alpha) { return IM_COL32(255, 255, 255, static_cast<int>(std::clamp(alpha, 0.0f, 1.0f) * 255.0f + 0.5f)); }

// Frame `k` of `sheet`, drawn with its centre at `centre`, `scale` screen pixels per
// frame pixel.
void DrawFrame(ImDrawList* dl, SDL_Texture* texture, const FrameSheet& sheet, int k, ImVec2 centre, float scale,
               float alpha) {
  if (texture == nullptr || alpha <= 0.0f) return;
  k = ((k % sheet.frames) + sheet.frames) % sheet.frames;
  const float w = static_cast<float>(sheet.width()), h = static_cast<float>(sheet.height());
  const float fx = static_cast<float>(k % sheet.cols * sheet.frame), fy = static_cast<float>(k / sheet.cols * sheet.frame);
  const float side = static_cast<float>(sheet.frame);
  const float half = side * scale * 0.5f;
  dl->AddImage(reinterpret_cast<ImTextureID>(texture), ImVec2(centre.x - half, centre.y - half),
               ImVec2(centre.x + half, centre.y + half), ImVec2(fx / w, fy / h), ImVec2((fx + side) / w, (fy + side) / h),
               White(alpha));
}

// The sheet at `position` frames: the frame under it, and the next laid over it with
// the fraction's weight, so a turn of 90 frames moves smoothly at any speed.
void DrawTurning(ImDrawList* dl, SDL_Texture* texture, const FrameSheet& sheet, float position, ImVec2 centre,
                 float scale) {
  const float whole = std::floor(position);
  const int k = static_cast<int>(whole);
  DrawFrame(dl, texture, sheet, k, centre, scale, 1.0f);
  DrawFrame(dl, texture, sheet, k + 1, centre, scale, position - whole);
}

void DrawPan(ImDrawList* dl, SDL_Texture* texture, const PanView& pan, ImVec2 origin, ImVec2 size, float phase) {
  if (texture == nullptr) return;
  const float w = static_cast<float>(pan.width), h = static_cast<float>(pan.height);
  float left = pan.x0;
  if (pan.wrap) {
    left = std::fmod(pan.x0 + phase * w, w);
  } else {
    left = pan.x0 + (pan.x1 - pan.x0) * (0.5f - 0.5f * std::cos(2.0f * kPi * phase));
  }
  const float v0 = pan.top / h, v1 = (pan.top + pan.window * 9.0f / 16.0f) / h;
  const float px_per_source = size.x / pan.window;
  const float first = std::min(pan.window, w - left);  // source pixels before the seam
  const ImVec2 end(origin.x + first * px_per_source, origin.y + size.y);
  dl->AddImage(reinterpret_cast<ImTextureID>(texture), origin, end, ImVec2(left / w, v0),
               ImVec2((left + first) / w, v1));
  if (first < pan.window) {  // past the panorama's right edge: its left edge continues
    dl->AddImage(reinterpret_cast<ImTextureID>(texture), ImVec2(end.x, origin.y),
                 ImVec2(origin.x + size.x, origin.y + size.y), ImVec2(0.0f, v0),
                 ImVec2((pan.window - first) / w, v1));
  }
}

void DrawOrbit(ImDrawList* dl, SDL_Texture* planet_tex, SDL_Texture* moon_tex, const ReelPicture& p, ImVec2 origin,
               ImVec2 size, float phase) {
  const Orbit& o = p.orbit;
  // The moon's long semi-axis against the planet's radius, as drawn.
  const float moon_extent = p.moon.body_radius * o.moon_km_per_px * o.enlarged / (p.body.body_radius * o.planet_km_per_px);
  const float radius = std::min(size.x * 0.47f / (o.distance + moon_extent), size.y * 0.42f);
  const float planet_scale = radius / p.body.body_radius;
  const float moon_scale = planet_scale * o.moon_km_per_px * o.enlarged / o.planet_km_per_px;
  const ImVec2 centre(origin.x + size.x * 0.5f, origin.y + size.y * 0.5f);
  const float psi = 2.0f * kPi * std::fmod(phase * static_cast<float>(o.moon_orbits), 1.0f);
  const float tilt = std::sin(o.view_latitude * kPi / 180.0f);
  // psi 0 is the near point; the orbit runs left to right across the near side.
  const ImVec2 moon_at(centre.x + o.distance * radius * std::sin(psi),
                       centre.y + o.distance * radius * std::cos(psi) * tilt);
  const float moon_frame = psi / (2.0f * kPi) * static_cast<float>(p.moon.frames);
  const float planet_frame = std::fmod(phase * static_cast<float>(o.planet_turns), 1.0f) * static_cast<float>(p.body.frames);
  if (std::cos(psi) < 0.0f) {  // behind: the planet's disc covers it
    DrawTurning(dl, moon_tex, p.moon, moon_frame, moon_at, moon_scale);
    DrawTurning(dl, planet_tex, p.body, planet_frame, centre, planet_scale);
  } else {
    DrawTurning(dl, planet_tex, p.body, planet_frame, centre, planet_scale);
    DrawTurning(dl, moon_tex, p.moon, moon_frame, moon_at, moon_scale);
  }
}

}  // namespace

std::vector<ReelFile> ReelFiles(const ReelPicture& picture) {
  switch (picture.kind) {
    case ReelPicture::Kind::kPan:
      return {{picture.pan.file, picture.pan.width, picture.pan.height}};
    case ReelPicture::Kind::kTurn:
      return {{picture.body.file, picture.body.width(), picture.body.height()}};
    case ReelPicture::Kind::kOrbit:
      return {{picture.body.file, picture.body.width(), picture.body.height()},
              {picture.moon.file, picture.moon.width(), picture.moon.height()}};
  }
  return {};
}

std::string ReelProblem(const ReelPicture& picture, const ImageSize& size_of) {
  std::string problem;
  for (const ReelFile& f : ReelFiles(picture)) {
    const auto size = size_of(f.file);
    char line[256];
    if (!size) {
      std::snprintf(line, sizeof line, Tr("%s is missing from the local cache or cannot be read."), f.file);
    } else if (size->first != f.width || size->second != f.height) {
      std::snprintf(line, sizeof line, Tr("%s is %dx%d pixels, not the %dx%d this reel plays."), f.file, size->first,
                    size->second, f.width, f.height);
    } else {
      continue;
    }
    if (!problem.empty()) problem += ' ';
    problem += line;
  }
  return problem;
}

void DrawReel(const ReelPicture& picture, const TextureFor& texture, ImDrawList* dl, ImVec2 origin, ImVec2 size,
              float t, float loop_seconds, ImFont* font, const std::string& problem) {
  const ImVec2 end(origin.x + size.x, origin.y + size.y);
  dl->PushClipRect(origin, end, true);
  dl->AddRectFilled(origin, end, IM_COL32(0, 0, 0, 255));
  if (!problem.empty() || loop_seconds <= 0.0f) {
    const float wrap = size.x * 0.8f;
    const ImVec2 text = font->CalcTextSizeA(font->FontSize, 1e9f, wrap, problem.c_str());
    dl->AddText(font, font->FontSize, ImVec2(origin.x + (size.x - text.x) * 0.5f, origin.y + (size.y - text.y) * 0.5f),
                IM_COL32(241, 210, 166, 255), problem.c_str(), nullptr, wrap);
    dl->PopClipRect();
    return;
  }
  const float phase = std::fmod(t / loop_seconds, 1.0f);
  const ImVec2 centre(origin.x + size.x * 0.5f, origin.y + size.y * 0.5f);
  switch (picture.kind) {
    case ReelPicture::Kind::kPan:
      DrawPan(dl, texture(picture.pan.file), picture.pan, origin, size, phase);
      break;
    case ReelPicture::Kind::kTurn:
      DrawTurning(dl, texture(picture.body.file), picture.body, phase * static_cast<float>(picture.body.frames), centre,
                  size.y / static_cast<float>(picture.body.frame));
      break;
    case ReelPicture::Kind::kOrbit:
      DrawOrbit(dl, texture(picture.body.file), texture(picture.moon.file), picture, origin, size, phase);
      break;
  }
  dl->PopClipRect();
}

}  // namespace bc::ui
