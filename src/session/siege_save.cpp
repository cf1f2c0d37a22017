#include "session/siege_save.h"

#include <system_error>

#include "data/file_io.h"
#include "i18n/translate.h"

namespace bc::session {

using i18n::Format;
using i18n::Tr;
using i18n::TrData;
using i18n::TrN;

BattleSetup SetupOfSave(const SiegeSave& save, MissionIndex mission) {
  BattleSetup setup;
  setup.mission = mission;
  setup.seed = save.seed;
  setup.custom_loadout = save.custom_deck;
  setup.carried_units = save.carried_units;
  setup.difficulty = save.difficulty;
  return setup;
}

SiegeSave MakeSiegeSave(const BattleSession& session) {
  SiegeSave save;
  save.mission_id = session.mission_def().id;
  save.seed = session.seed();
  save.custom_deck = session.setup().custom_loadout;
  save.carried_units = session.setup().carried_units;
  save.difficulty = session.setup().difficulty;
  save.actions = session.history();
  save.version = data::kSiegeSaveVersion;
  save.state_hash = StateHash(session.state());
  save.turn = session.state().turn;
  return save;
}

SiegeLoad SiegeSaveFromJson(const std::string& text, const std::string& file) {
  const data::SiegeParse parse = data::SiegeSaveFromText(text, file);
  SiegeLoad load;
  if (parse.save) {
    load.save = *parse.save;
    return load;
  }
  const std::string why = parse.errors.empty() ? "" : " (" + data::FormatError(parse.errors.front()) + ")";
  if (parse.problem == data::SiegeParse::Problem::kOtherBuild) {
    load.message = Format(Tr("The saved siege comes from a different build and cannot be resumed{0}."), {why});
  } else {
    load.message = Format(Tr("The saved siege could not be read, so it cannot be resumed{0}."), {why});
  }
  return load;
}

std::filesystem::path SiegeSavePath(const std::filesystem::path& user_dir) {
  return user_dir / "active_siege.json";
}

std::string WriteSiegeSave(const std::filesystem::path& path, const SiegeSave& save) {
  return data::WriteFileWithBackup(path, data::SiegeSaveToText(save));
}

SiegeLoad ReadSiegeSave(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return {};  // no siege (clearing one removes its backup too)
  const std::string name = path.filename().string();
  // Damaged, not of another build: the backup is of this build too.
  const data::BackedRead read = data::ReadWithBackup(path, data::kMaxSaveBytes, [&name](const std::string& text) {
    return data::SiegeSaveFromText(text, name).problem == data::SiegeParse::Problem::kDamaged;
  });
  if (read.read.status != data::FileRead::Status::kOk) {
    SiegeLoad load;
    load.message = read.read.problem.empty()
                       ? Format(Tr("The saved siege at {0} cannot be opened."), {path.string()})
                       : Format(Tr("The saved siege at {0} cannot be opened ({1})."), {path.string(), read.read.problem});
    return load;
  }
  SiegeLoad load = SiegeSaveFromJson(read.read.text, name);
  if (read.from_backup && load.save) {
    load.message = read.kept_as
                       ? Format(Tr("The saved siege was damaged and was kept as {0}; the save from one action earlier was loaded."),
                                {read.kept_as->filename().string()})
                       : std::string(Tr("The saved siege was damaged; the save from one action earlier was loaded."));
  }
  return load;
}

void EraseSiegeSave(const std::filesystem::path& path) { data::RemoveWithBackup(path); }

std::optional<std::filesystem::path> SetAsideSiegeSave(const std::filesystem::path& path) {
  return data::MoveAside(path, ".unresumable");
}

Resume ResumeSiege(const Catalog& catalog, const SiegeSave& save) {
  Resume resume;
  const int mission = catalog.FindMission(save.mission_id);
  if (mission < 0) {
    resume.message = Format(Tr("The saved siege's mission \"{0}\" no longer exists."), {save.mission_id});
    return resume;
  }
  if (!FindLevel(catalog, save.difficulty)) {
    resume.message = Format(Tr("The saved siege was fought at the difficulty \"{0}\", which this build's data no longer has."),
                            {save.difficulty});
    return resume;
  }
  auto session = std::make_unique<BattleSession>(
      catalog, SetupOfSave(save, static_cast<MissionIndex>(mission)));
  const BattleSession::Replay replay = session->ReplayActions(save.actions);
  if (replay.failed_at >= 0) {
    resume.message = Format(Tr("The saved siege no longer replays (action {0}: {1}); the mission data has changed since it was saved."),
                            {std::to_string(replay.failed_at + 1), replay.reason});
    return resume;
  }
  // A version-1 save recorded the hash of its day.
  const std::uint64_t hash = save.version == 1 ? StateHashVersion1(session->state())
                                               : StateHash(session->state());
  if (hash != save.state_hash) {
    resume.message = Tr("The saved siege leads somewhere else with this build's data; it "
                     "cannot be resumed exactly.");
    return resume;
  }
  resume.session = std::move(session);
  return resume;
}

}  // namespace bc::session
