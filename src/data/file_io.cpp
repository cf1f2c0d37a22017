#include "data/file_io.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

#include "i18n/translate.h"

namespace bc::data {

namespace fs = std::filesystem;

namespace {

// `what` is a "could not ... {0}: {1}" marked with N_, looked up here once errno is kept;
// the system's own words stay as it gives them.
std::string SystemError(const char* what, const fs::path& path) {
  const int error = errno;
  return i18n::Format(i18n::Tr(what), {path.string(), std::strerror(error)});
}

}  // namespace

FileRead ReadFileChecked(const fs::path& path, std::size_t max_bytes) {
  FileRead read;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (errno != ENOENT) {
      read.status = FileRead::Status::kUnreadable;
      read.problem = std::strerror(errno);
    }
    return read;
  }
  const std::size_t limit = max_bytes == SIZE_MAX ? SIZE_MAX : max_bytes + 1;
  char buffer[1 << 16];
  while (read.text.size() < limit) {
    const std::size_t want = std::min(sizeof buffer, limit - read.text.size());
    const ssize_t n = ::read(fd, buffer, want);
    if (n < 0) {
      if (errno == EINTR) continue;
      read.status = FileRead::Status::kUnreadable;
      read.problem = std::strerror(errno);
      read.text.clear();
      ::close(fd);
      return read;
    }
    if (n == 0) break;
    read.text.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(fd);
  read.status = FileRead::Status::kOk;
  return read;
}

std::optional<std::string> ReadWholeFile(const fs::path& path, std::size_t max_bytes) {
  FileRead read = ReadFileChecked(path, max_bytes);
  if (read.status != FileRead::Status::kOk) return std::nullopt;
  return std::move(read.text);
}

fs::path UniqueTempPath(const fs::path& path) {
  static std::atomic<unsigned> counter{0};
  fs::path temp = path;
  temp += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
  return temp;
}

fs::path BackupOf(const fs::path& path) {
  fs::path backup = path;
  backup += ".bak";
  return backup;
}

std::optional<fs::path> MoveAside(const fs::path& path, const std::string& suffix) {
  for (int n = 1; n < 10000; ++n) {
    fs::path target = path;
    target += suffix + "-" + std::to_string(n);
    std::error_code ec;
    if (fs::exists(target, ec)) continue;
    fs::rename(path, target, ec);
    if (ec) return std::nullopt;
    return target;
  }
  return std::nullopt;
}

std::optional<fs::path> KeepCopy(const fs::path& path, const std::string& text, const std::string& suffix) {
  for (int n = 1; n < 10000; ++n) {
    fs::path target = path;
    target += suffix + "-" + std::to_string(n);
    std::error_code ec;
    if (fs::exists(target, ec)) continue;
    if (!WriteDurably(target, text).empty()) return std::nullopt;
    SyncFolder(target.parent_path());
    return target;
  }
  return std::nullopt;
}

std::string WriteDurably(const fs::path& path, const std::string& text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  // TRANSLATORS: {0} is a file's path, {1} what the system said ("No space left on device").
  if (fd < 0) return SystemError(i18n::N_("could not create {0}: {1}"), path);
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      // TRANSLATORS: {0} is a file's path, {1} what the system said ("No space left on device").
      const std::string problem = SystemError(i18n::N_("could not write {0}: {1}"), path);
      ::close(fd);
      std::error_code ec;
      fs::remove(path, ec);
      return problem;
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) {
    // TRANSLATORS: {0} is a file's path, {1} what the system said ("No space left on device").
    const std::string problem = SystemError(i18n::N_("could not flush {0}: {1}"), path);
    ::close(fd);
    std::error_code ec;
    fs::remove(path, ec);
    return problem;
  }
  if (::close(fd) != 0) {
    // TRANSLATORS: {0} is a file's path, {1} what the system said ("No space left on device").
    const std::string problem = SystemError(i18n::N_("could not close {0}: {1}"), path);
    std::error_code ec;
    fs::remove(path, ec);
    return problem;
  }
  return "";
}

void SyncFolder(const fs::path& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

std::string WriteFileAtomically(const fs::path& path, const std::string& text) {
  std::error_code ec;
  const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
  fs::create_directories(folder, ec);
  const fs::path temp = UniqueTempPath(path);
  if (std::string problem = WriteDurably(temp, text); !problem.empty()) {
    fs::remove(temp, ec);
    return problem;
  }
  fs::rename(temp, path, ec);
  if (ec) {
    const std::string problem = i18n::Format(i18n::Tr("could not replace {0}: {1}"), {path.string(), ec.message()});
    fs::remove(temp, ec);
    return problem;
  }
  SyncFolder(folder);
  return "";
}

}  // namespace bc::data

namespace bc::data {

std::string WriteFileWithBackup(const fs::path& path, const std::string& text) {
  std::error_code ec;
  if (fs::exists(path, ec)) {
    if (const std::optional<std::string> previous = ReadWholeFile(path)) {
      if (std::string problem = WriteFileAtomically(BackupOf(path), *previous); !problem.empty()) {
        return problem;
      }
    }
  }
  return WriteFileAtomically(path, text);
}

BackedRead ReadWithBackup(const fs::path& path, std::size_t max_bytes,
                          const std::function<bool(const std::string&)>& damaged) {
  BackedRead out;
  out.read = ReadFileChecked(path, max_bytes);
  if (out.read.status == FileRead::Status::kUnreadable) return out;
  if (out.read.status == FileRead::Status::kOk && !damaged(out.read.text)) return out;
  FileRead backup = ReadFileChecked(BackupOf(path), max_bytes);
  if (backup.status != FileRead::Status::kOk || damaged(backup.text)) return out;
  if (out.read.status == FileRead::Status::kOk) {
    out.kept_as = MoveAside(path, ".corrupt");
    if (!out.kept_as) return out;  // the damaged file could not be moved: leave it be
  } else {
    out.was_missing = true;
  }
  WriteFileAtomically(path, backup.text);  // best effort: the backup stays either way
  out.read = std::move(backup);
  out.from_backup = true;
  return out;
}

bool RemoveWithBackup(const fs::path& path) {
  std::error_code ec;
  fs::remove(BackupOf(path), ec);
  return fs::remove(path, ec);
}

}  // namespace bc::data
