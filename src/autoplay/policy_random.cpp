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
  // From the player's view (concealment.h): contacts, not what they hide. Without a
  // contact the state is its own view, drawn on directly (as ChooseFromView would).
  Action Choose(const Catalog& catalog, const BattleState& state, Rng& rng) override {
    if (!HasContacts(catalog, state)) return Draw(catalog, state, rng);
    return ChooseFromView(catalog, state, [&](const BattleState& seen) { return Draw(catalog, seen, rng); });
  }

 private:
  // One legal action of `seen`, every one equally likely. Not inlined, so that each of
  // its returns is a constant or a tail call, and so is Choose's without a contact: the
  // drawn action passes straight back to PlayGame. (Inlined, it was taken apart into its
  // six bytes and put together again on the way: about 1,000 instructions a game of
  // `balance --policy random`, docs/performance.md.)
  [[gnu::noinline]] Action Draw(const Catalog& catalog, const BattleState& seen, Rng& rng) {
    CountLegalActions(catalog, seen, legal_);
    if (legal_.count == 0) return Action::EndTurn();
    return LegalActionAt(seen, legal_, static_cast<int>(rng.Below(static_cast<std::uint32_t>(legal_.count))));
  }

  LegalActionSet legal_;
};

}  // namespace

std::unique_ptr<Policy> MakeRandomPolicy() { return std::make_unique<RandomPolicy>(); }

}  // namespace bc
