#include "ui/operations_screen.h"

#include <imgui_internal.h>

#include <algorithm>

#include "session/catalogue_rules_text.h"
#include "session/profile_session.h"
#include "text/hostiles.h"
#include "render/backdrop.h"
#include "ui/difficulty_picker.h"
#include "ui/mission_list.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

std::string MissionAttackerList(const Catalog& catalog, const MissionDef& mission) {
  std::vector<std::string> names;
  std::string list;
  for (const SpawnDef& spawn : mission.schedule) {
    if (spawn.enemy >= catalog.enemies.size()) continue;
    const std::string& name = catalog.enemies[spawn.enemy].name;
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    names.push_back(name);
    list += (list.empty() ? "" : ", ") + name;
  }
  return list;
}

std::vector<ExpectedHostileText> ExpectedHostileTexts(const Catalog& catalog, const MissionDef& mission) {
  std::vector<ExpectedHostileText> out;
  for (const ExpectedAttacker& expected : ExpectedAttackers(catalog, mission)) {
    const EnemyDef& enemy = catalog.enemies[expected.enemy];
    ExpectedHostileText text;
    text.count = std::to_string(expected.count);
    text.name = enemy.name;
    text.sprite = "sprites/enemies/" + enemy.sprite + ".png";
    text.turn = std::to_string(expected.first_turn);
    text.health = std::to_string(enemy.health) + (enemy.shield > 0 ? "+" + std::to_string(enemy.shield) : "");
    text.blows = std::to_string(enemy.attack) + " x " + std::to_string(enemy.firepower);
    text.evasion = std::to_string(enemy.evasion);
    text.breach = std::to_string(enemy.breach_damage);
    text.steps = std::to_string(enemy.steps);
    text.stats = EnemyStatLine(enemy, session::CatalogueRules());
    const std::vector<std::string> behaviour = EnemyBehaviour(catalog, enemy, session::CatalogueRules());
    if (!behaviour.empty()) text.behaviour = behaviour.front();
    out.push_back(std::move(text));
  }
  return out;
}

std::vector<MissionRow> MissionRowsFor(const UiContext& context) {
  if (context.catalog == nullptr) return {};
  if (context.profile == nullptr) return MissionRows(*context.catalog, nullptr, nullptr);
  return MissionRows(*context.catalog, &context.profile->campaigns(), &context.profile->profile());
}

int OperationsScreen::PlaysRecorded(const UiContext& context) {
  if (context.profile == nullptr) return 0;
  int plays = 0;
  for (const auto& [id, record] : context.profile->profile().missions) plays += record.plays;
  return plays;
}

void OperationsScreen::Launch(int mission, const UiContext& context, Choices& out) {
  if (context.saved_siege) {
    pending_launch_ = mission;
    open_question_ = true;
    return;
  }
  out.mission = mission;
  out.Go(NavRequest::Push(ScreenId::kBattle));
}

void OperationsScreen::DrawAbandonQuestion(const UiContext& context, Choices& out) {
  if (pending_launch_ < 0 || context.catalog == nullptr ||
      pending_launch_ >= static_cast<int>(context.catalog->missions.size())) {
    pending_launch_ = -1;
    return;
  }
  const std::string title = Format(Tr("ABANDON THE SIEGE AT {0}?"), {SiegePlace(context)}) + "###abandon";
  if (open_question_) {
    ImGui::OpenPopup("###abandon");
    open_question_ = false;
  }
  const std::string launching(TrData(context.catalog->missions[static_cast<std::size_t>(pending_launch_)].name));
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    pending_launch_ = -1;
    return;
  }
  ImGui::TextUnformatted(Format(Tr("Launching {0} ends the battle in progress at {1}."), {launching, SiegePlace(context)}).c_str());
  ImGui::TextUnformatted(Tr("An abandoned battle cannot be resumed and scores nothing. Campaign progress stays."));
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kDanger, 0.85f));
  if (ImGui::Button(Format(Tr("ABANDON IT, LAUNCH {0}"), {launching}).c_str())) {
    // The siege goes first (a fresh battle never saves over one it was not told to end).
    out.requests.push_back(session::Request::ClearSiege());
    out.mission = pending_launch_;
    out.Go(NavRequest::Push(ScreenId::kBattle));
    pending_launch_ = -1;
    ImGui::CloseCurrentPopup();
  }
  ImGui::PopStyleColor();
  SameLineIfFits(ButtonWidth(Tr("RESUME THE SIEGE")));
  if (ImGui::Button(Tr("RESUME THE SIEGE"))) {
    out.resume_siege = true;
    out.Go(NavRequest::Push(ScreenId::kBattle));
    pending_launch_ = -1;
    ImGui::CloseCurrentPopup();
  }
  SameLineIfFits(ButtonWidth(Tr("CANCEL")));
  if (ImGui::Button(Tr("CANCEL"))) {
    pending_launch_ = -1;
    ImGui::CloseCurrentPopup();
  }
  // The keyboard's and the pad's focus opens on the choice that loses nothing: Enter,
  // Enter from the list never throws the saved battle away.
  ImGui::SetItemDefaultFocus();
  TooltipWithKey(Tr("Keep the siege and stay here."), "Esc");
  ImGui::PopFont();
  ImGui::EndPopup();
}

bool OperationsScreen::OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) {
  if (pending_launch_ >= 0) {
    // The question waits for a click; Esc answers "cancel", and nothing else launches.
    if (key.key == session::Key::kEscape) pending_launch_ = -1;
    return true;
  }
  const std::vector<MissionRow> rows = MissionRowsFor(context);
  if (DefaultMissionRow(rows) < 0) return false;
  if (selected_ < 0 || selected_ >= static_cast<int>(rows.size())) selected_ = DefaultMissionRow(rows);
  switch (key.key) {
    case session::Key::kF:
      out.Go(NavRequest::Push(ScreenId::kRun));
      return true;
    case session::Key::kUp: selected_ = StepMissionRow(rows, selected_, -1); scroll_to_selected_ = true; return true;
    case session::Key::kDown: selected_ = StepMissionRow(rows, selected_, 1); scroll_to_selected_ = true; return true;
    case session::Key::kLeft:
    case session::Key::kRight:
      // The difficulty picker's shortcut: the level steps along the data's order.
      if (std::optional<session::Request> step = StepDifficulty(context, key.key == session::Key::kLeft ? -1 : 1)) {
        out.requests.push_back(std::move(*step));
        return true;
      }
      return false;
    case session::Key::kReturn:
    case session::Key::kSpace:
      if (key.repeat) return true;  // a held key launches once
      Launch(rows[static_cast<std::size_t>(selected_)].mission, context, out);
      return true;
    default: return false;
  }
}

bool OperationsScreen::claims_key(const session::KeyPress& key) const {
  return pending_launch_ < 0 && row_focused_ && (key.key == session::Key::kLeft || key.key == session::Key::kRight);
}

bool OperationsScreen::OnPad(session::PadButton button, const UiContext& context, Choices& out) {
  // Dear ImGui's focus has nowhere to go sideways from the list (the briefing beside it
  // starts below its top rows), so the pad's sideways buttons are the picker's; the
  // level's buttons stay for the mouse and Tab.
  if (pending_launch_ >= 0 || !row_focused_) return false;
  if (button != session::PadButton::kLeft && button != session::PadButton::kRight) return false;
  std::optional<session::Request> step = StepDifficulty(context, button == session::PadButton::kLeft ? -1 : 1);
  if (!step) return false;
  out.requests.push_back(std::move(*step));
  return true;
}

void OperationsScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void OperationsScreen::DrawUi(const UiContext& context, Choices& out) {
  NavRequest nav;
  BeginScreenWindow("##operations", context);
  const float margin = 36.0f * context.scale;
  if (BackStrip(context, Tr("PLAY"), Tr("Back to the title."))) nav = NavRequest::Pop();
  ImGui::SetCursorPosX(margin);
  TextIn(context.fonts.display, Tr("SELECT OPERATION"));
  // PLAY's other entry: the field runs (run_screen.h).
  ImGui::SameLine(0.0f, 28.0f * context.scale);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 8.0f * context.scale);
  ImGui::PushFont(context.fonts.bold);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kTeal, 0.8f));
  const bool running = context.run != nullptr && context.run->in_progress();
  if (ImGui::Button(running ? Tr("FIELD RUNS: RUN IN PROGRESS") : Tr("FIELD RUNS: GENERATED SIEGES"))) {
    nav = NavRequest::Push(ScreenId::kRun);
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();
  TooltipWithKey(Tr("Nine sieges drawn up for the occasion, one deck, no retries; and the daily run."), "F");

  const Catalog* catalog = context.catalog;
  if (catalog == nullptr || catalog->missions.empty()) {
    ImGui::SetCursorPosX(margin);
    ImGui::PushTextWrapPos(context.width - margin);
    ImGui::TextColored(ToImVec4(kHazard), Tr("No missions could be loaded."));
    ImGui::TextWrapped("%s", context.catalog_message.c_str());
    ImGui::PopTextWrapPos();
    EndScreenWindow();
    out.Go(nav);
    return;
  }
  const std::vector<MissionRow> rows = MissionRowsFor(context);
  // Back from a battle that changed the records (OPERATIONS on its result), the list opens
  // again on the next mission to win, as PLAY from the title does, and the focus with it.
  const int plays = PlaysRecorded(context);
  if (plays != plays_seen_ && selected_ >= 0) {
    selected_ = -1;
    refocus_ = true;
  }
  plays_seen_ = plays;
  if (selected_ < 0 || selected_ >= static_cast<int>(rows.size()) || rows[static_cast<std::size_t>(selected_)].heading) {
    selected_ = DefaultMissionRow(rows);
    scroll_to_selected_ = true;
  }
  const float top = ImGui::GetCursorPosY();
  const float list_w = std::max(300.0f * context.scale, context.width * 0.32f);
  const float body_h = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##missions", ImVec2(list_w, body_h), true, ImGuiWindowFlags_NavFlattened);
  const float star = ImGui::GetTextLineHeight() * 0.8f;
  row_focused_ = false;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const MissionRow& row = rows[i];
    ImGui::PushID(static_cast<int>(i));
    if (row.heading) {
      if (i > 0) ImGui::Spacing();
      TextIn(context.fonts.bold, row.label, row.locked ? kSand : kHazard);
      ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(kSand, row.locked ? 0.6f : 0.9f));
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(row.detail.c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
      ImGui::PopID();
      continue;
    }
    ImGui::PushFont(context.fonts.bold);
    ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(kWhite, row.locked ? 0.45f : 1.0f));
    const std::string label = "  " + row.label;
    if (ImGui::Selectable(label.c_str(), selected_ == static_cast<int>(i), ImGuiSelectableFlags_AllowDoubleClick)) {
      selected_ = static_cast<int>(i);
      // A double click launches, and so does Enter (or the pad's A) on the focused row.
      const bool keyed = !ImGui::IsMouseClicked(0) && !ImGui::IsMouseReleased(0);
      if (ImGui::IsMouseDoubleClicked(0) || keyed) Launch(row.mission, context, out);
    }
    // The keyboard's focus opens on the chosen row, and the choice follows it.
    if (selected_ == static_cast<int>(i)) ImGui::SetItemDefaultFocus();
    if (refocus_) {
      // The focus moves to the row chosen for it; the row it was on does not choose.
      if (selected_ == static_cast<int>(i)) {
        if (ImGui::GetFocusID() != 0) ImGui::SetFocusID(ImGui::GetItemID(), ImGui::GetCurrentWindow());
        refocus_ = false;
      }
    } else if (ImGui::IsItemFocused()) {
      selected_ = static_cast<int>(i);
      row_focused_ = true;
    }
    ImGui::PopStyleColor();
    ImGui::PopFont();
    if (selected_ == static_cast<int>(i) && scroll_to_selected_) {
      ImGui::SetScrollHereY(0.5f);
      scroll_to_selected_ = false;
    }
    // Best stars on record, right-aligned in the row; nothing for a mission not yet won.
    if (row.won) {
      const ImVec2 item_min = ImGui::GetItemRectMin();
      const ImVec2 item_max = ImGui::GetItemRectMax();
      const float stars_w = star * 1.15f * 3.0f;
      DrawStars(ImGui::GetWindowDrawList(),
                ImVec2(item_max.x - stars_w - 4.0f, item_min.y + (item_max.y - item_min.y - star) * 0.5f), star,
                row.stars, 3, row.flawless);
    }
    ImGui::PopID();
  }
  ImGui::EndChild();
  if (selected_ < 0) {
    EndScreenWindow();
    out.Go(nav);
    return;
  }

  const int chosen = rows[static_cast<std::size_t>(selected_)].mission;
  // The mission as the chosen level fights it: its base and attackers are the ones that come,
  // its stars the level's.
  const DifficultyDef level = ChosenDifficulty(context);
  const MissionDef mission = MissionAtDifficulty(*catalog, catalog->missions[static_cast<std::size_t>(chosen)], level);
  ImGui::SetCursorPos(ImVec2(margin * 1.5f + list_w, top));
  ImGui::BeginChild("##briefing", ImVec2(context.width - list_w - margin * 2.5f, body_h), true,
                    ImGuiWindowFlags_NavFlattened);
  SectionLabel(Tr("BRIEFING"));
  TextIn(context.fonts.heading, mission.name);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(mission.briefing.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  // TRANSLATORS: the first %s is the par with its noun ("8 turns").
  ImGui::Text(Tr("Par: %s    Base health: %d    Attackers: %zu"), Count(mission.par, "{0} turn", "{0} turns").c_str(),
              mission.base_health, mission.schedule.size());
  ImGui::Text(Tr("Stars at %d / %d / %d points"), mission.star_scores[0], mission.star_scores[1],
              mission.star_scores[2]);
  ImGui::PushTextWrapPos(0.0f);  // a long list of hostiles wraps rather than runs off the panel
  ImGui::TextColored(ToImVec4(kHazard), Tr("Expected: %s"), MissionAttackerList(*catalog, mission).c_str());
  ImGui::PopTextWrapPos();
  int shields = 0;
  for (bool up : mission.shields_up) shields += up ? 1 : 0;
  ImGui::Text(Tr("Shields up: %d of 4    Cannon charge: %d    Barricades: %zu"), shields,
              mission.cannon_charge, mission.barricades.size());
  DrawMissionStanding(context, mission);  // the campaign: place, best on record or lock, deck
  ImGui::Spacing();
  DrawDifficultyPicker(context, out);
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.85f));
  if (ImGui::Button(Tr("LAUNCH DEFENCE"))) Launch(chosen, context, out);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  TooltipWithKey(context.saved_siege
                     ? Format(Tr("Start this mission. The siege at {0} is saved: you are asked before it is abandoned."),
                              {SiegePlace(context)})
                     : std::string(Tr("Start this mission.")),
                 "Enter");
  ImGui::EndChild();
  DrawAbandonQuestion(context, out);
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
