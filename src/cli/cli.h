// What every base-command-cli command shares: its arguments and the conventions for
// exit codes and messages. Each command lives in its own cmd_*.cpp and is listed once
// in main.cpp's command table.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace bc::cli {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;     // the command ran and found a problem
constexpr int kExitUsage = 2;       // bad arguments; main prints the command's usage

// The arguments after the command name.
using Args = std::vector<std::string>;

// A command: reads its arguments, writes results to `out` and problems to `err`,
// returns an exit code. On bad arguments it writes one line saying what is wrong and
// returns kExitUsage.
using CommandFn = int (*)(const Args& args, std::ostream& out, std::ostream& err);

// Parses a whole decimal number in [min, max]; nullopt otherwise.
std::optional<long long> ParseInteger(const std::string& text, long long min, long long max);
// Parses a positive decimal number (like "2" or "0.5"); nullopt otherwise.
std::optional<double> ParsePositive(const std::string& text);
// Splits "a,b,c" into its non-empty parts.
std::vector<std::string> SplitCommas(const std::string& text);

}  // namespace bc::cli
