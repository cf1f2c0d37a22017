# How the build is made quicker (docs/performance.md, Build): precompiled headers for the
# headers most units of a target parse, included from CMakeLists.txt once every target
# exists. ccache is taken up in CMakeLists.txt itself, before the targets are made.
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

function(bc_precompile target)
  if(BC_PRECOMPILED_HEADERS AND TARGET ${target})
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
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
  foreach(target core_tests data_tests session_tests app_tests i18n_tests fuzz_corpus_tests registration_probe)
    if(TARGET ${target})
      target_compile_options(${target} PRIVATE ${BC_TEST_OPTIMIZATION})
    endif()
  endforeach()
endif()
