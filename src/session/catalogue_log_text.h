#pragma once
// The battle log in the player's language: the core's LogText (text/log_text.h)
// answered from the data domain's catalogue (i18n/translate.h), so that the log follows
// the language the game is set to, the pseudo-locale included. English when no catalogue
// is loaded.
#include "text/log_text.h"

namespace bc::session {

class CatalogueLogText final : public LogText {
 public:
  std::string Message(const char* msgid) const override;
  std::string Plural(const char* singular, const char* plural, long n) const override;
};

// The one the session words its log with (stateless: the language is the catalogue's).
const LogText& CatalogueText();

}  // namespace bc::session
