// The one-line notices at the foot of the screen (a failed save, a data problem, a
// battle's debrief): each shown for a while, never twice at once. A lasting notice (a
// damaged profile recovered) stays until the player dismisses it, with its technical
// detail behind DETAILS.
#pragma once

#include <string>
#include <vector>

namespace bc::session {

struct LastingNotice {
  std::string text;     // in words a player reads
  std::string details;  // the technical detail ("" = none)
  bool operator==(const LastingNotice&) const = default;
};

class NoticeBoard {
 public:
  static constexpr float kSeconds = 10.0f;

  // Posts a line; one already showing is not posted again.
  void Add(const std::string& text);
  // Time passes; lines whose time is up go.
  void Age(float seconds);
  // The lines showing, oldest first.
  std::vector<std::string> Lines() const;
  // Seconds until the next line goes (infinity when none shows).
  double SecondsToNextChange() const;

  // Posts a notice that stays until dismissed; one already showing is not posted again.
  void AddLasting(LastingNotice notice);
  // The lasting notices, oldest first; Dismiss takes one away by its place there.
  const std::vector<LastingNotice>& lasting() const { return lasting_; }
  void Dismiss(std::size_t index);

 private:
  struct Notice {
    std::string text;
    float seconds_left;
  };
  std::vector<Notice> notices_;
  std::vector<LastingNotice> lasting_;
};

}  // namespace bc::session
