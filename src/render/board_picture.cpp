#include "render/board_picture.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "render/palette.h"

namespace bc::render {

BattleLayout PictureLayout(float side, float scale) {
  BattleLayout layout;
  layout.label = std::round(std::clamp(side * 0.045f, 10.0f, 20.0f * scale));
  layout.cell = std::max(1.0f, std::floor((side - 2.0f * layout.label) / kBoardSize));
  const float board = layout.cell * kBoardSize;
  const float x = std::floor((side - board) * 0.5f);
  layout.board = {x, x, board, board};
  layout.top_bar = {0, 0, 0, 0};
  layout.side_panel = {0, 0, 0, 0};
  return layout;
}

BoardPicture::BoardPicture(SDL_Renderer* renderer, SpriteAtlas& sprites)
    : renderer_(renderer), board_(std::make_unique<BoardRenderer>(renderer, sprites)) {}

BoardPicture::~BoardPicture() {
  board_.reset();  // its caches before the renderer goes
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
}

SDL_Texture* BoardPicture::Draw(const BoardScene& scene, int side, std::uint64_t key, ImFont* font, ImFont* bold) {
  if (renderer_ == nullptr || side <= 0 || !SDL_RenderTargetSupported(renderer_)) return nullptr;
  if (texture_ != nullptr && side_ == side && key_ == key) return texture_;
  if (texture_ == nullptr || side_ != side) {
    if (texture_ != nullptr) SDL_DestroyTexture(texture_);
    texture_ = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, side, side);
    if (texture_ == nullptr) return nullptr;
    SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_BLEND);
    side_ = side;
  }
  SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
  SDL_SetRenderTarget(renderer_, texture_);
  SDL_SetRenderDrawColor(renderer_, palette::kNight.r, palette::kNight.g, palette::kNight.b, 255);
  SDL_RenderClear(renderer_);
  // The labels go to a draw list of the picture's own, drawn into the texture after the
  // board (as the board's frame draws its cell names).
  ImDrawList labels(ImGui::GetDrawListSharedData());
  labels._ResetForNewFrame();
  labels.PushClipRect(ImVec2(0.0f, 0.0f), ImVec2(static_cast<float>(side), static_cast<float>(side)));
  if (font != nullptr) labels.PushTextureID(font->ContainerAtlas->TexID);
  board_->Draw(scene, &labels, font, bold);
  DrawImGuiList(renderer_, labels);
  SDL_SetRenderTarget(renderer_, previous);
  key_ = key;
  ++drawings_;
  return texture_;
}

}  // namespace bc::render
