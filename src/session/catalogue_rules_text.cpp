#include "session/catalogue_rules_text.h"

#include "i18n/translate.h"

namespace bc::session {

std::string CatalogueRulesText::Phrase(const char* msgid) const { return i18n::Tr(msgid); }

std::string CatalogueRulesText::PhraseN(const char* singular, const char* plural, long n) const {
  return i18n::TrN(singular, plural, n < 0 ? 0UL : static_cast<unsigned long>(n));
}

std::string CatalogueRulesText::DigitGroupSeparator() const {
  // TRANSLATORS: what stands between groups of three digits in 12,500 credits (a comma in
  // English, a no-break space in Russian, a full stop in Brazilian Portuguese).
  return i18n::TrCtx("digit group separator", ",");
}

const RulesText& CatalogueRules() {
  static const CatalogueRulesText kText;
  return kText;
}

}  // namespace bc::session
