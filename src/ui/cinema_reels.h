// The archive cinema's picture reels: NASA/JPL imagery from assets/cinema/, built by
// tools/build-assets (tools/assets/make_cinema.py) and credited in assets/CREDITS.md.
// A reel either pans across a still (the Husband Hill panorama), plays a sheet of frames
// of a body turning (crossfading between frames), or sets a moon's frames in orbit about
// a planet's. The sheets carry alpha, so one body can pass in front of the other. Drawn with an ImGui draw list; a missing or misshapen file is named in
// words in the picture's place and nothing else is affected.
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bc::ui {

// Square frames in one image, `cols` to a row, frame 0 at the top left.
struct FrameSheet {
  const char* file = nullptr;  // under assets/, "cinema/mars_turning.jpg"
  int frame = 0;               // a frame's side in pixels
  int cols = 0;
  int frames = 0;
  float body_radius = 0.0f;    // the body's (long) semi-axis in frame pixels
  int width() const { return cols * frame; }
  int height() const { return (frames + cols - 1) / cols * frame; }
};

// A still the reel's 16:9 view moves across. The view is `window` source pixels wide at
// row `top`; its left edge goes from x0 once round the whole width (wrap) or from x0 to
// x1 and back, eased at the ends.
struct PanView {
  const char* file = nullptr;
  int width = 0;
  int height = 0;
  float window = 0.0f;
  float top = 0.0f;
  float x0 = 0.0f;
  float x1 = 0.0f;
  bool wrap = false;
};

// A moon on a circular orbit in its planet's equatorial plane, seen from the latitude
// the sheets were rendered from. Distances in planet radii; the moon drawn `enlarged`
// times its size against the planet.
struct Orbit {
  float distance = 0.0f;        // orbit radius / planet radius
  float view_latitude = 0.0f;   // degrees
  float planet_km_per_px = 0.0f;  // in the planet sheet's frames
  float moon_km_per_px = 0.0f;    // in the moon sheet's frames
  float enlarged = 1.0f;
  int planet_turns = 1;         // per loop
  int moon_orbits = 1;          // per loop; the moon turns once per orbit, facing the planet
};

struct ReelPicture {
  enum class Kind { kPan, kTurn, kOrbit };
  Kind kind = Kind::kPan;
  PanView pan;        // kPan
  FrameSheet body;    // kTurn: the body; kOrbit: the planet
  FrameSheet moon;    // kOrbit
  Orbit orbit;        // kOrbit
};

// The files a picture draws from, and the pixel size each must have.
struct ReelFile {
  const char* file;
  int width;
  int height;
};
std::vector<ReelFile> ReelFiles(const ReelPicture& picture);

// What is wrong with a picture's files, in words, or "" when it can play. `size_of`
// gives a file's size in pixels, or nothing when it is missing or unreadable.
using ImageSize = std::function<std::optional<std::pair<int, int>>(const char* file)>;
std::string ReelProblem(const ReelPicture& picture, const ImageSize& size_of);

// Fetches a reel's textures by file name (nullptr when absent or unreadable).
using TextureFor = std::function<SDL_Texture*(const char* file)>;

// Draws the picture at `t` seconds into its loop of `loop_seconds`, filling the 16:9
// rectangle at `origin` of `size`. When a file is missing, draws `problem` instead.
void DrawReel(const ReelPicture& picture, const TextureFor& texture, ImDrawList* dl, ImVec2 origin,
              ImVec2 size, float t, float loop_seconds, ImFont* font, const std::string& problem);

}  // namespace bc::ui
