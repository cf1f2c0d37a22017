// The game's language for one test: the build's catalogues (data::LocaleRoot) with
// `code` chosen while the guard lives, English with no catalogue folder again after it.
// `ok` says whether the language loaded; a test REQUIREs it before reading any text.
#pragma once

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

}  // namespace in_language
