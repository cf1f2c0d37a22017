// One card of the hand as a tile: its art, name, stats or text (a unit's rank and perks
// as compact marks, card_marks.h, each with a tooltip of its own), its key, and the
// tooltip with all of it. The words are set with text_fit.h: broken only between words, a size
// smaller when a word is too wide, an ellipsis only at the readable minimum.
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

#include <vector>

#include "render/palette.h"
#include "render/sprites.h"
#include "ui/card_view.h"
#include "ui/screen.h"
#include "ui/text_fit.h"

namespace bc::ui {

// A font's widths, for text_fit.h.
TextWidth WidthIn(ImFont* font);

// `text` in lines no wider than `room` in `font` at `size` (WrapWords), a word too wide
// ended with an ellipsis, joined with newlines for one ImGui text item (its lines then
// sit at the font's line height). `cut` (if given) says whether a word was cut.
std::string LinesBetweenWords(const std::string& text, float room, ImFont* font, float size, bool* cut = nullptr);

struct CardTile {
  const char* id = "##card";  // the ImGui id of its button
  ImVec2 size{0.0f, 0.0f};
  bool selected = false;
  const char* key = "";   // the key or button in its corner and tooltip ("" for none)
  bool bay = false;       // empty, it says "Empty bay" rather than "Empty slot"
  render::SpriteAtlas* art = nullptr;  // the card art (cards/<id>.png), else a plain panel
  render::Rgba ground = render::palette::kNight;  // what the tile is drawn on
  // Where a unit's marks (card_marks.h: its rank, then its perks) were drawn, in order,
  // when given: those the tile had room for.
  std::vector<ImRect>* marks_drawn = nullptr;
};

// Where a tile at `pos` of `size` puts its parts: the art on the left, the words beside it.
struct CardTileLayout {
  ImRect art;
  ImRect words;     // the column the name, the stats and the text keep to
  float name_width;  // the name's room, short of the key in the corner
};
CardTileLayout LayOutCardTile(const UiContext& context, ImVec2 pos, ImVec2 size);

// The name as the tile sets it: on one line at the largest size that fits (down to a
// smaller one), else on two at that size or a step smaller, else cut with an ellipsis.
FittedText FitCardName(const UiContext& context, const std::string& name, float width);

// The part of a card art image (cards/*.png, 256x320) a box of `aspect` (width / height)
// shows: the middle of its picture window, without the frame, unsquashed down to the
// width its icon needs.
void CardArtUv(float aspect, ImVec2* uv0, ImVec2* uv1);

// Draws the tile at the cursor. True when it was clicked.
bool DrawCardTile(const UiContext& context, const CardView& card, const CardTile& tile);

}  // namespace bc::ui
