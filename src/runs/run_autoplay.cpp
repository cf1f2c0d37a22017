// A field run played by a policy (run_autoplay.h).
#include "runs/run_autoplay.h"

#include <algorithm>

#include "autoplay/autoplay.h"
#include "basecommand/carried_units.h"
#include "basecommand/difficulty.h"

namespace bc::runs {

namespace {

int RarityOf(const Catalog& catalog, const std::string& id) {
  const int c = catalog.FindCard(id);
  return c < 0 ? 0 : static_cast<int>(catalog.cards[static_cast<std::size_t>(c)].rarity);
}

// The place of the family's least rare card, the most repeated among those (the last).
int PlaceToGive(const Catalog& catalog, const std::vector<std::string>& part) {
  int best = -1;
  std::pair<int, int> best_key{1 << 20, 0};  // rarity (lower first), copies (more first)
  for (std::size_t i = 0; i < part.size(); ++i) {
    const std::pair<int, int> key{RarityOf(catalog, part[i]),
                                  -static_cast<int>(std::count(part.begin(), part.end(), part[i]))};
    if (key <= best_key) {
      best_key = key;
      best = static_cast<int>(i);
    }
  }
  return best;
}

RunAction TakeCard(const Catalog& catalog, const RunRules& rules, const RunState& run, const std::vector<int>& offers,
                   bool supply) {
  int chosen = -1;
  for (const int c : offers) {
    if (chosen < 0 || catalog.cards[static_cast<std::size_t>(c)].rarity > catalog.cards[static_cast<std::size_t>(chosen)].rarity) {
      chosen = c;
    }
  }
  if (chosen < 0) return RunAction::Skip();
  const CardDef& card = catalog.cards[static_cast<std::size_t>(chosen)];
  const std::vector<std::string>* part = FamilyPart(run.deck, card.family);
  const int place = part == nullptr ? 0 : PlaceToGive(catalog, *part);
  const RunAction action = supply ? RunAction::Supply(card.id, place) : RunAction::Draft(card.id, place);
  return CheckRunAction(catalog, rules, run, action).empty() ? action : RunAction::Skip();
}

}  // namespace

RunAction AutoChoice(const Catalog& catalog, const RunRules& rules, const RunState& run) {
  switch (run.stage) {
    case RunStage::kDraft: return TakeCard(catalog, rules, run, DraftOffers(catalog, rules, run), false);
    case RunStage::kSupply: return TakeCard(catalog, rules, run, SupplyOffers(catalog, rules, run), true);
    case RunStage::kMap: {
      const std::vector<StopKind> fork = Fork(rules, run.seed, run.depth - 1);
      const bool hurt = std::any_of(run.units.begin(), run.units.end(), [](const CarriedUnit& u) { return u.hp < u.max_hp; });
      for (const StopKind want : {hurt ? StopKind::kRepair : StopKind::kPromotion, StopKind::kPromotion, StopKind::kSupply}) {
        const auto it = std::find(fork.begin(), fork.end(), want);
        if (it != fork.end()) return RunAction::Stop(static_cast<int>(it - fork.begin()));
      }
      return RunAction::Stop(0);
    }
    case RunStage::kPromotion: {
      int best = -1;
      for (std::size_t i = 0; i < run.units.size(); ++i) {
        if (run.units[i].rank >= kMaxRank) continue;
        if (best < 0 || run.units[i].kills > run.units[static_cast<std::size_t>(best)].kills) best = static_cast<int>(i);
      }
      return best < 0 ? RunAction::Skip() : RunAction::Promote(best);
    }
    case RunStage::kRedundancy: {
      const std::vector<std::string>& supports = run.deck.supports;
      const int struck = PlaceToGive(catalog, supports);
      std::string doubled;
      for (const std::string& id : supports) {
        if (struck >= 0 && id == supports[static_cast<std::size_t>(struck)]) continue;
        if (doubled.empty() || RarityOf(catalog, id) > RarityOf(catalog, doubled)) {
          const RunAction probe = RunAction::Redundancy(id, struck);
          if (CheckRunAction(catalog, rules, run, probe).empty()) doubled = id;
        }
      }
      return doubled.empty() ? RunAction::Skip() : RunAction::Redundancy(doubled, struck);
    }
    case RunStage::kSiege:
    case RunStage::kOver: break;
  }
  return RunAction::Skip();
}

RunPlay PlayRun(const Catalog& catalog, const gen::GeneratorParams& params, const RunRules& rules, std::uint64_t seed,
                PolicyKind policy, const std::string& difficulty, const ProofOptions& proof) {
  RunPlay out;
  RunState run = StartRun(catalog, rules, seed, difficulty);
  const std::unique_ptr<Policy> player = MakePolicy(policy);
  ProofOptions options = proof;
  options.difficulty = difficulty;
  const std::optional<DifficultyDef> level = FindLevel(catalog, difficulty);
  while (run.stage != RunStage::kOver) {
    RunAction action;
    if (run.stage == RunStage::kSiege) {
      const ProvenSiege siege = ProveSiege(catalog, params, SiegeSeed(seed, run.depth), ThreatAt(rules, run.depth), options);
      out.draws += siege.draws;
      out.proof_games += siege.games_played;
      Catalog with = CatalogWithSiege(catalog, siege.siege.mission);
      if (level && difficulty != kStandardDifficulty) with = CatalogAtDifficulty(with, *level);
      const BattleSetup setup = RunBattleSetup(run, static_cast<MissionIndex>(catalog.missions.size()));
      const GameRecord game = PlayGame(with, setup, *player, setup.seed);
      out.battle_turns.push_back(game.stats.turns);
      action = game.stats.won ? RunAction::Win(game.stats.score, CarriedUnitsFromBattle(with, game.final_state))
                              : RunAction::Lose();
    } else {
      action = AutoChoice(catalog, rules, run);
    }
    if (!ApplyRunAction(catalog, rules, run, action).empty()) {
      // A choice the rules refuse would loop for ever: the run is abandoned instead.
      ApplyRunAction(catalog, rules, run, RunAction::Abandon());
    }
  }
  out.final_run = std::move(run);
  return out;
}

}  // namespace bc::runs
