// validate [DATA_DIR]: loads every data file and reports each error, or a one-line
// summary of what was loaded.
#include <algorithm>
#include <ostream>

#include "cli/cli.h"
#include "data/campaign_loader.h"
#include "data/catalog_loader.h"

namespace bc::cli {

int RunValidate(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.size() > 1) {
    err << "validate takes at most one argument, the data folder\n";
    return kExitUsage;
  }
  if (!args.empty() && !args[0].empty() && args[0][0] == '-') {
    err << "unknown option " << args[0] << "\n";
    return kExitUsage;
  }
  const std::filesystem::path dir = args.empty() ? data::DefaultDataDir() : std::filesystem::path(args[0]);
  data::CatalogLoad load = data::LoadCatalog(dir);
  data::LoadCampaigns(dir, load.catalog, load.errors);  // operations: data/campaigns/
  if (!load.ok()) {
    // File by file, top to bottom (the loader finds reference errors last).
    std::stable_sort(load.errors.begin(), load.errors.end(),
                     [](const data::LoadError& a, const data::LoadError& b) {
                       if (a.file != b.file) return a.file < b.file;
                       return a.line != b.line ? a.line < b.line : a.column < b.column;
                     });
    for (const data::LoadError& error : load.errors) err << data::FormatError(error) << "\n";
    err << "validate: " << load.errors.size() << (load.errors.size() == 1 ? " error" : " errors")
        << " in " << dir.generic_string() << "\n";
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
