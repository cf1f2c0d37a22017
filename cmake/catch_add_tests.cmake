# Lists the Catch2 test cases of one test binary and writes the CTest file that registers
# each as one test. Run at build time by bc_catch_discover_tests (cmake/CatchTests.cmake):
#   cmake -DPARAMS=<target>_ctest_params.cmake -DEXECUTABLE=<binary> -P catch_add_tests.cmake
# PARAMS sets BC_TARGET, BC_PREFIX, BC_WORKING_DIR, BC_OUTPUT, BC_ENVIRONMENT and
# BC_EXTRA_ARGS.
cmake_minimum_required(VERSION 3.25)

include("${CMAKE_CURRENT_LIST_DIR}/bc_script_utils.cmake")
include("${PARAMS}")

# Any failure leaves no test file behind, so the next build lists again and CTest shows
# the binary as not registered rather than running an old list.
function(_bc_fail text)
  file(REMOVE "${BC_OUTPUT}")
  message(FATAL_ERROR "${BC_TARGET}: ${text}")
endfunction()

if(NOT EXISTS "${EXECUTABLE}")
  _bc_fail("the test binary ${EXECUTABLE} does not exist")
endif()
execute_process(
  COMMAND "${EXECUTABLE}" --list-test-names-only
  WORKING_DIRECTORY "${BC_WORKING_DIR}"
  OUTPUT_VARIABLE listing
  ERROR_VARIABLE errors
  RESULT_VARIABLE status)
# Catch exits with the number of cases listed (at most 255); anything else is a crash
# or arguments it refused. Checked once the names are counted.
set(listed 0)

# The cases tagged [long] run for seconds rather than milliseconds: they are given a CTest
# COST, so that a run without CTest's record of earlier times (a fresh build) starts them
# first, beside each other, rather than last with one core idle. Their names, each on a
# line of its own between newlines, for string(FIND).
execute_process(
  COMMAND "${EXECUTABLE}" "[long]" --list-test-names-only
  WORKING_DIRECTORY "${BC_WORKING_DIR}"
  OUTPUT_VARIABLE long_listing)
string(REPLACE "\r\n" "\n" long_listing "\n${long_listing}\n")
set(long_cost 20)

# The lines are walked with string(FIND) rather than as a CMake list: a list would split a
# name at ';' and join names across an unbalanced '['.
set(script "# Written by cmake/catch_add_tests.cmake from ${EXECUTABLE} --list-test-names-only\n")
set(problems "")
set(count 0)
_bc_bracket(exe "${EXECUTABLE}")
_bc_bracket(dir "${BC_WORKING_DIR}")
_bc_bracket(env "${BC_ENVIRONMENT}")
_bc_bracket(label "${BC_TARGET}")
_bc_bracket(skip_marker "BC-SKIPPED: ")  # tests/skip.h's kSkipMarker
set(extra "")
foreach(arg IN LISTS BC_EXTRA_ARGS)
  _bc_bracket(quoted "${arg}")
  string(APPEND extra " ${quoted}")
endforeach()
while(NOT "${listing}" STREQUAL "")
  string(FIND "${listing}" "\n" at)
  if(at EQUAL -1)
    set(name "${listing}")
    set(listing "")
  else()
    string(SUBSTRING "${listing}" 0 ${at} name)
    math(EXPR at "${at} + 1")
    string(SUBSTRING "${listing}" ${at} -1 listing)
  endif()
  string(REGEX REPLACE "\r$" "" name "${name}")
  if("${name}" STREQUAL "")
    continue()
  endif()
  math(EXPR listed "${listed} + 1")
  # Catch quotes a listed name that begins with '#'.
  if("${name}" MATCHES "^\"#.*\"$")
    string(REGEX REPLACE "^\"(.*)\"$" "\\1" name "${name}")
  endif()
  if("${name}" MATCHES ";")
    string(APPEND problems "\n  \"${name}\": CTest splits a test name at ';' (use a comma, a colon or \"and\")")
    continue()
  endif()
  string(TOLOWER "${name}" lower)
  if("${name}" MATCHES "^\\*|\\*$" OR "${lower}" MATCHES "^exclude:")
    string(APPEND problems "\n  \"${name}\": Catch reads a '*' at either end of a name, or a leading "
           "\"exclude:\", as part of a filter, so no filter selects this case alone")
    continue()
  endif()
  # The filter: the name in double quotes, with the characters Catch treats specially
  # inside quotes ('\', '"' and ',') escaped by a backslash. Catch then matches the whole
  # name (ignoring case), and nothing else: no tag, wildcard or list syntax applies.
  string(REPLACE "\\" "\\\\" filter "${name}")
  string(REPLACE "\"" "\\\"" filter "${filter}")
  string(REPLACE "," "\\," filter "${filter}")
  _bc_bracket(test "${BC_PREFIX}${name}")
  _bc_bracket(filter "\"${filter}\"")
  string(APPEND script "add_test(${test} ${exe} ${filter} --warn NoTests${extra})\n")
  # A case that calls BC_SKIP (tests/skip.h) prints the marker: CTest reports it skipped.
  string(APPEND script "set_tests_properties(${test} PROPERTIES WORKING_DIRECTORY ${dir} LABELS ${label}"
         " SKIP_REGULAR_EXPRESSION ${skip_marker}")
  if(NOT "${BC_ENVIRONMENT}" STREQUAL "")
    string(APPEND script " ENVIRONMENT ${env}")
  endif()
  string(FIND "${long_listing}" "\n${name}\n" long_at)
  if(NOT long_at EQUAL -1)
    string(APPEND script " COST ${long_cost}")
  endif()
  string(APPEND script ")\n")
  math(EXPR count "${count} + 1")
endwhile()

if(listed GREATER 255)
  set(listed 255)
endif()
if(NOT "${status}" STREQUAL "${listed}")
  _bc_fail("listing its test cases failed (exit ${status}):\n${errors}")
endif()
if(NOT problems STREQUAL "")
  _bc_fail("test case names that cannot be registered whole:${problems}")
endif()
if(count EQUAL 0)
  _bc_fail("${EXECUTABLE} lists no test cases")
endif()
file(WRITE "${BC_OUTPUT}.new" "${script}")
file(RENAME "${BC_OUTPUT}.new" "${BC_OUTPUT}")
