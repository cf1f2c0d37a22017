// The strict record reader every data file goes through. A Reader walks one JSON
// object: mandatory and optional field helpers check type and range and store the
// value; every problem is added to the error list (file, JSON pointer, line, column,
// reason) and reading carries on, so one pass reports everything. Finish() reports the
// keys nobody asked for. Ids that point at other records are collected in a
// RefResolver and checked in a second pass, once every file is loaded.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "basecommand/board.h"
#include "data/json_source.h"
#include "data/load_error.h"

namespace bc::data {

// The most errors one load lists; past it one line says the rest are not listed.
inline constexpr std::size_t kMaxListedErrors = 500;

// A key of a record that no reader asked for, kept by a salvaging read (below).
struct UnknownKey {
  std::string pointer;  // the record's JSON pointer ("" for the top level)
  std::string key;
  std::string json;     // its value, as compact JSON text
};

// Where errors go while one source is read. The locator may be null (inline JSON
// built in code has no text positions).
struct ReadContext {
  std::string file;
  const JsonLocator* locator = nullptr;
  LoadErrors* errors = nullptr;
  // When set, every field a reader asks for is recorded as "/enemies/*/health" (array
  // indices as '*'): the keys the loader accepts, for checking the documentation.
  std::vector<std::string>* accepted_keys = nullptr;
  // Set when the source is one of the player's own files, read by the salvage rule
  // (docs/data-format.md, "Player files") rather than strictly: each error is then a
  // note of what was changed, an integer out of its range is brought into it (the note
  // says which value is used) and stored, and Finish() keeps the keys nobody asked for
  // here instead of reporting them.
  std::vector<UnknownKey>* salvaged_keys = nullptr;

  // Adds an error about the value at `pointer`, with its line and column when known;
  // `unknown_id` ("kind:id") when it is about a reference to nothing.
  void Error(const std::string& pointer, std::string reason, std::string unknown_id = {}) const;
  // Where the value at `pointer` is: the file, the pointer and, when known, line and column.
  LoadError Where(const std::string& pointer) const;
};

// A JSON pointer with its array indices replaced by '*': "/enemies/2/health" ->
// "/enemies/*/health".
std::string KeyPattern(const std::string& pointer);
// "\"text\"" for strings, the JSON dump for anything else; cut to a readable length.
std::string DescribeJson(const nlohmann::json& value);
// A cell name as data files write it: a capital column letter A-H and a row 1-8 ("B2";
// "b2" is refused, as the format says). Action strings are read by the core, which
// also takes lower case.
std::optional<Cell> ParseCellName(std::string_view text);
// " (did you mean \"x\"?)" when a candidate is close, else " (expected one of: a, b)".
std::string SuggestFrom(std::string_view got, const std::vector<std::string>& candidates);

class Reader {
 public:
  // Reads `node` found at `pointer`. Reports an error when it is not an object; all
  // field helpers then report nothing more and store nothing.
  Reader(const ReadContext& context, const nlohmann::json& node, std::string pointer);

  bool is_object() const { return is_object_; }
  const std::string& pointer() const { return pointer_; }
  const nlohmann::json& node() const { return *node_; }
  const ReadContext& context() const { return *context_; }
  // Where the record is (ReadContext::Where of its pointer).
  LoadError Where() const { return context_->Where(pointer_); }

  // True when the record has the key (does not count as reading it).
  bool Has(std::string_view key) const;
  std::string PointerOf(std::string_view key) const { return PointerAppend(pointer_, key); }
  // An error about a field (or, with an empty key, about the record itself).
  void Error(std::string_view key, std::string reason) const;

  // Mandatory fields report "missing"; optional ones leave `out` untouched when absent.
  // Each returns true when a valid value was stored in `out`.
  bool Int(std::string_view key, int& out, int min, int max);
  bool OptInt(std::string_view key, int& out, int min, int max);
  bool Bool(std::string_view key, bool& out);
  bool OptBool(std::string_view key, bool& out);
  // Non-empty strings.
  bool String(std::string_view key, std::string& out);
  bool OptString(std::string_view key, std::string& out);
  // Ids: lower-case letters, digits and '_', starting with a letter.
  bool Id(std::string_view key, std::string& out);
  bool OptId(std::string_view key, std::string& out);
  // 64-bit unsigned numbers (seeds, hashes), written as a decimal string ("42") or a
  // non-negative JSON integer.
  bool OptU64(std::string_view key, std::uint64_t& out);
  // Any JSON number (integers too); the caller checks its range.
  bool OptNumber(std::string_view key, double& out);
  // Cell names "A1".."H8".
  bool CellField(std::string_view key, Cell& out);
  bool OptCellField(std::string_view key, Cell& out);
  // Arrays of cells, ids or integers (optional: absent leaves `out` untouched). Bad
  // elements are reported one by one and left out.
  bool OptCellList(std::string_view key, std::vector<Cell>& out);
  bool OptIdList(std::string_view key, std::vector<std::string>& out);
  // A word of a vocabulary the caller parses itself (its errors name the near misses):
  // read like a string or an id list, but logged with `words` so that the generated
  // schemas list the vocabulary for editors to complete.
  bool Word(std::string_view key, std::string& out, bool required, const std::vector<std::string>& words);
  bool OptWordList(std::string_view key, std::vector<std::string>& out, const std::vector<std::string>& words);
  bool IntList(std::string_view key, std::vector<int>& out, int min, int max);

  // Enums from strings: `table` pairs each accepted word with its value.
  template <typename E>
  bool Enum(std::string_view key, E& out,
            std::initializer_list<std::pair<std::string_view, E>> table) {
    return ReadEnum(key, out, table, true);
  }
  template <typename E>
  bool OptEnum(std::string_view key, E& out,
               std::initializer_list<std::pair<std::string_view, E>> table) {
    return ReadEnum(key, out, table, false);
  }

  // Sub-records. Child: an object-valued field (nullopt when absent or not an object,
  // the latter reported). Records: an array of objects (non-objects are reported and
  // skipped); `required` reports a missing array.
  std::optional<Reader> Child(std::string_view key, bool required);
  std::vector<Reader> Records(std::string_view key, bool required);
  // The raw value of a field, marked as read; null when absent. For shapes the helpers
  // above do not cover.
  const nlohmann::json* Raw(std::string_view key);
  // An object keyed by cell names at `key` ({"C3": ...}): `each(cell, value, pointer)`
  // for every entry in order; a key that is not a cell name from A1 to H8 is an error at
  // its pointer and skipped. Not an object: the error "must be <expected>; got ...".
  // False when the key is absent or not an object.
  bool ReadCellMap(std::string_view key, const std::string& expected,
                   const std::function<void(Cell, const nlohmann::json&, const std::string&)>& each);
  // Accepts a key without reading it (e.g. "$schema" for editors).
  void Allow(std::string_view key);
  // A key this record does not take although a designer may expect it to: reported with
  // `reason` (clearer than "unknown key") when present, and left out of the schemas.
  void Refuse(std::string_view key, const std::string& reason);

  // Reports every key of the record that no helper asked for (a salvaging read keeps
  // them in context().salvaged_keys instead).
  void Finish();

 private:
  // Finds the key and marks it read; reports "missing" when required and absent.
  const nlohmann::json* Field(std::string_view key, bool required);
  // Records the field in the thread's field log (data/schema_field_log.h), if one is
  // installed: the source of the generated JSON Schemas. `range` is {min, max} or null.
  void LogField(std::string_view key, const char* type, bool required, const int* range = nullptr,
                const std::vector<std::string>* words = nullptr) const;
  bool ReadInt(std::string_view key, int& out, int min, int max, bool required);
  bool ReadString(std::string_view key, std::string& out, bool required, bool id,
                  const std::vector<std::string>* words = nullptr);
  bool ReadCell(std::string_view key, Cell& out, bool required);
  bool ReadIdList(std::string_view key, std::vector<std::string>& out);
  template <typename E>
  bool ReadEnum(std::string_view key, E& out,
                std::initializer_list<std::pair<std::string_view, E>> table, bool required) {
    std::vector<std::string> words;
    for (const auto& [word, e] : table) words.emplace_back(word);
    LogField(key, "enum", required, nullptr, &words);
    const nlohmann::json* value = Field(key, required);
    if (value == nullptr) return false;
    if (value->is_string()) {
      const std::string& got = value->get_ref<const std::string&>();
      for (const auto& [word, e] : table) {
        if (word == got) {
          out = e;
          return true;
        }
      }
      Error(key, "unknown value " + DescribeJson(*value) + SuggestFrom(got, words));
      return false;
    }
    Error(key, "must be a string, one of: " + JoinWords(words) + "; got " + DescribeJson(*value));
    return false;
  }
  static std::string JoinWords(const std::vector<std::string>& words);

  const ReadContext* context_;
  const nlohmann::json* node_;
  std::string pointer_;
  bool is_object_ = false;
  std::vector<std::string> seen_;
};

// References by id, checked once everything is loaded ("unknown enemy \"krab\"").
class RefResolver {
 public:
  // kind -> index of `id`, or -1 when absent.
  using Finder = std::function<int(std::string_view kind, const std::string& id)>;
  // kind -> every known id (for suggestions in the error).
  using Lister = std::function<std::vector<std::string>(std::string_view kind)>;

  // The value at reader's `key` names an id of `kind`; `bind` gets its index.
  void Add(const Reader& reader, std::string_view key, std::string kind, std::string id,
           std::function<void(int)> bind);
  // Same, for a value at an explicit pointer.
  void AddAt(const ReadContext& context, const std::string& pointer, std::string kind,
             std::string id, std::function<void(int)> bind);
  // Resolves every reference; each unknown id is one error (its LoadError::unknown_id
  // set), marked as following from an earlier one for kinds listed in `quiet_kinds`
  // (whose definitions could not be read at all). Clears the list.
  void Resolve(const Finder& find, const Lister& list, LoadErrors& errors,
               const std::vector<std::string>& quiet_kinds = {});
  bool empty() const { return refs_.empty(); }

 private:
  struct Ref {
    LoadError where;  // file, pointer, line, column; reason filled on failure
    std::string kind;
    std::string id;
    std::function<void(int)> bind;
  };
  std::vector<Ref> refs_;
};

}  // namespace bc::data
