// Reading data/difficulties.json (data/difficulty_loader.h).
#include "data/difficulty_loader.h"

#include <map>

#include "basecommand/rule_numbers.h"
#include "data/file_io.h"
#include "data/json_source.h"
#include "data/reader.h"

namespace bc::data {

namespace {

// The widest modifiers a level may declare.
constexpr int kMaxBaseHealthChange = 10;
constexpr int kMaxExtraAttackers = 3;
constexpr int kMinSchedulePercent = 50;
constexpr int kMinCreditPercent = 25;
constexpr std::size_t kMaxLevels = 16;

void ReadModifiers(Reader& record, DifficultyModifiers& m) {
  record.OptInt("base_health", m.base_health, 1 - kStandardBaseHealth, kMaxBaseHealthChange);
  record.OptInt("discard_start", m.discard_start, -kDiscardStart, kDiscardCap - kDiscardStart);
  record.OptInt("extra_attackers", m.extra_attackers, 0, kMaxExtraAttackers);
  record.OptInt("schedule_percent", m.schedule_percent, kMinSchedulePercent, 100);
  record.Finish();
}

void ReadLevel(Reader& record, std::vector<DifficultyDef>& levels, std::map<std::string, std::string>& seen) {
  DifficultyDef level;
  record.Id("id", level.id);
  record.String("name", level.name);
  record.String("summary", level.summary);
  record.OptInt("credit_percent", level.credit_percent, kMinCreditPercent, kMaxCreditPercent);
  if (auto modifiers = record.Child("modifiers", false)) ReadModifiers(*modifiers, level.modifiers);
  record.Finish();
  if (level.id.empty()) return;
  if (const auto it = seen.find(level.id); it != seen.end()) {
    record.Error("id", "difficulty \"" + level.id + "\" is already defined at " + it->second);
    return;
  }
  seen[level.id] = record.pointer();
  if (level.id == kStandardDifficulty) {
    if (!IsIdentity(level.modifiers)) {
      record.Error("modifiers", "standard is the rulebook exactly: it declares no modifiers");
    }
    if (level.credit_percent != 100) record.Error("credit_percent", "standard pays the rate: 100");
  }
  levels.push_back(std::move(level));
}

}  // namespace

DifficultyDef StandardDifficulty() { return RulebookDifficulty(); }

DifficultyLoad LoadDifficultiesText(std::string_view text, const std::string& file) {
  DifficultyLoad load;
  try {
    const std::optional<JsonSource> source = ParseJsonText(text, file, load.errors);
    if (!source) return load;
    const ReadContext context{source->file, &source->locator, &load.errors, nullptr};
    Reader root(context, source->root, "");
    if (!root.is_object()) return load;
    root.Allow("$schema");
    std::map<std::string, std::string> seen;
    std::vector<Reader> records = root.Records("difficulties", true);
    for (Reader& record : records) ReadLevel(record, load.levels, seen);
    root.Finish();
    if (root.Has("difficulties") && source->root["difficulties"].is_array()) {
      if (records.size() > kMaxLevels) {
        root.Error("difficulties", "too many levels: at most " + std::to_string(kMaxLevels));
      } else if (seen.count(kStandardDifficulty) == 0) {
        root.Error("difficulties", std::string("there must be a level with the id \"") + kStandardDifficulty +
                                       "\" (the rulebook exactly, no modifiers)");
      }
    }
  } catch (const std::exception& e) {
    load.errors.push_back(LoadError{file, "", 0, 0, std::string("loading stopped: ") + e.what()});
  }
  if (!load.errors.empty()) load.levels.clear();
  return load;
}

DifficultyLoad LoadDifficulties(const std::filesystem::path& data_dir) {
  const std::filesystem::path path = data_dir / kDifficultiesFile;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    DifficultyLoad load;
    load.levels.push_back(StandardDifficulty());
    return load;
  }
  const std::optional<std::string> text = ReadWholeFile(path, kMaxDataFileBytes);
  if (!text) {
    DifficultyLoad load;
    load.errors.push_back(LoadError{path.generic_string(), "", 0, 0, "cannot read the file"});
    return load;
  }
  return LoadDifficultiesText(*text, path.generic_string());
}

}  // namespace bc::data
