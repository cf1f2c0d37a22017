// Command files: strict reading, and a "format" that is not text reported, not thrown.
#include <catch2/catch.hpp>

#include "data/command_file_json.h"

using namespace bc;
using namespace bc::data;

namespace {

LoadoutDef Deck() {
  LoadoutDef deck;
  deck.name = "NIGHT SHIFT";
  deck.units.assign(8, "lucky");
  deck.supports.assign(16, "bolt");
  deck.fieldworks = {"mine", "works"};
  deck.doctrine = "plain";
  deck.weapon = "standard_cannon";
  return deck;
}

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("command file: a format that is not text is refused in words, not a crash", "[data][command_files]") {
  for (const char* format : {"5", "null", "[\"base-command-command-file\"]", "{\"a\": 1}", "true"}) {
    INFO(format);
    const std::string text = std::string("{\"format\": ") + format + ", \"version\": 1}";
    CommandFileParse parse;
    REQUIRE_NOTHROW(parse = CommandFileFromText(text, "odd.json"));
    CHECK_FALSE(parse.loadout.has_value());
    CHECK(Has(parse.reason, "odd.json"));
    CHECK(Has(parse.reason, "/format"));
    CHECK(Has(parse.reason, "not a command file"));
  }
}

TEST_CASE("command file: what is written reads back, and every entry left out is named with its JSON path",
          "[data][command_files]") {
  const CommandFileParse back = CommandFileFromText(CommandFileToText(Deck()), "night.json");
  REQUIRE(back.loadout.has_value());
  CHECK(back.loadout->name == "NIGHT SHIFT");
  CHECK(back.loadout->units == Deck().units);
  CHECK(back.loadout->weapon == "standard_cannon");
  CHECK(back.loadout->id == "command_file");

  // Salvaged: the readable cards are kept, each entry that does not read is named.
  const CommandFileParse bad = CommandFileFromText(
      R"({"format": "base-command-command-file", "version": 1, "name": 7, "units": ["Not An Id", "rifle_team", 5],
          "supports": ["patch_kit"], "fieldworks": [], "doctrine": "", "cheat": 1})",
      "bad.json");
  REQUIRE(bad.loadout.has_value());
  CHECK(bad.loadout->units == std::vector<std::string>{"rifle_team"});
  CHECK(bad.loadout->supports == std::vector<std::string>{"patch_kit"});
  CHECK(bad.loadout->name == "bad");  // the file's, for want of a readable one
  std::string dropped;
  for (const std::string& entry : bad.dropped) dropped += entry + "\n";
  INFO(dropped);
  CHECK(bad.dropped.size() == 4);
  CHECK(Has(dropped, "name: "));
  CHECK(Has(dropped, "units/0: "));
  CHECK(Has(dropped, "units/2: "));
  CHECK(Has(dropped, "\"weapon\""));
  CHECK_FALSE(Has(dropped, "cheat"));  // a key it does not know is left in the file, not a problem
}

TEST_CASE("command file: a newer build's file is named as such", "[data][command_files]") {
  const CommandFileParse parse =
      CommandFileFromText(R"({"format": "base-command-command-file", "version": 3})", "later.json");
  CHECK_FALSE(parse.loadout.has_value());
  CHECK(Has(parse.reason, "newer version"));
  CHECK(Has(parse.reason, "/version"));
}
