// The random policy: every legal action equally likely.
#include <vector>

#include "basecommand/concealment.h"
#include "basecommand/policy.h"
#include "basecommand/rules.h"

namespace bc {

namespace {

class RandomPolicy final : public Policy {
 public:
  PolicyKind Kind() const override { return PolicyKind::kRandom; }
  // From the player's view (concealment.h): contacts, not what they hide.
  Action Choose(const Catalog& catalog, const BattleState& state, Rng& rng) override {
    return ChooseFromView(catalog, state, [&](const BattleState& seen) {
      LegalActions(catalog, seen, legal_);
      if (legal_.empty()) return Action::EndTurn();
      return legal_[rng.Below(static_cast<std::uint32_t>(legal_.size()))];
    });
  }

 private:
  std::vector<Action> legal_;
};

}  // namespace

std::unique_ptr<Policy> MakeRandomPolicy() { return std::make_unique<RandomPolicy>(); }

}  // namespace bc
