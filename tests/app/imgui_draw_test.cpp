// The shell draws ImGui's frames itself (app/imgui_draw.h), plain fills untextured: the
// pixels must be those of ImGui's own SDL_Renderer backend.
#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <catch2/catch.hpp>

#include "app/offscreen_gl.h"
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "app/imgui_draw.h"
#include "render/draw_calls.h"
#include "render/kept_window.h"
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
  const offscreen_gl::Target gl = offscreen_gl::Open("over", 64, 64, "the flattened colours are llvmpipe's blends");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Window* window = gl.window;
  SDL_Renderer* renderer = gl.renderer;
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

namespace {

// One ImGui frame: a window marked to be kept (render::KeepWindowDrawn) at a position off
// the whole pixels, opaque, with text, a button, a child window and an image, over a
// strip drawn beside it; `line` is the text that changes.
void KeptFrame(const bc::ui::Fonts& fonts, SDL_Texture* image, const char* line) {
  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::GetIO().DisplaySize = ImVec2(640, 360);
  ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(640, 40.5f));
  ImGui::Begin("bar", nullptr, ImGuiWindowFlags_NoDecoration);
  ImGui::TextUnformatted("TURN 3 / PAR 8");
  ImGui::End();
  ImGui::SetNextWindowPos(ImVec2(300.4f, 40.5f));
  ImGui::SetNextWindowSize(ImVec2(339.6f, 319.5f));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.1f, 0.08f, 0.07f, 1.0f));
  ImGui::Begin("##kept", nullptr, ImGuiWindowFlags_NoDecoration);
  ImGui::PopStyleColor();
  ImGui::GetWindowDrawList()->AddCallback(bc::render::KeepWindowDrawn, nullptr);
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("BASE 10 / 10");
  ImGui::PopFont();
  ImGui::TextWrapped("%s", line);
  ImGui::Button("END TURN", ImVec2(200, 40));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.2f, 0.1f, 0.1f, 1.0f));
  ImGui::BeginChild("log", ImVec2(0, 80), true);
  for (int i = 0; i < 8; ++i) ImGui::Text("KILLER KRAB #%d at D%d: breaches NW", i, i);
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::Image(reinterpret_cast<ImTextureID>(image), ImVec2(40, 40));
  ImGui::End();
  ImGui::Render();
}

// The window's pixels after `draw` (the window cleared to kNight first).
template <typename Draw>
std::vector<Uint32> WindowPixels(SDL_Renderer* renderer, Draw draw) {
  const bc::render::Rgba night = bc::render::palette::kNight;
  SDL_SetRenderDrawColor(renderer, night.r, night.g, night.b, 255);
  SDL_RenderClear(renderer);
  // Beside the kept window, under the outer edge of its rim.
  SDL_SetRenderDrawColor(renderer, 90, 40, 30, 255);
  const SDL_Rect beside{0, 40, 300, 320};
  SDL_RenderFillRect(renderer, &beside);
  draw();
  std::vector<Uint32> pixels(640 * 360);
  REQUIRE(SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), 640 * 4) == 0);
  return pixels;
}

// The largest difference in a colour channel between two pictures.
int MostApart(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
  int most = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    for (int shift = 0; shift < 24; shift += 8) {
      const int d = static_cast<int>((a[i] >> shift) & 0xff) - static_cast<int>((b[i] >> shift) & 0xff);
      most = std::max(most, d < 0 ? -d : d);
    }
  }
  return most;
}

}  // namespace

TEST_CASE("imgui draw: a kept window is drawn into its texture only when its draw lists change", "[app][imgui_draw]") {
  const offscreen_gl::Target gl = offscreen_gl::Open("kept", 640, 360, "windows are kept only where render targets are");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Window* window = gl.window;
  SDL_Renderer* renderer = gl.renderer;
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
  SDL_Texture* image = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 2, 2);
  const Uint32 texels[4] = {0xffff0000, 0xff00ff00, 0x800000ff, 0xffffffff};
  SDL_UpdateTexture(image, nullptr, texels, 8);
  SDL_SetTextureBlendMode(image, SDL_BLENDMODE_BLEND);
  const bc::render::Rgba night = bc::render::palette::kNight;
  bc::app::ImGuiDrawer drawer(SDL_Color{night.r, night.g, night.b, 255});

  for (int i = 0; i < 3; ++i) KeptFrame(fonts, image, "Choose a card (1-8) or the cannon (C).");  // settles
  const bc::render::DrawCalls before_direct = bc::render::DrawCallsSoFar();
  const std::vector<Uint32> direct =
      WindowPixels(renderer, [renderer] { bc::app::DrawImGui(renderer, ImGui::GetDrawData()); });
  const long direct_triangles = bc::render::DrawCallsSoFar().Since(before_direct).triangles;
  const std::vector<Uint32> first = WindowPixels(renderer, [&] { drawer.Draw(renderer, ImGui::GetDrawData()); });
  CHECK(drawer.kept_drawings() == 1);
  KeptFrame(fonts, image, "Choose a card (1-8) or the cannon (C).");
  const bc::render::DrawCalls before_copied = bc::render::DrawCallsSoFar();
  const std::vector<Uint32> copied = WindowPixels(renderer, [&] { drawer.Draw(renderer, ImGui::GetDrawData()); });
  const long copied_triangles = bc::render::DrawCallsSoFar().Since(before_copied).triangles;
  CHECK(drawer.kept_drawings() == 1);  // the same lists: copied, not drawn
  // Copied, the kept window's rim strips hand on only the triangles that reach them, not
  // every triangle of the commands that do: fewer than half of drawing it all (with the
  // bar beside it, drawn whole both times).
  INFO("triangles drawn straight " << direct_triangles << ", copied " << copied_triangles);
  CHECK(copied_triangles * 2 < direct_triangles);
  // The same pixels as drawn straight onto the window, but for one level in a channel
  // where llvmpipe rounds a blend in a texture differently.
  CHECK(MostApart(direct, first) <= 1);
  CHECK(MostApart(direct, copied) <= 1);
  CHECK(first == copied);

  KeptFrame(fonts, image, "Click a lit cell to play it.");
  const std::vector<Uint32> changed_direct =
      WindowPixels(renderer, [renderer] { bc::app::DrawImGui(renderer, ImGui::GetDrawData()); });
  const std::vector<Uint32> changed = WindowPixels(renderer, [&] { drawer.Draw(renderer, ImGui::GetDrawData()); });
  CHECK(drawer.kept_drawings() == 2);  // the text changed: drawn again
  CHECK(changed != copied);
  CHECK(MostApart(changed_direct, changed) <= 1);
  // Only the changed line's part of the texture was drawn again, and it gives the
  // pixels of a drawer that draws the whole window afresh.
  CHECK(drawer.kept_part_drawings() == 1);
  bc::app::ImGuiDrawer fresh(SDL_Color{night.r, night.g, night.b, 255});
  const bc::render::DrawCalls before_fresh = bc::render::DrawCallsSoFar();
  const std::vector<Uint32> whole = WindowPixels(renderer, [&] { fresh.Draw(renderer, ImGui::GetDrawData()); });
  const double whole_pixels = bc::render::DrawCallsSoFar().Since(before_fresh).texture_pixels;
  CHECK(fresh.kept_part_drawings() == 0);
  CHECK(MostApart(whole, changed) <= 1);
  // The next change is drawn in part too, and costs fewer pixels than the whole.
  KeptFrame(fonts, image, "Choose a card (1-8) or the cannon (C).");
  const bc::render::DrawCalls before_part = bc::render::DrawCallsSoFar();
  const std::vector<Uint32> back = WindowPixels(renderer, [&] { drawer.Draw(renderer, ImGui::GetDrawData()); });
  const double part_pixels = bc::render::DrawCallsSoFar().Since(before_part).texture_pixels;
  CHECK(drawer.kept_drawings() == 3);
  CHECK(drawer.kept_part_drawings() == 2);
  CHECK(part_pixels > 0.0);
  CHECK(part_pixels * 2.0 < whole_pixels);
  CHECK(MostApart(back, copied) <= 1);
  fresh.Release();

  drawer.Release();
  SDL_DestroyTexture(image);
  ImGui_ImplSDLRenderer_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
}

TEST_CASE("imgui draw: a kept window's rim strips cover its rim once and nothing inside it", "[app][imgui_draw]") {
  const SDL_Rect rect{30, 20, 50, 40};
  const auto strips = bc::app::RimStrips(rect, 4);
  for (int y = rect.y - 2; y < rect.y + rect.h + 2; ++y) {
    for (int x = rect.x - 2; x < rect.x + rect.w + 2; ++x) {
      const SDL_Point p{x, y};
      int covering = 0;
      for (const SDL_Rect& strip : strips) covering += SDL_PointInRect(&p, &strip) ? 1 : 0;
      const bool inside = SDL_PointInRect(&p, &rect);
      const SDL_Rect inner{rect.x + 4, rect.y + 4, rect.w - 8, rect.h - 8};
      const bool rim = inside && !SDL_PointInRect(&p, &inner);
      INFO(x << "," << y);
      CHECK(covering == (rim ? 1 : 0));
    }
  }
}

TEST_CASE("imgui draw: a bar of buttons goes out as one call for their fills and one for their labels, the backend's pixels",
          "[app][imgui_draw]") {
  const offscreen_gl::Target gl = offscreen_gl::Open("imgui draw", 640, 360, "the software renderer draws through ImGui's own backend");
  if (!gl) BC_SKIP(gl.why_not);
  SDL_Window* window = gl.window;
  SDL_Renderer* renderer = gl.renderer;
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  ImGui_ImplSDL2_InitForSDLRenderer(window);
  ImGui_ImplSDLRenderer_Init(renderer);
  std::string source;
  [[maybe_unused]] const bc::ui::Fonts fonts = bc::ui::LoadFonts(std::filesystem::path(BC_SOURCE_DIR) / "assets", 1.0f, source);
  bc::ui::ApplyTheme(1.0f);
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::GetIO().DisplaySize = ImVec2(640, 360);
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(10, 10));
  ImGui::SetNextWindowSize(ImVec2(620, 60));
  ImGui::Begin("bar", nullptr, ImGuiWindowFlags_NoDecoration);
  for (const char* label : {"UNDO", "RESTART", "THREATS", "SPEED 1x", "?", "MENU", "LOG", "END"}) {
    ImGui::Button(label);
    ImGui::SameLine();
  }
  ImGui::End();
  ImGui::Render();
  const std::vector<Uint32> backend =
      PixelsOf(renderer, [] { ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData()); });
  bc::render::DrawCalls calls;
  const std::vector<Uint32> ours = PixelsOf(renderer, [&] {
    const bc::render::DrawCalls before = bc::render::DrawCallsSoFar();
    bc::app::DrawImGui(renderer, ImGui::GetDrawData());
    calls = bc::render::DrawCallsSoFar().Since(before);
  });
  CHECK(ours == backend);
  // The window's background and the eight buttons' fills, then their eight labels: runs
  // one after the other, each button's two would be 17 calls.
  CHECK(calls.geometry + calls.textured_geometry <= 4);
  CHECK(calls.textured_geometry >= 1);
  ImGui_ImplSDLRenderer_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
}
