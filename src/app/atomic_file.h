// Writing a file so that a crash never leaves half of it: the text goes to a temporary
// file next to the target, is flushed, and is renamed over the target.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace bc::app {

// Returns an empty string on success, else what went wrong in words.
std::string WriteFileAtomically(const std::filesystem::path& path, const std::string& text);

// The whole file, or nullopt when it cannot be read.
std::optional<std::string> ReadWholeFile(const std::filesystem::path& path);

}  // namespace bc::app
