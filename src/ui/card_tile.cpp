#include "ui/card_tile.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "render/colour_roles.h"
#include "ui/card_marks.h"
#include "ui/glossary.h"
#include "ui/theme.h"
#include "ui/tr.h"
#include "ui/widgets.h"

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

// The sizes of the tile's words, as parts of the body font: the stats and the text, and
// the readable minimum they may shrink to.
constexpr float kSmall = 0.82f;
constexpr float kSmallest = 0.68f;
constexpr float kNameFull = 0.9f;
constexpr float kNameShrunk = 0.74f;  // a long name's one line shrinks down to this
constexpr float kNameSmallest = 0.66f;

// One line of `text` at `size`, a step smaller or cut with an ellipsis when too wide.
FittedText OneLine(const std::string& text, ImFont* font, float size, float smallest, float width) {
  TextBox box;
  box.width = width;
  box.height = size;
  box.max_lines = 1;
  box.largest = size;
  box.smallest = smallest;
  box.step = 0.92f;
  return FitText(text, box, WidthIn(font));
}

// Draws fitted lines from `at`; returns the height they take.
float DrawLines(ImDrawList* draw, ImFont* font, const FittedText& fitted, ImVec2 at, ImU32 colour) {
  for (std::size_t i = 0; i < fitted.lines.size(); ++i) {
    const std::string& line = fitted.lines[i];
    draw->AddText(font, fitted.size, ImVec2(at.x, at.y + fitted.size * static_cast<float>(i)), colour, line.c_str(),
                  line.c_str() + line.size());
  }
  return fitted.size * static_cast<float>(fitted.lines.size());
}

}  // namespace

TextWidth WidthIn(ImFont* font) {
  return [font](std::string_view text, float size) {
    return font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.data(), text.data() + text.size()).x;
  };
}

std::string LinesBetweenWords(const std::string& text, float room, ImFont* font, float size, bool* cut) {
  room = std::max(1.0f, room);
  const TextWidth measure = WidthIn(font);
  std::string out;
  bool shortened = false;
  for (const std::string& line : WrapWords(text, room, size, measure)) {
    const std::string shown = EndWithEllipsis(line, room, size, measure);
    shortened = shortened || shown != line;
    if (!out.empty()) out += '\n';
    out += shown;
  }
  if (cut != nullptr) *cut = shortened;
  return out;
}

CardTileLayout LayOutCardTile(const UiContext& context, ImVec2 pos, ImVec2 size) {
  const float pad = 5.0f * context.scale;
  const ImVec2 end(pos.x + size.x, pos.y + size.y);
  const float art = size.y - 2 * pad;
  const float art_w = std::min(art * 0.62f, size.x * 0.3f);
  CardTileLayout layout;
  layout.art = ImRect(ImVec2(pos.x + pad, pos.y + pad), ImVec2(pos.x + pad + art_w, pos.y + pad + art));
  layout.words = ImRect(ImVec2(pos.x + 2 * pad + art_w, pos.y + pad), ImVec2(end.x - pad, end.y - pad));
  layout.name_width = end.x - pad - 14 * context.scale - layout.words.Min.x;
  return layout;
}

FittedText FitCardName(const UiContext& context, const std::string& name, float width) {
  ImFont* bold = context.fonts.bold;
  const TextWidth measure = WidthIn(bold);
  // One line, set smaller as far as the name needs (down to kNameShrunk).
  const float full = bold->FontSize * kNameFull;
  const float full_w = measure(name, full);
  float size = full;
  if (full_w > width && full_w > 0.0f) size = std::max(bold->FontSize * kNameShrunk, full * width / full_w);
  if (measure(name, size) <= width) {
    FittedText fitted;
    fitted.size = size;
    fitted.lines = {name};
    return fitted;
  }
  // Two lines from there, a step smaller while a word is too wide, then an ellipsis.
  TextBox box;
  box.width = width;
  box.height = FLT_MAX;
  box.max_lines = 2;
  box.largest = size;
  box.smallest = bold->FontSize * kNameSmallest;
  box.step = 0.94f;
  return FitText(name, box, measure);
}

void CardArtUv(float aspect, ImVec2* uv0, ImVec2* uv1) {
  // The picture window of tools/assets/cards.py, in the 256x320 image, and the width
  // that shows its icon (150 wide) nearly whole: a box narrower than that shows it a
  // little narrower than drawn rather than cut.
  constexpr float kImageW = 256.0f, kImageH = 320.0f;
  constexpr float kX = 16.0f, kY = 44.0f, kW = 224.0f, kH = 260.0f;
  constexpr float kIconW = 140.0f;
  float w = kW;
  float h = kH;
  if (aspect > 0.0f && aspect < kW / kH) w = std::max(kIconW, kH * aspect);
  if (aspect > kW / kH) h = kW / aspect;
  const float x = kX + (kW - w) * 0.5f;
  const float y = kY + (kH - h) * 0.5f;
  *uv0 = ImVec2(x / kImageW, y / kImageH);
  *uv1 = ImVec2((x + w) / kImageW, (y + h) / kImageH);
}

bool DrawCardTile(const UiContext& context, const CardView& card, const CardTile& tile) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const float width = tile.size.x;
  const float height = tile.size.y;
  const bool clicked = ImGui::InvisibleButton(tile.id, tile.size);
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 end(pos.x + width, pos.y + height);
  const render::Rgba colour = card.present ? FamilyColour(card.family) : kRock;
  // On the panel's flattened ground (DrawSidePanel): opaque, the same pixels.
  draw->AddRectFilled(pos, end, ToImU32(FlattenOver(ToImVec4(hovered ? kGroundDark : kNight, 0.95f), tile.ground)), 3.0f);
  draw->AddRect(pos, end, ToImU32(tile.selected ? kWhite : colour, tile.selected ? 1.0f : 0.7f), 3.0f, 0,
                tile.selected ? 3.0f : 1.0f);
  // The keyboard's or the pad's focus on the tile: the menus' own frame round it.
  ImGui::RenderNavHighlight(ImRect(pos, end), ImGui::GetItemID());
  const float pad = 5.0f * context.scale;
  // Key in the corner. With a pad, LB / RB reach every tile: the heading names them once
  // (DrawHand), and the corner stays clear.
  if (!context.pad_in_use && *tile.key != '\0') {
    draw->AddText(context.fonts.bold, context.fonts.bold->FontSize * 0.8f, ImVec2(end.x - pad - 10 * context.scale, pos.y + pad),
                  ToImU32(kSand, 0.8f), tile.key);
  }
  if (!card.present) {
    draw->AddText(context.fonts.body, context.fonts.body->FontSize * 0.9f, ImVec2(pos.x + pad, pos.y + pad),
                  ToImU32(kSand, 0.5f), tile.bay ? Tr("Empty bay") : Tr("Empty slot"));
    if (hovered) ImGui::SetTooltip(Tr("This slot refills at the end of the turn."));
    return clicked;
  }
  const CardTileLayout layout = LayOutCardTile(context, pos, tile.size);
  // Art: the middle of the card's own picture, else of its family's frame, unsquashed.
  const render::Sprite* picture = nullptr;
  if (tile.art != nullptr) {
    picture = tile.art->Find("cards/" + card.id + ".png");
    if (picture == nullptr) picture = tile.art->Find(FamilyFrame(card));
  }
  if (picture != nullptr) {
    ImVec2 uv0, uv1;
    CardArtUv(layout.art.GetWidth() / std::max(1.0f, layout.art.GetHeight()), &uv0, &uv1);
    // From the picture's own coordinates to its place on the atlas page.
    const auto on_page = [picture](ImVec2 uv) {
      return ImVec2(picture->U0() + uv.x * (picture->U1() - picture->U0()),
                    picture->V0() + uv.y * (picture->V1() - picture->V0()));
    };
    draw->AddImage(reinterpret_cast<ImTextureID>(picture->texture), layout.art.Min, layout.art.Max, on_page(uv0),
                   on_page(uv1));
  } else {
    draw->AddRectFilled(layout.art.Min, layout.art.Max, ToImU32(colour, 0.35f));
  }
  const float tx = layout.words.Min.x;
  const float text_w = layout.words.GetWidth();
  ImFont* bold = context.fonts.bold;
  ImFont* body = context.fonts.body;
  const float small = body->FontSize * kSmall;
  const float smallest = body->FontSize * kSmallest;
  // The name stops short of the key in the corner (FitCardName); the words below are set
  // whole, broken only between words (the tooltip has all of them).
  const FittedText name = FitCardName(context, card.name, layout.name_width);
  const float name_h = DrawLines(draw, bold, name, ImVec2(tx, pos.y + pad), ToImU32(kWhite));
  float y = pos.y + pad + std::max(name_h, bold->FontSize * kNameFull) + 1.0f * context.scale;
  const float bottom = layout.words.Max.y;
  const CardMark* hovered_mark = nullptr;
  std::vector<CardMark> marks;
  if (card.family == CardFamily::kUnit) {
    char line[192];
    std::snprintf(line, sizeof line, Tr("HP %d/%d"), card.hp, card.max_hp);
    if (card.temp_hp > 0) {
      // Temporary HP (COMBAT STIMS) after the HP, as the post's token has it: "HP 3/4 +2"
      // (the tooltip says what it is; the smallest tile has no room for a word more).
      const std::string temp = " +" + std::to_string(card.temp_hp);
      std::snprintf(line + std::strlen(line), sizeof line - std::strlen(line), "%s", temp.c_str());
    }
    const ImU32 hp_colour = ToImU32(card.hp < card.max_hp ? render::Colour(render::Role::kWarning) : colour);
    if (y + smallest <= bottom + 0.5f) {
      const FittedText hp = OneLine(line, bold, small, smallest, text_w);
      DrawLines(draw, bold, hp, ImVec2(tx, y), hp_colour);
      // Then the rank's and the perks' marks, as many as the column has room for (the
      // tooltip names them all), and +UPG when it still fits.
      float size = std::round(small * 1.25f);
      const float gap = std::max(2.0f, std::round(3.0f * context.scale));
      const float right = tx + text_w;
      float x = tx + (hp.lines.empty() ? 0.0f : WidthIn(bold)(hp.lines[0], hp.size)) + 2.0f * gap;
      float mid = y + hp.size * 0.5f;
      float next_y = -1.0f;  // where the stats line goes when the marks have a row of their own
      marks = UnitCardMarks(card.rank, card.perk_bits);
      // Every mark in the room after the HP, smaller when they are many; when that would
      // make them smaller than the text, on a row of their own under the HP at full size,
      // if the card has the height for that row and the stats line under it.
      if (!marks.empty()) {
        const auto fits_in = [&](float from) {
          return std::floor((right - from) / static_cast<float>(marks.size()) - gap);
        };
        const float own_row_top = y + hp.size * 1.1f;
        if (fits_in(x) < std::round(small) && own_row_top + size + small * 1.15f <= bottom + 0.5f) {
          x = tx;
          size = std::max(std::round(smallest), std::min(size, fits_in(tx)));
          mid = own_row_top + size * 0.5f;
          next_y = own_row_top + size * 1.15f;
        } else {
          size = std::max(std::round(smallest), std::min(size, fits_in(x)));
        }
      }
      for (const CardMark& mark : marks) {
        if (x + size > right + 0.5f) break;
        const ImVec2 a(x, std::round(mid - size * 0.5f));
        const ImVec2 b(a.x + size, a.y + size);
        const render::Sprite* sprite = tile.art != nullptr ? tile.art->Find(mark.sprite) : nullptr;
        if (sprite != nullptr) {
          draw->AddImage(reinterpret_cast<ImTextureID>(sprite->texture), a, b, ImVec2(sprite->U0(), sprite->V0()),
                         ImVec2(sprite->U1(), sprite->V1()));
        } else {
          draw->AddRect(a, b, ToImU32(kSand, 0.8f), size * 0.25f);
        }
        if (tile.marks_drawn != nullptr) tile.marks_drawn->push_back(ImRect(a, b));
        if (hovered && ImGui::IsMouseHoveringRect(a, b)) hovered_mark = &mark;
        x = b.x + gap;
      }
      const char* upgraded = Tr("+UPG");
      if (card.upgrades > 0 && x + WidthIn(bold)(upgraded, hp.size) <= right + 0.5f) {
        draw->AddText(bold, hp.size, ImVec2(x, std::round(mid - hp.size * 0.5f)), hp_colour, upgraded);
      }
      y = next_y >= 0.0f ? next_y : y + std::max(hp.size, size) * 1.15f;
    }
    std::snprintf(line, sizeof line, Tr("A%d F%d E%d  rng %s"), card.attack, card.firepower, card.evasion,
                  card.ranges.c_str());
    if (y + small <= bottom + 0.5f) DrawLines(draw, body, OneLine(line, body, small, smallest, text_w), ImVec2(tx, y), ToImU32(kSand));
  } else {
    if (y + smallest <= bottom + 0.5f) {
      const FittedText family = OneLine(Tr(CardFamilyName(card.family)), body, small, smallest, text_w);
      y += DrawLines(draw, body, family, ImVec2(tx, y), ToImU32(colour)) * 1.15f;
    }
    // Whole sentences in the room left, at the small size, else a step smaller.
    TextBox box;
    box.width = text_w;
    box.height = bottom - y;
    box.largest = small;
    box.smallest = smallest;
    box.step = 0.85f;
    box.whole_sentences = true;
    DrawLines(draw, body, FitText(card.text, box, WidthIn(body)), ImVec2(tx, y), ToImU32(kSand));
  }
  if (hovered_mark != nullptr) {
    // A mark's own tooltip: what the rank or the perk is.
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
    TextIn(context.fonts.bold, hovered_mark->title, kGold);
    if (!hovered_mark->meaning.empty()) ImGui::TextUnformatted(hovered_mark->meaning.c_str());
    if (hovered_mark == &marks.front() && card.family == CardFamily::kUnit) {
      // The rank's: the kills to the next one, and what it gives.
      if (card.next_rank_kills > 0) {
        ImGui::TextColored(ToImVec4(kTeal), "%s",
                           Format(Tr("Kills: {0} of {1} for rank {2}."),
                                  {std::to_string(card.kills), std::to_string(card.next_rank_kills),
                                   std::to_string(card.rank + 1)})
                               .c_str());
        ImGui::TextColored(ToImVec4(kTeal), "%s", card.next_rank.c_str());
      } else {
        ImGui::TextColored(ToImVec4(kTeal), "%s", Tr("Top rank."));
      }
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  } else if (hovered) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
    TextIn(context.fonts.bold, card.name, colour);
    ImGui::TextDisabled("%s%s", Tr(CardFamilyName(card.family)), card.hero ? Tr(" - hero") : "");
    if (card.family == CardFamily::kUnit) {
      ImGui::Text(Tr("Rank %d   HP %d/%d   Attack %d   Firepower %d   Evasion %d"), card.rank, card.hp, card.max_hp,
                  card.attack, card.firepower, card.evasion);
      if (card.temp_hp > 0) {
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kShieldUp)), "%s",
                           Format(Tr("Temporary HP: {0}, taken before shield and HP, gone after its next engagement."),
                                  {std::to_string(card.temp_hp)})
                               .c_str());
      }
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
    if (*tile.key != '\0') {
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), context.pad_in_use ? Tr("Button: %s") : Tr("Key: %s"),
                         tile.key);
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  return clicked;
}

}  // namespace bc::ui
