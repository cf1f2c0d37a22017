// What docs/data-format.md says about the fields: for each file kind (its "## Enemies",
// "## Weapons", "## Missions", "## Cards" with "### Loadouts", "## Campaigns" sections),
// the backticked names in its tables, and the meaning column of each field's row, which
// the schemas carry as descriptions for an editor's hover text.
#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>

namespace bc::data {

struct DocFields {
  std::map<std::string, std::set<std::string>> names;  // kind -> backticked names in its tables
  std::map<std::string, std::string> descriptions;     // "kind:field" (or "cards.effects:field") -> meaning
};

// Reads the document; an unreadable file gives empty results.
DocFields ReadDocFields(const std::filesystem::path& markdown);

// The checkout's docs/data-format.md.
std::filesystem::path DataFormatDoc();

}  // namespace bc::data
