#include "app/app.h"

#include <SDL_image.h>
#include <imgui.h>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <ctime>
#include <iostream>

#include "app/asset_paths.h"
#include "app/data_reload.h"
#include "app/siege_save.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"
#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "ui/archive_screen.h"
#include "ui/basecamp_screen.h"
#include "ui/cards_screen.h"
#include "ui/cinema_screen.h"
#include "ui/deckbuilder_screen.h"
#include "ui/dossier_screen.h"
#include "ui/prepare_screen.h"
#include "ui/relax_screen.h"
#include "ui/stats_screen.h"
#include "app/input_map.h"
#include "ui/battle_screen.h"
#include "ui/howto_screen.h"
#include "ui/operations_screen.h"
#include "ui/settings_screen.h"
#include "ui/theme.h"
#include "ui/title_screen.h"
#include "ui/widgets.h"

namespace bc::app {

namespace {
constexpr float kNoticeSeconds = 10.0f;
}  // namespace

App::App(AppOptions options, std::chrono::steady_clock::time_point process_start,
         std::unique_ptr<Catalog> catalog)
    : options_(std::move(options)), process_start_(process_start), catalog_(std::move(catalog)) {}

App::~App() { Shutdown(); }

int App::Run() {
  if (options_.bench_frames > 0) {
    // No window system needed, no vsync, and nothing of the player's touched.
    SDL_setenv("SDL_VIDEODRIVER", "offscreen", 0);
    options_.screen = "battle";
    settings_.vsync = false;
  }
  if (!Init()) return 1;
  while (true) {
    const auto start = std::chrono::steady_clock::now();
    timespec cpu_start{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu_start);
    if (options_.bench_frames > 0) BenchStep();
    const bool more = Frame();
    const auto end = std::chrono::steady_clock::now();
    if (startup_ms_ < 0) {
      startup_ms_ = std::chrono::duration<double, std::milli>(end - process_start_).count();
      startup_cpu_ms_ = 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
    } else {
      frame_ms_.push_back(std::chrono::duration<double, std::milli>(end - start).count());
      timespec cpu_end{};
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu_end);
      frame_cpu_ms_.push_back((cpu_end.tv_sec - cpu_start.tv_sec) * 1e3 +
                              (cpu_end.tv_nsec - cpu_start.tv_nsec) / 1e6);
    }
    if (!more) break;
    if (options_.bench_frames > 0 && static_cast<int>(frame_ms_.size()) >= options_.bench_frames) break;
  }
  Shutdown();
  if (options_.bench_frames > 0) return ReportBench();
  return exit_code_;
}

void App::BenchStep() {
  if (screens_.empty() || screens_.back()->id() != ui::ScreenId::kBattle) return;
  auto* battle = static_cast<ui::BattleScreen*>(screens_.back().get());
  ui::BattleController* controller = battle->controller();
  if (controller == nullptr) return;
  battle->CloseBriefing();
  if (controller->animating()) return;
  const BattleState& state = controller->session().state();
  if (IsOver(state)) {
    ++bench_battles_;
    bench_victories_ += state.phase == Phase::kVictory ? 1 : 0;
    controller->Restart();
    return;
  }
  const std::vector<Action>& legal = controller->session().legal();
  // Fire at the attacker closest to the base when the cannon has power 3 or more.
  for (const Action& a : legal) {
    if (a.kind == ActionKind::kFireCannon && state.cannon_charge >= 2) {
      controller->HandleCommand({BattleCommand::kSelectCannon});
      controller->ClickCell(a.cell);
      return;
    }
  }
  for (const Action& a : legal) {
    if (a.kind == ActionKind::kPlayUnit) {
      controller->HandleCommand({BattleCommand::kSelectUnit, a.slot});
      controller->ClickCell(a.cell);
      return;
    }
  }
  controller->HandleCommand({BattleCommand::kEndTurn});
}

int App::ReportBench() {
  if (frame_ms_.empty()) {
    std::cerr << "base-command: the benchmark ran no frames\n";
    return 1;
  }
  auto percentile = [](std::vector<double> values, int percent) {
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, values.size() * static_cast<std::size_t>(percent) / 100)];
  };
  std::printf("video_driver: %s\n", video_driver_.c_str());
  std::printf("renderer: %s\n", renderer_name_.c_str());
  std::printf("frames: %zu\n", frame_ms_.size());
  std::printf("battles_finished: %d\n", bench_battles_);
  std::printf("battles_won: %d\n", bench_victories_);
  // Wall time of a whole frame (input, UI, board, present) and the main thread's CPU.
  std::printf("frame_ms_median: %.3f\n", percentile(frame_ms_, 50));
  std::printf("frame_ms_p99: %.3f\n", percentile(frame_ms_, 99));
  std::printf("frame_cpu_ms_median: %.3f\n", percentile(frame_cpu_ms_, 50));
  std::printf("frame_cpu_ms_p99: %.3f\n", percentile(frame_cpu_ms_, 99));
  for (const auto& [stage, ms] : startup_stages_) std::printf("startup_%s: %.1f\n", stage.c_str(), ms);
  // Process CPU (all threads) from start to the first interactive frame.
  std::printf("startup_cpu_ms: %.1f\n", startup_cpu_ms_);
  std::printf("startup_ms: %.1f\n", startup_ms_);
  // Peak resident memory: flat in the frame count unless something leaks per frame.
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("max_rss_mb: %.1f\n", static_cast<double>(usage.ru_maxrss) / 1024.0);
  std::printf("bench: ok\n");
  return 0;
}

bool App::Init() {
  const bool capture = !options_.screenshot.empty();
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
  SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    std::cerr << "base-command: cannot start the video system: " << SDL_GetError() << "\n";
    return false;
  }
  context_.user_dir = UserDataDir();
  if (options_.bench_frames > 0) {
    // The benchmark's battles must not replace the player's saved siege, nor meet another
    // benchmark's: a folder of this process's own, removed at shutdown.
    context_.user_dir = std::filesystem::temp_directory_path() / ("base-command-bench-" + std::to_string(::getpid()));
  }
  const SettingsLoad load = LoadSettings(context_.user_dir / "settings.json");
  const bool vsync = settings_.vsync;
  settings_ = load.settings;
  if (options_.bench_frames > 0) {
    settings_ = Settings{};
    settings_.vsync = vsync;
    settings_.animation_speed = AnimationSpeed::k4x;
  }
  if (!load.message.empty()) AddNotice(load.message);
  if (capture) settings_.fullscreen = false;

  Uint32 window_flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (settings_.fullscreen) window_flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  window_ = SDL_CreateWindow("Base Command - Mars is under attack", SDL_WINDOWPOS_CENTERED,
                             SDL_WINDOWPOS_CENTERED, options_.window_w, options_.window_h, window_flags);
  if (window_ == nullptr) {
    std::cerr << "base-command: cannot open a window: " << SDL_GetError() << "\n";
    return false;
  }
  SDL_SetWindowMinimumSize(window_, 800, 500);
  if (const char* driver = SDL_GetCurrentVideoDriver()) video_driver_ = driver;
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED);
  if (renderer_ == nullptr) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (renderer_ == nullptr) {
    std::cerr << "base-command: cannot create a renderer: " << SDL_GetError() << "\n";
    return false;
  }
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_RendererInfo info;
  if (SDL_GetRendererInfo(renderer_, &info) == 0) renderer_name_ = info.name;
  SDL_RenderSetVSync(renderer_, settings_.vsync && options_.bench_frames == 0 ? 1 : 0);
  // The offscreen driver draws into a pbuffer, whose swap neither waits for the frame
  // nor throttles: GL work would pile up (and its memory grow by megabytes a frame)
  // while the frame clock reported only the time to queue it. Wait for each frame there.
  if (video_driver_ == "offscreen" && renderer_name_.rfind("opengl", 0) == 0) {
    gl_finish_ = reinterpret_cast<void (*)()>(SDL_GL_GetProcAddress("glFinish"));
  }

  startup_stages_.push_back({"window_ms", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - process_start_).count()});
  context_.asset_dir = FindAssetDir();
  if (SDL_Surface* icon = IMG_Load((context_.asset_dir / "icon.png").string().c_str())) {
    SDL_SetWindowIcon(window_, icon);
    SDL_FreeSurface(icon);
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  // A screenshot shows the screen as it opens, not whatever the pointer hovers.
  if (capture) io.ConfigFlags |= ImGuiConfigFlags_NoMouse;
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
  imgui_ready_ = true;
  {
    int w = 0;
    int h = 0;
    SDL_GetWindowSize(window_, &w, &h);
    fit_scale_ = ui::WindowFitScale(static_cast<float>(w), static_cast<float>(h));
  }
  RebuildFonts();
  startup_stages_.push_back({"fonts_ms", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - process_start_).count()});

  audio_.SetAssetRoot(context_.asset_dir);
  if (options_.bench_frames == 0) {
    audio_.Open(settings_.audio_device);
    // Audio logs its notice once itself; the screen shows it too.
    if (!audio_.notice().empty()) AddNotice(audio_.notice());
  }
  applied_ = settings_;
  ApplySettings(false);
  LoadGameData();
  startup_stages_.push_back({"data_ms", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - process_start_).count()});

  context_.settings = &settings_;
  context_.audio = &audio_;
  context_.renderer = renderer_;
  context_.catalog = catalog_.get();
  if (options_.bench_frames == 0) {
    // The campaign records: loaded once, saved after every change.
    profile_ = std::make_unique<ProfileSession>(context_.user_dir, *catalog_, campaigns_);
    context_.profile = profile_.get();
    for (const std::string& text : profile_->TakeNotices()) AddNotice(text);
  }
  if (options_.seed) context_.launch.seed = *options_.seed;
  if (!options_.mission.empty()) {
    const int mission = catalog_->FindMission(options_.mission);
    if (mission < 0) {
      std::cerr << "base-command: no mission \"" << options_.mission << "\" in the game data\n";
      return false;
    }
    context_.launch.mission = mission;
  }
  for (std::size_t start = 0; !options_.actions.empty() && start <= options_.actions.size();) {
    const std::size_t end = std::min(options_.actions.find(';', start), options_.actions.size());
    std::string text = options_.actions.substr(start, end - start);
    while (!text.empty() && text.front() == ' ') text.erase(0, 1);
    while (!text.empty() && text.back() == ' ') text.pop_back();
    if (!text.empty()) context_.launch.actions.push_back(text);
    start = end + 1;
  }
  RefreshSavedSiege();

  const std::optional<ui::ScreenId> first = ui::ParseScreenId(options_.screen);
  if (!first) {
    std::cerr << "base-command: unknown screen \"" << options_.screen << "\"\n"
              << UsageText();
    return false;
  }
  screens_.push_back(MakeScreen(ui::ScreenId::kTitle));
  if (*first != ui::ScreenId::kTitle) screens_.push_back(MakeScreen(*first));
  last_counter_ = SDL_GetPerformanceCounter();
  return true;
}

void App::LoadGameData() {
  if (catalog_) return;  // given by the caller
  owns_data_ = true;
  const std::filesystem::path data_dir = data::DefaultDataDir();
  data::CatalogLoad load = data::LoadCatalog(data_dir);
  catalog_ = std::make_unique<Catalog>(std::move(load.catalog));
  if (!load.ok()) {
    std::string message = "The game data in " + data_dir.string() + " has problems:";
    const std::size_t shown = std::min<std::size_t>(load.errors.size(), 5);
    for (std::size_t i = 0; i < shown; ++i) message += "\n  " + data::FormatError(load.errors[i]);
    if (load.errors.size() > shown) {
      message += "\n  ... and " + std::to_string(load.errors.size() - shown) + " more.";
    }
    std::cerr << "base-command: " << message << "\n";
    context_.catalog_message = message;
    AddNotice("Some game data could not be loaded: see SELECT OPERATION.");
  } else if (catalog_->missions.empty()) {
    context_.catalog_message = "No missions were found in " + data_dir.string() + ".";
  }
  if (!load.ok()) return;
  data::LoadErrors campaign_errors;
  campaigns_ = data::LoadCampaigns(data_dir, *catalog_, campaign_errors);
  if (!campaign_errors.empty()) {
    campaigns_.clear();
    std::cerr << "base-command: " << data::FormatError(campaign_errors.front()) << "\n";
    AddNotice("The operations could not be loaded, so battles count as skirmishes: " +
              data::FormatError(campaign_errors.front()));
  }
}

void App::ReloadGameData() {
  if (!owns_data_) {
    AddNotice("This run plays a fixed catalog: there is no data folder to reload.");
    return;
  }
  DataReload reload = app::ReloadGameData(data::DefaultDataDir());
  const std::string summary = reload.Summary();
  std::cerr << "base-command: " << summary << "\n";
  if (!reload.ok()) {
    for (const data::LoadError& error : reload.errors) std::cerr << "  " << data::FormatError(error) << "\n";
    reload_overlay_.ShowErrors(std::move(reload.errors), summary);
    return;
  }
  // Screens and the battle in progress may still point at the old catalog: keep it.
  retired_catalogs_.push_back(std::move(catalog_));
  catalog_ = std::move(reload.catalog);
  campaigns_ = std::move(reload.campaigns);
  context_.catalog = catalog_.get();
  context_.catalog_message.clear();
  if (profile_) {
    profile_ = std::make_unique<ProfileSession>(context_.user_dir, *catalog_, campaigns_);
    context_.profile = profile_.get();
  }
  if (!screens_.empty() && screens_.back()->id() == ui::ScreenId::kBattle) {
    reload_overlay_.OfferRestart(summary);
  } else {
    reload_overlay_.Close();
    AddNotice(summary);
  }
}

void App::HandleReloadChoice(ui::ReloadChoice choice) {
  switch (choice) {
    case ui::ReloadChoice::kNone:
      return;
    case ui::ReloadChoice::kRetry:
      ReloadGameData();
      return;
    case ui::ReloadChoice::kDismiss:
    case ui::ReloadChoice::kKeepBattle:
      reload_overlay_.Close();
      return;
    case ui::ReloadChoice::kRestartBattle: {
      reload_overlay_.Close();
      auto* battle = screens_.empty() ? nullptr : dynamic_cast<ui::BattleScreen*>(screens_.back().get());
      if (battle == nullptr || battle->controller() == nullptr) return;
      const app::BattleSession& session = battle->controller()->session();
      const int mission = catalog_->FindMission(session.mission_def().id);
      if (mission < 0) {
        AddNotice("The new data has no mission \"" + session.mission_def().id + "\": the battle cannot restart.");
        return;
      }
      context_.launch.mission = mission;
      context_.launch.seed = session.seed();
      context_.launch.resume = false;
      context_.launch.actions.clear();
      Navigate(ui::NavRequest::Replace(ui::ScreenId::kBattle));
      AddNotice("Battle restarted from seed " + std::to_string(session.seed()) + " with the new data.");
      return;
    }
  }
}

std::unique_ptr<ui::Screen> App::MakeScreen(ui::ScreenId id) {
  switch (id) {
    case ui::ScreenId::kOperations:
      return std::make_unique<ui::OperationsScreen>();
    case ui::ScreenId::kSettings:
      return std::make_unique<ui::SettingsScreen>();
    case ui::ScreenId::kCinema:
      return std::make_unique<ui::CinemaScreen>();
    case ui::ScreenId::kHowTo:
      return std::make_unique<ui::HowToScreen>();
    case ui::ScreenId::kBattle:
      return std::make_unique<ui::BattleScreen>(context_);
    case ui::ScreenId::kPrepare:
      return std::make_unique<ui::PrepareScreen>();
    case ui::ScreenId::kRelax:
      return std::make_unique<ui::RelaxScreen>();
    case ui::ScreenId::kBasecamp:
      return std::make_unique<ui::BasecampScreen>();
    case ui::ScreenId::kCards:
      return std::make_unique<ui::CardsScreen>();
    case ui::ScreenId::kDeckBuilder:
      return std::make_unique<ui::DeckBuilderScreen>();
    case ui::ScreenId::kDossier:
      return std::make_unique<ui::DossierScreen>();
    case ui::ScreenId::kStats:
      return std::make_unique<ui::StatsScreen>();
    case ui::ScreenId::kArchive:
      return std::make_unique<ui::ArchiveScreen>();
    case ui::ScreenId::kTitle:
    default:
      return std::make_unique<ui::TitleScreen>();
  }
}

void App::Shutdown() {
  screens_.clear();
  audio_.Close();
  if (imgui_ready_) {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    imgui_ready_ = false;
  }
  if (renderer_ != nullptr) SDL_DestroyRenderer(renderer_);
  if (window_ != nullptr) SDL_DestroyWindow(window_);
  renderer_ = nullptr;
  if (window_ != nullptr) SDL_Quit();
  window_ = nullptr;
  if (options_.bench_frames > 0 && !context_.user_dir.empty()) {
    std::error_code ignored;
    std::filesystem::remove_all(context_.user_dir, ignored);
  }
}

void App::RebuildFonts() {
  std::string source;
  context_.scale = settings_.ui_scale * fit_scale_;
  context_.fonts = ui::LoadFonts(context_.asset_dir, context_.scale, source);
  ui::ApplyTheme(context_.scale);
  ImGui_ImplSDLRenderer_DestroyFontsTexture();
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  fonts_dirty_ = false;
}

void App::AddNotice(const std::string& text) {
  for (const Notice& notice : notices_) {
    if (notice.text == text) return;
  }
  notices_.push_back({text, kNoticeSeconds});
}

void App::ApplySettings(bool save) {
  settings_ = Sanitized(settings_);
  if (settings_.fullscreen != applied_.fullscreen) {
    SDL_SetWindowFullscreen(window_, settings_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  }
  if (settings_.vsync != applied_.vsync && options_.bench_frames == 0) {
    SDL_RenderSetVSync(renderer_, settings_.vsync ? 1 : 0);
  }
  if (settings_.ui_scale != applied_.ui_scale) fonts_dirty_ = true;
  if (settings_.audio_device != applied_.audio_device) {
    audio_.Open(settings_.audio_device);
    if (!audio_.notice().empty()) AddNotice(audio_.notice());
  }
  audio_.SetMusicEnabled(settings_.music_enabled);
  audio_.SetSfxEnabled(settings_.sfx_enabled);
  audio_.SetMusicVolume(settings_.music_volume);
  audio_.SetSfxVolume(settings_.sfx_volume);
  applied_ = settings_;
  if (save) {
    const std::string error = SaveSettings(context_.user_dir / "settings.json", settings_);
    if (!error.empty()) AddNotice("Settings not saved: " + error);
  }
}

void App::HandleEvent(const SDL_Event& event) {
  ImGui_ImplSDL2_ProcessEvent(&event);
  const ImGuiIO& io = ImGui::GetIO();
  if (event.type == SDL_QUIT) {
    quit_ = true;
    return;
  }
  if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE) {
    quit_ = true;
    return;
  }
  if (screens_.empty()) return;
  ui::Screen& top = *screens_.back();
  if (event.type == SDL_KEYDOWN && !io.WantTextInput) {
    const SDL_Keycode key = event.key.keysym.sym;
    if (key == SDLK_F11) {
      settings_.fullscreen = !settings_.fullscreen;
      context_.settings_changed = true;
      return;
    }
    if (key == SDLK_F5) {
      ReloadGameData();
      return;
    }
    if (reload_overlay_.open && key == SDLK_ESCAPE) {
      HandleReloadChoice(reload_overlay_.offer_restart ? ui::ReloadChoice::kKeepBattle
                                                       : ui::ReloadChoice::kDismiss);
      return;
    }
    ui::NavRequest nav;
    if (top.OnKey(event.key, context_, nav)) {
      Navigate(nav);
      return;
    }
    if (key == SDLK_ESCAPE) {
      Navigate(ui::NavRequest::Pop());
    } else if (key == SDLK_F1 && top.id() != ui::ScreenId::kHowTo) {
      Navigate(ui::NavRequest::Push(ui::ScreenId::kHowTo));
    }
    return;
  }
  if (event.type == SDL_MOUSEBUTTONDOWN && !io.WantCaptureMouse) {
    top.OnClick(static_cast<float>(event.button.x), static_cast<float>(event.button.y),
                event.button.button, context_);
  }
}

void App::Navigate(ui::NavRequest request) {
  if (request.kind == ui::NavRequest::Kind::kNone) return;
  std::vector<ui::ScreenId> before;
  for (const auto& screen : screens_) before.push_back(screen->id());
  const std::vector<ui::ScreenId> after = ui::NextStack(before, request);
  // Keep the common prefix alive; rebuild the rest.
  std::size_t keep = 0;
  while (keep < before.size() && keep < after.size() && before[keep] == after[keep] &&
         !(request.kind == ui::NavRequest::Kind::kReplace && keep + 1 == before.size())) {
    ++keep;
  }
  screens_.resize(keep);
  for (std::size_t i = keep; i < after.size(); ++i) screens_.push_back(MakeScreen(after[i]));
  if (screens_.empty()) quit_ = true;
  RefreshSavedSiege();
}

void App::RefreshSavedSiege() {
  const SiegeLoad load = ReadSiegeSave(SiegeSavePath(context_.user_dir));
  context_.has_saved_siege = load.save.has_value();
  if (!load.message.empty()) AddNotice(load.message);
}

bool App::TakeScreenshot(const std::string& path) {
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
  if (surface == nullptr) return false;
  bool ok = SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ABGR8888, surface->pixels,
                                 surface->pitch) == 0;
  if (ok) {
    // The PNG is opaque: force alpha to 255.
    auto* pixels = static_cast<Uint8*>(surface->pixels);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) pixels[y * surface->pitch + x * 4 + 3] = 255;
    }
    ok = IMG_SavePNG(surface, path.c_str()) == 0;
  }
  if (!ok) std::cerr << "base-command: cannot write " << path << ": " << SDL_GetError() << "\n";
  SDL_FreeSurface(surface);
  return ok;
}

bool App::Frame() {
  SDL_Event event;
  while (SDL_PollEvent(&event)) HandleEvent(event);
  if (quit_ || screens_.empty()) return false;

  const Uint64 now = SDL_GetPerformanceCounter();
  context_.dt = std::min(0.25f, static_cast<float>(now - last_counter_) /
                                   static_cast<float>(SDL_GetPerformanceFrequency()));
  last_counter_ = now;
  // The benchmark and screenshots run on a fixed clock, so that the same frames play the
  // same battles and draw the same animation however fast or busy the machine is.
  const bool fixed_clock = options_.bench_frames > 0 || !options_.screenshot.empty();
  if (fixed_clock) context_.dt = 1.0f / 60.0f;
  int window_w = 0;
  int window_h = 0;
  int output_w = 0;
  int output_h = 0;
  SDL_GetWindowSize(window_, &window_w, &window_h);
  // The interface follows the window's size (ui::WindowFitScale).
  const float fit = ui::WindowFitScale(static_cast<float>(window_w), static_cast<float>(window_h));
  if (fit != fit_scale_) {
    fit_scale_ = fit;
    fonts_dirty_ = true;
  }
  if (fonts_dirty_) RebuildFonts();

  SDL_GetRendererOutputSize(renderer_, &output_w, &output_h);
  const float dpi = window_w > 0 ? static_cast<float>(output_w) / static_cast<float>(window_w) : 1.0f;
  SDL_RenderSetScale(renderer_, dpi, dpi);
  context_.width = static_cast<float>(window_w);
  context_.height = static_cast<float>(window_h);
  context_.catalog = catalog_.get();

  // Screens may have added notices last frame; keep them, then age them all.
  for (const std::string& text : context_.notices) AddNotice(text);
  if (profile_) {
    for (const std::string& text : profile_->TakeNotices()) AddNotice(text);
  }
  for (Notice& notice : notices_) notice.seconds_left -= context_.dt;
  std::erase_if(notices_, [](const Notice& n) { return n.seconds_left <= 0.0f; });
  context_.notices.clear();
  for (const Notice& notice : notices_) context_.notices.push_back(notice.text);

  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  if (fixed_clock) ImGui::GetIO().DeltaTime = context_.dt;  // ImGui's own clock too
  ImGui::NewFrame();

  SDL_SetRenderDrawColor(renderer_, 22, 14, 12, 255);
  SDL_RenderClear(renderer_);
  ui::Screen& top = *screens_.back();
  top.DrawWorld(context_);
  ui::NavRequest nav = top.DrawUi(context_);
  const ui::ReloadChoice reload_choice = ui::DrawReloadOverlay(reload_overlay_, context_);
  ui::DrawNotices(context_);
  ImGui::Render();
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  ++frame_count_;

  if (!options_.screenshot.empty() &&
      frame_count_ >= static_cast<std::uint64_t>(options_.frames)) {
    exit_code_ = TakeScreenshot(options_.screenshot) ? 0 : 1;
    return false;
  }
  SDL_RenderPresent(renderer_);
  if (gl_finish_ != nullptr) gl_finish_();

  Navigate(nav);
  HandleReloadChoice(reload_choice);
  if (context_.settings_changed) {
    context_.settings_changed = false;
    ApplySettings(true);
  }
  return !quit_ && !screens_.empty();
}

}  // namespace bc::app
