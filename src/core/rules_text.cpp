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

std::string GroupDigits(long n, std::string_view separator) {
  const std::string digits = std::to_string(n);
  const std::size_t first = n < 0 ? 1 : 0;  // after the sign
  std::string out(digits, 0, first);
  for (std::size_t i = first; i < digits.size(); ++i) {
    if (i > first && (digits.size() - i) % 3 == 0) out += separator;
    out += digits[i];
  }
  return out;
}

std::string RulesText::Number(long n) const { return GroupDigits(n, DigitGroupSeparator()); }

}  // namespace bc
