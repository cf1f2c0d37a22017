// The untrusted readers as fuzz targets (docs/untrusted-input.md). Each
// takes any bytes and must return: a reader gives an error list or a value, never a
// signal, an exception, a hang or undefined behaviour. Where a reader accepts its input,
// the target also checks what must then hold (what the writer writes, the reader reads
// back; a rejected action changes nothing) and aborts when it does not.
//
// The same functions run in two builds: under libFuzzer (tests/fuzz/fuzz_main.cpp, the
// `fuzz` preset, tools/fuzz) and in ctest, fed every file of the committed corpus
// (tests/fuzz/corpus_test.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace bc::fuzz {

using Target = int (*)(const std::uint8_t* data, std::size_t size);

struct TargetInfo {
  const char* name;  // tests/fuzz/corpus/<name>/, tests/fuzz/dict/<name>.dict
  Target run;
  const char* what;  // the reader it drives
};

// Every target, in the order tools/fuzz runs them.
const std::vector<TargetInfo>& Targets();
// The target called `name`, or nullptr.
const TargetInfo* FindTarget(const std::string& name);

// Seeds made by the writers themselves (a profile with something in every field, a save
// a few turns into a card battle, a siege save, settings, a command file, action lines),
// for the targets whose inputs the repository holds no file of. Empty for the others.
std::vector<std::string> GeneratedSeeds(const std::string& target);

}  // namespace bc::fuzz
