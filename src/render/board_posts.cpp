// Posted units on the board (docs/rules.md, Posts): each drawn as a token of its card's
// art on its cell, framed in the unit cards' colour, with its HP as a bar and a number and
// its rank as pips; dimmed once it has acted this turn. An aircraft flying over a post
// shares its cell: the token then sits small in the cell's lower-left corner.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "render/board_renderer.h"
#include "render/colour_roles.h"
#include "render/shapes.h"

namespace bc::render {

using namespace palette;

namespace {

// The token's rectangle: the cell inset, or its lower-left corner under an aircraft.
Rect TokenRect(const BattleLayout& l, Cell cell, bool shared) {
  const Rect r = l.CellRect(cell);
  if (shared) return {r.x + l.cell * 0.04f, r.y + l.cell * 0.50f, l.cell * 0.46f, l.cell * 0.46f};
  return {r.x + l.cell * 0.12f, r.y + l.cell * 0.08f, l.cell * 0.76f, l.cell * 0.76f};
}

ImU32 Im(Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

}  // namespace

void BoardRenderer::DrawPosts(const BoardScene& scene) {
  const BattleLayout& l = scene.layout;
  for (const ViewPost& p : scene.view->posts) {
    if (p.cell < 0 || p.card < 0 || static_cast<std::size_t>(p.card) >= scene.catalog->cards.size()) continue;
    const bool shared = scene.view->AttackerAt(p.cell) != nullptr;
    const Rect r = TokenRect(l, p.cell, shared);
    const Uint8 alpha = p.acted ? 170 : 255;
    const Rgba frame = Colour(Role::kFamilyUnit);
    batch_.FillRect(r, Rgba{12, 10, 10, 230});
    // The art's middle, square, from the card's picture (the frame of the card left out).
    if (const Sprite* art = sprites_.Get("cards/" + scene.catalog->cards[static_cast<std::size_t>(p.card)].id + ".png")) {
      Sprite crop = *art;
      const int side = art->rect.w * 62 / 100;
      crop.rect = SDL_Rect{art->rect.x + (art->rect.w - side) / 2, art->rect.y + art->rect.h * 22 / 100, side, side};
      batch_.DrawSprite(crop, {r.x + 2, r.y + 2, r.w - 4, r.h - 4}, alpha);
    }
    batch_.OutlineRect(r, frame, std::max(2.0f, l.cell * 0.035f));
    if (p.cell == scene.chosen_post) {
      // Chosen for its order: a ring round the token, as a chosen card's tile has.
      const float pad = std::max(2.0f, l.cell * 0.04f);
      batch_.OutlineRect({r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad}, kWhite, std::max(2.0f, l.cell * 0.04f));
    }
    // Health bar along the bottom edge.
    const Rect bar{r.x + 2, r.Bottom() - std::max(4.0f, r.h * 0.12f), r.w - 4, std::max(4.0f, r.h * 0.10f)};
    // Rank: one pip a rank, outlined, in the lower-left corner above the bar (the top is
    // where an intent's word over the post goes, the lower right the HP).
    const float pip = std::max(2.5f, r.w * 0.065f);
    for (int k = 0; k < p.rank; ++k) {
      const float px = r.x + pip * (1.9f + 2.5f * static_cast<float>(k));
      const float py = bar.y - pip * 1.5f;
      batch_.FillDisc(px, py, pip + 1.0f, Rgba{0, 0, 0, 230}, 10);
      batch_.FillDisc(px, py, pip, Colour(Role::kScore), 10);
    }
    batch_.FillRect(bar, Rgba{0, 0, 0, 210});
    // HP in the friendly colour, then temporary HP (COMBAT STIMS) as a white segment of its
    // own (apart from the HP in every palette); with temporary HP the bar's scale is the HP
    // and it together.
    const int temp = std::max(0, p.temp_hp);
    const float scale = static_cast<float>(std::max(p.max_hp, p.hp + temp));
    const float frac = scale > 0.0f ? std::clamp(static_cast<float>(p.hp) / scale, 0.0f, 1.0f) : 0.0f;
    batch_.FillRect({bar.x + 1, bar.y + 1, (bar.w - 2) * frac, bar.h - 2}, Colour(Role::kFriendly));
    if (temp > 0 && scale > 0.0f) {
      const float extra = std::clamp(static_cast<float>(temp) / scale, 0.0f, 1.0f - frac);
      batch_.FillRect({bar.x + 1 + (bar.w - 2) * frac, bar.y + 1, (bar.w - 2) * extra, bar.h - 2}, kWhite);
    }
  }
}

void BoardRenderer::DrawPostLabels(const BoardScene& scene, ImDrawList* list, ImFont* bold, float small) {
  const BattleLayout& l = scene.layout;
  for (const ViewPost& p : scene.view->posts) {
    if (p.cell < 0) continue;
    const bool shared = scene.view->AttackerAt(p.cell) != nullptr;
    const Rect r = TokenRect(l, p.cell, shared);
    const float size = small * (shared ? 0.8f : 0.95f);
    // Its HP, and "+2" after it for temporary HP.
    std::string hp = std::to_string(p.hp);
    if (p.temp_hp > 0) {
      hp += '+';
      hp += std::to_string(p.temp_hp);
    }
    const ImVec2 extent = bold->CalcTextSizeA(size, 1e6f, 0.0f, hp.c_str());
    const ImVec2 at(r.Right() - extent.x - 3, r.Bottom() - extent.y - std::max(4.0f, r.h * 0.12f));
    for (int dx = -1; dx <= 1; ++dx) {
      for (int dy = -1; dy <= 1; ++dy) {
        if (dx != 0 || dy != 0) list->AddText(bold, size, ImVec2(at.x + dx, at.y + dy), IM_COL32(0, 0, 0, 230), hp.c_str());
      }
    }
    list->AddText(bold, size, at, Im(kWhite), hp.c_str());
  }
}

}  // namespace bc::render
