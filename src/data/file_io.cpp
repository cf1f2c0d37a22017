#include "data/file_io.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

namespace bc::data {

namespace fs = std::filesystem;

namespace {

std::string SystemError(const std::string& what, const fs::path& path) {
  return what + " " + path.string() + ": " + std::strerror(errno);
}

}  // namespace

std::optional<std::string> ReadWholeFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return text.str();
}

std::string WriteDurably(const fs::path& path, const std::string& text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return SystemError("could not create", path);
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string problem = SystemError("could not write", path);
      ::close(fd);
      return problem;
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) {
    const std::string problem = SystemError("could not flush", path);
    ::close(fd);
    return problem;
  }
  if (::close(fd) != 0) return SystemError("could not close", path);
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
  fs::path temp = path;
  temp += ".tmp";
  if (std::string problem = WriteDurably(temp, text); !problem.empty()) {
    fs::remove(temp, ec);
    return problem;
  }
  fs::rename(temp, path, ec);
  if (ec) {
    const std::string problem = "could not replace " + path.string() + ": " + ec.message();
    fs::remove(temp, ec);
    return problem;
  }
  SyncFolder(folder);
  return "";
}

}  // namespace bc::data
