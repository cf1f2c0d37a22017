// The battle screen's top bar, side panel frame and base status (shields, cannon,
// discards, terrain works).
#include <imgui.h>

#include <cmath>

#include <algorithm>
#include <string>

#include "session/key_map.h"
#include "session/settings.h"
#include "render/colour_roles.h"
#include "render/kept_window.h"
#include "ui/battle_screen.h"
#include "ui/rule_texts.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoBringToFrontOnFocus;

render::Rgba ShieldColour(ShieldState s) {
  return render::Colour(s == ShieldState::kDown          ? render::Role::kShieldDown
                        : s == ShieldState::kOvercharged ? render::Role::kShieldOvercharged
                                                         : render::Role::kShieldUp);
}

}  // namespace

const char* ShieldWord(ShieldState s) {
  switch (s) {
    case ShieldState::kUp: return "UP";
    case ShieldState::kOvercharged: return "OVERCHARGED";
    case ShieldState::kDown: return "DOWN";
  }
  return "";
}

void BattleScreen::DrawTopBar(const UiContext& context, Choices& out) {
  const BattleController& c = *controller_;
  const BattleState& state = c.session().state();
  const render::Rect& bar = layout_.top_bar;
  ImGui::SetNextWindowPos(ImVec2(bar.x, bar.y));
  ImGui::SetNextWindowSize(ImVec2(bar.w, bar.h));
  // The bar's padding leaves room for one row of buttons, centred in its height.
  const float pad_y = std::max(1.0f, (bar.h - ImGui::GetFrameHeight()) * 0.5f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(ImGui::GetStyle().WindowPadding.x, pad_y));
  ImGui::Begin("##topbar", nullptr, kPanelFlags);
  ImGui::PopStyleVar();
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextColored(ToImVec4(kOchre), "%s", c.session().mission_def().name.c_str());
  ImGui::SameLine(0, 24 * context.scale);
  ImGui::TextColored(state.turn > state.par ? ToImVec4(render::Colour(render::Role::kWarning)) : ToImVec4(kWhite), "TURN %d / PAR %d", state.turn,
                     state.par);
  ImGui::SameLine(0, 24 * context.scale);
  ImGui::TextColored(ToImVec4(render::Colour(render::Role::kScore)), "SCORE %d", state.score);
  ImGui::SameLine(0, 12 * context.scale);
  ImGui::TextColored(ToImVec4(state.multiplier > 1 ? render::Colour(render::Role::kScore) : kSand), "x%d", state.multiplier);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", MultiplierTooltip().c_str());
  }
  ImGui::PopFont();

  // Buttons from the right edge, or straight after the figures when the bar is narrow.
  const float stats_end = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
  const ImGuiStyle& style = ImGui::GetStyle();
  float buttons_w = 0.0f;
  for (const char* label : {"UNDO", "RESTART", "THREATS", "SPEED instant", "?", "MENU"}) {
    buttons_w += ImGui::CalcTextSize(label).x + style.FramePadding.x * 2 + style.ItemSpacing.x;
  }
  ImGui::SameLine(std::max(stats_end + style.ItemSpacing.x * 2, bar.w - buttons_w - style.WindowPadding.x));
  const bool can_undo = c.session().CanUndo();
  if (!can_undo) ImGui::BeginDisabled();
  if (ImGui::Button("UNDO")) Queue({session::BattleCommand::kUndo});
  if (!can_undo) ImGui::EndDisabled();
  TooltipWithHint(context, can_undo ? "Step back one action of this turn." : c.session().UndoBlockedReason(), session::BattleCommand::kUndo);
  ImGui::SameLine();
  if (ImGui::Button("RESTART")) ImGui::OpenPopup("restart?");
  TooltipWithHint(context, "Start the mission again with the same seed.", session::BattleCommand::kRestart);
  if (ImGui::BeginPopup("restart?")) {
    ImGui::TextUnformatted("Restart this mission from turn 1?");
    if (ImGui::Button("RESTART MISSION")) {
      Queue({session::BattleCommand::kRestart});
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button("CANCEL")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  ImGui::SameLine();
  const bool expanded = threats_expanded(context);
  if (expanded) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.85f));
  if (ImGui::Button("THREATS")) Queue({session::BattleCommand::kThreats});
  if (expanded) ImGui::PopStyleColor();
  TooltipWithHint(context, "Every attacker's full intent, counts per quadrant, next turn's spawns.", session::BattleCommand::kThreats);
  ImGui::SameLine();
  if (context.settings != nullptr) {
    const std::string label = std::string("SPEED ") + session::AnimationSpeedName(context.settings->animation_speed);
    if (ImGui::Button(label.c_str())) Queue({session::BattleCommand::kSpeed});
    TooltipWithKey("Animation speed: 1x, 2x, 4x or instant. Space or a click skips.", nullptr);
    ImGui::SameLine();
  }
  if (ImGui::Button("?")) out.Go(NavRequest::Push(ScreenId::kHowTo));
  TooltipWithKey("How to play.", "F1");
  ImGui::SameLine();
  if (ImGui::Button("MENU")) out.Go(NavRequest::Pop());
  TooltipWithKey("Leave the battle. It is saved: the title screen offers to resume it.", "Esc");
  ImGui::End();
}

void BattleScreen::DrawSidePanel(const UiContext& context) {
  const render::Rect& panel = layout_.side_panel;
  ImGui::SetNextWindowPos(ImVec2(panel.x, panel.y));
  ImGui::SetNextWindowSize(ImVec2(panel.w, panel.h));
  // Nothing is drawn under the panel but the cleared window (kNight): its background,
  // and those of the children inside, are drawn as the opaque colours the blends gave,
  // which a software renderer draws without reading what is under them.
  const render::Rgba panel_ground = FlattenOver(ImGui::GetStyleColorVec4(ImGuiCol_WindowBg), kNight);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ToImVec4(panel_ground));
  ImGui::Begin("##side", nullptr, kPanelFlags);
  ImGui::PopStyleColor();
  // Opaque, on the cleared window: the shell may keep its drawing while it stays the same.
  ImGui::GetWindowDrawList()->AddCallback(render::KeepWindowDrawn, nullptr);
  const BattleController& c = *controller_;
  // The notices (a save, the debrief) head the panel, clear of the board's labels.
  for (const std::string& notice : context.notices) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s", notice.c_str());
    ImGui::PopTextWrapPos();
  }
  if (!c.message().empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(c.message_is_error() ? render::Colour(render::Role::kWarning) : render::Colour(render::Role::kFriendly)), "%s", c.message().c_str());
    ImGui::PopTextWrapPos();
  } else if (c.selection().kind == SelectionKind::kNone) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("Choose a card (1-8) or the cannon (C); lit cells are legal targets.");
    ImGui::PopTextWrapPos();
  } else {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "Click a lit cell to play it. Esc or right click cancels.");
    ImGui::PopTextWrapPos();
  }
  // Everything but END TURN scrolls when the window is small or the UI scale large.
  const float end_h = 44.0f * context.scale;
  const float scroll_h = ImGui::GetContentRegionAvail().y - end_h - ImGui::GetStyle().ItemSpacing.y;
  const ImVec4 child_bg = ImGui::GetStyleColorVec4(ImGuiCol_ChildBg);
  hand_ground_ = FlattenOver(child_bg, panel_ground);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ToImVec4(hand_ground_));
  ImGui::BeginChild("##side_scroll", ImVec2(0, std::max(60.0f, scroll_h)), false);
  ImGui::PopStyleColor();
  DrawBaseStatus(context);
  DrawHand(context);
  // The tabs' height in whole lines, so that the last line shown is never cut in half.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float room = std::max(140.0f * context.scale,
                              ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing());
  const float tab_h = std::floor(room / line) * line;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ToImVec4(FlattenOver(child_bg, hand_ground_)));
  if (ImGui::BeginTabBar("##info")) {
    if (ImGui::BeginTabItem("THREATS")) {
      ImGui::BeginChild("##threats", ImVec2(0, tab_h), false);
      DrawThreats(context);
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("BATTLE LOG")) {
      ImGui::BeginChild("##log", ImVec2(0, tab_h), false);
      DrawLog(context);
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::PopStyleColor();
  ImGui::EndChild();
  const bool over = IsOver(c.session().state());
  ImGui::PushFont(context.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.9f));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ToImVec4(kGold, 0.9f));
  if (over) ImGui::BeginDisabled();
  const char* label = c.animating() ? "SKIP  >>" : "END TURN";
  if (ImGui::Button(label, ImVec2(-1, end_h))) Queue({session::BattleCommand::kEndTurn});
  if (over) ImGui::EndDisabled();
  ImGui::PopStyleColor(2);
  ImGui::PopFont();
  TooltipWithHint(context, "Attackers act as the threats show. Then spawns land, the cannon charges and the hand refills.", session::BattleCommand::kEndTurn);
  ImGui::End();
}

void BattleScreen::DrawBaseStatus(const UiContext& context) {
  const BattleController& c = *controller_;
  const BattleState& state = c.session().state();
  const render::BoardView& view = c.view();
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "BASE");
  ImGui::SameLine();
  const float frac = view.base_max_health > 0 ? static_cast<float>(view.base_health) / view.base_max_health : 0.0f;
  char health[32];
  std::snprintf(health, sizeof health, "%d / %d", view.base_health, view.base_max_health);
  ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ToImVec4(frac > 0.4f ? render::Colour(render::Role::kFriendly) : render::Colour(render::Role::kDanger)));
  ImGui::ProgressBar(frac, ImVec2(140.0f * context.scale, 0), health);
  ImGui::PopStyleColor();
  TooltipWithKey("Base health. At 0 the station is lost. It does not regenerate.", nullptr);
  for (int q = 0; q < kQuadrantCount; ++q) {
    ImGui::SameLine();
    const ShieldState s = view.shields[q];
    ImGui::TextColored(ToImVec4(ShieldColour(s)), "%s", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str());
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s shield: %s", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str(), ShieldWord(s));
    }
  }
  ImGui::PopFont();

  // Cannon: charge steps and fire control.
  const int charge = view.cannon_charge;
  const WeaponDef* weapon = state.weapon < c.session().catalog().weapons.size()
                                ? &c.session().catalog().weapons[state.weapon]
                                : nullptr;
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextColored(ToImVec4(render::Colour(render::Role::kScore)), "CANNON");
  ImGui::PopFont();
  const int steps = weapon != nullptr ? static_cast<int>(weapon->power_steps.size()) : 0;
  for (int i = 0; i < steps; ++i) {
    ImGui::SameLine();
    const int power = weapon->power_steps[static_cast<std::size_t>(i)];
    const bool lit = charge > i;
    ImGui::TextColored(ToImVec4(lit ? render::Colour(render::Role::kScore) : kRock), lit ? "[%d]" : " %d ", power);
  }
  const int power = charge > 0 && weapon != nullptr
                        ? weapon->power_steps[static_cast<std::size_t>(std::min(charge, steps) - 1)] * state.cannon_multiplier
                        : 0;
  const bool cannon_selected = c.selection().kind == SelectionKind::kCannon;
  if (cannon_selected) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kGold, 0.8f));
  char fire[48];
  std::snprintf(fire, sizeof fire, power > 0 ? "FIRE (%d)##fire" : "FIRE##fire", power);
  SameLineIfFits(ButtonWidth(fire));
  if (ImGui::Button(fire)) Queue({session::BattleCommand::kSelectCannon});
  if (cannon_selected) ImGui::PopStyleColor();
  TooltipWithHint(context, weapon != nullptr ? CannonTooltip(*weapon) : std::string("This battle has no base weapon."), session::BattleCommand::kSelectCannon);
  if (state.cannon_multiplier > 1) {
    char next[32];
    std::snprintf(next, sizeof next, "x%d NEXT SHOT", state.cannon_multiplier);
    SameLineIfFits(ImGui::CalcTextSize(next).x);
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s", next);
  }
  char discards[32];
  std::snprintf(discards, sizeof discards, "  DISCARDS %d", state.cards.discard_points);
  SameLineIfFits(ImGui::CalcTextSize(discards).x);
  ImGui::TextColored(ToImVec4(kSand), "%s", discards);
  TooltipWithHint(context, DiscardTooltip(), session::BattleCommand::kDiscardMode);
  bool terrain = false;
  for (const Action& a : c.session().legal()) {
    terrain = terrain || a.kind == ActionKind::kBuildBarricade || a.kind == ActionKind::kDemolishBarricade;
  }
  if (terrain) {
    SameLineIfFits(ButtonWidth("TERRAIN"));
    const bool on = c.selection().kind == SelectionKind::kTerrain;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.8f));
    if (ImGui::Button("TERRAIN")) Queue({session::BattleCommand::kTerrainMode});
    if (on) ImGui::PopStyleColor();
    TooltipWithHint(context, TerrainTooltip(), session::BattleCommand::kTerrainMode);
  }
  if (view.frozen) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFrozen)), "FROZEN: attackers hold this enemy phase.");
}

}  // namespace bc::ui
