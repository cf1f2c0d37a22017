// The shell draws ImGui's frames itself (app/imgui_draw.h), plain fills untextured: the
// pixels must be those of ImGui's own SDL_Renderer backend.
#include <SDL.h>
#include <imgui.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "app/imgui_draw.h"
#include "render/palette.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"
#include "ui/theme.h"

namespace {

// The pixels of `draw` run on a cleared 640x360 target.
template <typename Draw>
std::vector<Uint32> PixelsOf(SDL_Renderer* renderer, Draw draw) {
  constexpr int kW = 640;
  constexpr int kH = 360;
  SDL_Texture* target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, kW, kH);
  REQUIRE(target != nullptr);
  SDL_SetRenderTarget(renderer, target);
  SDL_SetRenderDrawColor(renderer, 22, 14, 12, 255);
  SDL_RenderClear(renderer);
  draw();
  std::vector<Uint32> pixels(static_cast<std::size_t>(kW) * kH);
  REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), kW * 4) == 0);
  SDL_SetRenderTarget(renderer, nullptr);
  SDL_DestroyTexture(target);
  return pixels;
}

}  // namespace

TEST_CASE("imgui draw: panels, text, buttons and images come out as ImGui's SDL_Renderer backend draws them",
          "[app][imgui_draw]") {
  // The offscreen driver's OpenGL (Mesa's llvmpipe without a GPU), where the plain fills
  // go untextured; SDL's software renderer where there is no GL at all.
  SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  if (SDL_Init(SDL_INIT_VIDEO) == 0) {
    window = SDL_CreateWindow("imgui draw", 0, 0, 640, 360, SDL_WINDOW_HIDDEN);
    if (window != nullptr) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE);
  }
  if (renderer == nullptr) {
    if (window != nullptr) SDL_DestroyWindow(window);
    SDL_Quit();
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    REQUIRE(SDL_Init(SDL_INIT_VIDEO) == 0);
    window = SDL_CreateWindow("imgui draw", 0, 0, 640, 360, SDL_WINDOW_HIDDEN);
    REQUIRE(window != nullptr);
    renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
  }
  REQUIRE(renderer != nullptr);
  SDL_RendererInfo info;
  REQUIRE(SDL_GetRendererInfo(renderer, &info) == 0);
  INFO("renderer: " << info.name);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  ImGui::GetIO().DisplaySize = ImVec2(640, 360);
  ImGui_ImplSDL2_InitForSDLRenderer(window);
  ImGui_ImplSDLRenderer_Init(renderer);
  std::string source;
  const bc::ui::Fonts fonts = bc::ui::LoadFonts(std::filesystem::path(BC_SOURCE_DIR) / "assets", 1.0f, source);
  bc::ui::ApplyTheme(1.0f);
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  // An image of its own, not the font atlas: it is drawn as it comes.
  SDL_Texture* image = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 2, 2);
  const Uint32 texels[4] = {0xffff0000, 0xff00ff00, 0x800000ff, 0xffffffff};
  SDL_UpdateTexture(image, nullptr, texels, 8);
  SDL_SetTextureBlendMode(image, SDL_BLENDMODE_BLEND);

  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::GetIO().DisplaySize = ImVec2(640, 360);
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(20, 20));
  ImGui::SetNextWindowSize(ImVec2(400, 300));
  ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoDecoration);
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("MARS IS UNDER ATTACK.");
  ImGui::PopFont();
  ImGui::TextWrapped("The research station is mostly insured. The base is not.");
  ImGui::Button("END TURN", ImVec2(200, 40));
  ImGui::BeginChild("inner", ImVec2(0, 80), true);
  ImGui::TextUnformatted("a child window with its own background");
  ImGui::EndChild();
  ImDrawList* list = ImGui::GetWindowDrawList();
  list->AddRectFilled(ImVec2(300, 40), ImVec2(380, 90), IM_COL32(200, 120, 40, 180), 6.0f);
  // Opaque fills, square and rounded (whose rim is blended): drawn with blending off.
  list->AddRectFilled(ImVec2(30, 250), ImVec2(120, 300), IM_COL32(90, 60, 200, 255));
  list->AddRectFilled(ImVec2(130, 250), ImVec2(220, 300), IM_COL32(20, 160, 90, 255), 8.0f);
  list->AddCircleFilled(ImVec2(340, 150), 25.0f, IM_COL32(60, 200, 190, 230));
  list->AddLine(ImVec2(250, 200), ImVec2(390, 280), IM_COL32(255, 255, 255, 200), 3.0f);
  list->AddImage(reinterpret_cast<ImTextureID>(image), ImVec2(300, 220), ImVec2(360, 280));
  ImGui::End();
  ImGui::Render();

  const std::vector<Uint32> backend =
      PixelsOf(renderer, [] { ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData()); });
  const std::vector<Uint32> ours = PixelsOf(renderer, [renderer] { bc::app::DrawImGui(renderer, ImGui::GetDrawData()); });
  const std::vector<Uint32> nothing = PixelsOf(renderer, [] {});
  const bool drew = backend != nothing;
  CHECK(drew);
  std::size_t differing = 0;
  for (std::size_t i = 0; i < backend.size(); ++i) differing += backend[i] != ours[i] ? 1 : 0;
  CHECK(differing == 0);

  SDL_DestroyTexture(image);
  ImGui_ImplSDLRenderer_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
}

TEST_CASE("imgui draw: a colour flattened over its ground is the pixel the blend gives", "[app][imgui_draw]") {
  // The battle's side panel is drawn in such flattened colours (render::Over) over the
  // cleared window: on Mesa's llvmpipe they are the blend's own pixels.
  SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    WARN("no offscreen video driver: " << SDL_GetError());
    return;
  }
  SDL_Window* window = SDL_CreateWindow("over", 0, 0, 64, 64, SDL_WINDOW_HIDDEN);
  SDL_Renderer* renderer =
      window != nullptr ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE) : nullptr;
  SDL_RendererInfo info;
  if (renderer == nullptr || SDL_GetRendererInfo(renderer, &info) != 0 || std::string(info.name) != "opengl") {
    if (renderer != nullptr) SDL_DestroyRenderer(renderer);
    if (window != nullptr) SDL_DestroyWindow(window);
    SDL_Quit();
    WARN("no OpenGL renderer: the flattened colours are llvmpipe's blends");
    return;
  }
  SDL_Texture* target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 64, 64);
  REQUIRE(target != nullptr);
  SDL_SetRenderTarget(renderer, target);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
  using bc::render::Rgba;
  const Rgba night = bc::render::palette::kNight;
  struct Case {
    Rgba top;
    std::uint8_t alpha;
  };
  for (const Case& c : {Case{bc::render::palette::kPanel, 240}, Case{night, 128}, Case{bc::render::palette::kGroundDark, 242},
                        Case{bc::render::palette::kTeal, 77}, Case{bc::render::palette::kWhite, 3}}) {
    SDL_SetRenderDrawColor(renderer, night.r, night.g, night.b, 255);
    SDL_RenderClear(renderer);
    SDL_SetRenderDrawColor(renderer, c.top.r, c.top.g, c.top.b, c.alpha);
    SDL_RenderFillRect(renderer, nullptr);
    Uint32 pixel = 0;
    const SDL_Rect one{8, 8, 1, 1};
    REQUIRE(SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888, &pixel, 4) == 0);
    const Rgba want = bc::render::Over(c.top, c.alpha, night);
    INFO("alpha " << int(c.alpha));
    CHECK(((pixel >> 16) & 0xff) == want.r);
    CHECK(((pixel >> 8) & 0xff) == want.g);
    CHECK((pixel & 0xff) == want.b);
  }
  SDL_SetRenderTarget(renderer, nullptr);
  SDL_DestroyTexture(target);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
}
