#include "session/catalogue_log_text.h"

#include "i18n/translate.h"

namespace bc::session {

std::string CatalogueLogText::Message(const char* msgid) const { return std::string(i18n::TrData(msgid)); }

std::string CatalogueLogText::Plural(const char* singular, const char* plural, long n) const {
  return std::string(i18n::TrDataN(singular, plural, n < 0 ? 0UL : static_cast<unsigned long>(n)));
}

const LogText& CatalogueText() {
  static const CatalogueLogText kText;
  return kText;
}

}  // namespace bc::session
