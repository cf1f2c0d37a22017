// Reads back the text the last ImGui frame drew, from its draw data: every glyph quad of
// the font atlas, in the order drawn, grouped into runs (a run ends where the next glyph
// is on another line or further off than a word gap). It sees text drawn by widgets and
// by draw lists alike. Call after the frame is rendered.
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/clip_probe.h"

namespace text_probe {

struct Run {
  std::string window;  // the draw list's owner
  std::string text;    // UTF-8, a space where the glyphs leave a word gap
  ImVec2 at{0, 0};     // the first glyph's top left, on screen
  ImVec2 min{0, 0};    // the box of all its glyphs' quads, on screen
  ImVec2 max{0, 0};
};

inline std::vector<Run> Runs() {
  std::vector<Run> runs;
  const clip_probe::detail::Glyphs glyphs = clip_probe::detail::AtlasGlyphs();
  const ImTextureID font_texture = ImGui::GetIO().Fonts->TexID;
  const ImDrawData* data = ImGui::GetDrawData();
  if (data == nullptr) return runs;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList* list = data->CmdLists[l];
    const std::string name = list->_OwnerName != nullptr ? list->_OwnerName : "?";
    Run run{name, ""};
    float last_x = 0.0f;
    float last_y = -1e9f;
    float height = 0.0f;
    auto flush = [&] {
      if (!run.text.empty()) runs.push_back(run);
      run.text.clear();
    };
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback != nullptr || cmd.TextureId != font_texture) continue;
      clip_probe::detail::ForEachGlyph(*list, cmd, glyphs, [&](const ImDrawVert& a, const ImDrawVert& c, const ImFontGlyph& glyph_ref) {
        const ImFontGlyph* glyph = &glyph_ref;
        // The glyph's box on the line, from its offsets in the font, scaled as drawn (text
        // set smaller than its font, AddText with a size) and whole where a clip trimmed it.
        const float px_per_u = (c.pos.x - a.pos.x) / (c.uv.x - a.uv.x);
        const float px_per_v = (c.pos.y - a.pos.y) / (c.uv.y - a.uv.y);
        const float ink_w = glyph->X1 - glyph->X0;
        const float scale = ink_w > 0.0f ? (glyph->U1 - glyph->U0) * px_per_u / ink_w : 1.0f;
        const float top = a.pos.y - (a.uv.y - glyph->V0) * px_per_v - glyph->Y0 * scale;
        const float left = a.pos.x - (a.uv.x - glyph->U0) * px_per_u - glyph->X0 * scale;
        const float size = (glyph->Y1 - glyph->Y0) * scale;
        if (std::fabs(top - last_y) > 2.0f || left < last_x - 2.0f || left > last_x + 1.2f * std::max(height, size)) {
          flush();
          height = size;
          run.at = ImVec2(a.pos.x, a.pos.y);
          run.min = a.pos;
          run.max = c.pos;
        } else if (left > last_x + 0.18f * std::max(height, size)) {
          run.text += ' ';
        }
        run.text += clip_probe::detail::Utf8(glyph->Codepoint);
        run.min = ImVec2(std::min(run.min.x, a.pos.x), std::min(run.min.y, a.pos.y));
        run.max = ImVec2(std::max(run.max.x, c.pos.x), std::max(run.max.y, c.pos.y));
        last_y = top;
        last_x = left + glyph->AdvanceX * scale;
        height = std::max(height, size);
      });
    }
    flush();
  }
  return runs;
}

// The pieces of a run outside its [[...]] parts (nested brackets count as one part),
// each trimmed; a wrapped line's "]]" may fall on the next line, so text after an
// unopened "]]" counts as outside too.
inline std::vector<std::string> Outside(const std::string& text) {
  std::vector<std::string> pieces(1);
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, "[[") == 0) {
      if (depth++ == 0) pieces.emplace_back();
      ++i;
    } else if (text.compare(i, 2, "]]") == 0) {
      if (depth > 0 && --depth == 0) pieces.emplace_back();
      ++i;
    } else if (depth == 0) {
      pieces.back() += text[i];
    }
  }
  std::vector<std::string> out;
  for (std::string& piece : pieces) {
    const std::size_t a = piece.find_first_not_of(' ');
    if (a == std::string::npos) continue;
    out.push_back(piece.substr(a, piece.find_last_not_of(' ') - a + 1));
  }
  return out;
}

}  // namespace text_probe
