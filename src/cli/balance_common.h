// What the play and balance commands share: loading a data folder with every error
// reported, and turning --mission / --loadout / --policy words into catalog indices.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>

#include "basecommand/catalog.h"
#include "basecommand/policy.h"

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

}  // namespace bc::cli
