// Draws the battle board from a BoardView: Martian ground, special cells, the base with
// its shield quadrants and cannon, barricades, fieldworks, telegraphed spawns, intents,
// attackers with health and badges, highlights and effects. SDL_Renderer for shapes and
// sprites (from the atlas, assets/ when present, palette shapes when not); text labels go to an
// ImGui draw list so that they share the UI's font.
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <vector>

#include "basecommand/catalog.h"
#include "basecommand/intents.h"
#include "render/base_labels.h"
#include "render/board_labels.h"
#include "render/board_layout.h"
#include "render/colour_roles.h"
#include "render/geometry_batch.h"
#include "render/palette.h"
#include "render/sprites.h"
#include "render/board_view.h"
#include "render/playback.h"

struct ImDrawList;
struct ImFont;

namespace bc::render {

// A cell the chosen card or the cannon may target lights up; nothing else is marked.
enum class Highlight : std::uint8_t { kNone = 0, kTarget };

// The backdrop the battle screen draws round the board: the board's frame is drawn on
// the same gradient.
struct Backdrop {
  SDL_FRect rect{0, 0, 0, 0};
  Rgba top;
  Rgba bottom;
  bool operator==(const Backdrop& o) const {
    return rect.x == o.rect.x && rect.y == o.rect.y && rect.w == o.rect.w && rect.h == o.rect.h && top.r == o.top.r &&
           top.g == o.top.g && top.b == o.top.b && top.a == o.top.a && bottom.r == o.bottom.r &&
           bottom.g == o.bottom.g && bottom.b == o.bottom.b && bottom.a == o.bottom.a;
  }
};

// An ImGui draw list (text, shapes) onto the renderer's current target as it comes, with
// the draw list's own coordinates: how labels reach a texture.
void DrawImGuiList(SDL_Renderer* renderer, const ImDrawList& list);

// The whole pixels the board's frame covers: the board, the margin with the cell names
// round it and the outline. The battle screen draws its backdrop round this, not under it.
SDL_Rect BoardFrameRect(const BattleLayout& layout);
// The size of the board's labels (the cell names, health, intents) for the UI's font.
float BoardLabelSize(const ImFont* font, float cell);

struct BoardScene {
  const render::BoardView* view = nullptr;
  const Catalog* catalog = nullptr;
  BattleLayout layout;
  std::array<Highlight, kCellCount> highlight{};
  // The areas the chosen card may hit (cell masks: a segment, a range band), each
  // outlined, and the one under the cursor filled: what a click there hits.
  std::vector<std::uint64_t> areas;
  std::uint64_t area = 0;
  Cell hover = kNoCell;
  const EnemyIntents* intents = nullptr;  // null while the enemy phase plays
  bool threats_expanded = false;
  std::uint16_t focus_uid = 0;            // the hovered attacker: its intent stands out
  const std::vector<render::Fx>* fx = nullptr;
  render::Playback::Glide glide;
  float time = 0.0f;
  Backdrop backdrop;
  bool reduce_motion = false;  // the legal targets hold still; damage numbers do not rise
  Cell chosen_post = kNoCell;  // the posted unit chosen for its order: its token is ringed
};

class BoardRenderer {
 public:
  BoardRenderer(SDL_Renderer* renderer, SpriteAtlas& sprites) : renderer_(renderer), sprites_(sprites), batch_(renderer) {}
  ~BoardRenderer();
  BoardRenderer(const BoardRenderer&) = delete;
  BoardRenderer& operator=(const BoardRenderer&) = delete;
  // Shapes and sprites; then labels into `text` with the two fonts.
  void Draw(const BoardScene& scene, ImDrawList* text, ImFont* font, ImFont* bold);
  // The SDL_RenderGeometry calls the last Draw's batches made (after the underlay's copy).
  int last_batches() const { return batch_.last_calls(); }
  // How many times the underlay was drawn into its texture.
  int underlay_drawings() const { return underlay_drawings_; }
  // The base's name and the cannon's power as the last Draw with a draw list laid them out.
  const BaseLabels& base_labels() const { return base_labels_; }
  // Every text label of the last Draw with a draw list, where it went (board_labels.h).
  const BoardLabels& labels() const { return labels_; }

 private:
  // The frame (BoardFrameRect): the backdrop's gradient, the margin's strips, the
  // outline, the cell names and the ground, drawn at an offset (into the cache, or
  // straight onto the window when there are no render targets).
  void DrawFrame(const BoardScene& scene, ImFont* bold, float label_size, float offset_x, float offset_y);
  // Everything under the highlights: the frame, the lanes, the terrain, the traps and the
  // base, from the cache (drawn again when what it shows changes) or straight onto the
  // window when there are no render targets.
  void DrawUnderlay(const BoardScene& scene, ImFont* font, ImFont* bold);
  // Brings the frame's cache up to date; false when there is none (no render targets).
  bool UpdateFrame(const BoardScene& scene, ImFont* font, ImFont* bold);
  // What the underlay shows beyond the frame, as bytes: the cache is drawn again when
  // they differ from the last drawing's.
  std::vector<std::uint8_t> UnderlayKey(const BoardScene& scene) const;
  // The cell names on the margin, moved by an offset, into `list`.
  void DrawEdgeLabels(const BattleLayout& layout, ImDrawList* list, ImFont* bold, float size, float offset_x,
                      float offset_y) const;
  // The ground (tiles, range shading, grid) at the board's size, drawn at `origin`.
  void DrawGroundTiles(const BattleLayout& layout, float origin_x, float origin_y);
  void DrawBase(const BoardScene& scene);
  void DrawTerrain(const BoardScene& scene);
  // The lanes followed by an attacker on the board or a telegraphed one, and the
  // demolition charges (the count is a label).
  void DrawLanes(const BoardScene& scene);
  void DrawTraps(const BoardScene& scene);
  void DrawPending(const BoardScene& scene);
  void DrawIntents(const BoardScene& scene);
  void DrawAttackers(const BoardScene& scene);
  // Posted units (board_posts.cpp): the card's art as a token on its cell, its HP bar and
  // rank; smaller, in a corner, under an aircraft flying over it.
  void DrawPosts(const BoardScene& scene);
  void DrawPostLabels(const BoardScene& scene, ImDrawList* text, ImFont* bold, float small);
  // A concealed attacker: the contact marker and the concealed badge, nothing else.
  void DrawContact(const BoardScene& scene, const render::ViewAttacker& a, const Rect& r, float cx, float cy);
  void DrawHighlights(const BoardScene& scene);
  void DrawFx(const BoardScene& scene);
  // Lays out the labels (board_labels.h) and draws their icons into the batch; false when
  // there is no font to measure them with.
  bool LayOutLabels(const BoardScene& scene, ImFont* font, ImFont* bold);
  void DrawLabels(const BoardScene& scene, ImDrawList* text, ImFont* font, ImFont* bold);
  // The base's name, where its sprite leaves room, and the cannon's power in a pill sized
  // for it (base_labels.h), as laid out.
  void DrawBaseLabels(const BoardScene& scene, ImDrawList* text, ImFont* bold);
  // Where an attacker is drawn (its cell, or between two while it glides).
  void AttackerCentre(const BoardScene& scene, const render::ViewAttacker& a, float& x, float& y) const;

  SDL_Renderer* renderer_;
  SpriteAtlas& sprites_;
  // What is drawn every frame over the underlay (highlights, telegraphed spawns, intents,
  // attackers, effects) goes out in a few batches, the sprites from the atlas.
  GeometryBatch batch_;
  // The frame never changes during a battle: it is drawn once into a texture for its
  // place, the backdrop and the font, then copied into the underlay.
  struct FrameKey {
    SDL_Rect rect{0, 0, 0, 0};
    Backdrop backdrop;
    const void* font = nullptr;
    void* font_texture = nullptr;
    float font_size = 0.0f;
    float cell = 0.0f;
    bool operator==(const FrameKey& o) const {
      return rect.x == o.rect.x && rect.y == o.rect.y && rect.w == o.rect.w && rect.h == o.rect.h &&
             backdrop == o.backdrop && font == o.font && font_texture == o.font_texture && font_size == o.font_size &&
             cell == o.cell;
    }
  };
  SDL_Texture* frame_ = nullptr;
  FrameKey frame_key_;
  std::uint64_t frame_generation_ = 0;  // counts the frame's drawings
  // The underlay: the frame copied in, then the lanes, terrain, traps and base drawn over
  // it; redrawn when UnderlayKey or the frame changes (a few times a turn), copied opaque
  // each frame.
  SDL_Texture* underlay_ = nullptr;
  std::vector<std::uint8_t> underlay_key_;
  std::uint64_t underlay_frame_ = 0;  // the frame_generation_ it was drawn on
  int underlay_drawings_ = 0;
  BaseLabels base_labels_;
  BoardLabels labels_;
  // The base's drawing with its top left corner at (x, y).
  void DrawBaseAt(const BoardScene& scene, float x, float y);
  // A palette other than the standard one: each quadrant's state as a ring in its colour
  // over the sprite (solid up, broken down, double overcharged).
  void DrawShieldRing(const Rect& quadrant, int q, ShieldState state, float cell);
};

}  // namespace bc::render
