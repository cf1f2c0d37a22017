// The shell's start-up and shut-down (app.h): the player's settings (or the benchmark's),
// the window, the audio device, the game data, the profile, the battle the command line
// names, and the first screens; then everything closed again in order.
#include <unistd.h>

#include <fstream>
#include <iostream>

#include "app/app.h"
#include "app/paths.h"
#include "data/catalog_loader.h"
#include "data/install_paths.h"

namespace bc::app {

bool App::Init() {
  const bool benchmark = options_.bench_frames > 0;
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
  SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    std::cerr << "base-command: cannot start the video system: " << SDL_GetError() << "\n";
    return false;
  }
  sdl_ready_ = true;
  if (!LoadScript()) return false;
  // Gamepads are a bonus: without the subsystem the keyboard and mouse play everything.
  if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
    std::cerr << "base-command: gamepads are not available: " << SDL_GetError() << "\n";
  }
  user_dir_ = UserDataDir();
  if (benchmark) {
    // The benchmark's battles must not replace the player's saved siege, nor meet another
    // benchmark's: a folder of this process's own, removed at shutdown. Its settings are
    // the defaults at 4x, without vsync.
    user_dir_ = std::filesystem::temp_directory_path() / ("base-command-bench-" + std::to_string(::getpid()));
    settings_.vsync = false;
    settings_.animation_speed = session::AnimationSpeed::k4x;
  } else {
    settings_load_ = session::LoadSettings(user_dir_ / "settings.json");
    settings_ = settings_load_.settings;
  }
  const bool capture = !options_.screenshot.empty();
  if (capture) settings_.fullscreen = false;
  // The catalogues msgfmt built (the build tree's, or share/base-command/locale).
  i18n::SetLocaleDir(data::LocaleRoot());
  ApplyLanguage();
  // Said once the language the file names is in force.
  if (const std::string message = settings_load_.Message(); !message.empty()) notices_.Add(message);

  WindowSpec spec;
  spec.width = options_.window_w;
  spec.height = options_.window_h;
  spec.fullscreen = settings_.fullscreen;
  spec.vsync = settings_.vsync && !benchmark && options_.draw_pixels;
  spec.capture = capture;
  spec.fonts_whole = capture || script_ != nullptr;
  spec.asset_dir = FindAssetDir();
  context_.asset_dir = spec.asset_dir;
  bench_.Stage("window_ms");
  if (const std::string error = window_.Open(spec, settings_.ui_scale, context_); !error.empty()) {
    std::cerr << "base-command: " << error << "\n";
    return false;
  }
  bench_.Stage("fonts_ms");
  glyphs_ = std::make_unique<render::SpriteCache>(window_.renderer(), context_.asset_dir);
  context_.glyphs = glyphs_.get();
  context_.pad_in_use = options_.pad;  // until a key or a click says otherwise

  audio_.SetAssetRoot(context_.asset_dir);
  if (!benchmark) {
    audio_.Open(settings_.audio_device);
    opened_device_ = settings_.audio_device;
    // Audio logs its notice once itself; the screen shows it too.
    if (!audio_.notice().empty()) notices_.Add(audio_.notice());
    audio_devices_ = audio_.Devices();
  }
  ApplySettings(false);
  data_.Load(std::move(given_catalog_), notices_);
  bench_.Stage("data_ms");

  context_.settings = &settings_;
  context_.keys = &keys_;
  context_.audio = &audio_desk_;
  context_.catalog = &data_.catalog();
  context_.catalog_message = data_.catalog_message();
  if (!benchmark) {
    // The campaign records: loaded once, saved after every change.
    profile_ = std::make_unique<session::ProfileSession>(user_dir_, data_.catalog(), data_.campaigns());
    context_.profile = profile_.get();
    // The field run: its rules from the data folder, the run in progress from the user's.
    run_ = std::make_unique<session::RunService>(data_.catalog(), data_.campaigns(), data::DefaultDataDir(), user_dir_,
                                                 profile_.get());
    context_.run = run_.get();
    if (capture || script_ != nullptr) run_->MakeSiegesAtOnce(true);
  }
  if (options_.seed) launch_.seed = *options_.seed;
  // The benchmark's battles go straight on (it plays them with keys and clicks).
  if (benchmark) launch_.briefing = false;
  if (!options_.mission.empty()) {
    const int mission = data_.catalog().FindMission(options_.mission);
    if (mission < 0) {
      std::cerr << "base-command: no mission \"" << options_.mission << "\" in the game data\n";
      return false;
    }
    launch_.mission = mission;
  }
  launch_.actions = session::SplitActions(options_.actions);

  const std::optional<ui::ScreenId> first = ui::ParseScreenId(options_.screen);
  if (!first) {
    std::cerr << "base-command: unknown screen \"" << options_.screen << "\"\n" << UsageText();
    return false;
  }
  Navigate(ui::NavRequest::Reset(*first));
  last_counter_ = SDL_GetPerformanceCounter();
  return true;
}

bool App::LoadScript() {
  if (options_.script.empty()) return true;
  std::ifstream in(options_.script, std::ios::binary);
  if (!in) {
    std::cerr << "base-command: cannot read the script " << options_.script << "\n";
    return false;
  }
  std::string text(session::kScriptLongestText + 1, '\0');  // one more: a longer file is refused
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  const session::ScriptRead read = session::ReadInputScript(text);
  if (!read.ok()) {
    std::cerr << session::DescribeScriptErrors(read, options_.script);
    return false;
  }
  std::error_code ignored;
  const std::filesystem::path folder = std::filesystem::absolute(options_.script, ignored).parent_path();
  script_ = std::make_unique<ScriptPlayer>(read.steps, folder);
  return true;
}

void App::Shutdown() {
  script_.reset();  // the virtual pad goes before SDL
  screens_.Clear();
  context_.glyphs = nullptr;
  glyphs_.reset();  // its textures go before the renderer
  audio_.Close();
  window_.Close();
  if (sdl_ready_) SDL_Quit();
  sdl_ready_ = false;
  if (options_.bench_frames > 0 && !user_dir_.empty()) {
    std::error_code ignored;
    std::filesystem::remove_all(user_dir_, ignored);
  }
}

}  // namespace bc::app
