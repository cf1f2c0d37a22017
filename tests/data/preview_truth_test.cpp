// The engagement preview the battle screen shows (PreviewUnitPlay) against what the rules
// then resolve: for every unit card of the shipped catalogue, at every rank, with its own
// hooks, against every attacker type at several HP levels, the previewed chances of a kill
// and of losing the unit, and the previewed spread of outcomes, are the frequencies of the
// resolver over many seeded rolls.
#include <cmath>
#include <map>
#include <utility>

#include <catch2/catch.hpp>

#include "basecommand/card_events.h"
#include "basecommand/card_preview.h"
#include "basecommand/rules.h"
#include "core/siege_ops.h"
#include "data/catalog_loader.h"
#include "temp_data.h"

namespace {

using namespace bc;

// A catalog of the shipped data plus an open test board: no schedule to speak of (one
// attacker due on turn 99), so a battle is a blank board for placing attackers by hand.
Catalog ShippedWithBoard(MissionIndex& board) {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  INFO(test::Dump(load.errors));
  REQUIRE(load.ok());
  Catalog catalog = load.catalog;
  MissionDef m;
  m.id = "preview_board";
  m.name = "PREVIEW BOARD";
  m.briefing = "An empty board.";
  m.par = 99;
  m.star_scores = {1, 2, 3};
  m.deck_policy = DeckPolicy::kStarter;
  m.deployment = {*ParseCell("H8")};
  SpawnDef late;
  late.turn = 99;
  late.enemy = 0;
  late.cell = *ParseCell("H8");
  m.schedule = {late};
  catalog.missions.push_back(m);
  board = static_cast<MissionIndex>(catalog.missions.size() - 1);
  return catalog;
}

// Unit slot 0 holds an instance of `card` at `rank`, fresh; slot 1 an instance of
// `neighbour` (a hand unit for hand-wide hooks and Squad Leader), slot 2 empty.
void SetHand(const Catalog& catalog, BattleState& state, CardIndex card, int rank, CardIndex neighbour) {
  CardState& c = state.cards;
  REQUIRE(c.unit_count >= 2);
  auto make = [&](int instance, CardIndex id, int r) {
    UnitInstance u;
    u.card = id;
    u.rank = static_cast<std::int8_t>(r);
    u.hp = u.max_hp = static_cast<std::int16_t>(catalog.cards[static_cast<std::size_t>(id)].ranks[r - 1].health);
    c.units[instance] = u;
  };
  make(0, card, rank);
  make(1, neighbour, 1);
  c.unit_slots = {0, 1, -1};
  c.unit_draw.count = 0;
  c.unit_spent.count = 0;
}

struct Tally {
  int kills = 0;
  int losses = 0;
  std::map<std::pair<int, int>, int> outcomes;  // (unit HP, attacker HP) at the end
};

// Plays `action` on copies of `state` reseeded 1..trials and counts what happened.
Tally Resolve(const Catalog& catalog, const BattleState& state, const Action& action, int trials) {
  Tally t;
  const int instance = state.cards.unit_slots[action.slot];
  const std::uint16_t uid = state.attackers[state.attacker_at[action.cell]].uid;
  for (int seed = 1; seed <= trials; ++seed) {
    BattleState copy = state;
    copy.rng = Rng::FromSeed(static_cast<std::uint64_t>(seed) * 7919u);
    const ApplyResult r = Apply(catalog, copy, action);
    REQUIRE(r.ok);
    const int index = siege::FindAttackerByUid(copy, uid);
    const bool killed = index < 0;
    const bool lost = copy.cards.units[instance].defeated;
    t.kills += killed;
    t.losses += lost;
    const int unit_hp = lost ? 0 : copy.cards.units[instance].hp;
    ++t.outcomes[{unit_hp, killed ? 0 : copy.attackers[index].hp}];
  }
  return t;
}

// A frequency over n trials agrees with probability p: within 5 standard errors, and
// exactly when p is 0 or 1 (a certain outcome must happen every time).
bool Agrees(double p, int count, int n) {
  const double f = static_cast<double>(count) / n;
  const double tolerance = 5.0 * std::sqrt(p * (1.0 - p) / n) + 1e-9;
  return std::abs(f - p) <= tolerance;
}

// A cell at `range` whose line of fire to the base is clear on an empty board.
Cell CellAtRange(int range) { return *ParseCell(range == 1 ? "C3" : range == 2 ? "B2" : "A1"); }

}  // namespace

TEST_CASE("The engagement preview of every shipped unit card is what the resolver does, hooks included",
          "[data][preview][cards]") {
  MissionIndex board = 0;
  const Catalog catalog = ShippedWithBoard(board);
  const CardIndex neighbour = static_cast<CardIndex>(catalog.FindCard("signal_corps"));  // Squad Leader
  REQUIRE(neighbour >= 0);
  int cards_checked = 0;
  int cases = 0;
  int uncertain_cases = 0;
  for (std::size_t k = 0; k < catalog.cards.size(); ++k) {
    const CardDef& def = catalog.cards[k];
    if (def.family != CardFamily::kUnit) continue;
    ++cards_checked;
    for (int rank = 1; rank <= kMaxRank; ++rank) {
      const RankProfile& profile = def.ranks[static_cast<std::size_t>(rank - 1)];
      int range = 1;
      while (range <= 3 && (profile.ranges & (1u << (range - 1))) == 0) ++range;
      REQUIRE(range <= 3);
      for (std::size_t e = 0; e < catalog.enemies.size(); ++e) {
        const EnemyDef& enemy = catalog.enemies[e];
        // With and without shield points (an enemy record may give them; the shipped
        // attackers have none yet), so that a hook such as strip_shields shows.
        for (const int shield : {0, 2}) for (const int hp : {1, 2, 3, 5, 8, enemy.health}) {
          if (hp > enemy.health) continue;
          INFO(def.id << " rank " << rank << " against " << enemy.id << " at " << hp << " HP, "
                      << shield << " shield points");
          BattleState state = NewBattle(catalog, board, 1);
          SetHand(catalog, state, static_cast<CardIndex>(k), rank, neighbour);
          const Cell cell = CellAtRange(range);
          const int index = siege::PlaceAttacker(catalog, state, static_cast<EnemyIndex>(e), cell, nullptr);
          REQUIRE(index >= 0);
          state.attackers[index].hp = static_cast<std::int16_t>(hp);
          state.attackers[index].shield = static_cast<std::int16_t>(shield);
          Action play;
          play.kind = ActionKind::kPlayUnit;
          play.slot = 0;
          play.cell = cell;
          const std::optional<EngagementPreview> preview = PreviewUnitPlay(catalog, state, play);
          REQUIRE(preview.has_value());
          // A certain outcome needs few trials to be seen failing; a spread needs many.
          const bool certain = preview->outcomes.size() == 1;
          const int trials = certain ? 60 : 3000;
          uncertain_cases += certain ? 0 : 1;
          const Tally t = Resolve(catalog, state, play, trials);
          INFO("preview kill " << preview->kill_chance << ", seen " << t.kills << "/" << trials);
          INFO("preview loss " << preview->loss_chance << ", seen " << t.losses << "/" << trials);
          CHECK(Agrees(preview->kill_chance, t.kills, trials));
          CHECK(Agrees(preview->loss_chance, t.losses, trials));
          // Every outcome the resolver reached is one the preview lists, as often.
          int listed = 0;
          for (const PreviewOutcome& o : preview->outcomes) {
            const auto seen = t.outcomes.find({o.attacker_hp, o.defender_hp});
            const int count = seen == t.outcomes.end() ? 0 : seen->second;
            listed += count;
            INFO("outcome unit " << o.attacker_hp << " HP, attacker " << o.defender_hp << " HP: p "
                                 << o.probability << ", seen " << count);
            CHECK(Agrees(o.probability, count, trials));
          }
          CHECK(listed == trials);
          ++cases;
        }
      }
    }
  }
  CHECK(cards_checked >= 17);
  CHECK(uncertain_cases > 0);  // the shipped cards do roll dice somewhere (Luck, crits)
  CHECK(cases > 0);
}
