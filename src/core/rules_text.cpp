// The English RulesText and the place filler the core's reasons and trait lines use.
#include "basecommand/rules_text.h"

namespace bc {

const RulesText& EnglishRulesText() {
  static const RulesText kEnglish;  // stateless: a constant, not a global that changes
  return kEnglish;
}

std::string FillPlaces(std::string_view pattern, std::initializer_list<std::string> args) {
  std::string out;
  out.reserve(pattern.size() + 16);
  std::size_t i = 0;
  while (i < pattern.size()) {
    if (pattern[i] == '{') {
      std::size_t j = i + 1;
      std::size_t index = 0;
      while (j < pattern.size() && pattern[j] >= '0' && pattern[j] <= '9' && j < i + 3) {
        index = index * 10 + static_cast<std::size_t>(pattern[j] - '0');
        ++j;
      }
      if (j > i + 1 && j < pattern.size() && pattern[j] == '}' && index < args.size()) {
        out += *(args.begin() + index);
        i = j + 1;
        continue;
      }
    }
    out += pattern[i];
    ++i;
  }
  return out;
}

}  // namespace bc
