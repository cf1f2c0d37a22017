// Posts on the board, as a player meets them in the fifth operation (docs/rules.md,
// Posts): S stands the chosen post down (and says what to do when none is chosen), a
// post's tooltip gives its stats as its card in hand does, and a post hunter's Next line
// names the post it goes for.
#include <catch2/catch.hpp>

#include <SDL.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/loop_driver.h"
#include "app/text_probe.h"
#include "basecommand/action.h"
#include "basecommand/board.h"
#include "basecommand/card_events.h"
#include "basecommand/concealment.h"
#include "basecommand/rules.h"
#include "data/scenario.h"
#include "render/board_view.h"
#include "session/key_bindings.h"
#include "ui/battle_controller.h"
#include "ui/battle_screen.h"
#include "ui/card_view.h"
#include "ui/intent_words.h"

using namespace bc;

namespace {

// FIRST POST on seed 3 after two rifle squads took posts on turn 2: on turn 3 the units
// posted on E3 and F3 (2 of 4 HP each) are ready for orders. Other actions give other
// turns of the same battle.
struct FirstPost {
  explicit FirstPost(const char* actions = "end_turn;unit 2 E2;unit 3 E2;end_turn")
      : driver("posts_board", "battle", nullptr, "op_standing_orders_01", actions), game(driver.app) {
    Frames(4);
    REQUIRE(battle() != nullptr);
    if (battle()->briefing_open()) Key(SDLK_RETURN, SDL_SCANCODE_RETURN);  // the briefing closes
    REQUIRE_FALSE(battle()->briefing_open());
    Settle();
  }
  void Frames(int n) {
    for (int i = 0; i < n; ++i) REQUIRE(game->Step());
  }
  void Key(SDL_Keycode key, SDL_Scancode scancode) {
    loop_driver::PressAndRelease(loop_driver::KeyEvent(key, scancode), [this] { Frames(1); });
  }
  ui::BattleScreen* battle() { return dynamic_cast<ui::BattleScreen*>(game->top_screen()); }
  const ui::BattleController& controller() { return *battle()->controller(); }
  const BattleState& state() { return controller().session().state(); }
  void Settle() {
    for (int i = 0; i < 600 && battle()->busy(); ++i) Frames(1);
    Frames(2);
  }

  loop_driver::Game driver;
  std::unique_ptr<app::App>& game;
};

}  // namespace

TEST_CASE("S stands the chosen post down, and with none chosen says how to choose one", "[app][posts][keys]") {
  CHECK(session::KeyBindings().Label(session::BattleCommand::kStandDown, -1) == "S");
  FirstPost play;
  REQUIRE(play.battle() != nullptr);
  REQUIRE(play.state().turn == 3);
  REQUIRE(play.state().cards.post_count == 2);
  REQUIRE(PostAt(play.state(), *ParseCell("E3")) >= 0);

  play.Key(SDLK_s, SDL_SCANCODE_S);  // nothing chosen
  CHECK(play.controller().message() == "Choose a post first: P, or a click on it.");
  CHECK(play.state().cards.post_count == 2);

  play.Key(SDLK_p, SDL_SCANCODE_P);  // the first post in cell order: E3
  REQUIRE(play.controller().selection() == (ui::Selection{ui::SelectionKind::kPost, *ParseCell("E3")}));
  const int unit = play.state().cards.posts[PostAt(play.state(), *ParseCell("E3"))].unit;
  play.Key(SDLK_s, SDL_SCANCODE_S);
  play.Settle();
  CHECK(play.state().cards.post_count == 1);
  CHECK(PostAt(play.state(), *ParseCell("E3")) < 0);
  CHECK(PostAt(play.state(), *ParseCell("F3")) >= 0);
  const auto& draw = play.state().cards.unit_draw;
  REQUIRE(draw.count > 0);
  CHECK(draw.items[draw.count - 1] == unit);  // the bottom of its rail
}

TEST_CASE("A post's tooltip gives its stats as its card in hand does", "[app][posts]") {
  FirstPost play;
  REQUIRE(PostAt(play.state(), *ParseCell("E3")) >= 0);
  // The first arrow shows the board's cursor on D6; then one right and three up is E3.
  play.Key(SDLK_RIGHT, SDL_SCANCODE_RIGHT);
  play.Key(SDLK_RIGHT, SDL_SCANCODE_RIGHT);
  for (int i = 0; i < 3; ++i) play.Key(SDLK_UP, SDL_SCANCODE_UP);
  REQUIRE(play.battle()->pad_cursor() == *ParseCell("E3"));
  play.Frames(2);
  std::vector<std::string> lines;
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (run.window.find("Tooltip") != std::string::npos) lines.push_back(run.text);
  }
  std::string all;
  for (const std::string& l : lines) all += l + " | ";
  INFO(all);
  const auto has = [&](const std::string& text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
  };
  CHECK(has("RIFLE SQUAD on its post: HP 2/4, rank 1"));
  CHECK(has("A1 F2 E0"));
  CHECK(has("rng 1 2"));
}

TEST_CASE("A post hunter's Next line names the post it goes for", "[app][posts]") {
  // REPOSSESSION's agent two cells from a post: it steps towards the post, not the base.
  const std::string text = R"({"mission": "op_standing_orders_05", "seed": 5,
    "state": {"attackers": [{"type": "repo_agent", "cell": "G5"}],
              "posted": [{"card": "rifle_squad", "cell": "E3"}]}})";
  data::ScenarioOptions options;
  options.data_dir = std::filesystem::path(BC_SOURCE_DIR) / "data";
  const data::ScenarioLoad load = data::LoadScenarioText(text, "hunter.json", options);
  REQUIRE(load.ok());
  const EnemyIntents intents = PredictSeenEnemyPhase(load.scenario->catalog, load.scenario->start);
  REQUIRE(intents.attackers.size() == 1);
  const AttackerIntent& agent = intents.attackers.front();
  REQUIRE(agent.hunt == *ParseCell("E3"));
  CHECK(ui::NextLine(agent) == "Next: moves to F4, hunting the post on E3");
}

TEST_CASE("P chooses only the posts that can still act, and says so when none can", "[app][posts][keys]") {
  const ui::Selection none{};
  {
    // Turn 2: both rifle squads have just taken their posts, which is their action.
    FirstPost taken("end_turn;unit 2 E2;unit 3 E2");
    REQUIRE(taken.state().turn == 2);
    REQUIRE(taken.state().cards.post_count == 2);
    taken.Key(SDLK_p, SDL_SCANCODE_P);
    CHECK(taken.controller().selection() == none);
    CHECK(taken.controller().message() == "No post can act this turn: each took its post or its order already.");
    CHECK_FALSE(taken.battle()->controller()->PostReady());
  }
  {
    // Turn 3: both ready, P walks them in cell order and wraps.
    FirstPost ready;
    ready.Key(SDLK_p, SDL_SCANCODE_P);
    CHECK(ready.controller().selection() == (ui::Selection{ui::SelectionKind::kPost, *ParseCell("E3")}));
    ready.Key(SDLK_p, SDL_SCANCODE_P);
    CHECK(ready.controller().selection() == (ui::Selection{ui::SelectionKind::kPost, *ParseCell("F3")}));
    ready.Key(SDLK_p, SDL_SCANCODE_P);
    CHECK(ready.controller().selection() == (ui::Selection{ui::SelectionKind::kPost, *ParseCell("E3")}));
  }
  {
    // Turn 3 after E3's order: P passes E3 by and stays on F3.
    FirstPost ordered("end_turn;unit 2 E2;unit 3 E2;end_turn;order E3 F2");
    REQUIRE(ordered.state().turn == 3);
    REQUIRE(Acted(ordered.state(), ordered.state().cards.posts[PostAt(ordered.state(), *ParseCell("E3"))]));
    ordered.Key(SDLK_p, SDL_SCANCODE_P);
    CHECK(ordered.controller().selection() == (ui::Selection{ui::SelectionKind::kPost, *ParseCell("F3")}));
    ordered.Key(SDLK_p, SDL_SCANCODE_P);
    CHECK(ordered.controller().selection() == (ui::Selection{ui::SelectionKind::kPost, *ParseCell("F3")}));
  }
}

TEST_CASE("With a post chosen, a cell's tooltip counts its range from the post", "[app][posts]") {
  FirstPost play;
  // The tooltip's words, its lines joined.
  const auto header = [&] {
    std::string found;
    for (const text_probe::Run& run : text_probe::Runs()) {
      if (run.window.find("Tooltip") != std::string::npos) found += run.text + " | ";
    }
    return found;
  };
  // The first arrow shows the board's cursor on D6; one right and five up is E1, 3 from
  // the base and 2 from the post on E3.
  play.Key(SDLK_RIGHT, SDL_SCANCODE_RIGHT);
  play.Key(SDLK_RIGHT, SDL_SCANCODE_RIGHT);
  for (int i = 0; i < 5; ++i) play.Key(SDLK_UP, SDL_SCANCODE_UP);
  REQUIRE(play.battle()->pad_cursor() == *ParseCell("E1"));
  play.Frames(2);
  INFO(header());
  CHECK(header().find("E1 (range 3,") != std::string::npos);  // nothing chosen: from the base
  play.Key(SDLK_p, SDL_SCANCODE_P);
  REQUIRE(play.controller().selection() == (ui::Selection{ui::SelectionKind::kPost, *ParseCell("E3")}));
  play.Frames(2);
  INFO(header());
  CHECK(header().find("E1 (range 2 from the post on E3,") != std::string::npos);
  CHECK(header().find("(range 3,") == std::string::npos);
}

TEST_CASE("COMBAT STIMS on a post: its temporary HP is on the token, the card's view and the tooltip's words",
          "[app][posts]") {
  const std::string text = R"({"mission": "op_standing_orders_01", "seed": 3,
    "state": {"posted": [{"card": "rifle_squad", "cell": "E3"}]}})";
  data::ScenarioOptions options;
  options.data_dir = std::filesystem::path(BC_SOURCE_DIR) / "data";
  const data::ScenarioLoad load = data::LoadScenarioText(text, "stims.json", options);
  REQUIRE(load.ok());
  const Catalog& catalog = load.scenario->catalog;
  BattleState state = load.scenario->start;
  const CardIndex stims = static_cast<CardIndex>(catalog.FindCard("combat_stims"));
  REQUIRE(stims >= 0);
  state.cards.support_slots[0] = stims;
  const std::optional<Action> play = ParseAction("support 1 post E3");
  REQUIRE(play);
  REQUIRE(Apply(catalog, state, *play).ok);
  const int post = PostAt(state, *ParseCell("E3"));
  REQUIRE(post >= 0);
  const int unit = state.cards.posts[post].unit;
  REQUIRE(state.cards.units[unit].temp_hp == 2);
  // The token's bar and number, the card's view (its tile and tooltip) and the words.
  const render::BoardView view = render::ViewOf(state, catalog);
  REQUIRE(view.posts.size() == 1u);
  CHECK(view.posts[0].temp_hp == 2);
  CHECK(ui::UnitInstanceView(catalog, state, unit).temp_hp == 2);
  CHECK(ui::TempHpText(2) == "+2 temp");
  CHECK(ui::TempHpText(0).empty());
  // An engagement ends it, on the board as in the rules.
  render::BoardView after = view;
  Event fought{};
  fought.kind = kEventEngagement;
  fought.cell2 = *ParseCell("E3");
  fought.amount2 = state.cards.units[unit].hp;
  render::ApplyToView(after, fought, catalog);
  CHECK(after.posts[0].temp_hp == 0);
}
