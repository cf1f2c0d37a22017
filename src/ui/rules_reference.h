// The rules reference shown on HOW TO PLAY: the rulebook's sections and lines, plus the
// desktop game's own notes (controls, undo and luck).
#pragma once

#include <string>
#include <vector>

namespace bc::ui {

struct RulesSection {
  std::string title;
  std::vector<std::string> lines;
};

// "DEVELOPMENT RULES REFERENCE", section by section, in the rulebook's order.
const std::vector<RulesSection>& RulesReference();

// How this build plays at the desk: keys, threats, undo (and why it cannot reroll
// luck), saving and resuming.
const std::vector<RulesSection>& DeskNotes();

}  // namespace bc::ui
