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

#include "data/load_error.h"

namespace bc::data {

// Positions of the values of one (well-formed) JSON text, by JSON pointer.
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
  std::vector<std::size_t> line_starts_;
  std::unordered_map<std::string, std::size_t> offsets_;
  std::vector<std::pair<std::string, std::size_t>> duplicate_keys_;
  friend class LocatorScanner;
};

// A parsed source: its name (as errors show it), the document and its locator.
struct JsonSource {
  std::string file;
  nlohmann::json root;
  JsonLocator locator;
};

// Parses `text`; on malformed JSON adds one error with line, column and the parser's
// reason and returns nullopt. A repeated key is reported as an error too (the
// document is still returned). Never throws.
std::optional<JsonSource> ParseJsonText(std::string_view text, const std::string& file,
                                        LoadErrors& errors);
// Reads and parses a file; a missing or unreadable file is an error, not a crash.
std::optional<JsonSource> ParseJsonFile(const std::filesystem::path& path, LoadErrors& errors);

// Appends one step to a JSON pointer, escaping '~' and '/' as RFC 6901 says.
std::string PointerAppend(const std::string& pointer, std::string_view key);
std::string PointerAppend(const std::string& pointer, std::size_t index);

}  // namespace bc::data
