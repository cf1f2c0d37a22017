// First-time tips: the first time a battle puts something new on the board (a hero, a
// contact, a demolition charge, a lane, a splitter), a short note in the rulebook's voice
// says what it is. Each is shown once a profile (Profile::tips_seen, recorded the moment
// it is shown); SETTINGS' FIRST-TIME TIPS turns them off.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "render/board_view.h"

namespace bc::ui {

struct FirstTip {
  const char* id = "";     // kept in the profile: "hero", "contact", ...
  const char* title = "";  // marked with N_, shown through Tr
  const char* text = "";   // the same
};

// Every tip, in the order they are offered when several are new at once.
const std::vector<FirstTip>& FirstTips();

// The tips `view` calls for that `seen` does not hold, in FirstTips() order. A contact
// is told apart by the view alone (its type is unknown to the player); a hero or a
// splitter only when it is not a contact.
std::vector<const FirstTip*> NewTips(const render::BoardView& view, const Catalog& catalog,
                                     const std::set<std::string>& seen);

}  // namespace bc::ui
