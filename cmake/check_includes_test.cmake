# Proves that cmake/check_includes.cmake catches wrong-way includes: for each rule it plants
# one offending file in a scratch source tree, runs the check on that tree and expects it to
# fail naming the file; a tree of well-behaved files must pass. Run with
# cmake -DCHECK=<path to check_includes.cmake> -DSCRATCH=<folder> -P.
cmake_minimum_required(VERSION 3.25)

if(NOT CHECK OR NOT SCRATCH)
  message(FATAL_ERROR "check_includes_test.cmake needs -DCHECK=... and -DSCRATCH=...")
endif()

# A folder of this run's own, so that parallel runs never share one.
string(RANDOM LENGTH 12 ALPHABET "abcdefghijklmnopqrstuvwxyz0123456789" run)
set(base "${SCRATCH}/include_check_${run}")
file(REMOVE_RECURSE "${base}")

set(failures "")
set(cases 0)

# Writes `text` to <tree>/<file>, runs the check on <tree> and records a failure when the
# outcome is not `expect` (PASS or FAIL naming the file).
function(bc_case name expect file text)
  math(EXPR n "${cases} + 1")
  set(cases ${n} PARENT_SCOPE)
  set(tree "${base}/${n}")
  file(WRITE "${tree}/${file}" "${text}\n")
  execute_process(COMMAND "${CMAKE_COMMAND}" -DROOT=${tree} -P "${CHECK}"
                  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(f "${failures}")
  if(expect STREQUAL "PASS" AND NOT result EQUAL 0)
    list(APPEND f "${name}: the check refused a well-behaved file:\n${err}")
  elseif(expect STREQUAL "FAIL")
    if(result EQUAL 0)
      list(APPEND f "${name}: the check let ${file} through")
    elseif(NOT err MATCHES "${file}")
      list(APPEND f "${name}: the check failed without naming ${file}:\n${err}")
    endif()
  endif()
  set(failures "${f}" PARENT_SCOPE)
endfunction()

# Well-behaved files, one per layer, each including what its layer may.
bc_case("core includes its own headers" PASS "src/core/good.cpp"
  "#include <vector>\n#include \"basecommand/rules.h\"\n#include \"core/card_rules.h\"")
bc_case("the text includes the core's public headers" PASS "src/text/good.cpp"
  "#include <string>\n#include \"basecommand/event.h\"\n#include \"text/log_text.h\"")
bc_case("the campaign includes the core's public headers" PASS "src/campaign/good.cpp"
  "#include <map>\n#include \"basecommand/carried_units.h\"\n#include \"campaign/profile.h\"")
bc_case("the autoplayers include the campaign" PASS "src/autoplay/good.cpp"
  "#include \"basecommand/rules.h\"\n#include \"campaign/campaign_grade.h\"\n#include \"autoplay/policy.h\"")
bc_case("the core's tests include the core and its layer 2" PASS "tests/core/good_test.cpp"
  "#include <catch2/catch.hpp>\n#include \"core/card_rules.h\"\n#include \"autoplay/policy.h\"\n#include \"card_fixtures.h\"")
bc_case("the data tests include data and the core" PASS "tests/data/good_test.cpp"
  "#include <nlohmann/json.hpp>\n#include \"data/reader.h\"\n#include \"campaign/profile.h\"\n#include \"temp_data.h\"")
bc_case("the app tests include the screens and the shell" PASS "tests/app/good_test.cpp"
  "#include <imgui.h>\n#include \"ui/screen.h\"\n#include \"app/app.h\"\n#include \"imgui_impl_sdl.h\"")
bc_case("data includes the core and JSON" PASS "src/data/good.cpp"
  "#include <nlohmann/json.hpp>\n#include \"basecommand/catalog.h\"\n#include \"data/reader.h\"")
bc_case("the session includes data" PASS "src/session/good.cpp"
  "#include <filesystem>\n#include \"data/file_io.h\"\n#include \"session/settings.h\"")
bc_case("render includes SDL and the session" PASS "src/render/good.h"
  "#include <SDL.h>\n#include <imgui.h>\n#include \"session/key_map.h\"\n#include \"render/palette.h\"")
bc_case("the UI includes render and the load error type" PASS "src/ui/good.cpp"
  "#include <imgui.h>\n#include \"render/board_view.h\"\n#include \"data/load_error.h\"\n#include \"ui/screen.h\"")
bc_case("the shell includes everything and translates events" PASS "src/app/event_translation.cpp"
  "#include \"ui/screen.h\"\n#include \"data/catalog_loader.h\"\n#include \"imgui_impl_sdl.h\"\nSDL_KeyboardEvent key; int k = SDLK_ESCAPE;")
bc_case("the CLI includes data and the session" PASS "src/cli/good.cpp"
  "#include \"data/catalog_loader.h\"\n#include \"session/siege_save.h\"\n#include \"cli/cli.h\"")
bc_case("the data layer's writer writes files" PASS "src/data/file_io.cpp"
  "#include <fstream>\nstd::ofstream out(path, std::ios::binary);")
bc_case("the UI includes the message catalogues" PASS "src/ui/good.cpp"
  "#include \"i18n/translate.h\"\n#include \"ui/screen.h\"")
bc_case("the catalogues include their own headers" PASS "src/i18n/good.cpp"
  "#include <filesystem>\n#include \"i18n/mo_file.h\"")

# One wrong-way include per rule.
bc_case("render -> ui" FAIL "src/render/bad.h" "#include \"ui/screen.h\"")
bc_case("render -> data" FAIL "src/render/bad.cpp" "#include \"data/file_io.h\"")
bc_case("ui -> a private core header" FAIL "src/ui/bad.cpp" "#include \"core/card_rules.h\"")
bc_case("ui -> data I/O" FAIL "src/ui/bad.cpp" "#include \"data/file_io.h\"")
bc_case("ui -> the shell" FAIL "src/ui/bad.h" "#include \"app/audio.h\"")
bc_case("session -> SDL" FAIL "src/session/bad.cpp" "#include <SDL.h>")
bc_case("session -> ImGui" FAIL "src/session/bad.h" "#include <imgui.h>")
bc_case("session -> ui" FAIL "src/session/bad.cpp" "#include \"ui/screen.h\"")
bc_case("data -> session" FAIL "src/data/bad.cpp" "#include \"session/settings.h\"")
bc_case("core -> data" FAIL "src/core/bad.cpp" "#include \"data/reader.h\"")
bc_case("core -> the campaign" FAIL "src/core/bad.cpp" "#include \"campaign/profile.h\"")
bc_case("core -> the autoplayers" FAIL "src/core/bad.cpp" "#include \"autoplay/policy.h\"")
bc_case("core -> the text" FAIL "src/core/bad.cpp" "#include \"text/event_text.h\"")
bc_case("core public header -> the campaign" FAIL "include/basecommand/bad.h" "#include \"campaign/campaign.h\"")
bc_case("text -> the campaign" FAIL "src/text/bad.cpp" "#include \"campaign/profile.h\"")
bc_case("text -> a private core header" FAIL "src/text/bad.cpp" "#include \"core/card_rules.h\"")
bc_case("text -> files" FAIL "src/text/bad.cpp" "#include <fstream>")
bc_case("campaign -> the autoplayers" FAIL "src/campaign/bad.cpp" "#include \"autoplay/autoplay.h\"")
bc_case("campaign -> the text" FAIL "src/campaign/bad.h" "#include \"text/hostiles.h\"")
bc_case("campaign -> data" FAIL "src/campaign/bad.cpp" "#include \"data/reader.h\"")
bc_case("campaign -> a clock" FAIL "src/campaign/bad.cpp" "#include <chrono>")
bc_case("autoplay -> a private core header" FAIL "src/autoplay/bad.cpp" "#include \"core/siege_ops.h\"")
bc_case("autoplay -> the text" FAIL "src/autoplay/bad.cpp" "#include \"text/event_text.h\"")
bc_case("autoplay -> threads" FAIL "src/autoplay/bad.cpp" "#include <thread>")
bc_case("core tests -> data" FAIL "tests/core/bad_test.cpp" "#include \"data/reader.h\"")
bc_case("core tests -> the session" FAIL "tests/core/bad_test.cpp" "#include \"session/battle_service.h\"")
bc_case("core tests -> JSON" FAIL "tests/core/bad_test.cpp" "#include <nlohmann/json.hpp>")
bc_case("data tests -> the session" FAIL "tests/data/bad_test.cpp" "#include \"session/settings.h\"")
bc_case("data tests -> ImGui" FAIL "tests/data/bad_test.cpp" "#include <imgui.h>")
bc_case("data tests -> another folder's test header" FAIL "tests/data/bad_test.cpp" "#include \"../app/headless_ui.h\"")
bc_case("app tests -> JSON" FAIL "tests/app/bad_test.cpp" "#include <nlohmann/json.hpp>")
bc_case("app tests -> another folder's test header" FAIL "tests/app/bad_test.cpp" "#include \"../core/card_battle.h\"")
bc_case("core -> the message catalogues" FAIL "src/core/bad.cpp" "#include \"i18n/translate.h\"")
bc_case("the catalogues -> data" FAIL "src/i18n/bad.cpp" "#include \"data/reader.h\"")
bc_case("the catalogues -> ImGui" FAIL "src/i18n/bad.cpp" "#include <imgui.h>")
bc_case("core -> files" FAIL "src/core/bad.cpp" "#include <fstream>")
bc_case("core public header -> SDL" FAIL "include/basecommand/bad.h" "#include <SDL.h>")
bc_case("app -> a private core header" FAIL "src/app/bad.cpp" "#include \"core/siege_ops.h\"")
bc_case("cli -> ImGui" FAIL "src/cli/bad.cpp" "#include <imgui.h>")
bc_case("session tests -> SDL" FAIL "tests/session/bad_test.cpp" "#include <SDL.h>")
bc_case("a file written outside the data layer's writer" FAIL "src/session/bad.cpp"
  "void Save() { std::ofstream out(\"x.json\"); out << 1; }")
bc_case("the CLI writing a file itself" FAIL "src/cli/bad.cpp" "std::ofstream file(path, std::ios::binary);")
bc_case("JSON parsed in the session" FAIL "src/session/bad.cpp"
  "auto json = nlohmann::json::parse(text, nullptr, false);")
bc_case("the session including JSON" FAIL "src/session/bad.h" "#include <nlohmann/json.hpp>")
bc_case("JSON parsed in the CLI" FAIL "src/cli/bad.cpp" "auto source = data::ParseJsonFile(path, errors);")
bc_case("JSON built in the CLI" FAIL "src/cli/bad.cpp" "#include <nlohmann/json.hpp>")
bc_case("a screen saving the siege" FAIL "src/ui/bad.cpp"
  "void Draw() { const std::string error = session::WriteSiegeSave(path, save); }")
bc_case("a screen changing the profile" FAIL "src/ui/bad.cpp"
  "void Draw() { context.profile->Change([](Profile& p) { return SetCallsign(\"x\", p); }); }")
bc_case("a screen writing a file" FAIL "src/ui/bad.cpp" "data::WriteFileAtomically(path, text);")
bc_case("a screen playing an action on the battle" FAIL "src/ui/bad.cpp"
  "void Fire(session::BattleService& battle) { battle.Play(Action::Fire(3)); }")
bc_case("a screen undoing through a pointer" FAIL "src/ui/bad.cpp" "void Back() { battle_->Undo(); }")
bc_case("a screen restarting the battle" FAIL "src/ui/bad.cpp" "void Again() { service.Restart(); }")
bc_case("a screen saving the battle's progress" FAIL "src/ui/bad.cpp" "void Keep() { service->SaveProgress(); }")
bc_case("a screen replaying actions" FAIL "src/ui/bad.cpp" "void Redo() { session->ReplayActions(actions); }")
bc_case("a screen carrying out a battle request itself" FAIL "src/ui/bad.cpp"
  "void Now() { const auto reply = battle_->Carry(request); }")
bc_case("a screen opening a battle" FAIL "src/ui/bad.cpp" "auto start = session::StartBattle(catalog, \"\", nullptr, dir, launch);")
bc_case("the board applying an action to a state" FAIL "src/render/bad.cpp" "ApplyUnchecked(catalog, state, action, nullptr);")
bc_case("the board holding the battle service" FAIL "src/render/bad.h" "session::BattleService* battle_ = nullptr;")
bc_case("a screen holding a battle it may change" FAIL "src/ui/bad.h" "session::BattleSession* battle_ = nullptr;")
bc_case("a screen taking a battle it may change" FAIL "src/ui/bad.h" "void Show(session::BattleSession& battle);")
bc_case("a screen reading the battle and asking for an action" PASS "src/ui/good.cpp"
  "void Draw(const session::BattleSession& battle, Choices& out) { out.battle = session::BattleRequest::Play(battle.legal()[0]); }")
bc_case("a screen asking for a command file to be saved" PASS "src/ui/good.cpp"
  "out.requests.push_back(session::Request::SaveCommandFile(draft, \"Filed.\"));")
bc_case("a screen reading key codes" FAIL "src/ui/bad.cpp" "bool Escape(int k) { return k == SDLK_ESCAPE; }")

file(REMOVE_RECURSE "${base}")
if(failures)
  list(JOIN failures "\n" msg)
  message(FATAL_ERROR "The include check missed cases:\n${msg}")
endif()
message(STATUS "include check: ${cases} cases, each caught or passed as it should be")
