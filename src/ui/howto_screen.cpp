#include "ui/howto_screen.h"

#include "i18n/translate.h"
#include "render/backdrop.h"
#include "ui/glossary.h"
#include "ui/rules_reference.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;
using i18n::TrData;

namespace {

void DrawSections(const std::vector<RulesSection>& sections, const UiContext& context) {
  for (const RulesSection& section : sections) {
    ImGui::Spacing();
    TextIn(context.fonts.heading, section.title, kOchre);
    for (const std::string& line : section.lines) {
      ImGui::Bullet();
      ImGui::SameLine();
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(line.c_str());
      ImGui::PopTextWrapPos();
    }
  }
}

}  // namespace

void HowToScreen::DrawWorld(const UiContext& context) {
  render::FillVerticalGradient(context.renderer, {0, 0, context.width, context.height},
                               render::Rgba{26, 16, 14}, render::Rgba{52, 26, 20});
}

void HowToScreen::DrawUi(const UiContext& context, Choices& out) {
  NavRequest nav;
  BeginScreenWindow("##howto", context);
  const float margin = 36.0f * context.scale;
  const std::string title(TrData("HOW TO PLAY"));
  const std::string back(TrData("Back to where you were."));
  if (BackStrip(context, title.c_str(), back.c_str())) nav = NavRequest::Pop();
  ImGui::SetCursorPosX(margin);
  TextIn(context.fonts.display, std::string(TrData("DEVELOPMENT RULES REFERENCE")));
  ImGui::SetCursorPosX(margin);
  ImGui::PushTextWrapPos(context.width - margin);
  const std::string intro(TrData("This is a complete mechanic checklist for the current Base Command build. "
                                 "It is intentionally dense so rules can be checked while cards, enemies, "
                                 "missions, and UI are still changing."));
  ImGui::TextColored(ToImVec4(kSand), "%s", intro.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetCursorPosX(margin);
  const std::string kPages[] = {std::string(TrData("RULES")), std::string(TrData("THIS BUILD")),
                                std::string(TrData("GLOSSARY")), std::string(TrData("CREDITS"))};
  for (int i = 0; i < 4; ++i) {
    if (i > 0) ImGui::SameLine();
    const bool active = page_ == i;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kOchre, 0.9f));
    if (ImGui::Button((kPages[i] + "##page" + std::to_string(i)).c_str())) page_ = i;
    if (active) ImGui::PopStyleColor();
  }
  ImGui::SetCursorPosX(margin);
  ImGui::BeginChild("##howto_body", ImVec2(context.width - 2.0f * margin,
                                           context.height - ImGui::GetCursorPosY() - margin),
                    true);
  if (page_ == 0) {
    DrawSections(TranslatedRulesReference(), context);
  } else if (page_ == 1) {
    DrawSections(DeskNotes(BattleKeys(context)), context);
  } else if (page_ == 3) {
    DrawMarkdown(credits_, context);
  } else if (ImGui::BeginTable("##glossary", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn(std::string(TrData("Keyword")).c_str(), ImGuiTableColumnFlags_WidthFixed, 200.0f * context.scale);
    ImGui::TableSetupColumn(std::string(TrData("Meaning")).c_str(), ImGuiTableColumnFlags_WidthStretch);
    for (const GlossaryEntry& entry : Glossary()) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::PushFont(context.fonts.bold);
      ImGui::TextColored(ToImVec4(kTeal), "%s", entry.keyword.c_str());
      ImGui::PopFont();
      ImGui::TableSetColumnIndex(1);
      ImGui::TextWrapped("%s", entry.meaning.c_str());
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
