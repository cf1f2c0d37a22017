// Reads the last ImGui frame for text a player cannot read in full: a glyph cut by the
// clip rectangle of its window, button or panel (a name shortened by its frame, a line cut
// at a panel's foot), and a window whose content runs past its edge with no scroll bar
// to reach it, or that reaches past the screen. Call after the frame is rendered (its
// draw data and windows stand until the next frame begins). Reusable for any screen:
// draw it, then Probe().
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace clip_probe {

struct Problem {
  std::string window;  // the ImGui window it is in
  std::string what;    // what is cut, and how
};

namespace detail {

// The atlas's glyphs by the corners of their texture rectangles.
struct Glyphs {
  std::map<std::pair<float, float>, const ImFontGlyph*> by_min;
  std::map<std::pair<float, float>, const ImFontGlyph*> by_max;
};

inline Glyphs AtlasGlyphs() {
  Glyphs glyphs;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts) {
    for (const ImFontGlyph& glyph : font->Glyphs) {
      if (!glyph.Visible) continue;
      glyphs.by_min.emplace(std::make_pair(glyph.U0, glyph.V0), &glyph);
      glyphs.by_max.emplace(std::make_pair(glyph.U1, glyph.V1), &glyph);
    }
  }
  return glyphs;
}

inline std::string Utf8(unsigned int c) {
  std::string s;
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xC0 | (c >> 6));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    s += static_cast<char>(0xE0 | (c >> 12));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  }
  return s;
}

inline std::string Rect(const ImVec4& r) {
  char text[96];
  std::snprintf(text, sizeof text, "(%.0f,%.0f)-(%.0f,%.0f)", r.x, r.y, r.z, r.w);
  return text;
}

// Calls visit(top_left, bottom_right, glyph) for each glyph quad of `cmd`, in the order
// drawn: the vertices at the quad's first and third corner, and the atlas glyph its
// texture rectangle starts or ends on (a clipped glyph keeps one of its corners).
// Glyphs are quads of 4 vertices and 6 indices (0 1 2, 0 2 3); the reading steps by
// triangles, since a shape of an odd number of them (an arrow) shifts the quads that
// follow by three indices. Solid shapes, images and line textures are skipped.
template <typename Visit>
void ForEachGlyph(const ImDrawList& list, const ImDrawCmd& cmd, const Glyphs& glyphs, Visit&& visit) {
  for (unsigned int i = cmd.IdxOffset; i + 6 <= cmd.IdxOffset + cmd.ElemCount; i += 3) {
    const ImDrawIdx* idx = list.IdxBuffer.Data + i;
    const unsigned int b = cmd.VtxOffset + idx[0];
    if (cmd.VtxOffset + idx[1] != b + 1 || cmd.VtxOffset + idx[2] != b + 2 || cmd.VtxOffset + idx[3] != b ||
        cmd.VtxOffset + idx[4] != b + 2 || cmd.VtxOffset + idx[5] != b + 3) {
      continue;
    }
    i += 3;  // with the loop's own 3: past both triangles of the quad
    if (b + 3 >= static_cast<unsigned int>(list.VtxBuffer.Size)) continue;
    const ImDrawVert& a = list.VtxBuffer[static_cast<int>(b)];
    const ImDrawVert& c = list.VtxBuffer[static_cast<int>(b + 2)];
    if (a.uv.x == c.uv.x || a.uv.y == c.uv.y) continue;  // a solid shape, not a glyph
    const auto whole = glyphs.by_min.find({a.uv.x, a.uv.y});
    const auto tail = glyphs.by_max.find({c.uv.x, c.uv.y});
    if (whole == glyphs.by_min.end() && tail == glyphs.by_max.end()) continue;
    visit(a, c, *(whole != glyphs.by_min.end() ? whole->second : tail->second));
  }
}

}  // namespace detail

// Every problem in the frame just rendered; `width` x `height` is the screen.
inline std::vector<Problem> Probe(float width, float height) {
  std::vector<Problem> problems;
  ImGuiContext& g = *ImGui::GetCurrentContext();
  std::map<const ImDrawList*, const ImGuiWindow*> owner;
  for (const ImGuiWindow* window : g.Windows) {
    if (!window->Active || window->Hidden) continue;
    owner[window->DrawList] = window;
    const bool tooltip = (window->Flags & ImGuiWindowFlags_Tooltip) != 0;
    if (tooltip) continue;
    // Content past the window's foot or side with no scroll bar to reach it.
    if (window->ScrollMax.y > 1.0f && !window->ScrollbarY) {
      problems.push_back({window->Name, "content runs " + std::to_string(static_cast<int>(window->ScrollMax.y)) +
                                            " px below the window's foot with no scroll bar"});
    }
    if (window->ScrollMax.x > 1.0f && !window->ScrollbarX) {
      problems.push_back({window->Name, "content runs " + std::to_string(static_cast<int>(window->ScrollMax.x)) +
                                            " px past the window's side with no scroll bar"});
    }
    // A window reaching past the screen (a child is held to its parent's clip instead).
    if ((window->Flags & ImGuiWindowFlags_ChildWindow) == 0) {
      const ImRect r = window->Rect();
      if (r.Min.x < -1.0f || r.Min.y < -1.0f || r.Max.x > width + 1.0f || r.Max.y > height + 1.0f) {
        problems.push_back({window->Name, "the window reaches past the screen: " +
                                              detail::Rect(ImVec4(r.Min.x, r.Min.y, r.Max.x, r.Max.y))});
      }
    }
  }

  const detail::Glyphs glyphs = detail::AtlasGlyphs();
  const ImTextureID font_texture = ImGui::GetIO().Fonts->TexID;
  const ImDrawData* data = ImGui::GetDrawData();
  if (data == nullptr) return problems;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList* list = data->CmdLists[l];
    const auto found = owner.find(list);
    const ImGuiWindow* window = found != owner.end() ? found->second : nullptr;
    const std::string name = window != nullptr ? window->Name : list->_OwnerName != nullptr ? list->_OwnerName : "?";
    // A scrolling window's text may run past its foot or top: the scroll bar reaches it.
    const bool scrolls_y = window != nullptr && window->ScrollbarY;
    const bool scrolls_x = window != nullptr && window->ScrollbarX;
    const bool tooltip = window != nullptr && (window->Flags & ImGuiWindowFlags_Tooltip) != 0;
    if (tooltip) continue;
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback != nullptr || cmd.TextureId != font_texture) continue;
      std::string run;       // the glyphs of the line being read, for the message
      float run_y = -1e9f;
      bool run_cut = false;
      std::string cut_how;
      auto flush = [&] {
        if (run_cut) problems.push_back({name, "\"" + run + "\" is cut " + cut_how});
        run.clear();
        run_cut = false;
      };
      detail::ForEachGlyph(*list, cmd, glyphs, [&](const ImDrawVert& a, const ImDrawVert& c, const ImFontGlyph& glyph_ref) {
        const ImFontGlyph* glyph = &glyph_ref;
        if (std::fabs(a.pos.y - run_y) > 2.0f) {
          flush();
          run_y = a.pos.y;
        }
        run += detail::Utf8(glyph->Codepoint);
        // Trimmed by a frame (a button's label, fine-clipped): across, or at the foot or
        // top, by more than a pixel (ImGui trims a glyph's ink that overhangs the line box
        // of a frameless button by a pixel, which no one sees).
        const float px_per_u = (c.pos.x - a.pos.x) / (c.uv.x - a.uv.x);
        const float px_per_v = (c.pos.y - a.pos.y) / (c.uv.y - a.uv.y);
        const float lost_x = ((glyph->U1 - glyph->U0) - (c.uv.x - a.uv.x)) * px_per_u;
        const float lost_y = ((glyph->V1 - glyph->V0) - (c.uv.y - a.uv.y)) * px_per_v;
        const bool trimmed_x = lost_x > 1.5f;
        const bool trimmed_y = lost_y > 1.5f;
        const bool trimmed = trimmed_x || (trimmed_y && !scrolls_y);
        const ImVec4& clip = cmd.ClipRect;
        const bool past_side = a.pos.x < clip.x - 0.5f || c.pos.x > clip.z + 0.5f;
        const bool past_foot = a.pos.y < clip.y - 0.5f || c.pos.y > clip.w + 0.5f;
        if (trimmed) {
          run_cut = true;
          cut_how = "by its frame (the glyphs are trimmed to " + detail::Rect(clip) + ")";
        } else if ((past_side && !scrolls_x) || (past_foot && !scrolls_y)) {
          run_cut = true;
          cut_how = std::string("at the ") + (past_side ? "side" : "foot") + " of " + detail::Rect(clip);
        }
      });
      flush();
    }
  }
  return problems;
}

}  // namespace clip_probe
