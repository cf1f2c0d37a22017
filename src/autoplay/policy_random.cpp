// The random policy: every legal action equally likely. It counts the legal actions and
// builds only the drawn one (CountLegalActions, LegalActionAt): the same action as
// LegalActions(...)[drawn], without the list.
#include <vector>

#include "basecommand/concealment.h"
#include "autoplay/policy.h"
#include "basecommand/rules.h"

namespace bc {

namespace {

class RandomPolicy final : public Policy {
 public:
  PolicyKind Kind() const override { return PolicyKind::kRandom; }
  bool ChoosesLegally() const override { return true; }
  // From the player's view (concealment.h): contacts, not what they hide. (Flattened:
  // the view's test and the draw are built into this one call.)
  [[gnu::flatten]] Action Choose(const Catalog& catalog, const BattleState& state, Rng& rng) override {
    return ChooseFromView(catalog, state, [&](const BattleState& seen) {
      CountLegalActions(catalog, seen, legal_);
      if (legal_.count == 0) return Action::EndTurn();
      return LegalActionAt(seen, legal_, static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal_.count))));
    });
  }

 private:
  LegalActionSet legal_;
};

}  // namespace

std::unique_ptr<Policy> MakeRandomPolicy() { return std::make_unique<RandomPolicy>(); }

}  // namespace bc
