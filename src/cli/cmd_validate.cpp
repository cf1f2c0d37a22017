// validate [--all] [DATA_DIR]: loads every data file and reports each error (the root
// causes first; the errors that only follow from them counted, or listed with --all), or
// a one-line summary of what was loaded.
#include <ostream>

#include "cli/cli.h"
#include "data/campaign_loader.h"
#include "data/catalog_loader.h"

namespace bc::cli {

int RunValidate(const Args& args, std::ostream& out, std::ostream& err) {
  bool all = false;
  std::vector<std::string> rest;
  for (const std::string& arg : args) {
    if (arg == "--all") {
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
