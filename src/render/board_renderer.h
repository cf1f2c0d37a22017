// Draws the battle board from a BoardView: Martian ground, special cells, the base with
// its shield quadrants and cannon, barricades, fieldworks, telegraphed spawns, intents,
// attackers with health and badges, highlights and effects. SDL_Renderer for shapes and
// sprites (from assets/ when present, palette shapes when not); text labels go to an
// ImGui draw list so that they share the UI's font.
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <vector>

#include "basecommand/catalog.h"
#include "basecommand/intents.h"
#include "render/board_layout.h"
#include "render/sprites.h"
#include "render/board_view.h"
#include "render/playback.h"

struct ImDrawList;
struct ImFont;

namespace bc::render {

// A cell the chosen card or the cannon may target lights up; nothing else is marked.
enum class Highlight : std::uint8_t { kNone = 0, kTarget };

struct BoardScene {
  const render::BoardView* view = nullptr;
  const Catalog* catalog = nullptr;
  BattleLayout layout;
  std::array<Highlight, kCellCount> highlight{};
  Cell hover = kNoCell;
  const EnemyIntents* intents = nullptr;  // null while the enemy phase plays
  bool threats_expanded = false;
  std::uint16_t focus_uid = 0;            // the hovered attacker: its intent stands out
  const std::vector<render::Fx>* fx = nullptr;
  render::Playback::Glide glide;
  float time = 0.0f;
};

class BoardRenderer {
 public:
  BoardRenderer(SDL_Renderer* renderer, SpriteCache& sprites) : renderer_(renderer), sprites_(sprites) {}
  ~BoardRenderer();
  BoardRenderer(const BoardRenderer&) = delete;
  BoardRenderer& operator=(const BoardRenderer&) = delete;
  // Shapes and sprites; then labels into `text` with the two fonts.
  void Draw(const BoardScene& scene, ImDrawList* text, ImFont* font, ImFont* bold);

 private:
  void DrawGround(const BoardScene& scene);
  // The ground (tiles, range shading, grid) at the board's size, drawn at `origin`.
  void DrawGroundTiles(const BattleLayout& layout, float origin_x, float origin_y);
  void DrawBase(const BoardScene& scene);
  void DrawTerrain(const BoardScene& scene);
  void DrawPending(const BoardScene& scene);
  void DrawIntents(const BoardScene& scene);
  void DrawAttackers(const BoardScene& scene);
  // A concealed attacker: the contact marker and the concealed badge, nothing else.
  void DrawContact(const BoardScene& scene, const render::ViewAttacker& a, const Rect& r, float cx, float cy);
  void DrawHighlights(const BoardScene& scene);
  void DrawFx(const BoardScene& scene);
  void DrawLabels(const BoardScene& scene, ImDrawList* text, ImFont* font, ImFont* bold);
  // Where an attacker is drawn (its cell, or between two while it glides).
  void AttackerCentre(const BoardScene& scene, const render::ViewAttacker& a, float& x, float& y) const;

  SDL_Renderer* renderer_;
  SpriteCache& sprites_;
  // The ground never changes during a battle: it is drawn once into a texture per board
  // size, then copied each frame.
  SDL_Texture* ground_ = nullptr;
  int ground_size_ = 0;
};

}  // namespace bc::render
