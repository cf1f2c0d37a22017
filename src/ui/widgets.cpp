#include "ui/widgets.h"

#include <algorithm>
#include <cmath>

#include "render/sprites.h"
#include "session/profile_session.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

void BeginScreenWindow(const char* name, const UiContext& context, bool background) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(context.width, context.height));
  // No title, frame or resizing; a scroll bar when the content is taller than the window
  // (a large UI scale on a small window), so nothing is out of reach.
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                           ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_HorizontalScrollbar;
  if (!background) flags |= ImGuiWindowFlags_NoBackground;
  ImGui::Begin(name, nullptr, flags);
}

void EndScreenWindow() { ImGui::End(); }

void SpendQuestion::Ask(session::Request request, std::string what, int cost) {
  request_ = std::move(request);
  what_ = std::move(what);
  cost_ = cost;
  pending_ = true;
  open_popup_ = true;
}

void SpendQuestion::Draw(const UiContext& context, Choices& out) {
  if (!pending_) return;
  const std::string title_text = TrId("SPEND CREDITS?", "###spend");
  const char* title = title_text.c_str();
  if (open_popup_) {
    ImGui::OpenPopup(title);
    open_popup_ = false;
  }
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    pending_ = false;
    return;
  }
  const int credits = context.profile != nullptr ? context.profile->profile().credits : 0;
  ImGui::PushTextWrapPos(std::min(context.width * 0.8f, 520.0f * context.scale));
  TextIn(context.fonts.bold, Format(Tr("{0} for {1}?"), {what_, Count(cost_, "{0} credit", "{0} credits")}), kWhite);
  TextIn(context.fonts.body,
         Format(Tr("You have {0}; {1} would be left. Credits spent are not given back."),
                {Count(credits, "{0} credit", "{0} credits"),
                 Count(std::max(0, credits - cost_), "{0} credit", "{0} credits")}),
         kSand);
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.85f));
  if (ImGui::Button(Format(Tr("SPEND {0}"), {Thousands(cost_)}).c_str())) {
    out.requests.push_back(request_);
    pending_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::PopStyleColor();
  SameLineIfFits(ButtonWidth(Tr("KEEP THE CREDITS")));
  if (ImGui::Button(Tr("KEEP THE CREDITS"))) {
    pending_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::PopFont();
  ImGui::EndPopup();
}

std::string Count(int n, const char* one, const char* many) {
  return Format(TrN(one, many, static_cast<unsigned long>(std::max(0, n))), {Thousands(n)});
}

std::string SiegePlace(const UiContext& context) {
  if (!context.saved_siege) return "";
  std::string name = context.saved_siege->mission_id;
  if (context.catalog != nullptr) {
    const int index = context.catalog->FindMission(name);
    if (index >= 0) name = context.catalog->missions[static_cast<std::size_t>(index)].name;
  }
  return Format(Tr("{0}, TURN {1}"), {name, std::to_string(context.saved_siege->turn)});
}

bool ChannelTile(const char* id, const char* heading, const char* sub_line, ImVec2 size,
                 const UiContext& context, bool enabled) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const bool clicked = ImGui::InvisibleButton(id, size) && enabled;
  const bool hovered = ImGui::IsItemHovered() && enabled;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 end(pos.x + size.x, pos.y + size.y);
  draw->AddRectFilled(pos, end, ToImU32(hovered ? kGroundLight : kPanel, enabled ? 0.92f : 0.6f));
  draw->AddRect(pos, end, ToImU32(hovered ? kTeal : kOchre, enabled ? 0.9f : 0.4f), 0, 0,
                hovered ? 2.0f * context.scale : 1.0f);
  draw->AddRectFilled(pos, ImVec2(pos.x + 5.0f * context.scale, end.y),
                      ToImU32(enabled ? kHazard : kRock));
  const float pad = 18.0f * context.scale;
  ImFont* heading_font = context.fonts.heading;
  draw->AddText(heading_font, heading_font->FontSize, ImVec2(pos.x + pad, pos.y + pad * 0.8f),
                ToImU32(enabled ? kWhite : kSand, enabled ? 1.0f : 0.6f), heading);
  ImFont* sub_font = context.fonts.bold;
  // The sub-line wraps inside the tile (a narrow tile at a large UI scale).
  draw->AddText(sub_font, sub_font->FontSize,
                ImVec2(pos.x + pad, pos.y + pad * 0.8f + heading_font->FontSize + 6.0f * context.scale),
                ToImU32(enabled ? kOchre : kSand, enabled ? 1.0f : 0.5f), sub_line, nullptr,
                std::max(1.0f, size.x - 2.0f * pad));
  return clicked;
}

void SectionLabel(const char* text, render::Rgba colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(colour));
  ImGui::TextUnformatted(text);
  ImGui::PopStyleColor();
}

void PlaceNextTooltip(ImVec2 at, ImVec2 pivot) {
  // Only when a tooltip follows: a position set for no window would move the next one.
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetNextWindowPos(at, ImGuiCond_Always, pivot);
}

void TooltipWithKey(const std::string& text, const char* key) {
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
  ImGui::TextUnformatted(text.c_str());
  if (key != nullptr && *key != '\0') {
    ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(kTeal));
    ImGui::Text(Tr("Key: %s"), key);
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

std::string PadGlyphFile(const std::string& word) {
  static constexpr std::pair<const char*, const char*> kGlyphs[] = {
      {"A", "a"}, {"B", "b"}, {"X", "x"}, {"Y", "y"}, {"LB", "lb"}, {"RB", "rb"},
      {"Start", "start"}, {"Back", "back"}, {"D-pad", "dpad"}};
  for (const auto& [name, file] : kGlyphs) {
    if (word == name) return std::string("sprites/pad/") + file + ".png";
  }
  return "";
}

bool DrawPadGlyphs(const UiContext& context, const std::string& label, float height) {
  if (context.glyphs == nullptr) return false;
  // The label's words, a trailing comma kept apart ("Back," -> "Back", ",").
  std::vector<std::string> words;
  std::size_t at = 0;
  while (at < label.size()) {
    const std::size_t end = std::min(label.find(' ', at), label.size());
    std::string word = label.substr(at, end - at);
    const bool comma = !word.empty() && word.back() == ',';
    if (comma) word.pop_back();
    if (!word.empty()) words.push_back(word);
    if (comma) words.push_back(",");
    at = end + 1;
  }
  std::vector<SDL_Texture*> textures;
  for (const std::string& word : words) {
    const std::string file = PadGlyphFile(word);
    SDL_Texture* texture = file.empty() ? nullptr : context.glyphs->Find(file);
    if (!file.empty() && texture == nullptr) {
      static bool said = false;
      if (!said) {
        SDL_Log("pad glyphs: %s is missing; the hints name the gamepad's buttons in text.", file.c_str());
        said = true;
      }
      return false;
    }
    textures.push_back(texture);
  }
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0 && words[i] != ",") ImGui::SameLine(0.0f, 4.0f * context.scale);
    if (i > 0 && words[i] == ",") ImGui::SameLine(0.0f, 0.0f);
    if (textures[i] != nullptr) {
      int w = 0;
      int h = 0;
      SDL_QueryTexture(textures[i], nullptr, nullptr, &w, &h);
      const float width = h > 0 ? height * static_cast<float>(w) / static_cast<float>(h) : height;
      ImGui::Image(reinterpret_cast<ImTextureID>(textures[i]), ImVec2(width, height));
    } else {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(words[i].c_str());
    }
  }
  return true;
}

namespace {

// A tooltip's hint for a command, in teal: "Key: Esc", or while a pad is in use
// "Button:" and its buttons as glyphs (named in text when a glyph is missing).
void DrawHint(const UiContext& context, session::BattleCommand command, int slot) {
  const std::string hint = KeyHint(context, command, slot);
  if (hint.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(kTeal));
  const bool pad = context.pad_in_use && *session::PadLabel(command) != '\0';
  if (pad) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(Tr("Button:"));
    ImGui::SameLine();
  }
  if (!pad || !DrawPadGlyphs(context, hint, ImGui::GetFrameHeight())) {
    if (pad) {
      ImGui::TextUnformatted(hint.c_str());
    } else {
      ImGui::Text(Tr("Key: %s"), hint.c_str());
    }
  }
  ImGui::PopStyleColor();
}

}  // namespace

void TooltipWithHint(const UiContext& context, const std::string& text, session::BattleCommand command, int slot) {
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) return;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
  ImGui::TextUnformatted(text.c_str());
  DrawHint(context, command, slot);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

int DrawNotices(const UiContext& context) {
  int dismissed = -1;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float strip = context.notices.empty()
                          ? 0.0f
                          : line * static_cast<float>(context.notices.size()) + 16.0f * context.scale;
  if (!context.lasting_notices.empty()) {
    const float w = std::min(context.width - 32.0f * context.scale, 760.0f * context.scale);
    ImGui::SetNextWindowPos(ImVec2(context.width * 0.5f, context.height - strip - 12.0f * context.scale),
                            ImGuiCond_Always, ImVec2(0.5f, 1.0f));
    ImGui::SetNextWindowSize(ImVec2(w, 0.0f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0.0f), ImVec2(w, context.height * 0.8f));
    ImGui::SetNextWindowBgAlpha(0.96f);
    ImGui::Begin("##lasting_notices", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_AlwaysAutoResize);
    for (std::size_t i = 0; i < context.lasting_notices.size(); ++i) {
      const session::LastingNotice& notice = context.lasting_notices[i];
      ImGui::PushID(static_cast<int>(i));
      if (i > 0) ImGui::Separator();
      ImGui::PushTextWrapPos(0.0f);
      TextIn(context.fonts.body, notice.text, kSand);
      ImGui::PopTextWrapPos();
      ImGui::PushFont(context.fonts.bold);
      if (ImGui::Button(Tr("DISMISS"))) dismissed = static_cast<int>(i);
      ImGui::PopFont();
      if (!notice.details.empty()) {
        ImGui::SameLine();
        // DETAILS opens and closes the technical detail (ImGui keeps whether it is open).
        if (ImGui::TreeNodeEx(Tr("DETAILS"), ImGuiTreeNodeFlags_NoTreePushOnOpen)) {
          ImGui::PushTextWrapPos(0.0f);
          ImGui::TextDisabled("%s", notice.details.c_str());
          ImGui::PopTextWrapPos();
        }
      }
      ImGui::PopID();
    }
    ImGui::End();
  }
  if (context.notices.empty()) return dismissed;
  ImGui::SetNextWindowPos(ImVec2(0, context.height - strip));
  ImGui::SetNextWindowSize(ImVec2(context.width, strip));
  ImGui::SetNextWindowBgAlpha(0.85f);
  ImGui::Begin("##notices", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoInputs);
  for (const std::string& notice : context.notices) {
    ImGui::TextColored(ToImVec4(kHazard), "%s", notice.c_str());
  }
  ImGui::End();
  return dismissed;
}

void DrawStars(ImDrawList* list, ImVec2 origin, float size, int filled, int total, bool flawless) {
  const float r = size * 0.5f;
  for (int k = 0; k < total; ++k) {
    const ImVec2 c(origin.x + r + static_cast<float>(k) * size * 1.15f, origin.y + r);
    ImVec2 points[10];
    for (int i = 0; i < 10; ++i) {
      const float a = -1.5707963f + static_cast<float>(i) * 0.6283185f;
      const float radius = (i % 2 == 0) ? r : r * 0.45f;
      points[i] = ImVec2(c.x + radius * std::cos(a), c.y + radius * std::sin(a));
    }
    if (k < filled) {
      // A star is not convex: fill it as a fan of triangles about its centre.
      for (int i = 0; i < 10; ++i) {
        list->AddTriangleFilled(c, points[i], points[(i + 1) % 10], ToImU32(render::palette::kGold));
      }
    }
    const render::Rgba edge = flawless || k < filled ? render::palette::kGold : render::palette::kSand;
    list->AddPolyline(points, 10, ToImU32(edge, k < filled ? 1.0f : 0.55f), ImDrawFlags_Closed, 1.2f);
  }
}

void SameLineIfFits(float width) {
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
}

float ButtonWidth(const char* label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}

void TextIn(ImFont* font, const std::string& text, render::Rgba colour) {
  if (font != nullptr) ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(colour));
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopStyleColor();
  if (font != nullptr) ImGui::PopFont();
}

int HubTiles(const UiContext& context, const HubTile* tiles, int count, int per_row, float max_width) {
  const float s = context.scale;
  const float margin = 36.0f * s;
  const float gap = 16.0f * s;
  const float tile_w = std::min(max_width * s, (context.width - 2.0f * margin - static_cast<float>(per_row - 1) * gap) /
                                                   static_cast<float>(per_row));
  const ImVec2 size(tile_w, 96.0f * s);
  int clicked = -1;
  for (int i = 0; i < count; ++i) {
    if (i % per_row == 0) {
      ImGui::SetCursorPosX(margin);
      if (i > 0) ImGui::SetCursorPosY(ImGui::GetCursorPosY() + gap * 0.5f);
    } else {
      ImGui::SameLine(0, gap);
    }
    if (ChannelTile(tiles[i].id, Tr(tiles[i].heading), Tr(tiles[i].sub_line), size, context)) clicked = i;
    TooltipWithKey(Tr(tiles[i].tooltip), nullptr);
  }
  return clicked;
}

bool BackStrip(const UiContext& context, const char* channel, const char* tooltip) {
  const float margin = 36.0f * context.scale;
  ImGui::SetCursorPos(ImVec2(margin, margin * 0.6f));
  ImGui::PushFont(context.fonts.bold);
  const bool back = ImGui::Button(Tr("< BACK"));
  ImGui::PopFont();
  const ImVec2 button = ImGui::GetItemRectMin();
  const bool hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled);
  ImGui::SameLine();
  SectionLabel(channel, render::palette::kTeal);
  if (hovered) {
    // Beside the strip, on its own row: the page's heading under it stays in sight.
    ImGui::SetNextWindowPos(ImVec2(ImGui::GetItemRectMax().x + 16.0f * context.scale, button.y));
    // One line, so that it stays on the strip's row.
    ImGui::BeginTooltip();
    if (context.pad_in_use) ImGui::AlignTextToFramePadding();  // level with the button's glyph
    ImGui::TextUnformatted(tooltip);
    ImGui::SameLine();
    DrawHint(context, session::BattleCommand::kBack, -1);  // Esc, or the pad's B
    ImGui::EndTooltip();
  }
  return back;
}

}  // namespace bc::ui
