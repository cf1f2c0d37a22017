// Rewrites a mission's star thresholds in the text of a data file. Only the thresholds
// change, so the file keeps the layout its designer gave it (one line or one
// number per line, comments in the briefing, key order). Used by `calibrate --write`.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "basecommand/catalog.h"

namespace bc::data {

struct StarsEdit {
  bool found = false;    // the text holds a mission object with this id
  bool ok = false;       // `text` is the rewritten file
  std::string text;
  std::string reason;    // why not, when found but not ok
};

// The mission object whose "id" is `mission_id` (at any depth) must have a "stars" array
// of exactly three numbers; they become `stars`. Not found: found = false.
StarsEdit ReplaceMissionStars(const std::string& text, const std::string& mission_id,
                              const std::array<int, 3>& stars);

// The mission's "stars_by_level" object (the other levels' thresholds) becomes `levels`,
// written on one line in the order given; a mission without one gets it right after its
// "stars" list. The rest of the file is left as it is.
StarsEdit ReplaceMissionLevelStars(const std::string& text, const std::string& mission_id,
                                   const std::vector<LevelStars>& levels);

}  // namespace bc::data
