// The battle screen's top bar, side panel frame, base status, threats, battle log and
// the board's hover tooltip.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "basecommand/card_preview.h"
#include "session/key_map.h"
#include "session/settings.h"
#include "ui/battle_screen.h"
#include "ui/card_view.h"
#include "ui/rule_texts.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoBringToFrontOnFocus;

const char* ShieldWord(ShieldState s) {
  switch (s) {
    case ShieldState::kUp: return "UP";
    case ShieldState::kOvercharged: return "OVERCHARGED";
    case ShieldState::kDown: return "DOWN";
  }
  return "";
}

render::Rgba ShieldColour(ShieldState s) {
  return s == ShieldState::kDown ? kDanger : s == ShieldState::kOvercharged ? kGold : kTeal;
}

}  // namespace

void BattleScreen::DrawTopBar(const UiContext& context, Choices& out) {
  const BattleController& c = *controller_;
  const BattleState& state = c.session().state();
  const render::Rect& bar = layout_.top_bar;
  ImGui::SetNextWindowPos(ImVec2(bar.x, bar.y));
  ImGui::SetNextWindowSize(ImVec2(bar.w, bar.h));
  ImGui::Begin("##topbar", nullptr, kPanelFlags);
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextColored(ToImVec4(kOchre), "%s", c.session().mission_def().name.c_str());
  ImGui::SameLine(0, 24 * context.scale);
  ImGui::TextColored(state.turn > state.par ? ToImVec4(kHazard) : ToImVec4(kWhite), "TURN %d / PAR %d", state.turn,
                     state.par);
  ImGui::SameLine(0, 24 * context.scale);
  ImGui::TextColored(ToImVec4(kGold), "SCORE %d", state.score);
  ImGui::SameLine(0, 12 * context.scale);
  ImGui::TextColored(ToImVec4(state.multiplier > 1 ? kGold : kSand), "x%d", state.multiplier);
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
  TooltipWithKey(can_undo ? "Step back one action of this turn." : c.session().UndoBlockedReason(),
                 session::KeyLabel(session::BattleCommand::kUndo));
  ImGui::SameLine();
  if (ImGui::Button("RESTART")) ImGui::OpenPopup("restart?");
  TooltipWithKey("Start the mission again with the same seed.", session::KeyLabel(session::BattleCommand::kRestart));
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
  TooltipWithKey("Every attacker's full intent, counts per quadrant, next turn's spawns.",
                 session::KeyLabel(session::BattleCommand::kThreats));
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
  ImGui::Begin("##side", nullptr, kPanelFlags);
  const BattleController& c = *controller_;
  if (!c.message().empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(c.message_is_error() ? kHazard : kTeal), "%s", c.message().c_str());
    ImGui::PopTextWrapPos();
  } else if (c.selection().kind == SelectionKind::kNone) {
    ImGui::TextDisabled("Choose a card (1-8) or the cannon (C); lit cells are legal targets.");
  } else {
    ImGui::TextColored(ToImVec4(kTeal), "Click a lit cell to play it. Esc or right click cancels.");
  }
  // Everything but END TURN scrolls when the window is small or the UI scale large.
  const float end_h = 44.0f * context.scale;
  const float scroll_h = ImGui::GetContentRegionAvail().y - end_h - ImGui::GetStyle().ItemSpacing.y;
  ImGui::BeginChild("##side_scroll", ImVec2(0, std::max(60.0f, scroll_h)), false);
  DrawBaseStatus(context);
  DrawHand(context);
  const float tab_h = std::max(140.0f * context.scale,
                               ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing());
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
  TooltipWithKey("Attackers act as the threats show. Then spawns land, the cannon charges and the hand refills.",
                 session::KeyLabel(session::BattleCommand::kEndTurn));
  ImGui::End();
}

void BattleScreen::DrawBaseStatus(const UiContext& context) {
  const BattleController& c = *controller_;
  const BattleState& state = c.session().state();
  const render::BoardView& view = c.view();
  ImGui::PushFont(context.fonts.bold);
  ImGui::TextColored(ToImVec4(kTeal), "BASE");
  ImGui::SameLine();
  const float frac = view.base_max_health > 0 ? static_cast<float>(view.base_health) / view.base_max_health : 0.0f;
  char health[32];
  std::snprintf(health, sizeof health, "%d / %d", view.base_health, view.base_max_health);
  ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ToImVec4(frac > 0.4f ? kTeal : kDanger));
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
  ImGui::TextColored(ToImVec4(kGold), "CANNON");
  ImGui::PopFont();
  const int steps = weapon != nullptr ? static_cast<int>(weapon->power_steps.size()) : 0;
  for (int i = 0; i < steps; ++i) {
    ImGui::SameLine();
    const int power = weapon->power_steps[static_cast<std::size_t>(i)];
    const bool lit = charge > i;
    ImGui::TextColored(ToImVec4(lit ? kGold : kRock), lit ? "[%d]" : " %d ", power);
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
  TooltipWithKey(weapon != nullptr ? CannonTooltip(*weapon) : std::string("This battle has no base weapon."),
                 session::KeyLabel(session::BattleCommand::kSelectCannon));
  if (state.cannon_multiplier > 1) {
    char next[32];
    std::snprintf(next, sizeof next, "x%d NEXT SHOT", state.cannon_multiplier);
    SameLineIfFits(ImGui::CalcTextSize(next).x);
    ImGui::TextColored(ToImVec4(kHazard), "%s", next);
  }
  char discards[32];
  std::snprintf(discards, sizeof discards, "  DISCARDS %d", state.cards.discard_points);
  SameLineIfFits(ImGui::CalcTextSize(discards).x);
  ImGui::TextColored(ToImVec4(kSand), "%s", discards);
  TooltipWithKey(DiscardTooltip(), session::KeyLabel(session::BattleCommand::kDiscardMode));
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
    TooltipWithKey(TerrainTooltip(), session::KeyLabel(session::BattleCommand::kTerrainMode));
  }
  if (view.frozen) ImGui::TextColored(ToImVec4(kFrost), "FROZEN: attackers hold this enemy phase.");
}

void BattleScreen::DrawThreats(const UiContext& context) {
  const BattleController& c = *controller_;
  if (c.animating() || IsOver(c.session().state())) {
    ImGui::TextDisabled(c.animating() ? "The enemy phase is playing. Space skips." : "The battle is over.");
    return;
  }
  const Catalog& catalog = c.session().catalog();
  const EnemyIntents& intents = c.session().intents();
  const bool full = threats_expanded(context);
  ImGui::PushFont(context.fonts.bold);
  if (intents.base_damage > 0) {
    ImGui::TextColored(ToImVec4(kDanger), "Ending the turn now: base takes %d damage%s.", intents.base_damage,
                       intents.defeat ? " - THE BASE FALLS" : "");
  } else {
    ImGui::TextColored(ToImVec4(kTeal), "Ending the turn now: no damage to the base.");
  }
  ImGui::PopFont();
  if (intents.frozen) ImGui::TextColored(ToImVec4(kFrost), "Frozen: nobody moves this phase.");
  ImGui::Text("Breaches per quadrant:");
  for (int q = 0; q < kQuadrantCount; ++q) {
    ImGui::SameLine();
    const int n = intents.breaches[q];
    ImGui::TextColored(ToImVec4(n > 0 ? kDanger : kSand), "%s %d", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str(), n);
  }
  if (full) {
    ImGui::Text("Paths ending at each quadrant:");
    for (int q = 0; q < kQuadrantCount; ++q) {
      ImGui::SameLine();
      ImGui::TextColored(ToImVec4(kHazard), "%s %d", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str(),
                         intents.threats[q]);
    }
  }
  ImGui::Separator();
  for (const AttackerIntent& a : intents.attackers) {
    if (!full && !a.breaches && a.bash < 0 && !a.dies && a.status_damage == 0) continue;
    const std::string name = a.enemy < catalog.enemies.size() ? catalog.enemies[a.enemy].name : "?";
    std::string line = name + " #" + std::to_string(a.uid) + " at " + CellName(a.start) + ": ";
    if (a.skips) line += "skips (incapacitated)";
    else if (a.waits && a.moves.empty()) line += "waits";
    else if (!a.moves.empty()) {
      line += "moves";
      for (Cell m : a.moves) line.append(" ").append(CellName(m));
    } else if (!a.breaches && a.bash < 0) {
      line += "holds";
    }
    if (a.bash >= 0) line += std::string(a.moves.empty() ? "" : ", ") + "bashes the barricade on " + CellName(a.bash) + " (" + BashDamageText() + ")";
    if (a.breaches) {
      line += a.moves.empty() ? "breaches " : ", breaches ";
      line += QuadrantName(a.quadrant);
      line += a.shield_blocks ? " - the shield blocks it" : " for " + std::to_string(a.base_damage) + " base damage";
    }
    if (a.status_damage > 0) line += ", poison " + std::to_string(a.status_damage);
    if (a.dies) line += ", is destroyed";
    const bool danger = a.breaches && !a.shield_blocks;
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(danger ? kDanger : a.breaches ? kTeal : kWhite), "%s", line.c_str());
    ImGui::PopTextWrapPos();
  }
  if (!full) ImGui::TextDisabled("Only breaches, bashes and losses are listed. T shows every attacker.");
  if (!intents.spawns.empty()) {
    ImGui::Separator();
    ImGui::TextColored(ToImVec4(kHazard), "Landing this enemy phase:");
    for (const SpawnIntent& s : intents.spawns) {
      const std::string name = s.enemy < catalog.enemies.size() ? catalog.enemies[s.enemy].name : "?";
      ImGui::BulletText("%s on %s%s", name.c_str(), CellName(s.cell).c_str(), s.lands ? "" : " (delayed)");
    }
  }
}

void BattleScreen::DrawLog(const UiContext& context) {
  (void)context;
  const std::vector<session::LogLine>& log = controller_->session().log();
  int turn = -1;
  for (const session::LogLine& line : log) {
    if (line.text.empty()) continue;
    if (line.turn != turn) {
      turn = line.turn;
      ImGui::TextColored(ToImVec4(kOchre), "TURN %d", turn);
    }
    const bool bad = line.kind == EventKind::kBaseDamaged || line.kind == EventKind::kShieldDown ||
                     line.kind == EventKind::kBreached || line.kind == EventKind::kDefeat;
    const bool good = line.kind == EventKind::kAttackerDestroyed || line.kind == EventKind::kVictory;
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(bad ? kHazard : good ? kGold : kWhite), "%s", line.text.c_str());
    ImGui::PopTextWrapPos();
  }
  if (log.size() != log_seen_) {
    log_seen_ = log.size();
    ImGui::SetScrollHereY(1.0f);
  }
}

void BattleScreen::DrawBoardTooltip(const UiContext& context) {
  const BattleController& c = *controller_;
  const Cell cell = hover_;
  if (cell == kNoCell || c.animating()) return;
  const BattleState& state = c.session().state();
  const Catalog& catalog = c.session().catalog();
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
  ImGui::PushFont(context.fonts.bold);
  ImGui::Text("%s  (range %d, %s quarter)", CellName(cell).c_str(), RangeOf(cell),
              std::string(SegmentName(SegmentOf(cell))).c_str());
  ImGui::PopFont();
  if (IsBaseCell(cell)) {
    const Quadrant q = QuadrantOf(cell);
    ImGui::Text("Command base, %s quadrant: shield %s.", std::string(QuadrantName(q)).c_str(),
                ShieldWord(state.shields[static_cast<int>(q)]));
  }
  if (const int index = state.attacker_at[cell]; index >= 0) {
    const Attacker& a = state.attackers[index];
    const EnemyDef& def = catalog.enemies[a.type];
    ImGui::TextColored(ToImVec4(kDanger), "%s #%d", def.name.c_str(), a.uid);
    ImGui::TextDisabled("%s", def.description.c_str());
    ImGui::Text("HP %d/%d  Attack %d  Firepower %d  Evasion %d  Breach %d", a.hp, a.max_hp, def.attack,
                def.firepower, def.evasion, def.breach_damage);
    if (a.shield > 0) ImGui::Text("Shield points: %d", a.shield);
    if (def.IsAircraft()) ImGui::TextColored(ToImVec4(kFrost), "AIRCRAFT: ignores terrain.");
    if (a.poison > 0 && a.poison_turns > 0) ImGui::TextColored(ToImVec4(kPoison), "Poisoned: %d for %d ticks", a.poison, a.poison_turns);
    if (a.incapacitated > 0) ImGui::TextColored(ToImVec4(kViolet), "Incapacitated: skips %d", a.incapacitated);
    for (const AttackerIntent& intent : c.session().intents().attackers) {
      if (intent.uid != a.uid) continue;
      if (intent.breaches) {
        ImGui::TextColored(ToImVec4(kHazard), "Next: breaches %s%s", std::string(QuadrantName(intent.quadrant)).c_str(),
                           intent.shield_blocks ? " (shield blocks)" : (" for " + std::to_string(intent.base_damage)).c_str());
      } else if (intent.bash >= 0) {
        ImGui::TextColored(ToImVec4(kHazard), "Next: bashes the barricade on %s", CellName(intent.bash).c_str());
      } else if (!intent.moves.empty()) {
        ImGui::TextColored(ToImVec4(kHazard), "Next: moves to %s", CellName(intent.moves.back()).c_str());
      }
    }
    if (c.selection().kind == SelectionKind::kUnit) {
      Action play;
      play.kind = ActionKind::kPlayUnit;
      play.slot = static_cast<std::int8_t>(c.selection().slot);
      play.cell = cell;
      // The core's preview of exactly this play, hooks included (none when it is illegal).
      if (const std::optional<EngagementPreview> p = PreviewUnitPlay(catalog, state, play)) {
        ImGui::Separator();
        ImGui::TextColored(ToImVec4(kTeal), "ENGAGEMENT PREVIEW");
        ImGui::Text("You deal %d-%d (expected %.1f)", p->min_damage_to_defender, p->max_damage_to_defender,
                    p->expected_damage_to_defender);
        ImGui::Text("You take %d-%d (expected %.1f)", p->min_damage_to_attacker, p->max_damage_to_attacker,
                    p->expected_damage_to_attacker);
        ImGui::TextColored(ToImVec4(kGold), "Kill chance %.0f%%", p->kill_chance * 100.0);
        ImGui::TextColored(ToImVec4(p->loss_chance > 0 ? kDanger : kSand), "Chance to lose the unit %.0f%%",
                           p->loss_chance * 100.0);
      }
    }
  }
  if (state.barricades[cell] != BarricadeKind::kNone) {
    ImGui::TextColored(ToImVec4(kHazard), "%s",
                       state.barricades[cell] == BarricadeKind::kPlayer ? "Burning Barricade (yours)"
                       : state.barricades[cell] == BarricadeKind::kIndestructible ? "Indestructible barricade"
                                                                                  : "Barricade");
  }
  const std::uint8_t flags = state.cell_flags[cell];
  if (flags & kCellBlocked) ImGui::Text("Rock: impassable, never in an area.");
  if (flags & kCellObjective) ImGui::Text("Objective: a station asset. Build nothing here.");
  if (flags & kCellDeployment) ImGui::Text("Deployment cell: attackers land here.");
  if (flags & kCellReinforcement) ImGui::Text("Reinforcement cell.");
  for (int i = 0; i < state.pending_count; ++i) {
    if (state.pending[i].cell == cell) {
      ImGui::TextColored(ToImVec4(kHazard), "Next turn: %s lands here.", catalog.enemies[state.pending[i].enemy].name.c_str());
    }
  }
  if (c.selection().kind != SelectionKind::kNone) {
    if (const std::optional<Action> action =
            ActionForCell(catalog, state, c.session().legal(), c.selection(), cell)) {
      const std::string reason = c.session().Check(*action);
      if (reason.empty()) ImGui::TextColored(ToImVec4(kTeal), "Click: %s", ActionToString(*action).c_str());
      else ImGui::TextColored(ToImVec4(kHazard), "Not here: %s", reason.c_str());
    }
  }
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace bc::ui
