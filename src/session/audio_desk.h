// What the screens know of the audio and what they ask of it, without touching the
// device: the shell tells the desk how the audio stands at the start of each frame
// (Observe) and, after the frame, carries out on the device what the screens asked for
// (TakeRequests). The desk's own view follows each request at once, the way the device
// will, so a screen reads back within the frame what it has just asked for.
#pragma once

#include <string>
#include <vector>

namespace bc::session {

// How the audio stands: the device, the music channel and the current track.
struct AudioState {
  bool available = false;     // a device is open and sounds can play
  std::string notice;         // why not, in words, when not
  std::string device;         // its name, "default", or "" when silent
  std::vector<std::string> devices;  // output devices the system reports
  std::string music;          // the requested track ("" when none)
  int music_volume = 70;
  bool music_enabled = true;
  bool sfx_enabled = true;
  bool playing = false;       // the track is audible now
  bool paused = false;
  double position = 0.0;      // seconds into the track; 0 when unknown
  double duration = 0.0;      // its length; 0 when unknown
};

struct AudioRequest {
  enum class Kind { kPlayMusic, kStopMusic, kPauseMusic, kResumeMusic, kSetMusicVolume, kPlaySfx };
  Kind kind = Kind::kStopMusic;
  std::string name;  // the track or the effect
  int value = 0;     // the volume, 0..100
  bool operator==(const AudioRequest&) const = default;
};

class AudioDesk {
 public:
  // The shell's side.
  void Observe(AudioState state) { state_ = std::move(state); }
  std::vector<AudioRequest> TakeRequests();

  // What the screens read (named as the device's own calls).
  bool available() const { return state_.available; }
  const std::string& notice() const { return state_.notice; }
  const std::string& device() const { return state_.device; }
  const std::vector<std::string>& Devices() const { return state_.devices; }
  const std::string& music() const { return state_.music; }
  int music_volume() const { return state_.music_volume; }
  bool music_enabled() const { return state_.music_enabled; }
  bool sfx_enabled() const { return state_.sfx_enabled; }
  bool MusicPlaying() const { return state_.playing; }
  bool MusicPaused() const { return state_.paused; }
  double MusicPosition() const { return state_.position; }
  double MusicDuration() const { return state_.duration; }

  // What the screens ask for.
  void PlayMusic(const std::string& name);
  void StopMusic();
  void PauseMusic();
  void ResumeMusic();
  void SetMusicVolume(int percent);
  void PlaySfx(const std::string& name);

 private:
  AudioState state_;
  std::vector<AudioRequest> requests_;
};

}  // namespace bc::session
