// Internal to the policies: the engagement preview's part of greedy's score for a unit
// play, kept by the play's two sides so that each is enumerated once.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "basecommand/action.h"
#include "basecommand/battle_state.h"
#include "basecommand/card_preview.h"
#include "basecommand/catalog.h"

namespace bc::policy {

// The preview's term, in EvaluateState units: its weighted expectations (damage dealt,
// kill chance, loss chance).
double PreviewTerm(const EngagementPreview& preview);

// The preview's term of an action: for a unit play or a posted unit's order, PreviewTerm
// of the same preview the player sees (PreviewUnitPlay, hooks included); 0 for anything
// else. Remembered by their sides (SidesOfUnitPlay). The preview is a
// function of the two sides alone (the unit and its target after the hooks), and greedy
// scores the same unit against the same attacker in step after step: a side pair found
// again skips the enumeration of the fight's blows (PreviewEngagement), the costliest
// part of the preview. A term is the same value, exactly, whether found or worked out.
class PreviewTerms {
 public:
  double Of(const Catalog& catalog, const BattleState& state, const Action& action);

  // How many terms were found and worked out (for the tests).
  std::uint64_t found() const { return found_; }
  std::uint64_t worked_out() const { return worked_out_; }

 private:
  static constexpr std::size_t kSlots = 512;  // a power of two
  // The two sides' bytes (Combatant has no padding) and whether the target stands.
  using Key = std::array<unsigned char, 2 * sizeof(Combatant) + 1>;
  struct Slot {
    Key key{};
    double term = 0.0;
    bool used = false;
  };
  std::vector<Slot> slots_;  // by the key's hash; a newer key takes its slot
  std::uint64_t found_ = 0;
  std::uint64_t worked_out_ = 0;
};

}  // namespace bc::policy
