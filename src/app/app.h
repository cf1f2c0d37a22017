// The desktop game's shell: the main loop. Each frame the window system's events become
// the game's input (event_translation.h) for the top screen; the screen's Update turns
// it into what the player chose, it draws, and after the frame the shell carries out the
// choices: the settings applied (window, audio) and saved, the battle action played, the
// profile session's requests, the battle to open, where to go. Also the --screenshot and
// --bench-frames runs. App's parts: app.cpp (the loop), startup.cpp (start and end),
// app_input.cpp (one input), carry_out.cpp (after the frame), apply_settings.cpp (the
// settings in force). The pieces it drives: window.h, screen_stack.h, game_data.h,
// audio.h, frame_bench.h, screenshot.h.
#pragma once

#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app/app_options.h"
#include "app/audio.h"
#include "app/event_translation.h"
#include "app/frame_bench.h"
#include "app/game_data.h"
#include "app/screen_stack.h"
#include "app/script_player.h"
#include "app/window.h"
#include "i18n/translate.h"
#include "render/sprites.h"
#include "session/audio_desk.h"
#include "session/battle_service.h"
#include "session/notice_board.h"
#include "session/profile_session.h"
#include "session/run_service.h"
#include "session/settings.h"
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
  int bench_battles() const { return bench_.battles(); }
  int bench_victories() const { return bench_.victories(); }
  // Frames drawn so far (any thread may ask while the game runs): an idle screen adds none.
  std::uint64_t frames_drawn() const { return frames_drawn_.load(); }

  // The loop a frame at a time, for tests that queue SDL events between frames: Open
  // starts the game as Run does, Step polls the queue and draws one frame (false once the
  // game has ended), and the top screen can be looked at in between.
  bool Open();
  bool Step();
  ui::Screen* top_screen() { return screens_.empty() ? nullptr : &screens_.top(); }
  const ui::UiContext& context() const { return context_; }

 private:
  bool Init();
  void Shutdown();
  // Until the next frame is due: input, or the moment the screen or the notice strip
  // changes on its own (at once while something moves, or for a few frames after input
  // while ImGui settles). Returns at once in benchmark and screenshot runs.
  void WaitForChange();
  // One pass of the loop; false when the game should end.
  bool Frame();
  // One input from the window system: the shell's own keys (F1, F5, F11, Esc on the
  // reload overlay or when the screen does not take it), else the top screen's.
  void Handle(const Input& input);
  // After the frame: the settings, the battle action, the requests, the battle to open,
  // where to go.
  void CarryOut(ui::Choices choices);
  void Navigate(ui::NavRequest request);
  // Applies the settings in force to the window and the audio; saves them when asked.
  void ApplySettings(bool save);
  // Switches the message catalogues to the language asked for (i18n/translate.h), at
  // once: every string is looked up again on the next frame.
  void ApplyLanguage();
  // What the reload overlay's choice, or F5, leads to.
  void AfterData(GameData::After after);
  // Whether the title should offer to resume a saved siege.
  void RefreshSavedSiege();
  ScreenSources Sources() const;
  bool BattleOnTop() const;
  // The benchmark, screenshots, a run that draws no pixels and a script while it plays: a
  // fixed 60 Hz clock, no waiting.
  bool FixedClock() const;
  // --script: reads the file; false, with every error on stderr, when it is not a script.
  bool LoadScript();
  // Before the frame's events: the script's steps due; false when it cannot go on.
  bool PlayScript();

  AppOptions options_;
  std::chrono::steady_clock::time_point process_start_;
  std::unique_ptr<Catalog> given_catalog_;
  FrameBench bench_;
  Window window_;
  bool sdl_ready_ = false;
  bool quit_ = false;
  int exit_code_ = 0;
  std::atomic<std::uint64_t> frames_drawn_{0};
  std::uint64_t last_counter_ = 0;
  double clock_ = 0.0;     // seconds the game has run (UiContext::clock)
  int settle_frames_ = 0;  // frames still to draw after input or a change of screen
  bool waited_ = false;    // the loop waited for input before this frame
  bool keyboard_user_ = true;  // the last input was a key or a pad's button: the menus' focus is drawn

  std::filesystem::path user_dir_;
  session::Settings settings_;
  session::SettingsLoad settings_load_;  // what reading settings.json gave (its notice waits for the language)
  session::KeyBindings keys_;  // the battle keys of settings_ (UiContext::keys)
  Audio audio_;
  session::AudioDesk audio_desk_;          // what the screens see of the audio and ask of it
  std::vector<std::string> audio_devices_;  // the output devices, listed when the device opens
  std::string opened_device_;               // the settings' device the audio was last opened on
  std::string applied_language_;            // the language code last asked for (SetLanguage)
  GameData data_;
  std::unique_ptr<session::ProfileSession> profile_;  // the player's profile (none while benchmarking)
  std::unique_ptr<session::RunService> run_;          // the field run (none while benchmarking)
  session::NoticeBoard notices_;
  session::BattleLaunch launch_;  // the battle the battle screen opens next
  ScreenStack screens_;
  std::unique_ptr<render::SpriteCache> glyphs_;  // the gamepad's glyphs for the hints (UiContext::glyphs)
  ui::UiContext context_;
  ui::Choices choices_;  // what the player chose this frame, carried out after it
  std::unique_ptr<ScriptPlayer> script_;  // --script, while the game runs
  bool script_failed_ = false;            // a screenshot of the script was not written
};

}  // namespace bc::app
