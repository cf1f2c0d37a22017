// The one-line notices at the foot of the screen (a failed save, a data problem, a
// battle's debrief): each shown for a while, never twice at once.
#pragma once

#include <string>
#include <vector>

namespace bc::session {

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

 private:
  struct Notice {
    std::string text;
    float seconds_left;
  };
  std::vector<Notice> notices_;
};

}  // namespace bc::session
