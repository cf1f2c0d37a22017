# How the build is made quicker (docs/performance.md, Build): unity batches and
# precompiled headers for the headers most units of a target parse, included from
# CMakeLists.txt once every target exists. ccache is taken up in CMakeLists.txt itself,
# before the targets are made.
#
# Unity batches: each target's units are compiled BC_UNITY_BATCH_SIZE at a time, as one
# unit that includes them all, so the headers they share are parsed, and their inline
# functions and templates compiled, once a batch rather than once a unit (a clean build
# takes about half the CPU time). A name at file scope (in an anonymous namespace or
# static) is therefore unique within its target's folder; the units that keep a name of
# another (four of the libraries', 25 of the tests') are listed below and compiled alone,
# as is a unit with compile definitions of its own (src/data/install_paths.cpp). A target
# whose units fit in one batch gets no precompiled header. -DBC_UNITY_BUILD=OFF compiles
# every unit alone, the quicker rebuild after editing one file, and checks that each
# unit includes what it uses.
option(BC_UNITY_BUILD "Compile each target's units in batches, one compile a batch" ON)
set(BC_UNITY_BATCH_SIZE 16 CACHE STRING "Units in one unity batch (BC_UNITY_BUILD)")
#
# Precompiled headers: the standard library's common headers, nlohmann/json (data and
# above), Dear ImGui and SDL (render, UI, shell), Catch2 (the tests) are parsed once per
# target instead of once per unit. -DBC_PRECOMPILED_HEADERS=OFF builds without them, which
# also checks that every unit includes what it uses.
option(BC_PRECOMPILED_HEADERS "Precompile the headers most units parse (the STL, nlohmann/json, Dear ImGui, SDL, Catch2)" ON)

# What the rules core and its layer 2 may use: containers and algorithms, no I/O.
set(BC_PCH_STD <algorithm> <array> <cstddef> <cstdint> <functional> <map> <memory> <optional> <set>
    <string> <string_view> <utility> <vector>)
set(BC_PCH_JSON ${BC_PCH_STD} <filesystem> <nlohmann/json.hpp>)
set(BC_PCH_SCREEN ${BC_PCH_JSON} <SDL.h> <imgui.h>)

# The targets compiled in unity batches (BC_UNITY_BUILD, at the end).
set(BC_UNITY_TARGETS bc_core bc_text bc_campaign bc_autoplay bc_generator bc_runs bc_i18n bc_data
    bc_session base-command-cli bc_render bc_ui bc_app bc_fuzz_targets
    core_tests data_tests session_tests app_tests)

function(bc_precompile target)
  if(NOT BC_PRECOMPILED_HEADERS OR NOT TARGET ${target})
    return()
  endif()
  # A target whose units all fit in one unity batch parses its headers once anyway: a
  # precompiled header would only add its own compile.
  if(BC_UNITY_BUILD AND target IN_LIST BC_UNITY_TARGETS)
    get_target_property(sources ${target} SOURCES)
    list(LENGTH sources count)
    if(count LESS_EQUAL BC_UNITY_BATCH_SIZE)
      return()
    endif()
  endif()
  target_precompile_headers(${target} PRIVATE ${ARGN})
endfunction()

foreach(target bc_core bc_text bc_campaign bc_autoplay bc_i18n)
  bc_precompile(${target} ${BC_PCH_STD})
endforeach()
foreach(target bc_data bc_session base-command-cli bc_fuzz_targets)
  bc_precompile(${target} ${BC_PCH_JSON})
endforeach()
foreach(target bc_render bc_ui bc_app)
  bc_precompile(${target} ${BC_PCH_SCREEN})
endforeach()
foreach(target core_tests i18n_tests)
  bc_precompile(${target} ${BC_PCH_STD} <catch2/catch.hpp>)
endforeach()
foreach(target data_tests session_tests fuzz_corpus_tests)
  bc_precompile(${target} ${BC_PCH_JSON} <catch2/catch.hpp>)
endforeach()
bc_precompile(app_tests ${BC_PCH_SCREEN} <catch2/catch.hpp>)

# The tests' own units at -O1: what they run is the libraries' code, built as the game is
# (-O3 in the release preset); a test's unit is mostly Catch2's expanded macros, whose
# optimisation at -O3 costs about a third more compile time (tests/core/policy_test.cpp:
# 3.8 s at -O3, 2.7 s at -O1) and buys nothing a test waits for.
set(BC_TEST_OPTIMIZATION "-O1" CACHE STRING "Optimisation of the test units (empty: the build type's)")
if(BC_TEST_OPTIMIZATION AND CMAKE_BUILD_TYPE STREQUAL "Release")
  foreach(target bc_catch_main core_tests data_tests session_tests app_tests i18n_tests fuzz_corpus_tests registration_probe)
    if(TARGET ${target})
      target_compile_options(${target} PRIVATE ${BC_TEST_OPTIMIZATION})
    endif()
  endforeach()
endif()

# The unity batches (BC_UNITY_BUILD, above).
# Units that define a file-scope name another unit of their target defines too, or that a
# `using namespace` of another makes ambiguous: they are compiled alone. (Found by building
# each target as one batch, -DBC_UNITY_BATCH_SIZE=0, so that no order of the batches joins
# two of them.)
set(BC_UNITY_ALONE
    src/core/card_hash.cpp                  # AddPile, AddUnit as in state_hash_v1.cpp
    src/core/card_posts.cpp                 # Fail as in card_check.cpp
    src/render/board_posts.cpp              # Im as in board_overlays.cpp
    src/render/base_labels.cpp              # kOutline as in board_labels.cpp
    # The tests' helpers, each file's own: Start, Mentions, IntentOf, HasError, GameCatalog,
    # CliResult, C, Key, kAssets, TooltipText and the like.
    tests/core/card_property_test.cpp tests/core/concealment_test.cpp
    tests/core/effect_support_test.cpp tests/core/lanes_traps_test.cpp
    tests/core/loadout_test.cpp tests/core/posts_test.cpp
    tests/data/card_effects_shipped_test.cpp tests/data/following_errors_test.cpp
    tests/data/generated_siege_test.cpp tests/data/generator_loader_test.cpp
    tests/data/runs_cli_test.cpp tests/data/settings_json_test.cpp tests/data/siege_json_test.cpp
    tests/session/key_map_test.cpp
    tests/app/audio_cinema_test.cpp tests/app/cinema_reels_test.cpp
    tests/app/colour_vision_test.cpp tests/app/controller_test.cpp tests/app/first_tips_test.cpp
    tests/app/gamepad_test.cpp tests/app/run_pad_test.cpp tests/app/score_breakdown_test.cpp
    tests/app/script_play_test.cpp tests/app/text_fit_test.cpp tests/app/trust_keys_test.cpp
    tests/app/trust_test.cpp)
if(BC_UNITY_BUILD)
  foreach(target IN LISTS BC_UNITY_TARGETS)
    if(TARGET ${target})
      set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${BC_UNITY_BATCH_SIZE})
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
