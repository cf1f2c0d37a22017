// The shipped catalogues (po/): every message of each domain's template has a translation
// in every language, and what msgfmt built from them reads with the game's own reader.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "i18n/mo_file.h"
#include "i18n/po_reader.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace catalogues_test {

namespace fs = std::filesystem;

namespace {

const fs::path kPo = fs::path(BC_SOURCE_DIR) / "po";
const fs::path kLocale = BC_LOCALE_BUILD_DIR;

std::string ReadBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// Each domain folder of po/ with its template, and its .po files.
struct Domain {
  std::string name;
  fs::path pot;
  std::vector<fs::path> languages;
};

std::vector<Domain> Domains() {
  std::vector<Domain> out;
  for (const auto& dir : fs::directory_iterator(kPo)) {
    if (!dir.is_directory()) continue;
    Domain domain{dir.path().filename().string(), dir.path() / (dir.path().filename().string() + ".pot"), {}};
    for (const auto& file : fs::directory_iterator(dir.path())) {
      if (file.path().extension() == ".po") domain.languages.push_back(file.path());
    }
    std::sort(domain.languages.begin(), domain.languages.end());
    out.push_back(domain);
  }
  return out;
}

}  // namespace

TEST_CASE("The UI's catalogue has a template and a Russian and a Portuguese translation") {
  CHECK(fs::is_regular_file(kPo / "base-command" / "base-command.pot"));
  CHECK(fs::is_regular_file(kPo / "base-command" / "ru.po"));
  CHECK(fs::is_regular_file(kPo / "base-command" / "pt.po"));
  CHECK(fs::is_directory(kPo / "base-command-data"));
}

TEST_CASE("Every message of every template has a non-empty translation in every language, none fuzzy") {
  for (const Domain& domain : Domains()) {
    if (!fs::is_regular_file(domain.pot)) continue;
    const std::vector<bc::test::PoEntry> pot = bc::test::ReadPo(domain.pot.string());
    for (const fs::path& po : domain.languages) {
      const std::string code = po.stem().string();
      INFO(domain.name << " " << code);
      // The .po itself: every entry filled in, and not left fuzzy by msgmerge.
      for (const bc::test::PoEntry& entry : bc::test::ReadPo(po.string())) {
        if (entry.msgid.empty()) continue;
        INFO(entry.msgid);
        CHECK_FALSE(entry.fuzzy);
      }
      // What msgfmt built from it: every template message translated, every plural form.
      const fs::path mo_path = kLocale / code / "LC_MESSAGES" / (domain.name + ".mo");
      REQUIRE(fs::is_regular_file(mo_path));
      std::string error;
      const std::optional<bc::i18n::MoCatalogue> mo = bc::i18n::MoCatalogue::Parse(ReadBytes(mo_path), &error);
      INFO(error);
      REQUIRE(mo.has_value());
      for (const bc::test::PoEntry& entry : pot) {
        if (entry.msgid.empty()) continue;
        INFO("msgctxt '" << entry.context << "' msgid '" << entry.msgid << "'");
        if (entry.msgid_plural.empty()) {
          const std::string* found = mo->Find(entry.context, entry.msgid);
          CHECK(found != nullptr);
        } else {
          for (const unsigned long n : {0UL, 1UL, 2UL, 3UL, 5UL, 11UL, 21UL, 22UL, 25UL}) {
            INFO(n);
            CHECK(mo->FindPlural(entry.context, entry.msgid, n) != nullptr);
          }
        }
      }
    }
  }
}

TEST_CASE("Each language's catalogue declares the plural forms its grammar has") {
  const std::vector<std::pair<std::string, int>> expected = {{"ru", 3}, {"pt", 2}};
  for (const Domain& domain : Domains()) {
    for (const auto& [code, forms] : expected) {
      const fs::path mo_path = kLocale / code / "LC_MESSAGES" / (domain.name + ".mo");
      if (!fs::is_regular_file(mo_path)) continue;
      INFO(mo_path.string());
      std::string error;
      const std::optional<bc::i18n::MoCatalogue> mo = bc::i18n::MoCatalogue::Parse(ReadBytes(mo_path), &error);
      REQUIRE(mo.has_value());
      CHECK(mo->plural_rule().count() == forms);
      if (code == "ru") {
        CHECK(mo->plural_rule().FormFor(1) == 0);
        CHECK(mo->plural_rule().FormFor(3) == 1);
        CHECK(mo->plural_rule().FormFor(7) == 2);
      }
    }
  }
}

namespace {

// The {N} places of a message (i18n::Format), sorted.
std::vector<std::string> Places(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t i = text.find('{'); i != std::string::npos; i = text.find('{', i + 1)) {
    const std::size_t close = text.find('}', i);
    if (close == std::string::npos) break;
    const std::string inside = text.substr(i + 1, close - i - 1);
    if (!inside.empty() && inside.size() < 3 && inside.find_first_not_of("0123456789") == std::string::npos) {
      out.push_back(inside);
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

TEST_CASE("Every translation keeps its message's {N} places, and the plural forms keep them too") {
  for (const Domain& domain : Domains()) {
    for (const fs::path& po : domain.languages) {
      for (const bc::test::PoEntry& entry : bc::test::ReadPo(po.string())) {
        if (entry.msgid.empty()) continue;
        INFO(po.string() << ": " << entry.msgid);
        const std::vector<std::string> wanted = Places(entry.msgid_plural.empty() ? entry.msgid : entry.msgid_plural);
        for (const std::string& translation : entry.msgstr) {
          if (translation.empty()) continue;
          INFO(translation);
          // A plural form may leave the count out ("one attacker"), never add a place.
          const std::vector<std::string> got = Places(translation);
          if (entry.msgid_plural.empty()) {
            CHECK(got == wanted);
          } else {
            CHECK(std::includes(wanted.begin(), wanted.end(), got.begin(), got.end()));
          }
        }
      }
    }
  }
}

}  // namespace catalogues_test
