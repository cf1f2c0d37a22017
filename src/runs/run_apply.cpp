// The run's one door: CheckRunAction and ApplyRunAction (run_state.h).
#include <algorithm>
#include <map>

#include "basecommand/loadout.h"
#include "campaign/campaign_roster.h"
#include "runs/run_state.h"

namespace bc::runs {

namespace {

const CardDef* Card(const Catalog& catalog, const std::string& id) {
  const int c = catalog.FindCard(id);
  return c < 0 ? nullptr : &catalog.cards[static_cast<std::size_t>(c)];
}

bool Offered(const std::vector<int>& offers, const Catalog& catalog, const std::string& id) {
  const int c = catalog.FindCard(id);
  return c >= 0 && std::find(offers.begin(), offers.end(), c) != offers.end();
}

// Why `card` may not take the place at `position` of its family: a position that is not
// there, or a deck the rules would refuse.
std::string CheckSwap(const Catalog& catalog, const RunDeck& deck, const std::string& card, int position) {
  const CardDef* def = Card(catalog, card);
  if (def == nullptr) return "no card \"" + card + "\"";
  if (def->family != CardFamily::kDoctrine) {
    const std::vector<std::string>* part = FamilyPart(deck, def->family);
    if (part == nullptr || position < 0 || static_cast<std::size_t>(position) >= part->size()) {
      return "no " + std::string(CardFamilyName(def->family)) + " card at place " + std::to_string(position) + " of the deck";
    }
  }
  const std::vector<std::string> problems = ValidateLoadout(catalog, DeckLoadout(Swapped(catalog, deck, card, position)));
  return problems.empty() ? "" : problems.front();
}

// The units after a change of the deck: each kept place keeps its record (renumbered as
// its card's copy), a place taken by a new unit card a fresh one.
Roster Realign(const Catalog& catalog, const RunDeck& before, const Roster& units, const RunDeck& after) {
  Roster out;
  std::map<std::string, int> copies;
  for (std::size_t i = 0; i < after.units.size(); ++i) {
    const std::string& card = after.units[i];
    const int copy = copies[card]++;
    if (i < before.units.size() && before.units[i] == card && i < units.size()) {
      CarriedUnit unit = units[i];
      unit.copy = copy;
      out.push_back(std::move(unit));
    } else {
      out.push_back(FreshUnit(catalog, card, copy));
    }
  }
  return out;
}

std::string Expect(const RunState& run, RunStage stage, const char* what) {
  if (run.stage == stage) return "";
  return std::string(what) + " is not the question now: the run is at its " + RunStageName(run.stage) + " stage";
}

}  // namespace

std::string CheckRunAction(const Catalog& catalog, const RunRules& rules, const RunState& run, const RunAction& action) {
  if (run.stage == RunStage::kOver) return "the run is over";
  switch (action.kind) {
    case RunActionKind::kWin:
    case RunActionKind::kLose:
      return Expect(run, RunStage::kSiege, "a battle's result");
    case RunActionKind::kDraft:
      if (std::string e = Expect(run, RunStage::kDraft, "a draft"); !e.empty()) return e;
      if (!Offered(DraftOffers(catalog, rules, run), catalog, action.card)) return "\"" + action.card + "\" is not offered";
      return CheckSwap(catalog, run.deck, action.card, action.position);
    case RunActionKind::kSupply:
      if (std::string e = Expect(run, RunStage::kSupply, "a supply pick"); !e.empty()) return e;
      if (!Offered(SupplyOffers(catalog, rules, run), catalog, action.card)) return "\"" + action.card + "\" is not offered";
      return CheckSwap(catalog, run.deck, action.card, action.position);
    case RunActionKind::kSkip:
      if (run.stage == RunStage::kDraft || run.stage == RunStage::kSupply || run.stage == RunStage::kPromotion ||
          run.stage == RunStage::kRedundancy) {
        return "";
      }
      return "there is nothing to decline at the " + std::string(RunStageName(run.stage)) + " stage";
    case RunActionKind::kStop: {
      if (std::string e = Expect(run, RunStage::kMap, "a stop"); !e.empty()) return e;
      const std::vector<StopKind> fork = Fork(rules, run.seed, run.depth - 1);
      if (action.position < 0 || static_cast<std::size_t>(action.position) >= fork.size()) return "the fork has no such stop";
      return "";
    }
    case RunActionKind::kPromote:
      if (std::string e = Expect(run, RunStage::kPromotion, "a promotion"); !e.empty()) return e;
      if (action.position < 0 || static_cast<std::size_t>(action.position) >= run.units.size()) return "no unit at that place";
      if (run.units[static_cast<std::size_t>(action.position)].rank >= kMaxRank) return "that unit is at the top rank already";
      return "";
    case RunActionKind::kRedundancy: {
      if (std::string e = Expect(run, RunStage::kRedundancy, "a redundancy"); !e.empty()) return e;
      const CardDef* doubled = Card(catalog, action.card);
      if (doubled == nullptr || (doubled->family != CardFamily::kUnit && doubled->family != CardFamily::kSupport)) {
        return "only a unit or a support card is doubled";
      }
      const std::vector<std::string>& part = *FamilyPart(run.deck, doubled->family);
      if (std::find(part.begin(), part.end(), action.card) == part.end()) return "\"" + action.card + "\" is not in the deck";
      if (action.position >= 0 && static_cast<std::size_t>(action.position) < part.size() &&
          part[static_cast<std::size_t>(action.position)] == action.card) {
        return "a card is not struck to make room for itself";
      }
      return CheckSwap(catalog, run.deck, action.card, action.position);
    }
    case RunActionKind::kAbandon:
      return "";
  }
  return "unknown action";
}

std::string ApplyRunAction(const Catalog& catalog, const RunRules& rules, RunState& run, const RunAction& action) {
  if (std::string reason = CheckRunAction(catalog, rules, run, action); !reason.empty()) return reason;
  switch (action.kind) {
    case RunActionKind::kWin: {
      // Each place's unit as the battle left it (matched by card and copy).
      for (CarriedUnit& unit : run.units) {
        if (const CarriedUnit* after = FindUnit(action.units, unit.card, unit.copy)) {
          unit = *after;
          unit.hp = std::clamp(unit.hp, 0, unit.max_hp);
        }
      }
      run.scores.push_back(std::max(0, action.score));
      ++run.depth;
      if (run.depth >= SiegeCount(rules)) {
        run.stage = RunStage::kOver;
        run.end = RunEnd::kWon;
      } else {
        run.stage = RunStage::kDraft;
      }
      break;
    }
    case RunActionKind::kLose:
      run.stage = RunStage::kOver;
      run.end = RunEnd::kLost;
      break;
    case RunActionKind::kDraft:
    case RunActionKind::kSupply:
    case RunActionKind::kRedundancy: {
      const RunDeck after = Swapped(catalog, run.deck, action.card, action.position);
      run.units = Realign(catalog, run.deck, run.units, after);
      run.deck = after;
      run.stage = action.kind == RunActionKind::kDraft ? RunStage::kMap : RunStage::kSiege;
      break;
    }
    case RunActionKind::kSkip:
      run.stage = run.stage == RunStage::kDraft ? RunStage::kMap : RunStage::kSiege;
      break;
    case RunActionKind::kStop: {
      const StopKind stop = Fork(rules, run.seed, run.depth - 1)[static_cast<std::size_t>(action.position)];
      run.stops.push_back(stop);
      switch (stop) {
        case StopKind::kRepair:
          for (CarriedUnit& unit : run.units) unit.hp = unit.max_hp;
          run.stage = RunStage::kSiege;
          break;
        case StopKind::kPromotion: run.stage = RunStage::kPromotion; break;
        case StopKind::kRedundancy: run.stage = RunStage::kRedundancy; break;
        case StopKind::kSupply: run.stage = RunStage::kSupply; break;
      }
      break;
    }
    case RunActionKind::kPromote:
      RankUp(catalog, run.units[static_cast<std::size_t>(action.position)]);
      run.stage = RunStage::kSiege;
      break;
    case RunActionKind::kAbandon:
      run.stage = RunStage::kOver;
      run.end = RunEnd::kAbandoned;
      break;
  }
  return "";
}

}  // namespace bc::runs
