#include "data/save_format.h"

#include <catch2/catch.hpp>

#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "data/save_card_state.h"
#include "core/card_fixtures.h"
#include "temp_data.h"

using bc::data::LoadSaveText;
using bc::data::SaveToString;
using bc::test::Dump;
using bc::test::HasError;

namespace {

const bc::Catalog& TestCatalog() {
  static const bc::Catalog catalog = [] {
    auto load = bc::data::LoadCatalog(bc::test::FixturePath("data_min"));
    REQUIRE(load.ok());
    return load.catalog;
  }();
  return catalog;
}

bc::MissionIndex Drill() { return static_cast<bc::MissionIndex>(TestCatalog().FindMission("drill")); }

}  // namespace

TEST_CASE("Save: a fresh battle saves, loads back equal, and saves to the same bytes", "[data][save]") {
  const bc::Catalog& catalog = TestCatalog();
  const bc::BattleState state = bc::NewBattle(catalog, Drill(), 77);
  const std::string text = SaveToString(catalog, state);
  const auto load = LoadSaveText(catalog, text, "fresh.json");
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  CHECK(*load.state == state);
  CHECK(bc::StateHash(*load.state) == bc::StateHash(state));
  CHECK(SaveToString(catalog, *load.state) == text);
}

TEST_CASE("Save: the text is readable: cells by name, ids, decimal 64-bit numbers", "[data][save]") {
  const bc::Catalog& catalog = TestCatalog();
  bc::BattleState state = bc::NewBattle(catalog, Drill(), 18446744073709551615ULL);
  state.shields[1] = bc::ShieldState::kOvercharged;
  state.shields[2] = bc::ShieldState::kDown;
  SetBarricade(state, *bc::ParseCell("B6"), bc::BarricadeKind::kPlayer);
  const nlohmann::json save = bc::data::SaveToJson(catalog, state);
  CHECK(save["format"] == "base-command-save");
  CHECK(save["version"] == 2);
  CHECK(save["mission"] == "drill");
  CHECK(save["weapon"] == "standard_cannon");
  CHECK(save["seed"] == "18446744073709551615");
  CHECK(save["rng"].is_string());
  CHECK(save["shields"] == nlohmann::json{{"NW", "up"}, {"NE", "overcharged"}, {"SW", "down"}, {"SE", "up"}});
  CHECK(save["barricades"]["B6"] == "player");
  CHECK(save["barricades"]["C6"] == "mission");
  CHECK(save["barricades"]["F7"] == "indestructible");
  CHECK(save["board"]["blocked"] == nlohmann::json{"B2"});
  REQUIRE(save["attackers"].size() == 1);  // the turn-1 grunt on D1
  CHECK(save["attackers"][0] == nlohmann::json{{"uid", 1}, {"type", "grunt"}, {"cell", "D1"}, {"hp", 3}});
}

TEST_CASE("Save: attacker statuses are written only when set and read back", "[data][save]") {
  const bc::Catalog& catalog = TestCatalog();
  bc::BattleState state = bc::NewBattle(catalog, Drill(), 5);
  REQUIRE(state.attacker_count >= 1);
  bc::Attacker& a = state.attackers[0];
  a.hp = 1;
  a.poison = 2;
  a.poison_turns = 3;
  a.incapacitated = 1;
  a.activations = 4;
  a.copies_made = 1;
  a.perks = bc::kPerkProtection;
  a.shield = 2;
  const nlohmann::json save = bc::data::SaveToJson(catalog, state);
  const nlohmann::json& written = save["attackers"][0];
  CHECK(written["poison"] == 2);
  CHECK(written["poison_turns"] == 3);
  CHECK(written["incapacitated"] == 1);
  CHECK(written["perks"] == nlohmann::json{"protection"});
  const auto load = LoadSaveText(catalog, save.dump(), "statuses.json");
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  CHECK(*load.state == state);
}

TEST_CASE("Save: save -> load -> save is identical at every step of random playouts", "[data][save][property]") {
  const bc::Catalog& catalog = TestCatalog();
  std::vector<bc::Action> legal;
  int steps_checked = 0;
  for (bc::MissionIndex m = 0; m < catalog.missions.size(); ++m) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      bc::Rng chooser = bc::Rng::FromSeed(seed * 1000 + m);
      bc::BattleState state = bc::NewBattle(catalog, m, seed);
      for (int step = 0; step < 80 && !bc::IsOver(state); ++step) {
        const std::string text = SaveToString(catalog, state);
        const auto load = LoadSaveText(catalog, text, "step.json");
        INFO("mission " << catalog.missions[m].id << " seed " << seed << " step " << step << "\n" << Dump(load.errors));
        REQUIRE(load.ok());
        REQUIRE(*load.state == state);
        REQUIRE(SaveToString(catalog, *load.state) == text);
        ++steps_checked;
        bc::LegalActions(catalog, state, legal);
        REQUIRE_FALSE(legal.empty());
        const bc::ApplyResult result = bc::Apply(catalog, state, legal[chooser.Below(static_cast<std::uint32_t>(legal.size()))]);
        REQUIRE(result.ok);
      }
      // The final (often won or lost) state round-trips too.
      const auto load = LoadSaveText(catalog, SaveToString(catalog, state), "end.json");
      REQUIRE(load.ok());
      CHECK(*load.state == state);
    }
  }
  CHECK(steps_checked > 100);
}

TEST_CASE("Save: a loaded battle plays on exactly like the original", "[data][save]") {
  const bc::Catalog& catalog = TestCatalog();
  bc::BattleState original = bc::NewBattle(catalog, Drill(), 9);
  bc::Apply(catalog, original, bc::Action::EndTurn());
  auto load = LoadSaveText(catalog, SaveToString(catalog, original), "mid.json");
  REQUIRE(load.ok());
  bc::BattleState copy = *load.state;
  for (int i = 0; i < 6; ++i) {
    bc::Apply(catalog, original, bc::Action::EndTurn());
    bc::Apply(catalog, copy, bc::Action::EndTurn());
  }
  CHECK(copy == original);
  CHECK(bc::StateHash(copy) == bc::StateHash(original));
}

TEST_CASE("Save: a save from a newer version is refused with a clear message", "[data][save]") {
  const auto load = LoadSaveText(TestCatalog(),
                                 R"({"format": "base-command-save", "version": 3, "mission": "drill"})", "new.json");
  CHECK_FALSE(load.ok());
  CHECK(HasError(load.errors, "new.json", "/version", "written by a newer version of Base Command"));
}

TEST_CASE("Save: a file that is not a save is refused", "[data][save]") {
  auto load = LoadSaveText(TestCatalog(), R"({"format": "something-else", "version": 1})", "x.json");
  CHECK(HasError(load.errors, "x.json", "/format", "not a Base Command save"));
  load = LoadSaveText(TestCatalog(), R"([1, 2, 3])", "y.json");
  CHECK(HasError(load.errors, "y.json", "", "must be an object"));
  load = LoadSaveText(TestCatalog(), "{\"format\": ", "z.json");
  REQUIRE(load.errors.size() == 1);
  CHECK(load.errors[0].reason.rfind("malformed JSON", 0) == 0);
  CHECK_FALSE(load.state.has_value());
}

TEST_CASE("Save: every error in a broken save is reported in one pass", "[data][save]") {
  const auto load = LoadSaveText(TestCatalog(), R"({
    "format": "base-command-save", "version": 1, "mission": "drill",
    "weapon": "slingshot",
    "seed": "-4",
    "attackers": [
      {"type": "ghost", "cell": "C3"},
      {"type": "grunt", "cell": "Q9"},
      {"type": "grunt", "cell": "C3", "hp": 4},
      {"type": "grunt", "cell": "E4"},
      {"type": "grunt", "cell": "B2"},
      {"type": "grunt", "cell": "A3", "stance": "angry"}
    ],
    "shields": {"NW": "sideways"},
    "barricades": {"D5": "player", "C1": "cardboard"},
    "phase": "lunch"
  })", "broken.json");
  INFO(Dump(load.errors));
  CHECK_FALSE(load.state.has_value());
  CHECK(HasError(load.errors, "broken.json", "/weapon", "unknown weapon \"slingshot\""));
  CHECK(HasError(load.errors, "broken.json", "/seed", "decimal string"));
  CHECK(HasError(load.errors, "broken.json", "/attackers/0/type", "unknown enemy \"ghost\""));
  CHECK(HasError(load.errors, "broken.json", "/attackers/1/cell", "got \"Q9\""));
  CHECK(HasError(load.errors, "broken.json", "/attackers/2/hp", "between 1 and 3, got 4"));
  CHECK(HasError(load.errors, "broken.json", "/attackers/3/cell", "E4 is a base or blocked cell"));
  CHECK(HasError(load.errors, "broken.json", "/attackers/4/cell", "B2 is a base or blocked cell"));
  CHECK(HasError(load.errors, "broken.json", "/attackers/5/stance", "unknown key"));
  CHECK(HasError(load.errors, "broken.json", "/shields/NW", "unknown value \"sideways\""));
  CHECK(HasError(load.errors, "broken.json", "/barricades/D5", "cannot stand on a base"));
  CHECK(HasError(load.errors, "broken.json", "/barricades/C1", "got \"cardboard\""));
  CHECK(HasError(load.errors, "broken.json", "/phase", "unknown value \"lunch\""));
  CHECK(load.errors.size() == 12);
  CHECK(load.errors[0].line > 0);
}

TEST_CASE("Save: two attackers on one cell and duplicate uids are refused", "[data][save]") {
  const auto load = LoadSaveText(TestCatalog(), R"({
    "format": "base-command-save", "version": 1, "mission": "drill",
    "attackers": [{"uid": 3, "type": "grunt", "cell": "C3"}, {"uid": 3, "type": "grunt", "cell": "C2"},
                  {"type": "grunt", "cell": "C3"}]
  })", "crowd.json");
  INFO(Dump(load.errors));
  CHECK(HasError(load.errors, "crowd.json", "/attackers/1/uid", "used twice"));
  CHECK(HasError(load.errors, "crowd.json", "/attackers/2/cell", "another attacker already stands on C3"));
}

TEST_CASE("Save: fields left out take the mission's values", "[data][save]") {
  const bc::Catalog& catalog = TestCatalog();
  const auto load = LoadSaveText(catalog, R"({
    "format": "base-command-save", "version": 1, "mission": "drill_two", "seed": "3",
    "attackers": [{"type": "grunt", "cell": "B4"}]
  })", "short.json");
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  const bc::BattleState& s = *load.state;
  CHECK(s.base_health == bc::kStandardBaseHealth);
  CHECK(s.base_max_health == bc::kStandardBaseHealth);
  CHECK(s.shields[1] == bc::ShieldState::kDown);
  CHECK(s.cannon_charge == 1);
  CHECK(s.weapon == catalog.FindWeapon("popgun"));
  CHECK(s.rng == bc::Rng::FromSeed(3));
  REQUIRE(s.attacker_count == 1);
  CHECK(s.attackers[0].uid == 1);
  CHECK(s.attackers[0].hp == 3);
  CHECK(s.attacker_at[*bc::ParseCell("B4")] == 0);
  CHECK(s.next_uid == 2);
}

TEST_CASE("Save: the card side round-trips by card id", "[data][save][cards]") {
  bc::Catalog catalog = TestCatalog();
  const std::pair<const char*, bc::CardFamily> defs[] = {{"trooper", bc::CardFamily::kUnit},
                                                         {"medic_drop", bc::CardFamily::kSupport},
                                                         {"mine", bc::CardFamily::kFieldwork},
                                                         {"doctrine_x", bc::CardFamily::kDoctrine}};
  for (const auto& [id, family] : defs) {
    bc::CardDef card;
    card.id = id;
    card.family = family;
    catalog.cards.push_back(card);
  }
  bc::CardState cards;
  cards.active = true;
  cards.doctrine = 3;
  cards.discard_points = 2;
  cards.unit_count = 2;
  cards.units[0].card = 0;
  cards.units[0].hp = 2;
  cards.units[0].max_hp = 4;
  cards.units[0].rank = 2;
  cards.units[0].perks = bc::kPerkLuck;
  cards.units[0].attached[0] = 1;
  cards.units[1].card = 0;
  cards.units[1].defeated = true;
  cards.unit_slots = {0, -1, 1};
  cards.unit_draw.count = 1;
  cards.unit_draw.items[0] = 1;
  cards.support_slots = {1, bc::kNoCard, 1};
  cards.support_spent.count = 2;
  cards.support_spent.items[0] = 1;
  cards.support_spent.items[1] = 1;
  cards.bays = {2, bc::kNoCard};
  cards.armed_count = 1;
  cards.armed[0] = bc::ArmedFieldwork{2, *bc::ParseCell("C3"), 1};
  nlohmann::json json;
  bc::data::CardStateToJson(catalog, cards, json);
  CHECK(json["doctrine"] == "doctrine_x");
  CHECK(json["support_slots"] == nlohmann::json{"medic_drop", nullptr, "medic_drop"});
  CHECK(json["armed"][0]["cell"] == "C3");

  bc::data::LoadErrors errors;
  const bc::data::ReadContext context{"cards.json", nullptr, &errors};
  bc::data::Reader reader(context, json, "/cards");
  bc::CardState back;
  bc::data::CardStateFromJson(catalog, reader, back);
  reader.Finish();
  INFO(Dump(errors));
  CHECK(errors.empty());
  CHECK(back.units == cards.units);
  CHECK(back.unit_draw == cards.unit_draw);
  CHECK(back.support_spent == cards.support_spent);
  CHECK(back.armed == cards.armed);
  CHECK(back == cards);
}

TEST_CASE("Save: with cards in play, save -> load -> save is identical at every step", "[data][save][property][cards]") {
  const bc::Catalog catalog = bc::test::CardCatalog();
  REQUIRE_FALSE(catalog.loadouts.empty());
  std::vector<bc::Action> legal;
  int card_actions = 0;
  for (int loadout = 0; loadout < static_cast<int>(catalog.loadouts.size()); ++loadout) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      bc::BattleSetup setup;
      setup.mission = 0;
      setup.seed = seed;
      setup.loadout = loadout;
      bc::BattleState state = bc::NewBattle(catalog, setup);
      REQUIRE(state.cards.active);
      bc::Rng chooser = bc::Rng::FromSeed(seed + 100 * static_cast<std::uint64_t>(loadout));
      for (int step = 0; step < 60 && !bc::IsOver(state); ++step) {
        const std::string text = SaveToString(catalog, state);
        const auto load = LoadSaveText(catalog, text, "cards_step.json");
        INFO("loadout " << loadout << " seed " << seed << " step " << step << "\n" << Dump(load.errors) << text);
        REQUIRE(load.ok());
        REQUIRE(load.state->cards == state.cards);
        REQUIRE(*load.state == state);
        REQUIRE(SaveToString(catalog, *load.state) == text);
        bc::LegalActions(catalog, state, legal);
        REQUIRE_FALSE(legal.empty());
        const bc::Action action = legal[chooser.Below(static_cast<std::uint32_t>(legal.size()))];
        if (action.kind != bc::ActionKind::kEndTurn && action.kind != bc::ActionKind::kFireCannon &&
            action.kind != bc::ActionKind::kBuildBarricade && action.kind != bc::ActionKind::kDemolishBarricade) {
          ++card_actions;
        }
        REQUIRE(bc::Apply(catalog, state, action).ok);
      }
    }
  }
  CHECK(card_actions > 20);  // the card side was really exercised
}

TEST_CASE("Save: lanes and demolition charges round-trip, and a bad lane or charge is reported",
          "[data][save][hostiles]") {
  bc::Catalog catalog = TestCatalog();
  bc::MissionDef& drill = catalog.missions[Drill()];
  drill.lanes = {bc::LaneDef{"north", {*bc::ParseCell("D1"), *bc::ParseCell("D2"), *bc::ParseCell("D3")}}};
  bc::BattleState state = bc::NewBattle(catalog, Drill(), 9);
  REQUIRE(state.attacker_count > 0);
  state.attackers[0].lane = 1;
  bc::Trap trap;
  trap.cell = *bc::ParseCell("C3");
  trap.fuse = 2;
  trap.layer = 3;
  bc::AddTrap(state, trap);
  const nlohmann::json save = bc::data::SaveToJson(catalog, state);
  CHECK(save["attackers"][0]["lane"] == "north");
  CHECK(save["traps"] == nlohmann::json::parse(R"([{"cell": "C3", "fuse": 2, "layer": 3}])"));
  const std::string text = SaveToString(catalog, state);
  const auto load = LoadSaveText(catalog, text, "lanes.json");
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  CHECK(*load.state == state);
  CHECK(bc::StateHash(*load.state) == bc::StateHash(state));
  CHECK(SaveToString(catalog, *load.state) == text);
  // A state without charges writes no "traps".
  CHECK_FALSE(bc::data::SaveToJson(catalog, bc::NewBattle(catalog, Drill(), 9)).contains("traps"));

  nlohmann::json broken = save;
  broken["attackers"][0]["lane"] = "nowhere";
  broken["traps"] = nlohmann::json::parse(R"([{"cell": "C3", "fuse": 2}, {"cell": "C3", "fuse": 1}, {"cell": "D4", "fuse": 1}, {"cell": "B3", "fuse": 0}])");
  const auto bad = LoadSaveText(catalog, broken.dump(), "broken.json");
  INFO(Dump(bad.errors));
  CHECK_FALSE(bad.ok());
  CHECK(HasError(bad.errors, "broken.json", "/attackers/0/lane", "no lane \"nowhere\""));
  CHECK(HasError(bad.errors, "broken.json", "/traps/1/cell", "already lies on C3"));
  CHECK(HasError(bad.errors, "broken.json", "/traps/2/cell", "base cell"));
  CHECK(HasError(bad.errors, "broken.json", "/traps/3/fuse", "between 1 and 99"));
}

TEST_CASE("Save: posts round-trip in version 2, a version-1 save has none, and a bad post is reported",
          "[data][save][posts]") {
  bc::Catalog catalog = bc::test::CardCatalog();
  catalog.missions[0].posts.max = 3;
  bc::BattleSetup setup;
  setup.seed = 4;
  bc::BattleState state = bc::NewBattle(catalog, setup);
  REQUIRE(state.cards.unit_count > 2);
  // The last two instances off their piles, onto posts.
  for (const int unit : {state.cards.unit_count - 1, state.cards.unit_count - 2}) {
    for (std::int8_t& s : state.cards.unit_slots) {
      if (s == unit) s = -1;
    }
    auto& draw = state.cards.unit_draw;
    int kept = 0;
    for (int i = 0; i < draw.count; ++i) {
      if (draw.items[i] != unit) draw.items[kept++] = draw.items[i];
    }
    for (int i = kept; i < draw.count; ++i) draw.items[i] = 0;
    draw.count = static_cast<std::int8_t>(kept);
  }
  bc::AddPost(state, static_cast<std::int8_t>(state.cards.unit_count - 1), *bc::ParseCell("C3"));
  bc::AddPost(state, static_cast<std::int8_t>(state.cards.unit_count - 2), *bc::ParseCell("F6"));
  state.cards.posts[1].acted_turn = 0;
  const nlohmann::json save = bc::data::SaveToJson(catalog, state);
  CHECK(save["version"] == 2);
  CHECK(save["cards"]["posts"] ==
        nlohmann::json::parse(R"([{"unit": )" + std::to_string(state.cards.unit_count - 1) +
                              R"(, "cell": "C3", "acted_turn": 1}, {"unit": )" +
                              std::to_string(state.cards.unit_count - 2) + R"(, "cell": "F6"}])"));
  const std::string text = SaveToString(catalog, state);
  const auto load = LoadSaveText(catalog, text, "posts.json");
  INFO(Dump(load.errors));
  REQUIRE(load.ok());
  CHECK(*load.state == state);
  CHECK(load.state->masks.posted == state.masks.posted);
  CHECK(bc::StateHash(*load.state) == bc::StateHash(state));
  CHECK(SaveToString(catalog, *load.state) == text);

  // Version 1 (before posts): the same battle, without them.
  nlohmann::json old = save;
  old["version"] = 1;
  old["cards"].erase("posts");
  const auto old_load = LoadSaveText(catalog, old.dump(), "old.json");
  REQUIRE(old_load.ok());
  CHECK(old_load.state->cards.post_count == 0);
  CHECK(old_load.state->masks.posted == 0);

  // A post on the base, one for a unit in hand, and two on one cell are each reported.
  nlohmann::json bad = save;
  bad["cards"]["posts"] = nlohmann::json::parse(R"([{"unit": 0, "cell": "D4"}])");
  CHECK(HasError(LoadSaveText(catalog, bad.dump(), "bad.json").errors, "bad.json", "/cards/posts/0/cell",
                 "cannot stand on the base"));
  const int in_hand = state.cards.unit_slots[0];
  REQUIRE(in_hand >= 0);
  bad["cards"]["posts"] = nlohmann::json::parse(R"([{"unit": )" + std::to_string(in_hand) + R"(, "cell": "B2"}])");
  CHECK(HasError(LoadSaveText(catalog, bad.dump(), "bad.json").errors, "bad.json", "/cards/posts/0/unit",
                 "cannot hold a post"));
  bad["cards"]["posts"] = save["cards"]["posts"];
  bad["cards"]["posts"][1]["cell"] = "C3";
  CHECK(HasError(LoadSaveText(catalog, bad.dump(), "bad.json").errors, "bad.json", "/cards/posts/1",
                 "share a unit or a cell"));
}
