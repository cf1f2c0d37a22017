# bc_catch_discover_tests(<target> PREFIX <text> [ENVIRONMENT VAR=value...] [EXTRA_ARGS arg...])
#
# Registers every Catch2 test case of the test binary <target> as one CTest test named
# <PREFIX><case name>, listed again whenever the binary is rebuilt. It replaces Catch2's
# catch_discover_tests, which registered a case whose name holds a ';' as two half-named
# tests that each ran nothing and passed, passed the case name to Catch with '\' and
# quotes unescaped, trimmed the prefix's trailing space and dropped all but the first
# ENVIRONMENT entry. Here (cmake/catch_add_tests.cmake does the listing):
#  - a case name CTest or Catch cannot carry whole (a ';', a '*' at either end, a leading
#    "exclude:") fails the build, naming the case;
#  - each test passes its case name to Catch as a quoted, escaped filter that selects
#    exactly that case, and adds --warn NoTests, so a filter that selects nothing fails;
#  - PREFIX, ENVIRONMENT and EXTRA_ARGS reach CTest unchanged;
#  - a case that prints tests/skip.h's marker (BC_SKIP) is reported skipped, not passed;
#  - the binary must link bc_catch_main (tests/catch_main.cpp), whose main fails a case
#    that asserts nothing (Catch's --warn NoAssertions, which the command line cannot
#    carry beside --warn NoTests), rather than Catch2::Catch2WithMain.
# The targets registered here are collected in the global property BC_CATCH_TARGETS for
# the registration check (cmake/check_test_registration.cmake).

set(_BC_CATCH_ADD_TESTS "${CMAKE_CURRENT_LIST_DIR}/catch_add_tests.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/bc_script_utils.cmake")


# Writes <file> only when its content changes, so what depends on it stays up to date.
function(_bc_write_if_changed file content)
  set(old "")
  if(EXISTS "${file}")
    file(READ "${file}" old)
  endif()
  if(NOT old STREQUAL content)
    file(WRITE "${file}" "${content}")
  endif()
endfunction()

# Appends "set(<key> <value>)" to the caller's variable `content`.
function(_bc_param key value)
  _bc_bracket(quoted "${value}")
  set(content "${content}set(${key} ${quoted})\n" PARENT_SCOPE)
endfunction()

function(bc_catch_discover_tests target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PREFIX" "ENVIRONMENT;EXTRA_ARGS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "bc_catch_discover_tests(${target}): unknown arguments ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if("--warn" IN_LIST arg_EXTRA_ARGS OR "-w" IN_LIST arg_EXTRA_ARGS)
    message(FATAL_ERROR "bc_catch_discover_tests(${target}): every test already runs with --warn NoTests, "
                        "and Catch2 v2 refuses a second --warn")
  endif()
  get_target_property(libraries ${target} LINK_LIBRARIES)
  if(NOT "bc_catch_main" IN_LIST libraries OR "Catch2::Catch2WithMain" IN_LIST libraries)
    message(FATAL_ERROR "bc_catch_discover_tests(${target}): link ${target} with bc_catch_main "
                        "(tests/catch_main.cpp, whose main fails a case that asserts nothing) before "
                        "registering it, and not with Catch2::Catch2WithMain")
  endif()
  set(dir "${CMAKE_CURRENT_BINARY_DIR}")
  set(params "${dir}/${target}_ctest_params.cmake")
  set(tests_file "${dir}/${target}_ctest_tests.cmake")
  set(include_file "${dir}/${target}_ctest_include.cmake")

  set(content "# Written by bc_catch_discover_tests (cmake/CatchTests.cmake).\n")
  _bc_param(BC_TARGET "${target}")
  _bc_param(BC_PREFIX "${arg_PREFIX}")
  _bc_param(BC_WORKING_DIR "${dir}")
  _bc_param(BC_OUTPUT "${tests_file}")
  _bc_param(BC_ENVIRONMENT "${arg_ENVIRONMENT}")  # a list: one CTest property value
  _bc_param(BC_EXTRA_ARGS "${arg_EXTRA_ARGS}")
  _bc_write_if_changed("${params}" "${content}")

  add_custom_command(
    OUTPUT "${tests_file}"
    COMMAND "${CMAKE_COMMAND}" "-DPARAMS=${params}" "-DEXECUTABLE=$<TARGET_FILE:${target}>"
            -P "${_BC_CATCH_ADD_TESTS}"
    DEPENDS ${target} "${params}" "${_BC_CATCH_ADD_TESTS}" "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/bc_script_utils.cmake"
    COMMENT "Registering the test cases of ${target} with CTest"
    VERBATIM)
  add_custom_target(${target}_ctest_list ALL DEPENDS "${tests_file}")

  _bc_bracket(quoted_file "${tests_file}")
  # Until the listing has run (and whenever it fails) one failing test stands for them.
  _bc_bracket(missing "${arg_PREFIX}(the test cases of ${target} are not registered: build ${target} and read the build's errors)")
  _bc_bracket(cmake "${CMAKE_COMMAND}")
  _bc_bracket(label "${target}")
  string(CONCAT include_text
    "if(EXISTS ${quoted_file})\n  include(${quoted_file})\nelse()\n  add_test(${missing} ${cmake} -E false)\n"
    "  set_tests_properties(${missing} PROPERTIES LABELS ${label})\nendif()\n")
  _bc_write_if_changed("${include_file}" "${include_text}")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
  set_property(GLOBAL APPEND PROPERTY BC_CATCH_TARGETS ${target})
endfunction()
