#include "app/kept_damage.h"

#include <algorithm>
#include <utility>

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
  // The pieces both start and end with, the same ones in the same order, stay as they
  // are; only those between are compared.
  const auto [head, tail] = SameEndsOf(before, now);
  const std::size_t before_end = before.size() - tail;
  const std::size_t now_end = now.size() - tail;
  // Between: the pieces of each, sorted by hash, then place, and walked together, so that
  // the k-th of a hash in `now` meets the k-th in `before` (as many of each as both have).
  static thread_local std::vector<std::pair<std::uint64_t, std::size_t>> b;
  static thread_local std::vector<std::pair<std::uint64_t, std::size_t>> n;
  static thread_local std::vector<char> in_before;
  static thread_local std::vector<char> in_now;
  b.clear();
  n.clear();
  for (std::size_t i = head; i < before_end; ++i) b.emplace_back(before[i].hash, i);
  for (std::size_t j = head; j < now_end; ++j) n.emplace_back(now[j].hash, j);
  std::sort(b.begin(), b.end());
  std::sort(n.begin(), n.end());
  in_before.assign(before.size(), 0);
  in_now.assign(now.size(), 0);
  for (std::size_t i = 0, j = 0; i < b.size() && j < n.size();) {
    if (b[i].first < n[j].first) {
      ++i;
    } else if (n[j].first < b[i].first) {
      ++j;
    } else {
      in_before[b[i].second] = 1;
      in_now[n[j].second] = 1;
      ++i;
      ++j;
    }
  }
  // The pieces found in both must come in the same order.
  std::vector<SDL_Rect> touched;
  std::size_t next = head;
  for (std::size_t j = head; j < now_end; ++j) {
    if (in_now[j] == 0) {
      touched.push_back(now[j].rect);
      continue;
    }
    while (in_before[next] == 0) ++next;
    if (before[next].hash != now[j].hash) return false;
    ++next;
  }
  for (std::size_t i = head; i < before_end; ++i) {
    if (in_before[i] == 0) touched.push_back(before[i].rect);
  }
  for (const SDL_Rect& r : touched) {
    SDL_Rect cut;
    if (SDL_IntersectRect(&r, &within, &cut) == SDL_TRUE) out.push_back(cut);
  }
  if (!out.empty()) Merge(out, most);
  return true;
}

SameEnds SameEndsOf(const std::vector<KeptPiece>& before, const std::vector<KeptPiece>& now) {
  SameEnds ends;
  const std::size_t most = std::min(before.size(), now.size());
  while (ends.head < most && before[ends.head].hash == now[ends.head].hash) ++ends.head;
  while (ends.head + ends.tail < most &&
         before[before.size() - 1 - ends.tail].hash == now[now.size() - 1 - ends.tail].hash) {
    ++ends.tail;
  }
  return ends;
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
