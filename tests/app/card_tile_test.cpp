// The hand's card tiles in every language: each card of data/ drawn as a tile at the size
// the battle's side panel gives it, at 1280x720 and at the smallest window (800x500),
// shows no word split across two lines and no text or mark past its column; a unit's
// rank and perks are marks, each with a tooltip of its own; a unit's temporary HP shows
// after its HP.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/game_data.h"
#include "app/headless_ui.h"
#include "app/screen_setup.h"
#include "app/text_probe.h"
#include "in_language.h"
#include "session/app_fixture.h"
#include "ui/battle_screen.h"
#include "render/sprites.h"
#include "ui/card_marks.h"
#include "ui/card_tile.h"
#include "ui/card_view.h"
#include "ui/theme.h"
#include "ui/tr.h"

using namespace bc;
using headless::Headless;
using in_language::InLanguage;

namespace {

// The size of a hand tile in the battle (a mission of the cards, in play) on a window
// of `width` x `height` at the scale the window gives.
render::Rect HandTileOn(Headless& ui, app::GameData& data, float width, float height) {
  REQUIRE(screen_setup::CardMission(data.catalog()) >= 0);
  screen_setup::OpenScreen open(ui, data, app_fixture::ScratchDir("card_tile_battle"), ui::ScreenId::kBattle);
  open.Play();
  open.Settle();
  auto* battle = dynamic_cast<ui::BattleScreen*>(&open.screen());
  REQUIRE(battle != nullptr);
  const render::Rect tile = battle->hand_tile();
  INFO(width << "x" << height);
  REQUIRE(tile.w > 0.0f);
  REQUIRE(tile.h > 0.0f);
  return tile;
}

// A text's pieces, with no spaces: its words, and a word's parts after each hyphen.
std::vector<std::string> Pieces(const std::string& text) {
  std::vector<std::string> pieces;
  std::string piece;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ' ') {
      if (!piece.empty()) pieces.push_back(piece);
      piece.clear();
      continue;
    }
    piece += c;
    if (c == '-' && i + 1 < text.size() && text[i + 1] != ' ') {
      pieces.push_back(piece);
      piece.clear();
    }
  }
  if (!piece.empty()) pieces.push_back(piece);
  return pieces;
}

// Whether `line` (its spaces taken out) is whole pieces of `text` in a row, the last one
// cut only where an ellipsis ends the line.
bool WholeWordsOf(const std::string& line, const std::string& text) {
  std::string shown;
  for (char c : line) {
    if (c != ' ') shown += c;
  }
  const std::string ellipsis = ui::kEllipsis;
  const bool cut = shown.size() >= ellipsis.size() && shown.compare(shown.size() - ellipsis.size(), ellipsis.size(), ellipsis) == 0;
  if (cut) shown.resize(shown.size() - ellipsis.size());
  const std::vector<std::string> pieces = Pieces(text);
  for (std::size_t start = 0; start < pieces.size(); ++start) {
    std::string joined;
    for (std::size_t end = start; end < pieces.size(); ++end) {
      if (cut && shown.size() > joined.size() && shown.compare(0, joined.size(), joined) == 0 &&
          pieces[end].compare(0, shown.size() - joined.size(), shown, joined.size()) == 0) {
        return true;  // whole pieces, then the start of one, then the ellipsis
      }
      joined += pieces[end];
      if (joined == shown) return true;
      if (joined.size() >= shown.size()) break;
    }
  }
  return false;
}

// The problems of one card's tile drawn at `size`: words split, text past its column.
std::vector<std::string> TileProblems(Headless& ui, const Catalog& catalog, CardIndex index, ImVec2 size) {
  ui::CardView card = ui::CardOnlyView(catalog, index);
  if (card.family == CardFamily::kUnit) {
    card.upgrades = 1;  // the longest stats line
    card.temp_hp = 2;   // and the longest HP line: COMBAT STIMS' temporary HP after the HP ("HP 3/3 +2")
  }
  const ImVec2 pos(20.0f, 20.0f);
  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::GetIO().DisplaySize = ImVec2(ui.context.width, ui.context.height);
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(ui.context.width, ui.context.height));
  ImGui::Begin("##tiles", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground);
  ImGui::SetCursorScreenPos(pos);
  ui::CardTile tile;
  tile.size = size;
  std::vector<ImRect> marks;
  tile.marks_drawn = &marks;
  ui::DrawCardTile(ui.context, card, tile);
  ImGui::End();
  ImGui::Render();

  const ui::CardTileLayout layout = ui::LayOutCardTile(ui.context, pos, size);
  // What the tile may show: the name, the family, the text and the stats lines.
  char hp[192];
  std::snprintf(hp, sizeof hp, ui::Tr("HP %d/%d"), card.hp, card.max_hp);
  const std::string temp = card.temp_hp > 0 ? "+" + std::to_string(card.temp_hp) : std::string();
  char stats[192];
  std::snprintf(stats, sizeof stats, ui::Tr("A%d F%d E%d  rng %s"), card.attack, card.firepower, card.evasion,
                card.ranges.c_str());
  const std::vector<std::string> sources = {card.name, ui::Tr(CardFamilyName(card.family)), card.text,
                                            std::string(hp) + (temp.empty() ? "" : " " + temp), ui::Tr("+UPG"), stats};
  std::vector<std::string> problems;
  // The rank's and the perks' marks stay in the column too.
  for (const ImRect& mark : marks) {
    if (mark.Min.x < layout.words.Min.x - 0.5f || mark.Max.x > layout.words.Max.x + 0.5f ||
        mark.Min.y < layout.words.Min.y - 1.5f || mark.Max.y > layout.words.Max.y + 1.5f) {
      problems.push_back(card.id + ": a rank or perk mark runs past its column");
    }
  }
  bool named = false;
  bool temp_shown = temp.empty();
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (run.window.find("##tiles") == std::string::npos) continue;
    named = named || WholeWordsOf(run.text, card.name);
    temp_shown = temp_shown || run.text.find(temp) != std::string::npos;
    bool whole = false;
    for (const std::string& source : sources) whole = whole || WholeWordsOf(run.text, source);
    if (!whole) problems.push_back(card.id + ": \"" + run.text + "\" is no run of whole words of the card");
    // A glyph's ink may overhang its advance by a pixel (an A's foot), which no one sees.
    if (run.min.x < layout.words.Min.x - 1.5f || run.max.x > layout.words.Max.x + 1.5f ||
        run.min.y < layout.words.Min.y - 1.5f || run.max.y > layout.words.Max.y + 1.5f) {
      char where[160];
      std::snprintf(where, sizeof where, " runs past its column: (%.0f,%.0f)-(%.0f,%.0f) in (%.0f,%.0f)-(%.0f,%.0f)", run.min.x,
                    run.min.y, run.max.x, run.max.y, layout.words.Min.x, layout.words.Min.y, layout.words.Max.x,
                    layout.words.Max.y);
      problems.push_back(card.id + ": \"" + run.text + "\"" + where);
    }
  }
  if (!named) problems.push_back(card.id + ": its name is not shown");
  if (!temp_shown) problems.push_back(card.id + ": its temporary HP is not shown whole");
  return problems;
}

}  // namespace

TEST_CASE("Card tiles: the words of a run are read back whole, and a split word is seen", "[app][card_tile]") {
  CHECK(WholeWordsOf("One attacker", "One attacker skips its next turn."));
  CHECK(WholeWordsOf("skips its next turn.", "One attacker skips its next turn."));
  CHECK(WholeWordsOf("зенитно-", "зенитно-ракетный"));
  CHECK(WholeWordsOf("ракетный", "зенитно-ракетный"));
  CHECK(WholeWordsOf(std::string("One attac") + ui::kEllipsis, "One attacker skips"));
  CHECK_FALSE(WholeWordsOf("One attac", "One attacker skips"));
  CHECK_FALSE(WholeWordsOf("ker skips", "One attacker skips"));
  CHECK_FALSE(WholeWordsOf("нападаю", "Уничтожает одного нападающего"));
}

TEST_CASE("Card tiles: every card in English, Russian and Portuguese splits no word and stays in its tile, "
          "temporary HP included, at 1280x720 and at the smallest window",
          "[app][card_tile][i18n]") {
  for (const char* code : {"en", "ru", "pt"}) {
    InLanguage language(code);
    REQUIRE(language.ok);
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{800, 500}}) {
      const float fw = static_cast<float>(w);
      const float fh = static_cast<float>(h);
      Headless ui(w, h, ui::WindowFitScale(fw, fh));
      session::NoticeBoard notices;
      app::GameData data;
      data.Load(nullptr, notices);
      const render::Rect tile = HandTileOn(ui, data, fw, fh);
      const Catalog& catalog = data.catalog();
      REQUIRE_FALSE(catalog.cards.empty());
      std::vector<std::string> problems;
      for (std::size_t i = 0; i < catalog.cards.size(); ++i) {
        // At the hand's height, and at a fieldwork bay's.
        for (const float part : {1.0f, 0.8f}) {
          for (const std::string& p : TileProblems(ui, catalog, static_cast<CardIndex>(i), ImVec2(tile.w, tile.h * part))) {
            problems.push_back(p);
          }
        }
      }
      std::string all;
      for (const std::string& p : problems) all += "\n  " + p;
      INFO(code << " at " << w << "x" << h << ", tiles of " << tile.w << "x" << tile.h << ":" << all);
      CHECK(problems.empty());
    }
  }
}

TEST_CASE("Card tiles: a unit's rank and perks are marks, each naming itself in a tooltip of its own, and no R3",
          "[app][card_tile]") {
  Headless ui(1280, 720, 1.0f);
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  const render::Rect hand = HandTileOn(ui, data, 1280.0f, 720.0f);
  const Catalog& catalog = data.catalog();
  const int drones = catalog.FindCard("drone_wing");  // First Strike
  REQUIRE(drones >= 0);
  ui::CardView card = ui::CardOnlyView(catalog, drones);
  REQUIRE(card.perk_bits == kPerkFirstStrike);
  card.rank = 3;
  card.kills = 5;
  card.next_rank_kills = catalog.cards[static_cast<std::size_t>(drones)].rank_kills[2];
  card.perk_bits |= kPerkLuck;  // an upgrade's perk
  const std::vector<ui::CardMark> expected = ui::UnitCardMarks(card.rank, card.perk_bits);
  REQUIRE(expected.size() == 3u);
  render::SpriteAtlas art(ui.context.renderer, ui.context.asset_dir);
  for (const ui::CardMark& mark : expected) CHECK(art.Find(mark.sprite) != nullptr);  // each has its picture

  const ImVec2 pos(20.0f, 20.0f);
  const ImVec2 size(hand.w, hand.h);
  std::vector<ImRect> marks;
  // One frame of the tile with the pointer at `pointer` (or away).
  auto frame = [&](ImVec2 pointer) {
    marks.clear();
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(ui.context.width, ui.context.height);
    io.MousePos = pointer;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(ui.context.width, ui.context.height));
    ImGui::Begin("##tiles", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground);
    ImGui::SetCursorScreenPos(pos);
    ui::CardTile tile;
    tile.size = size;
    tile.art = &art;
    tile.marks_drawn = &marks;
    ui::DrawCardTile(ui.context, card, tile);
    ImGui::End();
    ImGui::Render();
  };
  // What the tooltip says, run by run ("" when there is none).
  auto tooltip = [] {
    std::vector<std::string> lines;
    for (const text_probe::Run& run : text_probe::Runs()) {
      if (run.window.rfind("##Tooltip", 0) == 0) lines.push_back(run.text);
    }
    return lines;
  };
  auto has = [](const std::vector<std::string>& lines, const std::string& text) {
    return std::find(lines.begin(), lines.end(), text) != lines.end();
  };
  frame(ImVec2(-100.0f, -100.0f));
  REQUIRE(marks.size() == expected.size());
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (run.window.find("##tiles") == std::string::npos) continue;
    CHECK(run.text.find("R3") == std::string::npos);  // the rank is a mark, not a word
  }
  for (std::size_t i = 0; i < marks.size(); ++i) {
    INFO("mark " << i << ": " << expected[i].title);
    if (i > 0) CHECK(marks[i].Min.x >= marks[i - 1].Max.x);  // side by side, in order
    frame(marks[i].GetCenter());
    frame(marks[i].GetCenter());
    const std::vector<std::string> lines = tooltip();
    CHECK(has(lines, expected[i].title));
    CHECK_FALSE(has(lines, card.name));  // the mark's own tooltip, not the card's
    CHECK_FALSE(expected[i].meaning.empty());
    // The rank's says how far the next rank is.
    const std::string kills = ui::Format(ui::Tr("Kills: {0} of {1} for rank {2}."),
                                         {"5", std::to_string(card.next_rank_kills), "4"});
    CHECK(has(lines, kills) == (i == 0));
  }
  CHECK(expected[0].title == "Rank 3 of 4");
  CHECK(expected[1].title == "First Strike");
  CHECK(expected[2].title == "Luck");
  // Anywhere else on the tile, the card's own tooltip.
  const ui::CardTileLayout layout = ui::LayOutCardTile(ui.context, pos, size);
  frame(layout.art.GetCenter());
  frame(layout.art.GetCenter());
  CHECK(has(tooltip(), card.name));
}
