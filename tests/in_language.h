// The game's language for one test: the build's catalogues (data::LocaleRoot) with
// `code` chosen while the guard lives, English with no catalogue folder again after it.
// `ok` says whether the language loaded; a test REQUIREs it before reading any text.
// HasLatin and HasCyrillic say which letters a translated text holds. Shared by the data,
// session and app tests: it includes only the data layer and the catalogues.
#pragma once

#include <string>

#include "data/install_paths.h"
#include "i18n/translate.h"

namespace in_language {

struct InLanguage {
  explicit InLanguage(const char* code) {
    bc::i18n::SetLocaleDir(bc::data::LocaleRoot());
    ok = bc::i18n::SetLanguage(code, nullptr);
  }
  ~InLanguage() { bc::i18n::SetLocaleDir({}); }
  InLanguage(const InLanguage&) = delete;
  InLanguage& operator=(const InLanguage&) = delete;
  bool ok = false;
};

// Whether `text` holds a letter of the Latin alphabet (A-Z, a-z).
inline bool HasLatin(const std::string& text) {
  for (const char c : text) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) return true;
  }
  return false;
}

// Whether `text` holds a Cyrillic letter: a lead byte of U+0400..U+047F with a byte after it.
inline bool HasCyrillic(const std::string& text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte == 0xD0 || byte == 0xD1) return true;
  }
  return false;
}

}  // namespace in_language
