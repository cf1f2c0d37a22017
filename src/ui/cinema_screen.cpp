// The archive cinema: the reels (cinema_reels.h) and the programmes through the audio desk.
#include "ui/cinema_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "session/audio_desk.h"
#include "render/backdrop.h"
#include "ui/cinema_reels.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

const std::array<Reel, kReelCount> kReels = {{
    {"MARS 2020", "PERSEVERANCE PARACHUTE DEPLOYMENT", "NASA/JPL-CALTECH · LOCAL CACHE", 15.0f},
    {"CURIOSITY", "ROVER CROSSING THE PLAIN", "NASA/JPL-CALTECH/MSSS · LOCAL CACHE", 20.0f},
    {"INGENUITY", "HELICOPTER FLIGHT TEST", "NASA/JPL-CALTECH · LOCAL CACHE", 12.0f},
    {"SPIRIT", "DUST DEVIL ON THE GUSEV PLAIN", "NASA/JPL · LOCAL CACHE", 10.0f},
    {"CURIOSITY", "SUNSET OVER GALE CRATER", "NASA/JPL-CALTECH/MSSS/TEXAS A&M · LOCAL CACHE", 24.0f},
}};

const std::array<Programme, kProgrammeCount> kProgrammes = {{
    {"overture_1812", "MUSIC", "1812 OVERTURE"},
    {"story", "STORIES", "THE RESEARCH STATION IS MOSTLY INSURED"},
}};

}  // namespace

const std::array<Reel, kReelCount>& Reels() { return kReels; }
const std::array<Programme, kProgrammeCount>& Programmes() { return kProgrammes; }

std::string ReelHeading(const Reel& reel) {
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "%s · %d SECOND LOOP", reel.mission, static_cast<int>(reel.loop_seconds));
  return buffer;
}

// ---------------------------------------------------------------------------------
void CinemaPlayer::Enter(session::AudioDesk* audio) {
  if (entered_ || audio == nullptr) return;
  audio_ = audio;
  entered_ = true;
  previous_track_ = audio->music();
  previous_volume_ = audio->music_volume();
  audio->StopMusic();
  audio->SetMusicVolume(volume_);
}

void CinemaPlayer::Leave() {
  if (!entered_) return;
  audio_->StopMusic();
  audio_->SetMusicVolume(previous_volume_);
  if (!previous_track_.empty()) audio_->PlayMusic(previous_track_);
  entered_ = false;
  current_ = -1;
}

void CinemaPlayer::Play(int programme) {
  if (!entered_ || programme < 0 || programme >= kProgrammeCount) return;
  selected_ = programme;
  if (programme == current_ && audio_->MusicPaused()) {
    audio_->ResumeMusic();
  } else {
    audio_->StopMusic();
    audio_->PlayMusic(kProgrammes[programme].track);
  }
  current_ = programme;
}

void CinemaPlayer::Pause() {
  if (entered_ && current_ >= 0) audio_->PauseMusic();
}

void CinemaPlayer::Stop() {
  if (!entered_) return;
  audio_->StopMusic();
  current_ = -1;
}

void CinemaPlayer::SetVolume(int percent) {
  volume_ = std::clamp(percent, 0, 100);
  if (entered_) audio_->SetMusicVolume(volume_);
}

bool CinemaPlayer::playing() const { return entered_ && current_ >= 0 && audio_->MusicPlaying(); }
bool CinemaPlayer::paused() const { return entered_ && current_ >= 0 && audio_->MusicPaused(); }

std::string CinemaPlayer::Status() const {
  const Programme& p = kProgrammes[current_ >= 0 ? current_ : selected_];
  const std::string name = std::string("AUDIO PROGRAMME ") + p.title;
  if (audio_ == nullptr || !audio_->available()) return name + ": NO AUDIO DEVICE, PLAYBACK SILENT.";
  if (!audio_->music_enabled()) return name + ": MUSIC IS MUTED IN SETTINGS.";
  if (current_ < 0) return name + " READY.";
  if (paused()) return name + " PAUSED.";
  if (playing()) return name + " PLAYING.";
  return name + ": REEL MISSING FROM THE LOCAL CACHE.";
}

// ---------------------------------------------------------------------------------
CinemaScreen::~CinemaScreen() { player_.Leave(); }

ScreenId CinemaScreen::id() const { return ScreenId::kCinema; }

bool CinemaScreen::OnKey(const session::KeyPress& key, UiContext& context, NavRequest& nav) {
  (void)context;
  (void)nav;
  const session::Key k = key.key;
  if (k == session::Key::kLeft || k == session::Key::kRight) {
    reel_ = (reel_ + (k == session::Key::kLeft ? kReelCount - 1 : 1)) % kReelCount;
    time_ = 0.0f;
    return true;
  }
  if (const int digit = session::DigitOf(k); digit >= 1 && digit <= kReelCount) {
    reel_ = digit - 1;
    time_ = 0.0f;
    return true;
  }
  if (k == session::Key::kSpace) {
    if (player_.playing()) {
      player_.Pause();
    } else {
      player_.Play(player_.current() >= 0 ? player_.current() : 0);
    }
    return true;
  }
  return false;
}

void CinemaScreen::DrawWorld(UiContext& context) {
  render::FillVerticalGradient(context.renderer, {0, 0, context.width, context.height},
                               render::Rgba{18, 11, 10}, render::Rgba{44, 22, 18});
}

NavRequest CinemaScreen::DrawUi(UiContext& context) {
  player_.Enter(context.audio);
  const Reel& reel = kReels[reel_];
  time_ = std::fmod(time_ + context.dt, reel.loop_seconds);
  NavRequest nav = NavRequest::None();
  const float s = context.scale;
  const float left = context.width * 0.05f;
  BeginScreenWindow("##cinema", context);

  ImGui::SetCursorPos(ImVec2(left, context.height * 0.04f));
  SectionLabel("OFF-DUTY MEDIA FACILITY");
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.display, "MANDATORY RELAXATION", kWhite);
  ImGui::SameLine(0, 20.0f * s);
  {  // the PROGRAMME ACTIVE tag, vertically centred on the headline
    ImFont* bold = context.fonts.bold;
    const ImVec2 text = bold->CalcTextSizeA(bold->FontSize, 1e9f, 0.0f, "PROGRAMME ACTIVE");
    ImVec2 at = ImGui::GetCursorScreenPos();
    at.y += (context.fonts.display->FontSize - text.y) * 0.5f - 4.0f * s;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float blink = 0.6f + 0.4f * std::sin(static_cast<float>(ImGui::GetTime()) * 3.0f);
    dl->AddRectFilled(at, ImVec2(at.x + text.x + 36.0f * s, at.y + text.y + 8.0f * s), ToImU32(kTealDark), 4.0f * s);
    dl->AddCircleFilled(ImVec2(at.x + 12.0f * s, at.y + text.y * 0.5f + 4.0f * s), 4.0f * s, ToImU32(kTeal, blink));
    dl->AddText(bold, bold->FontSize, ImVec2(at.x + 24.0f * s, at.y + 4.0f * s), ToImU32(kWhite), "PROGRAMME ACTIVE");
    ImGui::NewLine();
  }
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.bold, "RELAXATION AREA // ARCHIVE CINEMA", kTeal);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.heading, "THE OLD WORLD, KEPT ON REEL", kSand);

  // The screen: a 16:9 reel on the left.
  const float top = ImGui::GetCursorPosY() + 10.0f * s;
  const float reel_w = std::min(context.width * 0.56f, (context.height - top - 150.0f * s) * 16.0f / 9.0f);
  const ImVec2 reel_size(reel_w, reel_w * 9.0f / 16.0f);
  ImGui::SetCursorPos(ImVec2(left, top));
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  DrawReel(reel_, ImGui::GetWindowDrawList(), origin, reel_size, time_);
  ImGui::Dummy(reel_size);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.bold, ReelHeading(reel), kHazard);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.heading, reel.title, kWhite);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.body, reel.credit, kSand);
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::ArrowButton("##prev_reel", ImGuiDir_Left)) reel_ = (reel_ + kReelCount - 1) % kReelCount, time_ = 0.0f;
  TooltipWithKey("Previous reel.", "Left");
  for (int i = 0; i < kReelCount; ++i) {
    ImGui::SameLine();
    char label[16];
    std::snprintf(label, sizeof label, "%02d", i + 1);
    const bool on = i == reel_;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kTealDark));
    if (ImGui::Button(label)) reel_ = i, time_ = 0.0f;
    if (on) ImGui::PopStyleColor();
    TooltipWithKey(kReels[i].title, nullptr);
  }
  ImGui::SameLine();
  if (ImGui::ArrowButton("##next_reel", ImGuiDir_Right)) reel_ = (reel_ + 1) % kReelCount, time_ = 0.0f;
  TooltipWithKey("Next reel.", "Right");
  ImGui::PopFont();

  // The facility panel and the audio programmes on the right.
  const float right = left + reel_w + 36.0f * s;
  const float panel_w = context.width - right - left;
  ImGui::SetCursorPos(ImVec2(right, top));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(right + panel_w);
  TextIn(context.fonts.bold, "PICTURE REELS: 05; NASA / LOCAL CACHE", kSand);
  TextIn(context.fonts.bold, "AUDIO PROGRAMMES: 02; MUSIC + STORY", kSand);
  TextIn(context.fonts.bold, "PLAYBACK: READY; NO CAMPAIGN EFFECT", kTeal);
  ImGui::Dummy(ImVec2(0, 14.0f * s));
  for (int i = 0; i < kProgrammeCount; ++i) {
    const Programme& p = kProgrammes[i];
    ImGui::PushID(i);
    SectionLabel(p.kind);
    TextIn(context.fonts.heading, p.title, kWhite);
    ImGui::PushFont(context.fonts.bold);
    const bool mine = player_.current() == i;
    if (ImGui::Button(mine && player_.paused() ? "RESUME" : "PLAY")) player_.Play(i);
    ImGui::SameLine();
    ImGui::BeginDisabled(!mine);
    if (ImGui::Button("PAUSE")) player_.Pause();
    ImGui::SameLine();
    if (ImGui::Button("STOP")) player_.Stop();
    ImGui::EndDisabled();
    ImGui::PopFont();
    if (mine && context.audio != nullptr && context.audio->MusicDuration() > 0.0) {
      const double pos = context.audio->MusicPosition(), len = context.audio->MusicDuration();
      char over[32];
      std::snprintf(over, sizeof over, "%d:%02d / %d:%02d", static_cast<int>(pos) / 60, static_cast<int>(pos) % 60,
                    static_cast<int>(len) / 60, static_cast<int>(len) % 60);
      ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ToImVec4(kTeal));
      ImGui::ProgressBar(static_cast<float>(std::fmod(pos, len) / len), ImVec2(panel_w * 0.9f, 0), over);
      ImGui::PopStyleColor();
    }
    ImGui::Dummy(ImVec2(0, 10.0f * s));
    ImGui::PopID();
  }
  int volume = player_.volume();
  ImGui::PushFont(context.fonts.bold);
  ImGui::SetNextItemWidth(panel_w * 0.9f);
  if (ImGui::SliderInt("##cinema_volume", &volume, 0, 100, "VOLUME %d")) player_.SetVolume(volume);
  TooltipWithKey("The cinema's own volume; the settings' music volume returns when you leave.", nullptr);
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(0, 6.0f * s));
  TextIn(context.fonts.body, player_.Status(), player_.playing() ? kTeal : kSand);
  ImGui::Dummy(ImVec2(0, 14.0f * s));
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button("RETURN TO DUTY")) nav = NavRequest::Pop();
  TooltipWithKey("Leave the cinema. Relaxation is logged as complete.", "Esc");
  ImGui::PopFont();
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  EndScreenWindow();
  return nav;
}

}  // namespace bc::ui
