#include "data/json_source.h"

#include <algorithm>
#include <charconv>
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

// Scans a well-formed JSON text (nlohmann has already accepted it, and FindTooDeep has
// bounded its nesting): once in full for keys repeated in one object, recording nothing
// else, and later one object or array at a time for JsonLocator::Locate.
class LocatorScanner {
 public:
  LocatorScanner(std::string_view text, std::size_t pos) : text_(text), pos_(pos) {}

  void SkipSpace() {
    while (pos_ < text_.size() &&
           (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' ||
            text_[pos_] == '\r')) {
      ++pos_;
    }
  }
  std::size_t pos() const { return pos_; }

  // Every key repeated in one object, as (pointer, offset of the second occurrence).
  void FindDuplicates(std::vector<std::pair<std::string, std::size_t>>& out) {
    SkipSpace();
    Duplicates(0, out);
  }

  // The members or elements of the object or array at pos_.
  void ScanChildren(JsonLocator::Children& out) {
    if (AtEnd()) return;
    const char open = text_[pos_];
    if (open != '{' && open != '[') return;
    ++pos_;
    SkipSpace();
    if (!AtEnd() && (text_[pos_] == '}' || text_[pos_] == ']')) return;
    while (!AtEnd()) {
      SkipSpace();
      if (open == '{') {
        std::string key = String();
        SkipSpace();
        if (!AtEnd()) ++pos_;  // ':'
        SkipSpace();
        out.members.emplace(std::move(key), pos_);
      } else {
        out.elements.push_back(pos_);
      }
      SkipValue();
      SkipSpace();
      if (AtEnd() || text_[pos_] == '}' || text_[pos_] == ']') return;
      ++pos_;  // ','
    }
  }

 private:
  bool AtEnd() const { return pos_ >= text_.size(); }

  static std::string Escaped(std::string_view key) { return PointerAppend(std::string(), key); }

  void Duplicates(int depth, std::vector<std::pair<std::string, std::size_t>>& out) {
    if (AtEnd()) return;
    const char c = text_[pos_];
    if ((c != '{' && c != '[') || depth >= kMaxJsonDepth) {
      SkipValue();
      return;
    }
    ++pos_;
    SkipSpace();
    if (!AtEnd() && (text_[pos_] == '}' || text_[pos_] == ']')) {
      ++pos_;
      return;
    }
    std::unordered_set<std::string> keys;
    std::size_t index = 0;
    while (!AtEnd()) {
      SkipSpace();
      if (c == '{') {
        const std::size_t key_offset = pos_;
        std::string key = String();
        std::string step = Escaped(key);
        if (!keys.insert(std::move(key)).second) {
          std::string pointer;
          for (const std::string& s : path_) pointer += s;
          out.emplace_back(pointer + step, key_offset);
        }
        SkipSpace();
        if (!AtEnd()) ++pos_;  // ':'
        SkipSpace();
        path_.push_back(std::move(step));
      } else {
        path_.push_back('/' + std::to_string(index++));
      }
      Duplicates(depth + 1, out);
      path_.pop_back();
      SkipSpace();
      if (AtEnd()) return;
      const char next = text_[pos_++];
      if (next == '}' || next == ']') return;  // else ','
    }
  }

  // Skips one value, iteratively.
  void SkipValue() {
    int nesting = 0;
    while (!AtEnd()) {
      const char c = text_[pos_];
      if (c == '"') {
        SkipString();
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

  void SkipString() {
    ++pos_;  // opening quote
    while (!AtEnd() && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
    if (!AtEnd()) ++pos_;  // closing quote
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
  std::size_t pos_ = 0;
  std::vector<std::string> path_;  // escaped steps ("/key", "/3") down to the value
};

JsonLocator::JsonLocator(std::string_view text) : text_(text) {
  line_starts_.push_back(0);
  for (std::size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
  }
  LocatorScanner scanner(text_, 0);
  scanner.SkipSpace();
  root_ = scanner.pos();
  scanner.FindDuplicates(duplicate_keys_);
}

const JsonLocator::Children& JsonLocator::ChildrenAt(std::size_t offset) const {
  const auto found = children_.find(offset);
  if (found != children_.end()) return found->second;
  Children& children = children_[offset];
  LocatorScanner(text_, offset).ScanChildren(children);
  return children;
}

std::pair<int, int> JsonLocator::LineColumn(std::size_t offset) const {
  if (line_starts_.empty()) return {0, 0};
  const auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const std::size_t line = static_cast<std::size_t>(it - line_starts_.begin());  // 1-based
  return {static_cast<int>(line), static_cast<int>(offset - line_starts_[line - 1] + 1)};
}

std::pair<int, int> JsonLocator::Locate(std::string_view pointer) const {
  if (line_starts_.empty() || root_ >= text_.size()) return {0, 0};
  std::size_t offset = root_;
  std::size_t at = 0;
  int depth = 0;
  while (at < pointer.size() && pointer[at] == '/' && depth < kMaxJsonDepth) {
    const std::size_t next = std::min(pointer.find('/', at + 1), pointer.size());
    std::string step;
    for (std::size_t i = at + 1; i < next; ++i) {
      if (pointer[i] == '~' && i + 1 < next && (pointer[i + 1] == '0' || pointer[i + 1] == '1')) {
        step += pointer[i + 1] == '0' ? '~' : '/';
        ++i;
      } else {
        step += pointer[i];
      }
    }
    at = next;
    ++depth;
    const char open = text_[offset];
    if (open != '{' && open != '[') break;
    const Children& children = ChildrenAt(offset);
    if (open == '{') {
      const auto member = children.members.find(step);
      if (member == children.members.end()) break;
      offset = member->second;
    } else {
      std::size_t index = 0;
      const auto [end, ec] = std::from_chars(step.data(), step.data() + step.size(), index);
      if (ec != std::errc() || end != step.data() + step.size() || step.empty() ||
          index >= children.elements.size()) {
        break;
      }
      offset = children.elements[index];
    }
  }
  return LineColumn(offset);
}

std::string SizeInWords(std::size_t bytes) {
  if (bytes >= (std::size_t{1} << 20)) {
    const std::size_t tenths = bytes * 10 / (std::size_t{1} << 20);
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " MB";
  }
  if (bytes >= 1024) return std::to_string(bytes / 1024) + " KB";
  return std::to_string(bytes) + " bytes";
}

std::optional<std::size_t> FindTooDeep(std::string_view text, int max_depth) {
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {
      ++i;
      while (i < text.size() && text[i] != '"') i += text[i] == '\\' ? 2 : 1;
    } else if (c == '{' || c == '[') {
      if (++depth > max_depth) return i;
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return std::nullopt;
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

// The same words whether the size was seen before reading or after a capped read.
std::string TooLarge(std::size_t max_bytes) {
  return "the file is larger than the " + SizeInWords(max_bytes) + " this kind of file may be; it was not read";
}

}  // namespace

std::optional<JsonSource> ParseJsonText(std::string_view text, const std::string& file,
                                        LoadErrors& errors, std::size_t max_bytes) {
  JsonSource source;
  source.file = file;
  if (text.size() > max_bytes) {
    errors.push_back(LoadError{file, "", 0, 0, TooLarge(max_bytes)});
    return std::nullopt;
  }
  if (const std::optional<std::size_t> deep = FindTooDeep(text, kMaxJsonDepth)) {
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < *deep; ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    errors.push_back(LoadError{file, "", line, column,
                               "arrays and objects are nested more than " +
                                   std::to_string(kMaxJsonDepth) + " deep here; it was not read"});
    return std::nullopt;
  }
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

std::optional<JsonSource> ParseJsonFile(const std::filesystem::path& path, LoadErrors& errors,
                                        std::size_t max_bytes) {
  const std::string file = path.generic_string();
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    const bool exists = std::filesystem::exists(path, ec);
    errors.push_back(LoadError{file, "", 0, 0,
                               exists ? "is not a regular file (a folder?); a data file must be one"
                                      : "file not found"});
    return std::nullopt;
  }
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (!ec && size > max_bytes) {
    errors.push_back(LoadError{file, "", 0, 0, TooLarge(max_bytes)});
    return std::nullopt;
  }
  const FileRead read = ReadFileChecked(path, max_bytes);
  if (read.status != FileRead::Status::kOk) {
    errors.push_back(LoadError{file, "", 0, 0, "cannot read the file: " + read.problem});
    return std::nullopt;
  }
  return ParseJsonText(read.text, file, errors, max_bytes);
}

}  // namespace bc::data
