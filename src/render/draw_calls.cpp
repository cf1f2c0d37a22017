#include "render/draw_calls.h"

namespace bc::render {

namespace {
DrawCalls counted;
}  // namespace

void CountDrawCall(DrawCall kind) {
  switch (kind) {
    case DrawCall::kClear: ++counted.clears; break;
    case DrawCall::kCopy: ++counted.copies; break;
    case DrawCall::kFill: ++counted.fills; break;
    case DrawCall::kGeometry: ++counted.geometry; break;
    case DrawCall::kTexturedGeometry: ++counted.textured_geometry; break;
  }
}

DrawCalls DrawCallsSoFar() { return counted; }

}  // namespace bc::render
