#include "data/load_error.h"

#include <algorithm>
#include <string_view>
#include <unordered_set>

#include "i18n/translate.h"

namespace bc::data {

std::string FormatError(const LoadError& error) {
  std::string text = error.file.empty() ? std::string("<input>") : error.file;
  if (error.line > 0) {
    text += ':' + std::to_string(error.line);
    if (error.column > 0) text += ':' + std::to_string(error.column);
  }
  text += ": ";
  if (!error.path.empty()) text += error.path + ": ";
  text += error.reason;
  return text;
}

namespace {

// Where each kind's definitions live in a data folder, in the order they load (a later
// kind refers to earlier ones, never the other way round).
struct Place {
  const char* kind;
  const char* entry;  // a folder, or weapons.json
};
constexpr Place kPlaces[] = {
    {"enemy", "enemies"}, {"weapon", "weapons.json"}, {"mission", "missions"},
    {"card", "cards"},    {"loadout", "loadouts"},    {"operation", "campaigns"},
};
constexpr int kPlaceCount = static_cast<int>(sizeof(kPlaces) / sizeof(kPlaces[0]));

bool Within(const std::string& file, const std::string& entry) {
  if (file.size() < entry.size() || file.compare(0, entry.size(), entry) != 0) return false;
  return file.size() == entry.size() || file[entry.size()] == '/';
}

// Index in kPlaces of the kind whose files hold `file`; kPlaceCount when none.
int PlaceOf(const std::string& file, const std::filesystem::path& data_dir) {
  if (data_dir.empty()) return kPlaceCount;
  for (int i = 0; i < kPlaceCount; ++i) {
    if (Within(file, (data_dir / kPlaces[i].entry).generic_string())) return i;
  }
  return kPlaceCount;
}

std::string_view KindOf(const std::string& unknown_id) {
  return std::string_view(unknown_id).substr(0, unknown_id.find(':'));
}

}  // namespace

void MarkFollowingErrors(LoadErrors& errors, const std::filesystem::path& data_dir) {
  // Kinds with a file that could not be read at all: an error about the file as a whole
  // (no JSON path) in that kind's place. What the file held is then not there to name.
  // The folder itself stands for its files when it cannot be listed (enemies/ and
  // missions/ must exist); the checks across operations name campaigns/, not a file.
  std::unordered_set<std::string_view> unreadable;
  for (const LoadError& e : errors) {
    if (e.follows || !e.path.empty() || !e.unknown_id.empty()) continue;
    const int place = PlaceOf(e.file, data_dir);
    if (place == kPlaceCount) continue;
    const bool a_file = e.file.size() > 5 && e.file.compare(e.file.size() - 5, 5, ".json") == 0;
    const bool the_folder = e.file == (data_dir / kPlaces[place].entry).generic_string();
    if (a_file || (the_folder && std::string_view(kPlaces[place].kind) != "operation")) {
      unreadable.insert(kPlaces[place].kind);
    }
  }
  std::unordered_set<std::string> reported;  // unknown ids already named by a root error
  for (LoadError& e : errors) {
    if (e.unknown_id.empty() || e.follows) continue;
    if (unreadable.count(KindOf(e.unknown_id)) > 0 || !reported.insert(e.unknown_id).second) {
      e.follows = true;
    }
  }
}

std::size_t RootErrorCount(const LoadErrors& errors) {
  return static_cast<std::size_t>(
      std::count_if(errors.begin(), errors.end(), [](const LoadError& e) { return !e.follows; }));
}

void SortForReport(LoadErrors& errors, const std::filesystem::path& data_dir) {
  std::stable_sort(errors.begin(), errors.end(), [&data_dir](const LoadError& a, const LoadError& b) {
    if (a.follows != b.follows) return !a.follows;
    const int pa = PlaceOf(a.file, data_dir);
    const int pb = PlaceOf(b.file, data_dir);
    if (pa != pb) return pa < pb;
    if (a.file != b.file) return a.file < b.file;
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  });
}

std::vector<std::string> ReportLines(const LoadErrors& errors, const std::filesystem::path& data_dir,
                                     bool all, const std::string& all_hint) {
  LoadErrors order = errors;
  SortForReport(order, data_dir);
  std::vector<std::string> lines;
  std::size_t following = 0;
  for (const LoadError& e : order) {
    if (!e.follows) {
      lines.push_back(FormatError(e));
    } else if (all) {
      lines.push_back(FormatError(e) + " (follows from an error above)");
    } else {
      ++following;
    }
  }
  if (following > 0) {
    // The count is the game's own sentence, in the player's language; the errors above it
    // are the designer's report, in English (docs/data-format.md, Translations).
    lines.push_back(i18n::Format(i18n::TrN("{0} further error follows from the ones above and is not shown",
                                           "{0} further errors follow from the ones above and are not shown",
                                           static_cast<unsigned long>(following)),
                                 {std::to_string(following)}) +
                    all_hint);
  }
  return lines;
}

}  // namespace bc::data
