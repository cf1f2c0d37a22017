# The AppStream metainfo: packaging/<id>.metainfo.xml.in with its screenshots block filled
# from BC_SCREENSHOT_BASE_URL (where docs/screenshots/ is published; empty leaves the
# block out). Included by CMakeLists.txt, and run as a script by tests/install:
#   cmake -DBC_SOURCE_DIR=... -DBC_METAINFO_OUT=... -DBC_SCREENSHOT_BASE_URL=... -P cmake/metainfo.cmake
set(BC_METAINFO_APP_ID net.basecommand.basecommand)
# The screenshots, in docs/screenshots/, and their captions; the first is the default.
set(BC_METAINFO_SHOTS
  "battle.png|The battle: attackers closing on the command base, their intents drawn"
  "operations.png|SELECT OPERATION: the operations, their missions and the briefing"
  "basecamp.png|The Basecamp: the units kept between sieges, refitted with credits"
  "title.png|The title screen: PLAY, PREPARE and RELAX")

function(bc_write_metainfo source_dir out base_url)
  set(BC_METAINFO_SCREENSHOTS "")
  if(base_url)
    string(APPEND BC_METAINFO_SCREENSHOTS "  <screenshots>\n")
    set(kind " type=\"default\"")
    foreach(shot IN LISTS BC_METAINFO_SHOTS)
      string(REPLACE "|" ";" parts "${shot}")
      list(GET parts 0 file)
      list(GET parts 1 caption)
      if(NOT EXISTS "${source_dir}/docs/screenshots/${file}")
        message(FATAL_ERROR "metainfo: docs/screenshots/${file} is missing")
      endif()
      string(APPEND BC_METAINFO_SCREENSHOTS
        "    <screenshot${kind}>\n"
        "      <caption>${caption}</caption>\n"
        "      <image>${base_url}${file}</image>\n"
        "    </screenshot>\n")
      set(kind "")
    endforeach()
    string(APPEND BC_METAINFO_SCREENSHOTS "  </screenshots>")
  endif()
  configure_file("${source_dir}/packaging/${BC_METAINFO_APP_ID}.metainfo.xml.in" "${out}" @ONLY)
endfunction()

if(CMAKE_SCRIPT_MODE_FILE)
  bc_write_metainfo("${BC_SOURCE_DIR}" "${BC_METAINFO_OUT}" "${BC_SCREENSHOT_BASE_URL}")
endif()
