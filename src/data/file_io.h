// Reading and writing whole files, for every layer above the core. Writes never leave
// half a file: the text goes to a temporary file next to the target, is flushed to the
// disk (fsync), renamed over the target, and the folder is synced. POSIX calls give the
// flush guarantees that std::ofstream cannot.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace bc::data {

// The whole file, or nullopt when it cannot be opened or read.
std::optional<std::string> ReadWholeFile(const std::filesystem::path& path);

// Writes `text` to `path` (creating its folder), atomically and durably as above.
// Returns "" on success, else what went wrong in words.
std::string WriteFileAtomically(const std::filesystem::path& path, const std::string& text);

// The steps, for callers that sequence several files (the profile and its backup):
// writes `path` itself (truncating) and flushes it to the disk; "" or the problem.
std::string WriteDurably(const std::filesystem::path& path, const std::string& text);
// Flushes a folder's entries (after a rename); best effort.
void SyncFolder(const std::filesystem::path& folder);

}  // namespace bc::data
