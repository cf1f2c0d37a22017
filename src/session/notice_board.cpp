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

void NoticeBoard::AddLasting(LastingNotice notice) {
  if (std::find(lasting_.begin(), lasting_.end(), notice) != lasting_.end()) return;
  lasting_.push_back(std::move(notice));
}

void NoticeBoard::Dismiss(std::size_t index) {
  if (index < lasting_.size()) lasting_.erase(lasting_.begin() + static_cast<std::ptrdiff_t>(index));
}

double NoticeBoard::SecondsToNextChange() const {
  double soonest = std::numeric_limits<double>::infinity();
  for (const Notice& notice : notices_) soonest = std::min(soonest, static_cast<double>(notice.seconds_left));
  return std::max(0.0, soonest);
}

}  // namespace bc::session
