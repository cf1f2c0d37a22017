#include "session/key_bindings.h"

#include <algorithm>

#include "i18n/translate.h"

namespace bc::session {

namespace {

constexpr std::array<BindableCommand, kBindableCount> kCommands = {{
    {"unit_1", i18n::N_("UNIT SLOT 1"), BattleCommand::kSelectUnit, 0},
    {"unit_2", i18n::N_("UNIT SLOT 2"), BattleCommand::kSelectUnit, 1},
    {"unit_3", i18n::N_("UNIT SLOT 3"), BattleCommand::kSelectUnit, 2},
    {"support_1", i18n::N_("SUPPORT SLOT 1"), BattleCommand::kSelectSupport, 0},
    {"support_2", i18n::N_("SUPPORT SLOT 2"), BattleCommand::kSelectSupport, 1},
    {"support_3", i18n::N_("SUPPORT SLOT 3"), BattleCommand::kSelectSupport, 2},
    {"bay_1", i18n::N_("FIELDWORK BAY 1"), BattleCommand::kSelectBay, 0},
    {"bay_2", i18n::N_("FIELDWORK BAY 2"), BattleCommand::kSelectBay, 1},
    {"cannon", i18n::N_("CANNON"), BattleCommand::kSelectCannon, -1},
    {"discard", i18n::N_("DISCARD"), BattleCommand::kDiscardMode, -1},
    {"terrain", i18n::N_("TERRAIN WORKS"), BattleCommand::kTerrainMode, -1},
    {"end_turn", i18n::N_("END TURN"), BattleCommand::kEndTurn, -1},
    {"threats", i18n::N_("THREAT VIEW"), BattleCommand::kThreats, -1},
    {"undo", i18n::N_("UNDO"), BattleCommand::kUndo, -1},
    {"restart", i18n::N_("RESTART"), BattleCommand::kRestart, -1},
    {"speed", i18n::N_("ANIMATION SPEED"), BattleCommand::kSpeed, -1},
    {"post", i18n::N_("NEXT POST"), BattleCommand::kNextPost, -1},
    {"piles", i18n::N_("PILES"), BattleCommand::kPiles, -1},
    {"stand_down", i18n::N_("STAND DOWN"), BattleCommand::kStandDown, -1},
}};

std::vector<KeyChord> DefaultChords(std::size_t index) {
  switch (index) {
    case 0: return {{Key::k1}};
    case 1: return {{Key::k2}};
    case 2: return {{Key::k3}};
    case 3: return {{Key::k4}};
    case 4: return {{Key::k5}};
    case 5: return {{Key::k6}};
    case 6: return {{Key::k7}};
    case 7: return {{Key::k8}};
    case 8: return {{Key::kC}};
    case 9: return {{Key::kD}};
    case 10: return {{Key::kB}};
    case 11: return {{Key::kSpace}, {Key::kReturn}, {Key::kKeypadEnter}};
    case 12: return {{Key::kT}};
    case 13: return {{Key::kU}, {Key::kZ, true}};
    case 14: return {{Key::kR, true}};
    case 16: return {{Key::kP}};
    case 17: return {{Key::kL}};
    case 18: return {{Key::kS}};
    default: return {};  // ANIMATION SPEED: its button, and any key the player gives it
  }
}

// "Space / Enter": Keypad Enter goes unsaid beside Enter.
std::string Joined(const std::vector<KeyChord>& chords) {
  std::string out;
  for (const KeyChord& chord : chords) {
    if (chord.key == Key::kKeypadEnter &&
        std::find(chords.begin(), chords.end(), KeyChord{Key::kReturn, chord.ctrl}) != chords.end()) {
      continue;
    }
    if (!out.empty()) out += " / ";
    out += ChordName(chord);
  }
  return out;
}

std::size_t IndexOf(BattleCommand command, int slot) {
  for (std::size_t i = 0; i < kCommands.size(); ++i) {
    if (kCommands[i].command == command && kCommands[i].slot == slot) return i;
  }
  return kCommands.size();
}

}  // namespace

std::string ChordName(KeyChord chord) {
  if (chord.key == Key::kNone) return "";
  return std::string(chord.ctrl ? "Ctrl+" : "") + KeyName(chord.key);
}

KeyChord ChordFromName(std::string_view name) {
  KeyChord chord;
  constexpr std::string_view kCtrl = "ctrl+";
  if (name.size() > kCtrl.size()) {
    bool ctrl = true;
    for (std::size_t i = 0; i < kCtrl.size(); ++i) {
      const char c = name[i];
      if ((c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c) != kCtrl[i]) ctrl = false;
    }
    if (ctrl) {
      chord.ctrl = true;
      name.remove_prefix(kCtrl.size());
    }
  }
  chord.key = KeyFromName(name);
  return chord;
}

bool IsReservedKey(Key key) {
  return key == Key::kEscape || key == Key::kF1 || key == Key::kF5 || key == Key::kF11;
}

const std::array<BindableCommand, kBindableCount>& BindableCommands() { return kCommands; }

KeyBindings::KeyBindings() { ResetAll(); }

BattleInput KeyBindings::Map(KeyPress key) const {
  if (key.key == Key::kEscape && !key.ctrl) return {BattleCommand::kBack};
  const KeyChord chord{key.key, key.ctrl};
  for (std::size_t i = 0; i < kCommands.size(); ++i) {
    if (std::find(chords_[i].begin(), chords_[i].end(), chord) != chords_[i].end()) {
      return {kCommands[i].command, kCommands[i].slot};
    }
  }
  return {};
}

std::string KeyBindings::Label(BattleCommand command, int slot) const {
  if (command == BattleCommand::kBack) return "Esc";
  if (command == BattleCommand::kBegin) return "Enter";
  if (command == BattleCommand::kPlaySelected) return i18n::Tr("press its key again");
  if (command == BattleCommand::kDiscardMode) {
    const std::size_t i = IndexOf(command, -1);
    return chords_[i].empty() ? std::string(i18n::Tr("unbound"))
                               : i18n::Format(i18n::Tr("{0}, then the slot's key"), {Joined(chords_[i])});
  }
  const bool slotted = command == BattleCommand::kSelectUnit || command == BattleCommand::kSelectSupport ||
                       command == BattleCommand::kSelectBay;
  if (slotted && slot < 0) {
    // The range, "1-3", when the slots hold one consecutive digit each; else every key.
    std::vector<std::size_t> slots;
    for (std::size_t i = 0; i < kCommands.size(); ++i) {
      if (kCommands[i].command == command) slots.push_back(i);
    }
    bool consecutive = true;
    for (std::size_t n = 0; n < slots.size(); ++n) {
      const std::vector<KeyChord>& chords = chords_[slots[n]];
      const int digit = chords.size() == 1 && !chords[0].ctrl ? DigitOf(chords[0].key) : 0;
      const int first = chords_[slots[0]].empty() ? 0 : DigitOf(chords_[slots[0]][0].key);
      if (digit == 0 || digit != first + static_cast<int>(n)) consecutive = false;
    }
    if (consecutive) {
      return ChordName(chords_[slots.front()][0]) + "-" + ChordName(chords_[slots.back()][0]);
    }
    std::string out;
    for (const std::size_t i : slots) {
      if (!out.empty()) out += ", ";
      out += chords_[i].empty() ? "-" : Joined(chords_[i]);
    }
    return out;
  }
  const std::size_t i = IndexOf(command, slotted ? slot : -1);
  if (i == kCommands.size()) return "";
  return chords_[i].empty() ? std::string(i18n::Tr("unbound")) : Joined(chords_[i]);
}

std::string KeyBindings::KeysText(std::size_t command) const {
  if (command >= kCommands.size() || chords_[command].empty()) return i18n::Tr("unbound");
  return Joined(chords_[command]);
}

std::string KeyBindings::Bind(std::size_t command, KeyChord chord, bool add, bool* accepted) {
  if (accepted != nullptr) *accepted = false;
  if (command >= kCommands.size() || chord.key == Key::kNone || IsReservedKey(chord.key)) return "";
  std::string lost;
  for (std::size_t i = 0; i < kCommands.size(); ++i) {
    if (i == command) continue;
    auto& chords = chords_[i];
    const auto it = std::find(chords.begin(), chords.end(), chord);
    if (it != chords.end()) {
      chords.erase(it);
      lost = kCommands[i].label;
    }
  }
  std::vector<KeyChord>& mine = chords_[command];
  if (!add) mine.clear();
  if (std::find(mine.begin(), mine.end(), chord) == mine.end()) {
    if (mine.size() >= kMaxChords) mine.erase(mine.begin());
    mine.push_back(chord);
  }
  if (accepted != nullptr) *accepted = true;
  return lost;
}

void KeyBindings::Reset(std::size_t command) {
  if (command >= kCommands.size()) return;
  chords_[command] = DefaultChords(command);
  // A default key another command had taken comes back here.
  for (const KeyChord& chord : chords_[command]) {
    for (std::size_t i = 0; i < kCommands.size(); ++i) {
      if (i == command) continue;
      auto& chords = chords_[i];
      chords.erase(std::remove(chords.begin(), chords.end(), chord), chords.end());
    }
  }
}

void KeyBindings::ResetAll() {
  for (std::size_t i = 0; i < kCommands.size(); ++i) chords_[i] = DefaultChords(i);
}

std::vector<std::pair<std::size_t, std::size_t>> KeyBindings::Conflicts() const {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t a = 0; a < kCommands.size(); ++a) {
    for (std::size_t b = a + 1; b < kCommands.size(); ++b) {
      for (const KeyChord& chord : chords_[a]) {
        if (std::find(chords_[b].begin(), chords_[b].end(), chord) != chords_[b].end()) {
          out.emplace_back(a, b);
          break;
        }
      }
    }
  }
  return out;
}

std::vector<std::size_t> KeyBindings::Unbound() const {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < kCommands.size(); ++i) {
    if (chords_[i].empty() && !DefaultChords(i).empty()) out.push_back(i);
  }
  return out;
}

std::vector<data::KeyBindingSetting> KeyBindings::ToSettings() const {
  std::vector<data::KeyBindingSetting> out;
  for (std::size_t i = 0; i < kCommands.size(); ++i) {
    if (chords_[i] == DefaultChords(i)) continue;
    data::KeyBindingSetting setting{kCommands[i].id, {}};
    for (const KeyChord& chord : chords_[i]) setting.keys.push_back(ChordName(chord));
    out.push_back(std::move(setting));
  }
  return out;
}

KeyBindings KeyBindings::FromSettings(const std::vector<data::KeyBindingSetting>& settings,
                                      std::vector<std::string>* problems) {
  KeyBindings bindings;
  for (const data::KeyBindingSetting& setting : settings) {
    std::size_t index = kCommands.size();
    for (std::size_t i = 0; i < kCommands.size(); ++i) {
      if (setting.command == kCommands[i].id) index = i;
    }
    if (index == kCommands.size()) {
      if (problems != nullptr) {
        problems->push_back("keys." + setting.command + ": not a battle command; it is left out");
      }
      continue;
    }
    std::vector<KeyChord> chords;
    for (std::size_t k = 0; k < setting.keys.size(); ++k) {
      const KeyChord chord = ChordFromName(setting.keys[k]);
      const std::string where = "keys." + setting.command + "[" + std::to_string(k) + "]";
      if (chord.key == Key::kNone) {
        if (problems != nullptr) problems->push_back(where + ": \"" + setting.keys[k] + "\" is not a key the game knows");
      } else if (IsReservedKey(chord.key)) {
        if (problems != nullptr) problems->push_back(where + ": " + ChordName(chord) + " is the game's own and cannot be bound");
      } else if (std::find(chords.begin(), chords.end(), chord) == chords.end() && chords.size() < kMaxChords) {
        chords.push_back(chord);
      }
    }
    bindings.chords_[index] = std::move(chords);
  }
  return bindings;
}

}  // namespace bc::session
