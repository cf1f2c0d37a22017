#include "session/audio_desk.h"

#include <algorithm>

namespace bc::session {

std::vector<AudioRequest> AudioDesk::TakeRequests() {
  std::vector<AudioRequest> out;
  out.swap(requests_);
  return out;
}

void AudioDesk::PlayMusic(const std::string& name) {
  if (name.empty()) {
    StopMusic();
    return;
  }
  requests_.push_back({AudioRequest::Kind::kPlayMusic, name, 0});
  // The same track while it plays (or is paused) goes on as it is.
  if (name == state_.music && (state_.playing || state_.paused || !state_.available || !state_.music_enabled)) return;
  state_.music = name;
  state_.paused = false;
  state_.playing = state_.available && state_.music_enabled;
  state_.position = 0.0;
}

void AudioDesk::StopMusic() {
  requests_.push_back({AudioRequest::Kind::kStopMusic, "", 0});
  state_.music.clear();
  state_.playing = false;
  state_.paused = false;
  state_.position = 0.0;
  state_.duration = 0.0;
}

void AudioDesk::PauseMusic() {
  requests_.push_back({AudioRequest::Kind::kPauseMusic, "", 0});
  state_.paused = true;
  state_.playing = false;
}

void AudioDesk::ResumeMusic() {
  requests_.push_back({AudioRequest::Kind::kResumeMusic, "", 0});
  state_.paused = false;
  state_.playing = state_.available && state_.music_enabled && !state_.music.empty();
}

void AudioDesk::SetMusicVolume(int percent) {
  state_.music_volume = std::clamp(percent, 0, 100);
  requests_.push_back({AudioRequest::Kind::kSetMusicVolume, "", state_.music_volume});
}

void AudioDesk::PlaySfx(const std::string& name) {
  if (name.empty()) return;
  requests_.push_back({AudioRequest::Kind::kPlaySfx, name, 0});
}

}  // namespace bc::session
