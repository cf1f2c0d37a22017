// The English LogText and the blank filler the event text uses.
#include "text/log_text.h"

namespace bc {

const LogText& EnglishLogText() {
  static const LogText kEnglish;  // stateless: a constant, not a global that changes
  return kEnglish;
}

std::string FillBlanks(std::string_view pattern, std::initializer_list<LogBlank> blanks) {
  std::string out;
  out.reserve(pattern.size() + 16);
  std::size_t i = 0;
  while (i < pattern.size()) {
    if (pattern[i] == '{') {
      const std::size_t close = pattern.find('}', i + 1);
      if (close != std::string_view::npos) {
        const std::string_view name = pattern.substr(i + 1, close - i - 1);
        const LogBlank* found = nullptr;
        for (const LogBlank& blank : blanks) {
          if (blank.first == name) found = &blank;
        }
        if (found != nullptr) {
          out += found->second;
          i = close + 1;
          continue;
        }
      }
    }
    out += pattern[i];
    ++i;
  }
  return out;
}

}  // namespace bc
