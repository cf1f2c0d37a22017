// The difficulty picker and the briefing's level block (ui/difficulty_picker.h).
#include "ui/difficulty_picker.h"

#include <imgui.h>

#include <algorithm>

#include "session/profile_session.h"
#include "session/requests.h"
#include "basecommand/rule_numbers.h"
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

namespace {

std::string Signed(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

// The modifiers in words, in the player's language (the core's DescribeDifficulty says the
// same in English for the command line).
std::vector<std::string> ModifierLines(const DifficultyDef& level) {
  const DifficultyModifiers& m = level.modifiers;
  std::vector<std::string> lines;
  if (m.base_health != 0) {
    lines.push_back(Format(Tr("Base starts at {0} health, not {1} ({2})."),
                           {std::to_string(std::max(1, kStandardBaseHealth + m.base_health)),
                            std::to_string(kStandardBaseHealth), Signed(m.base_health)}));
  }
  if (m.discard_start != 0) {
    const int start = std::clamp(kDiscardStart + m.discard_start, 0, kDiscardCap);
    lines.push_back(Format(Tr("Discard points start at {0}, not {1}. The cap stays {2}."),
                           {std::to_string(start), std::to_string(kDiscardStart), std::to_string(kDiscardCap)}));
  }
  if (m.extra_attackers > 0) {
    lines.push_back(Format(TrN("Every wave brings {0} more attacker: another of its smallest. Telegraphed as usual.",
                               "Every wave brings {0} more attackers: another of its smallest. Telegraphed as usual.",
                               static_cast<unsigned long>(m.extra_attackers)),
                           {std::to_string(m.extra_attackers)}));
  }
  if (m.schedule_percent != 100) {
    lines.push_back(Format(/* xgettext:no-c-format */ Tr("The schedule runs at {0}% of its length: later waves arrive sooner."),
                           {std::to_string(m.schedule_percent)}));
  }
  if (lines.empty()) lines.push_back(Tr("The rulebook exactly. Nothing added, nothing waived."));
  if (level.credit_percent != 100) {
    lines.push_back(Format(/* xgettext:no-c-format */ Tr("Campaign credits paid at {0}% of the rate."), {std::to_string(level.credit_percent)}));
  }
  return lines;
}

}  // namespace

std::vector<std::string> DifficultyBriefingLines(const DifficultyDef& level) {
  std::vector<std::string> lines = {Format(Tr("DIFFICULTY: {0}"), {std::string(TrData(level.name))})};
  if (!level.summary.empty()) lines.push_back(std::string(TrData(level.summary)));
  for (std::string& line : ModifierLines(level)) lines.push_back(std::move(line));
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

void DrawDifficultyPicker(const UiContext& context, Choices& out) {
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
                   Tr("Left / Right"));
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
