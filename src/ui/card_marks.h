// The compact marks of a unit card's tile (card_tile.h): its rank as chevrons, then an
// icon for each perk, each with the words of its own tooltip. The pictures are
// tools/assets/sprites_card_marks.py's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace bc::ui {

struct CardMark {
  std::string sprite;   // under assets/: "sprites/ui/rank_2.png", "sprites/ui/perk_luck.png"
  std::string title;    // "Rank 2 of 4", "First Strike"
  std::string meaning;  // the glossary's sentence for it
};

// A unit's marks: its rank's (1 to kMaxRank; none outside), then its perks' (PerkBit
// bits) in bit order.
std::vector<CardMark> UnitCardMarks(int rank, std::uint32_t perks);

}  // namespace bc::ui
