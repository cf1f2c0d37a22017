// Small drawing helpers shared by the screens: channel tiles, section labels, key
// hints in tooltips, the notice strip, a full-window host window.
#pragma once

#include <string>

#include <imgui.h>

#include "render/palette.h"
#include "ui/screen.h"

namespace bc::ui {

// A full-window, borderless ImGui window for a screen's content, with a scroll bar when
// its content is taller than the window. Pair with EndScreenWindow.
void BeginScreenWindow(const char* name, const UiContext& context, bool background = false);
void EndScreenWindow();

// A big clickable tile: a heading and a sub-line. Returns true when clicked.
bool ChannelTile(const char* id, const char* heading, const char* sub_line, ImVec2 size,
                 const UiContext& context, bool enabled = true);

// One tile of a hub screen (PREPARE, RELAX): a channel tile with its tooltip.
struct HubTile {
  const char* id;
  const char* heading;
  const char* sub_line;
  const char* tooltip;
};
// The tiles in rows of `per_row` at the screen margin, each at most `max_width` wide
// (unscaled). Returns the index of the tile clicked, or -1.
int HubTiles(const UiContext& context, const HubTile* tiles, int count, int per_row, float max_width);

// The strip at the top of a screen: "< BACK" (with `tooltip` and Esc, or the pad's B
// while one is in use, in its tooltip)
// and the channel label beside it, at the screen margin. True when BACK was clicked.
bool BackStrip(const UiContext& context, const char* channel, const char* tooltip);

// A small spaced-out label in hazard orange ("FIELD CONFIGURATION // PERSONAL DOSSIER").
void SectionLabel(const char* text, render::Rgba colour = render::palette::kHazard);

// The next tooltip of the last item (when it is hovered or holds the focus) opens with
// its top left corner at `at` (pivot 0,0) or, with `pivot`, anchored there: a tooltip
// placed beside its item, never over it or the heading next to it. Call just before the
// tooltip.
void PlaceNextTooltip(ImVec2 at, ImVec2 pivot = ImVec2(0.0f, 0.0f));

// The tooltip of the last item with a text and its key ("Fire the cannon  [C]").
void TooltipWithKey(const std::string& text, const char* key);
// The same for a battle command: while a pad is in use its buttons are drawn as the
// pad's glyphs (sprites/pad/), else named as KeyHint names them.
void TooltipWithHint(const UiContext& context, const std::string& text, session::BattleCommand command, int slot = -1);
// A pad label ("LB / RB", "Back, then LB / RB and A") on the current line, its buttons as
// glyphs `height` high and its other words as text. False, drawing nothing, when a glyph
// is missing (said once in the log): the caller names the buttons in text instead.
bool DrawPadGlyphs(const UiContext& context, const std::string& label, float height);
// The glyph file of one button of a pad label ("A" -> "sprites/pad/a.png"); "" for a word
// that is no button.
std::string PadGlyphFile(const std::string& word);

// The notices (audio, settings, saves) in a strip at the foot of the window, and above
// it each lasting notice with DETAILS (its technical detail, when it has one) and
// DISMISS. Returns the place of the lasting notice dismissed this frame, or -1.
int DrawNotices(const UiContext& context);

// `total` five-pointed stars of `size` pixels at `origin` (top-left), the first `filled`
// in gold and the rest as outlines; gold outlines on all of them when `flawless`.
void DrawStars(ImDrawList* list, ImVec2 origin, float size, int filled, int total, bool flawless);

// SameLine when an item `width` pixels wide still fits on the line, else a new line.
void SameLineIfFits(float width);
// The width of a button labelled `label` in the current font.
float ButtonWidth(const char* label);

// A count with its noun in the language's plural form: Count(n, "{0} battle", "{0} battles")
// gives "1 battle", "0 battles", "1,200 kills" (the forms are looked up with TrN; {0} is
// the number with its thousands marks).
std::string Count(int n, const char* one, const char* many);

// Where the active siege stands, in words: "COLD STORAGE, TURN 4" (the mission's name
// when the catalog has it, else its id); "" when there is none.
std::string SiegePlace(const UiContext& context);

// A spend of credits that waits for the player's yes: Ask() it when the spend button is
// pressed, Draw() it every frame after the buttons. The question names what is bought,
// its cost and the credits left; SPEND puts the request in the frame's choices, KEEP THE
// CREDITS drops it. Nothing is spent on one click.
class SpendQuestion {
 public:
  void Ask(session::Request request, std::string what, int cost);
  void Draw(const UiContext& context, Choices& out);
  bool open() const { return pending_; }

 private:
  bool pending_ = false;
  bool open_popup_ = false;
  session::Request request_;
  std::string what_;
  int cost_ = 0;
};

// Text in a font, optionally coloured.
void TextIn(ImFont* font, const std::string& text, render::Rgba colour = render::palette::kWhite);

}  // namespace bc::ui
