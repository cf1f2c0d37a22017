// The board's overlays: intent arrows, effects, and every text label (cell names on the
// edges, health, damage numbers, breach damage, quadrant counts).
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <string_view>
#include <utility>

#include "render/base_labels.h"
#include "render/board_labels.h"
#include "render/board_renderer.h"
#include "render/shapes.h"
#include "i18n/translate.h"

namespace bc::render {

using i18n::Tr;

using namespace palette;

namespace {

ImU32 Im(Rgba c, float alpha = 1.0f) {
  return IM_COL32(c.r, c.g, c.b, static_cast<int>(c.a * alpha));
}

void OutlinedText(ImDrawList* list, ImFont* font, float size, float x, float y, ImU32 colour,
                  const std::string& text, bool centred = true) {
  const ImVec2 extent = font->CalcTextSizeA(size, 1e6f, 0.0f, text.c_str());
  if (centred) {
    x -= extent.x * 0.5f;
    y -= extent.y * 0.5f;
  }
  const ImU32 shadow = IM_COL32(10, 5, 4, 220);
  for (int dx = -1; dx <= 1; ++dx) {
    for (int dy = -1; dy <= 1; ++dy) {
      if (dx != 0 || dy != 0) list->AddText(font, size, ImVec2(x + dx, y + dy), shadow, text.c_str());
    }
  }
  list->AddText(font, size, ImVec2(x, y), colour, text.c_str());
}

}  // namespace

void BoardRenderer::DrawIntents(const BoardScene& scene) {
  if (scene.intents == nullptr) return;
  const BattleLayout& l = scene.layout;
  const float width = std::max(3.0f, l.cell * 0.07f);
  for (const AttackerIntent& intent : scene.intents->attackers) {
    if (intent.start < 0) continue;
    const bool focused = scene.focus_uid == intent.uid;
    // Dim: another attacker is hovered, or this is what it would do had the base stood.
    const bool dim = (scene.focus_uid != 0 && !focused) || intent.after_fall;
    const Uint8 alpha = dim ? 70 : (focused || scene.threats_expanded || ActivePalette().opaque_paths ? 235 : 170);
    // A breach that damages the base: its own colour, and diamonds at its steps where
    // other paths have round dots (the shape says it without the colour).
    const bool damages = intent.breaches && !intent.shield_blocks;
    const Rgba colour = WithAlpha(Colour(damages ? Role::kDangerPath : Role::kThreatPath), alpha);
    float x = l.CellCentreX(intent.start);
    float y = l.CellCentreY(intent.start);
    for (Cell step : intent.moves) {
      const float nx = l.CellCentreX(step);
      const float ny = l.CellCentreY(step);
      batch_.ThickLine(x, y, nx, ny, width, colour);
      if (damages) {
        batch_.FillDisc(nx, ny, width * 2.0f, colour, 4);
      } else {
        batch_.FillDisc(nx, ny, width * 0.9f, colour, 10);
      }
      x = nx;
      y = ny;
    }
    const bool held = intent.bash >= 0 && !intent.crushes;  // bashes and stays
    if (!intent.moves.empty() && !intent.breaches && !held && intent.post_clash.post < 0) {
      const Cell last = intent.moves.back();
      const Cell before = intent.moves.size() > 1 ? intent.moves[intent.moves.size() - 2] : intent.start;
      const float dx = l.CellCentreX(last) - l.CellCentreX(before);
      const float dy = l.CellCentreY(last) - l.CellCentreY(before);
      batch_.ArrowHead(x, y, dx, dy, l.cell * 0.3f, colour);
    }
    if (intent.breaches) {
      const Cell target = kBaseCells[static_cast<int>(intent.quadrant)];
      const float tx = l.CellCentreX(target) * 0.6f + x * 0.4f;
      const float ty = l.CellCentreY(target) * 0.6f + y * 0.4f;
      batch_.ThickLine(x, y, tx, ty, width * 1.4f, colour);
      batch_.ArrowHead(tx, ty, tx - x, ty - y, l.cell * 0.38f, colour);
    }
    if (held) {
      const float bx = l.CellCentreX(intent.bash) * 0.5f + x * 0.5f;
      const float by = l.CellCentreY(intent.bash) * 0.5f + y * 0.5f;
      batch_.ThickLine(x, y, bx, by, width, colour);
      batch_.ArrowHead(bx, by, bx - x, by - y, l.cell * 0.3f, colour);
    }
    // An attacker that will engage a post: a thick arrow into the post, in the danger
    // colour when the unit falls there (the word on it says which: ENGAGE or FALLS).
    if (intent.post_clash.post >= 0) {
      const Cell post = intent.post_clash.post;
      const Rgba clash = intent.post_clash.unit_falls ? Colour(Role::kDangerPath) : Colour(Role::kThreatPath);
      const float px = l.CellCentreX(post) * 0.55f + x * 0.45f;
      const float py = l.CellCentreY(post) * 0.55f + y * 0.45f;
      batch_.ThickLine(x, y, px, py, width * 1.4f, clash);
      batch_.ArrowHead(px, py, px - x, py - y, l.cell * 0.36f, clash);
    }
  }
}

void BoardRenderer::DrawFx(const BoardScene& scene) {
  if (scene.fx == nullptr) return;
  const BattleLayout& l = scene.layout;
  for (const render::Fx& fx : *scene.fx) {
    const float t = fx.life > 0 ? fx.age / fx.life : 1.0f;
    const Uint8 fade = static_cast<Uint8>(255 * std::max(0.0f, 1.0f - t));
    switch (fx.kind) {
      case render::FxKind::kHitFlash:
        if (fx.cell >= 0) {
          if (const Sprite* tex = sprites_.Get("sprites/fx/hit_flash.png")) batch_.DrawSprite(*tex, l.CellRect(fx.cell), fade);
          else batch_.FillRect(l.CellRect(fx.cell), Rgba{255, 255, 255, static_cast<Uint8>(fade / 2)});
        }
        break;
      case render::FxKind::kExplosion:
        if (fx.cell >= 0) {
          const int frame = std::min(7, static_cast<int>(t * 8));
          const Rect r = l.CellRect(fx.cell);
          const Rect big{r.x - r.w * 0.2f, r.y - r.h * 0.2f, r.w * 1.4f, r.h * 1.4f};
          if (const Sprite* tex = sprites_.Get("sprites/fx/explosion_" + std::to_string(frame) + ".png")) {
            batch_.DrawSprite(*tex, big);
          } else {
            batch_.FillDisc(r.x + r.w / 2, r.y + r.h / 2, r.w * (0.2f + 0.5f * t),
                     WithAlpha(Colour(Role::kWarning), fade));
          }
        }
        break;
      case render::FxKind::kShieldFlash:
        if (fx.quadrant >= 0) {
          const Rect r = l.CellRect(kBaseCells[fx.quadrant]);
          if (const Sprite* tex = sprites_.Get("sprites/fx/shield_flash.png")) {
            batch_.DrawSprite(*tex, r, fade);
          } else {
            batch_.FillRect(r, WithAlpha(Colour(fx.tone == 2 ? Role::kShieldDown : Role::kShieldUp),
                                             static_cast<Uint8>(fade / 2)));
          }
        }
        break;
      case render::FxKind::kBreach:
        if (fx.cell >= 0) {
          const Rect r = l.CellRect(fx.cell);
          if (const Sprite* tex = sprites_.Get("sprites/fx/breach.png")) batch_.DrawSprite(*tex, r, fade);
          else batch_.FillRect(r, WithAlpha(Colour(Role::kDanger), static_cast<Uint8>(fade / 2)));
        }
        break;
      case render::FxKind::kCannonShot:
        if (fx.cell >= 0) {
          const float bx = l.board.x + 4 * l.cell;
          const float by = l.board.y + 4 * l.cell;
          batch_.ThickLine(bx, by, l.CellCentreX(fx.cell), l.CellCentreY(fx.cell), l.cell * 0.12f,
                    WithAlpha(Colour(Role::kScore), fade));
        }
        break;
      case render::FxKind::kBash:
        if (fx.cell >= 0) batch_.OutlineRect(l.CellRect(fx.cell), WithAlpha(Colour(Role::kWarning), fade), 4);
        break;
      case render::FxKind::kMarker:
        // No flash: a steady double outline, held, then gone.
        if (fx.cell >= 0) {
          const Rgba c = Colour(fx.tone == 1 ? Role::kFriendly : Role::kDanger);
          const Rect r = l.CellRect(fx.cell);
          batch_.OutlineRect({r.x + 2, r.y + 2, r.w - 4, r.h - 4}, c, 3);
          batch_.OutlineRect({r.x + 8, r.y + 8, r.w - 16, r.h - 16}, WithAlpha(c, 200), 2);
        }
        break;
      case render::FxKind::kText:
        break;
    }
  }
}

float BoardLabelSize(const ImFont* font, float cell) { return std::max(11.0f, std::min(font->FontSize, cell * 0.26f)); }

void BoardRenderer::DrawEdgeLabels(const BattleLayout& l, ImDrawList* list, ImFont* bold, float small, float dx,
                                   float dy) const {
  const ImU32 edge = Im(kSand, 0.85f);
  for (int i = 0; i < kBoardSize; ++i) {
    const std::string col(1, static_cast<char>('A' + i));
    const std::string row = std::to_string(i + 1);
    const float cx = l.board.x + (i + 0.5f) * l.cell + dx;
    const float cy = l.board.y + (i + 0.5f) * l.cell + dy;
    OutlinedText(list, bold, small, cx, l.board.y - l.label * 0.5f + dy, edge, col);
    OutlinedText(list, bold, small, cx, l.board.Bottom() + l.label * 0.5f + dy, edge, col);
    OutlinedText(list, bold, small, l.board.x - l.label * 0.5f + dx, cy, edge, row);
    OutlinedText(list, bold, small, l.board.Right() + l.label * 0.5f + dx, cy, edge, row);
  }
}

bool BoardRenderer::LayOutLabels(const BoardScene& scene, ImFont* font, ImFont* bold) {
  if (font == nullptr) return false;
  if (bold == nullptr) bold = font;
  const float small = BoardLabelSize(font, scene.layout.cell);
  // The shot's power at this charge, the mounted weapon's.
  const int charge = scene.view->cannon_charge;
  const int power = scene.catalog != nullptr ? WeaponPowerAt(*scene.catalog, scene.view->weapon, charge) : 0;
  const LabelWidth width = [bold](std::string_view text, float size) {
    return bold->CalcTextSizeA(size, FLT_MAX, 0.0f, text.data(), text.data() + text.size()).x;
  };
  std::string base_name = Tr("BASE");
  // TRANSLATORS: the cannon's power on the board, in a small pill: "PWR 3" (keep it short).
  std::string power_text = i18n::Format(Tr("PWR {0}"), {std::to_string(power)});
  base_labels_ = LayOutBaseLabels(scene.layout, small, std::move(base_name), std::move(power_text), width);
  labels_ = LayOutBoardLabels(scene, small, base_labels_, width);
  // The icons go out with the sprites, under the text.
  for (const BoardLabel& label : labels_.labels) {
    if (label.icon == nullptr) continue;
    if (const Sprite* icon = sprites_.Get(label.icon)) batch_.DrawSprite(*icon, label.icon_box, label.dim ? 120 : 255);
  }
  return true;
}

void BoardRenderer::DrawBaseLabels(const BoardScene& scene, ImDrawList* list, ImFont* bold) {
  const int charge = scene.view->cannon_charge;
  // The name under the dome, where the sprite leaves room (and the breaches' labels leave it).
  const BaseLabel& name = base_labels_.name;
  const bool named = std::any_of(labels_.labels.begin(), labels_.labels.end(),
                                 [](const BoardLabel& label) { return label.kind == LabelKind::kBaseName; });
  if (named) OutlinedText(list, bold, name.size, name.x, name.y, Im(Rgba{150, 162, 168}), name.text);
  // The pill under the charge ring, in the ring's colour, sized for the text.
  const Rgba colour = charge <= 0 ? Rgba{150, 162, 168} : charge == 1 ? kTeal : charge == 2 ? kGold : kHazard;
  const BaseLabel& shot = base_labels_.power;
  const ImVec2 from(shot.box.x, shot.box.y);
  const ImVec2 to(shot.box.Right(), shot.box.Bottom());
  const float radius = shot.box.h * 0.5f;
  list->AddRectFilled(from, to, Im(Rgba{27, 20, 20}), radius);
  list->AddRect(from, to, Im(charge <= 0 ? Rgba{75, 87, 92} : colour), radius, 0, base_labels_.pill_line);
  OutlinedText(list, bold, shot.size, shot.x, shot.y, Im(colour), shot.text);
}

void BoardRenderer::DrawLabels(const BoardScene& scene, ImDrawList* list, ImFont* font, ImFont* bold) {
  if (list == nullptr || font == nullptr) return;
  if (bold == nullptr) bold = font;
  const BattleLayout& l = scene.layout;
  const float small = BoardLabelSize(font, l.cell);
  // The cell names are in the cached frame (UpdateFrame), when there is one.
  if (frame_ == nullptr) DrawEdgeLabels(l, list, bold, small, 0.0f, 0.0f);
  DrawBaseLabels(scene, list, bold);
  DrawPostLabels(scene, list, bold, small);
  // Every other label where LayOutLabels placed it (board_labels.h).
  for (const BoardLabel& label : labels_.labels) {
    switch (label.kind) {
      case LabelKind::kBaseName:
      case LabelKind::kPower:
        break;
      case LabelKind::kThreatCount: {
        const bool damages = scene.intents != nullptr && label.cell >= 0 &&
                             [&] {
                               for (const BoardLabel& other : labels_.labels) {
                                 if (other.kind == LabelKind::kBreach && other.cell == label.cell) return true;
                               }
                               return false;
                             }();
        list->AddCircleFilled(ImVec2(label.x, label.y), label.box.w * 0.5f,
                              Im(Colour(damages ? Role::kDangerPath : Role::kThreatPath), 0.95f));
        OutlinedText(list, bold, label.size, label.x, label.y, Im(label.colour), label.text);
        break;
      }
      default:
        OutlinedText(list, bold, label.size, label.x, label.y, Im(label.colour, label.dim ? 0.55f : 1.0f), label.text);
        break;
    }
  }
  if (scene.fx != nullptr) {
    for (const render::Fx& fx : *scene.fx) {
      if (fx.kind != render::FxKind::kText || fx.cell < 0) continue;
      const float t = fx.life > 0 ? fx.age / fx.life : 1.0f;
      const Rgba colour = Colour(fx.tone == 1 ? Role::kScore : fx.tone == 2 ? Role::kWarning
                                 : fx.tone == 3 ? Role::kFriendly : Role::kDanger);
      const float rise = scene.reduce_motion ? 0.0f : t * l.cell * 0.7f;  // reduced motion: it stays put
      OutlinedText(list, bold, small * 1.5f, l.CellCentreX(fx.cell), l.CellCentreY(fx.cell) - rise,
                   Im(colour, std::max(0.0f, 1.0f - t * t)), fx.text);
    }
  }
}

}  // namespace bc::render
