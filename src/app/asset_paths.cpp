#include "app/asset_paths.h"

#include <SDL.h>

#include <cstdlib>
#include <system_error>

namespace bc::app {

std::filesystem::path FindAssetDir() {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (const char* env = std::getenv("BASE_COMMAND_ASSETS"); env != nullptr && *env != '\0') {
    return fs::path(env);
  }
  const fs::path source = fs::path(BC_SOURCE_DIR) / "assets";
  if (fs::is_directory(source, ec)) return source;
  if (char* base = SDL_GetBasePath(); base != nullptr) {
    const fs::path next_to_binary = fs::path(base) / "assets";
    SDL_free(base);
    if (fs::is_directory(next_to_binary, ec)) return next_to_binary;
  }
  return source;
}

}  // namespace bc::app
