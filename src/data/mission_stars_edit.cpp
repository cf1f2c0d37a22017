#include "data/mission_stars_edit.h"

#include <cctype>
#include <optional>
#include <utility>
#include <vector>

namespace bc::data {

namespace {

struct Span {
  std::size_t begin = 0;
  std::size_t end = 0;  // one past the last character
};

struct Member {
  std::string key;
  Span value;
  std::size_t key_begin = 0;  // the key's opening quote
};

// A forward scan of JSON text that records, for every object, its direct members and
// where their values lie. Lenient about what the loader has already checked; returns
// nullopt only when it cannot follow the text at all.
class ObjectScanner {
 public:
  explicit ObjectScanner(const std::string& text) : t_(text) {}

  std::optional<std::vector<std::vector<Member>>> Scan() {
    SkipSpace();
    if (!Value()) return std::nullopt;
    return std::move(objects_);
  }

 private:
  void SkipSpace() {
    while (i_ < t_.size() && std::isspace(static_cast<unsigned char>(t_[i_]))) ++i_;
  }

  bool String() {
    if (i_ >= t_.size() || t_[i_] != '"') return false;
    for (++i_; i_ < t_.size(); ++i_) {
      if (t_[i_] == '\\') {
        ++i_;
      } else if (t_[i_] == '"') {
        ++i_;
        return true;
      }
    }
    return false;
  }

  bool Value() {
    SkipSpace();
    if (i_ >= t_.size()) return false;
    const char c = t_[i_];
    if (c == '{') return Object();
    if (c == '[') return Array();
    if (c == '"') return String();
    const std::size_t start = i_;
    while (i_ < t_.size() && (std::isalnum(static_cast<unsigned char>(t_[i_])) || t_[i_] == '-' ||
                              t_[i_] == '+' || t_[i_] == '.')) {
      ++i_;
    }
    return i_ > start;
  }

  bool Array() {
    ++i_;  // [
    SkipSpace();
    if (i_ < t_.size() && t_[i_] == ']') return ++i_, true;
    while (true) {
      if (!Value()) return false;
      SkipSpace();
      if (i_ >= t_.size()) return false;
      if (t_[i_] == ']') return ++i_, true;
      if (t_[i_] != ',') return false;
      ++i_;
    }
  }

  bool Object() {
    ++i_;  // {
    const std::size_t index = objects_.size();
    objects_.emplace_back();
    SkipSpace();
    if (i_ < t_.size() && t_[i_] == '}') return ++i_, true;
    while (true) {
      SkipSpace();
      const std::size_t key_start = i_;
      if (!String()) return false;
      std::string key = t_.substr(key_start + 1, i_ - key_start - 2);
      SkipSpace();
      if (i_ >= t_.size() || t_[i_] != ':') return false;
      ++i_;
      SkipSpace();
      const std::size_t value_start = i_;
      if (!Value()) return false;
      objects_[index].push_back({std::move(key), {value_start, i_}, key_start});
      SkipSpace();
      if (i_ >= t_.size()) return false;
      if (t_[i_] == '}') return ++i_, true;
      if (t_[i_] != ',') return false;
      ++i_;
    }
  }

  const std::string& t_;
  std::size_t i_ = 0;
  std::vector<std::vector<Member>> objects_;
};

const Member* FindMember(const std::vector<Member>& object, const std::string& key) {
  for (const Member& m : object) {
    if (m.key == key) return &m;
  }
  return nullptr;
}

// The mission object whose "id" is `mission_id`, or nullptr with `edit` saying why (found
// false: no such mission; found but a reason: it is there twice).
const std::vector<Member>* FindMission(const std::string& text, const std::vector<std::vector<Member>>& objects,
                                       const std::string& mission_id, StarsEdit& edit) {
  const std::string quoted_id = '"' + mission_id + '"';
  const std::vector<Member>* mission = nullptr;
  for (const std::vector<Member>& object : objects) {
    const Member* id = FindMember(object, "id");
    if (id == nullptr || text.compare(id->value.begin, id->value.end - id->value.begin, quoted_id) != 0) continue;
    if (mission != nullptr) {
      edit.found = true;
      edit.reason = "the file holds mission " + mission_id + " twice";
      return nullptr;
    }
    mission = &object;
  }
  edit.found = mission != nullptr;
  return mission;
}

}  // namespace

StarsEdit ReplaceMissionStars(const std::string& text, const std::string& mission_id,
                              const std::array<int, 3>& stars) {
  StarsEdit edit;
  const auto objects = ObjectScanner(text).Scan();
  if (!objects) return edit;
  const std::vector<Member>* mission = FindMission(text, *objects, mission_id, edit);
  if (mission == nullptr) return edit;
  const Member* list = FindMember(*mission, "stars");
  if (list == nullptr || text[list->value.begin] != '[') {
    edit.reason = "mission " + mission_id + " has no \"stars\" list";
    return edit;
  }
  // The digits of each number in the list, in order.
  std::vector<Span> numbers;
  for (std::size_t i = list->value.begin; i < list->value.end; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) continue;
    Span n{i, i};
    while (n.end < list->value.end && std::isdigit(static_cast<unsigned char>(text[n.end]))) ++n.end;
    numbers.push_back(n);
    i = n.end;
  }
  if (numbers.size() != 3) {
    edit.reason = "the \"stars\" list of mission " + mission_id + " does not hold three whole numbers";
    return edit;
  }
  edit.text = text;
  for (int k = 2; k >= 0; --k) {  // from the back, so earlier spans stay valid
    edit.text.replace(numbers[k].begin, numbers[k].end - numbers[k].begin, std::to_string(stars[k]));
  }
  edit.ok = true;
  return edit;
}

StarsEdit ReplaceMissionLevelStars(const std::string& text, const std::string& mission_id,
                                   const std::vector<LevelStars>& levels) {
  StarsEdit edit;
  const auto objects = ObjectScanner(text).Scan();
  if (!objects) return edit;
  const std::vector<Member>* mission = FindMission(text, *objects, mission_id, edit);
  if (mission == nullptr) return edit;
  std::string value = "{";
  for (std::size_t i = 0; i < levels.size(); ++i) {
    const std::array<int, 3>& s = levels[i].scores;
    value += (i == 0 ? "\"" : ", \"") + levels[i].level + "\": [" + std::to_string(s[0]) + ", " +
             std::to_string(s[1]) + ", " + std::to_string(s[2]) + "]";
  }
  value += "}";
  edit.text = text;
  if (const Member* existing = FindMember(*mission, "stars_by_level")) {
    edit.text.replace(existing->value.begin, existing->value.end - existing->value.begin, value);
    edit.ok = true;
    return edit;
  }
  const Member* stars = FindMember(*mission, "stars");
  if (stars == nullptr) {
    edit.reason = "mission " + mission_id + " has no \"stars\" list to put \"stars_by_level\" after";
    return edit;
  }
  // A new member right after "stars", on a line of its own indented as "stars" is (or
  // after a space, when "stars" shares its line with other members).
  const std::size_t line_start = text.rfind('\n', stars->key_begin);
  const std::size_t from = line_start == std::string::npos ? 0 : line_start + 1;
  const std::string indent = text.substr(from, stars->key_begin - from);
  const bool own_line = indent.find_first_not_of(" \t") == std::string::npos;
  edit.text.insert(stars->value.end, (own_line ? ",\n" + indent : std::string(", ")) + "\"stars_by_level\": " + value);
  edit.ok = true;
  return edit;
}

}  // namespace bc::data
