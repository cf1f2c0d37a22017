// Where the game's own files live: the folder that holds data/, assets/, docs/ and
// CHANGELOG.md. An installed game finds it from its own executable (bin/ ->
// share/base-command/), or at the prefix it was installed to; a game run from its build
// folder uses the source tree it was built from. Only a binary that is in the build
// folder it was built in ever looks at the source tree, so an installed or packaged game
// never does.
#pragma once

#include <filesystem>
#include <string>

namespace bc::data {

// The folder holding data/, assets/, docs/ and CHANGELOG.md. When none is found, the
// first place looked (next to the executable, as installed), so that a loader's
// "folder not found" names a real place; ResourceSearchText lists every place tried.
std::filesystem::path ResourceRoot();

// The folders ResourceRoot tries, in order, as one line for an error message.
std::string ResourceSearchText();

// The same search for a given executable path; an empty path when nothing was found.
std::filesystem::path ResourceRootFor(const std::filesystem::path& executable);

// The compiled message catalogues (<code>/LC_MESSAGES/<domain>.mo, i18n/translate.h):
// the build tree's locale/ for a binary in its build folder (msgfmt writes them there),
// else locale/ beside data/ in the resource root (share/base-command/locale installed).
// $BASE_COMMAND_LOCALE, when set, names the folder instead.
std::filesystem::path LocaleRoot();
std::filesystem::path LocaleRootFor(const std::filesystem::path& executable);

}  // namespace bc::data
