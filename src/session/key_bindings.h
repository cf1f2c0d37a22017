// The battle's keys as the player has bound them (SETTINGS & UPDATES -> CONTROLS). Each
// bindable command has up to kMaxChords key chords (a key, with or without Ctrl); the
// defaults are the ones HOW TO PLAY has always named. Esc (back), F1 (HOW TO PLAY), F5
// (reload data) and F11 (fullscreen) are the game's own and cannot be bound, so a player
// can always get out. settings.json keeps only the commands whose keys differ from the
// defaults.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "data/settings_json.h"
#include "session/key_map.h"

namespace bc::session {

// A key with or without Ctrl: "C", "Ctrl+Z".
struct KeyChord {
  Key key = Key::kNone;
  bool ctrl = false;
  bool operator==(const KeyChord&) const = default;
};

std::string ChordName(KeyChord chord);
// "Ctrl+Z", "ctrl+z", "Space"...; a chord with kNone when the text names no key.
KeyChord ChordFromName(std::string_view name);
// Esc, F1, F5 and F11, with or without Ctrl: the game's own.
bool IsReservedKey(Key key);

// One bindable command: its settings id, its name on the CONTROLS page, and the input it gives.
struct BindableCommand {
  const char* id;     // "unit_1", "cannon", "end_turn" ...
  const char* label;  // "UNIT SLOT 1", "CANNON", "END TURN" ...
  BattleCommand command;
  int slot;
};

inline constexpr std::size_t kBindableCount = 19;
inline constexpr std::size_t kMaxChords = 3;
const std::array<BindableCommand, kBindableCount>& BindableCommands();

class KeyBindings {
 public:
  // The defaults: 1-3, 4-6, 7-8, C, D, B, Space / Enter / Keypad Enter, T, U / Ctrl+Z, Ctrl+R,
  // P (the next post), L (the piles), S (the chosen post stands down).
  KeyBindings();

  const std::vector<KeyChord>& ChordsOf(std::size_t command) const { return chords_[command]; }

  // The command a key press gives (Esc is always kBack); kNone for an unbound key.
  BattleInput Map(KeyPress key) const;

  // "1", "Space / Enter", "U / Ctrl+Z"; for a slot command with slot -1 its range
  // ("1-3" when the slots are bound to consecutive digits, else each key). "unbound" when
  // the command has no key.
  std::string Label(BattleCommand command, int slot = -1) const;

  // One command's keys as the CONTROLS page lists them: "U / Ctrl+Z"; "unbound".
  std::string KeysText(std::size_t command) const;

  // Gives `command` the chord, replacing its keys (or adding to them, when `add`). A chord
  // another command had is taken from it; the name of that command is returned ("" when
  // none lost it). Refuses a reserved key, returning false through `accepted`.
  std::string Bind(std::size_t command, KeyChord chord, bool add, bool* accepted = nullptr);
  // Back to the default keys, one command or all.
  void Reset(std::size_t command);
  void ResetAll();

  // Pairs of commands that share a chord (only possible from a hand-edited file).
  std::vector<std::pair<std::size_t, std::size_t>> Conflicts() const;
  // The commands with no key at all.
  std::vector<std::size_t> Unbound() const;

  // To and from the settings file's record: only the commands that differ from the
  // defaults. `problems` gets one line per name that is not a key or command.
  std::vector<data::KeyBindingSetting> ToSettings() const;
  static KeyBindings FromSettings(const std::vector<data::KeyBindingSetting>& settings,
                                  std::vector<std::string>* problems = nullptr);

  bool operator==(const KeyBindings&) const = default;

 private:
  std::array<std::vector<KeyChord>, kBindableCount> chords_;
};

}  // namespace bc::session
