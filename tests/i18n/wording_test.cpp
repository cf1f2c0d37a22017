// The translations' wording where a rule of the language or of the screen can be checked:
// a Russian damage count takes the genitive wherever its number needs it ("2 урона", never
// "2 урон"), and a text that names a button names it as the button reads in that language
// (Portuguese "o botão FOGO", the FIRE button's own word); and no English message puts a
// count it fills in before a fixed plural noun ("1 blows"): a count takes the plural
// forms of its language (TrN, PhraseN), Russian's three included.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "i18n/po_reader.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace wording_test {

namespace fs = std::filesystem;

namespace {

const fs::path kPo = fs::path(BC_SOURCE_DIR) / "po";
const char* const kDomains[] = {"base-command", "base-command-data"};

// Where `text` counts damage in the nominative after a number it does not agree with:
// "{n} урон" or "2 урон" with no ending (урона, уроном) after it. With `one_form`, the
// text is the form for numbers ending in 1, where the nominative is right.
std::vector<std::string> BareDamage(const std::string& text, bool one_form) {
  static const std::string kWord = "урон";
  std::vector<std::string> found;
  for (std::size_t at = text.find(kWord); at != std::string::npos; at = text.find(kWord, at + 1)) {
    const std::size_t end = at + kWord.size();
    // An ending follows: a Cyrillic letter (its UTF-8 lead byte is 0xD0 or 0xD1).
    if (end < text.size() && (static_cast<unsigned char>(text[end]) == 0xD0 || static_cast<unsigned char>(text[end]) == 0xD1)) {
      continue;
    }
    // What counts it: the word before, a number or a place for one.
    if (at < 2 || text[at - 1] != ' ') continue;
    std::size_t start = at - 1;
    while (start > 0 && text[start - 1] != ' ' && text[start - 1] != '(') --start;
    const std::string count = text.substr(start, at - 1 - start);
    const bool place = (count.size() > 2 && count.front() == '{' && count.back() == '}') || count == "%d";
    const bool digits = !count.empty() && count.find_first_not_of("0123456789") == std::string::npos;
    if (!place && !digits) continue;
    if (one_form && place) continue;
    if (digits) {
      const long n = std::stol(count);
      if (n % 10 == 1 && n % 100 != 11) continue;  // 1, 21, 31: "1 урон" is right
    }
    found.push_back(count + " " + kWord);
  }
  return found;
}

}  // namespace

TEST_CASE("The genitive check finds a bare damage count and passes the forms that agree") {
  CHECK(BareDamage("Щит наносит {n} урон.", false) == std::vector<std::string>{"{n} урон"});
  CHECK(BareDamage("наносит 3 урон", false) == std::vector<std::string>{"3 урон"});
  CHECK(BareDamage("Щит наносит {n} урона.", false).empty());
  CHECK(BareDamage("Щит наносит {n} урон.", true).empty());  // the form for 1, 21, ...
  CHECK(BareDamage("1 урон каждому нападающему", false).empty());
  CHECK(BareDamage("наносит двойной урон", false).empty());
  CHECK(BareDamage("(всего урона: {0})", false).empty());
}

TEST_CASE("Russian: a count of damage takes the genitive wherever its number needs it, in both catalogues") {
  int counted = 0;  // messages that count damage at all, so that the check is not empty
  for (const char* domain : kDomains) {
    const std::vector<bc::test::PoEntry> entries = bc::test::ReadPo((kPo / domain / "ru.po").string());
    REQUIRE(entries.size() > 100);
    for (const bc::test::PoEntry& e : entries) {
      for (std::size_t form = 0; form < e.msgstr.size(); ++form) {
        const std::string& text = e.msgstr[form];
        if (text.find("урон") == std::string::npos) continue;
        ++counted;
        // The plural's first form is for 1, 21, 31 ...; a message with no plural is said
        // of every number.
        const bool one_form = !e.msgid_plural.empty() && form == 0;
        INFO(domain << ": " << e.msgid << " [" << form << "]: " << text);
        CHECK(BareDamage(text, one_form).empty());
      }
    }
  }
  CHECK(counted > 20);
}

TEST_CASE("A text that names a button names it as the button reads, in every language") {
  // The buttons' words: the UI catalogue's translation of each label.
  const std::regex named(R"(\b([A-Z][A-Z0-9]*(?: [A-Z0-9]+)*) button)");
  int named_count = 0;
  for (const char* code : {"ru", "pt"}) {
    std::map<std::string, std::string> labels;
    for (const bc::test::PoEntry& e : bc::test::ReadPo((kPo / "base-command" / (std::string(code) + ".po")).string())) {
      if (!e.has_context && e.msgid_plural.empty() && !e.msgstr.empty()) labels[e.msgid] = e.msgstr[0];
    }
    for (const char* domain : kDomains) {
      for (const bc::test::PoEntry& e : bc::test::ReadPo((kPo / domain / (std::string(code) + ".po")).string())) {
        for (auto m = std::sregex_iterator(e.msgid.begin(), e.msgid.end(), named); m != std::sregex_iterator(); ++m) {
          const std::string label = (*m)[1].str();
          INFO(code << " " << domain << ": \"" << e.msgid << "\" names the " << label << " button");
          const auto button = labels.find(label);
          REQUIRE(button != labels.end());  // a button the game has
          ++named_count;
          for (const std::string& text : e.msgstr) {
            INFO(text);
            CHECK(text.find(button->second) != std::string::npos);
          }
        }
      }
    }
  }
  CHECK(named_count >= 2);  // the cannon's FIRE button, in both languages
}

TEST_CASE("No message puts a count it fills in before a fixed plural noun: counts take plural forms") {
  // "{2} blows", "%d ticks": a count the game fills in, then a plural noun, in a message
  // with no plural forms. The forecast said "1 blows against 2".
  const std::regex counted(
      R"((\{[0-9a-z_]+\}|%d|%zu) (blows|cells|sieges|points|turns|kills|credits|units|attackers|charges|)"
      R"(shots|missions|battles|waves|activations|ticks|ranks|discards)\b)");
  // Messages whose number is never 1: a total of several ("2 of 3 stars"), a rule's fixed
  // reach, a score that moves in tens.
  const std::vector<std::string> totals = {
      "a jammer within {2} cells cuts the orders of {0} at {1}",
      "A posted unit within {0} cells of a jammer takes no orders (it may still stand down).",
      "Stars at %d / %d / %d points",
      "Best: {0} points, {1}, flawless; {2} credits paid so far.",
      "Best: {0} points, {1}; {2} credits paid so far.",
      "{0} of {1} sieges won  //  {2}",
      "Once a turn a posted unit may engage an attacker in its card's ranges, counted in king moves from its post; "
      "barricades between block ground fire. Not within {n} cells of a jammer.",
  };
  int plurals = 0;
  for (const char* domain : kDomains) {
    const fs::path pot = kPo / domain / (std::string(domain) + ".pot");
    const std::vector<bc::test::PoEntry> entries = bc::test::ReadPo(pot.string());
    REQUIRE(entries.size() > 100);
    for (const bc::test::PoEntry& e : entries) {
      if (!e.msgid_plural.empty()) {
        ++plurals;
        continue;
      }
      if (std::find(totals.begin(), totals.end(), e.msgid) != totals.end()) continue;
      std::smatch m;
      INFO(domain << ": " << e.msgid);
      CHECK_FALSE(std::regex_search(e.msgid, m, counted));
    }
  }
  CHECK(plurals > 30);
}

}  // namespace wording_test
