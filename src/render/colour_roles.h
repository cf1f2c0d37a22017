// The colours that carry meaning, by role: the board and the panels ask for "a legal
// target" or "a path that damages the base", never for teal or red, and the palette in
// use answers. The standard palette gives the colours the game always had (render/palette.h);
// the others are tuned for protanopia, deuteranopia and tritanopia (checked with the
// Machado, Oliveira and Fernandes 2009 simulation, tests/app/colour_vision_test.cpp) and
// for high contrast. What each role looks like besides its colour: docs/accessibility.md.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "render/palette.h"
#include "session/settings.h"

namespace bc::render {

using session::ColourVision;

enum class Role : std::uint8_t {
  kFriendly,          // friendly technology and good news: BLOCK, hits by fieldworks, "no damage"
  kLegalTarget,       // a cell the chosen card or the cannon may target
  kThreatPath,        // an attacker's next move, bash, or a breach the shield blocks
  kDangerPath,        // a breach that damages the base
  kDanger,            // damage: numbers, BLAST, LOST, enemy health, the damage report
  kWarning,           // warnings: telegraphed spawns (NEXT), BASH, +CHARGE, hints that refuse
  kShieldUp,
  kShieldDown,
  kShieldOvercharged,
  kScore,             // score, stars, kills, DIES
  kFrozen,
  kPoisoned,
  kIncapacitated,
  kContact,           // a concealed contact
  kLane,              // a mission lane an attacker follows
  kFamilyUnit,        // the card families' frames and headings
  kFamilySupport,
  kFamilyFieldwork,
  kFamilyDoctrine,
  kCount
};
constexpr std::size_t kRoleCount = static_cast<std::size_t>(Role::kCount);

struct Palette {
  ColourVision vision = ColourVision::kStandard;
  std::array<Rgba, kRoleCount> colours{};
  // The sprites' own colours (shield quadrants) are the standard palette's: any other
  // draws the quadrant's state over them in its colours (solid, broken or double ring).
  bool marks_over_sprites = false;
  // Intent paths drawn opaque rather than translucent over the ground.
  bool opaque_paths = false;

  Rgba operator[](Role role) const { return colours[static_cast<std::size_t>(role)]; }
  Rgba& operator[](Role role) { return colours[static_cast<std::size_t>(role)]; }
};

// The palette each setting names.
const Palette& PaletteFor(ColourVision vision);
// The palette the board and the panels draw with: the shell sets it from the settings.
// Process-wide, like ImGui's style.
const Palette& ActivePalette();
void UsePalette(const Palette& palette);
inline void UsePalette(ColourVision vision) { UsePalette(PaletteFor(vision)); }
// Counts the changes of palette, so a cached drawing knows when to redraw.
std::uint32_t PaletteGeneration();
// A role's colour in the palette in use.
inline Rgba Colour(Role role) { return ActivePalette()[role]; }

// "STANDARD", "PROTANOPIA", ... for the settings screen, and a line on each.
const char* ColourVisionLabel(ColourVision vision);
const char* ColourVisionBlurb(ColourVision vision);

}  // namespace bc::render
