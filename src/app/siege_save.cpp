#include "app/siege_save.h"

#include <nlohmann/json.hpp>
#include <system_error>

#include "app/atomic_file.h"

namespace bc::app {

namespace {
constexpr int kSiegeSaveVersion = 1;
}  // namespace

SiegeSave MakeSiegeSave(const BattleSession& session) {
  SiegeSave save;
  save.mission_id = session.mission_def().id;
  save.seed = session.seed();
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
  const nlohmann::json json = {{"version", kSiegeSaveVersion},
                               {"mission", save.mission_id},
                               {"seed", save.seed},
                               {"turn", save.turn},
                               {"state_hash", hash},
                               {"actions", actions}};
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
  return WriteFileAtomically(path, SiegeSaveToJson(save));
}

SiegeLoad ReadSiegeSave(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return {};
  const std::optional<std::string> text = ReadWholeFile(path);
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
  auto session = std::make_unique<BattleSession>(catalog, static_cast<MissionIndex>(mission),
                                                 save.seed);
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

}  // namespace bc::app
