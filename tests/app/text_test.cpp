#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "ui/glossary.h"
#include "ui/markdown.h"
#include "ui/rules_reference.h"
#include "ui/settings_screen.h"

using namespace bc::ui;

TEST_CASE("card tooltips find the glossary keywords a text uses, whole words only", "[app][glossary]") {
  const auto found = KeywordsIn("First Strike. Deals 2 damage and applies Poison to one attacker at range 2.");
  std::vector<std::string> names;
  for (const GlossaryEntry* entry : found) names.push_back(entry->keyword);
  CHECK(std::find(names.begin(), names.end(), "First Strike") != names.end());
  CHECK(std::find(names.begin(), names.end(), "Poison") != names.end());
  CHECK(std::find(names.begin(), names.end(), "Range") != names.end());
  CHECK(std::find(names.begin(), names.end(), "Luck") == names.end());
  CHECK(KeywordsIn("Unlucky hpx").empty());  // no partial words
}

TEST_CASE("HOW TO PLAY carries every section of the rules reference and the undo rule", "[app][howto]") {
  const auto& sections = RulesReference();
  std::vector<std::string> titles;
  for (const RulesSection& s : sections) titles.push_back(s.title);
  for (const char* expected : {"Objective", "Board Geometry", "Turn Flow", "Enemy Movement", "Base Shields",
                               "Base Health", "Central Cannon", "Hand And Cards", "Unit Cards", "Engagement Stats",
                               "Engagement Resolution", "Ranges And Targeting", "Terrain And Line Of Fire",
                               "Support Effects", "Statuses", "Perks And Hooks", "Attacker Types", "Deck Building",
                               "Scoring"}) {
    CHECK(std::find(titles.begin(), titles.end(), expected) != titles.end());
  }
  bool undo_rule = false;
  for (const RulesSection& s : DeskNotes(bc::session::KeyBindings())) {
    for (const std::string& line : s.lines) undo_rule = undo_rule || line.find("cannot be undone") != std::string::npos;
  }
  CHECK(undo_rule);
}

TEST_CASE("HOW TO PLAY shows every rulebook line of docs/rules.md once, in its sections", "[app][howto]") {
  // The game's copy is the file as it stands in the tree.
  std::ifstream in(std::filesystem::path(BC_SOURCE_DIR) / "docs" / "rules.md", std::ios::binary);
  REQUIRE(in);
  std::ostringstream file;
  file << in.rdbuf();
  CHECK(RulesMarkdown() == file.str());
  std::set<std::string> quoted;
  std::istringstream lines(file.str());
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("> ", 0) == 0) quoted.insert(line.substr(2));
  }
  std::set<std::string> shown;
  std::size_t count = 0;
  for (const RulesSection& section : RulesReference()) {
    CHECK_FALSE(section.lines.empty());
    for (const std::string& line : section.lines) shown.insert(line), ++count;
  }
  CHECK(shown == quoted);
  CHECK(count == quoted.size());  // each once
  CHECK(quoted.count("Friendly units currently persist as card instances rather than standing on the board.") == 1);
}

TEST_CASE("the rulebook's sections are its quoted lines under their headings, each line once", "[app][howto]") {
  const auto sections = ParseRulebook(
      "# Rules\n> not under a heading\n## First\nResolution.\n> One.\n> Two.\n- a test\n"
      "## Empty\nNothing quoted.\n## Second\n> Two.\n> Three.\r\n");
  REQUIRE(sections.size() == 2);
  CHECK(sections[0].title == "First");
  CHECK(sections[0].lines == std::vector<std::string>{"One.", "Two."});
  CHECK(sections[1].title == "Second");
  CHECK(sections[1].lines == std::vector<std::string>{"Three."});
}

TEST_CASE("release notes are split by version headings, wrapped lines joined", "[app][updates]") {
  const auto notes = ParseChangelog("# Changelog\n\nIntro.\n\n## 0.2.0\n- New thing that wraps\n  onto a second line.\n- Other.\n\n## 0.1.0\n- First.\n");
  REQUIRE(notes.size() == 2u);
  CHECK(notes[0].heading == "0.2.0");
  CHECK(notes[0].body == "- New thing that wraps onto a second line.\n- Other.");
  CHECK(notes[1].body == "- First.");
  // Code marks are dropped: the screen shows the words.
  CHECK(ParseChangelog("## 1.0\n- Run `calibrate --write` now.\n")[0].body == "- Run calibrate --write now.");
}

TEST_CASE("release notes keep the designers' and the benchmark's bullets apart from the players'", "[app][updates]") {
  const auto notes = ParseChangelog(
      "## 0.2.0\n- Stars you can count on.\n- For designers: `calibrate`\n  applies the rule.\n"
      "- The frame benchmark waits for each frame.\n- Text fits.\n");
  REQUIRE(notes.size() == 1u);
  CHECK(notes[0].body == "- Stars you can count on.\n- Text fits.");
  CHECK(notes[0].designers == "- For designers: calibrate applies the rule.\n- The frame benchmark waits for each frame.");
}

TEST_CASE("the credits' Markdown is read into headings, paragraphs, bullets and tables, without its marks",
          "[app][credits]") {
  const auto blocks = ReadMarkdown(
      "# Asset credits\n\nEverything under `assets/` is made\nby `tools/build-assets`.\n\n## Licences\n\n"
      "| what | licence |\n|---|---|\n| Inter | *OFL* 1.1 |\n| Icons | CC BY 3.0 |\n\n"
      "- one [site](https://example.org)\n  goes on\n- make_cinema.py\n");
  REQUIRE(blocks.size() == 6u);
  CHECK(blocks[0].kind == MarkdownBlock::Kind::kHeading);
  CHECK(blocks[0].level == 1);
  CHECK(blocks[0].text == "Asset credits");
  CHECK(blocks[1].kind == MarkdownBlock::Kind::kParagraph);
  CHECK(blocks[1].text == "Everything under assets/ is made by tools/build-assets.");
  CHECK(blocks[2].level == 2);
  REQUIRE(blocks[3].kind == MarkdownBlock::Kind::kTable);
  CHECK(blocks[3].rows == std::vector<std::vector<std::string>>{{"what", "licence"}, {"Inter", "OFL 1.1"}, {"Icons", "CC BY 3.0"}});
  CHECK(blocks[4].kind == MarkdownBlock::Kind::kBullet);
  CHECK(blocks[4].text == "one site (https://example.org) goes on");
  CHECK(blocks[5].text == "make_cinema.py");
}
