// Every collectible card does something measurable in at least one shipped mission.
// For each card, the game's missions are played in catalogue order by the greedy
// autoplayer with the card in the deck; at each of the player's turns the card is put in
// its hand slot and each of its legal plays is made twice on copies of the state: with
// the card as the data describes it, and with a catalogue in which that card has no
// effects and no perks. Where the two states differ (after the play, or after the enemy
// phase that follows), the card's effects or perks did something on that board. A plain
// unit card (no perks, no hooks) counts when its engagement takes HP or shield points.
// A doctrine counts when a battle it starts, or a whole greedy game replayed without
// it, ends differently; a fieldwork also counts when the battle it starts in a bay does.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <sstream>

#include "autoplay/autoplay.h"
#include "campaign/profile_economy.h"
#include "core/card_battle.h"
#include "data/catalog_loader.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace card_effects_shipped_test {

using namespace bc;
using namespace bc::test;

namespace {

constexpr int kTurnsPerMission = 8;
constexpr std::size_t kPlaysPerTurn = 8;

const Catalog& GameCatalog() {
  static const Catalog catalog = [] {
    const data::CatalogLoad load = data::LoadCatalog(data::DefaultDataDir());
    REQUIRE(load.ok());
    return load.catalog;
  }();
  return catalog;
}

// The catalogue with card `card` emptied: no effects, no perks.
Catalog Without(const Catalog& catalog, int card) {
  Catalog c = catalog;
  CardDef& def = c.cards[static_cast<std::size_t>(card)];
  def.effects.clear();
  def.perks = 0;
  return c;
}

// The starter deck with the card in it.
LoadoutDef DeckWith(const Catalog& catalog, const CardDef& card) {
  LoadoutDef deck = catalog.loadouts[static_cast<std::size_t>(catalog.FindLoadout("starter"))];
  switch (card.family) {
    case CardFamily::kUnit:
      if (std::find(deck.units.begin(), deck.units.end(), card.id) == deck.units.end()) deck.units[0] = card.id;
      break;
    case CardFamily::kSupport:
      if (std::find(deck.supports.begin(), deck.supports.end(), card.id) == deck.supports.end()) {
        deck.supports[deck.supports.size() - 1] = card.id;
      }
      break;
    case CardFamily::kFieldwork:
      if (std::find(deck.fieldworks.begin(), deck.fieldworks.end(), card.id) == deck.fieldworks.end()) {
        deck.fieldworks[0] = card.id;
      }
      break;
    case CardFamily::kDoctrine: deck.doctrine = card.id; break;
  }
  return deck;
}

// Puts the card where the player would play it from: unit slot 1, support slot 1, bay 1.
// False when it cannot be there (a unit of the card already defeated).
bool PutInHand(const Catalog& catalog, BattleState& state, int card) {
  const CardDef& def = catalog.cards[static_cast<std::size_t>(card)];
  CardState& c = state.cards;
  switch (def.family) {
    case CardFamily::kUnit: {
      int instance = -1;
      for (int i = 0; i < c.unit_count; ++i) {
        if (c.units[i].card == card && !c.units[i].defeated) instance = i;
      }
      if (instance < 0) return false;
      for (auto* pile : {&c.unit_draw, &c.unit_spent}) {
        int kept = 0;
        for (int i = 0; i < pile->count; ++i) {
          if (pile->items[i] != instance) pile->items[kept++] = pile->items[i];
        }
        pile->count = static_cast<std::int8_t>(kept);
      }
      for (auto& s : c.unit_slots) {
        if (s == instance) s = -1;
      }
      if (c.unit_slots[0] >= 0) c.unit_spent.items[c.unit_spent.count++] = c.unit_slots[0];
      c.unit_slots[0] = static_cast<std::int8_t>(instance);
      return true;
    }
    case CardFamily::kSupport: c.support_slots[0] = static_cast<CardIndex>(card); return true;
    case CardFamily::kFieldwork: c.bays[0] = static_cast<CardIndex>(card); return true;
    case CardFamily::kDoctrine: return true;
  }
  return false;
}

int AttackerPoints(const BattleState& s) {
  int points = 0;
  for (int i = 0; i < s.attacker_count; ++i) points += s.attackers[i].hp + s.attackers[i].shield;
  return points;
}

// The plays to try: the card's own (any unit play for a unit with perks or hooks, which
// may act through the other units, as Squad Leader does), nearest the attackers first.
std::vector<Action> CardPlays(const Catalog& catalog, const BattleState& state, const CardDef& def,
                              bool any_unit) {
  std::vector<Action> plays;
  for (const Action& a : LegalActions(catalog, state)) {
    const bool mine = (def.family == CardFamily::kUnit && a.kind == ActionKind::kPlayUnit && (any_unit || a.slot == 0)) ||
                      (def.family == CardFamily::kSupport && a.kind == ActionKind::kPlaySupport && a.slot == 0) ||
                      (def.family == CardFamily::kFieldwork && a.kind == ActionKind::kPlayFieldwork && a.slot == 0);
    if (mine) plays.push_back(a);
  }
  auto nearest = [&](const Action& a) {
    if (a.cell == kNoCell) return 0;
    int best = 99;
    for (int i = 0; i < state.attacker_count; ++i) {
      const Cell c = state.attackers[i].cell;
      best = std::min(best, std::max(std::abs(Col(c) - Col(a.cell)), std::abs(Row(c) - Row(a.cell))));
    }
    return best;
  };
  std::stable_sort(plays.begin(), plays.end(), [&](const Action& a, const Action& b) { return nearest(a) < nearest(b); });
  if (plays.size() > kPlaysPerTurn) plays.resize(kPlaysPerTurn);
  return plays;
}

// What a named card's play must also have done (before the play, after it).
using Check = std::function<bool(const BattleState&, const BattleState&)>;

// True when the card, in hand on this state, has a measurable effect (and passes `check`).
bool EffectOnBoard(const Catalog& real, const Catalog& bare, const BattleState& state, int card,
                   const Check& check) {
  const CardDef& def = real.cards[static_cast<std::size_t>(card)];
  const bool plain_unit = def.family == CardFamily::kUnit && def.perks == 0 && def.effects.empty();
  // A passive in a bay (TERRAIN WORKS) shows in what the player may do.
  if (!check && def.family == CardFamily::kFieldwork && LegalActions(real, state) != LegalActions(bare, state)) {
    return true;
  }
  for (const Action& play : CardPlays(real, state, def, !plain_unit)) {
    BattleState with = state;
    if (!Apply(real, with, play).ok) continue;
    if (check && !check(state, with)) continue;
    if (plain_unit) {
      if (AttackerPoints(with) < AttackerPoints(state)) return true;
      continue;
    }
    BattleState without = state;
    ApplyUnchecked(bare, without, play, nullptr);
    if (!(with == without)) return true;
    if (!IsOver(with)) ApplyUnchecked(real, with, Action::EndTurn(), nullptr);
    if (!IsOver(without)) ApplyUnchecked(bare, without, Action::EndTurn(), nullptr);
    if (!(with == without)) return true;
  }
  return false;
}

// Where a doctrine shows: the battle it starts, or a greedy game replayed without it.
bool DoctrineMatters(const Catalog& real, const Catalog& bare, const BattleSetup& setup) {
  if (!(NewBattle(real, setup) == NewBattle(bare, setup))) return true;
  const std::unique_ptr<Policy> greedy = MakeGreedyPolicy();
  const GameRecord game = PlayGame(real, setup, *greedy, setup.seed);
  BattleState replay = NewBattle(bare, setup);
  for (const Action& a : game.actions) {
    if (!Apply(bare, replay, a).ok) return true;  // an action only the doctrine allowed
  }
  return !(replay == game.final_state);
}

// The first shipped mission where the card has an effect, or "" when none has.
std::string MissionWhereItMatters(const Catalog& real, int card, const Check& check = {}) {
  const CardDef& def = real.cards[static_cast<std::size_t>(card)];
  const Catalog bare = Without(real, card);
  const std::unique_ptr<Policy> greedy = MakeGreedyPolicy();
  for (std::size_t m = 0; m < real.missions.size(); ++m) {
    if (real.missions[m].deck_policy != DeckPolicy::kCustom) continue;  // the deck must be able to hold it
    BattleSetup setup;
    setup.mission = static_cast<MissionIndex>(m);
    setup.seed = 3;
    setup.custom_loadout = DeckWith(real, def);
    if (def.family == CardFamily::kDoctrine) {
      if (DoctrineMatters(real, bare, setup)) return real.missions[m].id;
      continue;
    }
    BattleState state = NewBattle(real, setup);
    // A fieldwork's passive (TERRAIN WORKS) acts from the bay its crate opens into.
    if (def.family == CardFamily::kFieldwork && !check && !(state == NewBattle(bare, setup))) {
      return real.missions[m].id;
    }
    Rng policy_rng = Rng::FromSeed(11);
    int checked_turn = 0;
    while (!IsOver(state) && state.turn <= kTurnsPerMission) {
      if (state.turn != checked_turn) {
        checked_turn = state.turn;
        BattleState probe = state;
        if (PutInHand(real, probe, card) && EffectOnBoard(real, bare, probe, card, check)) return real.missions[m].id;
      }
      ApplyUnchecked(real, state, greedy->Choose(real, state, policy_rng), nullptr);
    }
  }
  return "";
}

}  // namespace

TEST_CASE("Every collectible card has a measurable effect in a shipped mission", "[data][cards][game][effects]") {
  const Catalog& catalog = GameCatalog();
  int collectible = 0;
  std::ostringstream where;
  for (std::size_t i = 0; i < catalog.cards.size(); ++i) {
    const CardDef& card = catalog.cards[i];
    if (!IsCollectible(card)) continue;
    ++collectible;
    const std::string mission = MissionWhereItMatters(catalog, static_cast<int>(i));
    INFO(card.id << " has no measurable effect in any shipped mission");
    CHECK_FALSE(mission.empty());
    where << card.id << ": " << mission << "\n";
  }
  INFO(where.str());
  CHECK(collectible >= 40);
}

// An attacker that had shield points before the play has none after it (or is gone).
bool StrippedShield(const BattleState& before, const BattleState& after) {
  for (int i = 0; i < before.attacker_count; ++i) {
    const Attacker& a = before.attackers[i];
    if (a.shield <= 0) continue;
    const Attacker* now = nullptr;
    for (int j = 0; j < after.attacker_count; ++j) {
      if (after.attackers[j].uid == a.uid) now = &after.attackers[j];
    }
    if (now == nullptr || now->shield == 0) return true;
  }
  return false;
}

// An attacker that had perks before the play has none after it.
bool StrippedPerks(const BattleState& before, const BattleState& after) {
  for (int i = 0; i < before.attacker_count; ++i) {
    if (before.attackers[i].perks == 0) continue;
    for (int j = 0; j < after.attacker_count; ++j) {
      if (after.attackers[j].uid == before.attackers[i].uid && after.attackers[j].perks == 0) return true;
    }
  }
  return false;
}

// The cards that answer shields and perks, named: on a shipped mission each one's play
// takes an attacker's shield points (EMP BURST, SAPPER CREW's pre-engagement strip, ION
// LANCERS' Ion Weapon) or perks (SIGNAL JAMMER), which the same play without the card's
// effects and perks would not have done.
TEST_CASE("The strip and Ion Weapon cards take shields and perks off attackers of shipped missions",
          "[data][cards][game][effects]") {
  const Catalog& catalog = GameCatalog();
  const std::pair<const char*, Check> cases[] = {{"emp_burst", StrippedShield},
                                                 {"sapper_crew", StrippedShield},
                                                 {"ion_lancers", StrippedShield},
                                                 {"signal_jammer", StrippedPerks}};
  for (const auto& [id, check] : cases) {
    INFO(id);
    const int card = catalog.FindCard(id);
    REQUIRE(card >= 0);
    const std::string mission = MissionWhereItMatters(catalog, card, check);
    REQUIRE_FALSE(mission.empty());
    const MissionDef& m = catalog.missions[static_cast<std::size_t>(catalog.FindMission(mission))];
    bool armoured = false;
    for (const SpawnDef& s : m.schedule) {
      const EnemyDef& e = catalog.enemies[s.enemy];
      armoured = armoured || e.shield > 0 || e.perks != 0;
    }
    CHECK(armoured);
  }
}

}  // namespace card_effects_shipped_test
