// What the play, balance and calibrate commands share: loading a data folder with every error
// reported, and turning --mission / --loadout / --policy words into catalog indices.
#pragma once

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>

#include "basecommand/catalog.h"
#include "autoplay/policy.h"

namespace bc::cli {

// Loads `dir`; on failure prints every error and "<command>: the data in DIR does not
// load" to err and returns nullopt.
std::optional<Catalog> LoadDataOrReport(const std::filesystem::path& dir, const char* command,
                                        std::ostream& err);

// A loadout given as an id of the catalog, or as a JSON file holding one loadout record
// or a {"loadouts": [...]} list (its first record is used; it joins the catalog). The
// loadout must be a legal deck. Returns its index, or -1 after printing why not.
int ResolveLoadoutArg(Catalog& catalog, const std::string& text, const char* command,
                      std::ostream& err);

// A mission id, or -1 after printing the known ids.
int ResolveMissionArg(const Catalog& catalog, const std::string& id, const char* command,
                      std::ostream& err);

// "random", "greedy" or "search", or nullopt after printing the accepted words.
std::optional<PolicyKind> ResolvePolicyArg(const std::string& text, const char* command,
                                           std::ostream& err);

// The options balance and calibrate share: how many runs of each mission, from which
// seed, on how many threads (0: every core), at which difficulty level.
struct RunOptions {
  int runs = 100;
  std::uint64_t seed = 1;
  int threads = 0;
  std::string difficulty = kStandardDifficulty;
};

// Puts the catalog at the level `id` names (CatalogAtDifficulty; STANDARD leaves it as
// it is); false after printing the known levels when there is none of that id.
bool AtDifficultyOrReport(Catalog& catalog, const std::string& id, const char* command, std::ostream& err);

// Reads `flag` with its `value` into `options` when it is --runs, --threads, --seed or
// --difficulty (checked against the data by AtDifficultyOrReport).
// Returns whether it was one of them; `bad` is set after writing why its value is wrong.
bool ParseRunOption(const std::string& flag, const std::string& value, RunOptions& options, bool& bad,
                    std::ostream& err);

}  // namespace bc::cli
