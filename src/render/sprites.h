// Textures from assets/, loaded on first use and kept. A missing file is logged once
// and gives nullptr, so the caller draws its fallback shape instead.
#pragma once

#include <SDL.h>

#include <filesystem>
#include <map>
#include <string>

namespace bc::render {

class SpriteCache {
 public:
  SpriteCache(SDL_Renderer* renderer, std::filesystem::path asset_dir);
  ~SpriteCache();
  SpriteCache(const SpriteCache&) = delete;
  SpriteCache& operator=(const SpriteCache&) = delete;

  // "sprites/enemies/killer_krab.png" -> texture, or nullptr when absent.
  SDL_Texture* Get(const std::string& relative_path);
  // Quiet variant for optional variants (no log line when missing).
  SDL_Texture* Find(const std::string& relative_path);

 private:
  SDL_Texture* Load(const std::string& relative_path, bool log_missing);

  SDL_Renderer* renderer_;
  std::filesystem::path asset_dir_;
  std::map<std::string, SDL_Texture*> textures_;
};

}  // namespace bc::render
