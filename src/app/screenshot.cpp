#include "app/screenshot.h"

#include <SDL_image.h>

#include <iostream>

namespace bc::app {

bool WriteScreenshot(SDL_Renderer* renderer, const std::string& path) {
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(renderer, &w, &h);
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ABGR8888);
  if (surface == nullptr) return false;
  bool ok = SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ABGR8888, surface->pixels, surface->pitch) == 0;
  if (ok) {
    // The PNG is opaque: force alpha to 255.
    auto* pixels = static_cast<Uint8*>(surface->pixels);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) pixels[y * surface->pitch + x * 4 + 3] = 255;
    }
    ok = IMG_SavePNG(surface, path.c_str()) == 0;
  }
  if (!ok) std::cerr << "base-command: cannot write " << path << ": " << SDL_GetError() << "\n";
  SDL_FreeSurface(surface);
  return ok;
}

}  // namespace bc::app
