#include "data/install_paths.h"

#include <cstdlib>
#include <system_error>
#include <vector>

// Set on this file alone by CMakeLists.txt, so that no other object file depends on
// where the source tree was: BC_SOURCE_DIR and BC_BINARY_DIR (the build tree),
// BC_RESOURCES_FROM_BINDIR (share/base-command seen from bin/, GNUInstallDirs) and
// BC_INSTALL_FULL_RESOURCES (the same at the configured install prefix).

namespace bc::data {
namespace {

namespace fs = std::filesystem;

bool HoldsGameData(const fs::path& root) {
  std::error_code ec;
  return !root.empty() && fs::is_directory(root / "data", ec);
}

fs::path Canonical(const fs::path& path) {
  std::error_code ec;
  fs::path out = fs::weakly_canonical(path, ec);
  return ec ? path.lexically_normal() : out;
}

fs::path RunningExecutable() {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : exe;
}

// The candidates for an executable, in the order they are tried.
std::vector<fs::path> Candidates(const fs::path& executable) {
  std::vector<fs::path> out;
  const fs::path exe_dir = Canonical(executable).parent_path();
  // Installed anywhere: <prefix>/bin/base-command -> <prefix>/share/base-command.
  if (!exe_dir.empty()) out.push_back((exe_dir / BC_RESOURCES_FROM_BINDIR).lexically_normal());
  // Installed at the prefix it was configured for, the executable linked from elsewhere.
  out.push_back(fs::path(BC_INSTALL_FULL_RESOURCES));
  return out;
}

bool InBuildTree(const fs::path& executable) {
  return !executable.empty() && Canonical(executable).parent_path() == Canonical(BC_BINARY_DIR);
}

}  // namespace

fs::path ResourceRootFor(const fs::path& executable) {
  // A build-tree binary plays the tree it was built from, even with an install present.
  if (InBuildTree(executable) && HoldsGameData(BC_SOURCE_DIR)) return fs::path(BC_SOURCE_DIR);
  for (const fs::path& candidate : Candidates(executable)) {
    if (HoldsGameData(candidate)) return candidate;
  }
  return {};
}

fs::path ResourceRoot() {
  const fs::path exe = RunningExecutable();
  if (fs::path found = ResourceRootFor(exe); !found.empty()) return found;
  return Candidates(exe).front();
}

fs::path LocaleRootFor(const fs::path& executable) {
  if (InBuildTree(executable)) return fs::path(BC_BINARY_DIR) / "locale";
  if (fs::path root = ResourceRootFor(executable); !root.empty()) return root / "locale";
  return Candidates(executable).front() / "locale";
}

fs::path LocaleRoot() {
  if (const char* env = std::getenv("BASE_COMMAND_LOCALE"); env != nullptr && *env != '\0') return fs::path(env);
  return LocaleRootFor(RunningExecutable());
}

std::string ResourceSearchText() {
  const fs::path exe = RunningExecutable();
  std::string text;
  if (InBuildTree(exe)) text = fs::path(BC_SOURCE_DIR).generic_string();
  for (const fs::path& candidate : Candidates(exe)) {
    if (!text.empty()) text += ", ";
    text += candidate.generic_string();
  }
  return text;
}

}  // namespace bc::data
