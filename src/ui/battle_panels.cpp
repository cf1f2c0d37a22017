// The battle screen's top bar, side panel frame and base status (shields, cannon,
// discards, terrain works).
#include <imgui.h>
#include <imgui_internal.h>

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
#include "ui/tr.h"

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

// A shield quadrant's state as a shape after its name (the last item), as the board's
// rings draw it: a solid ring when up, a broken one when down, a double ring when
// overcharged.
void ShieldRing(ShieldState s, float size) {
  const float mid_y = (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y) * 0.5f;
  ImGui::SameLine(0.0f, size * 0.15f);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, 1.0f));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 centre(at.x + size * 0.5f, mid_y);
  const float r = size * 0.36f;
  const ImU32 colour = ToImU32(ShieldColour(s));
  const float thick = std::max(1.5f, size * 0.12f);
  if (s == ShieldState::kDown) {
    for (int i = 0; i < 4; ++i) {  // four short arcs with gaps between
      const float a0 = static_cast<float>(i) * 1.5708f + 0.35f;
      draw->PathArcTo(centre, r, a0, a0 + 0.85f, 6);
      draw->PathStroke(colour, 0, thick);
    }
    return;
  }
  draw->AddCircle(centre, r, colour, 16, thick);
  if (s == ShieldState::kOvercharged) draw->AddCircle(centre, r * 0.5f, colour, 12, thick);
}

}  // namespace

const char* ShieldWord(ShieldState s) {
  switch (s) {
    case ShieldState::kUp: return "UP";
    case ShieldState::kOvercharged: return Tr("OVERCHARGED");
    case ShieldState::kDown: return Tr("DOWN");
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
  const bool focus_here = focus_request_ == PanelFocus::kTopBar;
  if (focus_here) {
    ImGui::SetNextWindowFocus();  // the D-pad went past the board's top edge
    focus_request_ = PanelFocus::kNone;
  }
  ImGui::Begin("##topbar", nullptr, kPanelFlags);
  if (focus_here) ImGui::NavInitWindow(ImGui::GetCurrentWindow(), true);  // on its first widget at once
  ImGui::PopStyleVar();
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextColored(ToImVec4(kOchre), "%s", c.session().mission_def().name.c_str());
  ImGui::SameLine(0, 24 * context.scale);
  ImGui::TextColored(state.turn > state.par ? ToImVec4(render::Colour(render::Role::kWarning)) : ToImVec4(kWhite), Tr("TURN %d / PAR %d"), state.turn,
                     state.par);
  ImGui::SameLine(0, 24 * context.scale);
  ImGui::TextColored(ToImVec4(render::Colour(render::Role::kScore)), Tr("SCORE %d"), state.score);
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
  const std::string widest_speed = Format(Tr("SPEED {0}"), {Tr("instant")});
  // A field run's siege is fought once: it has no RESTART (docs/campaign.md, Field runs).
  const bool restartable = !fought_once_;
  for (const char* label : {Tr("UNDO"), restartable ? Tr("RESTART") : "", Tr("THREATS"), widest_speed.c_str(), "?", Tr("MENU")}) {
    if (*label == '\0') continue;
    buttons_w += ImGui::CalcTextSize(label).x + style.FramePadding.x * 2 + style.ItemSpacing.x;
  }
  ImGui::SameLine(std::max(stats_end + style.ItemSpacing.x * 2, bar.w - buttons_w - style.WindowPadding.x));
  const bool can_undo = c.session().CanUndo();
  if (!can_undo) ImGui::BeginDisabled();
  if (ImGui::Button(Tr("UNDO"))) Queue({session::BattleCommand::kUndo});
  if (!can_undo) ImGui::EndDisabled();
  TooltipWithHint(context, can_undo ? Tr("Step back one action of this turn.") : c.session().UndoBlockedReason(), session::BattleCommand::kUndo);
  ImGui::SameLine();
  if (restartable && ImGui::Button(Tr("RESTART"))) ImGui::OpenPopup(Tr("restart?"));
  if (restartable) {
    TooltipWithHint(context, Tr("Start the mission again with the same seed."), session::BattleCommand::kRestart);
    ImGui::SameLine();
  }
  if (ImGui::BeginPopup(Tr("restart?"))) {
    ImGui::TextUnformatted(Tr("Restart this mission from turn 1?"));
    if (ImGui::Button(Tr("RESTART MISSION"))) {
      Queue({session::BattleCommand::kRestart});
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(Tr("CANCEL"))) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  const bool expanded = threats_expanded(context);
  if (expanded) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.85f));
  if (ImGui::Button(Tr("THREATS"))) Queue({session::BattleCommand::kThreats});
  if (expanded) ImGui::PopStyleColor();
  TooltipWithHint(context, Tr("Every attacker's full intent, counts per quadrant, next turn's spawns."), session::BattleCommand::kThreats);
  ImGui::SameLine();
  if (context.settings != nullptr) {
    const std::string label = Format(Tr("SPEED {0}"), {Tr(session::AnimationSpeedName(context.settings->animation_speed))});
    if (ImGui::Button(label.c_str())) Queue({session::BattleCommand::kSpeed});
    TooltipWithKey(Tr("Animation speed: 1x, 2x, 4x or instant. Space or a click skips."), nullptr);
    ImGui::SameLine();
  }
  if (ImGui::Button("?")) out.Go(NavRequest::Push(ScreenId::kHowTo));
  TooltipWithKey(Tr("How to play."), "F1");
  ImGui::SameLine();
  if (ImGui::Button(Tr("MENU"))) out.Go(NavRequest::Pop());
  TooltipWithKey(Tr("Leave the battle. It is saved: the title screen offers to resume it."), "Esc");
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
  const bool focus_here = focus_request_ == PanelFocus::kSide;
  if (focus_here) {
    ImGui::SetNextWindowFocus();  // the D-pad went past the board's edge
    focus_request_ = PanelFocus::kNone;
  }
  ImGui::Begin("##side", nullptr, kPanelFlags);
  if (focus_here) ImGui::NavInitWindow(ImGui::GetCurrentWindow(), true);  // on its first widget at once
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
  } else if (panel_focus_) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "%s",
                       context.pad_in_use ? Tr("The D-pad moves through the panels, A presses. B goes back to the board.")
                                          : Tr("The arrows move through the panels, Enter presses. Esc goes back to the board."));
    ImGui::PopTextWrapPos();
  } else if (c.selection().kind == SelectionKind::kNone) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", context.pad_in_use
                                  ? Tr("LB / RB choose a card; lit cells are legal targets. Past the board's edge the D-pad reaches the panels.")
                                  : Tr("Choose a card (1-8) or the cannon (C); lit cells are legal targets."));
    ImGui::PopTextWrapPos();
  } else {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "%s",
                       context.pad_in_use ? Tr("Move the cursor to a lit cell with the D-pad, A plays it. B cancels.")
                                          : Tr("Click a lit cell to play it. Esc or right click cancels."));
    ImGui::PopTextWrapPos();
  }
  // Everything but END TURN scrolls when the window is small or the UI scale large.
  const float end_h = 44.0f * context.scale;
  const float scroll_h = ImGui::GetContentRegionAvail().y - end_h - ImGui::GetStyle().ItemSpacing.y;
  const ImVec4 child_bg = ImGui::GetStyleColorVec4(ImGuiCol_ChildBg);
  hand_ground_ = FlattenOver(child_bg, panel_ground);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ToImVec4(hand_ground_));
  // Flattened for the menus' focus: the D-pad walks from the cannon through the cards and
  // the tabs to END TURN.
  ImGui::BeginChild("##side_scroll", ImVec2(0, std::max(60.0f, scroll_h)), false, ImGuiWindowFlags_NavFlattened);
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
    if (ImGui::BeginTabItem(Tr("THREATS"))) {
      ImGui::BeginChild("##threats", ImVec2(0, tab_h), false);
      DrawThreats(context);
      ImGui::EndChild();
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(Tr("BATTLE LOG"))) {
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
  const char* label = c.animating() ? Tr("SKIP  >>") : Tr("END TURN");
  if (ImGui::Button(label, ImVec2(-1, end_h))) Queue({session::BattleCommand::kEndTurn});
  if (over) ImGui::EndDisabled();
  ImGui::PopStyleColor(2);
  ImGui::PopFont();
  TooltipWithHint(context, Tr("Attackers act as the threats show. Then spawns land, the cannon charges and the hand refills."), session::BattleCommand::kEndTurn);
  ImGui::End();
}

void BattleScreen::DrawBaseStatus(const UiContext& context) {
  const BattleController& c = *controller_;
  const BattleState& state = c.session().state();
  const render::BoardView& view = c.view();
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), Tr("BASE"));
  ImGui::SameLine();
  const float frac = view.base_max_health > 0 ? static_cast<float>(view.base_health) / view.base_max_health : 0.0f;
  char health[32];
  std::snprintf(health, sizeof health, "%d / %d", view.base_health, view.base_max_health);
  ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ToImVec4(frac > 0.4f ? render::Colour(render::Role::kFriendly) : render::Colour(render::Role::kDanger)));
  ImGui::ProgressBar(frac, ImVec2(140.0f * context.scale, 0), health);
  ImGui::PopStyleColor();
  TooltipWithKey(Tr("Base health. At 0 the station is lost. It does not regenerate."), nullptr);
  for (int q = 0; q < kQuadrantCount; ++q) {
    const ShieldState s = view.shields[q];
    const std::string name(QuadrantName(static_cast<Quadrant>(q)));
    // The name and its ring stay together; the four wrap when the panel is narrow.
    SameLineIfFits(ImGui::CalcTextSize(name.c_str()).x + ImGui::GetTextLineHeight() * 1.15f);
    ImGui::BeginGroup();
    ImGui::TextColored(ToImVec4(ShieldColour(s)), "%s", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str());
    ShieldRing(s, ImGui::GetTextLineHeight());
    ImGui::EndGroup();
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(Tr("%s shield: %s"), std::string(QuadrantName(static_cast<Quadrant>(q))).c_str(), ShieldWord(s));
    }
  }
  ImGui::PopFont();

  // Cannon: charge steps and fire control.
  const int charge = view.cannon_charge;
  const WeaponDef* weapon = state.weapon < c.session().catalog().weapons.size()
                                ? &c.session().catalog().weapons[state.weapon]
                                : nullptr;
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextColored(ToImVec4(render::Colour(render::Role::kScore)), Tr("CANNON"));
  ImGui::PopFont();
  const int steps = weapon != nullptr ? static_cast<int>(weapon->power_steps.size()) : 0;
  for (int i = 0; i < steps; ++i) {
    ImGui::SameLine();
    const int power = weapon->power_steps[static_cast<std::size_t>(i)];
    const bool lit = charge > i;
    ImGui::TextColored(ToImVec4(lit ? render::Colour(render::Role::kScore) : kRock), lit ? "[%d]" : " %d ", power);
  }
  const int power = WeaponPowerAt(c.session().catalog(), state.weapon, charge) * state.cannon_multiplier;
  const bool cannon_selected = c.selection().kind == SelectionKind::kCannon;
  if (cannon_selected) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kGold, 0.8f));
  char fire[128];
  std::snprintf(fire, sizeof fire, power > 0 ? TrId("FIRE (%d)", "##fire").c_str() : TrId("FIRE", "##fire").c_str(), power);
  SameLineIfFits(ButtonWidth(fire));
  if (ImGui::Button(fire)) Queue({session::BattleCommand::kSelectCannon});
  if (cannon_selected) ImGui::PopStyleColor();
  TooltipWithHint(context, weapon != nullptr ? CannonTooltip(*weapon) : std::string(Tr("This battle has no base weapon.")), session::BattleCommand::kSelectCannon);
  if (state.cannon_multiplier > 1) {
    char next[96];
    std::snprintf(next, sizeof next, Tr("x%d NEXT SHOT"), state.cannon_multiplier);
    SameLineIfFits(ImGui::CalcTextSize(next).x);
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s", next);
  }
  char discards[96];
  std::snprintf(discards, sizeof discards, Tr("  DISCARDS %d"), state.cards.discard_points);
  SameLineIfFits(ImGui::CalcTextSize(discards).x);
  ImGui::TextColored(ToImVec4(kSand), "%s", discards);
  TooltipWithHint(context, DiscardTooltip(), session::BattleCommand::kDiscardMode);
  bool terrain = false;
  for (const Action& a : c.session().legal()) {
    terrain = terrain || a.kind == ActionKind::kBuildBarricade || a.kind == ActionKind::kDemolishBarricade;
  }
  if (terrain) {
    SameLineIfFits(ButtonWidth(Tr("TERRAIN")));
    const bool on = c.selection().kind == SelectionKind::kTerrain;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.8f));
    if (ImGui::Button(Tr("TERRAIN"))) Queue({session::BattleCommand::kTerrainMode});
    if (on) ImGui::PopStyleColor();
    TooltipWithHint(context, TerrainTooltip(), session::BattleCommand::kTerrainMode);
  }
  if (view.frozen) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFrozen)), Tr("FROZEN: attackers hold this enemy phase."));
}

}  // namespace bc::ui
