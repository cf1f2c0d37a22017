#include "session/command_files.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "data/file_io.h"
#include "basecommand/loadout.h"
#include "campaign/profile_economy.h"
#include "i18n/translate.h"

namespace bc::session {

using i18n::Format;
using i18n::Tr;
using i18n::TrData;
using i18n::TrN;

namespace {

constexpr const char* kChosenFile = "chosen.txt";

}  // namespace

std::filesystem::path CommandFileDir(const std::filesystem::path& user_dir) {
  return user_dir / "command_files";
}

std::filesystem::path CommandFilePath(const std::filesystem::path& user_dir, const std::string& name) {
  std::string stem;
  for (const char ch : name) {
    const unsigned char c = static_cast<unsigned char>(ch);
    stem += std::isalnum(c) ? static_cast<char>(std::tolower(c)) : '_';
  }
  if (stem.empty()) stem = "unnamed";
  return CommandFileDir(user_dir) / (stem + ".json");
}

CommandFileList ListCommandFiles(const std::filesystem::path& user_dir) {
  CommandFileList list;
  std::error_code ec;
  const std::filesystem::path dir = CommandFileDir(user_dir);
  if (!std::filesystem::is_directory(dir, ec)) return list;
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".json") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  for (const auto& path : paths) {
    const std::string name = path.filename().string();
    const data::BackedRead read = data::ReadWithBackup(path, data::kMaxSmallFileBytes, [&name](const std::string& text) {
      return !CommandFileFromText(text, name).loadout;
    });
    if (read.read.status != data::FileRead::Status::kOk) {
      list.problems.push_back(read.read.problem.empty() ? Format(Tr("{0}: could not be read"), {name})
                                                        : Format(Tr("{0}: could not be read ({1})"), {name, read.read.problem}));
      continue;
    }
    if (read.from_backup && read.kept_as) {
      list.problems.push_back(
          Format(Tr("{0} was damaged and was restored from its backup; the damaged file is kept as {1}"),
                 {name, read.kept_as->filename().string()}));
    }
    CommandFileParse parse = CommandFileFromText(read.read.text, name);
    if (parse.loadout) {
      if (!parse.dropped.empty()) {
        std::string dropped;
        for (const std::string& entry : parse.dropped) dropped += (dropped.empty() ? "" : "; ") + entry;
        // TRANSLATORS: {0} is a command file's name (deck.json), {1} the entries left out,
        // each with its place in the file ("units/2: must be an id string, got 5").
        list.problems.push_back(Format(Tr("{0}: the entries that could not be read are left out, and the rest of "
                                          "the deck is kept: {1}"),
                                       {name, dropped}));
      }
      list.loadouts.push_back(std::move(*parse.loadout));
    } else {
      list.problems.push_back(parse.reason);
    }
  }
  std::sort(list.loadouts.begin(), list.loadouts.end(),
            [](const LoadoutDef& a, const LoadoutDef& b) { return a.name < b.name; });
  return list;
}

std::vector<std::string> CommandFileProblems(const Catalog& catalog, const Profile& profile,
                                             const std::vector<LoadoutDef>& existing,
                                             const LoadoutDef& loadout) {
  std::vector<std::string> problems;
  const bool blank = std::all_of(loadout.name.begin(), loadout.name.end(),
                                 [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; });
  if (blank) problems.push_back(Tr("the command file needs a name"));
  if (static_cast<int>(loadout.name.size()) > kMaxCommandFileNameLength) {
    problems.push_back(Format(Tr("the name is longer than {0} characters"), {std::to_string(kMaxCommandFileNameLength)}));
  }
  for (std::string& reason : ValidateLoadout(catalog, loadout)) problems.push_back(std::move(reason));
  std::vector<std::string> all = loadout.units;
  all.insert(all.end(), loadout.supports.begin(), loadout.supports.end());
  all.insert(all.end(), loadout.fieldworks.begin(), loadout.fieldworks.end());
  if (!loadout.doctrine.empty()) all.push_back(loadout.doctrine);
  std::set<std::string> unowned;
  for (const std::string& card : UnownedCards(profile, all)) unowned.insert(card);
  for (const std::string& card : unowned) {
    const int i = catalog.FindCard(card);
    const std::string name = i >= 0 ? std::string(TrData(catalog.cards[static_cast<std::size_t>(i)].name)) : card;
    problems.push_back(Format(Tr("{0} is not in your collection yet (unlock it at the Basecamp)"), {name}));
  }
  const bool replaces = std::any_of(existing.begin(), existing.end(), [&](const LoadoutDef& other) {
    return CommandFilePath("", other.name) == CommandFilePath("", loadout.name);
  });
  if (!replaces && static_cast<int>(existing.size()) >= profile.command_file_slots) {
    problems.push_back(Format(Tr("all {0} command file slots are in use: delete one, or buy a slot at the Basecamp"),
                              {std::to_string(profile.command_file_slots)}));
  }
  return problems;
}

std::vector<std::string> SaveCommandFile(const std::filesystem::path& user_dir, const Catalog& catalog,
                                         const Profile& profile, const LoadoutDef& loadout) {
  std::vector<std::string> problems =
      CommandFileProblems(catalog, profile, ListCommandFiles(user_dir).loadouts, loadout);
  if (!problems.empty()) return problems;
  std::error_code ec;
  std::filesystem::create_directories(CommandFileDir(user_dir), ec);
  const std::string error = data::WriteFileWithBackup(CommandFilePath(user_dir, loadout.name), CommandFileToText(loadout));
  if (!error.empty()) problems.push_back(Format(Tr("the command file could not be written: {0}"), {error}));
  return problems;
}

bool DeleteCommandFile(const std::filesystem::path& user_dir, const std::string& name) {
  return data::RemoveWithBackup(CommandFilePath(user_dir, name));
}

std::string ReadChosenCommandFile(const std::filesystem::path& user_dir) {
  const std::optional<std::string> text = data::ReadWholeFile(CommandFileDir(user_dir) / kChosenFile);
  if (!text) return "";
  std::string name = *text;
  while (!name.empty() && (name.back() == '\n' || name.back() == '\r')) name.pop_back();
  return name;
}

std::string WriteChosenCommandFile(const std::filesystem::path& user_dir, const std::string& name) {
  std::error_code ec;
  std::filesystem::create_directories(CommandFileDir(user_dir), ec);
  return data::WriteFileAtomically(CommandFileDir(user_dir) / kChosenFile, name + "\n");
}

DeckChoice DeckForMission(const Catalog& catalog, const MissionDef& mission, const LoadoutDef* chosen) {
  DeckChoice choice;
  const int starter = catalog.FindLoadout("starter");
  const LoadoutDef* starter_def = starter >= 0 ? &catalog.loadouts[static_cast<std::size_t>(starter)] : nullptr;
  switch (mission.deck_policy) {
    case DeckPolicy::kFixed: {
      const int fixed = catalog.FindLoadout(mission.fixed_loadout);
      choice.loadout = fixed >= 0 ? &catalog.loadouts[static_cast<std::size_t>(fixed)] : starter_def;
      choice.explanation = Format(Tr("FIXED DECK: this mission supplies its own deck ({0}). Command files stay in the drawer."),
                                  {choice.loadout != nullptr ? std::string(TrData(choice.loadout->name)) : std::string(Tr("none"))});
      break;
    }
    case DeckPolicy::kStarter:
      choice.loadout = starter_def;
      choice.explanation = Tr("STARTER DECK: this mission is fought with the starter template, "
                           "whatever the command file says.");
      break;
    case DeckPolicy::kCustom:
      if (chosen != nullptr && ValidateLoadout(catalog, *chosen).empty()) {
        choice.loadout = chosen;
        choice.explanation = Format(Tr("CUSTOM DECK ALLOWED: your command file \"{0}\" goes in."), {chosen->name});
      } else {
        choice.loadout = starter_def;
        choice.explanation = chosen != nullptr
                                 ? Format(Tr("CUSTOM DECK ALLOWED, but \"{0}\" is not a legal deck: the starter template goes in."),
                                          {chosen->name})
                                 : Tr("CUSTOM DECK ALLOWED: no command file chosen, so the starter template goes in.");
      }
      break;
  }
  return choice;
}

}  // namespace bc::session
