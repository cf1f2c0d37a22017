#include "session/notice_board.h"

#include <algorithm>
#include <limits>

namespace bc::session {

void NoticeBoard::Add(const std::string& text) {
  for (const Notice& notice : notices_) {
    if (notice.text == text) return;
  }
  notices_.push_back({text, kSeconds});
}

void NoticeBoard::Age(float seconds) {
  for (Notice& notice : notices_) notice.seconds_left -= seconds;
  std::erase_if(notices_, [](const Notice& n) { return n.seconds_left <= 0.0f; });
}

std::vector<std::string> NoticeBoard::Lines() const {
  std::vector<std::string> lines;
  lines.reserve(notices_.size());
  for (const Notice& notice : notices_) lines.push_back(notice.text);
  return lines;
}

double NoticeBoard::SecondsToNextChange() const {
  double soonest = std::numeric_limits<double>::infinity();
  for (const Notice& notice : notices_) soonest = std::min(soonest, static_cast<double>(notice.seconds_left));
  return std::max(0.0, soonest);
}

}  // namespace bc::session
