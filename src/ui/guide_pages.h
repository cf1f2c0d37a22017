// HOW TO PLAY's guide for players: short pages, one idea each, in the order a new
// commander needs them, each with a picture of a small battle (a scenario under
// data/guide/<id>.json, drawn by the battle's own board renderer). The words are the
// interface's messages (po/base-command/); the rulebook stays behind them as the RULES
// REFERENCE tab.
#pragma once

#include <vector>

#include "ui/battle_controller.h"

namespace bc::ui {

struct GuidePage {
  const char* id = "";       // the picture's scene: data/guide/<id>.json
  const char* title = "";    // marked with N_, shown through Tr
  std::vector<const char*> paragraphs;  // the same
  const char* caption = "";  // what the picture shows, under it
  // The cells the picture lights, as the battle lights them for this choice (the cannon,
  // a card's slot); none when its kind is kNone.
  Selection lit;
};

// Every page, in reading order.
const std::vector<GuidePage>& GuidePages();

}  // namespace bc::ui
