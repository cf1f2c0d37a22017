// RELAXATION AREA // ARCHIVE CINEMA: the off-duty media facility. Five picture reels of
// NASA/JPL imagery from the local cache (assets/cinema/, credited in assets/CREDITS.md),
// and two audio programmes (the 1812 Overture's themes and a narrated Bureau story) with
// playback controls and a volume. Nothing here touches a campaign.
#pragma once

#include <array>
#include <memory>
#include <string>

#include "render/sprites.h"
#include "ui/cinema_reels.h"
#include "ui/screen.h"

namespace bc::ui {

// One picture reel: its caption lines (in the rulebook's style), its loop length and
// the picture. The credit names the instrument or map, its date, and the credit line
// assets/CREDITS.md gives for the reel's files; a test holds the two together.
struct Reel {
  const char* mission;    // "SPIRIT"
  const char* title;      // "HUSBAND HILL SUMMIT PANORAMA"
  const char* credit;     // "PANCAM · SOLS 583-586, AUGUST 2005 · NASA/JPL-CALTECH/CORNELL · LOCAL CACHE"
  float loop_seconds;     // the picture repeats after this long
  ReelPicture picture;
};
constexpr int kReelCount = 5;
const std::array<Reel, kReelCount>& Reels();
// "SPIRIT · 72 SECOND LOOP"
std::string ReelHeading(const Reel& reel);
// What the reel's place says when its files cannot play: "REEL 03 CANNOT PLAY: ...", or
// "" when they can.
std::string ReelNotice(int reel, const std::string& problem);

// One audio programme: a track name for the music channel and its labels.
struct Programme {
  const char* track;   // "overture_1812"
  const char* kind;    // "MUSIC" / "STORIES"
  const char* title;   // "1812 OVERTURE"
  const char* credit;  // what the recording is, and whose
};
constexpr int kProgrammeCount = 2;
const std::array<Programme, kProgrammeCount>& Programmes();

// Runs the audio programmes on the game's Audio, and puts things back afterwards: on
// Enter it remembers the track and music volume in force and stops that track; Leave
// restores both. The cinema volume applies to the music channel while inside.
class CinemaPlayer {
 public:
  static constexpr int kDefaultVolume = 58;

  void Enter(session::AudioDesk* audio);
  void Leave();
  void Start(int programme);   // starts it, or resumes it when it is the paused one
  void Pause();
  void Stop();
  void SetVolume(int percent);
  int volume() const { return volume_; }
  int current() const { return current_; }  // -1 when nothing is loaded
  bool playing() const;
  bool paused() const;
  // "AUDIO PROGRAMME 1812 OVERTURE READY." and its variants.
  std::string Status() const;

 private:
  session::AudioDesk* audio_ = nullptr;
  bool entered_ = false;
  std::string previous_track_;
  int previous_volume_ = 0;
  int volume_ = kDefaultVolume;
  int current_ = -1;
  int selected_ = 0;
};

class CinemaScreen : public Screen {
 public:
  ~CinemaScreen() override;
  ScreenId id() const override;
  bool OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) override;
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  // The reels always run.
  double NextChangeIn(const UiContext& context) const override {
    (void)context;
    return 0.0;
  }
  int reel() const { return reel_; }
  // What the picture's place said on the last frame instead of the reel ("" when the
  // reel played).
  const std::string& notice() const { return notice_; }
  // Where the picture was drawn on the last frame: x, y, width, height.
  ImVec4 picture_rect() const { return picture_rect_; }

 private:
  CinemaPlayer player_;
  std::unique_ptr<render::SpriteCache> art_;
  int reel_ = 0;
  float time_ = 0.0f;  // seconds into the current reel
  std::string notice_;
  ImVec4 picture_rect_;
};

}  // namespace bc::ui
