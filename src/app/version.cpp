// The build's version, as CMake sets it.
#include "app/version.h"

namespace bc::app {
const char* Version() { return BC_VERSION; }
}  // namespace bc::app
