// The build's version string, as CMake sets it ("0.1.0").
#pragma once

namespace bc::app {
const char* Version();
}  // namespace bc::app
