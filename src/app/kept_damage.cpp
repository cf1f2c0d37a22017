#include "app/kept_damage.h"

#include <algorithm>
#include <unordered_map>

namespace bc::app {

namespace {

long long Area(const SDL_Rect& r) { return static_cast<long long>(r.w) * r.h; }

SDL_Rect Union(const SDL_Rect& a, const SDL_Rect& b) {
  SDL_Rect u;
  SDL_UnionRect(&a, &b, &u);
  return u;
}

// Near enough to share a rectangle: touching, or within a few pixels.
bool Near(const SDL_Rect& a, const SDL_Rect& b) {
  constexpr int kGap = 4;
  const SDL_Rect grown{a.x - kGap, a.y - kGap, a.w + 2 * kGap, a.h + 2 * kGap};
  return SDL_HasIntersection(&grown, &b) == SDL_TRUE;
}

// Rectangles merged until at most `most` remain: first the near ones, then the pair
// whose union adds the fewest pixels.
void Merge(std::vector<SDL_Rect>& rects, int most) {
  std::vector<SDL_Rect> merged;
  for (const SDL_Rect& r : rects) {
    SDL_Rect cur = r;
    // Take in every merged rectangle near it (and again, as it grows).
    for (bool again = true; again;) {
      again = false;
      for (std::size_t i = 0; i < merged.size(); ++i) {
        if (!Near(merged[i], cur)) continue;
        cur = Union(cur, merged[i]);
        merged[i] = merged.back();
        merged.pop_back();
        again = true;
        break;
      }
    }
    merged.push_back(cur);
  }
  constexpr std::size_t kMostPairs = 64;  // beyond this, one rectangle round them all
  if (merged.size() > kMostPairs) {
    SDL_Rect all = merged.front();
    for (const SDL_Rect& r : merged) all = Union(all, r);
    merged.assign(1, all);
  }
  while (merged.size() > static_cast<std::size_t>(std::max(1, most))) {
    std::size_t best_a = 0;
    std::size_t best_b = 1;
    long long best = -1;
    for (std::size_t a = 0; a < merged.size(); ++a) {
      for (std::size_t b = a + 1; b < merged.size(); ++b) {
        const long long added = Area(Union(merged[a], merged[b])) - Area(merged[a]) - Area(merged[b]);
        if (best < 0 || added < best) {
          best = added;
          best_a = a;
          best_b = b;
        }
      }
    }
    merged[best_a] = Union(merged[best_a], merged[best_b]);
    merged[best_b] = merged.back();
    merged.pop_back();
  }
  rects.swap(merged);
}

}  // namespace

void MergeRects(std::vector<SDL_Rect>& rects, int most) {
  if (!rects.empty()) Merge(rects, most);
}

bool KeptDamage(const std::vector<KeptPiece>& before, const std::vector<KeptPiece>& now, const SDL_Rect& within,
                int most, std::vector<SDL_Rect>& out) {
  out.clear();
  std::vector<SDL_Rect> touched;
  // The pieces of `now` found in `before` (as many of each as both have), in order.
  std::unordered_map<std::uint64_t, int> left;
  left.reserve(before.size());
  for (const KeptPiece& p : before) ++left[p.hash];
  std::vector<std::uint64_t> shared;
  shared.reserve(now.size());
  for (const KeptPiece& p : now) {
    const auto it = left.find(p.hash);
    if (it != left.end() && it->second > 0) {
      --it->second;
      shared.push_back(p.hash);
    } else {
      touched.push_back(p.rect);
    }
  }
  // The pieces of `before` found in `now`: the same ones, which must come in the same order.
  std::unordered_map<std::uint64_t, int> right;
  right.reserve(now.size());
  for (const KeptPiece& p : now) ++right[p.hash];
  std::size_t next = 0;
  for (const KeptPiece& p : before) {
    const auto it = right.find(p.hash);
    if (it != right.end() && it->second > 0) {
      --it->second;
      if (next >= shared.size() || shared[next] != p.hash) return false;
      ++next;
    } else {
      touched.push_back(p.rect);
    }
  }
  for (const SDL_Rect& r : touched) {
    SDL_Rect cut;
    if (SDL_IntersectRect(&r, &within, &cut) == SDL_TRUE) out.push_back(cut);
  }
  if (!out.empty()) Merge(out, most);
  return true;
}

long long AreaOf(const std::vector<SDL_Rect>& rects) {
  // Small counts: each pixel row's spans, by the rectangles' edges.
  std::vector<int> ys;
  for (const SDL_Rect& r : rects) {
    ys.push_back(r.y);
    ys.push_back(r.y + r.h);
  }
  std::sort(ys.begin(), ys.end());
  ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
  long long area = 0;
  std::vector<std::pair<int, int>> spans;
  for (std::size_t i = 0; i + 1 < ys.size(); ++i) {
    spans.clear();
    for (const SDL_Rect& r : rects) {
      if (r.y <= ys[i] && r.y + r.h >= ys[i + 1] && r.w > 0) spans.emplace_back(r.x, r.x + r.w);
    }
    std::sort(spans.begin(), spans.end());
    int end = 0;
    bool any = false;
    int width = 0;
    for (const auto& [a, b] : spans) {
      if (!any || a >= end) {
        width += b - a;
        end = b;
        any = true;
      } else if (b > end) {
        width += b - end;
        end = b;
      }
    }
    area += static_cast<long long>(width) * (ys[i + 1] - ys[i]);
  }
  return area;
}

}  // namespace bc::app
