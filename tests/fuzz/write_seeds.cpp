// fuzz_write_seeds TARGET DIR: writes the writers' seeds of one fuzz target
// (GeneratedSeeds) into DIR as generated-<n>, for tools/fuzz's working corpus.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "fuzz_targets.h"

int main(int argc, char** argv) {
  if (argc != 3 || bc::fuzz::FindTarget(argv[1]) == nullptr) {
    std::fprintf(stderr, "usage: fuzz_write_seeds TARGET DIR\n");
    return 2;
  }
  const std::filesystem::path dir = argv[2];
  std::filesystem::create_directories(dir);
  int n = 0;
  for (const std::string& seed : bc::fuzz::GeneratedSeeds(argv[1])) {
    std::ofstream(dir / ("generated-" + std::to_string(n++)), std::ios::binary) << seed;
  }
  std::printf("%d seeds\n", n);
  return 0;
}
