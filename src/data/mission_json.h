// A mission record as a designer writes it (docs/data-format.md, Missions), and one such
// file read back against a catalog by the same strict reader as data/missions/: what
// `base-command-cli generate` prints, what `validate --mission` checks and how a run keeps
// the siege it is fighting. The writer gives the fields in the designers' order, leaves
// out what has its default, and writes a schedule's consecutive identical entries as one
// with a "count"; reading the text back gives the same mission.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "basecommand/catalog.h"
#include "data/load_error.h"

namespace bc::data {

// One mission record. The catalog names its enemies (the schedule's indices).
nlohmann::ordered_json MissionJson(const Catalog& catalog, const MissionDef& mission);
// {"missions": [...]} with two-space indent and a final newline: a file data/missions/ takes.
std::string MissionFileText(const Catalog& catalog, const std::vector<MissionDef>& missions);

struct MissionFileLoad {
  std::vector<MissionDef> missions;  // empty when there were errors
  LoadErrors errors;
  bool ok() const { return errors.empty(); }
};
// Reads a mission file's text (`file` names it in errors) as if it sat in the catalog's
// data/missions/: every check of the loader, its ids against the catalog's (a mission id
// the catalog has already is a duplicate), its references resolved to the catalog's
// indices. The missions come back finished (FinishCatalog's derived fields).
MissionFileLoad ReadMissionFileText(std::string_view text, const std::string& file, const Catalog& catalog);

}  // namespace bc::data
