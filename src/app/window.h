// The game's window: SDL's window and renderer and Dear ImGui on them, the fonts at the
// interface's scale (the window's fit times the player's UI scale), and each frame's
// begin and end. The offscreen driver's frames are waited for (see Open).
#pragma once

#include <SDL.h>

#include <filesystem>
#include <string>

#include "app/font_completion.h"
#include "app/imgui_draw.h"
#include "app/kept_frame.h"
#include "render/palette.h"
#include "render/window_recording.h"
#include "session/settings.h"
#include "ui/screen.h"
#include "ui/theme.h"

namespace bc::app {

struct WindowSpec {
  int width = 1280;
  int height = 720;
  bool fullscreen = false;
  bool vsync = true;
  bool capture = false;  // a screenshot run: the pointer is left out, as the screen opens
  // The fonts whole from the first frame (a screenshot's or a script's run, whose frames
  // must be the same however fast the machine), not their first glyphs and then the rest
  // (app/font_completion.h).
  bool fonts_whole = false;
  std::filesystem::path asset_dir;
};

class Window {
 public:
  Window() = default;
  ~Window() { Close(); }
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  // Opens the window, its renderer and ImGui, and gives the context its fonts; "" or
  // what went wrong.
  std::string Open(const WindowSpec& spec, float ui_scale, ui::UiContext& context);
  void Close();

  SDL_Renderer* renderer() const { return renderer_; }
  // The pixels of the window's drawing area (0 before it opens).
  int OutputPixels() const;
  const std::string& video_driver() const { return video_driver_; }
  const std::string& renderer_name() const { return renderer_name_; }

  // Starts a frame: the context gets the window's logical size, the scale in force and the
  // fonts (rebuilt when the window's fit or `ui_scale` changed; the whole fonts in the
  // place of their first glyphs once they are built); ImGui's frame begins (on `fixed_dt`
  // when given) and the window is cleared. Without `pixels` the frame's drawing onto the
  // window is recorded and dropped, and ImGui's draw data made but not drawn: the window's
  // pixels stay as they were (AppOptions::draw_pixels).
  void BeginFrame(float ui_scale, float fixed_dt, ui::UiContext& context, bool pixels = true);
  // ImGui's draw data onto the renderer; then the frame's drawing, recorded since
  // BeginFrame, into the window's kept picture where it changed, and that onto the window.
  // Without the frame's `pixels`, neither.
  void EndFrame();
  // Shows the frame (and on the offscreen driver waits for it). After the first, the whole
  // fonts start building on a worker thread if the first fonts hold only their first glyphs.
  void Present();

  // The kept picture of the window (kept_frame.h).
  const KeptFrame& kept_frame() const { return kept_frame_; }

  // Fullscreen and vsync as the settings say.
  void Apply(const session::Settings& settings, bool allow_vsync);

 private:
  void RebuildFonts(float ui_scale, ui::UiContext& context, ui::Glyphs glyphs);
  // The whole fonts, built by `completion_`, in the place of the first glyphs' atlas.
  void CompleteFonts(ui::UiContext& context);

  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  bool imgui_ready_ = false;
  std::filesystem::path asset_dir_;
  std::string video_driver_;
  std::string renderer_name_;
  void (*gl_finish_)() = nullptr;  // glFinish, on the offscreen driver only
  // The colour each frame starts from, which ImGui's kept windows lie on.
  static constexpr SDL_Color kClearColour{render::palette::kNight.r, render::palette::kNight.g, render::palette::kNight.b, 255};
  ImGuiDrawer imgui_drawer_{kClearColour};
  // The window's picture, kept and drawn again where the frame changed (kept_frame.h).
  KeptFrame kept_frame_;
  bool pixels_ = true;                       // this frame is drawn (BeginFrame)
  render::WindowRecording dropped_drawing_;  // the frame's drawing, when it is not
  float fit_scale_ = 1.0f;         // ui::WindowFitScale of the window's size
  float fonts_scale_ = 0.0f;       // the scale the fonts were built at
  bool first_glyphs_ = false;      // the fonts hold ui::Glyphs::kFirst, the rest to come
  FontCompletion completion_;
  bool fullscreen_ = false;
  bool vsync_ = false;
};

}  // namespace bc::app
