// The rules reference shown on HOW TO PLAY: the rulebook's lines as docs/rules.md quotes
// them, section by section (the file is built into the game, so the rulebook's words live
// in one place), plus the desktop game's own notes (controls, undo and luck).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "session/key_bindings.h"

namespace bc::ui {

struct RulesSection {
  std::string title;
  std::vector<std::string> lines;
};

// The quoted lines ("> ...") of a rules document under its "## " headings, in order. A
// line quoted again in a later section is shown once, where it first appears; a section
// left with no line is left out.
std::vector<RulesSection> ParseRulebook(std::string_view markdown);

// "DEVELOPMENT RULES REFERENCE": docs/rules.md as built into this game.
const std::vector<RulesSection>& RulesReference();
// RulesReference() in the player's language (the data domain's catalogue).
const std::vector<RulesSection>& TranslatedRulesReference();
// docs/rules.md as built into this game, whole.
const std::string& RulesMarkdown();

// How this build plays at the desk: the keys (the player's own bindings), threats, undo
// (and why it cannot reroll luck), saving and resuming.
std::vector<RulesSection> DeskNotes(const session::KeyBindings& keys);

}  // namespace bc::ui
