// The main of every Catch2 test binary: Catch's own, with one warning always on. A test
// case that asserts nothing fails ("No assertions in test case"), whether it runs under
// CTest or by hand, so a case cannot pass empty. Catch2 v2 takes a single --warn on its
// command line, which CTest's registration spends on NoTests (a filter that selects
// nothing fails: cmake/CatchTests.cmake); NoAssertions is therefore set here.
// A case that cannot check anything where it runs says so with BC_SKIP (tests/skip.h).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

int main(int argc, char* argv[]) {
  Catch::Session session;
  const int status = session.applyCommandLine(argc, argv);
  if (status != 0) return status;
  Catch::ConfigData& config = session.configData();  // read by run()
  config.warnings = static_cast<Catch::WarnAbout::What>(config.warnings | Catch::WarnAbout::NoAssertions);
  return session.run();
}
