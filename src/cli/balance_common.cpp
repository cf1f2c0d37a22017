// Shared argument helpers of the play, balance and calibrate commands.
#include "cli/balance_common.h"

#include <cstdint>
#include <ostream>
#include <sstream>

#include "basecommand/difficulty.h"
#include "basecommand/loadout.h"
#include "cli/cli.h"
#include "data/card_loader.h"
#include "data/catalog_loader.h"

namespace bc::cli {

std::optional<Catalog> LoadDataOrReport(const std::filesystem::path& dir, const char* command,
                                        std::ostream& err) {
  data::CatalogLoad load = data::LoadCatalog(dir);
  if (load.ok()) return std::move(load.catalog);
  for (const std::string& line : data::ReportLines(load.errors, dir, false, " (validate --all lists them)")) {
    err << line << "\n";
  }
  err << command << ": the data in " << dir.generic_string() << " does not load\n";
  return std::nullopt;
}

int ResolveLoadoutArg(Catalog& catalog, const std::string& text, const char* command,
                      std::ostream& err) {
  int index = catalog.FindLoadout(text);
  if (index < 0) {
    const std::filesystem::path path(text);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
      err << command << ": \"" << text << "\" is neither a loadout id nor a file; known loadouts:";
      for (const LoadoutDef& l : catalog.loadouts) err << " " << l.id;
      err << "\n";
      return -1;
    }
    data::LoadErrors errors;
    index = data::LoadLoadoutFile(path, catalog, errors);
    if (errors.empty() && index < 0) {
      err << command << ": " << path.generic_string() << " holds no loadout record with an id\n";
      return -1;
    }
    if (!errors.empty()) {
      for (const data::LoadError& e : errors) err << data::FormatError(e) << "\n";
      err << command << ": the loadout file " << path.generic_string() << " does not load\n";
      return -1;
    }
  }
  const std::vector<std::string> problems = ValidateLoadout(catalog, catalog.loadouts[index]);
  if (!problems.empty()) {
    err << command << ": loadout \"" << catalog.loadouts[index].id << "\" is not a legal deck:\n";
    for (const std::string& p : problems) err << "  " << p << "\n";
    return -1;
  }
  return index;
}

int ResolveMissionArg(const Catalog& catalog, const std::string& id, const char* command,
                      std::ostream& err) {
  const int m = catalog.FindMission(id);
  if (m >= 0) return m;
  err << command << ": unknown mission \"" << id << "\"; known missions:";
  for (const MissionDef& mission : catalog.missions) err << " " << mission.id;
  err << "\n";
  return -1;
}

std::optional<PolicyKind> ResolvePolicyArg(const std::string& text, const char* command,
                                           std::ostream& err) {
  const std::optional<PolicyKind> kind = ParsePolicyKind(text);
  if (!kind) err << command << ": unknown policy \"" << text << "\"; use random, greedy or search\n";
  return kind;
}

bool ParseRunOption(const std::string& flag, const std::string& value, RunOptions& options, bool& bad,
                    std::ostream& err) {
  if (flag == "--runs" || flag == "--threads") {
    const bool runs = flag == "--runs";
    const auto n = ParseInteger(value, runs ? 1 : 0, runs ? 10'000'000 : 1024);
    if (!n) {
      err << flag << " needs a whole number" << (runs ? " from 1" : " from 0 (0: every core)") << ", got " << value
          << "\n";
      bad = true;
    } else {
      (runs ? options.runs : options.threads) = static_cast<int>(*n);
    }
    return true;
  }
  if (flag == "--difficulty") {
    options.difficulty = value;
    return true;
  }
  if (flag == "--seed") {
    const auto n = ParseInteger(value, 0, INT64_MAX);
    if (!n) {
      err << "--seed needs a whole number, got " << value << "\n";
      bad = true;
    } else {
      options.seed = static_cast<std::uint64_t>(*n);
    }
    return true;
  }
  return false;
}

bool AtDifficultyOrReport(Catalog& catalog, const std::string& id, const char* command, std::ostream& err) {
  const std::optional<DifficultyDef> level = FindLevel(catalog, id);
  if (!level) {
    err << command << ": there is no difficulty level \"" << id << "\"; the data has:";
    for (const DifficultyDef& known : catalog.difficulties) err << " " << known.id;
    err << "\n";
    return false;
  }
  // Another level than STANDARD also grades by its own thresholds (the missions' level_stars).
  if (level->id != kStandardDifficulty || !IsIdentity(level->modifiers)) catalog = CatalogAtDifficulty(catalog, *level);
  return true;
}

}  // namespace bc::cli
