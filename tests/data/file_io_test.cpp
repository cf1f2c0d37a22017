// file_io.h: whole-file reads and atomic, durable writes, with a reason when they fail.
#include <catch2/catch.hpp>

#include "data/file_io.h"
#include "temp_data.h"

using bc::data::ReadWholeFile;
using bc::data::WriteFileAtomically;

TEST_CASE("File I/O: a write creates its folder, replaces the file whole and leaves no temporary", "[data][file_io]") {
  const bc::test::TempData dir("");
  const auto path = dir.path() / "nested" / "save.json";
  CHECK(WriteFileAtomically(path, "first\n").empty());
  CHECK(ReadWholeFile(path) == std::optional<std::string>("first\n"));
  CHECK(WriteFileAtomically(path, "second").empty());
  CHECK(ReadWholeFile(path) == std::optional<std::string>("second"));
  CHECK_FALSE(std::filesystem::exists(dir.path() / "nested" / "save.json.tmp"));
  CHECK(WriteFileAtomically(path, "").empty());
  CHECK(ReadWholeFile(path) == std::optional<std::string>(""));
}

TEST_CASE("File I/O: a file that cannot be read or written says so, and the old file stays", "[data][file_io]") {
  const bc::test::TempData dir("");
  CHECK_FALSE(ReadWholeFile(dir.path() / "missing.json").has_value());
  // A folder where the file should be: the write fails with a reason, nothing changes.
  std::filesystem::create_directories(dir.path() / "taken");
  const std::string problem = WriteFileAtomically(dir.path() / "taken", "text");
  CHECK(problem.find("taken") != std::string::npos);
  CHECK(std::filesystem::is_directory(dir.path() / "taken"));
  CHECK_FALSE(std::filesystem::exists(dir.path() / "taken.tmp"));
  // A parent that is a file: cannot create the temporary.
  REQUIRE(WriteFileAtomically(dir.path() / "plain", "kept").empty());
  CHECK_FALSE(WriteFileAtomically(dir.path() / "plain" / "child", "x").empty());
  CHECK(ReadWholeFile(dir.path() / "plain") == std::optional<std::string>("kept"));
}
