// A problem found while loading data: which file, where in it (JSON path, and line and
// column when the parser knows them), and why, in words a designer understands.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace bc::data {

struct LoadError {
  std::string file;    // path as given, e.g. "data/enemies/attackers.json"
  std::string path;    // JSON path, e.g. "/enemies/2/health"
  int line = 0;        // 1-based; 0 when unknown
  int column = 0;      // 1-based; 0 when unknown
  std::string reason;  // "must be an integer between 1 and 99, got \"three\""
  // For an error about a reference to nothing: "kind:id" of what it names
  // ("enemy:killer_krab"); empty otherwise. MarkFollowingErrors reads it.
  std::string unknown_id = {};
  // True when the error only follows from an earlier one (MarkFollowingErrors): reports
  // list the root causes and count these (docs/data-format.md, "Errors that follow").
  bool follows = false;
};

// "data/enemies/attackers.json:14:7: /enemies/2/health: must be ..." (line and column
// only when known).
std::string FormatError(const LoadError& error);

using LoadErrors = std::vector<LoadError>;

// Marks the errors that only follow from an earlier one, as a compiler does, so that a
// report leads with the cause: a reference to an id of a kind whose file could not be
// read at all (malformed, not an object, without its array, a missing folder) under
// `data_dir` (enemies/, weapons.json, missions/, cards/, loadouts/, campaigns/), and every
// mention of an unknown id after its first. An empty `data_dir` marks only the repeated
// mentions. Marks, never removes; running it again after more errors are added is safe.
void MarkFollowingErrors(LoadErrors& errors, const std::filesystem::path& data_dir = {});

// Orders errors for a report: the root causes first, in the order the data loads
// (enemies, weapons, missions, cards, loadouts, operations; file by file, top to
// bottom), then the errors that follow from them, in the same order.
void SortForReport(LoadErrors& errors, const std::filesystem::path& data_dir = {});

// The lines a report prints, in SortForReport's order: the root causes; then, when
// `all`, the errors that follow from them, each saying so, or else one line counting them ("12 further errors follow from the ones above and are not shown").
// `all_hint` ends that line, e.g. " (validate --all lists them)".
std::vector<std::string> ReportLines(const LoadErrors& errors, const std::filesystem::path& data_dir,
                                     bool all, const std::string& all_hint = "");
// How many errors are root causes (not marked as following from another).
std::size_t RootErrorCount(const LoadErrors& errors);

}  // namespace bc::data
