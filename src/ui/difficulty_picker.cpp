// The difficulty picker and the briefing's level block (ui/difficulty_picker.h).
#include "ui/difficulty_picker.h"

#include <imgui.h>

#include "session/catalogue_rules_text.h"
#include "session/profile_session.h"
#include "session/requests.h"
#include "ui/theme.h"
#include "ui/tr.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

DifficultyDef ChosenDifficulty(const UiContext& context) {
  const std::string id = context.profile != nullptr ? context.profile->profile().difficulty : kStandardDifficulty;
  if (context.catalog != nullptr) {
    if (std::optional<DifficultyDef> level = FindLevel(*context.catalog, id)) return *level;
  }
  return RulebookDifficulty();
}

std::optional<session::Request> StepDifficulty(const UiContext& context, int step) {
  if (context.profile == nullptr || context.catalog == nullptr) return std::nullopt;
  const std::vector<DifficultyDef>& levels = context.catalog->difficulties;
  if (levels.size() < 2) return std::nullopt;
  const int count = static_cast<int>(levels.size());
  int at = context.catalog->FindDifficulty(ChosenDifficulty(context).id);
  if (at < 0) at = 0;
  const int next = ((at + step) % count + count) % count;
  const DifficultyDef& level = levels[static_cast<std::size_t>(next)];
  return session::Request::Profile(session::ProfileCommand::ChooseDifficulty(level.id),
                                   Format(Tr("Difficulty: {0}."), {std::string(TrData(level.name))}));
}

std::vector<std::string> DifficultyBriefingLines(const DifficultyDef& level) {
  std::vector<std::string> lines = {Format(Tr("DIFFICULTY: {0}"), {std::string(TrData(level.name))})};
  if (!level.summary.empty()) lines.push_back(std::string(TrData(level.summary)));
  for (std::string& line : DescribeDifficulty(level, session::CatalogueRules())) lines.push_back(std::move(line));
  return lines;
}

namespace {

void DrawLines(const UiContext& context, const std::vector<std::string>& lines) {
  ImGui::PushTextWrapPos(0.0f);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    // The level's own line, then its modifiers.
    TextIn(context.fonts.body, (i == 1 ? "" : "- ") + lines[i], i == 1 ? kWhite : kSand);
  }
  ImGui::PopTextWrapPos();
}

}  // namespace

void DrawDifficultyPicker(const UiContext& context, Choices& out, bool arrows_step) {
  const DifficultyDef chosen = ChosenDifficulty(context);
  SectionLabel(Tr("DIFFICULTY"));
  const std::vector<DifficultyDef>& levels =
      context.catalog != nullptr ? context.catalog->difficulties : std::vector<DifficultyDef>{};
  ImGui::PushFont(context.fonts.bold);
  for (std::size_t i = 0; i < levels.size(); ++i) {
    const DifficultyDef& level = levels[i];
    const bool lit = level.id == chosen.id;
    const std::string name(TrData(level.name));
    if (i > 0) SameLineIfFits(ButtonWidth(name.c_str()));
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_Button, lit ? ToImVec4(kTeal, 0.85f) : ToImVec4(kTealDark, 0.6f));
    ImGui::BeginDisabled(context.profile == nullptr);
    if (ImGui::Button(name.c_str()) && !lit) {
      out.requests.push_back(session::Request::Profile(session::ProfileCommand::ChooseDifficulty(level.id),
                                                       Format(Tr("Difficulty: {0}."), {name})));
    }
    ImGui::EndDisabled();
    ImGui::PopStyleColor();
    TooltipWithKey(std::string(TrData(level.summary)) +
                       (level.credit_percent != 100
                            ? " " + Format(/* xgettext:no-c-format */ Tr("Credits at {0}% of the rate."), {std::to_string(level.credit_percent)})
                            : std::string()),
                   arrows_step ? Tr("Left / Right") : nullptr);
    ImGui::PopID();
  }
  ImGui::PopFont();
  if (context.profile == nullptr) {
    ImGui::TextDisabled("%s", Tr("No profile is loaded: battles are fought at STANDARD."));
  }
  DrawLines(context, DifficultyBriefingLines(chosen));
}

void DrawDifficultyBriefing(const UiContext& context, const DifficultyDef& level) {
  const std::vector<std::string> lines = DifficultyBriefingLines(level);
  SectionLabel(lines[0].c_str(), level.modifiers == DifficultyModifiers{} ? kTeal : kHazard);
  DrawLines(context, lines);
}

}  // namespace bc::ui
