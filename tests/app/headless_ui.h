// ImGui over an SDL software renderer in a hidden window: enough to draw a screen in a
// test, press its buttons with the pointer, and read what ImGui laid out.
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <optional>
#include <string>

#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"
#include "session/audio_desk.h"
#include "session/settings.h"
#include "ui/screen.h"
#include "ui/theme.h"

namespace headless {

class Headless {
 public:
  // A window of `width` x `height` with the fonts and theme at `scale`.
  explicit Headless(int width = 1280, int height = 720, float scale = 1.0f) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    window_ = SDL_CreateWindow("drawing", 0, 0, width, height, SDL_WINDOW_HIDDEN);
    REQUIRE(window_ != nullptr);
    renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
    REQUIRE(renderer_ != nullptr);
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplSDL2_InitForSDLRenderer(window_);
    ImGui_ImplSDLRenderer_Init(renderer_);
    std::string source;
    context.asset_dir = std::filesystem::path(BC_SOURCE_DIR) / "assets";
    context.fonts = bc::ui::LoadFonts(context.asset_dir, scale, source);
    bc::ui::ApplyTheme(scale);
    context.renderer = renderer_;
    context.settings = &settings;
    context.audio = &audio;
    context.width = static_cast<float>(width);
    context.height = static_cast<float>(height);
    context.scale = scale;
  }
  ~Headless() {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_DestroyRenderer(renderer_);
    SDL_DestroyWindow(window_);
    SDL_Quit();
  }
  Headless(const Headless&) = delete;
  Headless& operator=(const Headless&) = delete;

  // Draws one frame of the screen; what the player chose is left in `out`. With a
  // pointer position, the left button is held there during the frame (a click is a frame
  // held, then a frame released). `inspect` runs after the screen has drawn, before the
  // frame ends (ImGui's windows of the frame are still open to it).
  template <typename Inspect>
  void Draw(bc::ui::Screen& screen, bc::ui::Choices& out, std::optional<ImVec2> pointer, bool down,
            Inspect inspect) {
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(context.width, context.height);
    if (pointer) {
      io.MousePos = *pointer;
      io.MouseDown[0] = down;
    }
    ImGui::NewFrame();
    if (!pointer || world_on_clicks) screen.DrawWorld(context);
    screen.DrawUi(context, out);
    inspect();
    ImGui::Render();
    if (!pointer && rasterize) ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  }
  void Draw(bc::ui::Screen& screen, bc::ui::Choices& out, std::optional<ImVec2> pointer = std::nullopt,
            bool down = false) {
    Draw(screen, out, pointer, down, [] {});
  }
  // A click at a point: a frame with the button held, then one with it released.
  void Click(bc::ui::Screen& screen, bc::ui::Choices& out, ImVec2 at) {
    Draw(screen, out, at, true);
    Draw(screen, out, at, false);
  }

  bc::session::Settings settings;
  bc::session::AudioDesk audio;
  bc::ui::UiContext context;
  bool world_on_clicks = true;  // false: frames with the pointer draw the UI only (quicker)
  // false: ImGui's draw data is made but not drawn into the renderer's pixels, for a test
  // that reads only what ImGui laid out (clip_probe.h, text_probe.h): quicker.
  bool rasterize = true;

 private:
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
};

}  // namespace headless
