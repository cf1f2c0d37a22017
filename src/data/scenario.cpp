// Scenario loading: the base catalog, inline definitions, the starting state and the
// action list, each checked with the same strict reader as data files.
#include "data/scenario.h"

#include "basecommand/rules.h"
#include "data/card_loader.h"
#include "data/catalog_loader.h"
#include "data/definition_loader.h"
#include "data/file_io.h"
#include "data/json_source.h"
#include "data/save_format.h"

namespace bc::data {

namespace {

// A scenario's `state.posted`: units put on posts by card id (docs/scenario-format.md),
// `[{"card": "railgun_team", "cell": "C3", "hp": 3}]`: each takes the first instance of
// that unit card not already posted, out of its slot or pile, ready for orders on the
// state's turn. The cell must be free for a post (no base, rock, barricade, attacker,
// fieldwork, charge or other post).
void ReadPosted(const Catalog& catalog, Reader& state_record, BattleState& state) {
  if (!state_record.Has("posted")) return;
  std::vector<Reader> entries = state_record.Records("posted", false);
  CardState& c = state.cards;
  for (Reader& entry : entries) {
    std::string card;
    Cell cell = kNoCell;
    entry.Id("card", card);
    entry.CellField("cell", cell);
    int hp = -1;
    const bool has_hp = entry.OptInt("hp", hp, 1, 999);
    entry.Finish();
    if (card.empty() || cell == kNoCell) continue;
    if (c.post_count >= kMaxPosts) {
      entry.Error("", "at most " + std::to_string(kMaxPosts) + " posts");
      continue;
    }
    int instance = -1;
    for (int i = 0; i < c.unit_count && instance < 0; ++i) {
      const UnitInstance& u = c.units[static_cast<std::size_t>(i)];
      bool posted = false;
      for (int p = 0; p < c.post_count; ++p) posted = posted || c.posts[static_cast<std::size_t>(p)].unit == i;
      if (!posted && !u.defeated && u.card >= 0 && catalog.cards[static_cast<std::size_t>(u.card)].id == card) instance = i;
    }
    if (instance < 0) {
      entry.Error("card", "no unit card \"" + card + "\" of the battle's deck is left to post");
      continue;
    }
    const std::uint64_t bit = CellBit(cell);
    bool armed = false;
    for (int i = 0; i < c.armed_count; ++i) armed = armed || c.armed[static_cast<std::size_t>(i)].cell == cell;
    if (((kBaseMask | state.masks.blocked | state.masks.barricades | state.masks.occupied | state.masks.trapped |
          state.masks.posted) & bit) != 0 ||
        armed) {
      entry.Error("cell", CellName(cell) + " is not free for a post");
      continue;
    }
    for (std::int8_t& slot : c.unit_slots) {
      if (slot == instance) slot = -1;
    }
    for (auto* pile : {&c.unit_draw, &c.unit_spent}) {
      int kept = 0;
      for (int i = 0; i < pile->count; ++i) {
        if (pile->items[static_cast<std::size_t>(i)] != instance) pile->items[static_cast<std::size_t>(kept++)] = pile->items[static_cast<std::size_t>(i)];
      }
      for (int i = kept; i < pile->count; ++i) pile->items[static_cast<std::size_t>(i)] = 0;
      pile->count = static_cast<std::int8_t>(kept);
    }
    if (has_hp) c.units[static_cast<std::size_t>(instance)].hp = static_cast<std::int16_t>(std::min<int>(hp, c.units[static_cast<std::size_t>(instance)].max_hp));
    AddPost(state, static_cast<std::int8_t>(instance), cell);
    c.posts[static_cast<std::size_t>(c.post_count - 1)].acted_turn = 0;
  }
}

constexpr const char* kScenarioMission = "scenario";

// Definitions every scenario can count on, added when the catalog lacks them: the
// standard cannon, and an empty mission for scenarios that set up their own board.
void AddFallbacks(Catalog& catalog) {
  if (catalog.FindWeapon("standard_cannon") < 0) {
    WeaponDef cannon;
    cannon.id = "standard_cannon";
    cannon.name = "STANDARD CANNON";
    cannon.description = "Power 1, then 3, then 5. Range 1 to 3.";
    catalog.weapons.push_back(cannon);
  }
  if (catalog.FindMission(kScenarioMission) < 0) {
    MissionDef mission;
    mission.id = kScenarioMission;
    mission.name = "SCENARIO";
    mission.briefing = "A board set up by hand.";
    mission.star_scores = {1, 2, 3};
    catalog.missions.push_back(mission);
  }
}

void ReadExpect(Reader& expect, ScenarioExpect& out) {
  std::uint64_t hash = 0;
  if (expect.OptU64("hash", hash)) out.hash = hash;
  int value = 0;
  if (expect.OptInt("base_health", value, 0, 999)) out.base_health = value;
  if (expect.OptInt("score", value, -1'000'000'000, 1'000'000'000)) out.score = value;
  if (expect.OptInt("turn", value, 1, 9999)) out.turn = value;
  if (expect.OptInt("attackers", value, 0, kMaxAttackers)) out.attackers = value;
  if (expect.OptInt("rejected", value, 0, 100000)) out.rejected = value;
  Phase phase = Phase::kPlayer;
  if (expect.OptEnum("phase", phase,
                     {{"player", Phase::kPlayer}, {"victory", Phase::kVictory}, {"defeat", Phase::kDefeat}})) {
    out.phase = phase;
  }
  if (auto shields = expect.Child("shields", false)) {
    std::vector<std::string> words(kQuadrantCount);
    bool any = false;
    for (int q = 0; q < kQuadrantCount; ++q) {
      std::string word;
      if (shields->OptEnum(QuadrantName(static_cast<Quadrant>(q)), word,
                           {{"up", std::string("up")}, {"overcharged", std::string("overcharged")},
                            {"down", std::string("down")}})) {
        words[static_cast<std::size_t>(q)] = word;
        any = true;
      }
    }
    shields->Finish();
    if (any) out.shields = words;
  }
  if (const nlohmann::json* events = expect.Raw("events")) {
    if (!events->is_array()) {
      expect.Error("events", "must be an array of texts that some event must contain");
    } else {
      for (std::size_t i = 0; i < events->size(); ++i) {
        if ((*events)[i].is_string()) {
          out.events.push_back((*events)[i].get<std::string>());
        } else {
          expect.context().Error(PointerAppend(expect.PointerOf("events"), i), "must be a string");
        }
      }
    }
  }
  expect.Finish();
}

void ReadActions(Reader& root, Scenario& scenario) {
  const nlohmann::json* actions = root.Raw("actions");
  if (actions == nullptr) return;  // a scenario may only set up a state
  if (!actions->is_array()) {
    root.Error("actions", "must be an array of action strings like [\"fire C3\", \"end_turn\"]");
    return;
  }
  for (std::size_t i = 0; i < actions->size(); ++i) {
    const nlohmann::json& text = (*actions)[i];
    const std::string pointer = PointerAppend(root.PointerOf("actions"), i);
    const std::optional<Action> action =
        text.is_string() ? ParseAction(text.get<std::string>()) : std::nullopt;
    if (!action) {
      root.context().Error(pointer, "cannot read " + DescribeJson(text) +
                                        " as an action (e.g. \"end_turn\", \"fire C3\", \"build C4\", "
                                        "\"demolish C4\", \"unit 1 C3\", \"support 2 segment NW\")");
      continue;
    }
    scenario.action_texts.push_back(text.get<std::string>());
    scenario.actions.push_back(*action);
  }
}

ScenarioLoad LoadScenario(const JsonSource& source, const ScenarioOptions& options, LoadErrors errors) {
  ScenarioLoad load;
  load.errors = std::move(errors);
  const ReadContext context{source.file, &source.locator, &load.errors};
  Reader root(context, source.root, "");
  if (!root.is_object()) return load;
  root.Allow("$schema");

  Scenario scenario;
  scenario.file = source.file;
  root.OptString("description", scenario.description);
  bool game_data = true;
  root.OptEnum("data", game_data, {{"game", true}, {"none", false}});
  if (game_data && options.base != nullptr) {
    scenario.catalog = *options.base;
  } else if (game_data) {
    const std::filesystem::path dir = options.data_dir.empty() ? DefaultDataDir() : options.data_dir;
    CatalogLoad base = LoadCatalog(dir);
    if (!base.ok()) {
      root.Error("data", "the game data in " + dir.generic_string() + " does not load (" +
                             std::to_string(base.errors.size()) +
                             " errors, listed below); fix it or use \"data\": \"none\"");
      load.errors.insert(load.errors.end(), base.errors.begin(), base.errors.end());
    }
    scenario.catalog = std::move(base.catalog);
  }

  // Inline definitions extend the catalog or replace its records of the same id.
  RefResolver refs;
  DefinitionPass pass(scenario.catalog, refs, OnDuplicate::kReplace);
  ReadEnemies(root, false, pass);
  ReadWeapons(root, false, pass);
  ReadMissions(root, false, pass);
  // The fallbacks come before the cards, so that an inline loadout can name the
  // standard cannon it is promised.
  AddFallbacks(scenario.catalog);
  if (root.Has("cards") || root.Has("loadouts")) {
    LoadCardRecords(source.root, source.file, scenario.catalog, load.errors);
  }
  root.Allow("cards");
  root.Allow("loadouts");
  FinishDefinitions(pass, load.errors);
  FinishCatalog(scenario.catalog);

  std::uint64_t seed = 1;
  root.OptU64("seed", seed);
  std::string mission = kScenarioMission;
  root.OptId("mission", mission);
  std::optional<Reader> state = root.Child("state", false);
  if (state && state->Has("mission")) {
    std::string state_mission;
    state->OptId("mission", state_mission);
    if (root.Has("mission") && state_mission != mission) {
      state->Error("mission", "names \"" + state_mission + "\" but the scenario's mission is \"" + mission + "\"");
    }
    if (!state_mission.empty()) mission = state_mission;
  }
  const int mission_index = scenario.catalog.FindMission(mission);
  if (mission_index < 0) {
    std::vector<std::string> ids;
    for (const MissionDef& m : scenario.catalog.missions) ids.push_back(m.id);
    root.Error("mission", "unknown mission \"" + mission + "\"" + SuggestFrom(mission, ids));
  }
  bool stop = false;
  root.OptEnum("on_reject", stop, {{"continue", false}, {"stop", true}});
  scenario.stop_on_reject = stop;
  ReadActions(root, scenario);
  if (auto expect = root.Child("expect", false)) ReadExpect(*expect, scenario.expect);
  if (!load.errors.empty() || mission_index < 0) {
    if (state) state->Finish();
    root.Finish();
    return load;
  }

  const auto m = static_cast<MissionIndex>(mission_index);
  const BattleState fresh = NewBattle(scenario.catalog, m, seed, &scenario.opening);
  if (state) {
    // An inline state starts from the mission's bare board (nothing spawned or
    // telegraphed) with the fresh battle's cards and RNG, then takes the fields given.
    scenario.start = MissionBoardState(scenario.catalog, m, seed);
    scenario.start.rng = fresh.rng;
    scenario.start.cards = fresh.cards;
    scenario.opening.clear();
    ReadStateFields(scenario.catalog, *state, scenario.start);
    ReadPosted(scenario.catalog, *state, scenario.start);
    state->Finish();
  } else {
    scenario.start = fresh;
  }
  root.Finish();
  if (load.errors.empty()) load.scenario = std::move(scenario);
  return load;
}

}  // namespace

bool ScenarioExpect::empty() const {
  return !hash && !base_health && !score && !turn && !phase && !attackers && !rejected && !shields &&
         events.empty();
}

ScenarioLoad LoadScenarioText(std::string_view text, const std::string& file, const ScenarioOptions& options) {
  LoadErrors errors;
  const std::optional<JsonSource> source = ParseJsonText(text, file, errors, kMaxSaveBytes);
  if (!source) {
    ScenarioLoad load;
    load.errors = std::move(errors);
    return load;
  }
  try {
    return LoadScenario(*source, options, std::move(errors));
  } catch (const std::exception& e) {
    ScenarioLoad load;
    load.errors.push_back(LoadError{file, "", 0, 0, std::string("the scenario could not be set up: ") + e.what()});
    return load;
  }
}

ScenarioLoad LoadScenarioFile(const std::filesystem::path& path, const ScenarioOptions& options) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    ScenarioLoad load;
    load.errors.push_back(LoadError{path.generic_string(), "", 0, 0, "file not found or not a regular file"});
    return load;
  }
  const std::optional<std::string> text = ReadWholeFile(path, kMaxSaveBytes);
  if (!text) {
    ScenarioLoad load;
    load.errors.push_back(LoadError{path.generic_string(), "", 0, 0, "cannot open the file for reading"});
    return load;
  }
  return LoadScenarioText(*text, path.generic_string(), options);
}

}  // namespace bc::data
