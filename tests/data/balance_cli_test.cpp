// base-command-cli play and balance as a designer runs them, on the fixture data folder
// tests/fixtures/balance: a played game written as a scenario replays to the same hash,
// the balance report and its files, thread-count independence, --compare, calibrate
// (check, write, check again), and bad input.
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "scratch_dir.h"
#include "temp_data.h"

namespace {

// 'text', built by appending (GCC 12 warns falsely about "'" + std::string).
std::string Quote(const std::string& text) {
  std::string q(1, '\'');
  q += text;
  q += '\'';
  return q;
}

struct CliRun {
  int exit_code = -1;
  std::string output;  // stdout and stderr together
};

CliRun Cli(const std::string& arguments) {
  const std::filesystem::path cli =
      std::filesystem::read_symlink("/proc/self/exe").parent_path() / "base-command-cli";
  REQUIRE(std::filesystem::exists(cli));
  CliRun run;
  std::string command = Quote(cli.string());
  command += ' ';
  command += arguments;
  command += " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) run.output.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

void WriteFile(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A shell command line as it is, stdout and stderr together.
CliRun RunShell(const std::string& command_line) {
  CliRun run;
  const std::string command = command_line + " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) run.output.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

std::string Data() {
  std::string text = "--data ";
  text += Quote(bc::test::FixturePath("balance").string());
  return text;
}

// A scratch folder of this test's own, removed afterwards.
struct Scratch {
  bc::test::ScratchDir dir;
  std::filesystem::path path;
  explicit Scratch(const std::string& name) : dir("balance_" + name), path(dir.path()) {}
  std::string Q(const std::string& file) const { return Quote((path / file).string()); }
};

}  // namespace

TEST_CASE("CLI play: the game written with --scenario-out replays through scenario to the same hash", "[data][cli][balance]") {
  const Scratch dir("play");
  struct Case {
    const char* args;
    const char* file;
  };
  const Case cases[] = {
      {"--mission last_stand --policy random --seed 4", "random.json"},
      {"--mission last_stand --policy greedy --seed 5", "greedy.json"},
      {"--mission skirmish --policy search --seed 6", "search.json"},
      // A loadout the mission would not pick by itself: the opening state is written out.
      {"--mission skirmish --policy greedy --seed 7 --loadout riflemen", "loadout.json"},
  };
  for (const Case& c : cases) {
    const CliRun play = Cli(std::string("play ") + c.args + " " + Data() + " --scenario-out " + dir.Q(c.file));
    INFO(c.args << "\n" << play.output);
    REQUIRE(play.exit_code == 0);
    CHECK(play.output.find("result: ") != std::string::npos);
    CHECK(play.output.find("actions: ") != std::string::npos);
    const std::size_t at = play.output.find("hash: ");
    REQUIRE(at != std::string::npos);
    const std::string hash = play.output.substr(at + 6, play.output.find('\n', at) - at - 6);
    const std::string text = bc::test::ReadText(dir.path / c.file);
    CHECK(text.find(hash) != std::string::npos);
    const CliRun replay = Cli("scenario " + dir.Q(c.file) + " " + Data());
    INFO(replay.output);
    CHECK(replay.exit_code == 0);
    CHECK(replay.output.find("scenario: ok") != std::string::npos);
  }
}

TEST_CASE("CLI play: the log names each action and then its events in English", "[data][cli][balance]") {
  const CliRun play = Cli("play --mission skirmish --seed 2 " + Data());
  INFO(play.output);
  REQUIRE(play.exit_code == 0);
  CHECK(play.output.rfind("play: skirmish, policy greedy, seed 2, loadout starter", 0) == 0);
  CHECK(play.output.find("  [1] ") != std::string::npos);
  CHECK(play.output.find("The enemy phase begins.") != std::string::npos);
}

TEST_CASE("CLI balance: Markdown report, CSV and SVG files, the same numbers on 1 or 2 threads", "[data][cli][balance]") {
  const Scratch dir("report");
  const CliRun one = Cli("balance --runs 4 --threads 1 --out " + dir.Q("one") + " " + Data());
  INFO(one.output);
  REQUIRE(one.exit_code == 0);
  CHECK(one.output.find("| last_stand | 4 |") != std::string::npos);
  CHECK(one.output.find("| skirmish | 4 |") != std::string::npos);
  CHECK(one.output.find("## Cards") != std::string::npos);
  // The suggested stars are the calibration's method, and the report says so.
  CHECK(one.output.find("3 stars at the lower quartile of the winning scores, 2 stars at 90% and 1 star at 75%") != std::string::npos);
  CHECK(one.output.find("| grunt |") != std::string::npos);
  CHECK(one.output.find("games in") != std::string::npos);
  for (const char* f : {"missions.csv", "cards.csv", "attackers.csv", "games.csv", "win_rates.svg"}) {
    CHECK(std::filesystem::exists(dir.path / "one" / f));
  }
  // One row a game, in job order: each mission's runs on seeds 1..4.
  const std::string games = bc::test::ReadText(dir.path / "one" / "games.csv");
  CHECK(games.rfind("mission,seed,won,stars,score,turns,base_health,shields_up\n", 0) == 0);
  CHECK(std::count(games.begin(), games.end(), '\n') == 1 + 2 * 4);
  CHECK(games.find("\nskirmish,4,") != std::string::npos);
  CHECK(games.find("\nlast_stand,1,") != std::string::npos);
  const std::string svg = bc::test::ReadText(dir.path / "one" / "win_rates.svg");
  CHECK(svg.rfind("<svg", 0) == 0);
  CHECK(svg.find("last_stand") != std::string::npos);

  const CliRun two = Cli("balance --runs 4 --threads 2 --out " + dir.Q("two") + " " + Data());
  REQUIRE(two.exit_code == 0);
  for (const char* f : {"missions.csv", "cards.csv", "attackers.csv", "games.csv", "win_rates.svg"}) {
    INFO(f);
    CHECK(bc::test::ReadText(dir.path / "one" / f) == bc::test::ReadText(dir.path / "two" / f));
  }
}

TEST_CASE("CLI balance --compare: a data set against itself shows no difference beyond the noise", "[data][cli][balance]") {
  const std::string fixture = Quote(bc::test::FixturePath("balance").string());
  const CliRun run = Cli("balance --runs 3 --missions last_stand --compare " + fixture + " " + Data());
  INFO(run.output);
  REQUIRE(run.exit_code == 0);
  CHECK(run.output.find("# Balance comparison") != std::string::npos);
  CHECK(run.output.find("| last_stand |") != std::string::npos);
  CHECK(run.output.find("| 0.0 pp |") != std::string::npos);
  CHECK(run.output.find("◆ |") == std::string::npos);
}

TEST_CASE("CLI play and balance: bad input gets a message and an exit code, never a crash", "[data][cli][balance]") {
  CliRun r = Cli("play --mission nowhere " + Data());
  CHECK(r.exit_code == 1);
  CHECK(r.output.find("unknown mission \"nowhere\"") != std::string::npos);
  r = Cli("play --mission skirmish --policy smart " + Data());
  CHECK(r.exit_code == 2);
  CHECK(r.output.find("unknown policy \"smart\"") != std::string::npos);
  r = Cli("play " + Data());
  CHECK(r.exit_code == 2);
  r = Cli("play --mission skirmish --loadout no_such_deck " + Data());
  CHECK(r.exit_code == 1);
  CHECK(r.output.find("neither a loadout id nor a file") != std::string::npos);
  r = Cli("balance --runs 0 " + Data());
  CHECK(r.exit_code == 2);
  r = Cli("balance --runs 2 --data /no/such/folder");
  CHECK(r.exit_code == 1);
  CHECK(r.output.find("does not load") != std::string::npos);
}

TEST_CASE("CLI calibrate: --check finds stale thresholds, --write fixes them in place, --check passes", "[data][cli][calibrate]") {
  const bc::test::TempData data("balance");
  std::string at = "--runs 6 --data ";
  at += Quote(data.path().string());
  const std::string file = "missions/balance_missions.json";
  const std::string before = bc::test::ReadText(data.path() / file);

  const CliRun stale = Cli("calibrate --check " + at);
  INFO(stale.output);
  CHECK(stale.exit_code == 1);
  CHECK(stale.output.find("Star calibration: `search` policy") != std::string::npos);
  CHECK(stale.output.find("| skirmish | ") != std::string::npos);
  CHECK(stale.output.find("are not the calibration's; run base-command-cli calibrate --write") != std::string::npos);
  CHECK(bc::test::ReadText(data.path() / file) == before);  // --check writes nothing

  const CliRun write = Cli("calibrate --write " + at);
  INFO(write.output);
  REQUIRE(write.exit_code == 0);
  CHECK(write.output.find("wrote ") != std::string::npos);
  const std::string after = bc::test::ReadText(data.path() / file);
  CHECK(after != before);
  // Only the numbers of "stars" lines changed: same lines, same keys in the same places.
  std::istringstream a(before);
  std::istringstream b(after);
  std::string la;
  std::string lb;
  while (std::getline(a, la)) {
    REQUIRE(std::getline(b, lb));
    if (la != lb) CHECK(la.find("\"stars\"") != std::string::npos);
  }
  CHECK_FALSE(std::getline(b, lb));

  const CliRun fresh = Cli("calibrate --check " + at);
  INFO(fresh.output);
  CHECK(fresh.exit_code == 0);
  const CliRun again = Cli("calibrate --write " + at);
  CHECK(again.output.find("every mission's thresholds are already the calibration's") != std::string::npos);
}

TEST_CASE("CLI calibrate: bad arguments say what is wrong", "[data][cli][calibrate]") {
  const CliRun both = Cli("calibrate --check --write " + Data());
  CHECK(both.exit_code == 2);
  CHECK(both.output.find("--check and --write do not go together") != std::string::npos);
  const CliRun share = Cli("calibrate --min-win 2 " + Data());
  CHECK(share.exit_code == 2);
  CHECK(share.output.find("--min-win needs a share of the seeds above 0 and at most 1") != std::string::npos);
  const CliRun unknown = Cli("calibrate --missions nowhere " + Data());
  CHECK(unknown.exit_code == 1);
}

namespace {

// The balance fixture with two levels beside STANDARD: a base of 1 health, and one more
// attacker each wave.
struct LevelData {
  bc::test::TempData data{"balance"};
  LevelData() {
    data.Write("difficulties.json", R"({"difficulties": [
      {"id": "standard", "name": "STANDARD", "summary": "x"},
      {"id": "fragile", "name": "FRAGILE", "summary": "x", "modifiers": {"base_health": -9}},
      {"id": "crowded", "name": "CROWDED", "summary": "x", "modifiers": {"extra_attackers": 1}}]})");
  }
  std::string Arg() const { return "--data " + Quote(data.path().string()); }
};

}  // namespace

TEST_CASE("CLI balance --difficulty: the games are played at the level, STANDARD is the default", "[data][cli][balance][difficulty]") {
  const LevelData levels;
  const Scratch dir("difficulty");
  const CliRun plain = Cli("balance --runs 3 --threads 1 --out " + dir.Q("plain") + " " + levels.Arg());
  REQUIRE(plain.exit_code == 0);
  CHECK(plain.output.find("difficulty `") == std::string::npos);
  const CliRun standard =
      Cli("balance --runs 3 --threads 1 --difficulty standard --out " + dir.Q("standard") + " " + levels.Arg());
  REQUIRE(standard.exit_code == 0);
  CHECK(bc::test::ReadText(dir.path / "plain" / "games.csv") == bc::test::ReadText(dir.path / "standard" / "games.csv"));

  const CliRun fragile =
      Cli("balance --runs 3 --threads 1 --difficulty fragile --out " + dir.Q("fragile") + " " + levels.Arg());
  INFO(fragile.output);
  REQUIRE(fragile.exit_code == 0);
  CHECK(fragile.output.find("difficulty `fragile`") != std::string::npos);
  // Every game ends with the base at its start of 1 health or below.
  std::istringstream rows(bc::test::ReadText(dir.path / "fragile" / "games.csv"));
  std::string row;
  std::getline(rows, row);  // the header
  int games = 0;
  while (std::getline(rows, row)) {
    std::vector<std::string> cells;
    std::stringstream split(row);
    for (std::string cell; std::getline(split, cell, ',');) cells.push_back(cell);
    REQUIRE(cells.size() == 8);
    CHECK(std::stoi(cells[6]) <= 1);
    ++games;
  }
  CHECK(games == 6);
  const CliRun crowded = Cli("balance --runs 3 --threads 1 --difficulty crowded --out " + dir.Q("crowded") + " " + levels.Arg());
  REQUIRE(crowded.exit_code == 0);
  CHECK(bc::test::ReadText(dir.path / "crowded" / "games.csv") != bc::test::ReadText(dir.path / "plain" / "games.csv"));
}

TEST_CASE("CLI balance and calibrate --difficulty: an unknown level names the known ones", "[data][cli][balance][difficulty]") {
  const LevelData levels;
  for (const char* command : {"balance", "calibrate"}) {
    const CliRun run = Cli(std::string(command) + " --runs 2 --threads 1 --difficulty nightmare " + levels.Arg());
    INFO(run.output);
    CHECK(run.exit_code != 0);
    CHECK(run.output.find("no difficulty level \"nightmare\"") != std::string::npos);
    CHECK(run.output.find("standard fragile crowded") != std::string::npos);
  }
  const CliRun calibrate = Cli("calibrate --runs 2 --threads 1 --difficulty fragile " + levels.Arg());
  INFO(calibrate.output);
  CHECK(calibrate.output.find("difficulty `fragile`") != std::string::npos);
}

TEST_CASE("CLI calibrate --difficulty: --write puts the level's own thresholds in stars_by_level, STANDARD's stay",
          "[data][cli][calibrate][difficulty]") {
  const LevelData levels;
  const std::string at = "--runs 6 --threads 1 --difficulty crowded " + levels.Arg();
  const std::string file = "missions/balance_missions.json";
  const std::string before = bc::test::ReadText(levels.data.path() / file);

  const CliRun missing = Cli("calibrate --check " + at);
  INFO(missing.output);
  CHECK(missing.exit_code == 1);
  CHECK(missing.output.find("no thresholds at this level") != std::string::npos);
  CHECK(missing.output.find("at crowded are not the calibration's; run base-command-cli calibrate --difficulty crowded "
                            "--write") != std::string::npos);

  const CliRun write = Cli("calibrate --write " + at);
  INFO(write.output);
  REQUIRE(write.exit_code == 0);
  CHECK(write.output.find(" at crowded to ") != std::string::npos);
  const std::string after = bc::test::ReadText(levels.data.path() / file);
  // Every line of the file is still there; the new ones hold the level's thresholds.
  std::istringstream a(before);
  std::istringstream b(after);
  std::string la;
  std::string lb;
  int added = 0;
  while (std::getline(a, la)) {
    while (std::getline(b, lb) && lb != la) {
      CHECK(lb.find("\"stars_by_level\": {\"crowded\": [") != std::string::npos);
      ++added;
    }
    CHECK(lb == la);
  }
  CHECK(added > 0);

  const CliRun fresh = Cli("calibrate --check " + at);
  INFO(fresh.output);
  CHECK(fresh.exit_code == 0);
  // Another level keeps what was written for this one.
  const CliRun fragile = Cli("calibrate --write --runs 6 --threads 1 --difficulty fragile " + levels.Arg());
  INFO(fragile.output);
  REQUIRE(fragile.exit_code == 0);
  CHECK(Cli("calibrate --check " + at).exit_code == 0);
  const std::string both = bc::test::ReadText(levels.data.path() / file);
  CHECK(both.find("\"stars_by_level\": {\"fragile\": [") != std::string::npos);
  CHECK(both.find("], \"crowded\": [") != std::string::npos);  // in the order of difficulties.json
}

TEST_CASE("CLI calibrate --doc: the file's table is what calibrate prints, and --write keeps it so",
          "[data][cli][calibrate]") {
  const bc::test::TempData data("balance");
  const Scratch dir("doc");
  const std::filesystem::path doc = dir.path / "balance.md";
  {
    std::ofstream(doc) << "# Balance\n\nBefore.\n\n<!-- calibrate standard -->\nold table\n<!-- /calibrate standard -->\n\nAfter.\n";
  }
  std::string at = "--runs 6 --threads 1 --doc " + Quote(doc.string()) + " --data " + Quote(data.path().string());
  const CliRun write = Cli("calibrate --write " + at);
  INFO(write.output);
  REQUIRE(write.exit_code == 0);
  CHECK(write.output.find("wrote the table of standard to ") != std::string::npos);
  const std::string text = bc::test::ReadText(doc);
  CHECK(text.rfind("# Balance\n\nBefore.\n\n<!-- calibrate standard -->\nStar calibration: ", 0) == 0);
  CHECK(text.find("\n<!-- /calibrate standard -->\n\nAfter.\n") != std::string::npos);
  CHECK(text.find("old table") == std::string::npos);

  const CliRun check = Cli("calibrate --check " + at);
  INFO(check.output);
  CHECK(check.exit_code == 0);
  // The table printed is the doc's section, byte for byte.
  const std::string table = text.substr(text.find("Star calibration: "));
  CHECK(check.output.find(table.substr(0, table.find("<!-- /calibrate"))) != std::string::npos);

  WriteFile(doc, std::string(text).replace(text.find("| skirmish |"), 11, "| skirmisH |"));
  const CliRun stale = Cli("calibrate --check " + at);
  INFO(stale.output);
  CHECK(stale.exit_code == 1);
  CHECK(stale.output.find("is not what calibrate prints; run base-command-cli calibrate --write --doc") != std::string::npos);

  WriteFile(doc, "no markers\n");
  const CliRun none = Cli("calibrate --check " + at);
  CHECK(none.exit_code == 1);
  CHECK(none.output.find("has no section between <!-- calibrate standard --> and <!-- /calibrate standard -->") !=
        std::string::npos);
}

TEST_CASE("CLI calibrate --sample K/N: every Nth mission from the Kth, its rows checked against the doc's table",
          "[data][cli][calibrate]") {
  const bc::test::TempData data("balance");
  const Scratch dir("sample");
  const std::filesystem::path doc = dir.path / "balance.md";
  {
    std::ofstream(doc) << "<!-- calibrate standard -->\nold table\n<!-- /calibrate standard -->\n";
  }
  std::string at = "--runs 6 --threads 1 --doc " + Quote(doc.string()) + " --data " + Quote(data.path().string());
  REQUIRE(Cli("calibrate --write " + at).exit_code == 0);
  const std::string text = bc::test::ReadText(doc);

  // The second of every two missions: last_stand alone, and its row is the doc's.
  const CliRun second = Cli("calibrate --check --sample 1/2 " + at);
  INFO(second.output);
  CHECK(second.exit_code == 0);
  CHECK(second.output.find("| last_stand | ") != std::string::npos);
  CHECK(second.output.find("| skirmish | ") == std::string::npos);
  const CliRun first = Cli("calibrate --check --sample 0/2 " + at);
  CHECK(first.exit_code == 0);
  CHECK(first.output.find("| skirmish | ") != std::string::npos);
  CHECK(first.output.find("| last_stand | ") == std::string::npos);

  // A sampled mission's row that the doc does not hold fails the check, and says which;
  // a row of a mission not sampled is not looked at.
  const std::size_t row = text.find("| last_stand |");
  REQUIRE(row != std::string::npos);
  WriteFile(doc, std::string(text).replace(row, 14, "| last_stanD |"));
  const CliRun stale = Cli("calibrate --check --sample 1/2 " + at);
  INFO(stale.output);
  CHECK(stale.exit_code == 1);
  CHECK(stale.output.find("does not hold what calibrate prints for these missions") != std::string::npos);
  CHECK(stale.output.find("not in the doc: | last_stand | ") != std::string::npos);
  CHECK(Cli("calibrate --check --sample 0/2 " + at).exit_code == 0);

  // A sample writes no doc (the table is the whole data's), and K/N must make sense.
  const CliRun write = Cli("calibrate --write --sample 0/2 " + at);
  CHECK(write.exit_code == 2);
  CHECK(write.output.find("--write --doc writes the whole table") != std::string::npos);
  for (const char* bad : {"2/2", "1/0", "a/3", "1", "-1/3", "1/3x"}) {
    const CliRun r = Cli(std::string("calibrate --check --sample ") + bad + " " + at);
    INFO(bad);
    CHECK(r.exit_code == 2);
    CHECK(r.output.find("--sample needs K/N") != std::string::npos);
  }
  const CliRun both = Cli("calibrate --check --sample 0/2 --missions skirmish " + at);
  CHECK(both.exit_code == 2);
  CHECK(both.output.find("--sample and --missions do not go together") != std::string::npos);
}

TEST_CASE("CLI calibrate, balance, bench and generate --check: a progress line only on a terminal, and never with --quiet",
          "[data][cli][progress]") {
  const std::string data = Data();
  const std::string commands[] = {"calibrate --runs 3 --threads 1 " + data, "balance --runs 3 --threads 1 " + data,
                                  "bench --playouts 20 --seconds 0.6 " + data,
                                  "generate --check 1-3:1 --policy greedy --proof-games 1 --threads 1 --data " +
                                      Quote(std::string(BC_SOURCE_DIR) + "/data")};
  for (const std::string& command : commands) {
    // stderr a pipe: the output is the same as ever, with no line rewritten in place.
    const CliRun piped = Cli(command);
    INFO(command << "\n" << piped.output);
    CHECK(piped.exit_code == 0);
    CHECK(piped.output.find('\r') == std::string::npos);
    // stderr a terminal (script(1) gives the command one): the line is drawn, then cleared;
    // with --quiet, nothing.
    const std::filesystem::path cli =
        std::filesystem::read_symlink("/proc/self/exe").parent_path() / "base-command-cli";
    const CliRun tty = RunShell("script -qec " + Quote(Quote(cli.string()) + " " + command + " >/dev/null") + " /dev/null");
    INFO(tty.output);
    CHECK(tty.exit_code == 0);
    CHECK(tty.output.find('\r') != std::string::npos);
    CHECK(tty.output.find(" left") != std::string::npos);
    const CliRun quiet =
        RunShell("script -qec " + Quote(Quote(cli.string()) + " " + command + " --quiet >/dev/null") + " /dev/null");
    INFO(quiet.output);
    CHECK(quiet.exit_code == 0);
    CHECK(quiet.output.find('\r') == std::string::npos);
  }
}
