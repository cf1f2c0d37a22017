// --bench-frames: scripted battles played through the battle screen as a player would
// (keys and clicks through the screen's own input: fire the cannon at power 3 or more,
// else play a unit, else end the turn; restart when a battle is over), and the figures:
// the whole process's CPU per frame (all threads), the main thread's, wall time per
// frame, the draw calls a frame hands SDL's renderer and the pixels they cover
// (render/draw_calls.h), start-up stages, peak memory.
#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "render/draw_calls.h"
#include "session/battle_service.h"
#include "ui/screen.h"

namespace bc::app {

class FrameBench {
 public:
  explicit FrameBench(std::chrono::steady_clock::time_point process_start) : process_start_(process_start) {}

  // A start-up stage is done (milliseconds since the process started).
  void Stage(const std::string& name);
  // Around each frame of the loop; `output_pixels`: the window's.
  void BeginFrame();
  void EndFrame(int output_pixels);
  int frames() const { return static_cast<int>(frame_ms_.size()); }

  // One step of the scripted player, given the battle in progress and the screen that
  // plays it (nothing while the screen is busy animating).
  void Step(const session::BattleService& battle, ui::Screen& screen, const ui::UiContext& context,
            ui::Choices& out);
  int battles() const { return battles_; }
  int victories() const { return victories_; }

  // Prints the figures; the exit code (1 when no frame ran).
  int Report(const std::string& video_driver, const std::string& renderer_name) const;

 private:
  std::chrono::steady_clock::time_point process_start_;
  std::chrono::steady_clock::time_point frame_start_;
  double frame_cpu_start_ms_ = 0.0;
  double frame_process_start_ms_ = 0.0;
  render::DrawCalls frame_draws_start_;
  double startup_ms_ = -1.0;
  double startup_cpu_ms_ = 0.0;
  std::vector<std::pair<std::string, double>> stages_;
  std::vector<double> frame_ms_;
  std::vector<double> frame_cpu_ms_;      // the main thread's CPU
  std::vector<double> frame_process_ms_;  // the whole process's CPU
  std::vector<render::DrawCalls> frame_draws_;
  std::vector<double> frame_overdraw_;  // pixels covered on the window over its pixels
  int battles_ = 0;
  int victories_ = 0;
};

}  // namespace bc::app
