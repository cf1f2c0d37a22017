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
#include "ui/card_view.h"
#include "ui/glossary.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

namespace {

render::Rgba FamilyColour(CardFamily family) {
  switch (family) {
    case CardFamily::kUnit: return render::Colour(render::Role::kFamilyUnit);
    case CardFamily::kSupport: return render::Colour(render::Role::kFamilySupport);
    case CardFamily::kFieldwork: return render::Colour(render::Role::kFamilyFieldwork);
    case CardFamily::kDoctrine: return render::Colour(render::Role::kFamilyDoctrine);
  }
  return kSand;
}

const char* FamilyFrame(const CardView& card) {
  if (card.hero) return "cards/frame_hero.png";
  switch (card.family) {
    case CardFamily::kUnit: return "cards/frame_unit.png";
    case CardFamily::kSupport: return "cards/frame_support.png";
    case CardFamily::kFieldwork: return "cards/frame_fieldwork.png";
    case CardFamily::kDoctrine: return "cards/frame_doctrine.png";
  }
  return "cards/frame_support.png";
}

}  // namespace

void BattleScreen::DrawCardTile(const UiContext& context, const CardView& card, const char* id, float width, float height,
                                bool selected, const char* key, bool bay, session::BattleInput click) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const bool clicked = ImGui::InvisibleButton(id, ImVec2(width, height));
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 end(pos.x + width, pos.y + height);
  const render::Rgba colour = card.present ? FamilyColour(card.family) : kRock;
  // On the panel's flattened ground (DrawSidePanel): opaque, the same pixels.
  draw->AddRectFilled(pos, end,
                      ToImU32(FlattenOver(ToImVec4(hovered ? kGroundDark : kNight, 0.95f), hand_ground_)), 3.0f);
  draw->AddRect(pos, end, ToImU32(selected ? kWhite : colour, selected ? 1.0f : 0.7f), 3.0f, 0,
                selected ? 3.0f : 1.0f);
  // The keyboard's or the pad's focus on the tile: the menus' own frame round it.
  ImGui::RenderNavHighlight(ImRect(pos, end), ImGui::GetItemID());
  const float pad = 5.0f * context.scale;
  // Key in the corner. With a pad, LB / RB reach every tile: the heading names them once
  // (DrawHand), and the corner stays clear.
  if (!context.pad_in_use) {
    draw->AddText(context.fonts.bold, context.fonts.bold->FontSize * 0.8f, ImVec2(end.x - pad - 10 * context.scale, pos.y + pad),
                  ToImU32(kSand, 0.8f), key);
  }
  if (!card.present) {
    draw->AddText(context.fonts.body, context.fonts.body->FontSize * 0.9f, ImVec2(pos.x + pad, pos.y + pad),
                  ToImU32(kSand, 0.5f), bay ? Tr("Empty bay") : Tr("Empty slot"));
    if (hovered) ImGui::SetTooltip(Tr("This slot refills at the end of the turn."));
    return;
  }
  // Art: the card's own, else its family frame.
  const float art = height - 2 * pad;
  const float art_w = std::min(art * 0.62f, width * 0.3f);
  const render::Sprite* picture = nullptr;
  if (sprites_) {
    picture = sprites_->Find("cards/" + card.id + ".png");
    if (picture == nullptr) picture = sprites_->Find(FamilyFrame(card));
  }
  if (picture != nullptr) {
    draw->AddImage(reinterpret_cast<ImTextureID>(picture->texture), ImVec2(pos.x + pad, pos.y + pad),
                   ImVec2(pos.x + pad + art_w, pos.y + pad + art), ImVec2(picture->U0(), picture->V0()),
                   ImVec2(picture->U1(), picture->V1()));
  } else {
    draw->AddRectFilled(ImVec2(pos.x + pad, pos.y + pad), ImVec2(pos.x + pad + art_w, pos.y + pad + art),
                        ToImU32(colour, 0.35f));
  }
  const float tx = pos.x + 2 * pad + art_w;
  const float text_w = end.x - tx - pad;
  ImFont* bold = context.fonts.bold;
  ImFont* body = context.fonts.body;
  const float small = body->FontSize * 0.82f;
  // The name stops short of the key in the corner: a long one is set smaller, and on two
  // lines when even that does not fit; the text below shows whole sentences only (the
  // tooltip has all of it).
  const float name_w = end.x - pad - 14 * context.scale - tx;
  const float name_full = bold->FontSize * 0.9f;
  float name_size = name_full;
  const std::string& name = card.name;
  const float full_w = bold->CalcTextSizeA(name_size, FLT_MAX, 0.0f, name.c_str()).x;
  if (full_w > name_w && full_w > 0.0f) name_size = std::max(bold->FontSize * 0.74f, name_size * name_w / full_w);
  const float name_h = bold->CalcTextSizeA(name_size, FLT_MAX, name_w, name.c_str()).y;
  draw->AddText(bold, name_size, ImVec2(tx, pos.y + pad), ToImU32(kWhite), name.c_str(), nullptr, name_w);
  float y = pos.y + pad + std::max(name_h, name_full) + 1.0f * context.scale;
  const float bottom = end.y - pad;
  if (card.family == CardFamily::kUnit) {
    char line[192];
    std::snprintf(line, sizeof line, Tr("HP %d/%d  R%d%s"), card.hp, card.max_hp, card.rank,
                  card.upgrades > 0 ? Tr("  +UPG") : "");
    draw->AddText(bold, small, ImVec2(tx, y), ToImU32(card.hp < card.max_hp ? render::Colour(render::Role::kWarning) : colour), line);
    y += small * 1.15f;
    std::snprintf(line, sizeof line, Tr("A%d F%d E%d  rng %s"), card.attack, card.firepower, card.evasion,
                  card.ranges.c_str());
    if (y + small <= bottom + 0.5f) draw->AddText(body, small, ImVec2(tx, y), ToImU32(kSand), line);
  } else {
    draw->AddText(body, small, ImVec2(tx, y), ToImU32(colour), Tr(CardFamilyName(card.family)));
    y += small * 1.15f;
    // Whole sentences in the room left, at the small size, else a size smaller.
    float size = small;
    auto fits = [&](const std::string& text) {
      return body->CalcTextSizeA(size, FLT_MAX, text_w, text.c_str()).y <= bottom - y + 0.5f;
    };
    std::string shown = SentencesThatFit(card.text, fits);
    if (!fits(shown)) {
      size = small * 0.85f;
      shown = SentencesThatFit(card.text, fits);
    }
    if (fits(shown)) draw->AddText(body, size, ImVec2(tx, y), ToImU32(kSand), shown.c_str(), nullptr, text_w);
  }
  if (hovered) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
    TextIn(context.fonts.bold, card.name, colour);
    ImGui::TextDisabled("%s%s", Tr(CardFamilyName(card.family)), card.hero ? Tr(" - hero") : "");
    if (card.family == CardFamily::kUnit) {
      ImGui::Text(Tr("Rank %d   HP %d/%d   Attack %d   Firepower %d   Evasion %d"), card.rank, card.hp, card.max_hp,
                  card.attack, card.firepower, card.evasion);
      ImGui::Text(Tr("Ranges: %s%s%s"), card.ranges.c_str(), card.shield > 0 ? Tr("   Shield ") : "",
                  card.shield > 0 ? std::to_string(card.shield).c_str() : "");
      if (!card.perks.empty()) ImGui::Text(Tr("Perks: %s"), card.perks.c_str());
      if (card.upgrades > 0) ImGui::Text(Tr("Upgrades attached: %d"), card.upgrades);
    } else if (card.family == CardFamily::kSupport) {
      ImGui::TextDisabled("%s", TargetText(card.target));
    }
    ImGui::TextUnformatted(card.text.c_str());
    const std::string keyword_source = card.text + " " + card.perks;
    for (const GlossaryEntry* entry : KeywordsIn(keyword_source)) {
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "%s:", entry->keyword.c_str());
      ImGui::SameLine();
      ImGui::TextUnformatted(entry->meaning.c_str());
    }
    if (*key != '\0') {
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), context.pad_in_use ? Tr("Button: %s") : Tr("Key: %s"), key);
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  // A click is the card's key: the same command.
  if (clicked && click.command != session::BattleCommand::kNone) Queue(click);
}

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
  for (int i = 0; i < kHandSlots; ++i) {
    if (i > 0) ImGui::SameLine();
    std::snprintf(id, sizeof id, "##unit%d", i);
    DrawCardTile(context, UnitSlotView(catalog, state, i), id, width, height,
                 sel.kind == SelectionKind::kUnit && sel.slot == i, KeyHint(context, BattleCommand::kSelectUnit, i).c_str(),
                 false, {BattleCommand::kSelectUnit, i});
  }
  SectionLabel(discard ? Tr("SUPPORT - choose one to discard") : Tr("SUPPORT"), render::Colour(render::Role::kFamilySupport));
  for (int i = 0; i < kHandSlots; ++i) {
    if (i > 0) ImGui::SameLine();
    std::snprintf(id, sizeof id, "##support%d", i);
    DrawCardTile(context, SupportSlotView(catalog, state, i), id, width, height,
                 sel.kind == SelectionKind::kSupport && sel.slot == i, KeyHint(context, BattleCommand::kSelectSupport, i).c_str(),
                 false, {BattleCommand::kSelectSupport, i});
  }
  if (state.cards.option_count > 0) {
    SectionLabel(Tr("DISCOVERY - choose one"), render::Colour(render::Role::kScore));
    for (int i = 0; i < state.cards.option_count; ++i) {
      if (i > 0) ImGui::SameLine();
      std::snprintf(id, sizeof id, "##option%d", i);
      DrawCardTile(context, CardOnlyView(catalog, state.cards.options[i]), id, width, height, false, "", false,
                   {BattleCommand::kChoose, i});
    }
  }
  SectionLabel(Tr("FIELDWORK BAYS"), render::Colour(render::Role::kFamilyFieldwork));
  for (int i = 0; i < state.cards.bay_count; ++i) {
    if (i > 0) ImGui::SameLine();
    std::snprintf(id, sizeof id, "##bay%d", i);
    DrawCardTile(context, BayView(catalog, state, i), id, width, height * 0.8f,
                 sel.kind == SelectionKind::kBay && sel.slot == i, KeyHint(context, BattleCommand::kSelectBay, i).c_str(), true,
                 {BattleCommand::kSelectBay, i});
  }
  if (state.cards.doctrine != kNoCard && static_cast<std::size_t>(state.cards.doctrine) < catalog.cards.size()) {
    ImGui::SameLine();
    const CardDef& doctrine = catalog.cards[state.cards.doctrine];
    ImGui::BeginGroup();
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFamilyDoctrine)), Tr("DOCTRINE"));
    ImGui::PushTextWrapPos(0.0f);  // a long name wraps inside the panel
    ImGui::TextUnformatted(doctrine.name.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    TooltipWithKey(doctrine.text, nullptr);
  }
  // A chosen support that needs no cell: play it here.
  if (c.SelectionPlaysWithoutCell()) {
    if (ImGui::Button(Tr("PLAY IT"))) Queue({BattleCommand::kPlaySelected});
    TooltipWithHint(context, Tr("This card needs no target."), BattleCommand::kPlaySelected);
  }
  ImGui::Spacing();
}

}  // namespace bc::ui
