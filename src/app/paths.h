// Where the game finds its files: the assets ($BASE_COMMAND_ASSETS, else the assets/ of
// the game's own files, data/install_paths.h; every asset is optional), the player's
// folder, and the release notes.
#pragma once

#include <filesystem>
#include <string>

namespace bc::app {

std::filesystem::path FindAssetDir();

// The user's data folder (SDL_GetPrefPath("BaseCommand", "BaseCommand")), or
// $BASE_COMMAND_HOME when set (tests and screenshots use a scratch folder).
std::filesystem::path UserDataDir();

// CHANGELOG.md of the game's own files; "" when there is none.
std::string ReadChangelog();

}  // namespace bc::app
