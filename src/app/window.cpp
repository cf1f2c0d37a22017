#include "app/window.h"

#include <SDL_image.h>

#include <algorithm>
#include <imgui.h>

#include "app/imgui_draw.h"
#include "app/keyboard_nav.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"
#include "render/draw_calls.h"
#include "render/texel_copy.h"
#include "render/window_recording.h"
#include "ui/theme.h"

namespace bc::app {

namespace {

// ImGui 1.86's SDL backend reads the pointer with SDL_GetGlobalMouseState, which SDL's X11
// driver keeps from one raw XInput2 motion to the next: a pointer moved with no raw
// motion (XTest, some remote desktops) left the hover where the last click was. While the
// pointer is over the window, SDL's own state, which follows the window's motion events,
// is the position.
void PointerFromWindowEvents(SDL_Window* window) {
  ImGuiIO& io = ImGui::GetIO();
  if (window == nullptr || SDL_GetMouseFocus() != window || !ImGui::IsMousePosValid(&io.MousePos)) return;
  int x = 0;
  int y = 0;
  SDL_GetMouseState(&x, &y);
  io.MousePos = ImVec2(static_cast<float>(x), static_cast<float>(y));
}

}  // namespace

std::string Window::Open(const WindowSpec& spec, float ui_scale, ui::UiContext& context) {
  asset_dir_ = spec.asset_dir;
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (spec.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  fullscreen_ = spec.fullscreen;
  // No depth buffer (SDL asks for 16 bits by default): the 2D renderer never uses one,
  // and with one a software GL (Mesa's llvmpipe) neither drops the earlier work of a
  // tile an opaque draw covers whole nor takes its fast path for screen-aligned
  // rectangles, which makes up most of a frame.
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  window_ = SDL_CreateWindow("Base Command - Mars is under attack", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                             spec.width, spec.height, flags);
  if (window_ == nullptr) return std::string("cannot open a window: ") + SDL_GetError();
  SDL_SetWindowMinimumSize(window_, 800, 500);
  if (const char* driver = SDL_GetCurrentVideoDriver()) video_driver_ = driver;
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED);
  if (renderer_ == nullptr) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (renderer_ == nullptr) return std::string("cannot create a renderer: ") + SDL_GetError();
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_RendererInfo info;
  if (SDL_GetRendererInfo(renderer_, &info) == 0) renderer_name_ = info.name;
  vsync_ = spec.vsync;
  SDL_RenderSetVSync(renderer_, spec.vsync ? 1 : 0);
  // The offscreen driver draws into a pbuffer, whose swap neither waits for the frame
  // nor throttles: GL work would pile up (and its memory grow by megabytes a frame)
  // while the frame clock reported only the time to queue it. Wait for each frame there.
  if (video_driver_ == "offscreen" && renderer_name_.rfind("opengl", 0) == 0) {
    gl_finish_ = reinterpret_cast<void (*)()>(SDL_GL_GetProcAddress("glFinish"));
  }
  if (SDL_Surface* icon = IMG_Load((asset_dir_ / "icon.png").string().c_str())) {
    SDL_SetWindowIcon(window_, icon);
    SDL_FreeSurface(icon);
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  // A screenshot shows the screen as it opens, not whatever the pointer hovers.
  if (spec.capture) io.ConfigFlags |= ImGuiConfigFlags_NoMouse;
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
  imgui_ready_ = true;
  int w = 0;
  int h = 0;
  SDL_GetWindowSize(window_, &w, &h);
  fit_scale_ = ui::WindowFitScale(static_cast<float>(w), static_cast<float>(h));
  // The first glyphs only, when the frames may show the rest a few frames later: half the
  // fonts' building, which is a fifth of the start-up.
  RebuildFonts(ui_scale, context, spec.fonts_whole ? ui::Glyphs::kAll : ui::Glyphs::kFirst);
  context.renderer = renderer_;
  return "";
}

int Window::OutputPixels() const {
  int w = 0;
  int h = 0;
  if (renderer_ != nullptr) SDL_GetRendererOutputSize(renderer_, &w, &h);
  return w * h;
}

void Window::Close() {
  completion_.Cancel();
  first_glyphs_ = false;
  if (imgui_ready_) {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    imgui_ready_ = false;
  }
  imgui_drawer_.Release();
  kept_frame_.Release();
  if (renderer_ != nullptr) render::ReleaseTexelCopy(renderer_);
  if (renderer_ != nullptr) SDL_DestroyRenderer(renderer_);
  renderer_ = nullptr;
  if (window_ != nullptr) SDL_DestroyWindow(window_);
  window_ = nullptr;
}

void Window::RebuildFonts(float ui_scale, ui::UiContext& context, ui::Glyphs glyphs) {
  completion_.Cancel();  // built at the scale before
  std::string source;
  fonts_scale_ = ui_scale * fit_scale_;
  context.scale = fonts_scale_;
  context.fonts = ui::LoadFonts(asset_dir_, fonts_scale_, source, glyphs);
  first_glyphs_ = glyphs == ui::Glyphs::kFirst;
  ui::ApplyTheme(fonts_scale_);
  ImGui_ImplSDLRenderer_DestroyFontsTexture();
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  render::NoteTextureChanged(static_cast<SDL_Texture*>(ImGui::GetIO().Fonts->TexID));
}

void Window::BeginFrame(float ui_scale, float fixed_dt, ui::UiContext& context, bool pixels) {
  int window_w = 0;
  int window_h = 0;
  SDL_GetWindowSize(window_, &window_w, &window_h);
  // The interface follows the window's size (ui::WindowFitScale).
  fit_scale_ = ui::WindowFitScale(static_cast<float>(window_w), static_cast<float>(window_h));
  // The player's scale, as far as the window allows (ui::LargestUiScale).
  ui_scale = std::min(ui_scale, ui::LargestUiScale(static_cast<float>(window_w), static_cast<float>(window_h)));
  if (ui_scale * fit_scale_ != fonts_scale_ || context.fonts.body == nullptr) {
    RebuildFonts(ui_scale, context, ui::Glyphs::kAll);
  } else if (completion_.ready()) {
    CompleteFonts(context);
  }
  int output_w = 0;
  int output_h = 0;
  SDL_GetRendererOutputSize(renderer_, &output_w, &output_h);
  const float dpi = window_w > 0 ? static_cast<float>(output_w) / static_cast<float>(window_w) : 1.0f;
  SDL_RenderSetScale(renderer_, dpi, dpi);
  context.width = static_cast<float>(window_w);
  context.height = static_cast<float>(window_h);
  context.renderer = renderer_;

  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  PointerFromWindowEvents(window_);
  FeedNavKeys();  // Enter presses, Tab steps (keyboard_nav.h)
  if (fixed_dt > 0.0f) ImGui::GetIO().DeltaTime = fixed_dt;  // ImGui's own clock too
  ImGui::NewFrame();
  pixels_ = pixels;
  if (pixels_) {
    kept_frame_.Begin(renderer_);
  } else {
    dropped_drawing_.Clear();
    render::SetWindowRecording(&dropped_drawing_);
  }
  SDL_SetRenderDrawColor(renderer_, kClearColour.r, kClearColour.g, kClearColour.b, kClearColour.a);
  render::Clear(renderer_);
}

void Window::EndFrame() {
  ImGui::Render();
  if (!pixels_) {
    render::SetWindowRecording(nullptr);
    return;
  }
  imgui_drawer_.Draw(renderer_, ImGui::GetDrawData());
  kept_frame_.End(renderer_);
}

void Window::Present() {
  SDL_RenderPresent(renderer_);
  if (gl_finish_ != nullptr) gl_finish_();
  if (first_glyphs_ && !completion_.running()) completion_.Start(asset_dir_, fonts_scale_);
}

void Window::CompleteFonts(ui::UiContext& context) {
  ui::Fonts fonts;
  ImFontAtlas* whole = completion_.Take(fonts);
  if (whole == nullptr) return;
  // Between frames, as a rebuild at another scale: the first atlas and its texture go,
  // the whole one comes with a texture of its own. Its fonts are new objects, and the
  // texture another, so what was drawn once and kept with the first fonts (the board's
  // frame, ImGui's kept windows) is drawn again.
  ImGuiIO& io = ImGui::GetIO();
  ImGui_ImplSDLRenderer_DestroyFontsTexture();
  ImFontAtlas* first = io.Fonts;
  io.Fonts = whole;  // ImGui's context deletes it, as it would have the first
  io.FontDefault = fonts.body;
  IM_DELETE(first);
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  render::NoteTextureChanged(static_cast<SDL_Texture*>(io.Fonts->TexID));
  context.fonts = fonts;
  first_glyphs_ = false;
}

void Window::Apply(const session::Settings& settings, bool allow_vsync) {
  if (settings.fullscreen != fullscreen_) {
    SDL_SetWindowFullscreen(window_, settings.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    fullscreen_ = settings.fullscreen;
  }
  if (allow_vsync && settings.vsync != vsync_) {
    SDL_RenderSetVSync(renderer_, settings.vsync ? 1 : 0);
    vsync_ = settings.vsync;
  }
}

}  // namespace bc::app
