// The desktop game: SDL2 window and renderer, Dear ImGui, the screen stack and the
// main loop (events -> UI -> render). Also the --screenshot and --bench-frames runs.
#pragma once

#include <SDL.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "app/app_options.h"
#include "app/audio.h"
#include "session/battle_service.h"
#include "session/profile_session.h"
#include "session/settings.h"
#include "ui/reload_overlay.h"
#include "ui/screen.h"

namespace bc::app {

class App {
 public:
  // With `catalog`, the game plays that instead of loading data/ (tests use a fixture).
  App(AppOptions options, std::chrono::steady_clock::time_point process_start,
      std::unique_ptr<Catalog> catalog = nullptr);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Runs until the player quits (or the screenshot / benchmark is done). Exit code.
  int Run();

  // After a --bench-frames run: battles played to the end, and how many were won.
  int bench_battles() const { return bench_battles_; }
  int bench_victories() const { return bench_victories_; }

 private:
  bool Init();
  void Shutdown();
  // One pass of the loop; false when the game should end.
  bool Frame();
  void HandleEvent(const SDL_Event& event);
  void Navigate(ui::NavRequest request);
  // After the frame: what the player chose (settings, requests, the battle to open, where to go).
  void CarryOut(ui::Choices choices);
  std::unique_ptr<ui::Screen> MakeScreen(ui::ScreenId id);
  // Applies settings that changed (audio, fullscreen, vsync, UI scale) and saves them.
  void ApplySettings(bool save);
  void RebuildFonts();
  void AddNotice(const std::string& text);
  bool TakeScreenshot(const std::string& path);
  void LoadGameData();
  // F5: reloads data/; swaps it in when clean, else shows every error and keeps the old.
  void ReloadGameData();
  void HandleReloadChoice(ui::ReloadChoice choice);
  // Whether the title should offer to resume a saved siege.
  void RefreshSavedSiege();

  // --bench-frames: one scripted step of the battle through the battle screen's input
  // API (fire the cannon, play a unit, else end the turn; restart when it is over).
  void BenchStep();
  int ReportBench();

  AppOptions options_;
  std::vector<double> frame_ms_;
  std::vector<double> frame_cpu_ms_;
  std::string renderer_name_;
  double startup_ms_ = -1.0;
  double startup_cpu_ms_ = 0.0;
  // Milliseconds from process start to the end of each start-up stage.
  std::vector<std::pair<std::string, double>> startup_stages_;
  int bench_battles_ = 0;
  int bench_victories_ = 0;
  std::string video_driver_;
  // glFinish, on the offscreen driver only (see Init).
  void (*gl_finish_)() = nullptr;
  std::chrono::steady_clock::time_point process_start_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  bool imgui_ready_ = false;
  bool quit_ = false;
  int exit_code_ = 0;

  session::Settings settings_;
  float fit_scale_ = 1.0f;     // ui::WindowFitScale of the window's size
  session::Settings applied_;           // what the window and audio currently reflect
  bool fonts_dirty_ = false;
  Audio audio_;
  session::AudioDesk audio_desk_;          // what the screens see of the audio and ask of it
  std::vector<std::string> audio_devices_;  // the output devices, listed when the device opens
  std::unique_ptr<Catalog> catalog_;
  Campaigns campaigns_;                      // the operations (empty for a given catalog)
  std::unique_ptr<session::ProfileSession> profile_;  // the player's profile (none while benchmarking)
  // F5: catalogs replaced by a reload stay alive while a battle may still run on them.
  std::vector<std::unique_ptr<Catalog>> retired_catalogs_;
  ui::ReloadOverlay reload_overlay_;
  bool owns_data_ = false;  // the catalog came from data/ (and F5 can reload it)
  ui::UiContext context_;
  ui::Choices choices_;  // what the player chose this frame, carried out after it
  std::filesystem::path user_dir_;
  session::BattleLaunch launch_;  // the battle the battle screen opens next
  std::unique_ptr<session::BattleService> battle_;  // the battle in progress, while its screen is open
  std::vector<std::unique_ptr<ui::Screen>> screens_;
  struct Notice {
    std::string text;
    float seconds_left;
  };
  std::vector<Notice> notices_;
  std::uint64_t frame_count_ = 0;
  Uint64 last_counter_ = 0;
};

}  // namespace bc::app
