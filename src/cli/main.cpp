// base-command-cli: the headless tool. Each command lives in its own cmd_*.cpp; this
// file only dispatches. Adding a command is one line in BC_CLI_COMMANDS below.
#include <cstring>
#include <iostream>
#include <string>

#include "cli/cli.h"

// One line per command: handler, name, arguments, summary.
#define BC_CLI_COMMANDS(X)                                                                 \
  X(RunValidate, "validate", "[--all] [--mission FILE] [DATA_DIR]",                                         \
    "check every data file; print a summary, or each error as file:line:col: path: reason (--all: also those that follow from another; --mission: FILE as a mission file of the data)") \
  X(RunScenario, "scenario", "FILE [--data DIR] [--json-only]",                            \
    "run a scenario's actions; print each event and the final state; check its expect block") \
  X(RunCards, "cards", "[--json] [--data DIR]",                                           \
    "the card catalogue as a markdown table, or a JSON list of ids, families and effects") \
  X(RunBench, "bench", "[--seconds S] [--playouts N] [--fixed] [--missions ID,...] [--seed N] [--data DIR] [--quiet]", \
    "random playouts of every mission; CPU-time figures for drills and sieges and checksums; --fixed plays only the checksum playouts (for callgrind)")              \
  X(RunPlay, "play", "--mission ID [--policy random|greedy|search] [--seed N] [--loadout ID|FILE] [--scenario-out FILE] [--max-turns N] [--data DIR]", \
    "one battle played by a policy, printed as a log; --scenario-out writes it as a replayable scenario") \
  X(RunBalance, "balance", "[--missions ID,...] [--generated SEEDS:THREATS] [--loadout FILE|ID] [--policy P] [--runs N] [--threads T] [--seed N] [--difficulty ID] [--out DIR] [--compare OTHER_DATA_DIR] [--data DIR] [--quiet]", \
    "autoplay every mission (or generated sieges) on fixed seeds on all cores; win rates with 95% intervals, stars, cards, attackers") \
  X(RunCalibrate, "calibrate", "[--missions ID,... | --sample K/N] [--runs N] [--seed N] [--threads T] [--min-win R] [--difficulty ID] [--data DIR] [--doc FILE] [--quiet] [--check | --write]", \
    "star thresholds at a level from the search policy's scores (docs/balance.md); --check fails when the data (or --doc's table) differs, --write updates it") \
  X(RunGenerate, "generate", "--seed N --threat T [--difficulty ID] [--policy P] [--proof-games N] [--no-proof] [--data DIR] | --check SEEDS:THREATS [--threads T] [--quiet]", \
    "a generated siege as a mission file, proven winnable by the search policy; --check writes, reads back and validates every siege of a list") \
  X(RunRuns, "runs", "[--runs N] [--seed N | --daily YYYY-MM-DD] [--print-siege K] [--policy P] [--proof-games N] [--threads T] [--difficulty ID] [--data DIR]", \
    "field runs played to their end by a policy; the share of runs that won each siege, and the runs won; --print-siege K prints the K-th siege as a mission file") \
  X(RunSchema, "schema", "OUT_DIR [--data DIR] [--check]",                                 \
    "write a JSON Schema for every kind of data file, read off the loader; --check validates the data folder")

namespace bc::cli {
#define BC_DECLARE_COMMAND(fn, name, arguments, summary) \
  int fn(const Args& args, std::ostream& out, std::ostream& err);
BC_CLI_COMMANDS(BC_DECLARE_COMMAND)
#undef BC_DECLARE_COMMAND

namespace {

struct Command {
  CommandFn run;
  const char* name;
  const char* arguments;
  const char* summary;
};

constexpr Command kCommands[] = {
#define BC_COMMAND_ENTRY(fn, name, arguments, summary) {fn, name, arguments, summary},
    BC_CLI_COMMANDS(BC_COMMAND_ENTRY)
#undef BC_COMMAND_ENTRY
};

void PrintHelp(std::ostream& out) {
  out << "usage: base-command-cli COMMAND [ARGS]\n\ncommands:\n";
  for (const Command& c : kCommands) {
    out << "  " << c.name << " " << c.arguments << "\n      " << c.summary << "\n";
  }
  out << "\nBASE_COMMAND_DATA names the data folder when none is given.\n";
}

}  // namespace
}  // namespace bc::cli

int main(int argc, char** argv) {
  using namespace bc::cli;
  if (argc < 2) {
    std::cerr << "base-command-cli: no command given\n";
    PrintHelp(std::cerr);
    return kExitUsage;
  }
  const std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    PrintHelp(std::cout);
    return kExitOk;
  }
  for (const Command& c : kCommands) {
    if (name != c.name) continue;
    const Args args(argv + 2, argv + argc);
    for (const std::string& a : args) {
      if (a == "--help" || a == "-h") {
        std::cout << "usage: base-command-cli " << c.name << " " << c.arguments << "\n  "
                  << c.summary << "\n";
        return kExitOk;
      }
    }
    int code = kExitFailure;
    try {
      code = c.run(args, std::cout, std::cerr);
    } catch (const std::exception& e) {
      std::cerr << "base-command-cli " << c.name << ": stopped: " << e.what() << "\n";
      return kExitFailure;
    }
    if (code == kExitUsage) {
      std::cerr << "usage: base-command-cli " << c.name << " " << c.arguments << "\n";
    }
    return code;
  }
  std::cerr << "base-command-cli: unknown command \"" << name << "\"\n";
  PrintHelp(std::cerr);
  return kExitUsage;
}
