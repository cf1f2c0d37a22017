// The archive cinema: the reels (cinema_reels.h) and the programmes through the audio desk.
#include "ui/cinema_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "session/audio_desk.h"
#include "render/backdrop.h"
#include "render/sprites.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

namespace {

// The pictures (tools/assets/make_cinema.py makes the files; their layout is declared
// here and a test checks the committed images against it).
constexpr PanView kSummitWide{"cinema/husband_hill_strip.jpg", 2048, 528, 569.0f, 8.0f, 0.0f, 0.0f, true};
constexpr PanView kSummitClose{"cinema/husband_hill_strip.jpg", 2048, 528, 336.0f, 236.0f, 300.0f, 1200.0f, false};
constexpr FrameSheet kMarsSheet{"cinema/mars_turning.webp", 288, 10, 90, 136.0f};
constexpr FrameSheet kPhobosSheet{"cinema/phobos_turning.webp", 224, 10, 90, 104.0f};
// Phobos's orbit: 9,376 km from the centre of Mars (mean radius 3,389.5 km). Mars turns
// 5 times and Phobos goes round 16 times a loop (the true ratio is 3.22 to 1).
constexpr Orbit kPhobosOrbit{9376.0f / 3389.5f, 12.0f, 3389.5f / 136.0f, 12.95f / 104.0f, 50.0f, 5, 16};

ReelPicture Pan(const PanView& pan) {
  ReelPicture p;
  p.kind = ReelPicture::Kind::kPan;
  p.pan = pan;
  return p;
}

ReelPicture Turn(const FrameSheet& body) {
  ReelPicture p;
  p.kind = ReelPicture::Kind::kTurn;
  p.body = body;
  return p;
}

ReelPicture InOrbit(const FrameSheet& planet, const FrameSheet& moon, const Orbit& orbit) {
  ReelPicture p;
  p.kind = ReelPicture::Kind::kOrbit;
  p.body = planet;
  p.moon = moon;
  p.orbit = orbit;
  return p;
}

constexpr const char* kSpiritCredit = N_("PANCAM · SOLS 583-586, AUGUST 2005 · NASA/JPL-CALTECH/CORNELL · LOCAL CACHE");
constexpr const char* kMapCredit = N_("JPL MAP VIA MAPS.JPL.NASA.GOV, DATE NOT ON FILE · NASA/JPL-CALTECH · LOCAL CACHE");

const std::array<Reel, kReelCount> kReels = {{
    {N_("SPIRIT"), N_("HUSBAND HILL SUMMIT PANORAMA"), kSpiritCredit, 72.0f, Pan(kSummitWide)},
    {N_("SPIRIT"), N_("HUSBAND HILL SUMMIT: CLOSE PAN ACROSS THE ROVER DECK"), kSpiritCredit, 40.0f, Pan(kSummitClose)},
    {N_("MARS"), N_("THE PLANET TURNING, RENDERED FROM THE JPL MAP"), kMapCredit, 24.0f, Turn(kMarsSheet)},
    {N_("PHOBOS"), N_("THE MOON TURNING, RENDERED FROM THE JPL MAP"), kMapCredit, 18.0f, Turn(kPhobosSheet)},
    {N_("MARS + PHOBOS"), N_("PHOBOS IN ORBIT AT TRUE DISTANCE, DRAWN 50 TIMES ITS SIZE"), kMapCredit, 100.0f,
     InOrbit(kMarsSheet, kPhobosSheet, kPhobosOrbit)},
}};

const std::array<Programme, kProgrammeCount> kProgrammes = {{
    {"overture_1812", N_("MUSIC"), N_("1812 OVERTURE"),
     N_("TCHAIKOVSKY, 1880 · MAIN THEMES, MIDI ORCHESTRA")},
    {"story", N_("STORIES"), N_("THE RESEARCH STATION IS MOSTLY INSURED"),
     N_("BUREAU ARCHIVE READING · ESPEAK NG VOICE")},
}};

}  // namespace

const std::array<Reel, kReelCount>& Reels() { return kReels; }
const std::array<Programme, kProgrammeCount>& Programmes() { return kProgrammes; }

std::string ReelHeading(const Reel& reel) {
  return Format(Tr("{0} · {1} SECOND LOOP"), {Tr(reel.mission), std::to_string(static_cast<int>(reel.loop_seconds))});
}

std::string ReelNotice(int reel, const std::string& problem) {
  if (problem.empty()) return "";
  char number[16];
  std::snprintf(number, sizeof number, "%02d", reel + 1);
  return Format(Tr("REEL {0} CANNOT PLAY: {1}"), {number, problem});
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

void CinemaPlayer::Start(int programme) {
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
  const std::string title = Tr(p.title);
  if (audio_ == nullptr || !audio_->available()) return Format(Tr("AUDIO PROGRAMME {0}: NO AUDIO DEVICE, PLAYBACK SILENT."), {title});
  if (!audio_->music_enabled()) return Format(Tr("AUDIO PROGRAMME {0}: MUSIC IS MUTED IN SETTINGS."), {title});
  if (current_ < 0) return Format(Tr("AUDIO PROGRAMME {0} READY."), {title});
  if (paused()) return Format(Tr("AUDIO PROGRAMME {0} PAUSED."), {title});
  if (playing()) return Format(Tr("AUDIO PROGRAMME {0} PLAYING."), {title});
  return Format(Tr("AUDIO PROGRAMME {0}: REEL MISSING FROM THE LOCAL CACHE."), {title});
}

// ---------------------------------------------------------------------------------
CinemaScreen::~CinemaScreen() { player_.Leave(); }

ScreenId CinemaScreen::id() const { return ScreenId::kCinema; }

bool CinemaScreen::OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) {
  (void)context;
  (void)out;
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
      player_.Start(player_.current() >= 0 ? player_.current() : 0);
    }
    return true;
  }
  return false;
}

void CinemaScreen::DrawWorld(const UiContext& context) {
  render::FillVerticalGradient(context.renderer, {0, 0, context.width, context.height},
                               render::Rgba{18, 11, 10}, render::Rgba{44, 22, 18});
}

void CinemaScreen::DrawUi(const UiContext& context, Choices& out) {
  player_.Enter(context.audio);
  const Reel& reel = kReels[reel_];
  time_ = std::fmod(time_ + context.dt, reel.loop_seconds);
  NavRequest nav = NavRequest::None();
  const float s = context.scale;
  const float left = context.width * 0.05f;
  BeginScreenWindow("##cinema", context);

  ImGui::SetCursorPos(ImVec2(left, context.height * 0.04f));
  SectionLabel(Tr("OFF-DUTY MEDIA FACILITY"));
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.display, Tr("MANDATORY RELAXATION"), kWhite);
  ImGui::SameLine(0, 20.0f * s);
  {  // the PROGRAMME ACTIVE tag, vertically centred on the headline
    ImFont* bold = context.fonts.bold;
    const ImVec2 text = bold->CalcTextSizeA(bold->FontSize, 1e9f, 0.0f, Tr("PROGRAMME ACTIVE"));
    ImVec2 at = ImGui::GetCursorScreenPos();
    at.y += (context.fonts.display->FontSize - text.y) * 0.5f - 4.0f * s;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    // The tag's light breathes; under reduced motion or no flash it holds.
    const bool still = context.settings != nullptr && (context.settings->reduce_motion || context.settings->no_flash);
    const float blink = still ? 1.0f : 0.6f + 0.4f * std::sin(static_cast<float>(ImGui::GetTime()) * 3.0f);
    dl->AddRectFilled(at, ImVec2(at.x + text.x + 36.0f * s, at.y + text.y + 8.0f * s), ToImU32(kTealDark), 4.0f * s);
    dl->AddCircleFilled(ImVec2(at.x + 12.0f * s, at.y + text.y * 0.5f + 4.0f * s), 4.0f * s, ToImU32(kTeal, blink));
    dl->AddText(bold, bold->FontSize, ImVec2(at.x + 24.0f * s, at.y + 4.0f * s), ToImU32(kWhite), Tr("PROGRAMME ACTIVE"));
    ImGui::NewLine();
  }
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.bold, Tr("RELAXATION AREA // ARCHIVE CINEMA"), kTeal);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.heading, Tr("THE OLD WORLD, KEPT ON REEL"), kSand);

  // The screen: a 16:9 reel on the left.
  const float top = ImGui::GetCursorPosY() + 10.0f * s;
  const float reel_w = std::min(context.width * 0.56f, (context.height - top - 150.0f * s) * 16.0f / 9.0f);
  const ImVec2 reel_size(reel_w, reel_w * 9.0f / 16.0f);
  ImGui::SetCursorPos(ImVec2(left, top));
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  if (!art_) art_ = std::make_unique<render::SpriteCache>(context.renderer, context.asset_dir);
  const TextureFor texture = [this](const char* file) { return art_->Get(file); };
  const ImageSize size_of = [this](const char* file) -> std::optional<std::pair<int, int>> {
    SDL_Texture* t = art_->Get(file);
    int w = 0, h = 0;
    if (t == nullptr || SDL_QueryTexture(t, nullptr, nullptr, &w, &h) != 0) return std::nullopt;
    return std::make_pair(w, h);
  };
  notice_ = ReelNotice(reel_, ReelProblem(reel.picture, size_of));
  picture_rect_ = ImVec4(origin.x, origin.y, reel_size.x, reel_size.y);
  DrawReel(reel.picture, texture, ImGui::GetWindowDrawList(), origin, reel_size, time_, reel.loop_seconds,
           context.fonts.bold, notice_);
  ImGui::Dummy(reel_size);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.bold, ReelHeading(reel), kHazard);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.heading, Tr(reel.title), kWhite);
  ImGui::SetCursorPosX(left);
  TextIn(context.fonts.body, Tr(reel.credit), kSand);
  ImGui::SetCursorPosX(left);
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::ArrowButton("##prev_reel", ImGuiDir_Left)) reel_ = (reel_ + kReelCount - 1) % kReelCount, time_ = 0.0f;
  TooltipWithKey(Tr("Previous reel."), Tr("Left"));
  for (int i = 0; i < kReelCount; ++i) {
    ImGui::SameLine();
    char label[16];
    std::snprintf(label, sizeof label, "%02d", i + 1);
    const bool on = i == reel_;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kTealDark));
    if (ImGui::Button(label)) reel_ = i, time_ = 0.0f;
    if (on) ImGui::PopStyleColor();
    TooltipWithKey(Tr(kReels[i].title), nullptr);
  }
  ImGui::SameLine();
  if (ImGui::ArrowButton("##next_reel", ImGuiDir_Right)) reel_ = (reel_ + 1) % kReelCount, time_ = 0.0f;
  TooltipWithKey(Tr("Next reel."), Tr("Right"));
  ImGui::PopFont();

  // The facility panel and the audio programmes on the right.
  const float right = left + reel_w + 36.0f * s;
  const float panel_w = context.width - right - left;
  ImGui::SetCursorPos(ImVec2(right, top));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(right + panel_w);
  TextIn(context.fonts.bold, Tr("PICTURE REELS: 05; NASA / LOCAL CACHE"), kSand);
  TextIn(context.fonts.bold, Tr("AUDIO PROGRAMMES: 02; MUSIC + STORY"), kSand);
  TextIn(context.fonts.bold, Tr("PLAYBACK: READY; NO CAMPAIGN EFFECT"), kTeal);
  ImGui::Dummy(ImVec2(0, 4.0f * s));
  for (int i = 0; i < kProgrammeCount; ++i) {
    const Programme& p = kProgrammes[i];
    ImGui::PushID(i);
    SectionLabel(Tr(p.kind));
    TextIn(context.fonts.heading, Tr(p.title), kWhite);
    TextIn(context.fonts.body, Tr(p.credit), kSand);
    ImGui::PushFont(context.fonts.bold);
    const bool mine = player_.current() == i;
    if (ImGui::Button(mine && player_.paused() ? Tr("RESUME") : Tr("PLAY"))) player_.Start(i);
    ImGui::SameLine();
    ImGui::BeginDisabled(!mine);
    if (ImGui::Button(Tr("PAUSE"))) player_.Pause();
    ImGui::SameLine();
    if (ImGui::Button(Tr("STOP"))) player_.Stop();
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
    ImGui::Dummy(ImVec2(0, 3.0f * s));
    ImGui::PopID();
  }
  int volume = player_.volume();
  ImGui::PushFont(context.fonts.bold);
  // The number stands beside the slider, where its handle cannot cover it.
  const std::string volume_label = Format(Tr("VOLUME {0}"), {std::to_string(volume)});
  const float label_w = ImGui::CalcTextSize(Format(Tr("VOLUME {0}"), {"100"}).c_str()).x;
  const ImVec2 label_at = ImGui::GetCursorPos();
  ImGui::TextUnformatted(volume_label.c_str());
  ImGui::SameLine(0.0f, 0.0f);
  ImGui::SetCursorPosX(label_at.x + label_w + ImGui::GetStyle().ItemSpacing.x);
  ImGui::SetNextItemWidth(std::max(40.0f * s, panel_w * 0.9f - label_w - ImGui::GetStyle().ItemSpacing.x));
  if (ImGui::SliderInt("##cinema_volume", &volume, 0, 100, "")) player_.SetVolume(volume);
  TooltipWithKey(Tr("The cinema's own volume; the settings' music volume returns when you leave."), nullptr);
  ImGui::PopFont();
  ImGui::Dummy(ImVec2(0, 3.0f * s));
  TextIn(context.fonts.body, player_.Status(), player_.playing() ? kTeal : kSand);
  ImGui::Dummy(ImVec2(0, 8.0f * s));
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("RETURN TO DUTY"))) nav = NavRequest::Pop();
  TooltipWithKey(Tr("Leave the cinema. Relaxation is logged as complete."), "Esc");
  ImGui::PopFont();
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
