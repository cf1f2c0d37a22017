// The fuzz targets (fuzz_targets.h): one per untrusted reader.
#include "fuzz_targets.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "basecommand/rules.h"
#include "data/campaign_loader.h"
#include "data/card_loader.h"
#include "data/catalog_loader.h"
#include "data/command_file_json.h"
#include "data/definition_loader.h"
#include "data/json_source.h"
#include "data/profile_json.h"
#include "data/save_format.h"
#include "data/scenario.h"
#include "data/settings_json.h"
#include "data/difficulty_loader.h"
#include "data/generator_loader.h"
#include "data/mission_json.h"
#include "generator/siege_generator.h"
#include "runs/proven_siege.h"
#include "basecommand/difficulty.h"
#include "data/siege_json.h"
#include "data/run_json.h"
#include "i18n/mo_file.h"
#include "session/input_script.h"

namespace bc::fuzz {

namespace {

std::string_view Text(const std::uint8_t* data, std::size_t size) {
  return std::string_view(reinterpret_cast<const char*>(data), size);
}

// An invariant that must hold for input the reader accepted.
void Require(bool holds, const char* what) {
  if (holds) return;
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
  std::abort();
}

// The game's own data, loaded once: the catalog every save, action and card file is
// read against.
const Catalog& GameCatalog() {
  static const data::CatalogLoad load = [] {
    data::CatalogLoad l = data::LoadCatalog(data::DefaultDataDir());
    Require(l.ok(), "the game's data loads");
    return l;
  }();
  return load.catalog;
}

// Plays up to `steps` legal actions, picked by the state's own hash, checking that each
// is accepted.
void Play(const Catalog& catalog, BattleState& state, int steps) {
  std::vector<Action> legal;
  for (int i = 0; i < steps && !IsOver(state); ++i) {
    LegalActions(catalog, state, legal);
    if (legal.empty()) return;
    const Action a = legal[StateHash(state) % legal.size()];
    Require(Apply(catalog, state, a).ok, "a legal action is accepted");
  }
}

// enemies/*.json, weapons.json, missions/*.json: the text read as all three over the
// game's catalog (its records replacing the game's), then a battle on each mission it
// defines when everything checks out.
int Definitions(const std::uint8_t* data, std::size_t size) {
  data::LoadErrors errors;
  std::optional<data::JsonSource> source = data::ParseJsonText(Text(data, size), "fuzz.json", errors);
  if (!source) return 0;
  Catalog catalog = GameCatalog();
  const std::size_t missions_before = catalog.missions.size();
  data::RefResolver refs;
  data::DefinitionPass pass(catalog, refs, data::OnDuplicate::kReplace);
  const data::ReadContext context{source->file, &source->locator, &errors};
  data::Reader root(context, source->root, "");
  root.Allow("$schema");
  data::ReadEnemies(root, false, pass);
  data::ReadWeapons(root, false, pass);
  data::ReadMissions(root, false, pass);
  root.Finish();
  data::FinishDefinitions(pass, errors);
  if (!errors.empty()) return 0;
  for (std::size_t m = 0; m < catalog.missions.size() && m < missions_before + 4; ++m) {
    BattleState state = NewBattle(catalog, static_cast<MissionIndex>(m), 1);
    Play(catalog, state, 12);
  }
  return 0;
}

// cards/*.json and loadouts/*.json: card and loadout records over the game's catalog,
// then a battle with each loadout when they check out.
int Cards(const std::uint8_t* data, std::size_t size) {
  data::LoadErrors errors;
  std::optional<data::JsonSource> source = data::ParseJsonText(Text(data, size), "fuzz.json", errors);
  if (!source) return 0;
  Catalog catalog = GameCatalog();
  const std::size_t loadouts_before = catalog.loadouts.size();
  data::LoadCardRecords(source->root, source->file, catalog, errors);
  if (!errors.empty()) return 0;
  for (std::size_t l = 0; l < catalog.loadouts.size() && l < loadouts_before + 2; ++l) {
    BattleSetup setup;
    setup.mission = 0;
    setup.seed = 3;
    setup.loadout = static_cast<int>(l);
    BattleState state = NewBattle(catalog, setup);
    Play(catalog, state, 20);
  }
  return 0;
}

// campaigns/*.json: operations and their cross-checks against the game's catalog.
int Campaigns(const std::uint8_t* data, std::size_t size) {
  data::LoadErrors errors;
  std::optional<data::JsonSource> source = data::ParseJsonText(Text(data, size), "fuzz.json", errors);
  if (!source) return 0;
  bc::Campaigns campaigns;
  data::ReadCampaigns(source->root, source->file, GameCatalog(), campaigns, errors);
  data::CheckCampaigns(campaigns, source->file, errors);
  data::CheckAchievementReferences(campaigns, GameCatalog(), source->file, errors);
  return 0;
}

// A scenario: loaded (inline definitions and state included) and run.
int Scenario(const std::uint8_t* data, std::size_t size) {
  const data::ScenarioLoad load = data::LoadScenarioText(Text(data, size), "fuzz.json");
  if (!load.ok()) return 0;
  const data::ScenarioRun run = data::RunScenario(*load.scenario);
  (void)data::ScenarioRunToJson(*load.scenario, run);
  return 0;
}

// A battle save: loaded against the game's catalog; what loads saves back to a text that
// loads to the same state, and the battle resumes.
int Save(const std::uint8_t* data, std::size_t size) {
  const data::SaveLoad load = data::LoadSaveText(GameCatalog(), Text(data, size), "fuzz.json");
  if (!load.ok()) return 0;
  const std::string again = data::SaveToString(GameCatalog(), *load.state);
  const data::SaveLoad reload = data::LoadSaveText(GameCatalog(), again, "again.json");
  Require(reload.ok(), "a loaded save, saved again, loads");
  Require(*reload.state == *load.state, "a save reloads to the same state");
  BattleState state = *load.state;
  Play(GameCatalog(), state, 40);
  return 0;
}

// profile.json, salvaged (docs/data-format.md, "Player files"): only a text that is not
// JSON or not a profile is refused; every mission record that reads (an object under
// "missions") is kept; and a file that loads once loads the same after it is saved, with
// nothing more to salvage.
int Profile(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = Text(data, size);
  const data::ProfileParse parse = data::ProfileFromText(text, "profile.json");
  if (!parse.profile) {
    Require(parse.problem != data::ProfileParse::Problem::kNone, "a profile refused says why");
    return 0;
  }
  data::LoadErrors errors;
  const std::optional<data::JsonSource> source = data::ParseJsonText(text, "profile.json", errors, data::kMaxProfileBytes);
  Require(source.has_value(), "a read profile is JSON");
  const nlohmann::json* missions = source->root.contains("missions") ? &source->root["missions"] : nullptr;
  if (missions != nullptr && missions->is_object()) {
    for (const auto& [id, record] : missions->items()) {
      if (record.is_object()) Require(parse.profile->missions.count(id) == 1, "no mission record that reads is lost");
    }
  }
  const data::ProfileParse again = data::ProfileFromText(data::ProfileToText(*parse.profile), "again.json");
  Require(again.profile.has_value(), "a read profile, written, reads again");
  Require(again.salvaged.empty(), "a written profile reads with nothing to salvage");
  Require(*again.profile == *parse.profile, "a profile loads the same after it is saved");
  return 0;
}

// settings.json, salvaged: the settings read (the defaults where a value was bad, the keys
// it does not know kept) write back to a file that reads without a problem, the same.
int Settings(const std::uint8_t* data, std::size_t size) {
  const data::SettingsRead read = data::SettingsFromText(Text(data, size), "settings.json");
  const data::SettingsRead again = data::SettingsFromText(data::SettingsToText(read.settings), "again.json");
  Require(again.parsed, "written settings are a settings file");
  Require(again.errors.empty(), "written settings read without a problem");
  Require(again.settings == read.settings, "settings load the same after they are saved");
  return 0;
}

// difficulties.json: every level read rewrites the game's missions into ones whose
// schedule stays sorted and whose base starts alive, and a battle at the level plays.
int Difficulties(const std::uint8_t* data, std::size_t size) {
  const data::DifficultyLoad load = data::LoadDifficultiesText(Text(data, size), "difficulties.json");
  if (!load.ok()) return 0;
  Require(!load.levels.empty(), "a file read without errors has a level");
  const Catalog& catalog = GameCatalog();
  for (const DifficultyDef& level : load.levels) {
    const Catalog at_level = CatalogAtDifficulty(catalog, level);
    Require(at_level.missions.size() == catalog.missions.size(), "a level keeps every mission");
    for (const MissionDef& mission : at_level.missions) {
      Require(mission.base_health >= 1, "a level leaves the base alive at the start");
      for (std::size_t i = 1; i < mission.schedule.size(); ++i) {
        Require(mission.schedule[i - 1].turn <= mission.schedule[i].turn, "a level keeps the schedule sorted");
      }
    }
    if (at_level.missions.empty()) continue;
    const auto mission = static_cast<MissionIndex>(size % at_level.missions.size());
    BattleState state = NewBattle(at_level, mission, size);
    Play(at_level, state, 30);
  }
  return 0;
}

// generator.json: a file read against the game's catalog generates, at each of its
// threat levels, a siege the strict mission reader accepts and writes back to the same
// bytes, and a battle on it plays.
int Generator(const std::uint8_t* data, std::size_t size) {
  const Catalog& catalog = GameCatalog();
  const data::GeneratorLoad load = data::LoadGeneratorText(Text(data, size), "generator.json", catalog);
  if (!load.ok()) return 0;
  Require(!load.params.levels.empty(), "a generator file read without errors has a level");
  for (int threat = 1; threat <= gen::ThreatCount(load.params); ++threat) {
    const gen::GeneratedSiege siege = gen::GenerateSiege(catalog, load.params, size, threat, static_cast<int>(size % 3));
    const std::string text = data::MissionFileText(catalog, {siege.mission});
    const data::MissionFileLoad read = data::ReadMissionFileText(text, "generated.json", catalog);
    Require(read.ok(), "a generated siege passes the strict mission reader");
    Require(read.missions.size() == 1 && data::MissionFileText(catalog, read.missions) == text,
            "a generated siege reads back to the same bytes");
    const Catalog with = runs::CatalogWithSiege(catalog, read.missions.front());
    BattleState state = NewBattle(with, static_cast<MissionIndex>(catalog.missions.size()), size);
    Play(with, state, 20);
  }
  return 0;
}

// command_files/*.json: a read command file writes back to one that reads the same.
int CommandFile(const std::uint8_t* data, std::size_t size) {
  const data::CommandFileParse parse = data::CommandFileFromText(Text(data, size), "deck.json");
  if (!parse.loadout) return 0;
  const data::CommandFileParse again = data::CommandFileFromText(data::CommandFileToText(*parse.loadout), "again.json");
  Require(again.loadout.has_value(), "a read command file, written, reads again");
  return 0;
}

// active_siege.json: a read siege save writes back to one that reads the same.
int SiegeSave(const std::uint8_t* data, std::size_t size) {
  const data::SiegeParse parse = data::SiegeSaveFromText(Text(data, size), "active_siege.json");
  if (!parse.save) return 0;
  const data::SiegeParse again = data::SiegeSaveFromText(data::SiegeSaveToText(*parse.save), "again.json");
  Require(again.save.has_value(), "a read siege save, written, reads again");
  Require(*again.save == *parse.save, "a siege save reads back the same");
  return 0;
}

// run.json, salvaged: a field run read (whatever had to be brought into range or left
// out) writes back to a file that reads with nothing to salvage, the same run; its seed,
// which decides every siege, is never changed by salvaging.
int RunSave(const std::uint8_t* data, std::size_t size) {
  const data::RunParse parse = data::RunSaveFromText(Text(data, size), "run.json");
  if (!parse.save) {
    Require(parse.problem != data::RunParse::Problem::kNone && !parse.reason.empty(), "a run refused says why");
    return 0;
  }
  const data::RunParse again = data::RunSaveFromText(data::RunSaveToText(*parse.save), "again.json");
  Require(again.save.has_value(), "a read run, written, reads again");
  Require(again.salvaged.empty(), "a written run reads with nothing to salvage");
  Require(*again.save == *parse.save, "a run loads the same after it is saved");
  return 0;
}

// Action strings (typed in the CLI, kept in siege saves and scenarios) applied to a
// battle: the first byte picks the mission, the next eight the seed, and each following
// line is one action. An accepted action's text parses back to itself; a rejected one
// leaves the state and its hash as they were.
int Actions(const std::uint8_t* data, std::size_t size) {
  const Catalog& catalog = GameCatalog();
  if (size < 9 || catalog.missions.empty()) return 0;
  const auto mission = static_cast<MissionIndex>(data[0] % catalog.missions.size());
  std::uint64_t seed = 0;
  for (int i = 1; i < 9; ++i) seed = (seed << 8) | data[i];
  BattleState state = NewBattle(catalog, mission, seed);
  std::string_view rest = Text(data + 9, size - 9);
  int applied = 0;
  while (!rest.empty() && applied < 400) {
    const std::size_t end = std::min(rest.find('\n'), rest.size());
    const std::string_view line = rest.substr(0, end);
    rest.remove_prefix(std::min(end + 1, rest.size()));
    const std::optional<Action> action = ParseAction(line);
    if (!action) continue;
    Require(ParseAction(ActionToString(*action)) == action, "an action's text parses back to it");
    const BattleState before = state;
    const std::uint64_t hash = StateHash(state);
    const ApplyResult result = Apply(catalog, state, *action);
    ++applied;
    if (!result.ok) {
      Require(state == before && StateHash(state) == hash, "a rejected action changes nothing");
    }
  }
  return 0;
}

// A GNU .mo catalogue (i18n/mo_file.h): read, and when accepted, written again in both
// byte orders and read back to the same messages; every plural form lookup stays in range.
int MoFile(const std::uint8_t* data, std::size_t size) {
  std::string error;
  std::optional<i18n::MoCatalogue> catalogue = i18n::MoCatalogue::Parse(Text(data, size), &error);
  if (!catalogue) {
    Require(!error.empty(), "a refused catalogue says why");
    return 0;
  }
  const std::vector<i18n::MoMessage> messages = catalogue->Messages();
  for (const unsigned long n : {0UL, 1UL, 2UL, 5UL, 11UL, 21UL, 101UL, 1000000UL}) {
    const int form = catalogue->plural_rule().FormFor(n);
    Require(form >= 0 && form < catalogue->plural_rule().count(), "a plural form is in range");
  }
  for (const i18n::ByteOrder order : {i18n::ByteOrder::kLittle, i18n::ByteOrder::kBig}) {
    const std::string again = i18n::EncodeMo(messages, catalogue->header(), order);
    std::optional<i18n::MoCatalogue> back = i18n::MoCatalogue::Parse(again, &error);
    Require(back.has_value(), "a written catalogue reads back");
    Require(back->size() == catalogue->size(), "a written catalogue keeps its messages");
    for (const i18n::MoMessage& m : messages) {
      const std::string* before = catalogue->Find(m.context, m.msgid);
      const std::string* after = back->Find(m.context, m.msgid);
      Require((before == nullptr) == (after == nullptr) && (before == nullptr || *before == *after),
              "a written catalogue keeps each translation");
    }
  }
  return 0;
}

// An input script (base-command --script, session/input_script.h): every error names a
// line of the text; a script read writes back to one that reads to the same steps.
int InputScript(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = Text(data, size);
  const session::ScriptRead read = session::ReadInputScript(text);
  const auto lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
  for (const session::ScriptError& error : read.errors) {
    Require(error.line >= 0 && error.line <= lines, "a script's error names one of its lines");
    Require(!error.reason.empty(), "a script's error says what is wrong");
  }
  if (!read.ok()) return 0;
  const session::ScriptRead again = session::ReadInputScript(session::InputScriptToText(read.steps));
  Require(again.ok(), "a script written back reads without errors");
  Require(again.steps.size() == read.steps.size(), "a script written back keeps its steps");
  for (std::size_t i = 0; i < read.steps.size(); ++i) {
    session::ScriptStep step = again.steps[i];
    step.line = read.steps[i].line;
    Require(step == read.steps[i], "a script written back reads to the same steps");
  }
  return 0;
}

}  // namespace

const std::vector<TargetInfo>& Targets() {
  static const std::vector<TargetInfo> targets = {
      {"definitions", Definitions, "enemy, weapon and mission files (data/definition_loader.h), then battles on them"},
      {"cards", Cards, "card and loadout files (data/card_loader.h), then battles with them"},
      {"campaigns", Campaigns, "operation files (data/campaign_loader.h)"},
      {"scenario", Scenario, "scenarios (data/scenario.h), loaded and run"},
      {"save", Save, "battle saves (data/save_format.h), loaded, saved again and resumed"},
      {"profile", Profile, "profile.json (data/profile_json.h)"},
      {"settings", Settings, "settings.json (data/settings_json.h)"},
      {"difficulties", Difficulties, "difficulties.json (data/difficulty_loader.h), then battles at each level"},
      {"generator", Generator, "the siege generator's file (data/generator_loader.h), then a siege at each level, read back and played"},
      {"command_file", CommandFile, "command files (data/command_file_json.h)"},
      {"siege_save", SiegeSave, "active_siege.json (data/siege_json.h)"},
      {"run_save", RunSave, "run.json, the field run in progress (data/run_json.h)"},
      {"actions", Actions, "action strings (basecommand/action.h) applied to battles"},
      {"mo_file", MoFile, "compiled message catalogues, .mo (i18n/mo_file.h)"},
      {"input_script", InputScript, "input scripts, base-command --script (session/input_script.h)"},
  };
  return targets;
}

std::vector<std::string> GeneratedSeeds(const std::string& target) {
  if (target == "mo_file") {
    // Russian's three plural forms, a context and a plain message, in both byte orders.
    const std::vector<i18n::MoMessage> messages = {
        {"", "END TURN", "", {"\xD0\x9A\xD0\x9E\xD0\x9D\xD0\x95\xD0\xA6 \xD0\xA5\xD0\x9E\xD0\x94\xD0\x90"}},
        {"verb", "FILE", "", {"ARQUIVAR"}},
        {"", "%d attacker", "%d attackers", {"%d a", "%d b", "%d c"}},
    };
    const std::string header =
        "Content-Type: text/plain; charset=UTF-8\n"
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n";
    return {i18n::EncodeMo(messages, header, i18n::ByteOrder::kLittle),
            i18n::EncodeMo(messages, header, i18n::ByteOrder::kBig),
            i18n::EncodeMo({}, "Plural-Forms: nplurals=2; plural=(n > 1);\n", i18n::ByteOrder::kLittle)};
  }
  const Catalog& catalog = GameCatalog();
  // A few battles, each some steps in, with the actions that led there.
  struct Played {
    BattleState state;
    MissionIndex mission = 0;
    std::uint64_t seed = 0;
    std::vector<Action> actions;
  };
  const auto play = [&catalog](MissionIndex mission, std::uint64_t seed, int steps) {
    Played p;
    p.mission = mission;
    p.seed = seed;
    p.state = NewBattle(catalog, mission, seed);
    std::vector<Action> legal;
    for (int i = 0; i < steps && !IsOver(p.state); ++i) {
      LegalActions(catalog, p.state, legal);
      const Action a = legal[(StateHash(p.state) >> 7) % legal.size()];
      Apply(catalog, p.state, a);
      p.actions.push_back(a);
    }
    return p;
  };
  std::vector<Played> battles;
  for (MissionIndex m = 0; m < catalog.missions.size(); m += 3) battles.push_back(play(m, 11 + m, 25));
  std::vector<std::string> seeds;
  if (target == "save") {
    for (const Played& p : battles) seeds.push_back(data::SaveToString(catalog, p.state));
  } else if (target == "siege_save") {
    for (const Played& p : battles) {
      data::SiegeSave save;
      save.mission_id = catalog.missions[p.mission].id;
      save.seed = p.seed;
      save.actions = p.actions;
      save.state_hash = StateHash(p.state);
      save.turn = p.state.turn;
      if (!catalog.loadouts.empty()) save.custom_deck = catalog.loadouts.front();
      seeds.push_back(data::SiegeSaveToText(save));
      save.difficulty = "audit";  // a siege fought at a level
      seeds.push_back(data::SiegeSaveToText(save));
    }
  } else if (target == "actions") {
    for (const Played& p : battles) {
      std::string bytes(1, static_cast<char>(p.mission));
      for (int i = 7; i >= 0; --i) bytes += static_cast<char>((p.seed >> (8 * i)) & 0xFF);
      for (const Action& a : p.actions) bytes += ActionToString(a) + "\n";
      seeds.push_back(bytes);
    }
  } else if (target == "run_save") {
    // A run at each stage, with the first loadout as its deck and a unit of it carried.
    data::RunSave save;
    save.run.seed = 269236883;
    save.run.daily = "2026-12-05";
    if (!catalog.loadouts.empty()) save.run.deck = runs::DeckOf(catalog.loadouts.front());
    if (!save.run.deck.units.empty()) {
      CarriedUnit unit;
      unit.card = save.run.deck.units.front();
      unit.hp = 2;
      unit.max_hp = 5;
      unit.rank = 2;
      unit.kills = 3;
      save.run.units = {unit};
    }
    for (int stage = 0; stage < runs::kRunStageCount; ++stage) {
      save.run.stage = static_cast<runs::RunStage>(stage);
      save.run.end = save.run.stage == runs::RunStage::kOver ? runs::RunEnd::kLost : runs::RunEnd::kNone;
      save.run.depth = stage;
      save.run.scores.assign(static_cast<std::size_t>(stage), 1000 * stage);
      save.run.stops.assign(static_cast<std::size_t>(stage), static_cast<runs::StopKind>(stage % runs::kStopKindCount));
      seeds.push_back(data::RunSaveToText(save));
    }
    if (!catalog.missions.empty()) {
      save.siege = data::MissionFileText(catalog, {catalog.missions.front()});
      seeds.push_back(data::RunSaveToText(save));
    }
  } else if (target == "command_file") {
    for (const LoadoutDef& loadout : catalog.loadouts) seeds.push_back(data::CommandFileToText(loadout));
  } else if (target == "settings") {
    data::Settings settings;
    seeds.push_back(data::SettingsToText(settings));
    settings.music_enabled = false;
    settings.ui_scale = 1.5f;
    settings.audio_device = "Built-in Audio";
    settings.animation_speed = data::AnimationSpeed::kInstant;
    seeds.push_back(data::SettingsToText(settings));
    settings.colour_vision = data::ColourVision::kDeuteranopia;
    settings.reduce_motion = true;
    settings.no_flash = true;
    settings.language = "pt";
    seeds.push_back(data::SettingsToText(settings));
  } else if (target == "profile") {
    std::vector<std::string> starters;
    for (const CardDef& card : catalog.cards) starters.push_back(card.id);
    bc::Profile profile = NewProfile(starters);
    seeds.push_back(data::ProfileToText(profile));
    profile.callsign = "RED DUST-7";
    profile.credits = 2350;
    profile.missions["op_orientation_01"] = MissionRecord{3, 2, 2900, 2, false, 750, {{"audit", LevelRecord{2, 2900, 2, false, 750}}}};
    profile.difficulty = "audit";
    profile.stats.battles = 4;
    profile.stats.kills_by_enemy = {{"killer_krab", 12}};
    profile.stats.history = {BattleLogEntry{"op_orientation_01", true, 2900, 2, 7}};
    profile.achievements = {"first_contact"};
    if (!battles.empty() && !battles.front().actions.empty()) {
      std::vector<std::string> actions;
      for (const Action& a : battles.front().actions) actions.push_back(ActionToString(a));
      profile.active_siege = ActiveSiege{"orientation", catalog.missions[battles.front().mission].id,
                                         battles.front().seed, actions};
    }
    seeds.push_back(data::ProfileToText(profile));
  }
  return seeds;
}

const TargetInfo* FindTarget(const std::string& name) {
  for (const TargetInfo& target : Targets()) {
    if (name == target.name) return &target;
  }
  return nullptr;
}

}  // namespace bc::fuzz
