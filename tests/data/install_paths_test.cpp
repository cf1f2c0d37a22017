// Where the game finds its own files (data/install_paths.h, docs/install.md).
#include "data/install_paths.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "scratch_dir.h"

namespace fs = std::filesystem;

namespace {

fs::path ThisTestBinary() { return fs::read_symlink("/proc/self/exe"); }

void MakeInstall(const fs::path& prefix) {
  fs::create_directories(prefix / "bin");
  fs::create_directories(prefix / "share" / "base-command" / "data");
  std::ofstream(prefix / "bin" / "base-command") << "";
}

}  // namespace

TEST_CASE("A binary in its build folder plays the source tree it was built from") {
  CHECK(fs::equivalent(bc::data::ResourceRootFor(ThisTestBinary()), fs::path(BC_SOURCE_DIR)));
  CHECK(fs::equivalent(bc::data::ResourceRoot(), fs::path(BC_SOURCE_DIR)));
}

TEST_CASE("An installed binary finds share/base-command from its own folder, wherever the prefix is") {
  bc::test::ScratchDir scratch("install_paths");
  const fs::path prefix = scratch.path() / "opt" / "games";
  MakeInstall(prefix);
  const fs::path root = bc::data::ResourceRootFor(prefix / "bin" / "base-command");
  CHECK(root == (prefix / "share" / "base-command").lexically_normal());

  fs::rename(scratch.path() / "opt", scratch.path() / "moved");
  const fs::path moved = scratch.path() / "moved" / "games";
  CHECK(bc::data::ResourceRootFor(moved / "bin" / "base-command") ==
        (moved / "share" / "base-command").lexically_normal());
}

TEST_CASE("An installed binary never falls back to the source tree") {
  bc::test::ScratchDir scratch("install_paths");
  // A bin/ with no share/base-command beside it, far from the build folder.
  fs::create_directories(scratch.path() / "bin");
  const fs::path found = bc::data::ResourceRootFor(scratch.path() / "bin" / "base-command");
  CHECK(found != fs::path(BC_SOURCE_DIR));
  if (!found.empty()) {
    // Only the configured install prefix may answer, and only if a game is installed there.
    CHECK(fs::is_directory(found / "data"));
    CHECK(found.generic_string().find(fs::path(BC_SOURCE_DIR).generic_string()) == std::string::npos);
  }
}

TEST_CASE("The places searched are named for the message when nothing is found") {
  const std::string text = bc::data::ResourceSearchText();
  CHECK(text.find(fs::path(BC_SOURCE_DIR).generic_string()) != std::string::npos);
  CHECK(text.find("share/base-command") != std::string::npos);
}

TEST_CASE("A build-tree binary reads the catalogues msgfmt wrote into its build folder") {
  const fs::path locale = bc::data::LocaleRootFor(ThisTestBinary());
  CHECK(locale.filename() == "locale");
  CHECK(fs::equivalent(locale.parent_path(), ThisTestBinary().parent_path()));
}

TEST_CASE("An installed binary reads its catalogues from share/base-command/locale, wherever the prefix is") {
  bc::test::ScratchDir scratch("install_paths");
  const fs::path prefix = scratch.path() / "usr";
  MakeInstall(prefix);
  CHECK(bc::data::LocaleRootFor(prefix / "bin" / "base-command") ==
        (prefix / "share" / "base-command" / "locale").lexically_normal());
}
