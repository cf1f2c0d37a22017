// The .mo reader and the plural rules (i18n/mo_file.h).
#include "i18n/mo_file.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace mo_file_test {

namespace {

using bc::i18n::ByteOrder;
using bc::i18n::EncodeMo;
using bc::i18n::MoCatalogue;
using bc::i18n::MoMessage;
using bc::i18n::PluralRule;

const char* const kRussianForms =
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);";

std::string ReadBytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// msgfmt's own output (tests/fuzz/corpus/mo_file/msgfmt-ru-plurals.mo, from a .po with a
// plain message, a context and a three-form plural).
std::string MsgfmtRussian() {
  return ReadBytes(std::filesystem::path(BC_SOURCE_DIR) / "tests/fuzz/corpus/mo_file/msgfmt-ru-plurals.mo");
}

// The same file in the other byte order, swapped word by word here (not by EncodeMo): the
// seven header words and both tables of (length, offset) pairs.
std::string Swapped(std::string bytes) {
  auto word = [&](std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = v << 8 | static_cast<unsigned char>(bytes[at + i]);
    return v;
  };
  auto swap = [&](std::size_t at) { std::swap(bytes[at], bytes[at + 3]), std::swap(bytes[at + 1], bytes[at + 2]); };
  const std::uint32_t n = word(8), originals = word(12), translations = word(16);
  for (std::size_t i = 0; i < n * 2; ++i) {
    swap(originals + 4 * i);
    swap(translations + 4 * i);
  }
  for (std::size_t at = 0; at < 28; at += 4) swap(at);
  return bytes;
}

void SetWord(std::string& bytes, std::size_t at, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) bytes[at + i] = static_cast<char>((v >> (8 * i)) & 0xFF);
}

std::string ErrorOf(const std::string& bytes) {
  std::string error;
  CHECK_FALSE(MoCatalogue::Parse(bytes, &error).has_value());
  return error;
}

}  // namespace

TEST_CASE("A catalogue msgfmt wrote reads: plain messages, a context and Russian plurals") {
  std::string error;
  const std::optional<MoCatalogue> mo = MoCatalogue::Parse(MsgfmtRussian(), &error);
  REQUIRE(mo.has_value());
  CHECK(error.empty());
  CHECK(mo->size() == 3);
  REQUIRE(mo->Find("", "END TURN") != nullptr);
  CHECK(*mo->Find("", "END TURN") == "КОНЕЦ ХОДА");
  // The context is part of the key: without it, FILE has no translation.
  REQUIRE(mo->Find("verb", "FILE") != nullptr);
  CHECK(*mo->Find("verb", "FILE") == "ПОДШИТЬ");
  CHECK(mo->Find("", "FILE") == nullptr);
  CHECK(mo->Find("", "NOT IN THE FILE") == nullptr);
  CHECK(mo->plural_rule().count() == 3);
  CHECK(*mo->FindPlural("", "%d claim", 1) == "%d заявка");
  CHECK(*mo->FindPlural("", "%d claim", 3) == "%d заявки");
  CHECK(*mo->FindPlural("", "%d claim", 5) == "%d заявок");
  CHECK(*mo->FindPlural("", "%d claim", 21) == "%d заявка");
  CHECK(*mo->FindPlural("", "%d claim", 12) == "%d заявок");
  CHECK(mo->header().find("Language: ru") != std::string::npos);
}

TEST_CASE("A big-endian catalogue reads the same as the little-endian one") {
  const std::string little = MsgfmtRussian();
  const std::string big = Swapped(little);
  REQUIRE(big != little);
  CHECK(static_cast<unsigned char>(big[0]) == 0x95);
  std::string error;
  const std::optional<MoCatalogue> a = MoCatalogue::Parse(little, &error);
  const std::optional<MoCatalogue> b = MoCatalogue::Parse(big, &error);
  REQUIRE(a.has_value());
  REQUIRE(b.has_value());
  CHECK(b->size() == a->size());
  CHECK(*b->Find("", "END TURN") == "КОНЕЦ ХОДА");
  CHECK(*b->Find("verb", "FILE") == "ПОДШИТЬ");
  CHECK(*b->FindPlural("", "%d claim", 22) == "%d заявки");
}

TEST_CASE("The writer's catalogues read back in both byte orders") {
  const std::vector<MoMessage> messages = {
      {"", "END TURN", "", {"FIM DO TURNO"}},
      {"menu", "FILE", "", {"ARQUIVO"}},
      {"", "%d claim", "%d claims", {"%d sinistro", "%d sinistros"}},
      {"", "UNTRANSLATED", "", {""}},
  };
  const std::string header = "Plural-Forms: nplurals=2; plural=(n != 1);\n";
  for (const ByteOrder order : {ByteOrder::kLittle, ByteOrder::kBig}) {
    std::string error;
    const std::optional<MoCatalogue> mo = MoCatalogue::Parse(EncodeMo(messages, header, order), &error);
    REQUIRE(mo.has_value());
    CHECK(*mo->Find("", "END TURN") == "FIM DO TURNO");
    CHECK(*mo->Find("menu", "FILE") == "ARQUIVO");
    CHECK(*mo->FindPlural("", "%d claim", 1) == "%d sinistro");
    CHECK(*mo->FindPlural("", "%d claim", 0) == "%d sinistros");
    // gettext's rule: an empty translation is no translation.
    CHECK(mo->Find("", "UNTRANSLATED") == nullptr);
    CHECK(mo->Messages().size() == messages.size());
  }
}

TEST_CASE("Russian's plural rule gives its three forms, English's and Portuguese's two") {
  std::string error;
  const std::optional<PluralRule> ru = PluralRule::Parse(kRussianForms, &error);
  REQUIRE(ru.has_value());
  CHECK(ru->count() == 3);
  const std::vector<std::pair<unsigned long, int>> cases = {
      {0, 2}, {1, 0}, {2, 1}, {4, 1}, {5, 2}, {11, 2}, {12, 2}, {14, 2}, {20, 2}, {21, 0},
      {22, 1}, {25, 2}, {101, 0}, {111, 2}, {112, 2}, {122, 1}, {1001, 0}};
  for (const auto& [n, form] : cases) {
    INFO(n);
    CHECK(ru->FormFor(n) == form);
  }
  const PluralRule english;
  CHECK(english.count() == 2);
  CHECK(english.FormFor(1) == 0);
  CHECK(english.FormFor(0) == 1);
  CHECK(english.FormFor(7) == 1);
  const std::optional<PluralRule> pt = PluralRule::Parse("nplurals=2; plural=(n != 1);", &error);
  REQUIRE(pt.has_value());
  CHECK(pt->FormFor(1) == 0);
  CHECK(pt->FormFor(2) == 1);
  const std::optional<PluralRule> one = PluralRule::Parse("nplurals=1; plural=0;", &error);
  REQUIRE(one.has_value());
  CHECK(one->FormFor(42) == 0);
}

TEST_CASE("The plural expression's operators keep C's precedence, and division by zero gives 0") {
  std::string error;
  auto form = [&](const char* expr, unsigned long n) {
    const std::optional<PluralRule> rule = PluralRule::Parse(std::string("nplurals=6; plural=") + expr + ";", &error);
    INFO(expr << " " << error);
    REQUIRE(rule.has_value());
    return rule->FormFor(n);
  };
  CHECK(form("1 + 2 * n", 2) == 5);
  CHECK(form("(1 + 2) * n", 1) == 3);
  CHECK(form("n - 1 - 1", 5) == 3);
  CHECK(form("n / 2 % 3", 10) == 2);
  CHECK(form("!n", 0) == 1);
  CHECK(form("!n", 3) == 0);
  CHECK(form("n > 2 || n == 0", 0) == 1);
  CHECK(form("n > 2 && n <= 4", 4) == 1);
  CHECK(form("n >= 3 ? n < 5 ? 1 : 2 : 3", 4) == 1);
  CHECK(form("n >= 3 ? n < 5 ? 1 : 2 : 3", 9) == 2);
  CHECK(form("n >= 3 ? n < 5 ? 1 : 2 : 3", 1) == 3);
  CHECK(form("n / 0", 5) == 0);
  CHECK(form("n % 0", 5) == 0);
  // A value past nplurals falls back to the first form.
  CHECK(form("n", 40) == 0);
}

TEST_CASE("A bad Plural-Forms is refused with the reason") {
  std::string error;
  CHECK_FALSE(PluralRule::Parse("nplurals=3; plural=(n%10==1 ? 0 :", &error).has_value());
  CHECK(error.find("plural expression") != std::string::npos);
  CHECK_FALSE(PluralRule::Parse("nplurals=0; plural=0;", &error).has_value());
  CHECK(error.find("1 to 6") != std::string::npos);
  CHECK_FALSE(PluralRule::Parse("plural=n;", &error).has_value());
  CHECK(error.find("nplurals") != std::string::npos);
  CHECK_FALSE(PluralRule::Parse("nplurals=2; plural=n ++ x;", &error).has_value());
  CHECK_FALSE(PluralRule::Parse("nplurals=2; plural=(n;", &error).has_value());
  CHECK(error.find("')'") != std::string::npos);
  // Nesting deep enough to overflow a naive parser's stack is refused.
  CHECK_FALSE(PluralRule::Parse("nplurals=2; plural=" + std::string(100000, '(') + "n;", &error).has_value());
  CHECK(error.find("nested too deeply") != std::string::npos);
  CHECK_FALSE(PluralRule::Parse("nplurals=2; plural=" + std::string(100000, '!') + "n;", &error).has_value());
  std::string long_sum = "n";
  for (int i = 0; i < 2000; ++i) long_sum += "+n";
  CHECK_FALSE(PluralRule::Parse("nplurals=2; plural=" + long_sum + ";", &error).has_value());
  CHECK(error.find("terms") != std::string::npos);
}

TEST_CASE("A malformed .mo file is refused with what is wrong, never read past its end") {
  const std::string good = MsgfmtRussian();
  CHECK(ErrorOf("").find("shorter than the 28-byte header") != std::string::npos);
  CHECK(ErrorOf(std::string(40, 'x')).find("magic number") != std::string::npos);

  std::string truncated = good.substr(0, 100);  // both tables, none of the strings
  CHECK(ErrorOf(truncated).find("past the end") != std::string::npos);

  std::string huge_count = good;
  SetWord(huge_count, 8, 0xFFFFFFFFu);
  CHECK(ErrorOf(huge_count).find("more than the file can hold") != std::string::npos);

  std::string far_table = good;
  SetWord(far_table, 12, 0xFFFFFFF0u);
  CHECK(ErrorOf(far_table).find("original table runs past the end") != std::string::npos);

  std::string far_string = good;
  const std::uint32_t originals = 28;
  SetWord(far_string, originals + 4, 0x7FFFFFF0u);
  CHECK(ErrorOf(far_string).find("original string 0 runs past the end") != std::string::npos);

  std::string long_string = good;
  SetWord(long_string, originals + 8, 0xFFFFFFFFu);
  CHECK(ErrorOf(long_string).find("runs past the end") != std::string::npos);

  std::string revision = good;
  SetWord(revision, 4, 2u << 16);
  CHECK(ErrorOf(revision).find("revision 2") != std::string::npos);

  const std::string bad_plural = EncodeMo({}, "Plural-Forms: nplurals=2; plural=n +;\n", ByteOrder::kLittle);
  CHECK(ErrorOf(bad_plural).find("Plural-Forms") != std::string::npos);

  const std::string twice = EncodeMo({{"", "A", "", {"1"}}, {"", "A", "", {"2"}}}, "", ByteOrder::kBig);
  CHECK(ErrorOf(twice).find("appears twice") != std::string::npos);
}

TEST_CASE("Every byte of a catalogue cut short or flipped gives an error or a catalogue, never a crash") {
  const std::string good = MsgfmtRussian();
  int refused = 0;
  for (std::size_t cut = 0; cut < good.size(); ++cut) {
    std::string error;
    if (!MoCatalogue::Parse(good.substr(0, cut), &error)) {
      CHECK_FALSE(error.empty());
      ++refused;
    }
  }
  // Every cut before the last string's end loses a string the tables point at.
  CHECK(refused >= static_cast<int>(good.size()) - 2);
  for (std::size_t at = 0; at < good.size(); ++at) {
    std::string flipped = good;
    flipped[at] = static_cast<char>(flipped[at] ^ 0xA5);
    std::string error;
    const std::optional<MoCatalogue> mo = MoCatalogue::Parse(flipped, &error);
    if (mo) {
      CHECK(mo->plural_rule().FormFor(5) < mo->plural_rule().count());
    } else {
      CHECK_FALSE(error.empty());
    }
  }
}

}  // namespace mo_file_test
