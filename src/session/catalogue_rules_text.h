#pragma once
// The rules core's sentences in the player's language: the core's RulesText
// (basecommand/rules_text.h) answered from the UI domain's catalogue (i18n/translate.h),
// so that trait lines, refusal and lock reasons and the difficulty lines follow the
// language the game is set to, the pseudo-locale included. English when no catalogue is
// loaded.
#include "basecommand/rules_text.h"

namespace bc::session {

class CatalogueRulesText final : public RulesText {
 public:
  std::string Phrase(const char* msgid) const override;
  std::string PhraseN(const char* singular, const char* plural, long n) const override;
  std::string DigitGroupSeparator() const override;
};

// The one the session and the screens word the core's sentences with (stateless: the
// language is the catalogue's).
const RulesText& CatalogueRules();

}  // namespace bc::session
