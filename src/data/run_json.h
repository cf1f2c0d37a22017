// The field run in progress as a file (run.json in the user folder, written with its
// backup at every step of the run: data/file_io.h's WriteFileWithBackup): the run's seed,
// daily date, level, depth, stage and end, its deck and units, the sieges' scores and the
// stops taken, and the siege being fought as a mission file, so a resumed run fights the
// very mission it left (and regenerates it from the seed when that part does not read).
// Writing is total, keys sorted. Reading salvages, as every file of the player's
// (docs/data-format.md, "The field run file"): only a text that is not JSON or not a run
// file is damaged (then the backup is tried); a file of a newer version is told apart;
// otherwise what reads is kept, a value out of range is brought into range or left at its
// default, an entry that does not read is left out, each noted with its JSON path, and a
// key this version does not know is kept and written back.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "data/load_error.h"
#include "runs/run_state.h"

namespace bc::data {

constexpr const char* kRunFormat = "base-command-run";
constexpr int kRunVersion = 1;

struct RunSave {
  runs::RunState run;
  std::string siege;  // the current siege as a mission file (mission_json.h), "" when none is kept
  // Top-level keys this version does not read, with their values as JSON text, written back.
  std::vector<std::pair<std::string, std::string>> unknown_keys;
  bool operator==(const RunSave&) const = default;
};

// Pretty JSON ending in a newline: what goes on disk.
std::string RunSaveToText(const RunSave& save);

struct RunParse {
  enum class Problem { kNone, kDamaged, kNewer };
  std::optional<RunSave> save;  // set when problem == kNone
  Problem problem = Problem::kNone;
  std::string reason;           // kDamaged, kNewer: in plain words
  LoadErrors salvaged;          // kNone: each value brought into range or left out, with its path
};
// `file` names the text in the notes.
RunParse RunSaveFromText(std::string_view text, const std::string& file);

}  // namespace bc::data
