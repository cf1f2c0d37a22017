#include "app/paths.h"

#include <SDL.h>

#include <cstdlib>

#include "data/file_io.h"
#include "data/install_paths.h"

namespace bc::app {

std::filesystem::path FindAssetDir() {
  if (const char* env = std::getenv("BASE_COMMAND_ASSETS"); env != nullptr && *env != '\0') {
    return std::filesystem::path(env);
  }
  return data::ResourceRoot() / "assets";
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
  if (std::optional<std::string> text = data::ReadWholeFile(data::ResourceRoot() / "CHANGELOG.md")) {
    return *text;
  }
  return "";
}

}  // namespace bc::app
