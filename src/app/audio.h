// Music and sound effects through SDL2_mixer.
//
// Music plays on SDL_mixer's music channel, effects on its mixing channels, so the two
// have separate volumes and toggles; every setter takes effect at once. Nothing here is
// required: with no audio device (or a failing open) the object runs silent and
// notice() says so once; a missing or unreadable file logs one line and plays nothing.
//
// Files come from an asset folder:
//   music:   <assets>/music/<name>.ogg, else <assets>/audio/<name>.ogg (loops)
//   effects: <assets>/sfx/<name>.wav (decoded once, then cached)
#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "session/audio_desk.h"

struct Mix_Chunk;
typedef struct _Mix_Music Mix_Music;

namespace bc::app {

class Audio {
 public:
  // Silent and with no asset folder until Open and SetAssetRoot (the shell gives it
  // paths.h's FindAssetDir).
  Audio();
  ~Audio();
  Audio(const Audio&) = delete;
  Audio& operator=(const Audio&) = delete;

  // Opens an output device ("" = the system default). On failure the object runs
  // silent, notice() says why, and false is returned. Opening again reopens.
  bool Open(const std::string& device = "");
  // Stops everything, frees every sound and closes the device. Safe to call twice.
  void Close();

  // True while a device is open and sounds can play.
  bool available() const { return available_; }
  // One human sentence about the audio state when it is not normal, else "".
  const std::string& notice() const { return notice_; }
  // Output device names reported by SDL (empty when the audio system is down).
  std::vector<std::string> Devices() const;
  // The device in use: its name, "default" for the system default, "" when silent.
  const std::string& device() const { return device_; }

  // 0..100 (clamped), applied at once.
  void SetMusicVolume(int percent);
  void SetSfxVolume(int percent);
  int music_volume() const { return music_volume_; }
  int sfx_volume() const { return sfx_volume_; }
  // A disabled music channel pauses the current track and resumes it when enabled
  // again; disabled effects stop the ones playing and ignore new requests.
  void SetMusicEnabled(bool enabled);
  void SetSfxEnabled(bool enabled);
  bool music_enabled() const { return music_enabled_; }
  bool sfx_enabled() const { return sfx_enabled_; }

  // Starts <name> looping. The same name while it plays does not restart it. While the
  // music is disabled the name is remembered and starts when music is enabled.
  void PlayMusic(const std::string& name);
  void StopMusic();
  // Pauses / resumes the current track without forgetting it (the cinema's controls).
  void PauseMusic();
  void ResumeMusic();
  // The requested track ("" after StopMusic) and whether it is audible right now.
  const std::string& music() const { return music_name_; }
  bool MusicPlaying() const;
  bool MusicPaused() const { return music_paused_; }
  // Position and length of the current track in seconds; 0 when unknown.
  double MusicPosition() const;
  double MusicDuration() const;

  // Plays assets/sfx/<name>.wav once on a free mixing channel.
  void PlaySfx(const std::string& name);

  void SetAssetRoot(const std::filesystem::path& assets_dir);
  const std::filesystem::path& asset_root() const { return asset_root_; }

  // How the audio stands, for the screens' audio desk (every field but the device list).
  session::AudioState State() const;
  // Carries out one of the screens' requests.
  void Carry(const session::AudioRequest& request);

  // Every line this object has logged (also sent to SDL_Log), oldest first.
  const std::vector<std::string>& log() const { return log_; }

 private:
  void Log(const std::string& line);
  // Logs a missing or broken file once per path.
  void LogFileProblem(const std::filesystem::path& path, const std::string& why);
  void ApplyMusicVolume();
  void ApplySfxVolume();
  // Loads and starts music_name_ if the channel is enabled and nothing plays yet.
  void StartRequestedMusic();
  void FreeMusic();
  void FreeChunks();

  std::filesystem::path asset_root_;
  bool available_ = false;
  bool audio_subsystem_ = false;  // we initialised SDL's audio subsystem
  std::string notice_;
  std::string device_;
  int music_volume_ = 70;
  int sfx_volume_ = 80;
  bool music_enabled_ = true;
  bool sfx_enabled_ = true;
  bool music_paused_ = false;
  std::string music_name_;     // requested track
  std::string loaded_name_;    // track held in music_
  Mix_Music* music_ = nullptr;
  std::map<std::string, Mix_Chunk*> chunks_;  // nullptr = known missing
  std::set<std::string> reported_;            // paths already logged
  std::vector<std::string> log_;
};

}  // namespace bc::app
