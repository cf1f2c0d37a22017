// One JSON source text: parsing it with nlohmann::json, turning the parser's byte
// offsets into line and column, and finding where each value sits so that an error
// about /enemies/2/health can name the line and column of that value. Also catches
// what nlohmann::json silently accepts: a key repeated in one object.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/file_io.h"
#include "data/load_error.h"

namespace bc::data {

// Positions of the values of one (well-formed) JSON text, by JSON pointer. Located
// lazily: the text is kept, and only the objects and arrays on the way to a value that
// is asked for are scanned (each once), so locating costs nothing until an error needs
// a line and column, and memory grows with what is located, not with the document.
class JsonLocator {
 public:
  JsonLocator() = default;
  explicit JsonLocator(std::string_view text);

  // 1-based line and column of the value at `pointer` ("" is the root), or of its
  // nearest located ancestor; {0, 0} when nothing is known.
  std::pair<int, int> Locate(std::string_view pointer) const;
  // 1-based line and column of a byte offset into the text.
  std::pair<int, int> LineColumn(std::size_t offset) const;
  // Keys that appear twice in one object: pointer of the repeated member and the
  // byte offset of its second occurrence.
  const std::vector<std::pair<std::string, std::size_t>>& duplicate_keys() const {
    return duplicate_keys_;
  }

 private:
  // The direct children of the object or array that starts at an offset: member key ->
  // offset of its value (the first, for a repeated key), or element offsets in order.
  struct Children {
    std::unordered_map<std::string, std::size_t> members;
    std::vector<std::size_t> elements;
  };
  const Children& ChildrenAt(std::size_t offset) const;

  std::string text_;
  std::vector<std::size_t> line_starts_;
  std::size_t root_ = 0;
  mutable std::unordered_map<std::size_t, Children> children_;
  std::vector<std::pair<std::string, std::size_t>> duplicate_keys_;
  friend class LocatorScanner;
};

// A parsed source: its name (as errors show it), the document and its locator.
struct JsonSource {
  std::string file;
  nlohmann::json root;
  JsonLocator locator;
};

// Parses `text`; on malformed JSON, a text longer than `max_bytes` or nested deeper than
// kMaxJsonDepth adds one error with line, column and the reason and returns nullopt. A repeated key is reported as an error too (the
// document is still returned). Never throws.
std::optional<JsonSource> ParseJsonText(std::string_view text, const std::string& file,
                                        LoadErrors& errors,
                                        std::size_t max_bytes = kMaxDataFileBytes);
// Reads and parses a file; a missing, unreadable or oversized file is an error, not a
// crash (a file over `max_bytes` is not read at all).
std::optional<JsonSource> ParseJsonFile(const std::filesystem::path& path, LoadErrors& errors,
                                        std::size_t max_bytes = kMaxDataFileBytes);
// "1.5 MB", "300 KB": a size in words for messages.
std::string SizeInWords(std::size_t bytes);
// The first place where `text` nests deeper than `max_depth` arrays and objects (its
// byte offset), or nullopt. Linear, no recursion; strings are skipped.
std::optional<std::size_t> FindTooDeep(std::string_view text, int max_depth);

// Appends one step to a JSON pointer, escaping '~' and '/' as RFC 6901 says.
std::string PointerAppend(const std::string& pointer, std::string_view key);
std::string PointerAppend(const std::string& pointer, std::size_t index);

}  // namespace bc::data
