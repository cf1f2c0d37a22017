// One libFuzzer binary per target: the `fuzz` preset builds fuzz_<name> with
// -DBC_FUZZ_TARGET="<name>" (tools/fuzz runs them).
#include <cstdio>
#include <cstdlib>

#include "fuzz_targets.h"

#ifndef BC_FUZZ_TARGET
#error "BC_FUZZ_TARGET names the target this binary runs"
#endif

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bc::fuzz::TargetInfo* target = [] {
    const bc::fuzz::TargetInfo* found = bc::fuzz::FindTarget(BC_FUZZ_TARGET);
    if (found == nullptr) {
      std::fprintf(stderr, "no fuzz target called %s\n", BC_FUZZ_TARGET);
      std::abort();
    }
    return found;
  }();
  return target->run(data, size);
}
