// Test helpers for the data layer: fixture paths, a throw-away copy of a fixture data
// folder that a test can break one file at a time, and error matching.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "data/load_error.h"
#include "scratch_dir.h"

namespace bc::test {

inline std::filesystem::path FixturePath(const std::string& relative) {
  return std::filesystem::path(BC_SOURCE_DIR) / "tests" / "fixtures" / relative;
}

inline std::string ReadText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A copy of tests/fixtures/<fixture> in a fresh temporary folder, removed afterwards.
class TempData {
 public:
  explicit TempData(const std::string& fixture = "data_min") : dir_("data_test"), path_(dir_.path()) {
    if (!fixture.empty()) {
      std::filesystem::copy(FixturePath(fixture), path_, std::filesystem::copy_options::recursive);
    }
  }
  TempData(const TempData&) = delete;
  TempData& operator=(const TempData&) = delete;

  const std::filesystem::path& path() const { return path_; }

  void Write(const std::string& relative, const std::string& text) const {
    std::filesystem::create_directories((path_ / relative).parent_path());
    std::ofstream(path_ / relative, std::ios::binary) << text;
  }
  // Replaces the first `from` in a file by `to`; the test fails if `from` is absent.
  void Patch(const std::string& relative, const std::string& from, const std::string& to) const {
    std::string text = ReadText(path_ / relative);
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    Write(relative, text);
  }

 private:
  ScratchDir dir_;
  std::filesystem::path path_;
};

// True when some error's file ends with `file`, its path equals `path` and its reason
// contains `reason`.
inline bool HasError(const data::LoadErrors& errors, const std::string& file,
                     const std::string& path, const std::string& reason) {
  for (const data::LoadError& e : errors) {
    const bool file_ok = e.file.size() >= file.size() &&
                         e.file.compare(e.file.size() - file.size(), file.size(), file) == 0;
    if (file_ok && e.path == path && e.reason.find(reason) != std::string::npos) return true;
  }
  return false;
}

inline std::string Dump(const data::LoadErrors& errors) {
  std::string text;
  for (const data::LoadError& e : errors) text += data::FormatError(e) + "\n";
  return text;
}

}  // namespace bc::test
