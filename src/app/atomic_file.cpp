#include "app/atomic_file.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <system_error>

namespace bc::app {

std::string WriteFileAtomically(const std::filesystem::path& path, const std::string& text) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
  fs::path temp = path;
  temp += ".tmp";
  {
    std::FILE* file = std::fopen(temp.string().c_str(), "wb");
    if (file == nullptr) return "cannot write " + temp.string();
    const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size();
    const bool flushed = std::fflush(file) == 0;
    const bool closed = std::fclose(file) == 0;
    if (!written || !flushed || !closed) {
      fs::remove(temp, ec);
      return "could not finish writing " + temp.string() + " (disk full?)";
    }
  }
  fs::rename(temp, path, ec);
  if (ec) {
    fs::remove(temp, ec);
    return "cannot replace " + path.string() + ": " + ec.message();
  }
  return "";
}

std::optional<std::string> ReadWholeFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return text.str();
}

}  // namespace bc::app
