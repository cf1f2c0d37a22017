// The build's version, as CMake sets it.
#include "session/version.h"

namespace bc::session {
const char* Version() { return BC_VERSION; }
}  // namespace bc::session
