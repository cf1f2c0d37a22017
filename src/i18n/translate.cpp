#include "i18n/translate.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <system_error>
#include <unordered_map>

#include "i18n/mo_file.h"

namespace bc::i18n {
namespace {

namespace fs = std::filesystem;

struct State {
  std::string code = "en";
  fs::path dir;
  bool pseudo = false;
  std::optional<MoCatalogue> ui;
  std::optional<MoCatalogue> data;
  // The pseudo-locale's wrapped strings; an unordered_map's elements keep their address.
  std::unordered_map<std::string, std::string> wrapped;
};

State& Current() {
  static State state;
  return state;
}

const std::string& Wrap(std::string_view text) {
  State& s = Current();
  auto it = s.wrapped.find(std::string(text));
  if (it == s.wrapped.end()) {
    it = s.wrapped.emplace(std::string(text), "[[" + std::string(text) + "]]").first;
  }
  return it->second;
}

fs::path CatalogueFile(const fs::path& dir, std::string_view code, const char* domain) {
  return dir / std::string(code) / "LC_MESSAGES" / (std::string(domain) + ".mo");
}

// Reads one catalogue: nullopt with `missing` set when there is no file, nullopt with
// `error` set when there is one that does not read.
std::optional<MoCatalogue> Load(const fs::path& file, bool& missing, std::string& error) {
  missing = false;
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) {
    missing = true;
    return std::nullopt;
  }
  std::ifstream in(file, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (!in.good() && !in.eof()) {
    error = file.string() + ": could not be read";
    return std::nullopt;
  }
  std::string why;
  std::optional<MoCatalogue> catalogue = MoCatalogue::Parse(bytes.str(), &why);
  if (!catalogue) error = file.string() + ": " + why;
  return catalogue;
}

// "ru_RU.UTF-8@euro" -> "ru"; "" for C, POSIX or nothing.
std::string LanguageOf(std::string_view locale) {
  const std::size_t end = locale.find_first_of("_.@");
  std::string code(locale.substr(0, end));
  std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (code == "c" || code == "posix") return "";
  return code;
}

bool Has(const std::vector<std::string>& available, const std::string& code) {
  return std::find(available.begin(), available.end(), code) != available.end();
}

}  // namespace

const char* Tr(const char* msgid) {
  const State& s = Current();
  if (s.pseudo) return Wrap(msgid).c_str();
  if (s.ui) {
    if (const std::string* found = s.ui->Find("", msgid)) return found->c_str();
  }
  return msgid;
}

const char* TrN(const char* singular, const char* plural, unsigned long n) {
  const State& s = Current();
  if (s.pseudo) return Wrap(n == 1 ? singular : plural).c_str();
  if (s.ui) {
    if (const std::string* found = s.ui->FindPlural("", singular, n)) return found->c_str();
  }
  return n == 1 ? singular : plural;
}

const char* TrCtx(const char* context, const char* msgid) {
  const State& s = Current();
  if (s.pseudo) return Wrap(msgid).c_str();
  if (s.ui) {
    if (const std::string* found = s.ui->Find(context, msgid)) return found->c_str();
  }
  return msgid;
}

// A data string the shown catalog already holds translated (app::GameData) may be looked
// up again where it is drawn: in the pseudo-locale it is wrapped once, not twice.
namespace {
bool AlreadyWrapped(std::string_view text) {
  return text.size() >= 4 && text.substr(0, 2) == "[[" && text.substr(text.size() - 2) == "]]";
}
}  // namespace

std::string_view TrData(std::string_view msgid) {
  const State& s = Current();
  if (msgid.empty()) return msgid;
  if (s.pseudo) return AlreadyWrapped(msgid) ? msgid : std::string_view(Wrap(msgid));
  if (s.data) {
    if (const std::string* found = s.data->Find("", msgid)) return *found;
  }
  return msgid;
}

std::string_view TrDataN(std::string_view singular, std::string_view plural, unsigned long n) {
  const State& s = Current();
  const std::string_view english = n == 1 ? singular : plural;
  if (s.pseudo) return AlreadyWrapped(english) ? english : std::string_view(Wrap(english));
  if (s.data) {
    if (const std::string* found = s.data->FindPlural("", singular, n)) return *found;
  }
  return english;
}

std::string Format(std::string_view text, std::initializer_list<std::string_view> args) {
  std::string out;
  out.reserve(text.size() + 16);
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '{' && i + 1 < text.size() && text[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    if (c == '{') {
      std::size_t j = i + 1;
      std::size_t index = 0;
      while (j < text.size() && j < i + 4 && text[j] >= '0' && text[j] <= '9') index = index * 10 + static_cast<std::size_t>(text[j++] - '0');
      if (j > i + 1 && j < text.size() && text[j] == '}' && index < args.size()) {
        out += *(args.begin() + index);
        i = j;
        continue;
      }
    }
    out += c;
  }
  return out;
}

bool SetLanguage(std::string_view code, std::string* error) {
  State& s = Current();
  if (code == "en" || code == "pseudo") {
    s.ui.reset();
    s.data.reset();
    s.wrapped.clear();
    s.pseudo = code == "pseudo";
    s.code = std::string(code);
    return true;
  }
  const bool plain = !code.empty() && std::all_of(code.begin(), code.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-' || c == '@';
  });
  if (!plain) {
    if (error != nullptr) *error = "'" + std::string(code) + "' is not a language code";
    return false;
  }
  bool missing = false;
  std::string why;
  const fs::path ui_file = CatalogueFile(s.dir, code, kUiDomain);
  std::optional<MoCatalogue> ui = Load(ui_file, missing, why);
  if (!ui) {
    if (error != nullptr) *error = missing ? "no catalogue for '" + std::string(code) + "': " + ui_file.string() + " is missing" : why;
    return false;
  }
  std::optional<MoCatalogue> data = Load(CatalogueFile(s.dir, code, kDataDomain), missing, why);
  if (!data && !missing) {
    if (error != nullptr) *error = why;
    return false;
  }
  s.ui = std::move(ui);
  s.data = std::move(data);
  s.wrapped.clear();
  s.pseudo = false;
  s.code = std::string(code);
  return true;
}

std::string_view Language() { return Current().code; }

void SetLocaleDir(const fs::path& dir) {
  State& s = Current();
  s.dir = dir;
  SetLanguage("en", nullptr);
}

const fs::path& LocaleDir() { return Current().dir; }

std::vector<std::string> AvailableLanguages() {
  std::vector<std::string> out{"en"};
  const fs::path& dir = Current().dir;
  std::error_code ec;
  if (!dir.empty() && fs::is_directory(dir, ec)) {
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
      const std::string code = entry.path().filename().string();
      if (code != "en" && code != "pseudo" && fs::is_regular_file(CatalogueFile(dir, code, kUiDomain), ec)) {
        out.push_back(code);
      }
    }
  }
  std::sort(out.begin() + 1, out.end());
  return out;
}

std::string PickSystemLanguage(const char* language, const char* lc_all, const char* lc_messages,
                               const char* lang, const std::vector<std::string>& available) {
  auto set = [](const char* v) { return v != nullptr && *v != '\0'; };
  // The locale the C library would use for messages: the first of these that is set.
  const char* locale = set(lc_all) ? lc_all : set(lc_messages) ? lc_messages : set(lang) ? lang : nullptr;
  // gettext ignores LANGUAGE when the locale is C.
  if (set(language) && !(locale != nullptr && LanguageOf(locale).empty())) {
    std::string_view list = language;
    while (!list.empty()) {
      const std::size_t colon = list.find(':');
      const std::string code = LanguageOf(list.substr(0, colon));
      if (!code.empty() && Has(available, code)) return code;
      if (colon == std::string_view::npos) break;
      list.remove_prefix(colon + 1);
    }
  }
  if (locale != nullptr) {
    const std::string code = LanguageOf(locale);
    if (!code.empty() && Has(available, code)) return code;
  }
  return "en";
}

std::string SystemLanguage() {
  return PickSystemLanguage(std::getenv("LANGUAGE"), std::getenv("LC_ALL"), std::getenv("LC_MESSAGES"),
                            std::getenv("LANG"), AvailableLanguages());
}

std::string_view LanguageName(std::string_view code) {
  if (code == "en") return "English";
  if (code == "ru") return "Русский";
  if (code == "pt") return "Português";
  if (code == "pseudo") return "[[Pseudo]]";
  return code;
}

}  // namespace bc::i18n
