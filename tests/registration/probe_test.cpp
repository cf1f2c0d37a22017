// Test cases whose names hold the characters Catch2 treats specially in a filter (',',
// '[', ']', '\', '"', a leading '~', '-' or '#', an inner '*', "exclude" inside a name) or
// that begin another case's name. Under ctest each must run alone and under its own name:
// every case checks that it is the case Catch is running and the first case this process
// has run. The registration check (cmake/check_test_registration.cmake) covers them with
// the other binaries. Run this binary through ctest: run whole, every case after the
// first reports that it shared its process.
#include <catch2/catch.hpp>

#include <string>

#include "skip.h"

namespace {

int cases_run = 0;

void CheckRunsAlone(const std::string& name) {
  ++cases_run;
  CHECK(Catch::getResultCapture().getCurrentTestName() == name);
  CHECK(cases_run == 1);
}

}  // namespace

#define BC_PROBE_CASE(NAME) \
  TEST_CASE(NAME, "[registration]") { CheckRunsAlone(NAME); }

BC_PROBE_CASE("a name with a comma, runs alone")
BC_PROBE_CASE("a name with [brackets] runs alone")
BC_PROBE_CASE("[a leading bracket] runs alone")
BC_PROBE_CASE("a name with an unbalanced [ runs alone")
BC_PROBE_CASE("a name with a backslash \\ runs alone")
BC_PROBE_CASE("a name ending in a backslash \\")
BC_PROBE_CASE("a name with \"quotes\" runs alone")
BC_PROBE_CASE("\"a leading quote\" runs alone")
BC_PROBE_CASE("~ a leading tilde runs alone")
BC_PROBE_CASE("-a leading dash runs alone")
BC_PROBE_CASE("#a leading hash runs alone")
BC_PROBE_CASE("a name with an * inside runs alone")
BC_PROBE_CASE("a name, a [tag], a \\, a \" and a ~ together run alone")
BC_PROBE_CASE("a name that begins another")
BC_PROBE_CASE("a name that begins another, and goes on")
BC_PROBE_CASE("a name where exclude: comes later runs alone")
BC_PROBE_CASE("a name in UTF-8, Ünïcode — runs alone")

// Hidden from the listing ([.]), so CTest does not register them: the registration
// check's own test runs them by name, to see the first fail and the second reported
// skipped (tests/catch_main.cpp, tests/skip.h).
TEST_CASE("a case that asserts nothing fails", "[.][registration]") { ++cases_run; }
TEST_CASE("a case that skips is reported skipped", "[.][registration]") {
  BC_SKIP("the probe's skipping case has nothing to check");
}
