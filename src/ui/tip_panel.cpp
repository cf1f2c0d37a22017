// The first-time tips: a note over the board's corner the first time this profile meets
// a hero, a contact, a demolition charge, a lane or a splitter in a battle.
#include <imgui.h>

#include <algorithm>

#include "session/profile_session.h"
#include "ui/battle_screen.h"
#include "ui/first_tips.h"
#include "ui/theme.h"
#include "ui/tr.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

void BattleScreen::DrawFirstTip(const UiContext& context, Choices& out) {
  const BattleController& c = *controller_;
  const int turn = c.session().state().turn;
  if (!tip_.empty() && turn != tip_turn_) tip_.clear();  // it goes when the turn ends
  if (context.settings == nullptr || !context.settings->first_time_tips || context.profile == nullptr) {
    tip_.clear();
    return;
  }
  if (tip_.empty() && !c.animating()) {
    std::set<std::string> seen = context.profile->profile().tips_seen;
    seen.insert(tips_shown_.begin(), tips_shown_.end());
    const std::vector<const FirstTip*> tips = NewTips(c.view(), c.session().catalog(), seen);
    if (!tips.empty()) {
      tip_ = tips.front()->id;
      tip_turn_ = turn;
      tips_shown_.insert(tip_);
      // Recorded as it is shown: a battle left now does not show it again.
      out.requests.push_back(session::Request::Profile(session::ProfileCommand::MarkTipSeen(tip_), ""));
    }
  }
  if (tip_.empty()) return;
  const FirstTip* tip = nullptr;
  for (const FirstTip& t : FirstTips()) {
    if (tip_ == t.id) tip = &t;
  }
  if (tip == nullptr) return;
  // Over the board's top left corner, inside it, no wider than half the board.
  const render::Rect& board = layout_.board;
  const float w = std::max(220.0f * context.scale, board.w * 0.5f);
  ImGui::SetNextWindowPos(ImVec2(board.x + 6.0f * context.scale, board.y + 6.0f * context.scale));
  ImGui::SetNextWindowSize(ImVec2(std::min(w, context.width - board.x - 12.0f * context.scale), 0.0f));
  ImGui::SetNextWindowBgAlpha(0.94f);
  ImGui::Begin("##first_tip", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  SectionLabel(Tr("FIELD NOTE"), kTeal);
  TextIn(context.fonts.bold, Tr(tip->title), kHazard);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(Tr(tip->text));
  ImGui::TextDisabled("%s", Tr("Shown once. SETTINGS turns these notes off; F1 has the guide."));
  ImGui::PopTextWrapPos();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("NOTED"))) tip_.clear();
  ImGui::PopFont();
  // Closed by the keyboard and the pad too: Esc or B (the battle's back, BattleScreen::Play).
  const std::string key = KeyHint(context, session::BattleCommand::kBack);
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  if (!context.pad_in_use || !DrawPadGlyphs(context, key, ImGui::GetFrameHeight())) {
    ImGui::TextDisabled("%s", key.c_str());
  }
  ImGui::End();
}

}  // namespace bc::ui
