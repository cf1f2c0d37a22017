#include "render/draw_calls.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "render/texel_copy.h"
#include "render/window_recording.h"

namespace bc::render {

namespace {

DrawCalls counted;

void CountCall(DrawCall kind) {
  switch (kind) {
    case DrawCall::kClear: ++counted.clears; break;
    case DrawCall::kCopy: ++counted.copies; break;
    case DrawCall::kFill: ++counted.fills; break;
    case DrawCall::kGeometry: ++counted.geometry; break;
    case DrawCall::kTexturedGeometry: ++counted.textured_geometry; break;
  }
}

// Where a draw lands: the box its pixels are clipped to (in the renderer's logical units,
// as the draw's own coordinates are) and how a logical unit of area maps to pixels.
struct Bounds {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double pixels_per_unit = 1.0;
  bool window = true;
  bool Empty() const { return x1 <= x0 || y1 <= y0; }
};

Bounds BoundsOf(SDL_Renderer* renderer) {
  Bounds b;
  SDL_Rect viewport{0, 0, 0, 0};
  SDL_RenderGetViewport(renderer, &viewport);
  b.x1 = static_cast<float>(viewport.w);
  b.y1 = static_cast<float>(viewport.h);
  if (SDL_RenderIsClipEnabled(renderer) == SDL_TRUE) {
    SDL_Rect clip{0, 0, 0, 0};
    SDL_RenderGetClipRect(renderer, &clip);
    b.x0 = std::max(b.x0, static_cast<float>(clip.x));
    b.y0 = std::max(b.y0, static_cast<float>(clip.y));
    b.x1 = std::min(b.x1, static_cast<float>(clip.x + clip.w));
    b.y1 = std::min(b.y1, static_cast<float>(clip.y + clip.h));
  }
  float sx = 1.0f;
  float sy = 1.0f;
  SDL_RenderGetScale(renderer, &sx, &sy);
  b.pixels_per_unit = static_cast<double>(sx) * static_cast<double>(sy);
  b.window = SDL_GetRenderTarget(renderer) == nullptr;
  return b;
}

// Adds `area` (logical units) of a draw, blended or not, textured or not, blitted or not.
void CountPixels(const Bounds& b, double area, bool blended, bool textured, bool blitted = false) {
  const double pixels = area * b.pixels_per_unit;
  if (!b.window) {
    counted.texture_pixels += pixels;
    return;
  }
  counted.window_pixels += pixels;
  if (blended) counted.blended_pixels += pixels;
  if (textured) counted.textured_pixels += pixels;
  if (blitted) counted.blitted_pixels += pixels;
}

double TriangleArea(SDL_FPoint a, SDL_FPoint b, SDL_FPoint c) {
  return std::fabs(static_cast<double>((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))) * 0.5;
}

double Area(const SDL_FPoint* p, int n, const Bounds& b) {
  // A quad's corners in order: two triangles (0, 1, 2) and (0, 2, 3).
  double area = 0.0;
  for (int i = 1; i + 1 < n; ++i) area += ClippedTriangleArea(p[0], p[i], p[i + 1], b.x0, b.y0, b.x1, b.y1);
  return area;
}

bool Blended(SDL_Renderer* renderer, SDL_Texture* texture) {
  SDL_BlendMode mode = SDL_BLENDMODE_NONE;
  if (texture != nullptr) {
    SDL_GetTextureBlendMode(texture, &mode);
  } else {
    SDL_GetRenderDrawBlendMode(renderer, &mode);
  }
  return mode != SDL_BLENDMODE_NONE;
}

int IndexAt(const void* indices, int index_size, int i) {
  switch (index_size) {
    case 1: return static_cast<const std::uint8_t*>(indices)[i];
    case 2: return static_cast<const std::uint16_t*>(indices)[i];
    default: return static_cast<const std::int32_t*>(indices)[i];
  }
}

void CountTriangles(SDL_Renderer* renderer, SDL_Texture* texture, const float* xy, int xy_stride, int vertex_count,
                    const void* indices, int index_count, int index_size) {
  const Bounds b = BoundsOf(renderer);
  const int count = indices != nullptr ? index_count : vertex_count;
  counted.triangles += count / 3;
  if (b.Empty()) return;
  const char* base = reinterpret_cast<const char*>(xy);
  auto point = [&](int i) {
    const int v = indices != nullptr ? IndexAt(indices, index_size, i) : i;
    const float* p = reinterpret_cast<const float*>(base + static_cast<std::ptrdiff_t>(v) * xy_stride);
    return SDL_FPoint{p[0], p[1]};
  };
  double area = 0.0;
  for (int i = 0; i + 2 < count; i += 3) {
    area += ClippedTriangleArea(point(i), point(i + 1), point(i + 2), b.x0, b.y0, b.x1, b.y1);
  }
  CountPixels(b, area, Blended(renderer, texture), texture != nullptr);
}


// The recording a draw onto the window goes to (window_recording.h), or null: then it is
// drawn, and a draw into a texture counts a new version of that texture.
WindowRecording* RecordingFor(SDL_Renderer* renderer) {
  if (SDL_GetRenderTarget(renderer) != nullptr) return nullptr;
  return CurrentWindowRecording();
}

// A draw into a texture covering [x0, x1] x [y0, y1] (null: all of it) changed it there
// (window_recording.h), cut to the clip rectangle.
void NoteDrawnInto(SDL_Renderer* renderer, const SDL_FRect* box) {
  SDL_Texture* target = SDL_GetRenderTarget(renderer);
  if (target == nullptr) return;
  SDL_Rect viewport{0, 0, 0, 0};
  SDL_RenderGetViewport(renderer, &viewport);
  float sx = 1.0f;
  float sy = 1.0f;
  SDL_RenderGetScale(renderer, &sx, &sy);
  if (box == nullptr || viewport.x != 0 || viewport.y != 0 || sx != 1.0f || sy != 1.0f) {
    NoteTextureChanged(target);
    return;
  }
  const int x0 = static_cast<int>(std::floor(box->x)) - 1;
  const int y0 = static_cast<int>(std::floor(box->y)) - 1;
  const int x1 = static_cast<int>(std::ceil(box->x + box->w)) + 1;
  const int y1 = static_cast<int>(std::ceil(box->y + box->h)) + 1;
  SDL_Rect area{x0, y0, x1 - x0, y1 - y0};
  int w = 0;
  int h = 0;
  SDL_QueryTexture(target, nullptr, nullptr, &w, &h);
  const SDL_Rect all{0, 0, w, h};
  if (SDL_IntersectRect(&area, &all, &area) == SDL_FALSE) area = SDL_Rect{0, 0, 0, 0};
  if (SDL_RenderIsClipEnabled(renderer) == SDL_TRUE) {
    SDL_Rect clip{0, 0, 0, 0};
    SDL_RenderGetClipRect(renderer, &clip);
    if (SDL_IntersectRect(&area, &clip, &area) == SDL_FALSE) area = SDL_Rect{0, 0, 0, 0};
  }
  NoteTextureDrawn(target, area);
}

// The box round `count` points of `xy` (`stride` bytes apart).
SDL_FRect BoxOfPoints(const float* xy, int stride, int count) {
  const auto* bytes = reinterpret_cast<const char*>(xy);
  float x0 = 0;
  float y0 = 0;
  float x1 = 0;
  float y1 = 0;
  for (int i = 0; i < count; ++i) {
    const auto* p = reinterpret_cast<const float*>(bytes + static_cast<std::ptrdiff_t>(i) * stride);
    if (i == 0) {
      x0 = x1 = p[0];
      y0 = y1 = p[1];
    } else {
      x0 = std::min(x0, p[0]);
      y0 = std::min(y0, p[1]);
      x1 = std::max(x1, p[0]);
      y1 = std::max(y1, p[1]);
    }
  }
  return SDL_FRect{x0, y0, x1 - x0, y1 - y0};
}

// A draw of `kind` with the renderer's and `texture`'s state, added to `recording`.
RecordedDraw& Record(WindowRecording& recording, SDL_Renderer* renderer, DrawCall kind, SDL_Texture* texture) {
  RecordedDraw d;
  d.kind = kind;
  d.texture = texture;
  d.clip_on = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
  if (d.clip_on) SDL_RenderGetClipRect(renderer, &d.clip);
  SDL_RenderGetViewport(renderer, &d.viewport);
  SDL_RenderGetScale(renderer, &d.scale_x, &d.scale_y);
  SDL_GetRenderDrawColor(renderer, &d.colour.r, &d.colour.g, &d.colour.b, &d.colour.a);
  SDL_GetRenderDrawBlendMode(renderer, &d.blend);
  if (texture != nullptr) {
    d.texture_version = TextureVersion(texture);
    SDL_GetTextureColorMod(texture, &d.modulation.r, &d.modulation.g, &d.modulation.b);
    SDL_GetTextureAlphaMod(texture, &d.modulation.a);
    SDL_GetTextureBlendMode(texture, &d.texture_blend);
    SDL_GetTextureScaleMode(texture, &d.texture_scale);
  }
  recording.draws.push_back(d);
  return recording.draws.back();
}

}  // namespace

double ClippedTriangleArea(SDL_FPoint a, SDL_FPoint b, SDL_FPoint c, float x0, float y0, float x1, float y1) {
  const float lo_x = std::min({a.x, b.x, c.x});
  const float hi_x = std::max({a.x, b.x, c.x});
  const float lo_y = std::min({a.y, b.y, c.y});
  const float hi_y = std::max({a.y, b.y, c.y});
  if (hi_x <= x0 || lo_x >= x1 || hi_y <= y0 || lo_y >= y1) return 0.0;
  if (lo_x >= x0 && hi_x <= x1 && lo_y >= y0 && hi_y <= y1) return TriangleArea(a, b, c);
  // Cut by each side of the box in turn (Sutherland and Hodgman): at most 7 corners.
  SDL_FPoint poly[2][9] = {{a, b, c}};
  int n = 3;
  int from = 0;
  auto cut = [&](auto inside, auto cross) {
    const SDL_FPoint* in = poly[from];
    SDL_FPoint* out = poly[1 - from];
    int m = 0;
    for (int i = 0; i < n; ++i) {
      const SDL_FPoint& p = in[i];
      const SDL_FPoint& q = in[(i + 1) % n];
      const bool p_in = inside(p);
      const bool q_in = inside(q);
      if (p_in) out[m++] = p;
      if (p_in != q_in) out[m++] = cross(p, q);
    }
    n = m;
    from = 1 - from;
  };
  auto at_x = [](float x) {
    return [x](const SDL_FPoint& p, const SDL_FPoint& q) {
      const float t = (x - p.x) / (q.x - p.x);
      return SDL_FPoint{x, p.y + t * (q.y - p.y)};
    };
  };
  auto at_y = [](float y) {
    return [y](const SDL_FPoint& p, const SDL_FPoint& q) {
      const float t = (y - p.y) / (q.y - p.y);
      return SDL_FPoint{p.x + t * (q.x - p.x), y};
    };
  };
  cut([&](const SDL_FPoint& p) { return p.x >= x0; }, at_x(x0));
  cut([&](const SDL_FPoint& p) { return p.x <= x1; }, at_x(x1));
  cut([&](const SDL_FPoint& p) { return p.y >= y0; }, at_y(y0));
  cut([&](const SDL_FPoint& p) { return p.y <= y1; }, at_y(y1));
  double twice = 0.0;
  const SDL_FPoint* p = poly[from];
  for (int i = 0; i < n; ++i) {
    const SDL_FPoint& q = p[(i + 1) % n];
    twice += static_cast<double>(p[i].x) * q.y - static_cast<double>(q.x) * p[i].y;
  }
  return std::fabs(twice) * 0.5;
}

DrawCalls DrawCallsSoFar() { return counted; }

void Clear(SDL_Renderer* renderer) {
  if (WindowRecording* recording = RecordingFor(renderer)) {
    Record(*recording, renderer, DrawCall::kClear, nullptr);
    return;
  }
  SDL_RenderClear(renderer);
  NoteDrawnInto(renderer, nullptr);
  CountCall(DrawCall::kClear);
  int w = 0;
  int h = 0;
  if (SDL_Texture* target = SDL_GetRenderTarget(renderer)) {
    SDL_QueryTexture(target, nullptr, nullptr, &w, &h);
  } else {
    SDL_GetRendererOutputSize(renderer, &w, &h);
  }
  counted.cleared_pixels += static_cast<double>(w) * h;
}

void Fill(SDL_Renderer* renderer, const SDL_FRect& rect) {
  if (WindowRecording* recording = RecordingFor(renderer)) {
    RecordedDraw& d = Record(*recording, renderer, DrawCall::kFill, nullptr);
    d.has_rect = true;
    d.rect = rect;
    return;
  }
  SDL_RenderFillRectF(renderer, &rect);
  NoteDrawnInto(renderer, &rect);
  CountCall(DrawCall::kFill);
  const Bounds b = BoundsOf(renderer);
  counted.triangles += 2;
  const float w = std::min(rect.x + rect.w, b.x1) - std::max(rect.x, b.x0);
  const float h = std::min(rect.y + rect.h, b.y1) - std::max(rect.y, b.y0);
  if (w > 0 && h > 0) CountPixels(b, static_cast<double>(w) * h, Blended(renderer, nullptr), false);
}

namespace {

void CountCopy(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_FRect* dst, double angle, bool blitted = false) {
  CountCall(DrawCall::kCopy);
  const Bounds b = BoundsOf(renderer);
  counted.triangles += 2;
  if (b.Empty()) return;
  const SDL_FRect r = dst != nullptr ? *dst : SDL_FRect{b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0};
  const float cx = r.x + r.w * 0.5f;
  const float cy = r.y + r.h * 0.5f;
  const double radians = angle * M_PI / 180.0;
  const auto c = static_cast<float>(std::cos(radians));
  const auto s = static_cast<float>(std::sin(radians));
  SDL_FPoint corners[4] = {{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}};
  for (SDL_FPoint& p : corners) {
    const float dx = p.x - cx;
    const float dy = p.y - cy;
    p = SDL_FPoint{cx + dx * c - dy * s, cy + dx * s + dy * c};
  }
  CountPixels(b, Area(corners, 4, b), Blended(renderer, texture), true, blitted);
}

}  // namespace

void SetScaleMode(SDL_Renderer* renderer, SDL_Texture* texture, SDL_ScaleMode mode) {
  if (texture == nullptr) return;
  SDL_ScaleMode now = mode;
  if (SDL_GetTextureScaleMode(texture, &now) == 0 && now == mode) return;
  if (renderer != nullptr) SDL_RenderFlush(renderer);
  SDL_SetTextureScaleMode(texture, mode);
  // Bound and unbound through SDL: its record says no texture is bound, so the next draw
  // binds its own (not an OpenGL renderer: both fail, and nothing was bound).
  if (SDL_GL_BindTexture(texture, nullptr, nullptr) == 0) SDL_GL_UnbindTexture(texture);
}

void Copy(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_FRect* dst) {
  if (WindowRecording* recording = RecordingFor(renderer)) {
    RecordedDraw& d = Record(*recording, renderer, DrawCall::kCopy, texture);
    d.has_rect = dst != nullptr;
    if (dst != nullptr) d.rect = *dst;
    d.has_src = src != nullptr;
    if (src != nullptr) d.src = *src;
    return;
  }
  // Texel on pixel and opaque onto the window: a plain fetch (render/texel_copy.h).
  TexelCopy copied = TexelCopy::kNone;
  if (dst != nullptr && dst->x == std::floor(dst->x) && dst->y == std::floor(dst->y) &&
      dst->w == std::floor(dst->w) && dst->h == std::floor(dst->h)) {
    const SDL_Rect to{static_cast<int>(dst->x), static_cast<int>(dst->y), static_cast<int>(dst->w),
                      static_cast<int>(dst->h)};
    SDL_Rect from{0, 0, 0, 0};
    if (src != nullptr) {
      from = *src;
    } else {
      SDL_QueryTexture(texture, nullptr, nullptr, &from.w, &from.h);
    }
    copied = CopyTexels(renderer, texture, from, to);
  }
  if (copied == TexelCopy::kNone) SDL_RenderCopyF(renderer, texture, src, dst);
  NoteDrawnInto(renderer, dst);
  CountCopy(renderer, texture, dst, 0.0, copied == TexelCopy::kBlit);
}

void CopyEx(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Rect* src, const SDL_FRect& dst, double angle,
            SDL_RendererFlip flip) {
  if (WindowRecording* recording = RecordingFor(renderer)) {
    RecordedDraw& d = Record(*recording, renderer, DrawCall::kCopy, texture);
    d.rotated = true;
    d.has_rect = true;
    d.rect = dst;
    d.has_src = src != nullptr;
    if (src != nullptr) d.src = *src;
    d.angle = angle;
    d.flip = flip;
    return;
  }
  SDL_RenderCopyExF(renderer, texture, src, &dst, angle, nullptr, flip);
  const float half = 0.5f * std::sqrt(dst.w * dst.w + dst.h * dst.h);
  const SDL_FRect round{dst.x + dst.w * 0.5f - half, dst.y + dst.h * 0.5f - half, 2.0f * half, 2.0f * half};
  NoteDrawnInto(renderer, &round);
  CountCopy(renderer, texture, &dst, angle);
}

void Geometry(SDL_Renderer* renderer, SDL_Texture* texture, const SDL_Vertex* vertices, int vertex_count,
              const int* indices, int index_count) {
  if (RecordingFor(renderer) != nullptr) {
    if (vertices == nullptr || vertex_count <= 0) return;
    GeometryRaw(renderer, texture, &vertices[0].position.x, static_cast<int>(sizeof(SDL_Vertex)), &vertices[0].color,
                static_cast<int>(sizeof(SDL_Vertex)), &vertices[0].tex_coord.x, static_cast<int>(sizeof(SDL_Vertex)),
                vertex_count, indices, index_count, static_cast<int>(sizeof(int)));
    return;
  }
  SDL_RenderGeometry(renderer, texture, vertices, vertex_count, indices, index_count);
  if (vertices != nullptr && vertex_count > 0) {
    const SDL_FRect box = BoxOfPoints(&vertices[0].position.x, static_cast<int>(sizeof(SDL_Vertex)), vertex_count);
    NoteDrawnInto(renderer, &box);
  }
  CountCall(texture != nullptr ? DrawCall::kTexturedGeometry : DrawCall::kGeometry);
  if (vertices == nullptr || vertex_count <= 0) return;
  CountTriangles(renderer, texture, &vertices[0].position.x, static_cast<int>(sizeof(SDL_Vertex)), vertex_count,
                 indices, index_count, static_cast<int>(sizeof(int)));
}

void GeometryRaw(SDL_Renderer* renderer, SDL_Texture* texture, const float* xy, int xy_stride, const SDL_Color* color,
                 int color_stride, const float* uv, int uv_stride, int vertex_count, const void* indices,
                 int index_count, int index_size) {
  if (WindowRecording* recording = RecordingFor(renderer)) {
    if (xy == nullptr || vertex_count <= 0) return;
    RecordedDraw& d =
        Record(*recording, renderer, texture != nullptr ? DrawCall::kTexturedGeometry : DrawCall::kGeometry, texture);
    // Only the vertices the indices use, from the lowest to the highest: ImGui hands each
    // command the rest of its list's vertices, most of them another command's.
    int lowest = 0;
    int highest = vertex_count - 1;
    if (indices != nullptr && index_count > 0) {
      lowest = IndexAt(indices, index_size, 0);
      highest = lowest;
      for (int i = 1; i < index_count; ++i) {
        const int index = IndexAt(indices, index_size, i);
        lowest = std::min(lowest, index);
        highest = std::max(highest, index);
      }
    }
    d.first_vertex = static_cast<int>(recording->vertices.size());
    d.vertex_count = highest - lowest + 1;
    d.first_index = static_cast<int>(recording->indices.size());
    d.index_count = indices != nullptr ? index_count : vertex_count;
    const auto* xy_bytes = reinterpret_cast<const char*>(xy);
    const auto* colour_bytes = reinterpret_cast<const char*>(color);
    const auto* uv_bytes = reinterpret_cast<const char*>(uv);
    const std::size_t first = recording->vertices.size();
    recording->vertices.resize(first + static_cast<std::size_t>(d.vertex_count));
    SDL_Vertex* out = recording->vertices.data() + first;
    for (int k = 0; k < d.vertex_count; ++k) {
      const int i = lowest + k;
      SDL_Vertex& v = out[k];
      v = SDL_Vertex{};
      const auto* p = reinterpret_cast<const float*>(xy_bytes + static_cast<std::ptrdiff_t>(i) * xy_stride);
      v.position = SDL_FPoint{p[0], p[1]};
      if (color != nullptr) {
        v.color = *reinterpret_cast<const SDL_Color*>(colour_bytes + static_cast<std::ptrdiff_t>(i) * color_stride);
      }
      if (uv != nullptr) {
        const auto* t = reinterpret_cast<const float*>(uv_bytes + static_cast<std::ptrdiff_t>(i) * uv_stride);
        v.tex_coord = SDL_FPoint{t[0], t[1]};
      }
    }
    const std::size_t first_index = recording->indices.size();
    recording->indices.resize(first_index + static_cast<std::size_t>(d.index_count));
    int* index_out = recording->indices.data() + first_index;
    if (indices == nullptr) {
      for (int i = 0; i < d.index_count; ++i) index_out[i] = i;
    } else if (index_size == 2) {
      const auto* from = static_cast<const std::uint16_t*>(indices);
      for (int i = 0; i < d.index_count; ++i) index_out[i] = from[i] - lowest;
    } else {
      for (int i = 0; i < d.index_count; ++i) index_out[i] = IndexAt(indices, index_size, i) - lowest;
    }
    return;
  }
  SDL_RenderGeometryRaw(renderer, texture, xy, xy_stride, color, color_stride, uv, uv_stride, vertex_count, indices,
                        index_count, index_size);
  if (xy != nullptr && vertex_count > 0) {
    const SDL_FRect box = BoxOfPoints(xy, xy_stride, vertex_count);
    NoteDrawnInto(renderer, &box);
  }
  CountCall(texture != nullptr ? DrawCall::kTexturedGeometry : DrawCall::kGeometry);
  if (xy == nullptr || vertex_count <= 0) return;
  CountTriangles(renderer, texture, xy, xy_stride, vertex_count, indices, index_count, index_size);
}

}  // namespace bc::render
