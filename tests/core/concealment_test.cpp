// Concealment: a concealed type lands as a contact, the four ways it is revealed, and
// the player's view (state, events, intents) that the desktop and the policies read.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "campaign/campaign_grade.h"
#include "basecommand/card_events.h"
#include "basecommand/concealment.h"
#include "text/event_text.h"
#include "text/hostiles.h"
#include "basecommand/intents.h"
#include "autoplay/policy.h"
#include "card_battle.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace concealment_test {

using namespace bc;
using namespace bc::test;

namespace {

// The card fixture catalog with two concealed types (the wraith, first, is the contact
// profile; the ghost is fast, frail and hits hard), a sentry and a watchman that see,
// and a segment scan.
Catalog ConcealCatalog() {
  Catalog c = CardCatalog();
  EnemyDef wraith;
  wraith.id = "wraith";
  wraith.name = "WRAITH";
  wraith.health = 6;
  wraith.breach_damage = 1;
  wraith.concealed = true;
  c.enemies.push_back(wraith);
  EnemyDef ghost = wraith;
  ghost.id = "ghost";
  ghost.name = "GHOST";
  ghost.health = 1;
  ghost.breach_damage = 5;
  ghost.steps = 2;
  ghost.shield = 2;
  c.enemies.push_back(ghost);
  const Effect sight = Fx(EffectKind::kReveal, 0, EffectTarget::kChosen, Trigger::kPassive);
  AddCard(c, Fieldwork("t_eye_sentry", {Fx(EffectKind::kDamage, 1, EffectTarget::kTriggering, Trigger::kEnemyAdjacent), sight}, 3));
  AddCard(c, Fieldwork("t_eye_watch", {Fx(EffectKind::kIncapacitate, 1, EffectTarget::kTriggering, Trigger::kEnemyAdjacent), sight}, 2));
  AddCard(c, Support("t_scan", TargetKind::kSegment, {Fx(EffectKind::kReveal, 0)}));
  // A mission of contacts from every side, played with seeing fieldworks and scans.
  LoadoutDef recon = LegalLoadout();
  recon.id = "recon";
  recon.supports = {"t_bolt", "t_bolt", "t_bolt", "t_poison", "t_poison", "t_poison", "t_repair", "t_repair",
                    "t_repair", "t_drill", "t_drill", "t_drill", "t_scan", "t_scan", "t_scan", "t_freeze"};
  recon.fieldworks = {"t_eye_watch", "t_eye_sentry"};
  c.loadouts.push_back(recon);
  MissionDef dust;
  dust.id = "dust";
  dust.name = "Dust";
  dust.deck_policy = DeckPolicy::kFixed;
  dust.fixed_loadout = "recon";
  dust.cannon_charge = 1;
  for (const char* cell : {"D1", "E1", "H4", "H5", "D8", "E8", "A4", "A5"}) dust.deployment.push_back(*ParseCell(cell));
  const auto wraith_type = static_cast<EnemyIndex>(c.enemies.size() - 2);
  const auto ghost_type = static_cast<EnemyIndex>(c.enemies.size() - 1);
  int turn = 1;
  for (const Sector sector : {Sector::kN, Sector::kE, Sector::kS, Sector::kW, Sector::kN, Sector::kS}) {
    for (const EnemyIndex type : {wraith_type, ghost_type, EnemyIndex{0}}) {
      SpawnDef s;
      s.turn = turn;
      s.enemy = type;
      s.sector = sector;
      dust.schedule.push_back(s);
    }
    ++turn;
  }
  c.missions.push_back(dust);
  return c;
}

CardBattle WithBay(const std::string& id) {
  CardBattle b(ConcealCatalog());
  b.state.cards.bays[0] = static_cast<CardIndex>(b.catalog.FindCard(id));
  cards::UpdateTerrainWorks(b.catalog, b.state);
  return b;
}

int IndexOf(const Events& events, EventKind kind) {
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (events[i].kind == kind) return static_cast<int>(i);
  }
  return -1;
}

const Event* Revealed(const Events& events) {
  const int i = IndexOf(events, EventKind::kRevealed);
  return i < 0 ? nullptr : &events[i];
}

}  // namespace

TEST_CASE("A concealed type lands concealed and is revealed on reaching range 1", "[concealment]") {
  CardBattle b(ConcealCatalog());
  const std::uint16_t uid = b.Place("wraith", "C2");  // range 2; steps to C3, range 1
  REQUIRE(b.AttackerAt("C2")->concealed);
  const std::uint16_t grunt = b.Place("grunt", "A1");
  CHECK_FALSE(b.AttackerAt("A1")->concealed);
  const ApplyResult end = b.Do("end_turn");
  REQUIRE(end.ok);
  const Event* r = Revealed(end.events);
  REQUIRE(r != nullptr);
  CHECK(r->uid == uid);
  CHECK(r->amount == static_cast<int>(RevealCause::kRange));
  CHECK(CellName(r->cell) == "C3");
  CHECK_FALSE(r->hidden);
  CHECK_FALSE(b.AttackerAt("C3")->concealed);
  // The step that took it there was still a contact's; the grunt was never one.
  for (const Event& e : end.events) {
    if (e.kind == EventKind::kMoved && e.uid == uid) CHECK(e.hidden);
    if (e.uid == grunt) CHECK_FALSE(e.hidden);
  }
  CHECK(std::count_if(end.events.begin(), end.events.end(), [](const Event& e) { return e.kind == EventKind::kRevealed; }) == 1);
}

TEST_CASE("A watchman's sight reveals a contact that steps next to it before the fieldworks react", "[concealment]") {
  auto b = WithBay("t_eye_watch");
  const std::uint16_t uid = b.Place("wraith", "A1");  // steps to B2
  REQUIRE(b.Do("fieldwork 1 C2").ok);                   // not next to A1: nothing seen yet
  REQUIRE(b.AttackerAt("A1")->concealed);
  const ApplyResult end = b.Do("end_turn");
  REQUIRE(end.ok);
  const int moved = IndexOf(end.events, EventKind::kMoved);
  const int revealed = IndexOf(end.events, EventKind::kRevealed);
  const int triggered = IndexOf(end.events, kEventFieldworkTriggered);
  REQUIRE(moved >= 0);
  REQUIRE(revealed > moved);
  REQUIRE(triggered > revealed);
  CHECK(end.events[revealed].uid == uid);
  CHECK(end.events[revealed].amount == static_cast<int>(RevealCause::kFieldwork));
  CHECK_FALSE(end.events[triggered].hidden);  // the watchman already knows what it stops
  CHECK_FALSE(b.AttackerAt("B2")->concealed);
  CHECK(b.AttackerAt("B2")->incapacitated == 1);
}

TEST_CASE("Arming a sentry next to a contact reveals it at once", "[concealment]") {
  {
    auto blind = WithBay("t_sentry");  // a sentry without the reveal effect sees nothing
    blind.Place("wraith", "A1");
    const ApplyResult armed = blind.Do("fieldwork 1 B1");
    REQUIRE(armed.ok);
    CHECK(Revealed(armed.events) == nullptr);
    CHECK(blind.AttackerAt("A1")->concealed);
  }
  auto b = WithBay("t_eye_sentry");
  const std::uint16_t near = b.Place("wraith", "A1");
  b.Place("wraith", "H8");
  const ApplyResult armed = b.Do("fieldwork 1 B1");
  REQUIRE(armed.ok);
  const Event* r = Revealed(armed.events);
  REQUIRE(r != nullptr);
  CHECK(r->uid == near);
  CHECK(r->amount == static_cast<int>(RevealCause::kFieldwork));
  CHECK_FALSE(b.AttackerAt("A1")->concealed);
  CHECK(b.AttackerAt("H8")->concealed);
  // Sight spends no use.
  CHECK(b.state.cards.armed[0].uses_left == 3);
}

TEST_CASE("SCAN PULSE reveals the contacts of its segment and no others", "[concealment]") {
  CardBattle b(ConcealCatalog());
  b.SetSupport(0, "t_scan");
  const std::uint16_t nw = b.Place("wraith", "A1");
  const std::uint16_t nw2 = b.Place("ghost", "B3");
  b.Place("wraith", "H8");
  const ApplyResult played = b.Do("support 1 segment NW");
  REQUIRE(played.ok);
  int seen = 0;
  for (const Event& e : played.events) {
    if (e.kind != EventKind::kRevealed) continue;
    ++seen;
    CHECK((e.uid == nw || e.uid == nw2));
    CHECK(e.amount == static_cast<int>(RevealCause::kSupport));
  }
  CHECK(seen == 2);
  CHECK_FALSE(b.AttackerAt("A1")->concealed);
  CHECK_FALSE(b.AttackerAt("B3")->concealed);
  CHECK(b.AttackerAt("H8")->concealed);
}

TEST_CASE("An engagement reveals its target before the first blow", "[concealment]") {
  CardBattle b(ConcealCatalog());
  b.SetUnit(0, "t_gunner");  // ranges 1 and 2
  const std::uint16_t uid = b.Place("wraith", "C2");
  const ApplyResult played = b.Do("unit 1 C2");
  REQUIRE(played.ok);
  const int card = IndexOf(played.events, kEventCardPlayed);
  const int revealed = IndexOf(played.events, EventKind::kRevealed);
  const int fought = IndexOf(played.events, kEventEngagement);
  REQUIRE(card >= 0);
  REQUIRE(revealed > card);
  REQUIRE(fought > revealed);
  CHECK(played.events[revealed].uid == uid);
  CHECK(played.events[revealed].amount == static_cast<int>(RevealCause::kEngagement));
  CHECK_FALSE(played.events[fought].hidden);
  CHECK_FALSE(b.AttackerAt("C2")->concealed);
}

TEST_CASE("A cannon shot does not reveal a contact", "[concealment]") {
  CardBattle b(ConcealCatalog());
  b.Place("wraith", "C2");
  b.state.cannon_charge = 1;  // power 1
  const ApplyResult shot = b.Do("fire C2");
  REQUIRE(shot.ok);
  CHECK(Revealed(shot.events) == nullptr);
  REQUIRE(b.AttackerAt("C2") != nullptr);
  CHECK(b.AttackerAt("C2")->concealed);
  CHECK(b.AttackerAt("C2")->hp == 5);
  const int hit = IndexOf(shot.events, EventKind::kAttackerDamaged);
  REQUIRE(hit >= 0);
  CHECK(shot.events[hit].hidden);
  // The log names a contact and gives no HP left.
  const std::string line = DescribeEvent(b.catalog, shot.events[hit]);
  CHECK(line.find("UNKNOWN CONTACT") != std::string::npos);
  CHECK(line.find("WRAITH") == std::string::npos);
  CHECK(line.find("HP left") == std::string::npos);
  CHECK(PlayerEvents(b.catalog, shot.events)[hit].amount2 == -1);
}

TEST_CASE("The player's view shows a contact with the profile's stats and keeps its cell", "[concealment]") {
  CardBattle b(ConcealCatalog());
  const int wraith = b.catalog.FindEnemy("wraith");
  const int ghost = b.catalog.FindEnemy("ghost");
  REQUIRE(ContactProfile(b.catalog) == wraith);
  CHECK(PlayerView(b.catalog, b.state) == b.state);  // no contact: the state itself
  CHECK_FALSE(HasContacts(b.catalog, b.state));
  const std::uint16_t uid = b.Place("ghost", "B2");
  b.AttackerAt("B2")->poison = 1;
  b.AttackerAt("B2")->poison_turns = 2;
  b.Place("grunt", "G7");
  b.AttackerAt("G7")->hp = 1;
  REQUIRE(HasContacts(b.catalog, b.state));
  const BattleState view = PlayerView(b.catalog, b.state);
  const Attacker& seen = view.attackers[view.attacker_at[At("B2")]];
  CHECK(seen.uid == uid);
  CHECK(seen.type == wraith);
  CHECK(seen.hp == 6);
  CHECK(seen.max_hp == 6);
  CHECK(seen.shield == 0);
  CHECK(seen.poison_turns == 2);  // the player's own doing
  CHECK(seen.concealed);
  CHECK(view.attackers[view.attacker_at[At("G7")]] == *b.AttackerAt("G7"));  // seen as it is
  // A revealed ghost is its true self in the view.
  b.AttackerAt("B2")->concealed = false;
  CHECK(PlayerView(b.catalog, b.state).attackers[b.state.attacker_at[At("B2")]].type == ghost);
}

TEST_CASE("Intents from the player's view show a contact's next cell and nothing else", "[concealment]") {
  CardBattle b(ConcealCatalog());
  const std::uint16_t uid = b.Place("ghost", "A1");  // fast: A1 -> B2 -> C3 (range 1)
  const EnemyIntents truth = PredictEnemyPhase(b.catalog, b.state);
  REQUIRE(truth.attackers.size() == 1);
  REQUIRE(truth.attackers[0].moves.size() == 2);
  const EnemyIntents seen = PredictSeenEnemyPhase(b.catalog, b.state);
  REQUIRE(seen.attackers.size() == 1);
  const AttackerIntent& a = seen.attackers[0];
  CHECK(a.uid == uid);
  CHECK(a.contact);
  CHECK(a.enemy == ContactProfile(b.catalog));
  REQUIRE(a.moves.size() == 1);
  CHECK(CellName(a.moves[0]) == "B2");
  CHECK(a.end == a.moves[0]);
  CHECK(a.damage_taken == 0);
  CHECK_FALSE(a.dies);
  CHECK_FALSE(a.breaches);
  for (const Event& e : seen.events) {
    if (e.hidden) CHECK(e.enemy == ContactProfile(b.catalog));
  }
  // A state with no contact is predicted as it is.
  b.AttackerAt("A1")->concealed = false;
  CHECK(PredictSeenEnemyPhase(b.catalog, b.state).attackers[0].moves.size() == 2);
  CHECK_FALSE(PredictSeenEnemyPhase(b.catalog, b.state).attackers[0].contact);
}

TEST_CASE("Every policy chooses the same on states that differ only in what a contact hides", "[concealment][policy]") {
  CardBattle b(ConcealCatalog());
  b.state.cannon_charge = 1;
  b.Place("grunt", "G2");
  b.Place("ghost", "C2");  // 1 HP and breach 5: the cannon would kill it
  BattleState other = b.state;
  Attacker& hidden = other.attackers[other.attacker_at[At("C2")]];
  hidden.type = static_cast<EnemyIndex>(b.catalog.FindEnemy("wraith"));
  hidden.hp = hidden.max_hp = 6;
  hidden.shield = 0;
  REQUIRE_FALSE(other == b.state);
  for (const PolicyKind kind : {PolicyKind::kRandom, PolicyKind::kGreedy, PolicyKind::kSearch}) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      Rng rng_a{seed};
      Rng rng_b{seed};
      const Action a = MakePolicy(kind)->Choose(b.catalog, b.state, rng_a);
      const Action c = MakePolicy(kind)->Choose(b.catalog, other, rng_b);
      INFO(PolicyKindName(kind) << " seed " << seed);
      CHECK(a == c);
      CHECK(CheckAction(b.catalog, b.state, a).empty());
    }
  }
}

TEST_CASE("Every policy says it chooses legally, and every choice through a battle of contacts is legal on the true state",
          "[concealment][policy]") {
  // PlayGame applies the choices of such a policy without checking them again.
  const Catalog catalog = ConcealCatalog();
  const auto dust = static_cast<MissionIndex>(catalog.FindMission("dust"));
  SearchBudget small;
  small.rollouts = 2;
  small.danger_candidates = 4;
  int choices = 0;
  int with_contacts = 0;
  for (const PolicyKind kind : {PolicyKind::kRandom, PolicyKind::kGreedy, PolicyKind::kSearch}) {
    const std::unique_ptr<Policy> policy = kind == PolicyKind::kSearch ? MakeSearchPolicy(small) : MakePolicy(kind);
    CHECK(policy->ChoosesLegally());
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(PolicyKindName(kind) << " seed " << seed);
      BattleState state = NewBattle(catalog, dust, seed);
      Rng rng{seed};
      for (int step = 0; step < 300 && !IsOver(state); ++step) {
        with_contacts += HasContacts(catalog, state) ? 1 : 0;
        const Action action = policy->Choose(catalog, state, rng);
        REQUIRE(CheckAction(catalog, state, action).empty());
        REQUIRE(Apply(catalog, state, action).ok);
        ++choices;
      }
    }
  }
  CHECK(choices > 100);
  CHECK(with_contacts > 50);
}

TEST_CASE("A concealed attacker counts as met only once revealed", "[concealment][campaign]") {
  CardBattle b(ConcealCatalog());
  b.Place("wraith", "A1");
  b.state.cannon_charge = 3;  // power 5: not enough for 6 HP
  Events events = b.Do("fire A1").events;
  BattleSummary summary = SummarizeBattle(b.catalog, b.state, events);
  CHECK(summary.hostiles_seen.count("wraith") == 0);  // shot at, still a contact
  b.SetSupport(0, "t_scan");
  const ApplyResult scan = b.Do("support 1 segment NW");
  REQUIRE(scan.ok);
  events.insert(events.end(), scan.events.begin(), scan.events.end());
  summary = SummarizeBattle(b.catalog, b.state, events);
  CHECK(summary.hostiles_seen.count("wraith") == 1);
}

TEST_CASE("A concealed flag changes the state hash", "[concealment]") {
  CardBattle b(ConcealCatalog());
  b.Place("wraith", "C2");
  BattleState revealed = b.state;
  revealed.attackers[revealed.attacker_at[At("C2")]].concealed = false;
  CHECK(StateHash(revealed) != StateHash(b.state));
}

TEST_CASE("Random playouts with contacts: the intents match the enemy phase, the seen intents cut every contact, and the same seed gives the same battle",
          "[concealment][property]") {
  const Catalog catalog = ConcealCatalog();
  const auto dust = static_cast<MissionIndex>(catalog.FindMission("dust"));
  std::map<RevealCause, int> causes;
  int contact_intents = 0;
  std::map<int, int> counts;  // how often each count of contacts was met
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    INFO("seed " << seed);
    BattleState state = NewBattle(catalog, dust, seed);
    REQUIRE(state.contacts == CountContacts(catalog, state));
    BattleState replay = state;
    Rng pick{seed * 7919};
    std::vector<Action> actions;
    for (int step = 0; step < 400 && !IsOver(state); ++step) {
      const std::vector<Action> legal = LegalActions(catalog, state);
      REQUIRE_FALSE(legal.empty());
      // End the turn one time in four so that the contacts come close.
      const Action action = pick.Below(4) == 0 ? Action::EndTurn() : legal[pick.Below(static_cast<std::uint32_t>(legal.size()))];
      EnemyIntents intents;
      if (action.kind == ActionKind::kEndTurn) {
        intents = PredictEnemyPhase(catalog, state);
        const EnemyIntents seen = PredictSeenEnemyPhase(catalog, state);
        for (const AttackerIntent& a : seen.attackers) {
          const Attacker& now = state.attackers[static_cast<std::size_t>(siege::FindAttackerByUid(state, a.uid))];
          CHECK(a.contact == now.concealed);
          if (!a.contact) continue;
          ++contact_intents;
          CHECK(a.moves.size() <= 1);
          CHECK(a.enemy == ContactProfile(catalog));
          CHECK(a.damage_taken == 0);
        }
      }
      const ApplyResult result = Apply(catalog, state, action);
      REQUIRE(result.ok);
      actions.push_back(action);
      if (action.kind == ActionKind::kEndTurn) REQUIRE(intents.events == result.events);
      for (const Event& e : result.events) {
        if (e.kind == EventKind::kRevealed) ++causes[static_cast<RevealCause>(e.amount)];
      }
      // No attacker stands at range 1 concealed.
      for (int i = 0; i < state.attacker_count; ++i) {
        if (state.attackers[i].concealed) CHECK(RangeOf(state.attackers[i].cell) > 1);
      }
      // The count the rules keep is the count a look at the board gives.
      REQUIRE(state.contacts == CountContacts(catalog, state));
      ++counts[state.contacts];
    }
    for (const Action& a : actions) REQUIRE(Apply(catalog, replay, a).ok);
    CHECK(replay == state);
    CHECK(StateHash(replay) == StateHash(state));
  }
  CHECK(contact_intents > 50);
  // The playouts met boards without contacts and with several.
  CHECK(counts[0] > 0);
  CHECK(counts.rbegin()->first >= 3);
  for (const RevealCause cause : {RevealCause::kRange, RevealCause::kFieldwork, RevealCause::kSupport, RevealCause::kEngagement}) {
    INFO("cause " << static_cast<int>(cause));
    CHECK(causes[cause] > 5);
  }
}

TEST_CASE("The hostiles archive says a concealed type lands as an unknown contact", "[concealment][text]") {
  const Catalog catalog = ConcealCatalog();
  const std::vector<std::string> lines = EnemyBehaviour(catalog, catalog.enemies[static_cast<std::size_t>(catalog.FindEnemy("wraith"))]);
  CHECK(std::any_of(lines.begin(), lines.end(), [](const std::string& l) { return l.find("Concealed: it lands as an unknown contact") == 0; }));
  const std::vector<std::string> plain = EnemyBehaviour(catalog, catalog.enemies[0]);
  CHECK(std::none_of(plain.begin(), plain.end(), [](const std::string& l) { return l.find("Concealed") != std::string::npos; }));
}

namespace {

// The line with what the player may read in it taken out (the contact's number, its cells,
// a poison's ticks left, the multiplier, the power of their own shot): any digit left
// tells its strength.
std::string StrengthIn(const Catalog& catalog, const Event& e) {
  std::string line = DescribeEvent(catalog, e);
  auto erase = [&](const std::string& part) {
    if (part.empty()) return;
    for (std::size_t at = line.find(part); at != std::string::npos; at = line.find(part)) line.erase(at, part.size());
  };
  if (e.uid != 0) erase("#" + std::to_string(e.uid));
  if (e.cell != kNoCell) erase(CellName(e.cell));
  if (e.cell2 != kNoCell) erase(CellName(e.cell2));
  if (e.kind == EventKind::kStatusTicked) erase(std::to_string(e.amount2) + " tick");
  if (e.kind == EventKind::kPointsScored) erase("x" + std::to_string(e.amount2));
  if (e.kind == EventKind::kCannonFired) erase("power " + std::to_string(e.amount));  // the player's own shot
  std::string digits;
  for (const char c : line) {
    if (c >= '0' && c <= '9') digits += c;
  }
  return digits;
}

}  // namespace

TEST_CASE("Nothing of a contact's strength is in a log line or the player's events: hit, bashed, blocked, poisoned",
          "[concealment][property]") {
  const Catalog catalog = ConcealCatalog();
  const auto dust = static_cast<MissionIndex>(catalog.FindMission("dust"));
  std::map<EventKind, int> seen;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    INFO("seed " << seed);
    BattleState state = NewBattle(catalog, dust, seed);
    Rng pick{seed * 104729};
    for (int step = 0; step < 400 && !IsOver(state); ++step) {
      const std::vector<Action> legal = LegalActions(catalog, state);
      REQUIRE_FALSE(legal.empty());
      // Walls in the contacts' way and the cannon at them, so that they bash and are hit.
      Action action = pick.Below(4) == 0 ? Action::EndTurn() : legal[pick.Below(static_cast<std::uint32_t>(legal.size()))];
      for (const Action& a : legal) {
        if (a.kind == ActionKind::kFireCannon && state.attacker_at[a.cell] >= 0 &&
            state.attackers[state.attacker_at[a.cell]].concealed && pick.Below(2) == 0) {
          action = a;
        }
      }
      const ApplyResult result = Apply(catalog, state, action);
      REQUIRE(result.ok);
      const Events player = PlayerEvents(catalog, result.events);
      REQUIRE(player.size() == result.events.size());
      for (std::size_t i = 0; i < result.events.size(); ++i) {
        const Event& e = result.events[i];
        if (!e.hidden) continue;
        ++seen[e.kind];
        INFO(EventKindName(e.kind) << ": " << DescribeEvent(catalog, e));
        // The log line tells no number of its strength, whichever event it reads.
        CHECK(StrengthIn(catalog, e).empty());
        CHECK(StrengthIn(catalog, player[i]).empty());
        CHECK(player[i].enemy == ContactProfile(catalog));
        switch (e.kind) {
          case EventKind::kAttackerDamaged:
            CHECK(player[i].amount == -1);
            CHECK(player[i].amount2 == -1);
            break;
          case EventKind::kBashed:
          case EventKind::kShieldBlocked:
          case EventKind::kStatusTicked:
          case EventKind::kPointsScored:
            CHECK(player[i].amount == -1);
            break;
          default:
            break;
        }
      }
    }
  }
  // The playouts met each kind that carries a number.
  CHECK(seen[EventKind::kAttackerDamaged] > 5);
  CHECK(seen[EventKind::kPointsScored] > 5);
  CHECK(seen[EventKind::kMoved] > 5);
}

}  // namespace concealment_test
