// The lookups every player-visible string goes through (i18n/translate.h).
#include "i18n/translate.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "i18n/mo_file.h"
#include "scratch_dir.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace translate_test {

namespace fs = std::filesystem;
using namespace bc::i18n;

namespace {

void Write(const fs::path& file, const std::string& bytes) {
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << bytes;
}

const char* const kRussianHeader =
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n";

// A locale dir with a Russian UI and data catalogue, a Portuguese UI catalogue only, and
// a broken catalogue for "xx".
struct Locales {
  bc::test::ScratchDir scratch{"i18n_locales"};
  Locales() {
    Write(scratch.path() / "ru/LC_MESSAGES/base-command.mo",
          EncodeMo({{"", "END TURN", "", {"КОНЕЦ ХОДА"}},
                    {"verb", "FILE", "", {"ПОДШИТЬ"}},
                    {"", "%d claim", "%d claims", {"%d заявка", "%d заявки", "%d заявок"}}},
                   kRussianHeader, ByteOrder::kLittle));
    Write(scratch.path() / "ru/LC_MESSAGES/base-command-data.mo",
          EncodeMo({{"", "Killer Krab", "", {"Краб-убийца"}}}, kRussianHeader, ByteOrder::kBig));
    Write(scratch.path() / "pt/LC_MESSAGES/base-command.mo",
          EncodeMo({{"", "END TURN", "", {"ENCERRAR TURNO"}}}, "Plural-Forms: nplurals=2; plural=(n != 1);\n",
                   ByteOrder::kLittle));
    Write(scratch.path() / "xx/LC_MESSAGES/base-command.mo", "not a catalogue at all, just words");
    fs::create_directories(scratch.path() / "de");  // a folder with no catalogue in it
    SetLocaleDir(scratch.path());
  }
  ~Locales() { SetLocaleDir({}); }
};

}  // namespace

TEST_CASE("English is the start, and returns every msgid as it was given") {
  Locales locales;
  CHECK(Language() == "en");
  const char* msgid = "END TURN";
  CHECK(Tr(msgid) == msgid);
  CHECK(std::strcmp(TrN("%d claim", "%d claims", 1), "%d claim") == 0);
  CHECK(std::strcmp(TrN("%d claim", "%d claims", 0), "%d claims") == 0);
  CHECK(std::strcmp(TrCtx("verb", "FILE"), "FILE") == 0);
  CHECK(TrData("Killer Krab") == "Killer Krab");
}

TEST_CASE("A language's catalogues translate the UI, its plurals, contexts and the data strings") {
  Locales locales;
  std::string error;
  REQUIRE(SetLanguage("ru", &error));
  CHECK(Language() == "ru");
  CHECK(std::string(Tr("END TURN")) == "КОНЕЦ ХОДА");
  CHECK(std::string(TrCtx("verb", "FILE")) == "ПОДШИТЬ");
  CHECK(std::string(Tr("FILE")) == "FILE");  // the context-free FILE is not translated
  CHECK(std::string(TrN("%d claim", "%d claims", 1)) == "%d заявка");
  CHECK(std::string(TrN("%d claim", "%d claims", 3)) == "%d заявки");
  CHECK(std::string(TrN("%d claim", "%d claims", 11)) == "%d заявок");
  CHECK(TrData("Killer Krab") == "Краб-убийца");
  // What the catalogue lacks reads as English, in English's plural.
  CHECK(std::string(Tr("NEW GAME")) == "NEW GAME");
  CHECK(std::string(TrN("%d wave", "%d waves", 5)) == "%d waves");
  CHECK(TrData("Spitter") == "Spitter");

  REQUIRE(SetLanguage("pt", &error));
  CHECK(std::string(Tr("END TURN")) == "ENCERRAR TURNO");
  // Portuguese has no data catalogue yet: the data strings stay English.
  CHECK(TrData("Killer Krab") == "Killer Krab");

  REQUIRE(SetLanguage("en", &error));
  CHECK(std::string(Tr("END TURN")) == "END TURN");
}

TEST_CASE("The pseudo-locale wraps every string looked up, with no file") {
  Locales locales;
  REQUIRE(SetLanguage("pseudo", nullptr));
  CHECK(Language() == "pseudo");
  CHECK(std::string(Tr("END TURN")) == "[[END TURN]]");
  CHECK(std::string(TrN("%d claim", "%d claims", 1)) == "[[%d claim]]");
  CHECK(std::string(TrN("%d claim", "%d claims", 2)) == "[[%d claims]]");
  CHECK(std::string(TrCtx("verb", "FILE")) == "[[FILE]]");
  CHECK(TrData("Killer Krab") == "[[Killer Krab]]");
  CHECK(TrData("").empty());
  // The same string looked up twice is the same pointer, valid until the next switch.
  CHECK(Tr("END TURN") == Tr("END TURN"));
}

TEST_CASE("A language with no catalogue, or a broken one, is refused and the language stays") {
  Locales locales;
  REQUIRE(SetLanguage("ru", nullptr));
  std::string error;
  CHECK_FALSE(SetLanguage("de", &error));
  CHECK(error.find("no catalogue for 'de'") != std::string::npos);
  CHECK(Language() == "ru");
  CHECK_FALSE(SetLanguage("xx", &error));
  CHECK(error.find("not a valid .mo catalogue") != std::string::npos);
  CHECK_FALSE(SetLanguage("../ru", &error));
  CHECK(error.find("not a language code") != std::string::npos);
  CHECK(Language() == "ru");
  CHECK(std::string(Tr("END TURN")) == "КОНЕЦ ХОДА");
}

TEST_CASE("The languages available are English and those whose UI catalogue is present") {
  Locales locales;
  const std::vector<std::string> available = AvailableLanguages();
  CHECK(available == std::vector<std::string>{"en", "pt", "ru", "xx"});
  CHECK(LanguageName("ru") == "Русский");
  CHECK(LanguageName("pt") == "Português");
  CHECK(LanguageName("en") == "English");
  CHECK(LanguageName("xx") == "xx");
}

TEST_CASE("The system language comes from LANGUAGE, then LC_ALL, LC_MESSAGES and LANG") {
  const std::vector<std::string> available = {"en", "pt", "ru"};
  CHECK(PickSystemLanguage(nullptr, nullptr, nullptr, "ru_RU.UTF-8", available) == "ru");
  CHECK(PickSystemLanguage(nullptr, nullptr, nullptr, "pt_BR.UTF-8", available) == "pt");
  CHECK(PickSystemLanguage(nullptr, nullptr, nullptr, "de_DE.UTF-8", available) == "en");
  CHECK(PickSystemLanguage(nullptr, nullptr, nullptr, nullptr, available) == "en");
  CHECK(PickSystemLanguage(nullptr, "pt_PT", "ru_RU", "de_DE", available) == "pt");
  CHECK(PickSystemLanguage(nullptr, "", "ru_RU", "de_DE", available) == "ru");
  // LANGUAGE is a list of preferences: the first one available wins.
  CHECK(PickSystemLanguage("de:ru:pt", nullptr, nullptr, "pt_BR.UTF-8", available) == "ru");
  CHECK(PickSystemLanguage("de:fr", nullptr, nullptr, "pt_BR.UTF-8", available) == "pt");
  // gettext ignores LANGUAGE under the C locale.
  CHECK(PickSystemLanguage("ru", "C", nullptr, nullptr, available) == "en");
  CHECK(PickSystemLanguage(nullptr, nullptr, nullptr, "POSIX", available) == "en");
  CHECK(PickSystemLanguage(nullptr, nullptr, nullptr, "ru@latin", available) == "ru");
}

TEST_CASE("Format fills numbered places in the translation's order") {
  CHECK(Format("The siege at {0} stays saved.", {"MARE ACIDALIUM"}) == "The siege at MARE ACIDALIUM stays saved.");
  CHECK(Format("{1}, then {0}", {"a", "b"}) == "b, then a");
  CHECK(Format("{0} of {0}", {"x"}) == "x of x");
  // A place without an argument, a literal brace, and braces that are no place.
  CHECK(Format("{0} and {3}", {"x"}) == "x and {3}");
  CHECK(Format("{{0}} {0}", {"x"}) == "{0}} x");
  CHECK(Format("{a} {} {", {"x"}) == "{a} {} {");
  CHECK(Format("", {}).empty());
}

}  // namespace translate_test
