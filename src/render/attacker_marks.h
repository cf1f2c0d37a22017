// The marks on an attacker's token besides its sprite: the badges along its top edge (one
// per thing the player should know at a glance: it flies, follows a lane, lays charges,
// is poisoned, incapacitated, frozen, shielded, or is an unknown contact) and the plate
// in the sprite's top right corner that names its type (THE AUDITOR's is a crown). The
// renderer draws them from here, the labels keep off them, and the tooltip and the
// glossary explain each one (ui/attacker_words.h). Pure: no drawing.
#pragma once

#include <vector>

#include "basecommand/catalog.h"
#include "render/board_layout.h"
#include "render/board_view.h"
#include "render/colour_roles.h"

namespace bc::render {

enum class Badge : std::uint8_t {
  kAircraft,
  kLane,
  kTrapLayer,
  kPoisoned,
  kIncapacitated,
  kFrozen,
  kShield,
  kConcealed,  // a contact's only mark
};
constexpr int kBadgeCount = 8;

// The badges on `a`'s token, left to right. A contact carries the concealed badge alone.
std::vector<Badge> BadgesOf(const EnemyDef& def, const ViewAttacker& a, bool frozen);
// "sprites/ui/badge_shield.png" ...
const char* BadgeSprite(Badge badge);
// The colour of its disc where the sprite is missing or another palette is in use.
Rgba BadgeColour(Badge badge);

// Where the k-th badge of a token centred at (cx, cy) is drawn.
Rect BadgeRect(float cx, float cy, float cell, int k);
// The type's plate in the top right corner of an attacker's sprite (drawn at 0.86 of the
// cell), where the labels do not go.
Rect MarkingRect(float cx, float cy, float cell);
// The health bar under a token, and the room its number takes at its right end.
Rect HealthBarRect(float cx, float cy, float cell);

}  // namespace bc::render
