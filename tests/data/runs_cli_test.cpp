// base-command-cli runs: field runs played to their end by a policy, on a copy of the
// game's data whose runs are two sieges long; the report is the same on one thread and
// on two, and a broken runs.json is named; the daily run's first siege printed as a
// mission file, the same as generate's, and pinned by its digest.
#include <sys/wait.h>

#include <array>
#include <cstdio>

#include <catch2/catch.hpp>

#include "runs/run_state.h"
#include "temp_data.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace runs_cli_test {

namespace {

struct CliResult {
  int exit_code = -1;
  std::string output;
};

CliResult RunCli(const std::string& arguments, bool with_stderr = true) {
  const std::filesystem::path cli = std::filesystem::read_symlink("/proc/self/exe").parent_path() / "base-command-cli";
  REQUIRE(std::filesystem::exists(cli));
  CliResult result;
  const std::string command = "'" + cli.string() + "' " + arguments + (with_stderr ? " 2>&1" : " 2>/dev/null");
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.output.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

// The game's data with runs of two sieges (threats 1 and 2).
struct ShortRuns {
  bc::test::ScratchDir dir{"runs_cli"};
  ShortRuns() {
    std::filesystem::copy(std::filesystem::path(BC_SOURCE_DIR) / "data", dir.path(),
                          std::filesystem::copy_options::recursive);
    std::string text = bc::test::ReadText(dir.path() / "runs.json");
    const std::string from = "\"sieges\": [1, 2, 3, 4, 5, 6, 7, 8, 9]";
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), "\"sieges\": [1, 2]");
    std::ofstream(dir.path() / "runs.json", std::ios::binary) << text;
  }
  std::string data() const { return "--data '" + dir.path().string() + "'"; }
};

// FNV-1a, 64 bits: the digest a pinned text is compared by.
std::uint64_t Digest(const std::string& text) {
  std::uint64_t h = 1469598103934665603ULL;
  for (const char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ULL;
  }
  return h;
}

}  // namespace

TEST_CASE("CLI: runs plays field runs to their end and reports the share that won each siege, the same on any thread count",
          "[data][cli][runs]") {
  const ShortRuns world;
  const std::string args = "runs --runs 3 --seed 5 --policy greedy --proof-games 1 " + world.data();
  const CliResult one = RunCli(args + " --threads 1", false);
  INFO(one.output);
  REQUIRE(one.exit_code == 0);
  CHECK(one.output.find("`greedy` policy, 3 runs (run seeds 5–7)") != std::string::npos);
  CHECK(one.output.find("\n| 1 | 1 | ") != std::string::npos);
  CHECK(one.output.find("\n| 2 | 2 | ") != std::string::npos);
  CHECK(one.output.find("\n| 3 | ") == std::string::npos);  // two sieges a run
  CHECK(one.output.find("Runs won: ") != std::string::npos);
  const CliResult two = RunCli(args + " --threads 2", false);
  CHECK(two.exit_code == 0);
  CHECK(two.output == one.output);
}

TEST_CASE("CLI: runs names a runs.json the generator cannot serve, and refuses a bad argument", "[data][cli][runs]") {
  const ShortRuns world;
  std::string text = bc::test::ReadText(world.dir.path() / "runs.json");
  text.replace(text.find("[1, 2]"), 6, "[1, 12]");
  std::ofstream(world.dir.path() / "runs.json", std::ios::binary) << text;
  const CliResult bad = RunCli("runs --runs 1 " + world.data());
  INFO(bad.output);
  CHECK(bad.exit_code == 1);
  CHECK(bad.output.find("runs.json") != std::string::npos);
  CHECK(bad.output.find("/sieges/1: threat 12 is above the generator's 9 levels") != std::string::npos);
  CHECK(RunCli("runs --proof-games many").exit_code == 2);
  CHECK(RunCli("runs --policy chess").exit_code == 2);
}

TEST_CASE("CLI: runs --daily --print-siege prints the day's siege as the game offers it, the same on every machine",
          "[data][cli][runs]") {
  const std::string data = "--data '" + (std::filesystem::path(BC_SOURCE_DIR) / "data").string() + "'";
  const CliResult daily = RunCli("runs --daily 2026-12-05 --print-siege 1 " + data, false);
  INFO(daily.output);
  REQUIRE(daily.exit_code == 0);
  // The daily run's seed is the date's, and its first siege the stream (SiegeSeed, threat 1)'s.
  const std::uint64_t siege_seed = bc::runs::SiegeSeed(bc::runs::DailySeed(2026, 12, 5), 0);
  CHECK(bc::runs::DailySeed(2026, 12, 5) == 269236883ULL);
  const CliResult generated =
      RunCli("generate --seed " + std::to_string(siege_seed) + " --threat 1 " + data, false);
  REQUIRE(generated.exit_code == 0);
  CHECK(daily.output == generated.output);
  CHECK(daily.output.find("\"id\": \"field_5941662617959898216_t1\"") != std::string::npos);
  // A mission file validate accepts.
  const bc::test::ScratchDir dir{"runs_daily"};
  std::ofstream(dir.path() / "daily.json", std::ios::binary) << daily.output;
  const CliResult valid = RunCli("validate --mission '" + (dir.path() / "daily.json").string() + "' " +
                                 "'" + (std::filesystem::path(BC_SOURCE_DIR) / "data").string() + "'");
  CHECK(valid.exit_code == 0);
  // Pinned: the g++ and clang-14 builds print these bytes in any time zone and locale
  // (docs/campaign.md, Field runs). A deliberate change to the generator, the proof or
  // the data it draws from moves it, and is said in the commit; nothing else may.
  CHECK(Digest(daily.output) == 0xabe0766270328c1dULL);
  CHECK(daily.output.size() == 4176);
  // The name of the siege on stderr; a date that is no date, a run past the last siege,
  // and --daily with more than one run are refused.
  const CliResult told = RunCli("runs --daily 2026-12-05 --print-siege 1 " + data);
  CHECK(told.output.find("daily run 2026-12-05 (run seed 269236883), siege 1 of 9: field_5941662617959898216_t1") !=
        std::string::npos);
  CHECK(RunCli("runs --daily 2026-02-30 --print-siege 1 " + data).exit_code == 2);
  CHECK(RunCli("runs --daily 2026-12-05 --print-siege 10 " + data).exit_code == 2);
  CHECK(RunCli("runs --daily 2026-12-05 --runs 3 " + data).exit_code == 2);
}

}  // namespace runs_cli_test
