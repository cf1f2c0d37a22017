// The difficulty level as a player meets it: chosen on SELECT OPERATION (a button, or
// Left and Right on the mission list), kept in the profile, and stated in the briefing of
// the battle that starts, with its modifiers in words.
#include <catch2/catch.hpp>

#include <imgui.h>
#include <imgui_internal.h>

#include <map>
#include <string>
#include <vector>

#include "battle_frame.h"
#include "app/headless_ui.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/profile_session.h"
#include "ui/battle_screen.h"
#include "ui/difficulty_picker.h"
#include "ui/operations_screen.h"

using namespace bc;
using namespace bc::ui;

namespace {

// The fixture catalog with the game's kind of levels.
Catalog LevelCatalog() {
  Catalog catalog = app_fixture::MakeCatalog();
  DifficultyDef trainee;
  trainee.id = "trainee";
  trainee.name = "TRAINEE";
  trainee.summary = "Orientation terms.";
  trainee.modifiers.base_health = 3;
  trainee.credit_percent = 75;
  DifficultyDef audit;
  audit.id = "audit";
  audit.name = "AUDIT";
  audit.summary = "An assessor is watching.";
  audit.modifiers.extra_attackers = 1;
  audit.modifiers.discard_start = -1;
  audit.credit_percent = 125;
  catalog.difficulties = {trainee, RulebookDifficulty(), audit};
  return catalog;
}

// Every line of text in the frame just rendered, read off its glyphs (as clip_probe does),
// each line's glyphs joined in drawing order.
std::vector<std::string> DrawnLines() {
  std::map<std::pair<float, float>, const ImFontGlyph*> by_min;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts) {
    for (const ImFontGlyph& glyph : font->Glyphs) by_min.emplace(std::make_pair(glyph.U0, glyph.V0), &glyph);
  }
  std::vector<std::string> lines;
  const ImDrawData* data = ImGui::GetDrawData();
  REQUIRE(data != nullptr);
  const ImTextureID font_texture = ImGui::GetIO().Fonts->TexID;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList* list = data->CmdLists[l];
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback != nullptr || cmd.TextureId != font_texture) continue;
      float y = -1e9f;
      // Glyphs are quads of 4 vertices drawn by 6 indices (0 1 2, 0 2 3).
      for (unsigned int i = cmd.IdxOffset; i + 6 <= cmd.IdxOffset + cmd.ElemCount; i += 6) {
        const unsigned int b = cmd.VtxOffset + list->IdxBuffer[static_cast<int>(i)];
        if (b + 3 >= static_cast<unsigned int>(list->VtxBuffer.Size)) continue;
        const ImDrawVert& a = list->VtxBuffer[static_cast<int>(b)];
        const auto glyph = by_min.find({a.uv.x, a.uv.y});
        if (glyph == by_min.end() || glyph->second->Codepoint < 32 || glyph->second->Codepoint > 126) continue;
        // The line's top: the quad's top less the glyph's own offset below it.
        const float top = a.pos.y - glyph->second->Y0;
        if (std::abs(top - y) > 2.0f || lines.empty()) {
          lines.emplace_back();
          y = top;
        }
        lines.back() += static_cast<char>(glyph->second->Codepoint);
      }
    }
  }
  return lines;
}

bool Drawn(const std::vector<std::string>& lines, const std::string& text) {
  // Spaces have no glyph: compare without them.
  auto squeeze = [](std::string s) {
    s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
    return s;
  };
  const std::string wanted = squeeze(text);
  for (const std::string& line : lines) {
    if (squeeze(line).find(wanted) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("Difficulty: chosen on SELECT OPERATION, kept in the profile and stated in the briefing", "[app][difficulty]") {
  const Catalog catalog = LevelCatalog();
  const Campaigns campaigns;
  const auto home = app_fixture::ScratchDir("difficulty_ui");
  session::ProfileSession profile(home, catalog, campaigns);
  REQUIRE(profile.profile().difficulty == kStandardDifficulty);
  headless::Headless ui;
  ui.context.catalog = &catalog;
  ui.context.profile = &profile;

  // SELECT OPERATION draws the picker with the rulebook's level chosen.
  OperationsScreen operations;
  Choices out;
  ui.Draw(operations, out);
  ui.Draw(operations, out);
  const std::vector<std::string> picker = DrawnLines();
  CHECK(Drawn(picker, "DIFFICULTY"));
  CHECK(Drawn(picker, "TRAINEE"));
  CHECK(Drawn(picker, "AUDIT"));
  CHECK(Drawn(picker, "The rulebook exactly. Nothing added, nothing waived."));

  // Right on the mission list steps to the next level: a request the profile carries out.
  Choices keyed;
  REQUIRE(operations.OnKey(session::KeyPress{session::Key::kRight, false, false}, ui.context, keyed));
  REQUIRE(keyed.requests.size() == 1);
  CHECK(profile.Carry(keyed.requests[0]).ok);
  CHECK(profile.profile().difficulty == "audit");
  // And the choice is on disk: a new session of the same folder reads it.
  CHECK(session::ProfileSession(home, catalog, campaigns).profile().difficulty == "audit");
  Choices drawn;
  ui.Draw(operations, drawn);
  CHECK(Drawn(DrawnLines(), "Every wave brings 1 more attacker"));

  // The battle the profile sets up is fought at AUDIT, and its briefing says so.
  session::BattleLaunch launch;
  launch.mission = app_fixture::kRush;
  session::BattleStart start = session::StartBattle(catalog, "", &profile, home, launch);
  REQUIRE(start.battle != nullptr);
  REQUIRE(start.briefing);
  const session::BattleSession& battle = start.battle->session();
  CHECK(battle.difficulty().id == "audit");
  CHECK(battle.state().cards.discard_points == 0);
  BattleScreen screen(&start.battle->session(), start.problem, start.briefing);
  REQUIRE(screen.briefing_open());
  Choices briefing;
  for (int frame = 0; frame < 3; ++frame) {
    battle_frame::Frame(screen, *start.battle, ui.context, briefing);
    ui.Draw(screen, briefing);
  }
  const std::vector<std::string> lines = DrawnLines();
  CHECK(Drawn(lines, "DIFFICULTY: AUDIT"));
  CHECK(Drawn(lines, "An assessor is watching."));
  CHECK(Drawn(lines, "Discard points start at 0, not 1."));
  CHECK(Drawn(lines, "Campaign credits paid at 125% of the rate."));
}

TEST_CASE("Difficulty: Left wraps to the last level, and a button press chooses a level too", "[app][difficulty]") {
  const Catalog catalog = LevelCatalog();
  const Campaigns campaigns;
  const auto home = app_fixture::ScratchDir("difficulty_wrap");
  session::ProfileSession profile(home, catalog, campaigns);
  UiContext context;
  context.catalog = &catalog;
  context.profile = &profile;
  // STANDARD is second: Left goes to TRAINEE, Left again wraps to AUDIT.
  std::optional<session::Request> step = StepDifficulty(context, -1);
  REQUIRE(step.has_value());
  REQUIRE(profile.Carry(*step).ok);
  CHECK(ChosenDifficulty(context).id == "trainee");
  step = StepDifficulty(context, -1);
  REQUIRE(profile.Carry(*step).ok);
  CHECK(ChosenDifficulty(context).id == "audit");
  // A level the data no longer has is refused, and the choice stays.
  CHECK_FALSE(profile.Apply(session::ProfileCommand::ChooseDifficulty("nightmare")).ok);
  CHECK(ChosenDifficulty(context).id == "audit");
  // Without a profile there is nothing to step, and the level is STANDARD.
  UiContext bare;
  bare.catalog = &catalog;
  CHECK_FALSE(StepDifficulty(bare, 1).has_value());
  CHECK(ChosenDifficulty(bare).id == kStandardDifficulty);
}
