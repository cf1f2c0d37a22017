#include "render/kept_window.h"

namespace bc::render {

void KeepWindowDrawn(const ImDrawList*, const ImDrawCmd*) {}

}  // namespace bc::render
