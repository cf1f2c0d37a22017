#include "ui/title_screen.h"

#include <algorithm>
#include <string>

#include "i18n/translate.h"
#include "session/version.h"
#include "render/backdrop.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;
using i18n::Format;
using i18n::Tr;

NavRequest NavForTitleChoice(TitleChoice choice) {
  switch (choice) {
    case TitleChoice::kPlay: return NavRequest::Push(ScreenId::kOperations);
    case TitleChoice::kResume: return NavRequest::Push(ScreenId::kBattle);
    case TitleChoice::kPrepare: return NavRequest::Push(ScreenId::kPrepare);
    case TitleChoice::kRelax: return NavRequest::Push(ScreenId::kRelax);
    case TitleChoice::kSettings: return NavRequest::Push(ScreenId::kSettings);
    case TitleChoice::kHowTo: return NavRequest::Push(ScreenId::kHowTo);
    case TitleChoice::kQuit: return NavRequest::Quit();
    case TitleChoice::kNone: break;
  }
  return NavRequest::None();
}

bool TitleScreen::OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) {
  if (key.repeat) return true;  // a key held down from another screen acts here only when pressed again
  if (asking_quit_) {
    // The question's keys: Enter quits, Esc stays; nothing else acts behind it.
    if (key.key == session::Key::kReturn || key.key == session::Key::kKeypadEnter) out.Go(NavRequest::Quit());
    if (key.key == session::Key::kEscape) asking_quit_ = false;
    return true;
  }
  switch (key.key) {
    case session::Key::kEscape:
      asking_quit_ = true;
      open_quit_ = true;
      return true;
    case session::Key::kP:
    case session::Key::kReturn:
      out.Go(NavForTitleChoice(TitleChoice::kPlay));
      return true;
    case session::Key::kR:
      if (!context.saved_siege) return false;
      out.resume_siege = true;
      out.Go(NavForTitleChoice(TitleChoice::kResume));
      return true;
    default:
      return false;
  }
}

namespace {

// The station light blinks while the player is about (three blinks after the last input),
// then holds on: a title left alone draws nothing.
constexpr double kLightBlinksFor = 4.8;

double LightStops(const UiContext& context) { return context.input_clock + kLightBlinksFor; }

}  // namespace

void TitleScreen::DrawWorld(const UiContext& context) {
  const double stops = LightStops(context);
  const float time = static_cast<float>(context.clock < stops ? context.clock : render::SteadyLightTime(stops));
  render::DrawMarsBackdrop(context.renderer, context.width, context.height, time);
}

double TitleScreen::NextChangeIn(const UiContext& context) const {
  const double stops = LightStops(context);
  if (context.clock >= stops) return kNoChange;
  return std::min(render::SecondsToNextBlink(static_cast<float>(context.clock)), stops - context.clock);
}

void TitleScreen::DrawQuitQuestion(const UiContext& context, TitleChoice& choice) {
  if (open_quit_) {
    ImGui::OpenPopup(Tr("LEAVE THE STATION?"));
    open_quit_ = false;
  }
  if (!ImGui::BeginPopupModal(Tr("LEAVE THE STATION?"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    asking_quit_ = false;
    return;
  }
  const std::string closes = context.saved_siege
                                 ? Format(Tr("The game closes. The siege at {0} stays saved."), {SiegePlace(context)})
                                 : std::string(Tr("The game closes. Your records are saved."));
  ImGui::TextUnformatted(closes.c_str());
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kDanger, 0.85f));
  if (ImGui::Button(Tr("QUIT"))) {
    choice = TitleChoice::kQuit;
    ImGui::CloseCurrentPopup();
  }
  ImGui::PopStyleColor();
  TooltipWithKey(Tr("Close the game."), "Enter");
  ImGui::SameLine();
  if (ImGui::Button(Tr("STAY")) || !asking_quit_) {
    asking_quit_ = false;
    ImGui::CloseCurrentPopup();
  }
  TooltipWithKey(Tr("Back to the title."), "Esc");
  ImGui::PopFont();
  ImGui::EndPopup();
}

void TitleScreen::DrawUi(const UiContext& context, Choices& out) {
  TitleChoice choice = TitleChoice::kNone;
  const float s = context.scale;
  BeginScreenWindow("##title", context);
  const float left = context.width * 0.07f;
  ImGui::SetCursorPos(ImVec2(left, context.height * 0.07f));
  TextIn(context.fonts.bold, Tr("BASE COMMAND  //  MARS RESEARCH STATION"), kTeal);
  ImGui::SetCursorPos(ImVec2(left, context.height * 0.12f));
  ImGui::PushTextWrapPos(context.width * 0.9f);
  TextIn(context.fonts.display, Tr("MARS IS UNDER ATTACK."), kWhite);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.display, Tr("THE RESEARCH STATION IS MOSTLY INSURED."), kSand);
  ImGui::PopTextWrapPos();

  ImGui::SetCursorPos(ImVec2(left, context.height * 0.40f));
  SectionLabel(Tr("CHANNEL"));
  const float gap = 16.0f * s;
  const float tile_w = std::min(340.0f * s, (context.width - 2.0f * left - 2.0f * gap) / 3.0f);
  const ImVec2 tile(tile_w, 96.0f * s);
  ImGui::SetCursorPosX(left);
  if (ChannelTile("##play", Tr("PLAY"), Tr("SELECT OPERATION, FIELD RUNS"), tile, context)) choice = TitleChoice::kPlay;
  TooltipWithKey(Tr("Choose a mission and defend the station."), "P or Enter");
  ImGui::SameLine(0, gap);
  if (ChannelTile("##prepare", Tr("PREPARE"), Tr("CARDS, CAMPAIGNS, COMMAND FILES"), tile, context)) {
    choice = TitleChoice::kPrepare;
  }
  TooltipWithKey(Tr("The Basecamp, the card catalogue, command files and the operations."), nullptr);
  ImGui::SameLine(0, gap);
  if (ChannelTile("##relax", Tr("RELAX"), Tr("STATS, SETTINGS, APPROVED LEISURE"), tile, context)) {
    choice = TitleChoice::kRelax;
  }
  TooltipWithKey(Tr("Stats, the dossier, settings, the archive cinema and the operations archive."), nullptr);

  ImGui::SetCursorPos(ImVec2(left, ImGui::GetCursorPosY() + 18.0f * s));
  SectionLabel(Tr("DISPLAY"));
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(context.fonts.bold);
  // The buttons run on one line while they fit, then wrap to the margin.
  auto next_button = [left](const char* label) {
    SameLineIfFits(ButtonWidth(label));
    if (ImGui::GetCursorPosX() < left) ImGui::SetCursorPosX(left);
  };
  if (context.saved_siege) {
    ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kHazard, 0.85f));
    const std::string resume = Format(Tr("RESUME ACTIVE SIEGE: {0}"), {SiegePlace(context)});
    if (ImGui::Button(resume.c_str())) {
      out.resume_siege = true;
      choice = TitleChoice::kResume;
    }
    ImGui::PopStyleColor();
    TooltipWithKey(Tr("Pick up the battle exactly where it was left."), "R");
    next_button(Tr("HOW TO PLAY"));
  }
  if (context.run != nullptr && context.run->in_progress()) {
    // The field run in progress, where it stands.
    const runs::RunState& run = *context.run->run();
    ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kTeal, 0.8f));
    const std::string resume = Format(Tr("RESUME FIELD RUN: SIEGE {0} OF {1}"),
                                      {std::to_string(run.depth + 1), std::to_string(runs::SiegeCount(context.run->rules()))});
    if (ImGui::Button(resume.c_str())) out.Go(NavRequest::Push(ScreenId::kRun));
    ImGui::PopStyleColor();
    TooltipWithKey(Tr("Back to the field run's desk: the run is saved at every step."), nullptr);
    next_button(Tr("HOW TO PLAY"));
  }
  if (ImGui::Button(Tr("HOW TO PLAY"))) choice = TitleChoice::kHowTo;
  TooltipWithKey(Tr("The rules reference and the keyword glossary."), "F1");
  next_button(Tr("SETTINGS & UPDATES"));
  if (ImGui::Button(Tr("SETTINGS & UPDATES"))) choice = TitleChoice::kSettings;
  next_button(Tr("QUIT"));
  if (ImGui::Button(Tr("QUIT"))) {
    asking_quit_ = true;
    open_quit_ = true;
  }
  TooltipWithKey(Tr("Leave the station to its insurers."), "Esc");
  ImGui::PopFont();
  DrawQuitQuestion(context, choice);

  if (context.profile != nullptr) {
    // The player's dossier: calling card, emblem and callsign, bottom right.
    const float badge_w = std::min(360.0f * s, context.width * 0.3f);
    ImGui::SetCursorPos(ImVec2(context.width - left - badge_w, context.height - 80.0f * s - badge_w / 5.0f));
    badge_.Draw(context, badge_w);
  }

  const std::string version = Format(Tr("BUILD {0}"), {session::Version()});
  ImGui::SetCursorPos(ImVec2(left, context.height - 40.0f * s -
                                       ImGui::GetTextLineHeightWithSpacing() *
                                           static_cast<float>(context.notices.size())));
  TextIn(context.fonts.body, version + Tr("   //   F11 FULLSCREEN   //   ESC QUIT"), kSand);
  EndScreenWindow();
  out.Go(NavForTitleChoice(choice));
}

}  // namespace bc::ui
