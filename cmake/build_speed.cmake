# How the build is made quicker (docs/performance.md, Build): unity batches and
# precompiled headers for the headers most units of a target parse, included from
# CMakeLists.txt once every target exists. ccache is taken up in CMakeLists.txt itself,
# before the targets are made.
#
# Unity batches: each target's units are compiled BC_UNITY_BATCH_SIZE at a time, as one
# unit that includes them all, so the headers they share are parsed, and their inline
# functions and templates compiled, once a batch rather than once a unit (a clean build
# takes about half the CPU time). A name at file scope (in an anonymous namespace or
# static) is therefore unique within its target's folder; the libraries' units that keep a
# name of another (four) are listed below and compiled alone, as is a unit with compile
# definitions of its own (src/data/install_paths.cpp). A test file whose helpers share a
# name with another's keeps them in a namespace named for the file, so every test unit is
# in a batch. -DBC_UNITY_BUILD=OFF compiles every unit alone, the quicker rebuild after
# editing one file, and checks that each unit includes what it uses.
option(BC_UNITY_BUILD "Compile each target's units in batches, one compile a batch" ON)
set(BC_UNITY_BATCH_SIZE 16 CACHE STRING "Units in one unity batch (BC_UNITY_BUILD)")
# A test target's batches are twice as large: its units share Catch2 and the fixtures'
# headers and are mostly expanded macros, so fewer, larger batches save a sixth of their
# compile time (docs/performance.md, Build), two batches a target still keep both cores
# busy, and the quicker rebuild after editing one test is -DBC_UNITY_BUILD=OFF's.
set(BC_TEST_UNITY_BATCH_SIZE 32 CACHE STRING "Units in one unity batch of a test target (BC_UNITY_BUILD)")
#
# Precompiled headers: the standard library's common headers, nlohmann/json (data and
# above), Dear ImGui and SDL (render, UI, shell), Catch2 (the tests) are parsed once per
# build instead of once per unit. Each set is compiled once, by a small holder target
# (bc_pch_std, bc_pch_json, bc_pch_screen and the tests' bc_pch_test_std and
# bc_pch_test_json, below; in the sanitizer build also bc_pch_rules, for the core and the
# autoplayers at BC_RULES_OPTIMIZATION), and every target of that layer reuses it: the
# targets share their flags, and the headers of a set are the same for each of them. A target whose
# units fit in one batch uses it too, its parse of those headers spared at no cost.
# -DBC_PRECOMPILED_HEADERS=OFF builds without them, which also checks that every unit
# includes what it uses.
option(BC_PRECOMPILED_HEADERS "Precompile the headers most units parse (the STL, nlohmann/json, Dear ImGui, SDL, Catch2)" ON)

# What the rules core and its layer 2 may use: containers and algorithms, no I/O.
set(BC_PCH_STD <algorithm> <array> <cstddef> <cstdint> <functional> <map> <memory> <optional> <set>
    <string> <string_view> <utility> <vector>)
set(BC_PCH_JSON ${BC_PCH_STD} <filesystem> <nlohmann/json.hpp>)
set(BC_PCH_SCREEN ${BC_PCH_JSON} <SDL.h> <imgui.h>)

# The targets compiled in unity batches (BC_UNITY_BUILD, at the end).
set(BC_UNITY_TARGETS bc_core bc_text bc_campaign bc_autoplay bc_generator bc_runs bc_i18n bc_data
    bc_session base-command-cli bc_render bc_ui bc_app bc_fuzz_targets
    core_tests data_tests session_tests app_tests i18n_tests)
set(BC_UNITY_TEST_TARGETS core_tests data_tests session_tests app_tests i18n_tests)

# The units in one batch of `target`.
function(bc_unity_batch_size target out)
  if(target IN_LIST BC_UNITY_TEST_TARGETS)
    set(${out} ${BC_TEST_UNITY_BATCH_SIZE} PARENT_SCOPE)
  else()
    set(${out} ${BC_UNITY_BATCH_SIZE} PARENT_SCOPE)
  endif()
endfunction()

# bc_precompile(HOLDER [OPTIMIZATION TESTS|LIGHT_TESTS|RULES] TARGETS targets... [LINK libraries...]
#               HEADERS headers...): the holder, an object library of one empty unit compiled
# with the flags of TARGETS (the optimisation of that group of targets, bc_group_optimization,
# when given), precompiles HEADERS, and each of TARGETS that exists reuses it. LINK gives
# the holder the include folders and definitions of those libraries (SDL's, ImGui's).
function(bc_precompile holder)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "OPTIMIZATION" "TARGETS;LINK;HEADERS")
  if(NOT BC_PRECOMPILED_HEADERS)
    return()
  endif()
  set(users "")
  foreach(target IN LISTS arg_TARGETS)
    if(TARGET ${target})
      list(APPEND users ${target})
    endif()
  endforeach()
  if(NOT users)
    return()
  endif()
  set(unit ${CMAKE_BINARY_DIR}/generated/${holder}.cpp)
  if(NOT EXISTS ${unit})
    file(WRITE ${unit} "// Compiled only for its precompiled header (cmake/build_speed.cmake).\n")
  endif()
  add_library(${holder} OBJECT ${unit})
  target_link_libraries(${holder} PRIVATE bc_warnings ${arg_LINK})
  if(arg_OPTIMIZATION)
    bc_group_optimization(${arg_OPTIMIZATION} option)
    if(option)
      target_compile_options(${holder} PRIVATE ${option})
    endif()
  endif()
  target_precompile_headers(${holder} PRIVATE ${arg_HEADERS})
  foreach(target IN LISTS users)
    target_precompile_headers(${target} REUSE_FROM ${holder})
  endforeach()
endfunction()

# The tests' own units are not optimised as the game is (-O3 in the release preset): what
# they run is the libraries' code, built as the game is, and a test's unit is mostly
# Catch2's expanded macros, whose optimisation is most of its compile time and buys nothing
# a test waits for. The app tests and Catch2's runner are compiled at -O1
# (BC_TEST_OPTIMIZATION): the app tests' own code reads every pixel and glyph of the frames
# they check, which runs slower unoptimised. The other tests' units are compiled at -O0
# (BC_TEST_LIGHT_OPTIMIZATION), which takes about half the compile time of -O1 (a batch
# of the data tests: 11 CPU-s against 20); their own code runs for under a second of the
# suite's time (docs/performance.md, Build).
set(BC_TEST_OPTIMIZATION "-O1" CACHE STRING "Optimisation of the app tests' units and Catch2's runner (empty: the build type's)")
set(BC_TEST_LIGHT_OPTIMIZATION "-O0" CACHE STRING "Optimisation of the other tests' units (empty: the build type's)")
set(BC_TESTS_TARGETS bc_catch_main app_tests)
set(BC_LIGHT_TESTS_TARGETS core_tests data_tests session_tests i18n_tests fuzz_corpus_tests registration_probe)
# The sanitizer build (the asan-ubsan preset) is a debug build, everything at -O0, but for
# the rules core and the autoplayers: its long tests play search games on the shipped
# missions, nearly all of their time in those two libraries, which it compiles at -O1
# (BC_RULES_OPTIMIZATION), the level AddressSanitizer's documentation asks for. The suite
# takes half the time. -O1 everywhere took half as long again to build, most of it the data
# layer's JSON, for little more (docs/performance.md, Build).
set(BC_RULES_OPTIMIZATION "" CACHE STRING "Optimisation of the rules core and the autoplayers in a build type that does not optimise (empty: the build type's)")
set(BC_RULES_TARGETS bc_core bc_autoplay)
# The optimisation of the group of targets `group` names (TESTS, LIGHT_TESTS or RULES), or
# nothing.
function(bc_group_optimization group out)
  set(${out} "" PARENT_SCOPE)
  if(group STREQUAL "RULES")
    # Never after the release build's -O3, which it would lower.
    if(NOT CMAKE_BUILD_TYPE STREQUAL "Release")
      set(${out} ${BC_RULES_OPTIMIZATION} PARENT_SCOPE)
    endif()
  elseif(CMAKE_BUILD_TYPE STREQUAL "Release")
    if(group STREQUAL "TESTS")
      set(${out} ${BC_TEST_OPTIMIZATION} PARENT_SCOPE)
    elseif(group STREQUAL "LIGHT_TESTS")
      set(${out} ${BC_TEST_LIGHT_OPTIMIZATION} PARENT_SCOPE)
    endif()
  endif()
endfunction()
foreach(group TESTS LIGHT_TESTS RULES)
  bc_group_optimization(${group} option)
  foreach(target IN LISTS BC_${group}_TARGETS)
    if(option AND TARGET ${target})
      target_compile_options(${target} PRIVATE ${option})
    endif()
  endforeach()
endforeach()

set(bc_std_targets bc_text bc_campaign bc_generator bc_runs bc_i18n)
bc_group_optimization(RULES bc_rules_option)
if(bc_rules_option)
  # Compiled otherwise than the rest of their layer, the two have a holder of their own.
  bc_precompile(bc_pch_rules OPTIMIZATION RULES HEADERS ${BC_PCH_STD} TARGETS ${BC_RULES_TARGETS})
else()
  list(APPEND bc_std_targets ${BC_RULES_TARGETS})
endif()
bc_precompile(bc_pch_std HEADERS ${BC_PCH_STD} TARGETS ${bc_std_targets})
bc_precompile(bc_pch_json HEADERS ${BC_PCH_JSON}
              TARGETS bc_data bc_session base-command-cli bc_fuzz_targets fuzz_write_seeds)
bc_precompile(bc_pch_screen HEADERS ${BC_PCH_SCREEN} LINK PkgConfig::IMGUI SDL2::SDL2
              TARGETS bc_render bc_ui bc_app base-command)
# Not bc_catch_main, which compiles Catch2's runner (CATCH_CONFIG_RUNNER before catch.hpp).
bc_precompile(bc_pch_test_std OPTIMIZATION LIGHT_TESTS HEADERS ${BC_PCH_STD} <catch2/catch.hpp>
              TARGETS core_tests i18n_tests registration_probe)
bc_precompile(bc_pch_test_json OPTIMIZATION LIGHT_TESTS HEADERS ${BC_PCH_JSON} <catch2/catch.hpp>
              TARGETS data_tests session_tests fuzz_corpus_tests)
bc_precompile(bc_pch_test_screen OPTIMIZATION TESTS HEADERS ${BC_PCH_SCREEN} <catch2/catch.hpp> LINK PkgConfig::IMGUI SDL2::SDL2
              TARGETS app_tests)

# The unity batches (BC_UNITY_BUILD, above).
# Units that define a file-scope name another unit of their target defines too, or that a
# `using namespace` of another makes ambiguous: they are compiled alone. (Found by building
# each target as one batch, -DBC_UNITY_BATCH_SIZE=0, so that no order of the batches joins
# two of them.)
set(BC_UNITY_ALONE
    src/core/card_hash.cpp                  # AddPile, AddUnit as in state_hash_v1.cpp
    src/core/card_posts.cpp                 # Fail as in card_check.cpp
    src/render/board_posts.cpp              # Im as in board_overlays.cpp
    src/render/base_labels.cpp)             # kOutline as in board_labels.cpp
if(BC_UNITY_BUILD)
  foreach(target IN LISTS BC_UNITY_TARGETS)
    if(TARGET ${target})
      bc_unity_batch_size(${target} batch)
      set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${batch})
    endif()
  endforeach()
  foreach(unit IN LISTS BC_UNITY_ALONE)
    set_source_files_properties(${CMAKE_SOURCE_DIR}/${unit} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
  endforeach()
  # The rules core's batches inline as its units did alone. GCC stops inlining in a unit
  # larger than --param large-unit-insns (10,000) once the unit has grown by
  # --param inline-unit-growth (40%): one core unit seldom reaches that size, a batch of
  # 16 always does, and then even std::vector<Event>::push_back is called rather than
  # inlined (a random `balance` game cost 111,722 instructions built so against 105,127
  # with each unit alone; docs/performance.md). A batch may be as large as its units
  # together were allowed to be (a batch size of 0 makes one batch of them all).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND TARGET bc_core)
    get_target_property(bc_core_units bc_core SOURCES)
    list(LENGTH bc_core_units bc_batch)
    if(BC_UNITY_BATCH_SIZE GREATER 0 AND BC_UNITY_BATCH_SIZE LESS bc_batch)
      set(bc_batch ${BC_UNITY_BATCH_SIZE})
    endif()
    math(EXPR bc_large_unit "${bc_batch} * 10000")
    target_compile_options(bc_core PRIVATE "--param=large-unit-insns=${bc_large_unit}")
  endif()
endif()
