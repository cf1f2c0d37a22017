// Skipping a test case that cannot check anything where it runs (no OpenGL renderer, say).
// BC_SKIP(why) prints the reason after the marker kSkipMarker and leaves the case without
// an assertion. CTest reports it as skipped: every Catch2 case is registered with
// SKIP_REGULAR_EXPRESSION set to the marker (cmake/catch_add_tests.cmake), so the summary
// lists it under "did not run". Run by hand, Catch counts it failed, as a case that asserted
// nothing (tests/catch_main.cpp). It never counts as passed.
#pragma once

#include <catch2/catch.hpp>

namespace bc::test {
inline constexpr const char* kSkipMarker = "BC-SKIPPED: ";
}  // namespace bc::test

#define BC_SKIP(why)                             \
  do {                                           \
    WARN(::bc::test::kSkipMarker << why);        \
    return;                                      \
  } while (false)
