// Counts the draw calls the game hands SDL's renderer (each copy of a texture, each fill,
// clear and geometry call), by kind, so that the frame benchmark can print how many a
// frame makes and the tests can hold a frame's drawing to a number of batches. One count
// for the process: all drawing happens on the main thread.
#pragma once

namespace bc::render {

enum class DrawCall { kClear, kCopy, kFill, kGeometry, kTexturedGeometry };

struct DrawCalls {
  int clears = 0;
  int copies = 0;             // SDL_RenderCopy and its variants
  int fills = 0;              // SDL_RenderFillRect(F)
  int geometry = 0;           // SDL_RenderGeometry(Raw) without a texture
  int textured_geometry = 0;  // and with one
  int Total() const { return clears + copies + fills + geometry + textured_geometry; }
  // What was counted between `since` and this count.
  DrawCalls Since(const DrawCalls& since) const {
    return DrawCalls{clears - since.clears, copies - since.copies, fills - since.fills, geometry - since.geometry,
                     textured_geometry - since.textured_geometry};
  }
};

// Counts one call of this kind.
void CountDrawCall(DrawCall kind);
// The calls counted since the process started.
DrawCalls DrawCallsSoFar();

}  // namespace bc::render
