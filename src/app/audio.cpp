// Music and sound effects through SDL2_mixer; see audio.h.
#include "app/audio.h"
#include "i18n/translate.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <cstdlib>
#include <system_error>

namespace bc::app {

using i18n::Format;
using i18n::Tr;
namespace {

constexpr int kSampleRate = 44100;
constexpr int kChunkSize = 1024;
constexpr int kMixChannels = 24;

// Percent 0..100 to SDL_mixer's 0..MIX_MAX_VOLUME.
int MixVolume(int percent) { return percent * MIX_MAX_VOLUME / 100; }

bool FileExists(const std::filesystem::path& path) {
  std::error_code error;
  return std::filesystem::is_regular_file(path, error);
}

}  // namespace

Audio::Audio() = default;

Audio::~Audio() { Close(); }

bool Audio::Open(const std::string& device) {
  Close();
  notice_.clear();
  if (SDL_WasInit(SDL_INIT_AUDIO) == 0) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
      notice_ = Format(Tr("No audio device: running silent. ({0})"), {SDL_GetError()});
      Log(notice_);
      return false;
    }
    audio_subsystem_ = true;
  }
  // Ogg support is what the music needs; a missing decoder only costs the music.
  const int wanted = MIX_INIT_OGG;
  if ((Mix_Init(wanted) & wanted) != wanted) {
    Log(Format(Tr("Ogg music support is missing ({0}); music stays silent."), {Mix_GetError()}));
  }
  const char* device_name = device.empty() ? nullptr : device.c_str();
  if (Mix_OpenAudioDevice(kSampleRate, MIX_DEFAULT_FORMAT, 2, kChunkSize, device_name,
                          SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE) != 0) {
    notice_ = device.empty()
                  ? Format(Tr("No audio device: running silent. ({0})"), {Mix_GetError()})
                  : Format(Tr("Audio device \"{0}\" could not be opened: running silent. ({1})"), {device, Mix_GetError()});
    Log(notice_);
    Mix_Quit();
    if (audio_subsystem_) {
      SDL_QuitSubSystem(SDL_INIT_AUDIO);
      audio_subsystem_ = false;
    }
    return false;
  }
  Mix_AllocateChannels(kMixChannels);
  available_ = true;
  device_ = device.empty() ? "default" : device;
  ApplyMusicVolume();
  ApplySfxVolume();
  StartRequestedMusic();
  return true;
}

void Audio::Close() {
  if (available_) {
    Mix_HaltChannel(-1);
    Mix_HaltMusic();
  }
  FreeMusic();
  FreeChunks();
  if (available_) {
    Mix_CloseAudio();
    Mix_Quit();
    available_ = false;
  }
  if (audio_subsystem_) {
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    audio_subsystem_ = false;
  }
  device_.clear();
}

std::vector<std::string> Audio::Devices() const {
  std::vector<std::string> names;
  if (SDL_WasInit(SDL_INIT_AUDIO) == 0) return names;
  const int count = SDL_GetNumAudioDevices(0);
  for (int i = 0; i < count; ++i) {
    if (const char* name = SDL_GetAudioDeviceName(i, 0); name != nullptr) names.emplace_back(name);
  }
  return names;
}

void Audio::SetMusicVolume(int percent) {
  music_volume_ = std::clamp(percent, 0, 100);
  ApplyMusicVolume();
}

void Audio::SetSfxVolume(int percent) {
  sfx_volume_ = std::clamp(percent, 0, 100);
  ApplySfxVolume();
}

void Audio::SetMusicEnabled(bool enabled) {
  if (music_enabled_ == enabled) return;
  music_enabled_ = enabled;
  ApplyMusicVolume();
  if (!available_) return;
  if (!enabled) {
    if (Mix_PlayingMusic() != 0) Mix_PauseMusic();
  } else if (music_ != nullptr && loaded_name_ == music_name_ && Mix_PlayingMusic() != 0) {
    if (!music_paused_) Mix_ResumeMusic();
  } else {
    StartRequestedMusic();
  }
}

void Audio::SetSfxEnabled(bool enabled) {
  sfx_enabled_ = enabled;
  if (!enabled && available_) Mix_HaltChannel(-1);
  ApplySfxVolume();
}

void Audio::PlayMusic(const std::string& name) {
  if (name.empty()) {
    StopMusic();
    return;
  }
  if (name == music_name_) {
    if (!available_ || !music_enabled_) return;             // remembered for later
    if (music_ != nullptr && Mix_PlayingMusic() != 0) return;  // playing (or paused)
  }
  music_name_ = name;
  music_paused_ = false;
  if (available_ && music_ != nullptr) Mix_HaltMusic();
  StartRequestedMusic();
}

void Audio::StopMusic() {
  music_name_.clear();
  music_paused_ = false;
  if (available_) Mix_HaltMusic();
  FreeMusic();
}

void Audio::PauseMusic() {
  music_paused_ = true;
  if (available_ && Mix_PlayingMusic() != 0) Mix_PauseMusic();
}

void Audio::ResumeMusic() {
  music_paused_ = false;
  if (!available_ || !music_enabled_) return;
  if (music_ != nullptr && Mix_PlayingMusic() != 0) {
    Mix_ResumeMusic();
  } else {
    StartRequestedMusic();
  }
}

bool Audio::MusicPlaying() const {
  return available_ && music_ != nullptr && Mix_PlayingMusic() != 0 && Mix_PausedMusic() == 0;
}

double Audio::MusicPosition() const {
  if (!available_ || music_ == nullptr) return 0.0;
  return std::max(0.0, Mix_GetMusicPosition(music_));
}

double Audio::MusicDuration() const {
  if (!available_ || music_ == nullptr) return 0.0;
  return std::max(0.0, Mix_MusicDuration(music_));
}

void Audio::PlaySfx(const std::string& name) {
  if (!available_ || !sfx_enabled_ || name.empty()) return;
  auto found = chunks_.find(name);
  if (found == chunks_.end()) {
    const std::filesystem::path path = asset_root_ / "sfx" / (name + ".wav");
    Mix_Chunk* chunk = nullptr;
    if (!FileExists(path)) {
      LogFileProblem(path, "missing");
    } else {
      chunk = Mix_LoadWAV(path.string().c_str());
      if (chunk == nullptr) LogFileProblem(path, Mix_GetError());
    }
    found = chunks_.emplace(name, chunk).first;
  }
  if (found->second == nullptr) return;
  // A full mixer drops the effect rather than cutting another one off.
  Mix_PlayChannel(-1, found->second, 0);
}

void Audio::SetAssetRoot(const std::filesystem::path& assets_dir) {
  if (assets_dir == asset_root_) return;
  asset_root_ = assets_dir;
  // Cached sounds (and known-missing entries) belong to the old folder.
  if (available_) Mix_HaltChannel(-1);
  FreeChunks();
  reported_.clear();
}

void Audio::Log(const std::string& line) {
  log_.push_back(line);
  SDL_Log("audio: %s", line.c_str());
}

void Audio::LogFileProblem(const std::filesystem::path& path, const std::string& why) {
  const std::string key = path.string();
  if (!reported_.insert(key).second) return;
  Log(why == "missing" ? Format(Tr("Sound file {0} is missing; playing nothing in its place."), {key})
                       : Format(Tr("Sound file {0} could not be read: {1}; playing nothing in its place."), {key, why}));
}

void Audio::ApplyMusicVolume() {
  if (available_) Mix_VolumeMusic(music_enabled_ ? MixVolume(music_volume_) : 0);
}

void Audio::ApplySfxVolume() {
  if (available_) Mix_Volume(-1, sfx_enabled_ ? MixVolume(sfx_volume_) : 0);
}

void Audio::StartRequestedMusic() {
  if (!available_ || !music_enabled_ || music_paused_ || music_name_.empty()) return;
  if (music_ == nullptr || loaded_name_ != music_name_) {
    FreeMusic();
    std::filesystem::path path = asset_root_ / "music" / (music_name_ + ".ogg");
    if (!FileExists(path)) path = asset_root_ / "audio" / (music_name_ + ".ogg");
    if (!FileExists(path)) {
      LogFileProblem(asset_root_ / "music" / (music_name_ + ".ogg"), "missing");
      return;
    }
    music_ = Mix_LoadMUS(path.string().c_str());
    if (music_ == nullptr) {
      LogFileProblem(path, Mix_GetError());
      return;
    }
    loaded_name_ = music_name_;
  }
  if (Mix_PlayMusic(music_, -1) != 0) {
    LogFileProblem(asset_root_ / loaded_name_, Mix_GetError());
    return;
  }
  ApplyMusicVolume();
}

void Audio::FreeMusic() {
  if (music_ != nullptr) {
    if (available_) Mix_HaltMusic();
    Mix_FreeMusic(music_);
    music_ = nullptr;
  }
  loaded_name_.clear();
}

void Audio::FreeChunks() {
  for (auto& [name, chunk] : chunks_) {
    if (chunk != nullptr) Mix_FreeChunk(chunk);
  }
  chunks_.clear();
}

session::AudioState Audio::State() const {
  session::AudioState state;
  state.available = available_;
  state.notice = notice_;
  state.device = device_;
  state.music = music_name_;
  state.music_volume = music_volume_;
  state.music_enabled = music_enabled_;
  state.sfx_enabled = sfx_enabled_;
  state.playing = MusicPlaying();
  state.paused = music_paused_;
  state.position = MusicPosition();
  state.duration = MusicDuration();
  return state;
}

void Audio::Carry(const session::AudioRequest& request) {
  using Kind = session::AudioRequest::Kind;
  switch (request.kind) {
    case Kind::kPlayMusic: PlayMusic(request.name); break;
    case Kind::kStopMusic: StopMusic(); break;
    case Kind::kPauseMusic: PauseMusic(); break;
    case Kind::kResumeMusic: ResumeMusic(); break;
    case Kind::kSetMusicVolume: SetMusicVolume(request.value); break;
    case Kind::kPlaySfx: PlaySfx(request.name); break;
  }
}

}  // namespace bc::app
