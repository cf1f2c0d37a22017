#include "data/json_source.h"

#include <algorithm>
#include <unordered_set>

#include "data/file_io.h"

namespace bc::data {

std::string PointerAppend(const std::string& pointer, std::string_view key) {
  std::string out = pointer;
  out += '/';
  for (const char c : key) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

std::string PointerAppend(const std::string& pointer, std::size_t index) {
  return pointer + '/' + std::to_string(index);
}

// Walks a well-formed JSON text (nlohmann has already accepted it) and records the
// byte offset of every value under its JSON pointer. Deeply nested documents are
// located down to kMaxDepth only.
class LocatorScanner {
 public:
  LocatorScanner(std::string_view text, JsonLocator& out) : text_(text), out_(out) {}

  void Run() {
    SkipSpace();
    Value("", 0);
  }

 private:
  static constexpr int kMaxDepth = 256;

  void SkipSpace() {
    while (pos_ < text_.size() &&
           (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' ||
            text_[pos_] == '\r')) {
      ++pos_;
    }
  }

  bool AtEnd() const { return pos_ >= text_.size(); }

  void Value(const std::string& pointer, int depth) {
    if (AtEnd()) return;
    out_.offsets_.emplace(pointer, pos_);
    const char c = text_[pos_];
    if (c == '{') {
      Object(pointer, depth);
    } else if (c == '[') {
      Array(pointer, depth);
    } else if (c == '"') {
      String();
    } else {
      // Number or literal: runs until a delimiter.
      while (!AtEnd() && text_[pos_] != ',' && text_[pos_] != ']' && text_[pos_] != '}' &&
             text_[pos_] != ' ' && text_[pos_] != '\n' && text_[pos_] != '\r' &&
             text_[pos_] != '\t') {
        ++pos_;
      }
    }
  }

  void Object(const std::string& pointer, int depth) {
    ++pos_;  // '{'
    std::unordered_set<std::string> keys;
    SkipSpace();
    if (!AtEnd() && text_[pos_] == '}') {
      ++pos_;
      return;
    }
    while (!AtEnd()) {
      SkipSpace();
      const std::size_t key_offset = pos_;
      std::string key = String();
      const std::string child = PointerAppend(pointer, key);
      if (!keys.insert(key).second) out_.duplicate_keys_.emplace_back(child, key_offset);
      SkipSpace();
      if (!AtEnd()) ++pos_;  // ':'
      SkipSpace();
      if (depth < kMaxDepth) {
        Value(child, depth + 1);
      } else {
        SkipValue();
      }
      SkipSpace();
      if (AtEnd()) return;
      if (text_[pos_++] == '}') return;  // else ','
    }
  }

  void Array(const std::string& pointer, int depth) {
    ++pos_;  // '['
    SkipSpace();
    if (!AtEnd() && text_[pos_] == ']') {
      ++pos_;
      return;
    }
    std::size_t index = 0;
    while (!AtEnd()) {
      SkipSpace();
      if (depth < kMaxDepth) {
        Value(PointerAppend(pointer, index), depth + 1);
      } else {
        SkipValue();
      }
      ++index;
      SkipSpace();
      if (AtEnd()) return;
      if (text_[pos_++] == ']') return;  // else ','
    }
  }

  // Skips a value without recording anything below it (beyond kMaxDepth), iteratively.
  void SkipValue() {
    int nesting = 0;
    while (!AtEnd()) {
      const char c = text_[pos_];
      if (c == '"') {
        String();
        if (nesting == 0) return;
        continue;
      }
      if (c == '{' || c == '[') ++nesting;
      if (c == '}' || c == ']') {
        if (nesting == 0) return;
        --nesting;
        ++pos_;
        if (nesting == 0) return;
        continue;
      }
      if (nesting == 0 && c == ',') return;
      ++pos_;
    }
  }

  static void AppendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  std::uint32_t Hex4() {
    std::uint32_t value = 0;
    for (int i = 0; i < 4 && !AtEnd(); ++i) {
      const char h = text_[pos_++];
      value <<= 4;
      if (h >= '0' && h <= '9') value |= static_cast<std::uint32_t>(h - '0');
      if (h >= 'a' && h <= 'f') value |= static_cast<std::uint32_t>(h - 'a' + 10);
      if (h >= 'A' && h <= 'F') value |= static_cast<std::uint32_t>(h - 'A' + 10);
    }
    return value;
  }

  // Reads a string literal at pos_ and returns its decoded text.
  std::string String() {
    std::string out;
    ++pos_;  // opening quote
    while (!AtEnd() && text_[pos_] != '"') {
      char c = text_[pos_++];
      if (c != '\\') {
        out += c;
        continue;
      }
      if (AtEnd()) break;
      c = text_[pos_++];
      switch (c) {
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          std::uint32_t cp = Hex4();
          if (cp >= 0xD800 && cp < 0xDC00 && pos_ + 1 < text_.size() && text_[pos_] == '\\' &&
              text_[pos_ + 1] == 'u') {
            pos_ += 2;
            const std::uint32_t low = Hex4();
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          AppendUtf8(out, cp);
          break;
        }
        default: out += c; break;  // '"', '\\', '/'
      }
    }
    if (!AtEnd()) ++pos_;  // closing quote
    return out;
  }

  std::string_view text_;
  JsonLocator& out_;
  std::size_t pos_ = 0;
};

JsonLocator::JsonLocator(std::string_view text) {
  line_starts_.push_back(0);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') line_starts_.push_back(i + 1);
  }
  LocatorScanner(text, *this).Run();
}

std::pair<int, int> JsonLocator::LineColumn(std::size_t offset) const {
  if (line_starts_.empty()) return {0, 0};
  const auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const std::size_t line = static_cast<std::size_t>(it - line_starts_.begin());  // 1-based
  return {static_cast<int>(line), static_cast<int>(offset - line_starts_[line - 1] + 1)};
}

std::pair<int, int> JsonLocator::Locate(std::string_view pointer) const {
  std::string key(pointer);
  while (true) {
    const auto it = offsets_.find(key);
    if (it != offsets_.end()) return LineColumn(it->second);
    if (key.empty()) return {0, 0};
    key.resize(key.rfind('/'));
  }
}

namespace {

// nlohmann's message reads "[json.exception.parse_error.101] parse error at line 3,
// column 5: syntax error while parsing object - unexpected '}'; expected string
// literal"; keep the part after the position, which says what went wrong.
std::string ParserReason(const std::string& what) {
  std::string reason = what;
  const std::size_t at = reason.find("column ");
  if (at != std::string::npos) {
    const std::size_t colon = reason.find(": ", at);
    if (colon != std::string::npos) reason = reason.substr(colon + 2);
  } else if (reason.rfind("[json.exception.", 0) == 0) {
    const std::size_t bracket = reason.find("] ");
    if (bracket != std::string::npos) reason = reason.substr(bracket + 2);
  }
  return "malformed JSON: " + reason;
}

}  // namespace

std::optional<JsonSource> ParseJsonText(std::string_view text, const std::string& file,
                                        LoadErrors& errors) {
  JsonSource source;
  source.file = file;
  try {
    source.root = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    LoadError error;
    error.file = file;
    // e.byte is the 1-based index of the last character read.
    const std::size_t offset = e.byte > 0 ? std::min<std::size_t>(e.byte - 1, text.size()) : 0;
    int l = 1;
    int c = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++l;
        c = 1;
      } else {
        ++c;
      }
    }
    error.line = l;
    error.column = c;
    error.reason = ParserReason(e.what());
    errors.push_back(std::move(error));
    return std::nullopt;
  } catch (const nlohmann::json::exception& e) {
    errors.push_back(LoadError{file, "", 0, 0, ParserReason(e.what())});
    return std::nullopt;
  }
  source.locator = JsonLocator(text);
  for (const auto& [pointer, offset] : source.locator.duplicate_keys()) {
    const auto [line, column] = source.locator.LineColumn(offset);
    errors.push_back(LoadError{file, pointer, line, column,
                               "key appears twice in the same object; keep one"});
  }
  return source;
}

std::optional<JsonSource> ParseJsonFile(const std::filesystem::path& path, LoadErrors& errors) {
  const std::string file = path.generic_string();
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    errors.push_back(LoadError{file, "", 0, 0, "file not found or not a regular file"});
    return std::nullopt;
  }
  const std::optional<std::string> text = ReadWholeFile(path);
  if (!text) {
    errors.push_back(LoadError{file, "", 0, 0, "cannot open the file for reading"});
    return std::nullopt;
  }
  return ParseJsonText(*text, file, errors);
}

}  // namespace bc::data
