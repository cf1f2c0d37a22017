#pragma once
// LogText: where the battle log's words come from. DescribeEvent asks it for every
// message template and plural form; the default answers are the English msgids, so the
// core needs no catalogue and no global. A caller that speaks another language (the
// desktop game) passes its own.
//
// Templates name their blanks in braces, "{who} lands on {cell}."; a translation may
// reorder them but keeps every name. Templates are extracted by tools/i18n/extract-data
// (keywords Message and Plural) into the base-command-data domain.
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace bc {

class LogText {
 public:
  virtual ~LogText() = default;
  // The translation of `msgid`, or `msgid` itself.
  virtual std::string Message(const char* msgid) const { return msgid; }
  // The form of `singular` / `plural` for count `n` (the language's plural rule).
  virtual std::string Plural(const char* singular, const char* plural, long n) const {
    return n == 1 ? singular : plural;
  }
};

// The English log text: every template as written.
const LogText& EnglishLogText();

using LogBlank = std::pair<std::string_view, std::string>;

// `pattern` with each "{name}" replaced by its value; an unknown name stays as written.
std::string FillBlanks(std::string_view pattern, std::initializer_list<LogBlank> blanks);

}  // namespace bc
