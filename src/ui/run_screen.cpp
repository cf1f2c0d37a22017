// FIELD RUNS: the frame and the run's column (run_screen.h).
#include "ui/run_screen.h"

#include <algorithm>

#include <imgui_internal.h>

#include "render/backdrop.h"
#include "ui/card_tile.h"
#include "ui/card_view.h"
#include "ui/prepare_screen.h"
#include "ui/run_words.h"
#include "ui/theme.h"
#include "ui/tr.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

// A line of the run's column that the keyboard's and the pad's focus can stand on, so
// that the column scrolls under the focus to the lines past its edge (the units, on a
// small window): the column has no buttons, and a pad has no wheel. Pressed, it does
// nothing, and the mouse's hover leaves it unlit. Its text wraps at `wrap` pixels (0: the
// column's edge), as the column's other lines do. Give it an ID of its own (PushID).
// `navigable` false: the focus passes it by (see RunScreen::column_nav_).
void ColumnLine(ImFont* font, const std::string& text, render::Rgba colour, bool navigable, float wrap = 0.0f) {
  if (!navigable) ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
  ImGui::PushFont(font);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (wrap <= 0.0f) wrap = ImGui::GetContentRegionAvail().x;
  const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
  ImGui::PushStyleColor(ImGuiCol_HeaderHovered, ImVec4(0.0f, 0.0f, 0.0f, 0.0f));
  ImGui::PushStyleColor(ImGuiCol_HeaderActive, ImVec4(0.0f, 0.0f, 0.0f, 0.0f));
  ImGui::Selectable("##line", false, ImGuiSelectableFlags_None, ImVec2(0.0f, size.y));
  ImGui::PopStyleColor(2);
  ImGui::GetWindowDrawList()->AddText(font, font->FontSize, at, ToImU32(colour), text.c_str(), nullptr, wrap);
  ImGui::PopFont();
  if (!navigable) ImGui::PopItemFlag();
}

}  // namespace


bool RunScreen::OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) {
  (void)context;
  (void)out;
  if (asking_abandon_) {
    if (key.key == session::Key::kEscape) asking_abandon_ = false;
    return true;  // the question waits for its answer
  }
  if (key.key == session::Key::kEscape && (chosen_offer_ >= 0 || struck_ >= 0)) {
    chosen_offer_ = -1;  // Esc steps back out of a half-made choice first
    refocus_ = refocus_ || struck_ >= 0;
    struck_ = -1;
    return true;
  }
  return false;
}

void RunScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

double RunScreen::NextChangeIn(const UiContext& context) const {
  return context.run != nullptr && context.run->siege_pending() ? 0.25 : kNoChange;
}

void RunScreen::DrawRunColumn(const UiContext& context, const runs::RunState& run, float width, float height) {
  const session::RunService& service = *context.run;
  const runs::RunRules& rules = service.rules();
  const float s = context.scale;
  ImGui::BeginChild("##run_column", ImVec2(width, height), true, ImGuiWindowFlags_NavFlattened);
  ImGui::PushTextWrapPos(0.0f);  // a fork's two stops take two lines where their names are long
  SectionLabel(Tr("THE RUN"));
  const std::string seed = std::to_string(run.seed);
  ImGui::PushID("seed");
  ColumnLine(context.fonts.bold, run.daily.empty() ? Format(Tr("SEED {0}"), {seed}) : Format(Tr("DAILY RUN {0}  //  SEED {1}"), {run.daily, seed}),
             kGold, column_nav_);
  ImGui::PopID();
  const std::optional<DifficultyDef> level = context.catalog != nullptr ? FindLevel(*context.catalog, run.difficulty) : std::nullopt;
  ImGui::TextUnformatted(Format(Tr("Level: {0}    Score: {1}"), {level ? std::string(TrData(level->name)) : run.difficulty,
                                                                     Count(run.Score(), "{0} point", "{0} points")})
                             .c_str());
  ImGui::Spacing();
  SectionLabel(Tr("THE MAP"));
  const int sieges = runs::SiegeCount(rules);
  const float row = ImGui::GetTextLineHeightWithSpacing();
  for (int d = 0; d < sieges; ++d) {
    const bool won = d < run.depth;
    const bool here = d == run.depth && run.stage != runs::RunStage::kOver;
    const bool lost_here = d == run.depth && run.end == runs::RunEnd::kLost;
    const render::Rgba colour = won ? kTeal : here ? kHazard : lost_here ? kDanger : kSand;
    // A shape beside the colour: done, here, lost, ahead.
    const char* mark = won ? "\u2605" : here ? "\u25b6" : lost_here ? "\u25a0" : "\u25c7";
    const bool finale = d + 1 == sieges;
    const std::string line = Format(finale ? Tr("{0}  SIEGE {1}  //  THREAT {2}  //  THE FINALE") : Tr("{0}  SIEGE {1}  //  THREAT {2}"),
                                    {mark, std::to_string(d + 1), std::to_string(runs::ThreatAt(rules, d))});
    ImGui::PushID(d);
    ColumnLine(here ? context.fonts.bold : context.fonts.body, line, colour, column_nav_);
    ImGui::PopID();
    if (won && d < static_cast<int>(run.scores.size())) {
      // The siege's points at the column's right edge, on its line.
      const std::string points = Count(run.scores[static_cast<std::size_t>(d)], "{0} point", "{0} points");
      ImGui::SameLine(std::max(ImGui::GetCursorPosX(), width - ImGui::CalcTextSize(points.c_str()).x - 28.0f * s));
      ImGui::PushTextWrapPos(-1.0f);
      ImGui::TextColored(ToImVec4(kSand), "%s", points.c_str());
      ImGui::PopTextWrapPos();
    }
    const std::vector<runs::StopKind> fork = runs::Fork(rules, run.seed, d);
    if (fork.empty()) continue;
    std::string stops;
    for (std::size_t i = 0; i < fork.size(); ++i) {
      const bool taken = d < static_cast<int>(run.stops.size()) && run.stops[static_cast<std::size_t>(d)] == fork[i];
      if (i > 0) stops += "  /  ";
      stops += taken ? "\u25c6 " : "";
      stops += StopName(fork[i]);
    }
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + row);
    ImGui::TextColored(ToImVec4(d < static_cast<int>(run.stops.size()) ? kGold : kSand, 0.85f), "%s", stops.c_str());
  }
  ImGui::Spacing();
  SectionLabel(Tr("UNITS"));
  for (std::size_t i = 0; i < run.units.size(); ++i) {
    const CarriedUnit& unit = run.units[i];
    const int card = context.catalog != nullptr ? context.catalog->FindCard(unit.card) : -1;
    const std::string name = card >= 0 ? context.catalog->cards[static_cast<std::size_t>(card)].name : unit.card;
    const std::string state = unit.Disabled() ? std::string(Tr("DISABLED"))
                                              : Format(Tr("RANK {0}  //  {1}/{2} HP"),
                                                       {std::to_string(unit.rank), std::to_string(unit.hp), std::to_string(unit.max_hp)});
    ImGui::PushID(static_cast<int>(i));
    ColumnLine(context.fonts.body, name, unit.Disabled() ? kDanger : unit.Damaged() ? kHazard : kWhite, column_nav_,
               width * 0.55f - ImGui::GetCursorPosX() - 8.0f * s);  // short of the unit's state beside it
    ImGui::PopID();
    ImGui::SameLine(width * 0.55f);
    ImGui::TextColored(ToImVec4(unit.Disabled() ? kDanger : kSand), "%s", state.c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
}

bool RunScreen::CardButton(const UiContext& context, int card, const char* id, ImVec2 size, bool selected) {
  if (context.catalog == nullptr || card < 0 || static_cast<std::size_t>(card) >= context.catalog->cards.size()) return false;
  if (!art_ && context.renderer != nullptr) art_ = std::make_unique<render::SpriteAtlas>(context.renderer, context.asset_dir);
  CardTile tile;
  tile.id = id;
  tile.size = size;
  tile.selected = selected;
  tile.art = art_.get();
  return DrawCardTile(context, CardOnlyView(*context.catalog, static_cast<CardIndex>(card)), tile);
}

void RunScreen::DrawAbandonQuestion(const UiContext& context, Choices& out) {
  if (open_abandon_) {
    ImGui::OpenPopup("###abandon_run");
    open_abandon_ = false;
  }
  const std::string title = std::string(Tr("ABANDON THE RUN?")) + "###abandon_run";
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    asking_abandon_ = false;
    return;
  }
  ImGui::TextUnformatted(Tr("The run ends here and goes on record as abandoned. It cannot be resumed."));
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kDanger, 0.85f));
  if (ImGui::Button(Tr("ABANDON IT"))) {
    out.run.push_back(session::RunRequest::Act(runs::RunAction::Abandon()));
    asking_abandon_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::PopStyleColor();
  ImGui::SameLine();
  if (ImGui::Button(Tr("KEEP GOING")) || !asking_abandon_) {
    asking_abandon_ = false;
    ImGui::CloseCurrentPopup();
  }
  // The keyboard's and the pad's focus opens on the choice that loses nothing: a second
  // A or Enter keeps the run.
  ImGui::SetItemDefaultFocus();
  TooltipWithHint(context, Tr("Keep the run and stay here."), session::BattleCommand::kBack);  // Esc, or B
  ImGui::PopFont();
  ImGui::EndPopup();
}

void RunScreen::DrawUi(const UiContext& context, Choices& out) {
  NavRequest nav;
  BeginScreenWindow("##run", context);
  const float margin = 36.0f * context.scale;
  if (BackStrip(context, Tr("PLAY"), Tr("Back to SELECT OPERATION. The run stays saved."))) nav = NavRequest::Pop();
  const ImGuiID focus = ImGui::GetFocusID();
  column_nav_ = focus != 0 && focus != ImGui::GetID(Tr("< BACK"));
  ImGui::SetCursorPosX(margin);
  TextIn(context.fonts.display, Tr("FIELD RUNS"));
  ImGui::SameLine();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 10.0f * context.scale);
  TextIn(context.fonts.bold, Tr("TEMPORARY POSTINGS  //  NO RETRIES"), kSand);

  const session::RunService* service = context.run;
  const float top = ImGui::GetCursorPosY();
  const float body_h = context.height - top - margin;
  if (service == nullptr || !service->ready()) {
    ImGui::SetCursorPosX(margin);
    ImGui::PushTextWrapPos(context.width - margin);
    ImGui::TextColored(ToImVec4(kHazard), "%s",
                       service == nullptr ? Tr("Field runs need the game's data and a profile.") : service->problem().c_str());
    ImGui::PopTextWrapPos();
    EndScreenWindow();
    out.Go(nav);
    return;
  }
  const std::optional<runs::RunState>& run = service->run();
  const std::string stage = run ? std::string(runs::RunStageName(run->stage)) + std::to_string(run->depth) : "";
  if (stage != stage_seen_) {
    stage_seen_ = stage;
    chosen_offer_ = -1;
    struck_ = -1;
    refocus_ = true;
  }
  const float column = std::max(320.0f * context.scale, context.width * 0.34f);
  float right_x = margin;
  if (run) {
    ImGui::SetCursorPos(ImVec2(margin, top));
    DrawRunColumn(context, *run, column, body_h);
    right_x = margin * 1.5f + column;
  }
  ImGui::SetCursorPos(ImVec2(right_x, top));
  ImGui::BeginChild("##question", ImVec2(context.width - right_x - margin, body_h), true, ImGuiWindowFlags_NavFlattened);
  ImGui::PushTextWrapPos(0.0f);
  if (!service->blocked().empty()) {
    SectionLabel(Tr("THE RUN ON FILE"));
    ImGui::TextColored(ToImVec4(kHazard), "%s", service->blocked().c_str());
  } else if (!run) {
    DrawStart(context, out);
  } else {
    switch (run->stage) {
      case runs::RunStage::kSiege: DrawSiege(context, *run, out); break;
      case runs::RunStage::kDraft: DrawDraft(context, *run, out, false); break;
      case runs::RunStage::kSupply: DrawDraft(context, *run, out, true); break;
      case runs::RunStage::kMap: DrawFork(context, *run, out); break;
      case runs::RunStage::kPromotion: DrawPromotion(context, *run, out); break;
      case runs::RunStage::kRedundancy: DrawRedundancy(context, *run, out); break;
      case runs::RunStage::kOver: DrawEnd(context, *run, out); break;
    }
    if (run->stage != runs::RunStage::kOver) {
      ImGui::Spacing();
      ImGui::Separator();
      ImGui::PushFont(context.fonts.bold);
      ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kDanger, 0.6f));
      if (ImGui::Button(Tr("ABANDON RUN"))) {
        asking_abandon_ = true;
        open_abandon_ = true;
      }
      ImGui::PopStyleColor();
      ImGui::PopFont();
      TooltipWithKey(Tr("End the run here. You are asked first."), nullptr);
    }
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  DrawAbandonQuestion(context, out);
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
