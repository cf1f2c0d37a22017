// The reader's helpers that are not about one record: error wording (DescribeJson,
// SuggestFrom), key patterns, and the second-pass reference resolver.
#include <algorithm>
#include <limits>

#include "data/reader.h"

namespace bc::data {

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


}  // namespace

std::optional<Cell> ParseCellName(std::string_view text) {
  if (text.empty() || text[0] < 'A' || text[0] > 'H') return std::nullopt;
  return ParseCell(text);
}

std::string DescribeJson(const nlohmann::json& value) {
  // Containers are named, never dumped: dumping recurses once per level of nesting.
  if (value.is_object()) return "an object";
  if (value.is_array()) return "an array";
  if (value.is_null()) return "null";
  constexpr std::size_t kMax = 40;
  if (value.is_string() && value.get_ref<const std::string&>().size() > kMax) {
    return nlohmann::json(value.get_ref<const std::string&>().substr(0, kMax)).dump(
               -1, ' ', false, nlohmann::json::error_handler_t::replace).substr(0, kMax - 3) + "...";
  }
  std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (text.size() > kMax) text = text.substr(0, kMax - 3) + "...";
  return text;
}

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

void RefResolver::Add(const Reader& reader, std::string_view key, std::string kind,
                      std::string id, std::function<void(int)> bind) {
  AddAt(reader.context(), reader.PointerOf(key), std::move(kind), std::move(id), std::move(bind));
}

void RefResolver::AddAt(const ReadContext& context, const std::string& pointer, std::string kind,
                        std::string id, std::function<void(int)> bind) {
  Ref ref;
  ref.where = context.Where(pointer);
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
    if (errors.size() >= kMaxListedErrors) {
      if (errors.size() == kMaxListedErrors) {
        errors.push_back(LoadError{ref.where.file, "", 0, 0,
                                   "more than " + std::to_string(kMaxListedErrors) +
                                       " errors; the rest are not listed"});
      }
      continue;
    }
    LoadError error = ref.where;
    error.reason = "unknown " + ref.kind + " \"" + ref.id + "\"" + SuggestFrom(ref.id, list(ref.kind));
    error.unknown_id = ref.kind + ":" + ref.id;
    // The parse error of the kind's file already explains it.
    error.follows = std::find(quiet_kinds.begin(), quiet_kinds.end(), ref.kind) != quiet_kinds.end();
    errors.push_back(std::move(error));
  }
  refs_.clear();
}


}  // namespace bc::data
