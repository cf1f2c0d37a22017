# The registration checks' own test:
#   cmake -DBUILD_DIR=<build tree> -DCTEST_COMMAND=<ctest> -DPROBE=<registration_probe>
#         -DSOURCE_DIR=<source tree> -P check_test_registration_test.cmake
# Takes what CTest has registered for the probe binary, which the check passes, then
# breaks it one way at a time (a case left out, a name cut at a ';' so its filter matches
# nothing, a case registered twice, a test without --warn NoTests, a filter matching
# several cases, a test named after another case, arguments the binary refuses) and requires the check to fail on
# each, naming the culprit. Then it gives cmake/catch_add_tests.cmake a stand-in binary
# listing a name with ';' and one with a leading '*', and requires the listing to fail,
# naming both, and to leave no CTest file. Last, a case that asserts nothing must fail and
# one that skips must be reported skipped.
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/bc_script_utils.cmake")

set(check "${SOURCE_DIR}/cmake/check_test_registration.cmake")
set(add_tests "${SOURCE_DIR}/cmake/catch_add_tests.cmake")
set(prefix "registration probe: ")
string(RANDOM LENGTH 10 suffix)
set(scratch "${BUILD_DIR}/registration_check_test_${suffix}")
file(REMOVE_RECURSE "${scratch}")
file(MAKE_DIRECTORY "${scratch}")
set(failures "")

_bc_ctest_json(json "${CTEST_COMMAND}" "${BUILD_DIR}" -L "^registration_probe$")
string(JSON count LENGTH "${json}" tests)
if(count LESS 6)
  message(FATAL_ERROR "CTest registers ${count} probe tests; the probe has more cases")
endif()

# Runs the check on `variant_json`; it must pass when `expected` is "pass", else fail with
# output containing the one or two strings that follow.
function(expect what expected)
  file(WRITE "${scratch}/${what}.json" "${variant_json}")
  execute_process(COMMAND "${CMAKE_COMMAND}" "-DBUILD_DIR=${BUILD_DIR}" "-DCTEST_JSON=${scratch}/${what}.json"
                          -P "${check}" -- "${PROBE}"
                  OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE status)
  set(problem "")
  if(expected STREQUAL "pass")
    if(NOT status EQUAL 0)
      set(problem "the check failed on the registration as built")
    endif()
  else()
    if(status EQUAL 0)
      set(problem "the check passed")
    endif()
    # ARGV2 and ARGV3 one by one: as a list, a name with '[' could join them.
    foreach(n 2 3)
      if(ARGC GREATER n)
        string(FIND "${output}" "${ARGV${n}}" at)
        if(at EQUAL -1)
          string(APPEND problem " its output does not contain '${ARGV${n}}'")
        endif()
      endif()
    endforeach()
  endif()
  if(problem STREQUAL "")
    message(STATUS "${what}: ${expected}, as it should")
  else()
    set(failures "${failures}\n  ${what}: ${problem}\n${output}" PARENT_SCOPE)
  endif()
endfunction()

# The probe case that test <j> runs, from its name.
function(case_of j out)
  string(JSON name GET "${json}" tests ${j} name)
  string(LENGTH "${prefix}" prefix_length)
  string(SUBSTRING "${name}" ${prefix_length} -1 name)
  set(${out} "${name}" PARENT_SCOPE)
endfunction()

set(variant_json "${json}")
expect("as built" pass)

case_of(0 dropped)
string(JSON variant_json REMOVE "${json}" tests 0)
expect("a case left out" fail "(missing)" "${dropped}")

# What CTest made of a name with a ';': the first half as a name and as the filter.
string(JSON variant_json SET "${json}" tests 1 command 1 "\"a name that begins\"")
string(JSON variant_json SET "${variant_json}" tests 1 name "\"${prefix}a name that begins\"")
expect("a name cut at a semicolon" fail "\"${prefix}a name that begins\" runs no test case")

case_of(2 doubled)
string(JSON copy GET "${json}" tests 2)
string(JSON variant_json SET "${json}" tests ${count} "${copy}")
expect("a case registered twice" fail "\"${doubled}\" runs 2 times")

string(JSON unguarded GET "${json}" tests 3 name)
string(JSON variant_json REMOVE "${json}" tests 3 command 2)
string(JSON variant_json REMOVE "${variant_json}" tests 3 command 2)
expect("a test without --warn NoTests" fail "\"${unguarded}\" runs without --warn NoTests")

string(JSON several GET "${json}" tests 4 name)
string(JSON variant_json SET "${json}" tests 4 command 1 "\"a name*\"")
expect("a filter matching several cases" fail "\"${several}\" runs")

case_of(5 misnamed_case)
string(JSON variant_json SET "${json}" tests 5 name "\"${prefix}another case\"")
expect("a test named after another case" fail "\"${prefix}another case\" runs \"${misnamed_case}\"")

# Catch2 v2 takes one --warn: a second makes the binary refuse its arguments, and print
# its usage error where names should be.
string(JSON refused GET "${json}" tests 6 name)
string(JSON variant_json SET "${json}" tests 6 command 4 "\"--warn\"")
string(JSON variant_json SET "${variant_json}" tests 6 command 5 "\"NoAssertions\"")
expect("a test whose arguments the binary refuses" fail "\"${refused}\": the binary refuses its arguments")

# The listing refuses names that CTest or Catch cannot carry whole.
set(lister "${scratch}/list_names.sh")
file(WRITE "${lister}" "#!/bin/sh\nprintf '%s\\n' 'a name that is fine' 'two halves; of one name' '*a leading star'\nexit 3\n")
file(CHMOD "${lister}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
set(tests_file "${scratch}/stand_in_ctest_tests.cmake")
file(WRITE "${tests_file}" "# an old list, which a failed listing must remove\n")
file(WRITE "${scratch}/params.cmake"
     "set(BC_TARGET stand_in)\nset(BC_PREFIX [[stand-in: ]])\nset(BC_WORKING_DIR [[${scratch}]])\n"
     "set(BC_OUTPUT [[${tests_file}]])\nset(BC_ENVIRONMENT [[]])\nset(BC_EXTRA_ARGS [[]])\n")
execute_process(COMMAND "${CMAKE_COMMAND}" "-DPARAMS=${scratch}/params.cmake" "-DEXECUTABLE=${lister}" -P "${add_tests}"
                OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE status)
set(problem "")
if(status EQUAL 0)
  set(problem "the listing passed")
endif()
foreach(needle "\"two halves; of one name\": CTest splits a test name at ';'" "\"*a leading star\"")
  string(FIND "${output}" "${needle}" at)
  if(at EQUAL -1)
    string(APPEND problem " its output does not contain ${needle}")
  endif()
endforeach()
if(EXISTS "${tests_file}")
  string(APPEND problem " it left a CTest file behind")
endif()
if(problem STREQUAL "")
  message(STATUS "a name with ';' or a leading '*' at listing: fail, as it should")
else()
  string(APPEND failures "\n  the listing: ${problem}\n${output}")
endif()

# A case that asserts nothing fails, and a case that skips (tests/skip.h) is never passed:
# Catch fails it by hand, and CTest, with the skip property every case is registered with,
# reports it skipped. The probe's two hidden cases ([.]: CTest does not register them) are
# run by name.
set(problem "")
execute_process(COMMAND "${PROBE}" "a case that asserts nothing fails" --warn NoTests
                OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE status)
string(FIND "${output}" "No assertions" at)
if(status EQUAL 0 OR at EQUAL -1)
  string(APPEND problem " a case without an assertion ran with status ${status}, without \"No assertions\":\n${output}")
endif()
execute_process(COMMAND "${PROBE}" "a case that skips is reported skipped" --warn NoTests
                OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE status)
string(FIND "${output}" "BC-SKIPPED: " at)
if(status EQUAL 0 OR at EQUAL -1)
  string(APPEND problem " a skipping case ran by hand with status ${status}, without the marker:\n${output}")
endif()
string(JSON properties GET "${json}" tests 0 properties)
string(JSON property_count LENGTH "${properties}")
set(skip_marker "")
math(EXPR last "${property_count} - 1")
foreach(i RANGE ${last})
  string(JSON name GET "${properties}" ${i} name)
  if(name STREQUAL "SKIP_REGULAR_EXPRESSION")
    string(JSON skip_marker GET "${properties}" ${i} value 0)
  endif()
endforeach()
if(NOT skip_marker STREQUAL "BC-SKIPPED: ")
  string(APPEND problem " the probe's tests are registered with SKIP_REGULAR_EXPRESSION '${skip_marker}', not tests/skip.h's marker")
else()
  _bc_bracket(probe "${PROBE}")
  _bc_bracket(marker "${skip_marker}")
  file(MAKE_DIRECTORY "${scratch}/skip")
  file(WRITE "${scratch}/skip/CTestTestfile.cmake"
       "add_test(skipping ${probe} [[a case that skips is reported skipped]] --warn NoTests)\n"
       "set_tests_properties(skipping PROPERTIES SKIP_REGULAR_EXPRESSION ${marker})\n")
  execute_process(COMMAND "${CTEST_COMMAND}" WORKING_DIRECTORY "${scratch}/skip"
                  OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE status)
  if(NOT output MATCHES "skipping [.]*[*]* *Skipped" OR output MATCHES "skipping [.]*[*]* *Passed")
    string(APPEND problem " CTest did not report the skipping case as skipped:\n${output}")
  endif()
endif()
if(problem STREQUAL "")
  message(STATUS "a case without an assertion fails, and one that skips is reported skipped, as they should")
else()
  string(APPEND failures "\n  assertions and skips:${problem}")
endif()

file(REMOVE_RECURSE "${scratch}")
if(NOT failures STREQUAL "")
  message(FATAL_ERROR "The registration checks miss what they must catch:${failures}")
endif()
