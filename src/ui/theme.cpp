#include "ui/theme.h"
#include "ui/tr.h"

#include <algorithm>
#include <cmath>
#include <system_error>

namespace bc::ui {

namespace {

// Built once (a function's static, so safe from any thread); the ranges must outlive
// every atlas built from them, so they live for the whole program.
ImVector<ImWchar> BuildGlyphRanges(Glyphs glyphs) {
  ImVector<ImWchar> ranges;
  ImFontGlyphRangesBuilder builder;
  ImFontAtlas atlas;  // only for ImGui's tables of ranges, which are static
  builder.AddRanges(atlas.GetGlyphRangesDefault());  // Basic Latin, Latin-1 Supplement
  if (glyphs == Glyphs::kAll) {
    builder.AddRanges(atlas.GetGlyphRangesCyrillic());
  } else {
    static const ImWchar kRussian[] = {0x0401, 0x0401, 0x0410, 0x044F, 0x0451, 0x0451, 0};  // Ё, А to я, ё
    builder.AddRanges(kRussian);
  }
  static const ImWchar kExtra[] = {
      0x2010, 0x2027,  // dashes, quotes, bullet, ellipsis
      0x2190, 0x21FF,  // arrows
      0x00D7, 0x00D7,  // multiplication sign
      0x2212, 0x2212,  // minus
      0x2116, 0x2116,  // numero sign (Russian "No.")
      0x25A0, 0x25FF,  // geometric shapes
      0x2605, 0x2606,  // stars
      0};
  // Of the arrows, shapes and stars, the first glyphs hold those the texts use.
  static const ImWchar kFirstExtra[] = {
      0x2010, 0x2027,  // dashes, quotes, bullet, ellipsis
      0x2192, 0x2192,  // rightwards arrow
      0x00D7, 0x00D7,  // multiplication sign
      0x2212, 0x2212,  // minus
      0x2116, 0x2116,  // numero sign
      0x25C6, 0x25C6,  // black diamond
      0x2605, 0x2605,  // black star
      0};
  static const ImWchar kLatinExtended[] = {0x0100, 0x024F, 0};  // Latin Extended-A and -B
  if (glyphs == Glyphs::kAll) builder.AddRanges(kLatinExtended);
  builder.AddRanges(glyphs == Glyphs::kAll ? kExtra : kFirstExtra);
  builder.BuildRanges(&ranges);
  return ranges;
}

}  // namespace

const ImWchar* GlyphRanges(Glyphs glyphs) {
  static const ImVector<ImWchar> all = BuildGlyphRanges(Glyphs::kAll);
  static const ImVector<ImWchar> first = BuildGlyphRanges(Glyphs::kFirst);
  return glyphs == Glyphs::kAll ? all.Data : first.Data;
}

namespace {

struct FontFiles {
  std::filesystem::path regular;
  std::filesystem::path semibold;
  std::filesystem::path bold;
};

FontFiles FindFontFiles(const std::filesystem::path& asset_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path system_dir = "/usr/share/fonts/opentype/inter";
  auto find = [&](const char* name) -> fs::path {
    for (const fs::path& dir : {asset_dir / "fonts", system_dir}) {
      if (fs::exists(dir / name, ec)) return dir / name;
    }
    return {};
  };
  FontFiles files;
  files.regular = find("Inter-Regular.otf");
  files.semibold = find("Inter-SemiBold.otf");
  files.bold = find("Inter-Bold.otf");
  if (files.semibold.empty()) files.semibold = files.bold.empty() ? files.regular : files.bold;
  if (files.bold.empty()) files.bold = files.semibold;
  return files;
}

}  // namespace

Fonts AddFonts(ImFontAtlas& atlas, const std::filesystem::path& asset_dir, float scale, Glyphs glyphs) {
  namespace fs = std::filesystem;
  const FontFiles files = FindFontFiles(asset_dir);
  Fonts fonts;
  const ImWchar* ranges = GlyphRanges(glyphs);
  auto add = [&](const fs::path& path, float size) -> ImFont* {
    ImFontConfig config;
    // Oversampling sharpens small text; large headings do not need it (and it would
    // double the atlas build time at start-up).
    config.OversampleH = size < 20.0f ? 2 : 1;
    config.OversampleV = 1;
    if (!path.empty()) {
      if (ImFont* font = atlas.AddFontFromFileTTF(path.string().c_str(), size * scale, &config, ranges)) {
        return font;
      }
    }
    config.SizePixels = size * scale;
    return atlas.AddFontDefault(&config);
  };
  fonts.body = add(files.regular, 17.0f);
  fonts.bold = add(files.semibold, 17.0f);
  fonts.heading = add(files.bold, 26.0f);
  fonts.display = add(files.bold, 46.0f);
  return fonts;
}

Fonts LoadFonts(const std::filesystem::path& asset_dir, float scale, std::string& source, Glyphs glyphs) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  const Fonts fonts = AddFonts(*io.Fonts, asset_dir, scale, glyphs);
  const std::filesystem::path regular = FindFontFiles(asset_dir).regular;
  if (regular.empty()) {
    source = Tr("Inter not found: using ImGui's built-in font.");
  } else {
    source = Format(Tr("Font: {0}"), {regular.parent_path().string() + "/Inter-*.otf"});
  }
  io.FontDefault = fonts.body;
  return fonts;
}

void ApplyTheme(float scale) {
  using namespace render::palette;
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 3.0f;
  style.FrameRounding = 2.0f;
  style.GrabRounding = 2.0f;
  style.WindowBorderSize = 1.0f;
  style.FramePadding = ImVec2(10.0f, 6.0f);
  style.ItemSpacing = ImVec2(10.0f, 8.0f);
  style.WindowPadding = ImVec2(14.0f, 12.0f);
  style.ScrollbarSize = 14.0f;
  ImVec4* c = style.Colors;
  c[ImGuiCol_Text] = ToImVec4(kWhite);
  c[ImGuiCol_TextDisabled] = ToImVec4(kOchre, 0.8f);
  c[ImGuiCol_WindowBg] = ToImVec4(kPanel, 0.94f);
  c[ImGuiCol_ChildBg] = ToImVec4(kNight, 0.5f);
  c[ImGuiCol_PopupBg] = ToImVec4(kNight, 0.97f);
  c[ImGuiCol_Border] = ToImVec4(kOchre, 0.35f);
  c[ImGuiCol_FrameBg] = ToImVec4(kNight, 0.9f);
  c[ImGuiCol_FrameBgHovered] = ToImVec4(kGroundDark);
  c[ImGuiCol_FrameBgActive] = ToImVec4(kGroundLight);
  c[ImGuiCol_TitleBg] = ToImVec4(kNight);
  c[ImGuiCol_TitleBgActive] = ToImVec4(kGroundDark);
  c[ImGuiCol_Button] = ToImVec4(kTealDark, 0.85f);
  c[ImGuiCol_ButtonHovered] = ToImVec4(kTeal, 0.75f);
  c[ImGuiCol_ButtonActive] = ToImVec4(kTeal);
  c[ImGuiCol_Header] = ToImVec4(kGroundDark, 0.9f);
  c[ImGuiCol_HeaderHovered] = ToImVec4(kGroundLight);
  c[ImGuiCol_HeaderActive] = ToImVec4(kOchre);
  c[ImGuiCol_CheckMark] = ToImVec4(kTeal);
  c[ImGuiCol_SliderGrab] = ToImVec4(kTeal);
  c[ImGuiCol_SliderGrabActive] = ToImVec4(kWhite);
  c[ImGuiCol_Separator] = ToImVec4(kOchre, 0.4f);
  c[ImGuiCol_Tab] = ToImVec4(kGroundDark);
  c[ImGuiCol_TabHovered] = ToImVec4(kOchre);
  c[ImGuiCol_TabActive] = ToImVec4(kGroundLight);
  c[ImGuiCol_PlotHistogram] = ToImVec4(kTeal);
  // The keyboard's and the pad's focus: a white frame, clear on every panel and button.
  c[ImGuiCol_NavHighlight] = ToImVec4(kWhite);
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
}

float WindowFitScale(float width, float height) {
  if (width <= 0.0f || height <= 0.0f) return 1.0f;
  const float fit = std::min(width / 1280.0f, height / 720.0f);
  return std::clamp(std::floor(fit * 8.0f) / 8.0f, 0.75f, 2.5f);
}

float LargestUiScale(float width, float height) {
  const float fit = WindowFitScale(width, height);
  float largest = kUiScaleSteps[0];
  for (const float step : kUiScaleSteps) {
    if (height / (fit * step) >= 480.0f - 0.5f) largest = step;
  }
  return largest;
}

}  // namespace bc::ui
