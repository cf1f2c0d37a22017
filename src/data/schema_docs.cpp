// Parsing docs/data-format.md's field tables.
#include "data/schema_docs.h"

#include <fstream>
#include <vector>

#include "data/install_paths.h"

namespace bc::data {

namespace {

std::string Trim(const std::string& text) {
  const std::size_t a = text.find_first_not_of(" \t");
  if (a == std::string::npos) return "";
  const std::size_t b = text.find_last_not_of(" \t");
  return text.substr(a, b - a + 1);
}

// The kind a heading starts, or nullopt-like "-" when the heading does not change it.
std::string KindOfHeading(const std::string& line) {
  if (line.rfind("## ", 0) == 0) {
    const std::string title = Trim(line.substr(3));
    for (const auto& [word, kind] : std::vector<std::pair<std::string, std::string>>{
             {"Enemies", "enemies"}, {"Weapons", "weapons"}, {"Missions", "missions"},
             {"Cards", "cards"}, {"Loadouts", "loadouts"}, {"Campaigns", "campaigns"},
             {"Difficulty levels", "difficulties"}, {"The siege generator", "generator"},
             {"Field runs", "runs"}}) {
      if (title.rfind(word, 0) == 0) return kind;
    }
    return "";
  }
  if (line.rfind("### Loadouts", 0) == 0) return "loadouts";
  return "-";
}

}  // namespace

std::filesystem::path DataFormatDoc() {
  return ResourceRoot() / "docs" / "data-format.md";
}

DocFields ReadDocFields(const std::filesystem::path& markdown) {
  DocFields out;
  std::ifstream in(markdown);
  std::string line;
  std::string kind;
  // Effect records share the cards' file but not their fields' meanings ("target").
  std::string section;
  while (std::getline(in, line)) {
    if (line.rfind("#", 0) == 0) {
      const std::string k = KindOfHeading(line);
      if (k != "-") kind = k;
      section = line.rfind("### Effect records", 0) == 0 ? "effects" : "";
      continue;
    }
    if (kind.empty() || line.rfind("|", 0) != 0) continue;
    // Cells of the row.
    std::vector<std::string> cells;
    std::size_t start = 1;
    while (start < line.size()) {
      const std::size_t bar = line.find('|', start);
      cells.push_back(Trim(line.substr(start, bar == std::string::npos ? std::string::npos : bar - start)));
      if (bar == std::string::npos) break;
      start = bar + 1;
    }
    while (!cells.empty() && cells.back().empty()) cells.pop_back();
    if (cells.empty()) continue;
    for (std::size_t c = 0; c < cells.size(); ++c) {
      const std::string& cell = cells[c];
      for (std::size_t open = cell.find('`'); open != std::string::npos; open = cell.find('`', open)) {
        const std::size_t close = cell.find('`', open + 1);
        if (close == std::string::npos) break;
        const std::string name = cell.substr(open + 1, close - open - 1);
        out.names[kind].insert(name);
        if (c == 0 && cells.size() > 1) {
          out.descriptions.emplace(kind + (section.empty() ? "" : "." + section) + ":" + name, cells.back());
        }
        open = close + 1;
      }
    }
  }
  return out;
}

}  // namespace bc::data
