// What the board's hover tooltip says of a cell: a demolition charge (what it is, and the
// turn at whose end it goes off, which the rules then keep), and the engagement preview
// against a splitter (that a kill leaves its pieces in its place).
#include <imgui.h>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <string>
#include <vector>

#include "app/headless_ui.h"
#include "app/text_probe.h"
#include "render/board_layout.h"
#include "session/battle_service.h"
#include "session/card_fixture.h"
#include "ui/battle_screen.h"

using namespace bc;
using headless::Headless;

namespace {

// The tooltip's text as read, its lines (wrapped as drawn) joined by spaces.
std::string TooltipText() {
  std::string text;
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (run.window.find("Tooltip") == std::string::npos) continue;
    if (!text.empty()) text += ' ';
    text += run.text;
  }
  return text;
}

// The tooltip of `cell` on the battle `service` plays, with `keys` pressed first.
std::string Hover(Headless& ui, session::BattleService& service, Cell cell,
                               const std::vector<session::Key>& keys = {}) {
  ui::BattleScreen screen(&service.session(), "", false);
  ui::Choices out;
  for (const session::Key key : keys) {
    REQUIRE(screen.OnKey(session::KeyPress{key, false, false}, ui.context, out));
    screen.Update(ui.context, out);
  }
  const render::BattleLayout layout = render::ComputeBattleLayout(ui.context.width, ui.context.height, ui.context.scale);
  const ImVec2 at(layout.CellCentreX(cell), layout.CellCentreY(cell));
  for (int frame = 0; frame < 4; ++frame) ui.Draw(screen, out, at, false);
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  return TooltipText();
}

}  // namespace

TEST_CASE("Hovering a demolition charge's cell says what it is and the turn it goes off, and it goes off then",
          "[app][board][traps]") {
  Headless ui;
  Catalog catalog = app_fixture::MakeCatalog();
  EnemyDef beetle;
  beetle.id = "beetle";
  beetle.name = "BEETLE";
  beetle.health = 9;
  beetle.breach_damage = 1;
  beetle.lay = LayDef{1, 3};
  beetle.sprite = "minelayer_beetle";
  catalog.enemies.push_back(beetle);
  MissionDef m;
  m.id = "charges";
  m.name = "CHARGES";
  m.briefing = "A layer.";
  m.par = 8;
  m.base_health = 20;
  m.star_scores = {100, 200, 300};
  m.schedule = {app_fixture::At(1, static_cast<EnemyIndex>(catalog.enemies.size() - 1), "A1"),
                app_fixture::At(30, app_fixture::kGrunt, "H8")};
  catalog.missions.push_back(m);
  ui.context.catalog = &catalog;
  session::BattleLaunch launch;
  launch.mission = static_cast<MissionIndex>(catalog.missions.size() - 1);
  launch.briefing = false;
  session::BattleStart start =
      session::StartBattle(catalog, "", nullptr, app_fixture::ScratchDir("board_hover_charge"), launch);
  REQUIRE(start.battle != nullptr);
  session::BattleService& service = *start.battle;
  REQUIRE(service.Play(Action::EndTurn()).ok);
  const BattleState& state = service.session().state();
  REQUIRE(state.trap_count == 1);
  const Cell charge = state.traps[0].cell;
  const int fuse = state.traps[0].fuse;
  REQUIRE(charge == app_fixture::C("A1"));
  REQUIRE(state.attacker_at[charge] < 0);

  const std::string text = Hover(ui, service, charge);
  INFO(text);
  const std::string head = "DEMOLITION CHARGE (" + std::to_string(fuse) + "): it goes off at the end of turn ";
  const std::size_t said = text.find(head);
  REQUIRE(said != std::string::npos);
  const int told = std::atoi(text.c_str() + said + head.size());
  CHECK(told > state.turn);
  CHECK(text.find("It destroys the barricades and fieldworks on this cell") != std::string::npos);

  // The turn it names is the turn at whose end the rules set it off.
  int went_off = -1;
  for (int turn = 0; turn < 10 && went_off < 0 && !IsOver(service.session().state()); ++turn) {
    const int now = service.session().state().turn;
    const auto outcome = service.Play(Action::EndTurn());
    REQUIRE(outcome.ok);
    for (const Event& e : outcome.events) {
      if (e.kind == EventKind::kTrapDetonated && e.cell == charge) went_off = now;
    }
  }
  CHECK(went_off == told);
}

TEST_CASE("The engagement preview against a splitter says that a kill splits it, and into what",
          "[app][board][cards]") {
  Headless ui;
  Catalog catalog = app_fixture::MakeCardCatalog();
  EnemyDef shard;
  shard.id = "shard";
  shard.name = "SHARD";
  shard.health = 1;
  shard.sprite = "grunt";
  catalog.enemies.push_back(shard);
  EnemyDef splitter;
  splitter.id = "splitter";
  splitter.name = "SPLITTER";
  splitter.health = 2;
  splitter.sprite = "grunt";
  splitter.split = SplitDef{true, 2, static_cast<EnemyIndex>(catalog.enemies.size() - 1)};
  catalog.enemies.push_back(splitter);
  MissionDef m = catalog.missions.back();  // the duel: the starter loadout's cards
  m.id = "split";
  m.name = "SPLIT";
  m.schedule = {app_fixture::At(1, static_cast<EnemyIndex>(catalog.enemies.size() - 1), "C3"),
                app_fixture::At(1, app_fixture::kGrunt, "F6"), app_fixture::At(30, app_fixture::kGrunt, "H8")};
  catalog.missions.push_back(m);
  ui.context.catalog = &catalog;
  session::BattleLaunch launch;
  launch.mission = static_cast<MissionIndex>(catalog.missions.size() - 1);
  launch.briefing = false;
  session::BattleStart start =
      session::StartBattle(catalog, "", nullptr, app_fixture::ScratchDir("board_hover_split"), launch);
  REQUIRE(start.battle != nullptr);

  // A unit card chosen (1), the splitter hovered: its kill chance, then what takes its place.
  const std::string text = Hover(ui, *start.battle, app_fixture::C("C3"), {session::Key::k1});
  INFO(text);
  const std::size_t kill = text.find("Kill chance");
  REQUIRE(kill != std::string::npos);
  const std::size_t splits = text.find("Killed, it splits: 2 SHARD take its place.");
  REQUIRE(splits != std::string::npos);
  CHECK(kill < splits);

  // Not so against an attacker that does not split.
  const std::string plain = Hover(ui, *start.battle, app_fixture::C("F6"), {session::Key::k1});
  INFO(plain);
  CHECK(plain.find("Kill chance") != std::string::npos);
  CHECK(plain.find("splits") == std::string::npos);
}

TEST_CASE("Hovering a contact tells nothing of its strength, after a hit too: no HP, no damage, no stats",
          "[app][board][concealment]") {
  Headless ui;
  Catalog catalog = app_fixture::MakeCatalog();
  EnemyDef wraith;
  wraith.id = "wraith";
  wraith.name = "WRAITH";
  wraith.health = 9;
  wraith.firepower = 4;
  wraith.breach_damage = 5;
  wraith.concealed = true;
  wraith.sprite = "grunt";
  catalog.enemies.push_back(wraith);
  MissionDef m = catalog.missions[app_fixture::kLone];
  m.id = "contact";
  m.name = "CONTACT";
  m.schedule = {app_fixture::At(1, static_cast<EnemyIndex>(catalog.enemies.size() - 1), "A1"),
                app_fixture::At(30, app_fixture::kGrunt, "H8")};
  catalog.missions.push_back(m);
  ui.context.catalog = &catalog;
  session::BattleLaunch launch;
  launch.mission = static_cast<MissionIndex>(catalog.missions.size() - 1);
  launch.briefing = false;
  session::BattleStart start =
      session::StartBattle(catalog, "", nullptr, app_fixture::ScratchDir("board_hover_contact"), launch);
  REQUIRE(start.battle != nullptr);
  session::BattleService& service = *start.battle;
  const Cell at = app_fixture::C("A1");
  for (const bool hit : {false, true}) {
    if (hit) {
      REQUIRE(service.Play(Action::Fire(at)).ok);  // power 3 of its 9: hit, not revealed
    }
    const BattleState& state = service.session().state();
    const int index = state.attacker_at[at];
    REQUIRE(index >= 0);
    REQUIRE(state.attackers[index].concealed);
    CHECK(state.attackers[index].hp == (hit ? 6 : 9));
    std::string text = Hover(ui, service, at);
    INFO(text);
    REQUIRE(text.find("UNKNOWN CONTACT #") != std::string::npos);
    CHECK(text.find("Next: ") != std::string::npos);  // where it steps: that much it shows
    // What may be read in it: its number, the cells named, the cell's range band.
    text = std::regex_replace(text, std::regex("#[0-9]+|\\b[A-H][1-8]\\b|range [0-9]"), "");
    CHECK(text.find_first_of("0123456789") == std::string::npos);
  }
}
