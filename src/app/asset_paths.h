// Where the game finds its assets: $BASE_COMMAND_ASSETS, else the source tree's
// assets/, else assets/ next to the executable. Every asset is optional.
#pragma once

#include <filesystem>

namespace bc::app {

std::filesystem::path FindAssetDir();

}  // namespace bc::app
