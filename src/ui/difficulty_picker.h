// The difficulty level where a battle is chosen (SELECT OPERATION: operations and
// skirmishes alike) and where it is briefed: the levels of the data as a row of buttons
// (Tab reaches them like any widget; Left and Right on the mission list, the arrow keys
// and the pad's D-pad alike, step through them), the chosen one's line and its modifiers
// in words. The choice is the profile's (a request; docs/campaign.md, Difficulty and pay).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "basecommand/difficulty.h"
#include "ui/screen.h"

namespace bc::ui {

// The level the next battle is fought at: the profile's choice when the catalog has it,
// else STANDARD.
DifficultyDef ChosenDifficulty(const UiContext& context);

// The request that moves the choice `step` levels along the data's order (wrapping), or
// nothing without a profile or with a single level.
std::optional<session::Request> StepDifficulty(const UiContext& context, int step);

// The lines the briefing shows for a level: "DIFFICULTY: AUDIT", its summary, then each
// modifier in words (DescribeDifficulty, in the catalogue's words).
std::vector<std::string> DifficultyBriefingLines(const DifficultyDef& level);

// The picker: a section label, a button per level (the chosen one lit), and the chosen
// level's lines. `arrows_step`: Left and Right step the level where it stands (the
// mission list), and the levels' tooltips say so; elsewhere the arrows and the D-pad only
// move the focus over the buttons, and the tooltips name no key.
void DrawDifficultyPicker(const UiContext& context, Choices& out, bool arrows_step = true);

// The briefing's block for the battle's level.
void DrawDifficultyBriefing(const UiContext& context, const DifficultyDef& level);

}  // namespace bc::ui
