#include "data/reader.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace bc::data {

void ReadContext::Error(const std::string& pointer, std::string reason) const {
  if (errors == nullptr) return;
  LoadError error;
  error.file = file;
  error.path = pointer;
  if (locator != nullptr) {
    const auto [line, column] = locator->Locate(pointer);
    error.line = line;
    error.column = column;
  }
  error.reason = std::move(reason);
  errors->push_back(std::move(error));
}

std::string DescribeJson(const nlohmann::json& value) {
  std::string text = value.dump();
  constexpr std::size_t kMax = 40;
  if (text.size() > kMax) text = text.substr(0, kMax - 3) + "...";
  if (value.is_object()) return "an object";
  if (value.is_array()) return "an array";
  if (value.is_null()) return "null";
  return text;
}

namespace {

int EditDistance(std::string_view a, std::string_view b) {
  std::vector<int> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    int diagonal = row[0];
    row[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const int above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

bool IsId(std::string_view text) {
  if (text.empty() || text[0] < 'a' || text[0] > 'z') return false;
  return std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

}  // namespace

std::string KeyPattern(const std::string& pointer) {
  std::string out;
  std::size_t i = 0;
  while (i < pointer.size()) {
    const std::size_t next = pointer.find('/', i + 1);
    const std::string step = pointer.substr(i, next == std::string::npos ? std::string::npos : next - i);
    const bool index = step.size() > 1 && std::all_of(step.begin() + 1, step.end(), [](char c) {
      return c >= '0' && c <= '9';
    });
    out += index ? std::string("/*") : step;
    if (next == std::string::npos) break;
    i = next;
  }
  return out;
}

std::string SuggestFrom(std::string_view got, const std::vector<std::string>& candidates) {
  if (candidates.empty()) return "";
  const std::string* best = nullptr;
  int best_distance = std::numeric_limits<int>::max();
  for (const std::string& candidate : candidates) {
    const int d = EditDistance(got, candidate);
    if (d < best_distance) {
      best_distance = d;
      best = &candidate;
    }
  }
  if (best != nullptr && best_distance <= 2 && best_distance < static_cast<int>(got.size())) {
    return " (did you mean \"" + *best + "\"?)";
  }
  constexpr std::size_t kListed = 10;
  std::string list;
  for (std::size_t i = 0; i < candidates.size() && i < kListed; ++i) {
    if (i > 0) list += ", ";
    list += candidates[i];
  }
  if (candidates.size() > kListed) list += ", ...";
  return " (expected one of: " + list + ")";
}

Reader::Reader(const ReadContext& context, const nlohmann::json& node, std::string pointer)
    : context_(&context), node_(&node), pointer_(std::move(pointer)), is_object_(node.is_object()) {
  if (!is_object_) {
    context_->Error(pointer_, "must be an object ({ ... }), got " + DescribeJson(node));
  }
}

bool Reader::Has(std::string_view key) const {
  return is_object_ && node_->find(key) != node_->end();
}

void Reader::Error(std::string_view key, std::string reason) const {
  context_->Error(key.empty() ? pointer_ : PointerOf(key), std::move(reason));
}

const nlohmann::json* Reader::Field(std::string_view key, bool required) {
  if (!is_object_) return nullptr;
  if (std::find(seen_.begin(), seen_.end(), key) == seen_.end()) {
    seen_.emplace_back(key);
    if (context_->accepted_keys != nullptr) context_->accepted_keys->push_back(KeyPattern(PointerOf(key)));
  }
  const auto it = node_->find(key);
  if (it == node_->end()) {
    if (required) Error("", "missing required field \"" + std::string(key) + "\"");
    return nullptr;
  }
  return &*it;
}

void Reader::Allow(std::string_view key) {
  if (std::find(seen_.begin(), seen_.end(), key) == seen_.end()) seen_.emplace_back(key);
}

const nlohmann::json* Reader::Raw(std::string_view key) { return Field(key, false); }

bool Reader::ReadInt(std::string_view key, int& out, int min, int max, bool required) {
  const nlohmann::json* value = Field(key, required);
  if (value == nullptr) return false;
  const std::string range =
      "an integer between " + std::to_string(min) + " and " + std::to_string(max);
  if (!value->is_number_integer()) {
    Error(key, "must be " + range + ", got " + DescribeJson(*value));
    return false;
  }
  const bool negative = value->is_number_unsigned() ? false : value->get<std::int64_t>() < 0;
  const std::int64_t number = negative ? value->get<std::int64_t>()
                                       : static_cast<std::int64_t>(std::min<std::uint64_t>(
                                             value->get<std::uint64_t>(),
                                             static_cast<std::uint64_t>(INT64_MAX)));
  if (number < min || number > max) {
    Error(key, "must be " + range + ", got " + DescribeJson(*value));
    return false;
  }
  out = static_cast<int>(number);
  return true;
}

bool Reader::Int(std::string_view key, int& out, int min, int max) {
  return ReadInt(key, out, min, max, true);
}
bool Reader::OptInt(std::string_view key, int& out, int min, int max) {
  return ReadInt(key, out, min, max, false);
}

bool Reader::Bool(std::string_view key, bool& out) {
  const nlohmann::json* value = Field(key, true);
  if (value == nullptr) return false;
  if (!value->is_boolean()) {
    Error(key, "must be true or false, got " + DescribeJson(*value));
    return false;
  }
  out = value->get<bool>();
  return true;
}

bool Reader::OptBool(std::string_view key, bool& out) {
  if (!Has(key)) {
    Field(key, false);
    return false;
  }
  return Bool(key, out);
}

bool Reader::ReadString(std::string_view key, std::string& out, bool required, bool id) {
  const nlohmann::json* value = Field(key, required);
  if (value == nullptr) return false;
  if (!value->is_string() || value->get_ref<const std::string&>().empty()) {
    Error(key, std::string(id ? "must be an id string" : "must be a non-empty string") +
                   ", got " + DescribeJson(*value));
    return false;
  }
  const std::string& text = value->get_ref<const std::string&>();
  if (id && !IsId(text)) {
    Error(key, "must be an id (lower-case letters, digits and '_', starting with a letter), got " +
                   DescribeJson(*value));
    return false;
  }
  out = text;
  return true;
}

bool Reader::String(std::string_view key, std::string& out) { return ReadString(key, out, true, false); }
bool Reader::OptString(std::string_view key, std::string& out) { return ReadString(key, out, false, false); }
bool Reader::Id(std::string_view key, std::string& out) { return ReadString(key, out, true, true); }
bool Reader::OptId(std::string_view key, std::string& out) { return ReadString(key, out, false, true); }

bool Reader::OptU64(std::string_view key, std::uint64_t& out) {
  const nlohmann::json* value = Field(key, false);
  if (value == nullptr) return false;
  if (value->is_number_unsigned()) {
    out = value->get<std::uint64_t>();
    return true;
  }
  if (value->is_string()) {
    const std::string& text = value->get_ref<const std::string&>();
    std::uint64_t parsed = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), parsed);
    if (ec == std::errc() && end == text.data() + text.size() && !text.empty()) {
      out = parsed;
      return true;
    }
  }
  Error(key, "must be a 64-bit unsigned number written as a decimal string, like \"42\"; got " +
                 DescribeJson(*value));
  return false;
}

bool Reader::ReadCell(std::string_view key, Cell& out, bool required) {
  const nlohmann::json* value = Field(key, required);
  if (value == nullptr) return false;
  if (value->is_string()) {
    if (const auto cell = ParseCell(value->get_ref<const std::string&>())) {
      out = *cell;
      return true;
    }
  }
  Error(key, "must be a cell name from A1 to H8, got " + DescribeJson(*value));
  return false;
}

bool Reader::CellField(std::string_view key, Cell& out) { return ReadCell(key, out, true); }
bool Reader::OptCellField(std::string_view key, Cell& out) { return ReadCell(key, out, false); }

bool Reader::OptCellList(std::string_view key, std::vector<Cell>& out) {
  const nlohmann::json* value = Field(key, false);
  if (value == nullptr) return false;
  if (!value->is_array()) {
    Error(key, "must be an array of cell names like [\"C3\", \"F6\"], got " + DescribeJson(*value));
    return false;
  }
  out.clear();
  bool all_ok = true;
  for (std::size_t i = 0; i < value->size(); ++i) {
    const nlohmann::json& element = (*value)[i];
    std::optional<Cell> cell;
    if (element.is_string()) cell = ParseCell(element.get_ref<const std::string&>());
    if (!cell) {
      context_->Error(PointerAppend(PointerOf(key), i),
                      "must be a cell name from A1 to H8, got " + DescribeJson(element));
      all_ok = false;
      continue;
    }
    out.push_back(*cell);
  }
  return all_ok;
}

bool Reader::OptIdList(std::string_view key, std::vector<std::string>& out) {
  const nlohmann::json* value = Field(key, false);
  if (value == nullptr) return false;
  if (!value->is_array()) {
    Error(key, "must be an array of id strings, got " + DescribeJson(*value));
    return false;
  }
  out.clear();
  bool all_ok = true;
  for (std::size_t i = 0; i < value->size(); ++i) {
    const nlohmann::json& element = (*value)[i];
    if (!element.is_string() || !IsId(element.get_ref<const std::string&>())) {
      context_->Error(PointerAppend(PointerOf(key), i),
                      "must be an id string, got " + DescribeJson(element));
      all_ok = false;
      continue;
    }
    out.push_back(element.get<std::string>());
  }
  return all_ok;
}

bool Reader::IntList(std::string_view key, std::vector<int>& out, int min, int max) {
  const nlohmann::json* value = Field(key, true);
  if (value == nullptr) return false;
  if (!value->is_array()) {
    Error(key, "must be an array of integers, got " + DescribeJson(*value));
    return false;
  }
  out.clear();
  bool all_ok = true;
  for (std::size_t i = 0; i < value->size(); ++i) {
    const nlohmann::json& element = (*value)[i];
    const bool in_range = element.is_number_integer() &&
                          (element.is_number_unsigned()
                               ? element.get<std::uint64_t>() <= static_cast<std::uint64_t>(max)
                               : element.get<std::int64_t>() <= max) &&
                          (element.is_number_unsigned() || element.get<std::int64_t>() >= min);
    if (!in_range) {
      context_->Error(PointerAppend(PointerOf(key), i),
                      "must be an integer between " + std::to_string(min) + " and " +
                          std::to_string(max) + ", got " + DescribeJson(element));
      all_ok = false;
      continue;
    }
    out.push_back(static_cast<int>(element.get<std::int64_t>()));
  }
  return all_ok;
}

std::optional<Reader> Reader::Child(std::string_view key, bool required) {
  const nlohmann::json* value = Field(key, required);
  if (value == nullptr) return std::nullopt;
  Reader child(*context_, *value, PointerOf(key));
  if (!child.is_object()) return std::nullopt;
  return child;
}

std::vector<Reader> Reader::Records(std::string_view key, bool required) {
  std::vector<Reader> records;
  const nlohmann::json* value = Field(key, required);
  if (value == nullptr) return records;
  if (!value->is_array()) {
    Error(key, "must be an array of records ([ {...}, ... ]), got " + DescribeJson(*value));
    return records;
  }
  for (std::size_t i = 0; i < value->size(); ++i) {
    Reader record(*context_, (*value)[i], PointerAppend(PointerOf(key), i));
    if (record.is_object()) records.push_back(std::move(record));
  }
  return records;
}

std::string Reader::JoinWords(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += ", ";
    out += words[i];
  }
  return out;
}

void Reader::Finish() {
  if (!is_object_) return;
  for (auto it = node_->begin(); it != node_->end(); ++it) {
    if (std::find(seen_.begin(), seen_.end(), it.key()) != seen_.end()) continue;
    Error(it.key(), "unknown key \"" + it.key() + "\"" + SuggestFrom(it.key(), seen_));
  }
}

void RefResolver::Add(const Reader& reader, std::string_view key, std::string kind,
                      std::string id, std::function<void(int)> bind) {
  AddAt(reader.context(), reader.PointerOf(key), std::move(kind), std::move(id), std::move(bind));
}

void RefResolver::AddAt(const ReadContext& context, const std::string& pointer, std::string kind,
                        std::string id, std::function<void(int)> bind) {
  Ref ref;
  ref.where.file = context.file;
  ref.where.path = pointer;
  if (context.locator != nullptr) {
    const auto [line, column] = context.locator->Locate(pointer);
    ref.where.line = line;
    ref.where.column = column;
  }
  ref.kind = std::move(kind);
  ref.id = std::move(id);
  ref.bind = std::move(bind);
  refs_.push_back(std::move(ref));
}

void RefResolver::Resolve(const Finder& find, const Lister& list, LoadErrors& errors,
                          const std::vector<std::string>& quiet_kinds) {
  for (Ref& ref : refs_) {
    const int index = find(ref.kind, ref.id);
    if (index >= 0) {
      if (ref.bind) ref.bind(index);
      continue;
    }
    if (std::find(quiet_kinds.begin(), quiet_kinds.end(), ref.kind) != quiet_kinds.end()) continue;
    LoadError error = ref.where;
    error.reason = "unknown " + ref.kind + " \"" + ref.id + "\"" + SuggestFrom(ref.id, list(ref.kind));
    errors.push_back(std::move(error));
  }
  refs_.clear();
}

}  // namespace bc::data
