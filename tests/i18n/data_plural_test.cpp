// TrDataN: the data domain's plural forms (the battle log's counts), by the catalogue's
// own plural rule.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "i18n/mo_file.h"
#include "i18n/translate.h"
#include "scratch_dir.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace data_plural_test {

namespace fs = std::filesystem;
using namespace bc::i18n;

TEST_CASE("TrDataN picks the data catalogue's plural form by the language's rule") {
  bc::test::ScratchDir scratch{"i18n_data_plural"};
  const auto write = [&](const fs::path& file, const std::string& bytes) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << bytes;
  };
  const char* const header =
      "Content-Type: text/plain; charset=UTF-8\n"
      "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n";
  write(scratch.path() / "ru/LC_MESSAGES/base-command.mo", EncodeMo({}, header, ByteOrder::kLittle));
  write(scratch.path() / "ru/LC_MESSAGES/base-command-data.mo",
        EncodeMo({{"", "{n} tick", "{n} ticks", {"{n} такт", "{n} такта", "{n} тактов"}}}, header, ByteOrder::kLittle));
  SetLocaleDir(scratch.path());

  CHECK(TrDataN("{n} tick", "{n} ticks", 1) == "{n} tick");
  CHECK(TrDataN("{n} tick", "{n} ticks", 4) == "{n} ticks");
  REQUIRE(SetLanguage("ru", nullptr));
  CHECK(TrDataN("{n} tick", "{n} ticks", 1) == "{n} такт");
  CHECK(TrDataN("{n} tick", "{n} ticks", 3) == "{n} такта");
  CHECK(TrDataN("{n} tick", "{n} ticks", 7) == "{n} тактов");
  CHECK(TrDataN("{n} tick", "{n} ticks", 21) == "{n} такт");
  CHECK(TrDataN("{n} barricade", "{n} barricades", 2) == "{n} barricades");  // not in the catalogue
  REQUIRE(SetLanguage("pseudo", nullptr));
  CHECK(TrDataN("{n} tick", "{n} ticks", 1) == "[[{n} tick]]");
  CHECK(TrDataN("{n} tick", "{n} ticks", 2) == "[[{n} ticks]]");
  SetLocaleDir({});
}

TEST_CASE("The pseudo-locale wraps a data string once, even when it is looked up again") {
  REQUIRE(SetLanguage("pseudo", nullptr));
  const std::string once(TrData("KILLER KRAB"));
  CHECK(once == "[[KILLER KRAB]]");
  CHECK(TrData(once) == "[[KILLER KRAB]]");
  CHECK(TrDataN(once, once, 2) == "[[KILLER KRAB]]");
  SetLanguage("en", nullptr);
}

}  // namespace data_plural_test
