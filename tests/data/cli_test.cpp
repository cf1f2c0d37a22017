// base-command-cli as a person runs it: exit codes and the messages they read. The CLI
// binary is found next to this test binary (both are built into the build folder).
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <memory>

#include <catch2/catch.hpp>

#include "temp_data.h"

namespace {

struct CliResult {
  int exit_code = -1;
  std::string output;  // stdout and stderr together
};

std::filesystem::path CliPath() {
  return std::filesystem::read_symlink("/proc/self/exe").parent_path() / "base-command-cli";
}

std::string Quote(const std::filesystem::path& path) {
  std::string quoted(1, '\'');
  quoted.append(path.string()).push_back('\'');
  return quoted;
}

CliResult RunCli(const std::string& arguments) {
  const std::filesystem::path cli = CliPath();
  REQUIRE(std::filesystem::exists(cli));
  CliResult result;
  const std::string command = Quote(cli) + " " + arguments + " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.output.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

}  // namespace

TEST_CASE("CLI: validate on a good data folder exits 0 with a one-line summary", "[data][cli]") {
  const CliResult r = RunCli("validate " + Quote(bc::test::FixturePath("data_min")));
  INFO(r.output);
  CHECK(r.exit_code == 0);
  CHECK(r.output.rfind("validate: ok: 3 enemies, 2 weapons, 2 missions", 0) == 0);
}

TEST_CASE("CLI: validate on a broken copy exits 1 and names file, line, path and reason", "[data][cli]") {
  bc::test::TempData d;
  d.Patch("enemies/test_enemies.json", "\"health\": 3", "\"health\": \"lots\"");
  d.Patch("missions/test_missions.json", "\"enemy\": \"flyer\"", "\"enemy\": \"fyler\"");
  const CliResult r = RunCli("validate " + Quote(d.path()));
  INFO(r.output);
  CHECK(r.exit_code == 1);
  CHECK(r.output.find("enemies/test_enemies.json:10:17: /enemies/0/health: must be an integer") != std::string::npos);
  CHECK(r.output.find("missions/test_missions.json:") != std::string::npos);
  CHECK(r.output.find("/missions/0/schedule/0/enemy: unknown enemy \"fyler\" (did you mean \"flyer\"?)") != std::string::npos);
  CHECK(r.output.find("validate: 2 errors") != std::string::npos);
}

TEST_CASE("CLI: validate puts the root cause first and counts the errors that follow from it", "[data][cli][errors]") {
  bc::test::TempData d;
  d.Write("enemies/test_enemies.json", "[]");
  const CliResult r = RunCli("validate " + Quote(d.path()));
  INFO(r.output);
  CHECK(r.exit_code == 1);
  CHECK(r.output.rfind((d.path() / "enemies/test_enemies.json").generic_string() + ":1:1: must be an object", 0) == 0);
  CHECK(r.output.find("unknown enemy") == std::string::npos);
  CHECK(r.output.find("\n5 further errors follow from the ones above and are not shown (validate --all lists them)\n") !=
        std::string::npos);
  CHECK(r.output.find("validate: 1 error (and 5 that follow from them)") != std::string::npos);
  // --all lists them too, after the cause, each saying so.
  const CliResult all = RunCli("validate --all " + Quote(d.path()));
  INFO(all.output);
  CHECK(all.exit_code == 1);
  const std::size_t cause = all.output.find("must be an object");
  const std::size_t knock_on = all.output.find("unknown enemy");
  REQUIRE(cause != std::string::npos);
  REQUIRE(knock_on != std::string::npos);
  CHECK(cause < knock_on);
  CHECK(all.output.find("(follows from an error above)") != std::string::npos);
  CHECK(all.output.find("further errors follow") == std::string::npos);
}

TEST_CASE("CLI: bad arguments print usage and exit 2, and --help exits 0", "[data][cli]") {
  CHECK(RunCli("").exit_code == 2);
  const CliResult unknown = RunCli("frobnicate");
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.output.find("unknown command \"frobnicate\"") != std::string::npos);
  const CliResult help = RunCli("--help");
  CHECK(help.exit_code == 0);
  for (const char* command : {"validate", "scenario", "bench"}) CHECK(help.output.find(command) != std::string::npos);
  const CliResult bad_option = RunCli("bench --seconds soon");
  CHECK(bad_option.exit_code == 2);
  CHECK(bad_option.output.find("usage: base-command-cli bench") != std::string::npos);
  CHECK(RunCli("scenario").exit_code == 2);
}

TEST_CASE("CLI: scenario prints events and the final state, exits 1 on a failed expectation", "[data][cli]") {
  const CliResult ok = RunCli("scenario " + Quote(bc::test::FixturePath("scenarios/shield_blocks_breach.json")));
  INFO(ok.output);
  CHECK(ok.exit_code == 0);
  CHECK(ok.output.find("The NE shield blocks WALKER #1 for 1 damage.") != std::string::npos);
  CHECK(ok.output.find("\"final_state\"") != std::string::npos);
  CHECK(ok.output.find("scenario: ok") != std::string::npos);

  bc::test::TempData d("scenarios");
  d.Patch("shield_blocks_breach.json", "\"base_health\": 10", "\"base_health\": 7");
  const CliResult failed = RunCli("scenario " + Quote(d.path() / "shield_blocks_breach.json"));
  CHECK(failed.exit_code == 1);
  CHECK(failed.output.find("expect.base_health: expected 7, got 10") != std::string::npos);

  const CliResult missing = RunCli("scenario " + Quote(d.path() / "no_such.json"));
  CHECK(missing.exit_code == 1);
  CHECK(missing.output.find("not found") != std::string::npos);
}

TEST_CASE("CLI: bench prints its figures and a checksum that repeats for the same playouts", "[data][cli]") {
  const std::string args = "bench --data " + Quote(bc::test::FixturePath("data_min")) + " --playouts 40 --seconds 0.01";
  const CliResult first = RunCli(args);
  INFO(first.output);
  REQUIRE(first.exit_code == 0);
  for (const char* key : {"playouts_per_s: ", "actions_per_s: ", "clone_ns: ", "legal_actions_ns: ", "checksum: "}) {
    CHECK(first.output.find(std::string("\n") + key) != std::string::npos);
  }
  CHECK(first.output.size() > 9);
  CHECK(first.output.substr(first.output.size() - 10) == "bench: ok\n");
  const auto checksum = [](const std::string& out) {
    const std::size_t at = out.find("checksum: ");
    return out.substr(at, out.find('\n', at) - at);
  };
  const CliResult second = RunCli(args);
  CHECK(checksum(second.output) == checksum(first.output));
  const CliResult other = RunCli(args + " --seed 2");
  CHECK(checksum(other.output) != checksum(first.output));
}

TEST_CASE("CLI: bench --fixed plays the same playouts with nothing timed", "[data][cli]") {
  const std::string data = " --data " + Quote(bc::test::FixturePath("data_min"));
  const CliResult timed = RunCli("bench" + data + " --playouts 30 --seconds 0.01");
  const CliResult fixed = RunCli("bench" + data + " --playouts 30 --fixed");
  INFO(fixed.output);
  REQUIRE(timed.exit_code == 0);
  REQUIRE(fixed.exit_code == 0);
  const auto line = [](const std::string& out, const std::string& key) {
    const std::size_t at = out.find("\n" + key + ": ");
    return at == std::string::npos ? std::string() : out.substr(at + 1, out.find('\n', at + 1) - at - 1);
  };
  CHECK(line(fixed.output, "mode") == "mode: fixed");
  for (const char* key : {"checksum", "outcomes", "sieges_actions", "playouts"}) {
    CHECK_FALSE(line(fixed.output, key).empty());
    CHECK(line(fixed.output, key) == line(timed.output, key));
  }
  // Nothing timed: no rates, no CPU seconds.
  for (const char* key : {"playouts_per_s", "cpu_seconds", "clone_ns", "sieges_legal_actions_ns"}) {
    CHECK(line(fixed.output, key).empty());
    CHECK_FALSE(line(timed.output, key).empty());
  }
  // The fixture data has no operations, so every mission is a siege.
  CHECK(line(fixed.output, "drills_missions") == "drills_missions: 0");
}
