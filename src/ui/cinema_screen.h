// RELAXATION AREA // ARCHIVE CINEMA: the off-duty media facility. Five picture reels,
// looping animations the game draws itself, and two audio programmes (the 1812
// Overture's themes and a narrated Bureau story) with playback controls and a volume.
// Nothing here touches a campaign.
#pragma once

#include <array>
#include <string>

#include "ui/screen.h"

namespace bc::ui {

// One picture reel: its caption lines (in the rulebook's style) and its loop length.
struct Reel {
  const char* mission;    // "MARS 2020"
  const char* title;      // "PERSEVERANCE PARACHUTE DEPLOYMENT"
  const char* credit;     // "NASA/JPL-CALTECH · LOCAL CACHE"
  float loop_seconds;     // the animation repeats after this long
};
constexpr int kReelCount = 5;
const std::array<Reel, kReelCount>& Reels();
// "MARS 2020 · 15 SECOND LOOP"
std::string ReelHeading(const Reel& reel);

// One audio programme: a track name for the music channel and its labels.
struct Programme {
  const char* track;   // "overture_1812"
  const char* kind;    // "MUSIC" / "STORIES"
  const char* title;   // "1812 OVERTURE"
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
  void Play(int programme);    // starts it, or resumes it when it is the paused one
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
  bool OnKey(const session::KeyPress& key, UiContext& context, NavRequest& nav) override;
  void DrawWorld(UiContext& context) override;
  NavRequest DrawUi(UiContext& context) override;

 private:
  CinemaPlayer player_;
  int reel_ = 0;
  float time_ = 0.0f;  // seconds into the current reel
};

}  // namespace bc::ui
