#include "render/board_renderer.h"

#include <imgui.h>

#include <cmath>
#include <cstddef>
#include <string>

#include "render/attacker_marks.h"
#include "render/backdrop.h"
#include "render/draw_calls.h"
#include "render/shapes.h"
#include "render/texel_copy.h"

namespace bc::render {

// The contact marker's sprite id (assets/sprites/enemies/contact*.png): no attacker's.
constexpr const char* kContactSprite = "contact";

using namespace palette;

namespace {

SDL_RendererFlip QuadrantFlip(int quadrant) {
  switch (quadrant) {
    case 1: return SDL_FLIP_HORIZONTAL;  // NE
    case 2: return SDL_FLIP_VERTICAL;    // SW
    case 3: return static_cast<SDL_RendererFlip>(SDL_FLIP_HORIZONTAL | SDL_FLIP_VERTICAL);
    default: return SDL_FLIP_NONE;
  }
}

Rect Inset(const Rect& r, float by) { return {r.x + by, r.y + by, r.w - 2 * by, r.h - 2 * by}; }

}  // namespace

void DrawImGuiList(SDL_Renderer* renderer, const ImDrawList& list) {
  const char* base = reinterpret_cast<const char*>(list.VtxBuffer.Data);
  const int stride = static_cast<int>(sizeof(ImDrawVert));
  for (const ImDrawCmd& cmd : list.CmdBuffer) {
    if (cmd.UserCallback != nullptr || cmd.ElemCount == 0) continue;
    const char* v = base + cmd.VtxOffset * sizeof(ImDrawVert);
    GeometryRaw(renderer, static_cast<SDL_Texture*>(cmd.GetTexID()),
                reinterpret_cast<const float*>(v + offsetof(ImDrawVert, pos)), stride,
                reinterpret_cast<const SDL_Color*>(v + offsetof(ImDrawVert, col)), stride,
                reinterpret_cast<const float*>(v + offsetof(ImDrawVert, uv)), stride,
                list.VtxBuffer.Size - static_cast<int>(cmd.VtxOffset), list.IdxBuffer.Data + cmd.IdxOffset,
                static_cast<int>(cmd.ElemCount), static_cast<int>(sizeof(ImDrawIdx)));
  }
}

SDL_Rect BoardFrameRect(const BattleLayout& l) {
  const Rect frame = Inset(l.board, -l.label);
  const int x = static_cast<int>(std::floor(frame.x));
  const int y = static_cast<int>(std::floor(frame.y));
  return SDL_Rect{x, y, static_cast<int>(std::ceil(frame.Right())) - x, static_cast<int>(std::ceil(frame.Bottom())) - y};
}

void BoardRenderer::Draw(const BoardScene& scene, ImDrawList* text, ImFont* font, ImFont* bold) {
  DrawUnderlay(scene, font, bold != nullptr ? bold : font);
  DrawHighlights(scene);
  DrawPending(scene);
  DrawIntents(scene);
  DrawPosts(scene);
  DrawAttackers(scene);
  DrawFx(scene);
  const bool labelled = text != nullptr && LayOutLabels(scene, font, bold);
  batch_.Flush();
  if (labelled) DrawLabels(scene, text, font, bold);
}

BoardRenderer::~BoardRenderer() {
  if (frame_ != nullptr) SDL_DestroyTexture(frame_);
  if (underlay_ != nullptr) SDL_DestroyTexture(underlay_);
}

void BoardRenderer::DrawGroundTiles(const BattleLayout& l, float ox, float oy) {
  for (Cell c = 0; c < kCellCount; ++c) {
    if (IsBaseCell(c)) continue;
    const Rect r{ox + static_cast<float>(Col(c)) * l.cell, oy + static_cast<float>(Row(c)) * l.cell, l.cell, l.cell};
    const int variant = (Col(c) * 7 + Row(c) * 13 + Col(c) * Row(c)) % 4;
    const Sprite* ground = sprites_.Get("sprites/board/ground_" + std::to_string(variant) + ".png");
    if (ground != nullptr) {
      DrawSprite(renderer_, *ground, r);
    } else {
      FillRect(renderer_, r, ((Col(c) + Row(c)) % 2 == 0) ? kGroundDark : kGroundLight);
    }
    // Range bands shade the ground a little: the outer ring darker.
    const int range = RangeOf(c);
    if (range == 3) FillRect(renderer_, r, Rgba{0, 0, 0, 40});
    if (range == 1) FillRect(renderer_, r, Rgba{255, 200, 150, 14});
  }
  for (int i = 1; i < kBoardSize; ++i) {
    const float x = ox + i * l.cell;
    const float y = oy + i * l.cell;
    FillRect(renderer_, {x - 0.5f, oy, 1.0f, l.board.h}, Rgba{20, 10, 8, 90});
    FillRect(renderer_, {ox, y - 0.5f, l.board.w, 1.0f}, Rgba{20, 10, 8, 90});
  }
}

void BoardRenderer::DrawFrame(const BoardScene& scene, ImFont* bold, float label_size, float dx, float dy) {
  const BattleLayout& l = scene.layout;
  const Backdrop& b = scene.backdrop;
  if (b.rect.w > 0 && b.rect.h > 0) {
    FillVerticalGradient(renderer_, {b.rect.x + dx, b.rect.y + dy, b.rect.w, b.rect.h}, b.top, b.bottom);
  }
  // The margin under the cell names: four strips round the board, not a fill under it.
  const Rect frame = Inset(l.board, -l.label);
  const Rgba strip = WithAlpha(kNight, 235);
  FillRect(renderer_, {frame.x + dx, frame.y + dy, frame.w, l.label}, strip);
  FillRect(renderer_, {frame.x + dx, l.board.Bottom() + dy, frame.w, l.label}, strip);
  FillRect(renderer_, {frame.x + dx, l.board.y + dy, l.label, l.board.h}, strip);
  FillRect(renderer_, {l.board.Right() + dx, l.board.y + dy, l.label, l.board.h}, strip);
  const Rect outline = Inset(l.board, -3.0f);
  OutlineRect(renderer_, {outline.x + dx, outline.y + dy, outline.w, outline.h}, WithAlpha(kOchre, 150), 2.0f);
  DrawGroundTiles(l, l.board.x + dx, l.board.y + dy);
  if (bold == nullptr) return;
  ImDrawList labels(ImGui::GetDrawListSharedData());
  labels._ResetForNewFrame();
  labels.PushClipRectFullScreen();
  labels.PushTextureID(bold->ContainerAtlas->TexID);
  DrawEdgeLabels(l, &labels, bold, label_size, dx, dy);
  DrawImGuiList(renderer_, labels);
}

bool BoardRenderer::UpdateFrame(const BoardScene& scene, ImFont* font, ImFont* bold) {
  const BattleLayout& l = scene.layout;
  const SDL_Rect rect = BoardFrameRect(l);
  FrameKey key;
  key.rect = rect;
  key.backdrop = scene.backdrop;
  key.font = bold;
  key.font_texture = bold != nullptr ? bold->ContainerAtlas->TexID : nullptr;
  key.font_size = font != nullptr ? BoardLabelSize(font, l.cell) : 0.0f;
  key.cell = l.cell;
  if (frame_ != nullptr && key == frame_key_) return true;
  if (frame_ != nullptr) SDL_DestroyTexture(frame_);
  frame_ = nullptr;
  if (SDL_RenderTargetSupported(renderer_)) {
    // Stored as the window stores its pixels, as the underlay it is copied into, so that
    // the copy is one of memory (render/texel_copy.h).
    frame_ = CreateKeptTexture(renderer_, rect.w, rect.h);
  }
  if (frame_ == nullptr) return false;
  SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
  SDL_SetRenderTarget(renderer_, frame_);
  SDL_SetRenderDrawColor(renderer_, kNight.r, kNight.g, kNight.b, 255);  // the window's clear colour
  Clear(renderer_);
  DrawFrame(scene, bold, key.font_size, static_cast<float>(-rect.x), static_cast<float>(-rect.y));
  SDL_SetRenderTarget(renderer_, previous);
  // Opaque, and copied texel on pixel: neither blending nor filtering, which a software
  // renderer pays for on every pixel (the same pixels either way).
  SDL_SetTextureBlendMode(frame_, SDL_BLENDMODE_NONE);
  SetScaleMode(renderer_, frame_, SDL_ScaleModeNearest);
  frame_key_ = key;
  ++frame_generation_;
  return true;
}

namespace {

template <typename T>
void Put(std::vector<std::uint8_t>& key, const T& value) {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(&value);
  key.insert(key.end(), bytes, bytes + sizeof(T));
}

}  // namespace

std::vector<std::uint8_t> BoardRenderer::UnderlayKey(const BoardScene& scene) const {
  const render::BoardView& v = *scene.view;
  std::vector<std::uint8_t> key;
  key.reserve(256);
  Put(key, scene.catalog);
  Put(key, PaletteGeneration());
  Put(key, v.mission);
  for (const int lane : LanesShown(v, *scene.catalog)) Put(key, lane);
  Put(key, -1);
  Put(key, v.cell_flags);
  Put(key, v.barricades);
  for (const render::ViewFieldwork& f : v.fieldworks) {
    Put(key, f.cell);
    Put(key, f.card);
  }
  Put(key, kNoCell);
  for (const render::ViewTrap& t : v.traps) {
    Put(key, t.cell);
    Put(key, t.fuse <= 1);  // the armed sprite or not: the count is a label
  }
  Put(key, kNoCell);
  Put(key, v.shields);
  Put(key, std::min(3, std::max(0, v.cannon_charge)));
  return key;
}

void BoardRenderer::DrawUnderlay(const BoardScene& scene, ImFont* font, ImFont* bold) {
  const BattleLayout& l = scene.layout;
  const SDL_Rect rect = BoardFrameRect(l);
  if (rect.w <= 0 || rect.h <= 0 || l.board.w <= 0) return;
  const SDL_FRect frect{static_cast<float>(rect.x), static_cast<float>(rect.y), static_cast<float>(rect.w),
                        static_cast<float>(rect.h)};
  auto draw_over_frame = [&](const BoardScene& s) {
    DrawLanes(s);
    DrawTerrain(s);
    DrawTraps(s);
    DrawBase(s);
  };
  if (!UpdateFrame(scene, font, bold)) {
    // No render targets: drawn every frame (the backdrop only inside the frame), the
    // names with the other labels.
    SDL_RenderSetClipRect(renderer_, &rect);
    DrawFrame(scene, nullptr, 0.0f, 0.0f, 0.0f);
    SDL_RenderSetClipRect(renderer_, nullptr);
    draw_over_frame(scene);
    return;
  }
  std::vector<std::uint8_t> key = UnderlayKey(scene);
  int w = 0;
  int h = 0;
  if (underlay_ != nullptr) SDL_QueryTexture(underlay_, nullptr, nullptr, &w, &h);
  if (underlay_ == nullptr || w != rect.w || h != rect.h) {
    if (underlay_ != nullptr) SDL_DestroyTexture(underlay_);
    // Opaque and unfiltered, stored as the window stores its pixels (render/texel_copy.h).
    underlay_ = CreateKeptTexture(renderer_, rect.w, rect.h);
    underlay_key_.clear();
    if (underlay_ == nullptr) {
      Copy(renderer_, frame_, nullptr, &frect);
      draw_over_frame(scene);
      return;
    }
  }
  if (key != underlay_key_ || underlay_frame_ != frame_generation_) {
    SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
    SDL_SetRenderTarget(renderer_, underlay_);
    // Opaque: covers it all; texel on pixel, so blitted (render/texel_copy.h).
    const SDL_FRect whole{0.0f, 0.0f, static_cast<float>(rect.w), static_cast<float>(rect.h)};
    Copy(renderer_, frame_, nullptr, &whole);
    // The same drawing as onto the window, moved by whole pixels into the texture.
    BoardScene moved = scene;
    moved.layout.board.x -= static_cast<float>(rect.x);
    moved.layout.board.y -= static_cast<float>(rect.y);
    draw_over_frame(moved);
    SDL_SetRenderTarget(renderer_, previous);
    underlay_key_ = std::move(key);
    underlay_frame_ = frame_generation_;
    ++underlay_drawings_;
  }
  Copy(renderer_, underlay_, nullptr, &frect);
}

void BoardRenderer::DrawTerrain(const BoardScene& scene) {
  const BattleLayout& l = scene.layout;
  const render::BoardView& v = *scene.view;
  for (Cell c = 0; c < kCellCount; ++c) {
    const Rect r = l.CellRect(c);
    const std::uint8_t flags = v.cell_flags[c];
    auto marker = [&](const char* sprite, Rgba fallback) {
      if (const Sprite* t = sprites_.Get(sprite)) {
        DrawSprite(renderer_, *t, r, 230);
      } else {
        OutlineRect(renderer_, Inset(r, 4), fallback, 3);
      }
    };
    if (flags & kCellBlocked) {
      if (const Sprite* t = sprites_.Get("sprites/board/blocked.png")) DrawSprite(renderer_, *t, r);
      else FillDisc(renderer_, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.4f, kRock, 7);
    }
    if (flags & kCellObjective) marker("sprites/board/objective.png", Colour(Role::kScore));
    if (flags & kCellDeployment) marker("sprites/board/deployment.png", WithAlpha(Colour(Role::kWarning), 120));
    if (flags & kCellReinforcement) marker("sprites/board/reinforcement.png", WithAlpha(Colour(Role::kDanger), 140));
    if (flags & kCellObjectiveLost) FillRect(renderer_, Inset(r, 6), Rgba{0, 0, 0, 110});
    const BarricadeKind b = v.barricades[c];
    if (b != BarricadeKind::kNone) {
      const char* sprite = b == BarricadeKind::kPlayer ? "sprites/board/barricade_burning.png"
                                                       : "sprites/board/barricade.png";
      if (const Sprite* t = sprites_.Get(sprite)) {
        DrawSprite(renderer_, *t, Inset(r, 2));
      } else {
        FillRect(renderer_, Inset(r, r.w * 0.18f), b == BarricadeKind::kPlayer ? Colour(Role::kWarning) : kRock);
      }
      if (b == BarricadeKind::kIndestructible) OutlineRect(renderer_, Inset(r, 3), kWhite, 2);
    }
  }
  for (const render::ViewFieldwork& f : v.fieldworks) {
    if (f.cell < 0) continue;
    const Rect r = Inset(l.CellRect(f.cell), l.cell * 0.15f);
    const Sprite* t = nullptr;
    if (f.card >= 0 && static_cast<std::size_t>(f.card) < scene.catalog->cards.size()) {
      t = sprites_.Find("sprites/fieldworks/" + scene.catalog->cards[f.card].id + ".png");
    }
    if (t == nullptr) t = sprites_.Get("sprites/fieldworks/mine.png");
    if (t != nullptr) DrawSprite(renderer_, *t, r);
    else FillDisc(renderer_, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.35f, Colour(Role::kFriendly), 6);
  }
}

void BoardRenderer::DrawLanes(const BoardScene& scene) {
  const render::BoardView& v = *scene.view;
  const std::vector<int> lanes = LanesShown(v, *scene.catalog);
  if (lanes.empty()) return;
  const BattleLayout& l = scene.layout;
  const MissionDef& mission = scene.catalog->missions[v.mission];
  for (const int k : lanes) {
    const std::vector<Cell>& cells = mission.lanes[static_cast<std::size_t>(k)].cells;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const Cell c = cells[i];
      // Toward the next lane cell, or from the last one into the base (orthogonal first).
      Cell next = i + 1 < cells.size() ? cells[i + 1] : kNoCell;
      if (next == kNoCell) {
        for (int dir = 0; dir < kDirectionCount && next == kNoCell; ++dir) {
          const Cell n = Neighbour(c, dir);
          if (n != kNoCell && IsBaseCell(n)) next = n;
        }
      }
      if (next == kNoCell) continue;
      const int dx = Col(next) - Col(c);
      const int dy = Row(next) - Row(c);
      const bool last = i + 1 == cells.size();
      const bool diagonal = dx != 0 && dy != 0;
      // Sprites: straight and end point east, diagonal from north-west to south-east.
      double angle = 0.0;
      if (diagonal) {
        angle = dx > 0 ? (dy > 0 ? 0.0 : 270.0) : (dy > 0 ? 90.0 : 180.0);
      } else {
        angle = dx > 0 ? 0.0 : dx < 0 ? 180.0 : dy > 0 ? 90.0 : 270.0;
      }
      const char* sprite = last ? "sprites/board/lane_end.png"
                           : diagonal ? "sprites/board/lane_diagonal.png" : "sprites/board/lane_straight.png";
      const Rect r = l.CellRect(c);
      if (const Sprite* t = sprites_.Get(sprite)) {
        if (last && diagonal) angle += 45.0;  // the end bar faces the base corner
        DrawSprite(renderer_, *t, r, 200, SDL_FLIP_NONE, angle);
      } else {
        ThickLine(renderer_, l.CellCentreX(c), l.CellCentreY(c), l.CellCentreX(next), l.CellCentreY(next),
                  l.cell * 0.12f, WithAlpha(Colour(Role::kLane), 150));
      }
    }
  }
}

void BoardRenderer::DrawTraps(const BoardScene& scene) {
  const BattleLayout& l = scene.layout;
  for (const render::ViewTrap& t : scene.view->traps) {
    if (t.cell < 0) continue;
    const Rect r = Inset(l.CellRect(t.cell), l.cell * 0.08f);
    // About to blow (at the next turn tick): the armed sprite.
    const char* sprite = t.fuse <= 1 ? "sprites/board/trap_demolition_charge_armed.png"
                                     : "sprites/board/trap_demolition_charge.png";
    if (const Sprite* tex = sprites_.Get(sprite)) {
      DrawSprite(renderer_, *tex, r);
    } else {
      FillDisc(renderer_, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.3f,
               t.fuse <= 1 ? Colour(Role::kDanger) : Colour(Role::kWarning), 8);
    }
  }
}

void BoardRenderer::DrawBase(const BoardScene& scene) {
  const BattleLayout& l = scene.layout;
  DrawBaseAt(scene, l.board.x + 3 * l.cell, l.board.y + 3 * l.cell);
}

void BoardRenderer::DrawBaseAt(const BoardScene& scene, float x, float y) {
  const BattleLayout& l = scene.layout;
  const render::BoardView& v = *scene.view;
  const Rect base{x, y, 2 * l.cell, 2 * l.cell};
  FillRect(renderer_, base, Rgba{30, 34, 36});
  if (const Sprite* t = sprites_.Get("sprites/board/base.png")) {
    DrawSprite(renderer_, *t, base);
  } else {
    FillRect(renderer_, Inset(base, l.cell * 0.2f), kTealDark);
    OutlineRect(renderer_, Inset(base, l.cell * 0.2f), Colour(Role::kFriendly), 2);
  }
  for (int q = 0; q < kQuadrantCount; ++q) {
    const Rect cell = l.CellRect(kBaseCells[q]);
    const Rect r{cell.x - l.board.x - 3 * l.cell + x, cell.y - l.board.y - 3 * l.cell + y, cell.w, cell.h};
    const ShieldState s = v.shields[q];
    const char* sprite = s == ShieldState::kUp ? "sprites/board/shield_up.png"
                         : s == ShieldState::kOvercharged ? "sprites/board/shield_overcharged.png"
                                                          : "sprites/board/shield_down.png";
    if (const Sprite* t = sprites_.Get(sprite)) {
      // Another palette: the sprite dimmed under the ring that says the state in its colours.
      const bool ring = ActivePalette().marks_over_sprites;
      DrawSprite(renderer_, *t, r, ring ? 110 : 235, QuadrantFlip(q));
      if (ring) DrawShieldRing(r, q, s, l.cell);
    } else {
      const Rgba c = s == ShieldState::kDown ? WithAlpha(Colour(Role::kShieldDown), 160)
                     : s == ShieldState::kOvercharged ? Colour(Role::kShieldOvercharged) : Colour(Role::kShieldUp);
      OutlineRect(renderer_, Inset(r, 2), c, s == ShieldState::kOvercharged ? 5.0f : 3.0f);
    }
  }
  const int charge = std::min(3, std::max(0, v.cannon_charge));
  const float cs = l.cell * 0.95f;
  const Rect cannon{base.x + base.w / 2 - cs / 2, base.y + base.h / 2 - cs / 2, cs, cs};
  if (const Sprite* t = sprites_.Get("sprites/board/cannon_charge_" + std::to_string(charge) + ".png")) {
    DrawSprite(renderer_, *t, cannon);
  } else {
    FillDisc(renderer_, cannon.x + cs / 2, cannon.y + cs / 2, cs * 0.3f, charge > 0 ? Colour(Role::kScore) : kRock);
  }
}

void BoardRenderer::DrawShieldRing(const Rect& r, int q, ShieldState state, float cell) {
  // The arc round the base's centre, which is the quadrant's inner corner.
  const float cx = (q % 2 == 0) ? r.Right() : r.x;
  const float cy = (q < 2) ? r.Bottom() : r.y;
  const float start = (q == 0) ? 180.0f : (q == 1) ? 270.0f : (q == 2) ? 90.0f : 0.0f;  // degrees, y down
  const float radius = cell * 0.86f;
  const float width = std::max(4.0f, cell * 0.1f);
  const int steps = 12;
  auto ring = [&](float at, Rgba colour, bool broken) {
    for (int i = 0; i < steps; ++i) {
      if (broken && i % 2 == 1) continue;
      const float a0 = (start + 90.0f * i / steps) * 3.14159265f / 180.0f;
      const float a1 = (start + 90.0f * (i + 1) / steps) * 3.14159265f / 180.0f;
      ThickLine(renderer_, cx + at * std::cos(a0), cy + at * std::sin(a0), cx + at * std::cos(a1),
                cy + at * std::sin(a1), width, colour);
    }
  };
  switch (state) {
    case ShieldState::kUp: ring(radius, Colour(Role::kShieldUp), false); break;
    case ShieldState::kDown: ring(radius, Colour(Role::kShieldDown), true); break;
    case ShieldState::kOvercharged:
      ring(radius, Colour(Role::kShieldOvercharged), false);
      ring(radius - width * 2.0f, Colour(Role::kShieldOvercharged), false);
      break;
  }
}

void BoardRenderer::DrawHighlights(const BoardScene& scene) {
  const BattleLayout& l = scene.layout;
  for (Cell c = 0; c < kCellCount; ++c) {
    const Highlight h = scene.highlight[c];
    if (h == Highlight::kNone) continue;
    const Rect r = l.CellRect(c);
    if (h == Highlight::kTarget) {
      // Reduced motion: held at the pulse's brightest.
      const float pulse = scene.reduce_motion ? 1.0f : 0.6f + 0.4f * std::sin(scene.time * 5.0f);
      const Rgba target = Colour(Role::kLegalTarget);
      batch_.FillRect(r, Rgba{target.r, target.g, target.b, static_cast<Uint8>(40 + 40 * pulse)});
      batch_.OutlineRect(Inset(r, 2), target, 3);
    }
  }
  // Areas: the edges of each one a click may pick, the one under the cursor filled and
  // drawn bold.
  const Rgba target = Colour(Role::kLegalTarget);
  for (const std::uint64_t area : scene.areas) {
    const bool hovered = area == scene.area;
    const float width = hovered ? std::max(3.0f, l.cell * 0.06f) : 2.0f;
    const Rgba edge = WithAlpha(target, hovered ? 255 : 110);
    for (Cell c = 0; c < kCellCount; ++c) {
      if (((area >> c) & 1u) == 0) continue;
      const Rect r = l.CellRect(c);
      if (hovered) batch_.FillRect(r, WithAlpha(target, 55));
      auto in = [&](int col, int row) {
        return col >= 0 && row >= 0 && col < kBoardSize && row < kBoardSize && ((area >> MakeCell(col, row)) & 1u) != 0;
      };
      const int col = Col(c);
      const int row = Row(c);
      if (!in(col, row - 1)) batch_.FillRect({r.x, r.y, r.w, width}, edge);
      if (!in(col, row + 1)) batch_.FillRect({r.x, r.Bottom() - width, r.w, width}, edge);
      if (!in(col - 1, row)) batch_.FillRect({r.x, r.y, width, r.h}, edge);
      if (!in(col + 1, row)) batch_.FillRect({r.Right() - width, r.y, width, r.h}, edge);
    }
  }
  if (scene.hover != kNoCell) batch_.OutlineRect(l.CellRect(scene.hover), WithAlpha(kWhite, 200), 2);
}

void BoardRenderer::DrawPending(const BoardScene& scene) {
  const BattleLayout& l = scene.layout;
  for (const PendingSpawn& p : scene.view->pending) {
    if (p.cell < 0) continue;
    const Rect r = l.CellRect(p.cell);
    const float dash = r.w / 8;
    for (int i = 0; i < 4; ++i) {  // dashed corners in hazard orange
      const float o = i * dash * 2;
      const Rgba warning = Colour(Role::kWarning);
      batch_.FillRect({r.x + o + 2, r.y + 2, dash, 2}, warning);
      batch_.FillRect({r.x + o + 2, r.Bottom() - 4, dash, 2}, warning);
      batch_.FillRect({r.x + 2, r.y + o + 2, 2, dash}, warning);
      batch_.FillRect({r.Right() - 4, r.y + o + 2, 2, dash}, warning);
    }
    if (p.enemy < scene.catalog->enemies.size()) {
      const EnemyDef& e = scene.catalog->enemies[p.enemy];
      // A concealed type is telegraphed as a contact: what lands is not shown.
      const std::string sprite = e.concealed ? std::string(kContactSprite) : e.sprite;
      if (const Sprite* t = sprites_.Get("sprites/enemies/" + sprite + ".png")) {
        batch_.DrawSprite(*t, Inset(r, r.w * 0.22f), 90);
      }
    }
  }
}

void BoardRenderer::AttackerCentre(const BoardScene& scene, const render::ViewAttacker& a, float& x,
                                   float& y) const {
  AttackerCentreOf(scene, a.uid, a.cell, x, y);
}

void BoardRenderer::DrawContact(const BoardScene& scene, const render::ViewAttacker& a, const Rect& r,
                                float cx, float cy) {
  const BattleLayout& l = scene.layout;
  const std::string base = std::string("sprites/enemies/") + kContactSprite;
  const Sprite* t = a.incapacitated ? sprites_.Find(base + "_incapacitated.png") : nullptr;
  if (t == nullptr) t = sprites_.Get(base + ".png");
  if (t != nullptr) {
    batch_.DrawSprite(*t, r);
  } else {
    batch_.FillDisc(cx, cy, r.w * 0.36f, WithAlpha(Colour(Role::kContact), 160), 16);
  }
  if (const Sprite* bt = sprites_.Get(BadgeSprite(Badge::kConcealed))) batch_.DrawSprite(*bt, BadgeRect(cx, cy, l.cell, 0));
}

void BoardRenderer::DrawAttackers(const BoardScene& scene) {
  const BattleLayout& l = scene.layout;
  for (const render::ViewAttacker& a : scene.view->attackers) {
    if (a.cell < 0 || a.enemy >= scene.catalog->enemies.size()) continue;
    const EnemyDef& def = scene.catalog->enemies[a.enemy];
    float cx = 0;
    float cy = 0;
    AttackerCentre(scene, a, cx, cy);
    const float size = l.cell * 0.86f;
    const Rect r{cx - size / 2, cy - size / 2 - l.cell * 0.04f, size, size};
    if (a.contact) {  // a contact: the scope's return, no type, no HP bar, no shield
      DrawContact(scene, a, r, cx, cy);
      continue;
    }
    std::string variant;
    if (scene.view->frozen) variant = "_frozen";
    else if (a.incapacitated) variant = "_incapacitated";
    else if (a.poisoned) variant = "_poisoned";
    else if (a.shield > 0) variant = "_shielded";  // shield points left, absorbed before HP
    else if (a.hp < a.max_hp) variant = "_damaged";
    const Sprite* t = variant.empty() ? nullptr : sprites_.Find("sprites/enemies/" + def.sprite + variant + ".png");
    if (t == nullptr) t = sprites_.Get("sprites/enemies/" + def.sprite + ".png");
    if (def.IsAircraft()) {  // a shadow under aircraft, offset: it flies
      batch_.FillDisc(cx + l.cell * 0.08f, cy + l.cell * 0.3f, l.cell * 0.22f, Rgba{0, 0, 0, 70}, 16);
    }
    if (t != nullptr) {
      batch_.DrawSprite(*t, r);
    } else {
      const Rgba body = def.IsAircraft() ? Rgba{200, 205, 215} : Colour(Role::kDanger);
      if (def.IsAircraft()) {
        batch_.FillTriangle(cx, r.y + 4, r.x + 4, r.Bottom() - 6, r.Right() - 4, r.Bottom() - 6, body);
      } else if (def.replicate.enabled) {
        batch_.FillDisc(cx, cy, size * 0.36f, body, 10);
      } else {
        batch_.FillDisc(cx, cy, size * 0.36f, body, 6);
      }
    }
    // Health bar.
    const Rect bar = HealthBarRect(cx, cy, l.cell);
    batch_.FillRect(bar, Rgba{0, 0, 0, 200});
    const float frac = a.max_hp > 0 ? std::min(1.0f, static_cast<float>(a.hp) / a.max_hp) : 0.0f;
    batch_.FillRect({bar.x + 1, bar.y + 1, (bar.w - 2) * frac, bar.h - 2}, Colour(Role::kDanger));
    // Badges along the top edge (attacker_marks.h).
    const std::vector<Badge> badges = BadgesOf(def, a, scene.view->frozen);
    for (int k = 0; k < static_cast<int>(badges.size()); ++k) {
      const Rect b = BadgeRect(cx, cy, l.cell, k);
      const Rgba fallback = BadgeColour(badges[static_cast<std::size_t>(k)]);
      // The badges' own colours are the standard palette's: any other palette sets each on
      // a disc of its role's colour.
      if (ActivePalette().marks_over_sprites) batch_.FillDisc(b.x + b.w / 2, b.y + b.h / 2, b.w * 0.62f, fallback, 16);
      if (const Sprite* bt = sprites_.Get(BadgeSprite(badges[static_cast<std::size_t>(k)]))) batch_.DrawSprite(*bt, b);
      else batch_.FillDisc(b.x + b.w / 2, b.y + b.h / 2, b.w / 2, fallback, 12);
    }
  }
}

}  // namespace bc::render
