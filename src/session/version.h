// The build's version string, as CMake sets it ("0.1.1").
#pragma once

namespace bc::session {
const char* Version();
}  // namespace bc::session
