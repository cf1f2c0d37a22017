#pragma once
// RulesText: where the rules core's own sentences come from, the battle log aside
// (log_text.h): the attackers' trait lines (hostiles.h), the reasons an action, a loadout
// edit, a purchase or a mission is refused, and a difficulty level in words. The core
// asks it for every message and plural form; the default answers are the English msgids,
// so the core needs no catalogue and no global, and the command line reads English. The
// game passes one backed by its UI catalogue (session/catalogue_rules_text.h).
//
// Messages have numbered places, "{0} is at range {1}", filled by FillPlaces; a
// translation may reorder them but keeps every one. They are extracted by
// tools/i18n/update-pot (keywords Phrase, PhraseN and NPhrase) into the base-command domain.
#include <initializer_list>
#include <string>
#include <string_view>

namespace bc {

class RulesText {
 public:
  virtual ~RulesText() = default;
  // The translation of `msgid`, or `msgid` itself.
  virtual std::string Phrase(const char* msgid) const { return msgid; }
  // The form of `singular` / `plural` for count `n` (the language's plural rule).
  virtual std::string PhraseN(const char* singular, const char* plural, long n) const {
    return n == 1 ? singular : plural;
  }
  // What stands between groups of three digits in a large number: "12,500" in English.
  virtual std::string DigitGroupSeparator() const { return ","; }
  // `n` with its digits grouped in threes by DigitGroupSeparator().
  std::string Number(long n) const;
};

// Marks a message in a table, where it cannot be looked up yet; look it up with Phrase
// where it is used (extracted with the keyword NPhrase).
constexpr const char* NPhrase(const char* msgid) { return msgid; }

// The English rules text: every message as written.
const RulesText& EnglishRulesText();

// `pattern` with each "{0}", "{1}", ... replaced by that argument; a place with no
// argument stays as written.
std::string FillPlaces(std::string_view pattern, std::initializer_list<std::string> args);

// `n` with `separator` between its groups of three digits: GroupDigits(-12500, ",") is
// "-12,500"; numbers under 1,000 have none.
std::string GroupDigits(long n, std::string_view separator);

}  // namespace bc
