// A progress line for the long commands (calibrate, balance, bench --seconds): one line
// on stderr, rewritten in place, saying how far the work is, how fast it goes and how long
// is left. Only on a terminal: when stderr is a file or a pipe (a test, a log, CI) nothing
// is written, and --quiet turns it off on a terminal too. The results on stdout never
// depend on it.
#pragma once

#include <chrono>
#include <cstddef>
#include <iosfwd>
#include <mutex>
#include <string>

namespace bc::cli {

// Whether a command writing its messages to `err` shows progress: `err` is the process's
// standard error, that is a terminal, and `quiet` (--quiet) is not set.
bool ProgressWanted(const std::ostream& err, bool quiet);

// "1 min 05 s", "42 s": a duration for the progress line.
std::string ProgressDuration(double seconds);

// What the line says about a run of games: "search: 12/37 missions, 410/1480 games,
// 23.4 games/s, 45 s left" (no rate or time left before the first game ends).
std::string GamesProgressText(const std::string& what, std::size_t missions_done, std::size_t missions,
                              std::size_t games_done, std::size_t games, double seconds);

// The line itself. Show() may be called from any thread; it writes at most five times a
// second (and always when `force` is set). Done() clears the line. A disabled line
// writes nothing at all.
class ProgressLine {
 public:
  ProgressLine(std::ostream& err, bool enabled);
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;
  ~ProgressLine();

  bool enabled() const { return enabled_; }
  // Seconds since the line was made.
  double Seconds() const;
  void Show(const std::string& text, bool force = false);
  void Done();

 private:
  std::ostream& err_;
  bool enabled_;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_{};
  std::size_t width_ = 0;  // of the text on the line now, to blank out when it shrinks
};

}  // namespace bc::cli
