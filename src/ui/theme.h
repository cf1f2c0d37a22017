// The look of the UI: Inter fonts with Latin, Latin Extended and Cyrillic glyphs, and
// an ImGui style in the game's palette.
#pragma once

#include <filesystem>
#include <string>

#include <imgui.h>

#include "render/palette.h"
#include "ui/screen.h"

namespace bc::ui {

inline ImVec4 ToImVec4(render::Rgba c, float alpha = 1.0f) {
  return ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, (c.a / 255.0f) * alpha);
}
inline ImU32 ToImU32(render::Rgba c, float alpha = 1.0f) {
  return ImGui::ColorConvertFloat4ToU32(ToImVec4(c, alpha));
}
// An ImGui colour (one of the style's, say) over an opaque `below`, flattened to the
// opaque colour that gives the same pixels (render::Over).
inline render::Rgba FlattenOver(const ImVec4& colour, render::Rgba below) {
  const ImU32 c = ImGui::ColorConvertFloat4ToU32(colour);
  const render::Rgba top{static_cast<std::uint8_t>(c >> IM_COL32_R_SHIFT), static_cast<std::uint8_t>(c >> IM_COL32_G_SHIFT),
                         static_cast<std::uint8_t>(c >> IM_COL32_B_SHIFT)};
  return render::Over(top, static_cast<std::uint8_t>(c >> IM_COL32_A_SHIFT), below);
}

// Which characters the fonts hold. kAll: Latin, Latin-1, Latin Extended-A and -B,
// Cyrillic, and the dashes, quotes, arrows, shapes and stars. kFirst: Latin, Latin-1,
// the Russian alphabet, the dashes and quotes, and of the rest the few symbols the texts
// use, a third of the atlas: every character of the game's own texts, in every
// language, is among them (tests/app/font_glyphs_test.cpp). The shell starts with
// kFirst and builds kAll after its first frame (app/font_completion.h).
enum class Glyphs { kAll, kFirst };

// Adds the game's fonts to ImGui's atlas at `scale` (clearing what was there) and
// returns them. Inter from assets/fonts/, else the system's fonts-inter, else ImGui's
// built-in font. `source` receives a line naming what was used.
Fonts LoadFonts(const std::filesystem::path& asset_dir, float scale, std::string& source,
                Glyphs glyphs = Glyphs::kAll);
// The same fonts added to `atlas`, which may be one of the caller's own rather than
// ImGui's, built on another thread (it touches neither `atlas`'s users nor ImGui's
// context, but for ImGui's count of its allocations). Not `source` nor the default font.
Fonts AddFonts(ImFontAtlas& atlas, const std::filesystem::path& asset_dir, float scale, Glyphs glyphs);
// The code points of `glyphs`, as ImGui's ranges (pairs of first and last, ending in 0);
// they live for the whole program. Safe from any thread.
const ImWchar* GlyphRanges(Glyphs glyphs);

// Sets ImGui's colours and spacing for the game, sized for `scale`.
void ApplyTheme(float scale);

// How much the interface grows or shrinks with the window: 1 at 1280x720 (the size the
// screens are laid out for), the smaller of the two ratios beyond it, in steps of 1/8
// so a window being dragged does not rebuild the fonts every frame; from 0.75 (the
// smallest window, 800x500) to 2.5 (a 4K screen). The player's UI scale multiplies it.
float WindowFitScale(float width, float height);

// The UI scales the settings offer (75% to 200%).
constexpr float kUiScaleSteps[] = {0.75f, 1.0f, 1.25f, 1.5f, 1.75f, 2.0f};
// The largest of them a window of this size allows: the one at which the screens still
// have at least 480 logical pixels of height (1280x720 allows 150%, 1920x1080 200%).
// A larger scale in the settings is used at this one until the window grows.
float LargestUiScale(float width, float height);

}  // namespace bc::ui
