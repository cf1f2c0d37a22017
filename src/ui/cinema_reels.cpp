#include "ui/cinema_reels.h"

#include <algorithm>
#include <cmath>

namespace bc::ui {

namespace {

constexpr float kPi = 3.14159265f;

// Drawing in a reel's frame: p(x, y) maps 0..1 coordinates into the frame.
struct Frame {
  ImDrawList* dl;
  ImVec2 origin;
  ImVec2 size;
  ImVec2 P(float x, float y) const { return ImVec2(origin.x + x * size.x, origin.y + y * size.y); }
  float S(float v) const { return v * size.y; }  // a length, relative to the height
};

ImU32 Col(int r, int g, int b, float a = 1.0f) {
  return IM_COL32(r, g, b, static_cast<int>(std::clamp(a, 0.0f, 1.0f) * 255.0f));
}

void Ellipse(const Frame& f, ImVec2 c, float rx, float ry, ImU32 col, float turn = 0.0f) {
  constexpr int kSegments = 28;
  ImVec2 pts[kSegments];
  for (int i = 0; i < kSegments; ++i) {
    const float a = 2.0f * kPi * static_cast<float>(i) / kSegments;
    const float x = rx * std::cos(a), y = ry * std::sin(a);
    pts[i] = ImVec2(c.x + x * std::cos(turn) - y * std::sin(turn), c.y + x * std::sin(turn) + y * std::cos(turn));
  }
  f.dl->AddConvexPolyFilled(pts, kSegments, col);
}

void Sky(const Frame& f, ImU32 top, ImU32 bottom) {
  f.dl->AddRectFilledMultiColor(f.origin, f.P(1, 1), top, top, bottom, bottom);
}

// A band of hills from x=0..1 at height `base`, scrolled by `shift` (in widths).
void Hills(const Frame& f, float base, float amp, float waves, float shift, ImU32 col) {
  constexpr int kSteps = 48;
  for (int i = 0; i < kSteps; ++i) {
    const float x0 = static_cast<float>(i) / kSteps, x1 = static_cast<float>(i + 1) / kSteps;
    auto h = [&](float x) { return base - amp * (0.6f * std::sin((x + shift) * waves * 2.0f * kPi) + 0.4f * std::sin((x + shift) * waves * 5.3f * kPi)); };
    const float x1e = x1 + 1.0f / f.size.x;  // a pixel of overlap hides the joins
    const ImVec2 quad[4] = {f.P(x0, h(x0)), f.P(x1e, h(x1)), f.P(x1e, 1), f.P(x0, 1)};
    f.dl->AddConvexPolyFilled(quad, 4, col);
  }
}

void Parachute(const Frame& f, float t) {
  Sky(f, Col(60, 34, 30), Col(196, 120, 72));
  Hills(f, 0.9f, 0.03f, 2.0f, 0.0f, Col(120, 58, 36));
  const float deploy = std::clamp((t - 1.5f) / 2.0f, 0.0f, 1.0f);  // canopy opens 1.5..3.5 s
  const float sway = std::sin(t * 1.3f) * 0.02f * deploy;
  const float y = 0.55f + 0.06f * std::sin(t * 2.0f * kPi / 15.0f) - 0.12f * deploy;
  const ImVec2 capsule = f.P(0.5f + sway, y + 0.18f);
  const float r = f.S(0.04f + 0.17f * deploy);
  // Suspension lines, then a disk-gap-band canopy in orange and white sectors.
  for (int i = -3; i <= 3; ++i) {
    f.dl->AddLine(capsule, ImVec2(capsule.x + static_cast<float>(i) * r / 3.2f, capsule.y - f.S(0.2f) * (0.3f + 0.7f * deploy)), Col(230, 220, 200, 0.7f), 1.0f);
  }
  const ImVec2 top(capsule.x, capsule.y - f.S(0.2f) * (0.3f + 0.7f * deploy));
  constexpr int kGores = 12;
  for (int i = 0; i < kGores; ++i) {
    const float a0 = kPi + kPi * i / kGores, a1 = kPi + kPi * (i + 1) / kGores;
    const ImU32 c = (i % 3 == 0) ? Col(232, 110, 40) : Col(240, 232, 220);
    f.dl->AddTriangleFilled(top, ImVec2(top.x + r * std::cos(a0), top.y + 0.55f * r * std::sin(a0)),
                            ImVec2(top.x + r * std::cos(a1), top.y + 0.55f * r * std::sin(a1)), c);
  }
  f.dl->AddLine(ImVec2(top.x - r, top.y + f.S(0.012f)), ImVec2(top.x + r, top.y + f.S(0.012f)), Col(60, 34, 30, 0.5f), f.S(0.008f));
  // The backshell cone and heat shield.
  const float w = f.S(0.05f);
  f.dl->AddQuadFilled(ImVec2(capsule.x - w * 0.35f, capsule.y - w * 0.5f), ImVec2(capsule.x + w * 0.35f, capsule.y - w * 0.5f),
                      ImVec2(capsule.x + w, capsule.y + w * 0.4f), ImVec2(capsule.x - w, capsule.y + w * 0.4f), Col(220, 220, 214));
  Ellipse(f, ImVec2(capsule.x, capsule.y + w * 0.45f), w, w * 0.18f, Col(90, 60, 44));
}

void Rover(const Frame& f, float t) {
  const float loop = 20.0f, u = t / loop;
  Sky(f, Col(176, 118, 80), Col(222, 170, 120));
  Hills(f, 0.55f, 0.05f, 1.0f, u * 0.2f, Col(170, 100, 64));
  Hills(f, 0.68f, 0.04f, 2.0f, u * 0.5f, Col(140, 74, 46));
  f.dl->AddRectFilled(f.P(0, 0.74f), f.P(1, 1), Col(118, 58, 36));
  // Rocks scroll by; the rover stays near the middle and its wheels turn.
  for (int i = 0; i < 7; ++i) {
    float x = std::fmod(static_cast<float>(i) * 0.17f - u * 2.0f + 4.0f, 1.2f) - 0.1f;
    Ellipse(f, f.P(x, 0.86f + 0.03f * static_cast<float>(i % 3)), f.S(0.02f + 0.01f * static_cast<float>(i % 2)), f.S(0.012f), Col(70, 36, 26));
  }
  for (int i = 0; i < 24; ++i) {  // wheel tracks behind the rover
    const float x = 0.44f - static_cast<float>(i) * 0.02f - std::fmod(u * 2.0f, 0.02f);
    f.dl->AddRectFilled(f.P(x, 0.8f), f.P(x + 0.008f, 0.808f), Col(80, 40, 28, 0.8f));
  }
  const float bob = std::sin(t * 6.0f) * 0.003f;
  f.dl->AddRectFilled(f.P(0.42f, 0.66f + bob), f.P(0.6f, 0.72f + bob), Col(225, 222, 214), f.S(0.01f));
  f.dl->AddRectFilled(f.P(0.56f, 0.58f + bob), f.P(0.575f, 0.66f + bob), Col(200, 198, 190));
  f.dl->AddRectFilled(f.P(0.545f, 0.56f + bob), f.P(0.59f, 0.59f + bob), Col(240, 238, 232));
  f.dl->AddRectFilled(f.P(0.44f, 0.64f + bob), f.P(0.5f, 0.66f + bob), Col(46, 196, 182));
  for (int k = 0; k < 3; ++k) {
    const ImVec2 c = f.P(0.44f + 0.07f * static_cast<float>(k), 0.76f);
    f.dl->AddCircleFilled(c, f.S(0.028f), Col(40, 36, 34));
    const float a = -t * 4.0f + static_cast<float>(k);
    f.dl->AddLine(c, ImVec2(c.x + f.S(0.024f) * std::cos(a), c.y + f.S(0.024f) * std::sin(a)), Col(160, 156, 150), 2.0f);
  }
}

void Helicopter(const Frame& f, float t) {
  Sky(f, Col(150, 96, 70), Col(214, 160, 112));
  Hills(f, 0.7f, 0.05f, 1.5f, 0.1f, Col(150, 84, 52));
  f.dl->AddRectFilled(f.P(0, 0.78f), f.P(1, 1), Col(126, 64, 40));
  // Up (0..3 s), hover and drift (3..8), down (8..11), rest.
  float h = 0.0f;
  if (t < 3.0f) h = t / 3.0f;
  else if (t < 8.0f) h = 1.0f;
  else if (t < 11.0f) h = 1.0f - (t - 8.0f) / 3.0f;
  h = h * h * (3.0f - 2.0f * h);
  const float drift = t >= 3.0f && t < 8.0f ? 0.06f * std::sin((t - 3.0f) * kPi / 5.0f) : 0.0f;
  const float x = 0.5f + drift, y = 0.66f - 0.34f * h;
  const float hs = 1.7f;  // the craft is drawn larger than life
  Ellipse(f, f.P(x, 0.8f), hs * f.S(0.06f * (1.0f - 0.5f * h)), hs * f.S(0.012f), Col(60, 30, 20, 0.5f));
  const ImVec2 body = f.P(x, y);
  for (int k : {-1, 1}) {  // legs
    f.dl->AddLine(body, ImVec2(body.x + k * hs * f.S(0.06f), body.y + hs * f.S(0.06f)), Col(40, 40, 44), 2.0f);
  }
  f.dl->AddRectFilled(ImVec2(body.x - hs * f.S(0.025f), body.y - hs * f.S(0.02f)), ImVec2(body.x + hs * f.S(0.025f), body.y + hs * f.S(0.02f)), Col(210, 200, 180), 3.0f);
  f.dl->AddLine(ImVec2(body.x, body.y - hs * f.S(0.02f)), ImVec2(body.x, body.y - hs * f.S(0.1f)), Col(40, 40, 44), 2.0f);
  const bool spinning = t < 11.5f;
  for (int k = 0; k < 2; ++k) {
    const float ry = body.y - hs * f.S(0.06f + 0.035f * k);
    const float spread = spinning ? std::fabs(std::cos(t * 40.0f + k)) : 0.8f;
    Ellipse(f, ImVec2(body.x, ry), hs * f.S(0.12f) * (0.3f + 0.7f * spread), hs * f.S(0.006f), Col(30, 30, 34, spinning ? 0.55f : 0.9f));
  }
  f.dl->AddRectFilled(ImVec2(body.x - hs * f.S(0.03f), body.y - hs * f.S(0.16f)), ImVec2(body.x + hs * f.S(0.03f), body.y - hs * f.S(0.145f)), Col(230, 200, 120));
}

void DustDevil(const Frame& f, float t) {
  const float loop = 10.0f, u = t / loop;
  Sky(f, Col(190, 136, 96), Col(226, 184, 138));
  Hills(f, 0.6f, 0.03f, 1.0f, 0.0f, Col(176, 112, 74));
  f.dl->AddRectFilled(f.P(0, 0.66f), f.P(1, 1), Col(150, 88, 56));
  const float cx = -0.1f + 1.2f * u;  // crosses the frame once per loop
  constexpr int kRings = 22;
  for (int i = 0; i < kRings; ++i) {
    const float k = static_cast<float>(i) / kRings;  // 0 at the ground, 1 at the top
    const float y = 0.7f - 0.62f * k;
    const float wobble = 0.02f * std::sin(t * 3.0f + k * 6.0f) + 0.03f * k * std::sin(t * 1.3f);
    const float rx = 0.02f + 0.11f * k * k;
    Ellipse(f, f.P(cx + wobble, y), f.S(rx), f.S(0.012f + 0.02f * k), Col(236, 196, 150, 0.32f + 0.2f * (1.0f - k)));
    const float a = t * 9.0f + k * 11.0f;  // specks whirling round the column
    Ellipse(f, f.P(cx + wobble + rx * 0.5f * std::cos(a), y), f.S(0.004f), f.S(0.004f), Col(110, 60, 40, 0.8f));
  }
  Ellipse(f, f.P(cx, 0.71f), f.S(0.06f), f.S(0.012f), Col(110, 60, 40, 0.35f));
}

void Sunset(const Frame& f, float t) {
  const float u = t / 24.0f;
  const float sun_y = 0.3f + 0.45f * u;  // sinks behind the rim over the loop
  const float dusk = u;
  Sky(f, Col(static_cast<int>(120 - 90 * dusk), static_cast<int>(90 - 70 * dusk), static_cast<int>(80 - 50 * dusk)),
      Col(static_cast<int>(200 - 120 * dusk), static_cast<int>(150 - 90 * dusk), static_cast<int>(110 - 50 * dusk)));
  // Martian sunsets are blue around the sun.
  for (int i = 6; i > 0; --i) {
    Ellipse(f, f.P(0.55f, sun_y), f.S(0.04f * static_cast<float>(i)), f.S(0.04f * static_cast<float>(i)), Col(110, 160, 220, 0.08f));
  }
  f.dl->AddCircleFilled(f.P(0.55f, sun_y), f.S(0.03f), Col(230, 240, 255));
  Hills(f, 0.72f, 0.06f, 0.5f, 0.25f, Col(40, 22, 20));   // far crater rim
  Hills(f, 0.82f, 0.03f, 1.5f, 0.6f, Col(24, 14, 12));    // near ground
  for (int i = 0; i < 14; ++i) {  // stars come out as it gets dark
    const float a = std::clamp((u - 0.5f) * 3.0f, 0.0f, 1.0f) * (0.5f + 0.5f * std::sin(t * 2.0f + i));
    f.dl->AddCircleFilled(f.P(std::fmod(0.13f * i + 0.05f, 1.0f), 0.05f + std::fmod(0.07f * i * i, 0.4f)), 1.2f, Col(255, 250, 240, a));
  }
}

}  // namespace

void DrawReel(int index, ImDrawList* dl, ImVec2 origin, ImVec2 size, float t) {
  const Frame f{dl, origin, size};
  dl->PushClipRect(origin, f.P(1, 1), true);
  switch (index) {
    case 0: Parachute(f, t); break;
    case 1: Rover(f, t); break;
    case 2: Helicopter(f, t); break;
    case 3: DustDevil(f, t); break;
    default: Sunset(f, t); break;
  }
  // Film grain and a vignette, so it reads as an old reel.
  const int grain = static_cast<int>(t * 24.0f);
  for (int i = 0; i < 40; ++i) {
    const unsigned h = static_cast<unsigned>((grain * 7919 + i * 104729) % 1000003);
    dl->AddRectFilled(f.P(static_cast<float>(h % 997) / 997.0f, static_cast<float>(h % 991) / 991.0f),
                      f.P(static_cast<float>(h % 997) / 997.0f + 0.002f, static_cast<float>(h % 991) / 991.0f + 0.003f),
                      Col(255, 240, 220, 0.25f));
  }
  dl->AddRect(origin, f.P(1, 1), Col(0, 0, 0, 0.6f), 0.0f, 0, f.S(0.02f));
  dl->PopClipRect();
}

}  // namespace bc::ui
