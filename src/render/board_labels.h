// The board's text labels, each in a place of its own: the attackers' health, NEXT on a
// telegraphed landing, a demolition charge's count, the intents (BASH, SKIPS, WAITS,
// DIES, a hero's ability with its icon, +CHARGE, a fieldwork's hit, BLAST, LOST), what the
// breaches do at each quadrant and how many threaten it, and the base's own two labels.
// Laid out from their measured text: each label has the places it may go, in order of
// preference, and takes the first that covers no label placed before it and none of the
// marks it must leave visible (an attacker's badges, its type's plate, its health bar);
// labels are placed most important first. Pure maths of the scene and a width function:
// testable without a font. Drawn every frame over the board, never cached.
#pragma once

#include <string>
#include <vector>

#include "basecommand/board.h"
#include "render/base_labels.h"
#include "render/board_layout.h"
#include "render/palette.h"

namespace bc::render {

struct BoardScene;  // render/board_renderer.h

enum class LabelKind : std::uint8_t {
  kHealth,        // an attacker's HP on its bar (never a contact's)
  kSpawn,         // NEXT: an attacker lands here in the coming enemy phase
  kChargeCount,   // a demolition charge's count
  kIntent,        // BASH, CRUSH, ENGAGE, FALLS (at a post), SKIPS, WAITS
  kAbility,       // a hero's ability this phase: its icon and short name, on its token
  kDies,
  kFieldworkHit,  // -2, KILL or HIT on the fieldwork's cell
  kTrapLaid,      // +CHARGE 2: the charge a trap-layer leaves
  kBlast,         // a charge going off
  kLost,          // a barricade or fieldwork a blast destroys; a post's damage in it
  kBreach,        // -6: the damage the breaches at a quadrant deal the base
  kBlock,         // BLOCK: the quadrant's shield stops them
  kThreatCount,   // x2 in a quadrant's corner, on a disc
  kBaseName,      // BASE
  kPower,         // PWR 3, in its pill
};

struct BoardLabel {
  LabelKind kind = LabelKind::kIntent;
  Cell cell = kNoCell;   // the cell it is about
  std::string text;
  float x = 0.0f;        // the centre of its text
  float y = 0.0f;
  float size = 0.0f;     // the font size it is set at
  Rgba colour;
  Rect box;              // all it covers: the text and its outline, its icon, its disc
  const char* icon = nullptr;  // a sprite drawn left of the text (a hero's ability)
  Rect icon_box;
  bool dim = false;      // what would follow if the base stood (the base falls first)
};

struct BoardLabels {
  std::vector<BoardLabel> labels;
  std::vector<Rect> marks;  // the badges, plates and health bars the labels leave visible
};

// True when the two boxes share some area.
bool Overlap(const Rect& a, const Rect& b);

// The labels of `scene` for the board's label size `small` (BoardLabelSize) and the base's
// labels laid out already, with `width` measuring the bold font.
BoardLabels LayOutBoardLabels(const BoardScene& scene, float small, const BaseLabels& base, const LabelWidth& width);

// Where an attacker of the scene is drawn: its cell's centre, or between two while it glides.
void AttackerCentreOf(const BoardScene& scene, std::uint16_t uid, Cell cell, float& x, float& y);

}  // namespace bc::render
