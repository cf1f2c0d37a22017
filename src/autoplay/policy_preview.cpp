// PreviewTerms: greedy's preview term of a unit play, kept by the play's sides.
#include "autoplay/policy_preview.h"

#include <cstring>
#include <optional>
#include <type_traits>

#include "autoplay/policy_memo.h"

namespace bc::policy {

namespace {

// Weights of the preview's expectations for a unit play, in EvaluateState units.
constexpr double kPreviewDamage = 5.0;
constexpr double kPreviewKill = 20.0;
constexpr double kPreviewLoss = -40.0;

}  // namespace

double PreviewTerm(const EngagementPreview& p) {
  return kPreviewDamage * p.expected_damage_to_defender + kPreviewKill * p.kill_chance +
         kPreviewLoss * p.loss_chance;
}

double PreviewTerms::Of(const Catalog& catalog, const BattleState& state, const Action& action) {
  if (action.kind != ActionKind::kPlayUnit && action.kind != ActionKind::kOrder) return 0.0;
  const std::optional<UnitPlaySides> sides = SidesOfUnitPlay(catalog, state, action);
  if (!sides) return 0.0;
  static_assert(std::has_unique_object_representations_v<Combatant>,
                "equal sides must have equal bytes");
  Key key{};
  std::memcpy(key.data(), &sides->unit, sizeof(Combatant));
  if (sides->target) std::memcpy(key.data() + sizeof(Combatant), &*sides->target, sizeof(Combatant));
  key.back() = sides->target ? 1 : 0;
  if (slots_.empty()) slots_.resize(kSlots);
  Slot& slot = slots_[HashBytes(key.data(), key.size()) & (kSlots - 1)];
  if (slot.used && slot.key == key) {
    ++found_;
    return slot.term;
  }
  ++worked_out_;
  slot = {key, PreviewTerm(PreviewSides(*sides)), true};
  return slot.term;
}

}  // namespace bc::policy
