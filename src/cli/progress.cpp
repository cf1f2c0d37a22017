// The progress line of the long commands (progress.h).
#include "cli/progress.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace bc::cli {

bool ProgressWanted(const std::ostream& err, bool quiet) {
  return !quiet && &err == &std::cerr && ::isatty(STDERR_FILENO) == 1;
}

std::string ProgressDuration(double seconds) {
  const long long s = std::max(0LL, std::llround(seconds));
  char text[48];
  if (s < 60) {
    std::snprintf(text, sizeof text, "%lld s", s);
  } else if (s < 3600) {
    std::snprintf(text, sizeof text, "%lld min %02lld s", s / 60, s % 60);
  } else {
    std::snprintf(text, sizeof text, "%lld h %02lld min", s / 3600, (s % 3600) / 60);
  }
  return text;
}

std::string GamesProgressText(const std::string& what, std::size_t missions_done, std::size_t missions,
                              std::size_t games_done, std::size_t games, double seconds) {
  std::string text = what + ": " + std::to_string(missions_done) + "/" + std::to_string(missions) + " missions, " +
                     std::to_string(games_done) + "/" + std::to_string(games) + " games";
  if (games_done == 0 || seconds <= 0) return text;
  const double rate = static_cast<double>(games_done) / seconds;
  char per_second[32];
  std::snprintf(per_second, sizeof per_second, "%.1f", rate);
  text += std::string(", ") + per_second + " games/s";
  if (games_done < games) {
    text += ", " + ProgressDuration(static_cast<double>(games - games_done) / rate) + " left";
  }
  return text;
}

ProgressLine::ProgressLine(std::ostream& err, bool enabled) : err_(err), enabled_(enabled) {}

ProgressLine::~ProgressLine() { Done(); }

double ProgressLine::Seconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void ProgressLine::Show(const std::string& text, bool force) {
  if (!enabled_) return;
  const std::lock_guard<std::mutex> lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  if (!force && width_ > 0 && now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  err_ << '\r' << text;
  if (text.size() < width_) err_ << std::string(width_ - text.size(), ' ');
  width_ = text.size();
  err_.flush();
}

void ProgressLine::Done() {
  if (!enabled_) return;
  const std::lock_guard<std::mutex> lock(mutex_);
  if (width_ == 0) return;
  err_ << '\r' << std::string(width_, ' ') << '\r';
  err_.flush();
  width_ = 0;
}

}  // namespace bc::cli
