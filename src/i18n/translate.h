// The game's message catalogues: every string a player reads goes through one of these.
//
//   Tr("END TURN")                      the UI's own strings (domain "base-command")
//   TrN("%d attacker", "%d attackers", n) a count's plural form, the language's own rule
//   TrCtx("verb", "FILE")               the same English in two meanings
//   TrData(card.name)                   strings from data/ and the rulebook (domain
//                                       "base-command-data"); TrDataN its plural
//
// Catalogues are GNU gettext .mo files (po/ in the source tree, compiled by msgfmt at build
// time), read by this library's own reader (mo_file.h) rather than glibc's gettext(), so
// that the language switches at once while the game runs and needs no installed system
// locale. The files are <locale dir>/<code>/LC_MESSAGES/<domain>.mo.
//
// A message with no translation reads as its English msgid. The language "pseudo" needs
// no file: it wraps every string looked up as [[...]], so that English which bypassed the
// catalogue stands out on screen (the pseudo-locale test).
//
// Lifetime: the pointers and views returned stay valid until the next SetLanguage (or
// SetLocaleDir). English returns the argument itself, which must outlive its use: pass
// literals, or strings that live as long as the screen that shows them.
// Not thread-safe: look up and switch from one thread (the game's main thread).
#pragma once

#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace bc::i18n {

inline constexpr const char* kUiDomain = "base-command";
inline constexpr const char* kDataDomain = "base-command-data";

const char* Tr(const char* msgid);
// Marks a literal for the catalogue where it cannot be looked up yet (a table built
// before the language is chosen); look it up with Tr where it is shown.
constexpr const char* N_(const char* msgid) { return msgid; }
const char* TrN(const char* singular, const char* plural, unsigned long n);
const char* TrCtx(const char* context, const char* msgid);
std::string_view TrData(std::string_view msgid);
// TrData's plural: the form of a data-domain message for count `n` (the battle log's
// "{n} more phase" / "{n} more phases", the rulebook screens' counts).
std::string_view TrDataN(std::string_view singular, std::string_view plural, unsigned long n);

// Fills a translated message's places: {0}, {1}, ... become the arguments, in whatever
// order the translation puts them ("The siege at {0} stays saved."). A place with no
// argument stays as written; "{{" is a literal "{". No printf: a translation cannot crash
// the game, and the catalogue test checks that each one keeps its msgid's places.
std::string Format(std::string_view text, std::initializer_list<std::string_view> args);

// Switches to "en", "ru", "pt", ... or "pseudo": loads both domains' catalogues from the
// locale dir. A language must have its UI catalogue; a missing data catalogue leaves the
// data strings in English. On failure the language stays as it was, and `error` (when
// not null) says why. "en" and "pseudo" always succeed.
bool SetLanguage(std::string_view code, std::string* error);
// The current language's code ("en" at start).
std::string_view Language();

// Where the catalogues are looked for (src/data/install_paths.h's LocaleRoot() in the
// game). Switches back to English.
void SetLocaleDir(const std::filesystem::path& dir);
const std::filesystem::path& LocaleDir();

// "en" and every language whose UI catalogue is in the locale dir, sorted ("pseudo" is
// not listed: it is a test aid).
std::vector<std::string> AvailableLanguages();

// The language the system asks for: the first entry of LANGUAGE (a colon-separated list)
// that is available, else the language of LC_ALL, LC_MESSAGES or LANG (the first one set)
// when available, else "en". "ru_RU.UTF-8" asks for "ru", "pt_BR" for "pt", "C" for "en".
std::string SystemLanguage();
// The same from given values (nullptr: unset) and a list of available codes.
std::string PickSystemLanguage(const char* language, const char* lc_all, const char* lc_messages,
                               const char* lang, const std::vector<std::string>& available);

// A language's own name, for the picker: "English", "Русский", "Português"; the code
// itself for one it does not know.
std::string_view LanguageName(std::string_view code);

}  // namespace bc::i18n
