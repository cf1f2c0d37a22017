# The long tests that CMakeLists.txt adds itself, with about how many seconds each runs
# (ctest on 2 cores of the build machine, docs/performance.md "Build"), as ctest's COST:
# a run without ctest's record of earlier times (a fresh build: tools/test) starts the
# longest first, so that the two cores are both busy to the end rather than one finishing
# a long test alone. Each entry is the start of a test's name. The Catch2 cases that run
# for seconds carry the tag [long] instead (cmake/catch_add_tests.cmake gives them 20).
set(BC_TEST_SECONDS
  "data: every mission's star thresholds at standard are" 150
  "data: at insolvency, the star thresholds" 140
  "data: at audit, the star thresholds" 70
  "data: 1,000 generated sieges at every threat level" 40
  "data: at trainee, the star thresholds" 35
  "build: ctest runs every Catch2 test case exactly once" 10)
# Added with the desktop game only (BC_BUILD_APP; the sanitizer build has none).
if(BC_BUILD_APP)
  list(APPEND BC_TEST_SECONDS "package: the .deb depends on the SDL2 runtime" 15)
endif()

get_property(bc_tests DIRECTORY PROPERTY TESTS)
set(bc_rest ${BC_TEST_SECONDS})
while(bc_rest)
  list(POP_FRONT bc_rest bc_start bc_seconds)
  set(bc_found FALSE)
  foreach(bc_test IN LISTS bc_tests)
    string(FIND "${bc_test}" "${bc_start}" bc_at)
    if(bc_at EQUAL 0)
      set_tests_properties("${bc_test}" PROPERTIES COST ${bc_seconds})
      set(bc_found TRUE)
    endif()
  endforeach()
  if(NOT bc_found)
    message(WARNING "cmake/test_costs.cmake: no test's name starts with \"${bc_start}\"")
  endif()
endwhile()
