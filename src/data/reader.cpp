#include "data/reader.h"

#include "data/schema_field_log.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace bc::data {

void ReadContext::Error(const std::string& pointer, std::string reason, std::string unknown_id) const {
  if (errors == nullptr) return;
  // A hostile file can hold a million mistakes; the first kMaxListedErrors are enough to
  // fix, and the list stays small.
  if (errors->size() >= kMaxListedErrors) {
    if (errors->size() == kMaxListedErrors) {
      errors->push_back(LoadError{file, "", 0, 0,
                                  "more than " + std::to_string(kMaxListedErrors) +
                                      " errors; the rest are not listed"});
    }
    return;
  }
  LoadError error = Where(pointer);
  error.reason = std::move(reason);
  error.unknown_id = std::move(unknown_id);
  errors->push_back(std::move(error));
}

LoadError ReadContext::Where(const std::string& pointer) const {
  LoadError where;
  where.file = file;
  where.path = pointer;
  if (locator != nullptr) {
    const auto [line, column] = locator->Locate(pointer);
    where.line = line;
    where.column = column;
  }
  return where;
}

namespace {

bool IsId(std::string_view text) {
  if (text.empty() || text[0] < 'a' || text[0] > 'z') return false;
  return std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}


}  // namespace

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

void Reader::LogField(std::string_view key, const char* type, bool required, const int* range,
                      const std::vector<std::string>* words) const {
  FieldLog* log = CurrentFieldLog();
  if (log == nullptr) return;
  FieldInfo f;
  f.file = context_->file;
  f.record = RecordPattern(pointer_);
  f.pointer = pointer_;
  f.key = std::string(key);
  f.type = type;
  f.required = required;
  if (range != nullptr) {
    f.has_range = true;
    f.min = range[0];
    f.max = range[1];
  }
  if (words != nullptr) f.words = *words;
  log->fields.push_back(std::move(f));
}

void Reader::Allow(std::string_view key) {
  LogField(key, "any", false);
  if (std::find(seen_.begin(), seen_.end(), key) == seen_.end()) seen_.emplace_back(key);
}

void Reader::Refuse(std::string_view key, const std::string& reason) {
  if (!Has(key)) return;
  Error(key, reason);
  if (std::find(seen_.begin(), seen_.end(), key) == seen_.end()) seen_.emplace_back(key);
}

const nlohmann::json* Reader::Raw(std::string_view key) {
  LogField(key, "any", false);
  return Field(key, false);
}

bool Reader::ReadCellMap(std::string_view key, const std::string& expected,
                         const std::function<void(Cell, const nlohmann::json&, const std::string&)>& each) {
  const nlohmann::json* value = Raw(key);
  if (value == nullptr) return false;
  if (!value->is_object()) {
    Error(key, "must be " + expected + "; got " + DescribeJson(*value));
    return false;
  }
  for (auto it = value->begin(); it != value->end(); ++it) {
    const std::string pointer = PointerAppend(PointerOf(key), it.key());
    const std::optional<Cell> cell = ParseCellName(it.key());
    if (!cell) {
      context_->Error(pointer, "\"" + it.key() + "\" is not a cell name from A1 to H8");
      continue;
    }
    each(*cell, it.value(), pointer);
  }
  return true;
}

bool Reader::ReadInt(std::string_view key, int& out, int min, int max, bool required) {
  const int bounds[2] = {min, max};
  LogField(key, "integer", required, bounds);
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
    if (context_->salvaged_keys == nullptr) {
      Error(key, "must be " + range + ", got " + DescribeJson(*value));
      return false;
    }
    out = number < min ? min : max;  // salvaged: brought into range
    Error(key, "must be " + range + ", got " + DescribeJson(*value) + "; " + std::to_string(out) + " is used");
    return true;
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
  LogField(key, "boolean", true);
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
  LogField(key, "boolean", false);
  if (!Has(key)) {
    Field(key, false);
    return false;
  }
  return Bool(key, out);
}

bool Reader::ReadString(std::string_view key, std::string& out, bool required, bool id,
                        const std::vector<std::string>* words) {
  LogField(key, words != nullptr ? "enum" : id ? "id" : "string", required, nullptr, words);
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
bool Reader::Word(std::string_view key, std::string& out, bool required, const std::vector<std::string>& words) {
  return ReadString(key, out, required, false, &words);
}

bool Reader::OptU64(std::string_view key, std::uint64_t& out) {
  LogField(key, "u64", false);
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

bool Reader::OptNumber(std::string_view key, double& out) {
  LogField(key, "number", false);
  const nlohmann::json* value = Field(key, false);
  if (value == nullptr) return false;
  if (!value->is_number()) {
    Error(key, "must be a number, got " + DescribeJson(*value));
    return false;
  }
  out = value->get<double>();
  return true;
}

bool Reader::ReadCell(std::string_view key, Cell& out, bool required) {
  LogField(key, "cell", required);
  const nlohmann::json* value = Field(key, required);
  if (value == nullptr) return false;
  if (value->is_string()) {
    if (const auto cell = ParseCellName(value->get_ref<const std::string&>())) {
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
  LogField(key, "cells", false);
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
    if (element.is_string()) cell = ParseCellName(element.get_ref<const std::string&>());
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

bool Reader::OptWordList(std::string_view key, std::vector<std::string>& out,
                         const std::vector<std::string>& words) {
  LogField(key, "words", false, nullptr, &words);
  return ReadIdList(key, out);
}

bool Reader::OptIdList(std::string_view key, std::vector<std::string>& out) {
  LogField(key, "ids", false);
  return ReadIdList(key, out);
}

bool Reader::ReadIdList(std::string_view key, std::vector<std::string>& out) {
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
  const int bounds[2] = {min, max};
  LogField(key, "integers", true, bounds);
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
                          (element.is_number_unsigned()
                               ? min <= 0 || element.get<std::uint64_t>() >= static_cast<std::uint64_t>(min)
                               : element.get<std::int64_t>() >= min);
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
  LogField(key, "object", required);
  const nlohmann::json* value = Field(key, required);
  if (value == nullptr) return std::nullopt;
  Reader child(*context_, *value, PointerOf(key));
  if (!child.is_object()) return std::nullopt;
  return child;
}

std::vector<Reader> Reader::Records(std::string_view key, bool required) {
  LogField(key, "records", required);
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
    if (context_->salvaged_keys != nullptr) {
      context_->salvaged_keys->push_back({pointer_, it.key(), it.value().dump()});
      continue;
    }
    Error(it.key(), "unknown key \"" + it.key() + "\"" + SuggestFrom(it.key(), seen_));
  }
}

}  // namespace bc::data
