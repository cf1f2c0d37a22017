// Reading and writing whole files, for every layer above the core. Writes never leave
// half a file: the text goes to a temporary file next to the target, is flushed to the
// disk (fsync), renamed over the target, and the folder is synced. POSIX calls give the
// flush guarantees that std::ofstream cannot.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace bc::data {

// The limits every JSON text is held to before it is parsed (docs/data-format.md,
// "Limits"): nothing nested deeper than kMaxJsonDepth arrays and objects. Sizes are
// per kind of file (below); data/json_source.h applies them.
inline constexpr int kMaxJsonDepth = 64;
// The largest file of each kind, in bytes.
inline constexpr std::size_t kMaxDataFileBytes = 1u << 20;     // data/ files
inline constexpr std::size_t kMaxProfileBytes = 8u << 20;      // profile.json
inline constexpr std::size_t kMaxSaveBytes = 4u << 20;         // battle and siege saves, scenarios
inline constexpr std::size_t kMaxSmallFileBytes = 256u << 10;  // settings, command files

// The whole file, or nullopt when it cannot be opened or read. With `max_bytes`, reads at
// most max_bytes + 1 bytes: a longer result means the file is over the limit (the
// parsers then refuse it) without a huge file ever being held in memory.
std::optional<std::string> ReadWholeFile(const std::filesystem::path& path,
                                         std::size_t max_bytes = SIZE_MAX);

// Reading a file whose loss would cost the player progress: a file that is there but
// cannot be read (permission denied, an I/O error) is not a damaged file, and must be
// neither moved nor overwritten.
struct FileRead {
  enum class Status { kOk, kMissing, kUnreadable };
  Status status = Status::kMissing;
  std::string text;     // kOk: the text (at most max_bytes + 1 bytes)
  std::string problem;  // kUnreadable: what the system said ("Permission denied")
};
FileRead ReadFileChecked(const std::filesystem::path& path, std::size_t max_bytes = SIZE_MAX);

// A temporary name next to `path` that no other file has: "<name>.tmp-<pid>-<n>".
std::filesystem::path UniqueTempPath(const std::filesystem::path& path);

// Writes `text` to `path` (creating its folder), atomically and durably as above.
// Returns "" on success, else what went wrong in words; a failed write leaves no
// temporary file behind.
std::string WriteFileAtomically(const std::filesystem::path& path, const std::string& text);

// The same, first keeping the current `path` (when it is there and readable) as
// BackupOf(path), written durably the same way, so that a file damaged later can be
// recovered from the previous save.
std::string WriteFileWithBackup(const std::filesystem::path& path, const std::string& text);
std::filesystem::path BackupOf(const std::filesystem::path& path);  // "<path>.bak"

// Reading a file kept with WriteFileWithBackup: its text; or, when the file is missing or
// `damaged` says it is damaged and the backup is whole, the backup's text, written back
// in the file's place, with the damaged file kept as "<path>.corrupt-<n>". A file that
// cannot be read is returned as such (kUnreadable) and never touched.
struct BackedRead {
  FileRead read;                                  // the text in use
  bool from_backup = false;
  bool was_missing = false;                       // the file was not there, its backup was
  std::optional<std::filesystem::path> kept_as;   // where the damaged file went
};
BackedRead ReadWithBackup(const std::filesystem::path& path, std::size_t max_bytes,
                          const std::function<bool(const std::string&)>& damaged);

// Removes a file and its backup; true when the file was there.
bool RemoveWithBackup(const std::filesystem::path& path);

// Renames `path` to "<path><suffix>-<n>" with the smallest free n >= 1; nullopt when it
// could not be moved.
std::optional<std::filesystem::path> MoveAside(const std::filesystem::path& path,
                                               const std::string& suffix);

// Writes `text` (a file's contents as it was read) to "<path><suffix>-<n>" with the
// smallest free n >= 1, durably, leaving `path` itself alone: the copy of a player's file
// as it was found before it is saved over salvaged. nullopt when it could not be written.
std::optional<std::filesystem::path> KeepCopy(const std::filesystem::path& path, const std::string& text,
                                              const std::string& suffix);

// The steps, for callers that sequence several files (the profile and its backup):
// creates `path` (which must not exist: O_EXCL), writes and flushes it to the disk;
// "" or the problem.
std::string WriteDurably(const std::filesystem::path& path, const std::string& text);
// Flushes a folder's entries (after a rename); best effort.
void SyncFolder(const std::filesystem::path& folder);

}  // namespace bc::data
