// A kept window is drawn again only where its triangles changed (app/kept_damage.h).
#include "app/kept_damage.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <utility>
#include <vector>

using bc::app::AreaOf;
using bc::app::KeptDamage;
using bc::app::KeptPiece;
using bc::app::SameEndsOf;

namespace {

const SDL_Rect kWithin{100, 50, 300, 400};

bool Covers(const std::vector<SDL_Rect>& rects, const SDL_Rect& r) {
  // Every pixel of r lies in one of rects.
  for (int y = r.y; y < r.y + r.h; ++y) {
    for (int x = r.x; x < r.x + r.w; ++x) {
      const SDL_Point p{x, y};
      bool in = false;
      for (const SDL_Rect& q : rects) in = in || SDL_PointInRect(&p, &q) == SDL_TRUE;
      if (!in) return false;
    }
  }
  return true;
}

}  // namespace

TEST_CASE("kept damage: the same triangles draw nothing again", "[app][kept_damage]") {
  const std::vector<KeptPiece> pieces{{1, {110, 60, 20, 10}}, {2, {200, 100, 30, 30}}, {1, {110, 60, 20, 10}}};
  std::vector<SDL_Rect> out{{0, 0, 5, 5}};
  REQUIRE(KeptDamage(pieces, pieces, kWithin, 4, out));
  CHECK(out.empty());
}

TEST_CASE("kept damage: a changed triangle draws its old and its new pixels again, no others", "[app][kept_damage]") {
  const std::vector<KeptPiece> before{{1, {110, 60, 20, 10}}, {2, {200, 100, 30, 30}}, {3, {120, 300, 50, 20}}};
  const std::vector<KeptPiece> now{{1, {110, 60, 20, 10}}, {4, {205, 100, 30, 30}}, {3, {120, 300, 50, 20}}};
  std::vector<SDL_Rect> out;
  REQUIRE(KeptDamage(before, now, kWithin, 4, out));
  CHECK(Covers(out, SDL_Rect{200, 100, 30, 30}));
  CHECK(Covers(out, SDL_Rect{205, 100, 30, 30}));
  // Near rectangles become one, the size of both.
  REQUIRE(out.size() == 1);
  CHECK(AreaOf(out) == 35 * 30);
  // A triangle that came (or left) counts as well.
  std::vector<KeptPiece> more = before;
  more.push_back({5, {300, 400, 10, 10}});
  REQUIRE(KeptDamage(before, more, kWithin, 4, out));
  REQUIRE(out.size() == 1);
  CHECK(out[0].x == 300);
  CHECK(out[0].y == 400);
  CHECK(AreaOf(out) == 100);
  REQUIRE(KeptDamage(more, before, kWithin, 4, out));
  CHECK(AreaOf(out) == 100);
}

TEST_CASE("kept damage: pixels outside the window are not drawn", "[app][kept_damage]") {
  const std::vector<KeptPiece> before{{1, {90, 40, 20, 20}}};
  const std::vector<KeptPiece> now{{2, {90, 40, 20, 20}}};
  std::vector<SDL_Rect> out;
  REQUIRE(KeptDamage(before, now, kWithin, 4, out));
  REQUIRE(out.size() == 1);
  CHECK(out[0].x == 100);
  CHECK(out[0].y == 50);
  CHECK(out[0].w == 10);
  CHECK(out[0].h == 10);
}

TEST_CASE("kept damage: triangles kept in another order draw the whole again", "[app][kept_damage]") {
  // Two triangles that both frames draw, the other way round: where they overlap the
  // later one lies on top, so no pixel can be trusted.
  const std::vector<KeptPiece> before{{1, {110, 60, 50, 50}}, {2, {130, 80, 50, 50}}};
  const std::vector<KeptPiece> now{{2, {130, 80, 50, 50}}, {1, {110, 60, 50, 50}}};
  std::vector<SDL_Rect> out;
  CHECK_FALSE(KeptDamage(before, now, kWithin, 4, out));
}

TEST_CASE("kept damage: scattered changes come in at most the rectangles asked for", "[app][kept_damage]") {
  std::vector<KeptPiece> before;
  std::vector<KeptPiece> now;
  std::vector<SDL_Rect> changed;
  for (int i = 0; i < 12; ++i) {
    const SDL_Rect r{110 + (i % 3) * 90, 60 + (i / 3) * 90, 8, 8};
    before.push_back({static_cast<std::uint64_t>(100 + i), r});
    now.push_back({static_cast<std::uint64_t>(200 + i), r});
    changed.push_back(r);
  }
  std::vector<SDL_Rect> out;
  REQUIRE(KeptDamage(before, now, kWithin, 4, out));
  CHECK(out.size() == 4);
  for (const SDL_Rect& r : changed) CHECK(Covers(out, r));
  REQUIRE(KeptDamage(before, now, kWithin, 1, out));
  CHECK(out.size() == 1);
}

TEST_CASE("kept damage: the area of overlapping rectangles counts each pixel once", "[app][kept_damage]") {
  CHECK(AreaOf({}) == 0);
  CHECK(AreaOf({SDL_Rect{0, 0, 10, 10}}) == 100);
  CHECK(AreaOf({SDL_Rect{0, 0, 10, 10}, SDL_Rect{5, 5, 10, 10}}) == 175);
  CHECK(AreaOf({SDL_Rect{0, 0, 10, 10}, SDL_Rect{2, 2, 3, 3}}) == 100);
  CHECK(AreaOf({SDL_Rect{0, 0, 10, 10}, SDL_Rect{20, 0, 10, 10}}) == 200);
}

TEST_CASE("kept damage: the pieces both start and end with are counted, and only those between compared",
          "[app][kept_damage]") {
  // A long panel whose one line in the middle changed, and a line that came after it.
  std::vector<KeptPiece> before;
  for (int i = 0; i < 200; ++i) before.push_back({static_cast<std::uint64_t>(1000 + i), {110, 60 + i, 20, 1}});
  std::vector<KeptPiece> now = before;
  now[120] = {7, {140, 180, 30, 1}};
  now.insert(now.begin() + 150, KeptPiece{8, {150, 300, 10, 1}});
  CHECK(SameEndsOf(before, now).head == 120);
  CHECK(SameEndsOf(before, now).tail == 50);
  CHECK(SameEndsOf(before, before).head == 200);
  CHECK(SameEndsOf(before, before).tail == 0);
  std::vector<SDL_Rect> out;
  REQUIRE(KeptDamage(before, now, kWithin, 4, out));
  CHECK(Covers(out, SDL_Rect{110, 180, 20, 1}));  // the old line
  CHECK(Covers(out, SDL_Rect{140, 180, 30, 1}));  // the new one
  CHECK(Covers(out, SDL_Rect{150, 300, 10, 1}));  // the one that came
  CHECK(AreaOf(out) < 200);
  // Two lines between that changed places: the whole is drawn again.
  std::vector<KeptPiece> swapped = before;
  std::swap(swapped[100], swapped[101]);
  CHECK(SameEndsOf(before, swapped).head == 100);
  CHECK(SameEndsOf(before, swapped).tail == 98);
  CHECK_FALSE(KeptDamage(before, swapped, kWithin, 4, out));
}
