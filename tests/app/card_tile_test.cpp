// The hand's card tiles in every language: each card of data/ drawn as a tile at the size
// the battle's side panel gives it, at 1280x720 and at the smallest window (800x500),
// shows no word split across two lines and no text past its column.
#include <catch2/catch.hpp>

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
  if (card.family == CardFamily::kUnit) card.upgrades = 1;  // the longest stats line
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
  ui::DrawCardTile(ui.context, card, tile);
  ImGui::End();
  ImGui::Render();

  const ui::CardTileLayout layout = ui::LayOutCardTile(ui.context, pos, size);
  // What the tile may show: the name, the family, the text and the stats lines.
  char hp[192];
  std::snprintf(hp, sizeof hp, ui::Tr("HP %d/%d  R%d%s"), card.hp, card.max_hp, card.rank, ui::Tr("  +UPG"));
  char stats[192];
  std::snprintf(stats, sizeof stats, ui::Tr("A%d F%d E%d  rng %s"), card.attack, card.firepower, card.evasion,
                card.ranges.c_str());
  const std::vector<std::string> sources = {card.name, ui::Tr(CardFamilyName(card.family)), card.text, hp, stats};
  std::vector<std::string> problems;
  bool named = false;
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (run.window.find("##tiles") == std::string::npos) continue;
    named = named || WholeWordsOf(run.text, card.name);
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
          "at 1280x720 and at the smallest window",
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
