// The build's version string, as CMake sets it ("0.1.1").
#pragma once

namespace bc::app {
const char* Version();
}  // namespace bc::app
