#include "session/siege_save.h"

#include <nlohmann/json.hpp>
#include <system_error>

#include "data/file_io.h"

namespace bc::session {

namespace {
constexpr int kSiegeSaveVersion = 1;

bool SameLoadout(const LoadoutDef& a, const LoadoutDef& b) {
  return a.id == b.id && a.name == b.name && a.units == b.units && a.supports == b.supports &&
         a.fieldworks == b.fieldworks && a.doctrine == b.doctrine && a.weapon == b.weapon;
}

nlohmann::json DeckToJson(const LoadoutDef& deck) {
  return {{"id", deck.id},          {"name", deck.name},
          {"units", deck.units},    {"supports", deck.supports},
          {"fieldworks", deck.fieldworks}, {"doctrine", deck.doctrine},
          {"weapon", deck.weapon}};
}

// Throws (nlohmann) on a missing or mistyped field; the caller turns that into words.
LoadoutDef DeckFromJson(const nlohmann::json& json) {
  LoadoutDef deck;
  deck.id = json.at("id").get<std::string>();
  deck.name = json.at("name").get<std::string>();
  deck.units = json.at("units").get<std::vector<std::string>>();
  deck.supports = json.at("supports").get<std::vector<std::string>>();
  deck.fieldworks = json.at("fieldworks").get<std::vector<std::string>>();
  deck.doctrine = json.at("doctrine").get<std::string>();
  deck.weapon = json.at("weapon").get<std::string>();
  return deck;
}

nlohmann::json UnitToJson(const CarriedUnit& unit) {
  const UnitBonuses& b = unit.bonuses;
  return {{"card", unit.card},
          {"copy", unit.copy},
          {"hp", unit.hp},
          {"max_hp", unit.max_hp},
          {"rank", unit.rank},
          {"kills", unit.kills},
          {"bonuses",
           {{"attack", b.attack}, {"firepower", b.firepower}, {"evasion", b.evasion},
            {"max_hp", b.max_hp}, {"crit", b.crit}, {"ranges", b.ranges}, {"perks", b.perks}}},
          {"upgrades", unit.upgrades}};
}

CarriedUnit UnitFromJson(const nlohmann::json& json) {
  CarriedUnit unit;
  unit.card = json.at("card").get<std::string>();
  unit.copy = json.at("copy").get<int>();
  unit.hp = json.at("hp").get<int>();
  unit.max_hp = json.at("max_hp").get<int>();
  unit.rank = json.at("rank").get<int>();
  unit.kills = json.at("kills").get<int>();
  const nlohmann::json& b = json.at("bonuses");
  unit.bonuses.attack = b.at("attack").get<int>();
  unit.bonuses.firepower = b.at("firepower").get<int>();
  unit.bonuses.evasion = b.at("evasion").get<int>();
  unit.bonuses.max_hp = b.at("max_hp").get<int>();
  unit.bonuses.crit = b.at("crit").get<int>();
  unit.bonuses.ranges = b.at("ranges").get<unsigned>();
  unit.bonuses.perks = b.at("perks").get<unsigned>();
  unit.upgrades = json.at("upgrades").get<std::vector<std::string>>();
  return unit;
}
}  // namespace

bool SiegeSave::operator==(const SiegeSave& other) const {
  const bool same_deck = custom_deck.has_value() == other.custom_deck.has_value() &&
                         (!custom_deck || SameLoadout(*custom_deck, *other.custom_deck));
  return mission_id == other.mission_id && seed == other.seed && actions == other.actions &&
         state_hash == other.state_hash && turn == other.turn && same_deck &&
         carried_units == other.carried_units;
}

BattleSetup SetupOfSave(const SiegeSave& save, MissionIndex mission) {
  BattleSetup setup;
  setup.mission = mission;
  setup.seed = save.seed;
  setup.custom_loadout = save.custom_deck;
  setup.carried_units = save.carried_units;
  return setup;
}

SiegeSave MakeSiegeSave(const BattleSession& session) {
  SiegeSave save;
  save.mission_id = session.mission_def().id;
  save.seed = session.seed();
  save.custom_deck = session.setup().custom_loadout;
  save.carried_units = session.setup().carried_units;
  save.actions = session.history();
  save.state_hash = StateHash(session.state());
  save.turn = session.state().turn;
  return save;
}

std::string SiegeSaveToJson(const SiegeSave& save) {
  nlohmann::json actions = nlohmann::json::array();
  for (const Action& action : save.actions) actions.push_back(ActionToString(action));
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(save.state_hash));
  nlohmann::json json = {{"version", kSiegeSaveVersion},
                         {"mission", save.mission_id},
                         {"seed", save.seed},
                         {"turn", save.turn},
                         {"state_hash", hash},
                         {"actions", actions}};
  if (save.custom_deck) json["custom_deck"] = DeckToJson(*save.custom_deck);
  if (!save.carried_units.empty()) {
    nlohmann::json units = nlohmann::json::array();
    for (const CarriedUnit& unit : save.carried_units) units.push_back(UnitToJson(unit));
    json["kept_units"] = units;
  }
  return json.dump(1) + "\n";
}

SiegeLoad SiegeSaveFromJson(const std::string& text) {
  SiegeLoad load;
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  const char* kUnreadable = "The saved siege could not be read, so it cannot be resumed.";
  if (json.is_discarded() || !json.is_object()) {
    load.message = kUnreadable;
    return load;
  }
  if (!json.contains("version") || !json["version"].is_number_integer() ||
      json["version"].get<int>() != kSiegeSaveVersion) {
    load.message = "The saved siege comes from a different build and cannot be resumed.";
    return load;
  }
  SiegeSave save;
  try {
    save.mission_id = json.at("mission").get<std::string>();
    save.seed = json.at("seed").get<std::uint64_t>();
    save.turn = json.value("turn", 1);
    save.state_hash = std::stoull(json.at("state_hash").get<std::string>(), nullptr, 16);
    for (const nlohmann::json& item : json.at("actions")) {
      const std::optional<Action> action = ParseAction(item.get<std::string>());
      if (!action) {
        load.message = "The saved siege holds an action this build does not know (\"" +
                       item.get<std::string>() + "\").";
        return load;
      }
      save.actions.push_back(*action);
    }
    if (json.contains("custom_deck")) save.custom_deck = DeckFromJson(json.at("custom_deck"));
    if (json.contains("kept_units")) {
      for (const nlohmann::json& unit : json.at("kept_units")) {
        save.carried_units.push_back(UnitFromJson(unit));
      }
    }
  } catch (const std::exception&) {
    load.message = kUnreadable;
    return load;
  }
  load.save = std::move(save);
  return load;
}

std::filesystem::path SiegeSavePath(const std::filesystem::path& user_dir) {
  return user_dir / "active_siege.json";
}

std::string WriteSiegeSave(const std::filesystem::path& path, const SiegeSave& save) {
  return data::WriteFileAtomically(path, SiegeSaveToJson(save));
}

SiegeLoad ReadSiegeSave(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return {};
  const std::optional<std::string> text = data::ReadWholeFile(path);
  if (!text) {
    SiegeLoad load;
    load.message = "The saved siege at " + path.string() + " cannot be opened.";
    return load;
  }
  return SiegeSaveFromJson(*text);
}

void EraseSiegeSave(const std::filesystem::path& path) {
  std::error_code ec;
  std::filesystem::remove(path, ec);
}

Resume ResumeSiege(const Catalog& catalog, const SiegeSave& save) {
  Resume resume;
  const int mission = catalog.FindMission(save.mission_id);
  if (mission < 0) {
    resume.message = "The saved siege's mission \"" + save.mission_id + "\" no longer exists.";
    return resume;
  }
  auto session = std::make_unique<BattleSession>(
      catalog, SetupOfSave(save, static_cast<MissionIndex>(mission)));
  const BattleSession::Replay replay = session->ReplayActions(save.actions);
  if (replay.failed_at >= 0) {
    resume.message = "The saved siege no longer replays (action " +
                     std::to_string(replay.failed_at + 1) + ": " + replay.reason +
                     "); the mission data has changed since it was saved.";
    return resume;
  }
  if (StateHash(session->state()) != save.state_hash) {
    resume.message = "The saved siege leads somewhere else with this build's data; it "
                     "cannot be resumed exactly.";
    return resume;
  }
  resume.session = std::move(session);
  return resume;
}

}  // namespace bc::session
