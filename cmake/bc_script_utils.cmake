# Helpers shared by the test registration and its checks (cmake/CatchTests.cmake,
# catch_add_tests.cmake, check_test_registration.cmake and its test).

# <out> = <text> as a CMake bracket argument that no content can close early.
function(_bc_bracket out text)
  set(eq "")
  while("${text}]" MATCHES "\\]${eq}\\]")
    string(APPEND eq "=")
  endwhile()
  set(${out} "[${eq}[${text}]${eq}]" PARENT_SCOPE)
endfunction()

# <out> = what `ctest --show-only=json-v1 [<args>...]` says of the build tree <build_dir>.
# ctest runs in a scratch folder that includes the build tree's tests, so that it writes
# its logs there: run in the build tree it would replace Testing/Temporary/LastTest.log
# under a ctest run that is in progress.
function(_bc_ctest_json out ctest build_dir)
  string(RANDOM LENGTH 12 suffix)
  set(scratch "${build_dir}/ctest_json_${suffix}")
  file(MAKE_DIRECTORY "${scratch}")
  _bc_bracket(quoted "${build_dir}")
  file(WRITE "${scratch}/CTestTestfile.cmake" "subdirs(${quoted})\n")
  execute_process(COMMAND "${ctest}" --show-only=json-v1 ${ARGN}
                  WORKING_DIRECTORY "${scratch}" OUTPUT_VARIABLE json ERROR_VARIABLE errors RESULT_VARIABLE status)
  file(REMOVE_RECURSE "${scratch}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "ctest --show-only=json-v1 ${ARGN} for ${build_dir} failed (${status}):\n${errors}")
  endif()
  set(${out} "${json}" PARENT_SCOPE)
endfunction()
