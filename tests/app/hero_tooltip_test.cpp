// What the board tells of a hero before the turn ends (rulings, "What the player is
// shown"): its chosen ability on its token (icon and short name) and as the first line of
// its tooltip with what it comes to in numbers, every mark on its token named, its Next
// line kept when the forecast ends in the base falling, and a breach the base cannot take
// in full saying both numbers; and of a contact, nothing of its strength.
#include <imgui.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/headless_ui.h"
#include "app/text_probe.h"
#include "render/board_layout.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "ui/battle_screen.h"
#include "ui/glossary.h"
#include "ui/intent_words.h"

using namespace bc;
using headless::Headless;

namespace {

// The app fixture with a crushing hero (CHARGE always, CALL when alone, neither twice
// running) and a contact type, and a mission that lands the hero on C2 with a grunt due
// to breach the downed NE quadrant of a base at 1 health.
Catalog HeroCatalog(MissionIndex& mission) {
  Catalog c = app_fixture::MakeCatalog();
  EnemyDef hero;
  hero.id = "auditor";
  hero.name = "AUDITOR";
  hero.description = "Files everything.";
  hero.health = 24;
  hero.shield = 2;
  hero.breach_damage = 6;
  hero.tags = kTagCrusher;
  hero.sprite = "the_auditor";
  hero.abilities = {AbilityDef{AbilityKind::kCharge, AbilityWhen::kAlways, 1, 0, 0},
                    AbilityDef{AbilityKind::kCallReinforcements, AbilityWhen::kAlone, 2, app_fixture::kGrunt, 0}};
  c.enemies.push_back(hero);
  const auto hero_type = static_cast<EnemyIndex>(c.enemies.size() - 1);
  MissionDef m;
  m.id = "hero_test";
  m.name = "HERO TEST";
  m.briefing = "A hero.";
  m.par = 8;
  m.star_scores = {100, 200, 300};
  m.shields_up = {true, false, true, true};
  m.base_health = 1;
  m.schedule = {app_fixture::At(1, hero_type, "C2"), app_fixture::At(1, app_fixture::kGrunt, "E3"),
                app_fixture::At(9, app_fixture::kGrunt, "A1")};
  c.missions.push_back(m);
  mission = static_cast<MissionIndex>(c.missions.size() - 1);
  return c;
}

std::vector<std::string> TooltipLines(const std::vector<text_probe::Run>& runs) {
  std::vector<std::string> lines;
  for (const text_probe::Run& run : runs) {
    if (run.window.find("Tooltip") != std::string::npos) lines.push_back(run.text);
  }
  return lines;
}

bool Any(const std::vector<std::string>& lines, const std::string& start) {
  return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.rfind(start, 0) == 0; });
}

}  // namespace

TEST_CASE("A hero's tooltip opens with its ability in numbers, and every mark on its token is named",
          "[app][board][hero]") {
  Headless ui;
  MissionIndex mission = 0;
  const Catalog catalog = HeroCatalog(mission);
  ui.context.catalog = &catalog;
  session::BattleLaunch launch;
  launch.mission = mission;
  launch.briefing = false;
  session::BattleStart start = session::StartBattle(catalog, "", nullptr, app_fixture::ScratchDir("hero_tooltip"), launch);
  REQUIRE(start.battle != nullptr);
  ui::BattleScreen screen(&start.battle->session(), "", false);
  const EnemyIntents& intents = start.battle->session().intents();
  // The grunt on E3 breaches the downed NE quadrant first, and the base (1 health) falls:
  // the hero's activation never comes, yet it keeps its intent.
  REQUIRE(intents.defeat);
  const auto hero = std::find_if(intents.attackers.begin(), intents.attackers.end(),
                                 [&](const AttackerIntent& a) { return a.start == app_fixture::C("C2"); });
  REQUIRE(hero != intents.attackers.end());
  CHECK(hero->after_fall);
  CHECK(hero->ability == 0);  // CHARGE
  const auto grunt = std::find_if(intents.attackers.begin(), intents.attackers.end(),
                                  [&](const AttackerIntent& a) { return a.start == app_fixture::C("E3"); });
  REQUIRE(grunt != intents.attackers.end());
  CHECK(ui::NextLine(*grunt) == "Next: breaches NE for 2 (the base has 1 left)");

  ui::Choices out;
  const render::BattleLayout layout = render::ComputeBattleLayout(ui.context.width, ui.context.height, ui.context.scale);
  const ImVec2 at(layout.CellCentreX(app_fixture::C("C2")), layout.CellCentreY(app_fixture::C("C2")));
  for (int frame = 0; frame < 4; ++frame) ui.Draw(screen, out, at, false);
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  const std::vector<text_probe::Run> runs = text_probe::Runs();
  const std::vector<std::string> lines = TooltipLines(runs);
  INFO([&] {
    std::string all;
    for (const std::string& l : lines) all += l + " | ";
    return all;
  }());
  REQUIRE_FALSE(lines.empty());
  // The ability first, in numbers, then the name; then the marks; the Next line kept.
  const auto first = std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return l.rfind("CHARGE", 0) == 0; });
  const auto name = std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return l.rfind("AUDITOR", 0) == 0; });
  REQUIRE(first != lines.end());
  REQUIRE(name != lines.end());
  CHECK(first < name);
  CHECK(first->rfind("CHARGE: one extra step, then", 0) == 0);
  CHECK(Any(lines, "[Crown] A hero"));
  CHECK(Any(lines, "[Shield badge] Shield points"));
  CHECK(Any(lines, "CRUSHER:"));
  CHECK(Any(lines, "Next, if the base still stood:"));
  // On the board: the ability's short name on the hero's token.
  const bool on_board = std::any_of(runs.begin(), runs.end(), [&](const text_probe::Run& run) {
    return run.window.find("Background") != std::string::npos && run.text == "CHARGE" &&
           layout.CellAt(run.min.x + 1.0f, run.min.y + 1.0f) == app_fixture::C("C2");
  });
  CHECK(on_board);
}

TEST_CASE("Every mark a token can carry has its words, and the glossary holds each one", "[app][board][i18n]") {
  const std::vector<ui::BadgeWords> marks = ui::EveryMarkWords();
  CHECK(marks.size() == static_cast<std::size_t>(render::kBadgeCount) + 1);
  for (const ui::BadgeWords& mark : marks) {
    INFO(mark.name);
    CHECK_FALSE(mark.name.empty());
    CHECK(mark.meaning.size() > 20);
    const bool in_glossary = std::any_of(ui::Glossary().begin(), ui::Glossary().end(), [&](const ui::GlossaryEntry& e) {
      return e.keyword == mark.name && e.meaning == mark.meaning;
    });
    CHECK(in_glossary);
  }
}
