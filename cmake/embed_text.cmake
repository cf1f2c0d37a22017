# Writes a C++ source that holds a text file, for the game to show what a document says
# without a second copy of its words: HOW TO PLAY's rulebook comes from docs/rules.md.
#   cmake -DIN=<text file> -DOUT=<file.cpp> -DNAME=<C++ name> -DNAMESPACE=<namespace> -P
# The source defines `const char* const NAME[]` (pieces of at most 8 KB, cut at line ends,
# since compilers may refuse longer literals) and `const int NAME_count`; joined in order
# they are the file. It is rewritten only when it changes.
cmake_minimum_required(VERSION 3.25)

foreach(arg IN ITEMS IN OUT NAME NAMESPACE)
  if(NOT ${arg})
    message(FATAL_ERROR "embed_text.cmake needs -D${arg}=...")
  endif()
endforeach()

file(READ "${IN}" text)
set(delimiter "bc_text")
string(FIND "${text}" ")${delimiter}\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${IN} holds \")${delimiter}\"\", which ends a raw string: pick another delimiter")
endif()

set(pieces "")
set(count 0)
string(LENGTH "${text}" length)
set(start 0)
while(start LESS length)
  math(EXPR left "${length} - ${start}")
  if(left GREATER 8000)
    string(SUBSTRING "${text}" ${start} 8000 piece)
    string(FIND "${piece}" "\n" last_newline REVERSE)
    if(last_newline GREATER 0)
      math(EXPR cut "${last_newline} + 1")
      string(SUBSTRING "${piece}" 0 ${cut} piece)
    endif()
  else()
    string(SUBSTRING "${text}" ${start} -1 piece)
  endif()
  string(LENGTH "${piece}" piece_length)
  string(APPEND pieces "    R\"${delimiter}(${piece})${delimiter}\",\n")
  math(EXPR start "${start} + ${piece_length}")
  math(EXPR count "${count} + 1")
endwhile()

file(RELATIVE_PATH shown "${CMAKE_CURRENT_LIST_DIR}/.." "${IN}")
set(source "// Generated from ${shown} by cmake/embed_text.cmake: edit that file, not this one.
namespace ${NAMESPACE} {

extern const char* const ${NAME}[];
extern const int ${NAME}_count;

const char* const ${NAME}[] = {
${pieces}};
const int ${NAME}_count = ${count};

}  // namespace ${NAMESPACE}
")
set(old "")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL source)
  file(WRITE "${OUT}" "${source}")
endif()
