// validate [--all] [DATA_DIR]: loads every data file and reports each error (the root
// causes first; the errors that only follow from them counted, or listed with --all), or
// a one-line summary of what was loaded. With --mission FILE, FILE is read as a mission
// file of DATA_DIR (what `generate` prints) by the same strict reader.
#include <ostream>

#include "cli/cli.h"
#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "data/file_io.h"
#include "data/mission_json.h"

namespace bc::cli {

int RunValidate(const Args& args, std::ostream& out, std::ostream& err) {
  bool all = false;
  std::string mission_file;
  std::vector<std::string> rest;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--mission") {
      if (i + 1 >= args.size()) {
        err << "--mission needs a file\n";
        return kExitUsage;
      }
      mission_file = args[++i];
    } else if (arg == "--all") {
      all = true;
    } else if (!arg.empty() && arg[0] == '-') {
      err << "unknown option " << arg << "\n";
      return kExitUsage;
    } else {
      rest.push_back(arg);
    }
  }
  if (rest.size() > 1) {
    err << "validate takes at most one argument, the data folder\n";
    return kExitUsage;
  }
  const std::filesystem::path dir = rest.empty() ? data::DefaultDataDir() : std::filesystem::path(rest[0]);
  data::CatalogLoad load = data::LoadCatalog(dir);
  data::LoadCampaigns(dir, load.catalog, load.errors);  // operations: data/campaigns/
  if (!load.ok()) {
    for (const std::string& line : data::ReportLines(load.errors, dir, all, " (validate --all lists them)")) {
      err << line << "\n";
    }
    const std::size_t roots = data::RootErrorCount(load.errors);
    err << "validate: " << roots << (roots == 1 ? " error" : " errors");
    const std::size_t following = load.errors.size() - roots;
    if (following > 0) err << " (and " << following << (following == 1 ? " that follows" : " that follow") << " from them)";
    err << " in " << dir.generic_string() << "\n";
    return kExitFailure;
  }
  if (!mission_file.empty()) {
    const std::optional<std::string> text = data::ReadWholeFile(mission_file, data::kMaxDataFileBytes);
    if (!text) {
      err << "validate: cannot read " << mission_file << "\n";
      return kExitFailure;
    }
    const data::MissionFileLoad missions = data::ReadMissionFileText(*text, mission_file, load.catalog);
    if (!missions.ok()) {
      for (const data::LoadError& e : missions.errors) err << data::FormatError(e) << "\n";
      err << "validate: " << missions.errors.size() << (missions.errors.size() == 1 ? " error" : " errors") << " in "
          << mission_file << "\n";
      return kExitFailure;
    }
    out << "validate: ok: " << missions.missions.size() << (missions.missions.size() == 1 ? " mission" : " missions")
        << " in " << mission_file << ", against the data in " << dir.generic_string() << "\n";
    return kExitOk;
  }
  const Catalog& c = load.catalog;
  std::size_t spawns = 0;
  for (const MissionDef& m : c.missions) spawns += m.schedule.size();
  out << "validate: ok: " << c.enemies.size() << " enemies, " << c.weapons.size() << " weapons, "
      << c.missions.size() << " missions (" << spawns << " scheduled attackers), "
      << c.cards.size() << " cards, " << c.loadouts.size() << " loadouts in "
      << dir.generic_string() << "\n";
  return kExitOk;
}

}  // namespace bc::cli
