// A problem found while loading data: which file, where in it (JSON path, and line and
// column when the parser knows them), and why, in words a designer understands.
#pragma once

#include <string>
#include <vector>

namespace bc::data {

struct LoadError {
  std::string file;    // path as given, e.g. "data/enemies/attackers.json"
  std::string path;    // JSON path, e.g. "/enemies/2/health"
  int line = 0;        // 1-based; 0 when unknown
  int column = 0;      // 1-based; 0 when unknown
  std::string reason;  // "must be an integer between 1 and 99, got \"three\""
};

// "data/enemies/attackers.json:14:7: /enemies/2/health: must be ..." (line and column
// only when known).
std::string FormatError(const LoadError& error);

using LoadErrors = std::vector<LoadError>;

}  // namespace bc::data
