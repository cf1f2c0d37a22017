// The hand: three unit cards, three support cards, the fieldwork bays and any open
// discovery, each with art, name, stats, text, keyword tooltips and its key.
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <string>

#include "session/key_map.h"
#include "session/pad_map.h"
#include "render/colour_roles.h"
#include "ui/battle_screen.h"
#include "ui/card_tile.h"
#include "ui/card_view.h"
#include "ui/text_fit.h"
#include "ui/glossary.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

void BattleScreen::DrawHand(const UiContext& context) {
  using session::BattleCommand;
  const BattleController& c = *controller_;
  const BattleState& state = c.session().state();
  const Catalog& catalog = c.session().catalog();
  if (!state.cards.active) {
    ImGui::TextDisabled(Tr("No cards in this battle: the cannon and the terrain are yours."));
    return;
  }
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float width = (ImGui::GetContentRegionAvail().x - 2 * spacing) / 3.0f;
  const float height = std::max(64.0f * context.scale, std::min(96.0f * context.scale, layout_.side_panel.h * 0.13f));
  hand_tile_ = {0.0f, 0.0f, width, height};
  // One tile; a click queues `click` (kNone: the tile does nothing).
  auto tile = [&](const CardView& card, const char* tile_id, float tile_height, bool selected, const std::string& key,
                  bool bay, session::BattleInput click) {
    CardTile look;
    look.id = tile_id;
    look.size = ImVec2(width, tile_height);
    look.selected = selected;
    look.key = key.c_str();
    look.bay = bay;
    look.art = sprites_.get();
    look.ground = hand_ground_;
    if (DrawCardTile(context, card, look) && click.command != BattleCommand::kNone) Queue(click);
  };
  const Selection sel = c.selection();
  const bool discard = sel.kind == SelectionKind::kDiscard;
  char id[32];
  if (context.pad_in_use) ImGui::AlignTextToFramePadding();
  SectionLabel(discard ? Tr("UNITS - choose one to discard") : Tr("UNITS"), render::Colour(render::Role::kFamilyUnit));
  if (context.pad_in_use) {
    // The pad's one way through the hand, badged once beside the heading.
    ImGui::SameLine(0.0f, 12.0f * context.scale);
    const char* cycle = session::PadLabel(BattleCommand::kSelectUnit);
    if (!DrawPadGlyphs(context, cycle, ImGui::GetFrameHeight())) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "%s", cycle);
    }
    const char* choose = Tr("choose a card");
    SameLineIfFits(ImGui::CalcTextSize(choose).x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", choose);
  }
  DrawPilesButton(context);  // the rails' piles, at the heading's right
  for (int i = 0; i < kHandSlots; ++i) {
    if (i > 0) ImGui::SameLine();
    std::snprintf(id, sizeof id, "##unit%d", i);
    tile(UnitSlotView(catalog, state, i), id, height, sel.kind == SelectionKind::kUnit && sel.slot == i,
         KeyHint(context, BattleCommand::kSelectUnit, i), false, {BattleCommand::kSelectUnit, i});
  }
  DrawPosts(context);
  SectionLabel(discard ? Tr("SUPPORT - choose one to discard") : Tr("SUPPORT"), render::Colour(render::Role::kFamilySupport));
  for (int i = 0; i < kHandSlots; ++i) {
    if (i > 0) ImGui::SameLine();
    std::snprintf(id, sizeof id, "##support%d", i);
    tile(SupportSlotView(catalog, state, i), id, height, sel.kind == SelectionKind::kSupport && sel.slot == i,
         KeyHint(context, BattleCommand::kSelectSupport, i), false, {BattleCommand::kSelectSupport, i});
  }
  if (state.cards.option_count > 0) {
    SectionLabel(Tr("DISCOVERY - choose one"), render::Colour(render::Role::kScore));
    for (int i = 0; i < state.cards.option_count; ++i) {
      if (i > 0) ImGui::SameLine();
      std::snprintf(id, sizeof id, "##option%d", i);
      tile(CardOnlyView(catalog, state.cards.options[i]), id, height, false, "", false, {BattleCommand::kChoose, i});
    }
  }
  SectionLabel(Tr("FIELDWORK BAYS"), render::Colour(render::Role::kFamilyFieldwork));
  for (int i = 0; i < state.cards.bay_count; ++i) {
    if (i > 0) ImGui::SameLine();
    std::snprintf(id, sizeof id, "##bay%d", i);
    tile(BayView(catalog, state, i), id, height * 0.8f, sel.kind == SelectionKind::kBay && sel.slot == i,
         KeyHint(context, BattleCommand::kSelectBay, i), true, {BattleCommand::kSelectBay, i});
  }
  if (state.cards.doctrine != kNoCard && static_cast<std::size_t>(state.cards.doctrine) < catalog.cards.size()) {
    ImGui::SameLine();
    const CardDef& doctrine = catalog.cards[state.cards.doctrine];
    ImGui::BeginGroup();
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFamilyDoctrine)), Tr("DOCTRINE"));
    // A long name wraps inside the panel, between words only; a word wider than the room
    // left is cut with an ellipsis (the tooltip has the name too).
    ImGui::TextUnformatted(
        LinesBetweenWords(doctrine.name, ImGui::GetContentRegionAvail().x, ImGui::GetFont(), ImGui::GetFontSize()).c_str());
    ImGui::EndGroup();
    TooltipWithKey(doctrine.name + "\n" + doctrine.text, nullptr);
  }
  // A chosen support that needs no cell: play it here. A chosen post: stand it down.
  if (c.SelectionPlaysWithoutCell()) {
    if (sel.kind == SelectionKind::kPost) {
      if (ImGui::Button(Tr("STAND DOWN"))) Queue({BattleCommand::kStandDown});
      TooltipWithHint(context, Tr("The unit leaves its post for the bottom of its rail, with its HP, rank and upgrades."),
                      BattleCommand::kStandDown);
    } else {
      if (ImGui::Button(Tr("PLAY IT"))) Queue({BattleCommand::kPlaySelected});
      TooltipWithHint(context, Tr("This card needs no target."), BattleCommand::kPlaySelected);
    }
  }
  ImGui::Spacing();
}

void BattleScreen::DrawPosts(const UiContext& context) {
  using session::BattleCommand;
  const BattleController& c = *controller_;
  const BattleState& state = c.session().state();
  const Catalog& catalog = c.session().catalog();
  if (state.cards.post_count == 0) return;
  // The units on posts (docs/rules.md, Posts), one button each: a click chooses it, as a
  // click on its cell does; its orders light on the board.
  SectionLabel(Tr("ON POSTS"), render::Colour(render::Role::kFamilyUnit));
  for (int i = 0; i < state.cards.post_count; ++i) {
    const Post& p = state.cards.posts[i];
    const UnitInstance& u = state.cards.units[p.unit];
    const std::string name = u.card >= 0 && static_cast<std::size_t>(u.card) < catalog.cards.size()
                                 ? catalog.cards[static_cast<std::size_t>(u.card)].name
                                 : std::string("?");
    // TRANSLATORS: a posted unit's button: {0} its cell, {1} its name, {2} and {3} its HP and maximum, {4} its rank.
    std::string label = Format(Tr("{0} {1}  {2}/{3} HP  R{4}"), {CellName(p.cell), name, std::to_string(u.hp),
                                                                  std::to_string(u.max_hp), std::to_string(u.rank)});
    if (u.temp_hp > 0) label += "  " + TempHpText(u.temp_hp);
    label += Acted(state, p) ? Tr("  (acted)") : Tr("  (ready)");
    label += "##post" + std::to_string(i);
    const bool chosen = c.selection().kind == SelectionKind::kPost && c.selection().slot == p.cell;
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(render::Colour(render::Role::kFamilyUnit)));
    if (ImGui::Button(label.c_str())) Queue({BattleCommand::kNextPost, -1, p.cell});
    if (chosen) ImGui::PopStyleColor();
    TooltipWithHint(context,
                    Tr("Once a turn it may engage an attacker in its card's ranges counted from its post, or stand "
                       "down. An attacker whose next step is its cell engages it instead of stepping."),
                    BattleCommand::kNextPost);
  }
}

}  // namespace bc::ui
