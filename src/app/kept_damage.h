// The part of a kept window (imgui_draw.h) to draw again when its draw lists change.
//
// A kept window's texture holds what its triangles drew, in order, on the window's
// cleared colour. When the lists change, the triangles of this frame are compared with
// those the texture was drawn from: a pixel that only triangles found in both touch, in
// the same order, comes out the same, so only the pixels a triangle that left or came can
// touch are drawn again (the ground put back there, then every triangle clipped to them).
// A hover, a changed number or a line of the log then costs its own pixels, not the panel's.
#pragma once

#include <SDL.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace bc::app {

// One triangle of a kept window: what it draws (its corners with their texture
// coordinates and colours, its texture, its clip rectangle) as a hash, and the pixels it
// can touch (window pixels).
struct KeptPiece {
  std::uint64_t hash = 0;
  SDL_Rect rect{0, 0, 0, 0};
};

// The rectangles (at most `most`, each inside `within`) that cover every pixel a piece
// of `before` or of `now` that the other lacks can touch; empty when they are the same.
// False when the pieces both have are not in the same order (then the whole is drawn again).
bool KeptDamage(const std::vector<KeptPiece>& before, const std::vector<KeptPiece>& now, const SDL_Rect& within,
                int most, std::vector<SDL_Rect>& out);

// How many pieces `before` and `now` start with alike (the same hashes in the same order),
// and, of what follows those, how many they end with alike: the pieces both comparisons
// take as kept without comparing them.
struct SameEnds {
  std::size_t head = 0;
  std::size_t tail = 0;
};
SameEnds SameEndsOf(const std::vector<KeptPiece>& before, const std::vector<KeptPiece>& now);

// `rects` merged until at most `most` remain: first those within a few pixels of each
// other, then the pair whose union adds the fewest pixels.
void MergeRects(std::vector<SDL_Rect>& rects, int most);

// The pixels of `rects` (which may overlap), each counted once.
long long AreaOf(const std::vector<SDL_Rect>& rects);

}  // namespace bc::app
