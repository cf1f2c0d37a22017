// First-time tips and the pile view: a note the first time a profile meets a hero, a
// contact, a demolition charge, a lane or a splitter, recorded in the profile as it is
// shown and never shown again, none while the setting is off; and each rail's piles
// listed by name, whatever order the dice put them in.
#include <imgui.h>
#include <imgui_internal.h>

#include <catch2/catch.hpp>

#include <algorithm>

#include "app/headless_ui.h"
#include "app/text_probe.h"
#include "basecommand/rules.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/card_fixture.h"
#include "session/profile_session.h"
#include "ui/battle_screen.h"
#include "ui/first_tips.h"
#include "ui/pile_view.h"
#include "ui/tr.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace first_tips_test {

using namespace bc;
using namespace bc::ui;
using app_fixture::C;

namespace {

std::vector<std::string> Ids(const std::vector<const FirstTip*>& tips) {
  std::vector<std::string> ids;
  for (const FirstTip* tip : tips) ids.push_back(tip->id);
  return ids;
}

// The fixture with a hero and a splitter among its attacker types.
Catalog TipCatalog() {
  Catalog c = app_fixture::MakeCatalog();
  EnemyDef hero = c.enemies[app_fixture::kGrunt];
  hero.id = "boss";
  hero.name = "BOSS";
  AbilityDef charge;
  hero.abilities.push_back(charge);
  c.enemies.push_back(hero);  // 2
  EnemyDef splitter = c.enemies[app_fixture::kGrunt];
  splitter.id = "slug";
  splitter.name = "SLUG";
  splitter.split.enabled = true;
  splitter.split.into = app_fixture::kGrunt;
  c.enemies.push_back(splitter);  // 3
  return c;
}

render::ViewAttacker At(EnemyIndex enemy, const char* cell, bool contact = false) {
  render::ViewAttacker a;
  a.enemy = enemy;
  a.cell = C(cell);
  a.contact = contact;
  a.hp = 3;
  a.max_hp = 3;
  return a;
}

}  // namespace

TEST_CASE("Tips: each new thing on the board calls for its tip, once, in a fixed order", "[app][tips]") {
  const Catalog catalog = TipCatalog();
  render::BoardView view;
  CHECK(NewTips(view, catalog, {}).empty());
  view.attackers.push_back(At(app_fixture::kGrunt, "A1"));
  CHECK(NewTips(view, catalog, {}).empty());  // a plain attacker is no news
  view.attackers.push_back(At(2, "B1"));
  view.attackers.push_back(At(3, "C1"));
  view.attackers.push_back(At(app_fixture::kGrunt, "D1", true));
  view.traps.push_back({C("E2"), 2});
  view.pending_lane[C("H4")] = 1;
  CHECK(Ids(NewTips(view, catalog, {})) ==
        std::vector<std::string>{"hero", "contact", "demolition_charge", "lane", "splitter"});
  CHECK(Ids(NewTips(view, catalog, {"hero", "lane"})) ==
        std::vector<std::string>{"contact", "demolition_charge", "splitter"});
  // A contact is only a contact: a hero hidden as one tells nothing of being a hero.
  render::BoardView hidden;
  hidden.attackers.push_back(At(2, "B1", true));
  CHECK(Ids(NewTips(hidden, catalog, {})) == std::vector<std::string>{"contact"});
  // Every tip has words in the catalogue's language.
  for (const FirstTip& tip : FirstTips()) {
    CHECK(std::string(Tr(tip.title)).size() > 2);
    CHECK(std::string(Tr(tip.text)).size() > 20);
  }
}

TEST_CASE("Tips: the battle shows a tip once a profile, records it as it shows, and none when the setting is off",
          "[app][tips]") {
  Catalog catalog = TipCatalog();
  // LONE sends a hero instead of its grunt.
  catalog.missions[app_fixture::kLone].schedule[0].enemy = 2;
  const Campaigns campaigns;
  const auto dir = app_fixture::ScratchDir("tips_once");
  session::ProfileSession profile(dir, catalog, campaigns);
  headless::Headless ui;
  ui.context.catalog = &catalog;
  ui.context.profile = &profile;
  auto open = [&] {
    session::BattleLaunch launch;
    launch.mission = app_fixture::kLone;
    launch.briefing = false;
    return session::StartBattle(catalog, "", &profile, dir, launch);
  };
  {
    session::BattleStart start = open();
    BattleScreen screen(&start.battle->session(), "", false);
    Choices out;
    ui.Draw(screen, out);
    CHECK(screen.first_tip() == "hero");
    REQUIRE(out.requests.size() == 1u);
    CHECK(out.requests[0].profile == session::ProfileCommand::MarkTipSeen("hero"));
    for (const session::Request& request : out.requests) CHECK(profile.Carry(request).ok);
    CHECK(profile.profile().tips_seen.count("hero") == 1);
    out = {};
    ui.Draw(screen, out);
    ui.Draw(screen, out);
    CHECK(screen.first_tip() == "hero");  // it stays until NOTED or the turn's end
    CHECK(out.requests.empty());          // and is recorded once
  }
  {
    // The next battle with the same profile: no tip, nothing recorded.
    session::BattleStart start = open();
    BattleScreen screen(&start.battle->session(), "", false);
    Choices out;
    ui.Draw(screen, out);
    ui.Draw(screen, out);
    CHECK(screen.first_tip().empty());
    CHECK(out.requests.empty());
  }
  {
    // A fresh profile with the tips turned off: nothing shown, nothing recorded.
    const auto other = app_fixture::ScratchDir("tips_off");
    session::ProfileSession fresh(other, catalog, campaigns);
    ui.context.profile = &fresh;
    ui.settings.first_time_tips = false;
    session::BattleLaunch launch;
    launch.mission = app_fixture::kLone;
    launch.briefing = false;
    session::BattleStart start = session::StartBattle(catalog, "", &fresh, other, launch);
    BattleScreen screen(&start.battle->session(), "", false);
    Choices out;
    ui.Draw(screen, out);
    CHECK(screen.first_tip().empty());
    CHECK(out.requests.empty());
    ui.context.profile = &profile;
  }
}

TEST_CASE("Tips: Esc and the pad's B close the tip without leaving the battle, the next press leaves",
          "[app][tips][keys]") {
  Catalog catalog = TipCatalog();
  catalog.missions[app_fixture::kLone].schedule[0].enemy = 2;  // a hero: its tip shows
  const Campaigns campaigns;
  headless::Headless ui;
  ui.context.catalog = &catalog;
  for (const bool pad : {false, true}) {
    INFO((pad ? "the pad's B" : "Esc"));
    const auto dir = app_fixture::ScratchDir(pad ? "tips_close_pad" : "tips_close_key");
    session::ProfileSession profile(dir, catalog, campaigns);
    ui.context.profile = &profile;
    ui.context.pad_in_use = pad;
    session::BattleLaunch launch;
    launch.mission = app_fixture::kLone;
    launch.briefing = false;
    session::BattleStart start = session::StartBattle(catalog, "", &profile, dir, launch);
    BattleScreen screen(&start.battle->session(), "", false);
    Choices out;
    ui.Draw(screen, out);
    REQUIRE(screen.first_tip() == "hero");
    REQUIRE(ImGui::FindWindowByName("##first_tip") != nullptr);
    ui.Draw(screen, out);  // a window that fits itself shows from its second frame
    if (!pad) {
      // The tip names its key beside NOTED (a pad's B is drawn as its glyph).
      bool named = false;
      for (const text_probe::Run& run : text_probe::Runs()) {
        named = named || (run.window.find("##first_tip") != std::string::npos && run.text.size() >= 3u &&
                          run.text.compare(run.text.size() - 3u, 3u, "Esc") == 0);
      }
      CHECK(named);
    }
    const auto back = [&] {
      return pad ? screen.OnPad(session::PadButton::kB, ui.context, out)
                 : screen.OnKey(session::KeyPress{session::Key::kEscape, false, false}, ui.context, out);
    };
    CHECK(back());
    screen.Update(ui.context, out);  // the press is played, as the shell does each frame
    ui.Draw(screen, out);
    CHECK(screen.first_tip().empty());
    CHECK(out.nav.kind == NavRequest::Kind::kNone);  // still in the battle
    ui.Draw(screen, out);
    CHECK(screen.first_tip().empty());  // and it does not come back
    // With no tip, the same press leaves the battle as it always did.
    CHECK(back());
    screen.Update(ui.context, out);
    CHECK(out.nav.kind == NavRequest::Kind::kPop);
  }
  ui.context.pad_in_use = false;
}

TEST_CASE("Piles: each rail's draw pile and spent cards are listed by name with counts, never in their order",
          "[app][piles]") {
  const Catalog catalog = app_fixture::MakeCardCatalog();
  BattleState state = NewBattle(catalog, app_fixture::kDuel, 3);
  REQUIRE(state.cards.active);
  const RailPiles units = UnitPiles(catalog, state);
  const RailPiles supports = SupportPiles(catalog, state);
  CHECK(units.draw_count == state.cards.unit_draw.count);
  CHECK(supports.draw_count == state.cards.support_draw.count);
  int listed = 0;
  for (const PileLine& line : supports.draw) listed += line.count;
  CHECK(listed == supports.draw_count);
  auto by_name = [](const std::vector<PileLine>& lines) {
    return std::is_sorted(lines.begin(), lines.end(), [](const PileLine& a, const PileLine& b) { return a.name < b.name; });
  };
  CHECK(by_name(units.draw));
  CHECK(by_name(supports.draw));
  // The same cards in another order give the same lists: the view tells nothing of it.
  BattleState turned = state;
  std::reverse(turned.cards.support_draw.items.begin(),
               turned.cards.support_draw.items.begin() + turned.cards.support_draw.count);
  std::reverse(turned.cards.unit_draw.items.begin(), turned.cards.unit_draw.items.begin() + turned.cards.unit_draw.count);
  REQUIRE_FALSE(turned.cards == state.cards);
  CHECK(SupportPiles(catalog, turned).draw == supports.draw);
  CHECK(UnitPiles(catalog, turned).draw == units.draw);
  // A discarded card is spent, and listed there.
  REQUIRE(Apply(catalog, state, [] {
            Action a;
            a.kind = ActionKind::kDiscard;
            a.rail = Rail::kSupport;
            a.slot = 0;
            return a;
          }()).ok);
  const RailPiles after = SupportPiles(catalog, state);
  CHECK(after.spent_count == 1);
  REQUIRE(after.spent.size() == 1u);
  CHECK(after.spent[0].count == 1);
}

TEST_CASE("Piles: PILES opens the window over the battle, and Esc closes it without leaving the battle", "[app][piles]") {
  headless::Headless ui;
  const Catalog catalog = app_fixture::MakeCardCatalog();
  ui.context.catalog = &catalog;
  const auto dir = app_fixture::ScratchDir("piles_window");
  session::BattleLaunch launch;
  launch.mission = app_fixture::kDuel;
  launch.briefing = false;
  session::BattleStart start = session::StartBattle(catalog, "", nullptr, dir, launch);
  BattleScreen screen(&start.battle->session(), "", false);
  Choices out;
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  // The button beside the hand's heading, clicked.
  ImGuiWindow* side = ImGui::FindWindowByName("##side");
  REQUIRE(side != nullptr);
  bool opened = false;
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (opened || std::string(w->Name).rfind("##side", 0) != 0) continue;
    for (float y = w->Pos.y; y < w->Pos.y + w->Size.y && !opened; y += 5.0f) {
      for (float x = w->Pos.x + w->Size.x - 8.0f; x > w->Pos.x + w->Size.x * 0.6f && !opened; x -= 8.0f) {
        ui.Click(screen, out, ImVec2(x, y));
        opened = screen.piles_open();
      }
    }
  }
  REQUIRE(opened);
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  CHECK(ImGui::GetTopMostPopupModal() != nullptr);
  CHECK(screen.OnKey(session::KeyPress{session::Key::kEscape, false, false}, ui.context, out));
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  CHECK_FALSE(screen.piles_open());
  CHECK(ImGui::GetTopMostPopupModal() == nullptr);
  CHECK(out.nav.kind == NavRequest::Kind::kNone);
  // L opens them too, and L again closes them; the battle stays.
  CHECK(screen.OnKey(session::KeyPress{session::Key::kL, false, false}, ui.context, out));
  screen.Update(ui.context, out);
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  CHECK(screen.piles_open());
  CHECK(ImGui::GetTopMostPopupModal() != nullptr);
  CHECK(screen.OnKey(session::KeyPress{session::Key::kL, false, false}, ui.context, out));
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  CHECK_FALSE(screen.piles_open());
  CHECK(out.nav.kind == NavRequest::Kind::kNone);
}

}  // namespace first_tips_test
