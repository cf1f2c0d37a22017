#include "app/frame_bench.h"

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <iostream>

#include "render/board_layout.h"

namespace bc::app {

namespace {

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

double CpuMs(clockid_t clock) {
  timespec now{};
  clock_gettime(clock, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// The main thread's CPU time in milliseconds.
double ThreadCpuMs() { return CpuMs(CLOCK_THREAD_CPUTIME_ID); }
// The whole process's: every thread, the renderer's (a software GL's rasterisers) too.
double ProcessCpuMs() { return CpuMs(CLOCK_PROCESS_CPUTIME_ID); }

double Mean(const std::vector<double>& values) {
  double sum = 0.0;
  for (double v : values) sum += v;
  return values.empty() ? 0.0 : sum / static_cast<double>(values.size());
}

double Percentile(std::vector<double> values, int percent) {
  std::sort(values.begin(), values.end());
  return values[std::min(values.size() - 1, values.size() * static_cast<std::size_t>(percent) / 100)];
}

}  // namespace

void FrameBench::Stage(const std::string& name) { stages_.push_back({name, MsSince(process_start_)}); }

void FrameBench::BeginFrame() {
  frame_start_ = std::chrono::steady_clock::now();
  frame_cpu_start_ms_ = ThreadCpuMs();
  frame_process_start_ms_ = ProcessCpuMs();
  frame_draws_start_ = render::DrawCallsSoFar();
}

void FrameBench::EndFrame(int output_pixels) {
  if (startup_ms_ < 0) {
    // The first frame ends the start-up: process CPU (all threads) to the first frame.
    startup_ms_ = MsSince(process_start_);
    startup_cpu_ms_ = ProcessCpuMs();
    return;
  }
  frame_ms_.push_back(MsSince(frame_start_));
  frame_cpu_ms_.push_back(ThreadCpuMs() - frame_cpu_start_ms_);
  frame_process_ms_.push_back(ProcessCpuMs() - frame_process_start_ms_);
  frame_draws_.push_back(render::DrawCallsSoFar().Since(frame_draws_start_));
  frame_overdraw_.push_back(output_pixels > 0 ? frame_draws_.back().window_pixels / output_pixels : 0.0);
}

void FrameBench::Step(const session::BattleService& battle, ui::Screen& screen, const ui::UiContext& context,
                      ui::Choices& out) {
  if (screen.busy()) return;
  auto press = [&](session::Key key, bool ctrl = false) {
    screen.OnKey(session::KeyPress{key, ctrl, false}, context, out);
  };
  auto click = [&](Cell cell) {
    const render::Rect r = render::ComputeBattleLayout(context.width, context.height, context.scale).CellRect(cell);
    screen.OnClick(r.x + r.w * 0.5f, r.y + r.h * 0.5f, session::MouseButton::kLeft, context, out);
  };
  const BattleState& state = battle.session().state();
  if (IsOver(state)) {
    ++battles_;
    victories_ += state.phase == Phase::kVictory ? 1 : 0;
    press(session::Key::kR, true);
    return;
  }
  const std::vector<Action>& legal = battle.session().legal();
  // Fire at the attacker closest to the base when the cannon has power 3 or more.
  for (const Action& a : legal) {
    if (a.kind == ActionKind::kFireCannon && state.cannon_charge >= 2) {
      press(session::Key::kC);
      click(a.cell);
      return;
    }
  }
  for (const Action& a : legal) {
    if (a.kind == ActionKind::kPlayUnit && a.slot >= 0 && a.slot < 3) {
      press(static_cast<session::Key>(static_cast<int>(session::Key::k1) + a.slot));
      click(a.cell);
      return;
    }
  }
  press(session::Key::kSpace);
}

int FrameBench::Report(const std::string& video_driver, const std::string& renderer_name) const {
  if (frame_ms_.empty()) {
    std::cerr << "base-command: the benchmark ran no frames\n";
    return 1;
  }
  std::printf("video_driver: %s\n", video_driver.c_str());
  std::printf("renderer: %s\n", renderer_name.c_str());
  std::printf("frames: %zu\n", frame_ms_.size());
  std::printf("battles_finished: %d\n", battles_);
  std::printf("battles_won: %d\n", victories_);
  // The whole process's CPU per frame (every thread: the main one and the renderer's),
  // the figure to compare builds by; then the main thread's alone, and the wall time of
  // a whole frame (input, UI, board, present).
  std::printf("frame_process_cpu_ms_median: %.3f\n", Percentile(frame_process_ms_, 50));
  std::printf("frame_process_cpu_ms_mean: %.3f\n", Mean(frame_process_ms_));
  std::printf("frame_process_cpu_ms_p99: %.3f\n", Percentile(frame_process_ms_, 99));
  std::printf("frame_cpu_ms_median: %.3f\n", Percentile(frame_cpu_ms_, 50));
  std::printf("frame_cpu_ms_p99: %.3f\n", Percentile(frame_cpu_ms_, 99));
  std::printf("frame_ms_median: %.3f\n", Percentile(frame_ms_, 50));
  std::printf("frame_ms_p99: %.3f\n", Percentile(frame_ms_, 99));
  // The draw calls a frame hands SDL's renderer: the median of each kind, and of all.
  auto draws = [&](int render::DrawCalls::*kind) {
    std::vector<double> counts;
    for (const render::DrawCalls& d : frame_draws_) counts.push_back(kind != nullptr ? d.*kind : d.Total());
    return Percentile(counts, 50);
  };
  std::printf("frame_draw_calls_median: %.0f\n", draws(nullptr));
  std::printf("frame_draw_calls_copies_median: %.0f\n", draws(&render::DrawCalls::copies));
  std::printf("frame_draw_calls_fills_median: %.0f\n", draws(&render::DrawCalls::fills));
  std::printf("frame_draw_calls_geometry_median: %.0f\n", draws(&render::DrawCalls::geometry));
  std::printf("frame_draw_calls_textured_geometry_median: %.0f\n", draws(&render::DrawCalls::textured_geometry));
  // The pixels a frame covers (each draw's triangles inside its clip rectangle): on the
  // window, over the window's pixels (the overdraw), then of those the blended and the
  // textured ones, and of these the ones copied as memory (render/texel_copy.h); drawn into textures (the caches, redrawn now and then: the mean);
  // cleared; and the triangles.
  auto pixels = [&](double render::DrawCalls::*kind) {
    std::vector<double> counts;
    for (const render::DrawCalls& d : frame_draws_) counts.push_back(d.*kind);
    return counts;
  };
  std::printf("frame_overdraw_median: %.3f\n", Percentile(frame_overdraw_, 50));
  std::printf("frame_pixels_median: %.0f\n", Percentile(pixels(&render::DrawCalls::window_pixels), 50));
  std::printf("frame_pixels_blended_median: %.0f\n", Percentile(pixels(&render::DrawCalls::blended_pixels), 50));
  std::printf("frame_pixels_textured_median: %.0f\n", Percentile(pixels(&render::DrawCalls::textured_pixels), 50));
  std::printf("frame_pixels_blitted_median: %.0f\n", Percentile(pixels(&render::DrawCalls::blitted_pixels), 50));
  std::printf("frame_pixels_into_textures_mean: %.0f\n", Mean(pixels(&render::DrawCalls::texture_pixels)));
  std::printf("frame_pixels_cleared_median: %.0f\n", Percentile(pixels(&render::DrawCalls::cleared_pixels), 50));
  std::vector<double> triangles;
  for (const render::DrawCalls& d : frame_draws_) triangles.push_back(static_cast<double>(d.triangles));
  std::printf("frame_triangles_median: %.0f\n", Percentile(triangles, 50));
  for (const auto& [stage, ms] : stages_) std::printf("startup_%s: %.1f\n", stage.c_str(), ms);
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

}  // namespace bc::app
