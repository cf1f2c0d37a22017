# The layers' guard: each layer may include its own headers and those of the layers below
# it, and nothing that points the other way. Run with cmake -DROOT=<source tree> -P; fails
# (listing every offending line) when a file breaks its layer's rule. The build runs it
# before compiling anything, and a ctest case runs it again; cmake/check_includes_test.cmake
# proves that it catches each kind of wrong-way include. The layers and what each may use:
# docs/architecture.md.
#
#   core     include/basecommand, src/core   the battle rules: the standard library only (no
#                                            files, clocks, threads), and nothing of the text,
#                                            the campaign or the autoplayers
#   text     src/text                        + core's public headers (the same standard library)
#   campaign src/campaign                    + core's public headers (the same standard library)
#   autoplay src/autoplay                    + campaign (the same standard library)
#   generator src/generator                  + core's public headers (the same standard
#                                            library): the siege generator
#   runs     src/runs                        + campaign, autoplay, generator (the same
#                                            standard library): proven sieges, the run mode
#   i18n     src/i18n                        the standard library: the message catalogues,
#                                            which every layer above those may use
#   data     src/data                        + core, text, campaign, autoplay, nlohmann/json,
#                                            <filesystem>
#   session  src/session                     + data; no SDL, no ImGui
#   render   src/render                      + session, SDL, ImGui; no data, no ui
#   ui       src/ui                          + render; data only for its error type (load_error.h)
#   app      src/app                         + everything above, and the ImGui backends
#   cli      src/cli                         core and layer 2, data and session; no SDL, no ImGui
#
# The tests: tests/core includes the core and its layer 2 (private headers too), tests/data
# adds data and the catalogues, tests/session adds the session (no SDL, no ImGui), tests/app
# anything; each may include the shared test headers of tests/ and its own folder's.
#
# Beyond includes: the private core headers (src/core/*.h) are the core's alone; files are
# written only by the data layer's writer (src/data/file_io.cpp); JSON is parsed only in
# src/data (and nothing outside src/data includes nlohmann/json); the
# screens and the board never call the functions that write files, change the profile or
# play, undo or restart the battle, and hold the battle only as a const BattleSession;
# the window system's events (key codes, mouse buttons, the event queue) are read only where
# the shell translates them (src/app/event_translation.cpp).

cmake_minimum_required(VERSION 3.25)

if(NOT ROOT)
  message(FATAL_ERROR "check_includes.cmake needs -DROOT=<source tree>")
endif()

set(bc_problems "")

# Collects the .h/.cpp files under the given folders of ROOT.
function(bc_layer_files out)
  set(files "")
  foreach(dir ${ARGN})
    if(IS_DIRECTORY "${ROOT}/${dir}")
      file(GLOB_RECURSE found "${ROOT}/${dir}/*.h" "${ROOT}/${dir}/*.cpp")
      list(APPEND files ${found})
    endif()
  endforeach()
  list(SORT files)
  set(${out} "${files}" PARENT_SCOPE)
endfunction()

# Checks every #include of a layer's files:
#   QUOTED   regex a "..." include must match (its own and lower layers' headers)
#   SYSTEM   regex of <...> includes the layer may not use ("" = any)
#   EXCEPT   files (relative to ROOT) skipped, each with a reason in the caller
function(bc_check_layer name)
  cmake_parse_arguments(L "" "QUOTED;SYSTEM" "DIRS;EXCEPT" ${ARGN})
  bc_layer_files(files ${L_DIRS})
  set(problems "${bc_problems}")
  foreach(f ${files})
    file(RELATIVE_PATH rel "${ROOT}" "${f}")
    if(rel IN_LIST L_EXCEPT)
      continue()
    endif()
    file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include")
    foreach(line ${lines})
      if(line MATCHES "<([^>]+)>")
        set(target "${CMAKE_MATCH_1}")
        if(L_SYSTEM AND target MATCHES "${L_SYSTEM}")
          list(APPEND problems "${rel}: ${line}  (the ${name} layer may not use <${target}>)")
        endif()
      elseif(line MATCHES "\"([^\"]+)\"")
        set(target "${CMAKE_MATCH_1}")
        if(NOT target MATCHES "${L_QUOTED}")
          list(APPEND problems "${rel}: ${line}  (the ${name} layer may not include \"${target}\")")
        endif()
      endif()
    endforeach()
  endforeach()
  set(bc_problems "${problems}" PARENT_SCOPE)
endfunction()

# Fails on any line matching REGEX in the layer's files, except the files in EXCEPT.
function(bc_check_words what)
  cmake_parse_arguments(W "" "REGEX" "DIRS;EXCEPT" ${ARGN})
  bc_layer_files(files ${W_DIRS})
  set(problems "${bc_problems}")
  foreach(f ${files})
    file(RELATIVE_PATH rel "${ROOT}" "${f}")
    if(rel IN_LIST W_EXCEPT)
      continue()
    endif()
    file(STRINGS "${f}" lines REGEX "${W_REGEX}")
    foreach(line ${lines})
      string(STRIP "${line}" line)
      list(APPEND problems "${rel}: ${line}  (${what})")
    endforeach()
  endforeach()
  set(bc_problems "${problems}" PARENT_SCOPE)
endfunction()

set(bc_gui "^(SDL|SDL2/|imgui)")
set(bc_std_only "^(SDL|SDL2/|imgui|nlohmann|catch2|fstream|filesystem|chrono|thread|random|ctime|cstdio|iostream)")
# The layers under data, as an include prefix: the core's public headers and layer 2.
set(bc_rules "basecommand|text|campaign|autoplay|generator|runs")
bc_check_layer(core DIRS include/basecommand src/core
  QUOTED "^(basecommand|core)/"
  SYSTEM "${bc_std_only}")
bc_check_layer(text DIRS src/text
  QUOTED "^(basecommand|text)/"
  SYSTEM "${bc_std_only}")
bc_check_layer(campaign DIRS src/campaign
  QUOTED "^(basecommand|campaign)/"
  SYSTEM "${bc_std_only}")
bc_check_layer(autoplay DIRS src/autoplay
  QUOTED "^(basecommand|campaign|autoplay)/"
  SYSTEM "${bc_std_only}")
bc_check_layer(generator DIRS src/generator
  QUOTED "^(basecommand|generator)/"
  SYSTEM "${bc_std_only}")
bc_check_layer(runs DIRS src/runs
  QUOTED "^(basecommand|campaign|autoplay|generator|runs)/"
  SYSTEM "${bc_std_only}")
bc_check_layer(i18n DIRS src/i18n
  QUOTED "^i18n/"
  SYSTEM "${bc_gui}|^nlohmann|^catch2")
bc_check_layer(data DIRS src/data
  QUOTED "^(${bc_rules}|data|i18n)/"
  SYSTEM "${bc_gui}|^catch2")
bc_check_layer(session DIRS src/session
  QUOTED "^(${bc_rules}|data|session|i18n)/"
  SYSTEM "${bc_gui}|^nlohmann|^catch2")
bc_check_layer(render DIRS src/render
  QUOTED "^(${bc_rules}|session|render|i18n)/"
  SYSTEM "^nlohmann|^catch2")
bc_check_layer(ui DIRS src/ui
  QUOTED "^((${bc_rules}|session|render|ui|i18n)/|data/load_error\\.h$)"
  SYSTEM "^nlohmann|^catch2")
bc_check_layer(app DIRS src/app
  QUOTED "^((${bc_rules}|data|session|render|ui|app|i18n)/|imgui_impl_)"
  SYSTEM "^nlohmann|^catch2")
bc_check_layer(cli DIRS src/cli
  QUOTED "^(${bc_rules}|data|session|cli|i18n)/"
  SYSTEM "${bc_gui}|^nlohmann|^catch2")
# The tests: each folder includes its layer and those below, its private headers too, and
# the test headers of its own folder and of tests/ (a bare file name).
bc_check_layer(core-tests DIRS tests/core
  QUOTED "^((${bc_rules}|core)/|[a-z_]+\\.h$)"
  SYSTEM "${bc_gui}|^nlohmann")
bc_check_layer(data-tests DIRS tests/data
  QUOTED "^((${bc_rules}|core|data|i18n)/|[a-z_]+\\.h$)"
  SYSTEM "${bc_gui}")
# The session's tests build without a window: no SDL, no ImGui, nothing above the session.
bc_check_layer(session-tests DIRS tests/session
  QUOTED "^((${bc_rules}|data|session|core|i18n)/|[a-z_]+\\.h$|\\.\\./data/[a-z_]+\\.h$)"
  SYSTEM "${bc_gui}")
bc_check_layer(app-tests DIRS tests/app
  QUOTED "^((${bc_rules}|core|data|session|render|ui|app|i18n)/|[a-z_]+\\.h$|imgui_impl_)"
  SYSTEM "^nlohmann")

bc_check_words("files are written only through the data layer's writer, src/data/file_io.cpp"
  DIRS include src REGEX "std::(o|)fstream|ofstream"
  EXCEPT src/data/file_io.h src/data/file_io.cpp)
bc_check_words("JSON is parsed only in src/data"
  DIRS include src/core src/text src/campaign src/autoplay src/generator src/runs src/session src/render src/ui src/app src/cli
  REGEX "json::parse|ParseJson(Text|File)")
bc_check_words("JSON belongs to src/data"
  DIRS include src/core src/text src/campaign src/autoplay src/generator src/runs src/session src/render src/ui src/app src/cli
  REGEX "#[ \t]*include[ \t]*<nlohmann")
bc_check_words("the screens and the board draw and ask; the session writes, changes the profile and plays the battle, after the frame"
  DIRS src/ui src/render
  REGEX "(^|[^:A-Za-z_]|session::|data::)(WriteFileAtomically|WriteFileWithBackup|RemoveWithBackup|WriteDurably|WriteSiegeSave|SaveCommandFile|WriteChosenCommandFile|DeleteCommandFile|EraseSiegeSave|SaveSettings|SaveProfile|SaveProgress|RecordFinishedBattle|ApplyProfileCommand|ApplyUnchecked|StartBattle)[ \t]*\\(|(\\.|->)(Change|Carry|Apply|Play|Undo|Restart|ReplayActions|SaveProgress)[ \t]*\\(")
bc_check_words("the screens and the board read the battle as a const session::BattleSession, the shell holds its service"
  DIRS src/ui src/render
  REGEX "BattleService|(^|[^t][ \t]+|[(,<][ \t]*)(session::)?BattleSession[ \t]*[*&]")
bc_check_words("the window system's events are read only in src/app/event_translation.cpp"
  DIRS include src
  REGEX "SDL_Event[^a-zA-Z]|SDL_KeyboardEvent|SDL_MouseButtonEvent|SDL_PollEvent|SDLK_|KMOD_|SDL_BUTTON_|SDL_Keycode"
  EXCEPT src/app/event_translation.h src/app/event_translation.cpp)

if(bc_problems)
  list(JOIN bc_problems "\n  " msg)
  message(FATAL_ERROR "Wrong-way includes (docs/architecture.md, The layers):\n  ${msg}")
endif()
