#include "app/paths.h"

#include <SDL.h>

#include <cstdlib>
#include <system_error>
#include <vector>

#include "data/file_io.h"

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

std::filesystem::path UserDataDir() {
  if (const char* env = std::getenv("BASE_COMMAND_HOME"); env != nullptr && *env != '\0') {
    return std::filesystem::path(env);
  }
  if (char* pref = SDL_GetPrefPath("BaseCommand", "BaseCommand"); pref != nullptr) {
    std::filesystem::path dir(pref);
    SDL_free(pref);
    return dir;
  }
  return std::filesystem::temp_directory_path() / "BaseCommand";
}

std::string ReadChangelog() {
  namespace fs = std::filesystem;
  std::vector<fs::path> candidates = {fs::path(BC_SOURCE_DIR) / "CHANGELOG.md"};
  if (char* base = SDL_GetBasePath(); base != nullptr) {
    candidates.push_back(fs::path(base) / "CHANGELOG.md");
    SDL_free(base);
  }
  for (const fs::path& path : candidates) {
    if (std::optional<std::string> text = data::ReadWholeFile(path)) return *text;
  }
  return "";
}

}  // namespace bc::app
