// Scratch folders for tests. Each one is new and this process's own:
// <system temp folder>/bc_<name>_<pid>_<n>, created with create_directory, which fails
// on a folder that exists, so a test never empties or reuses a folder that another run
// (a second checkout, CI, a developer) is using at the same time.
#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace bc::test {

// A fresh empty folder, removed with everything in it when the object goes.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& name) {
    static std::atomic<unsigned> counter{0};
    const std::filesystem::path base = std::filesystem::temp_directory_path();
    const std::string stem = "bc_" + name + "_" + std::to_string(::getpid()) + "_";
    for (int attempt = 0; attempt < 1000; ++attempt) {
      std::filesystem::path candidate = base / (stem + std::to_string(counter++));
      std::error_code ec;
      if (std::filesystem::create_directory(candidate, ec)) {
        path_ = std::move(candidate);
        return;
      }
    }
    throw std::runtime_error("cannot create a scratch folder " + (base / stem).string() + "N");
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// A fresh empty folder as above that lives until the process ends, for fixtures that hand
// out plain paths. Under ctest every test case is a process of its own.
inline std::filesystem::path ProcessScratchDir(const std::string& name) {
  static std::mutex mutex;
  static std::vector<std::unique_ptr<ScratchDir>> dirs;
  const std::lock_guard<std::mutex> lock(mutex);
  dirs.push_back(std::make_unique<ScratchDir>(name));
  return dirs.back()->path();
}

}  // namespace bc::test
