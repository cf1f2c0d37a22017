#include "session/key_bindings.h"

#include <catch2/catch.hpp>

#include "session/settings.h"

using namespace bc::session;

namespace {

KeyPress Press(Key key, bool ctrl = false) { return KeyPress{key, ctrl, false}; }

std::size_t IndexOf(const char* id) {
  for (std::size_t i = 0; i < BindableCommands().size(); ++i) {
    if (std::string(BindableCommands()[i].id) == id) return i;
  }
  FAIL("no command " << id);
  return 0;
}

}  // namespace

TEST_CASE("Key names read back as their keys, letters in either case, with or without Ctrl", "[session][keys]") {
  for (int i = 1; i < static_cast<int>(Key::kCount); ++i) {
    const Key key = static_cast<Key>(i);
    CHECK(KeyFromName(KeyName(key)) == key);
  }
  CHECK(KeyFromName("q") == Key::kQ);
  CHECK(KeyFromName("keypad enter") == Key::kKeypadEnter);
  CHECK(KeyFromName("Q!") == Key::kNone);
  CHECK(KeyFromName("") == Key::kNone);
  CHECK(ChordFromName("Ctrl+Z") == KeyChord{Key::kZ, true});
  CHECK(ChordFromName("ctrl+z") == KeyChord{Key::kZ, true});
  CHECK(ChordFromName("Z") == KeyChord{Key::kZ, false});
  CHECK(ChordFromName("Ctrl+").key == Key::kNone);
  CHECK(ChordName({Key::kR, true}) == "Ctrl+R");
}

TEST_CASE("A rebound key gives its new command, and the old key gives nothing", "[session][keys]") {
  KeyBindings keys;
  bool accepted = false;
  CHECK(keys.Bind(IndexOf("cannon"), {Key::kQ}, false, &accepted).empty());
  CHECK(accepted);
  CHECK(keys.Map(Press(Key::kQ)) == BattleInput{BattleCommand::kSelectCannon});
  CHECK(keys.Map(Press(Key::kC)).command == BattleCommand::kNone);
  CHECK(keys.Label(BattleCommand::kSelectCannon) == "Q");
}

TEST_CASE("Binding a key another command had takes it from that command, and says which", "[session][keys]") {
  KeyBindings keys;
  const std::string lost = keys.Bind(IndexOf("cannon"), {Key::kT}, false);
  CHECK(lost == "THREAT VIEW");
  CHECK(keys.Map(Press(Key::kT)).command == BattleCommand::kSelectCannon);
  CHECK(keys.Label(BattleCommand::kThreats) == "unbound");
  REQUIRE(keys.Unbound().size() == 1);
  CHECK(keys.Unbound()[0] == IndexOf("threats"));
  CHECK(keys.Conflicts().empty());
}

TEST_CASE("Esc, F1, F5 and F11 cannot be bound, and Esc always backs out", "[session][keys]") {
  KeyBindings keys;
  for (const Key reserved : {Key::kEscape, Key::kF1, Key::kF5, Key::kF11}) {
    bool accepted = true;
    keys.Bind(IndexOf("end_turn"), {reserved}, false, &accepted);
    CHECK_FALSE(accepted);
  }
  CHECK(keys == KeyBindings());
  CHECK(keys.Map(Press(Key::kEscape)).command == BattleCommand::kBack);
}

TEST_CASE("A command holds up to three keys, and a fourth replaces its oldest", "[session][keys]") {
  KeyBindings keys;
  const std::size_t undo = IndexOf("undo");  // U, Ctrl+Z
  keys.Bind(undo, {Key::kBackspace}, true);
  CHECK(keys.ChordsOf(undo).size() == 3);
  keys.Bind(undo, {Key::kX}, true);
  CHECK(keys.ChordsOf(undo).size() == 3);
  CHECK(keys.Map(Press(Key::kU)).command == BattleCommand::kNone);
  CHECK(keys.Map(Press(Key::kZ, true)).command == BattleCommand::kUndo);
  CHECK(keys.Map(Press(Key::kX)).command == BattleCommand::kUndo);
}

TEST_CASE("RESET gives a command its defaults back, taking them from whoever had them", "[session][keys]") {
  KeyBindings keys;
  keys.Bind(IndexOf("cannon"), {Key::kT}, false);  // THREAT VIEW loses T
  keys.Reset(IndexOf("threats"));                   // and takes it back
  CHECK(keys.Map(Press(Key::kT)).command == BattleCommand::kThreats);
  CHECK(keys.Label(BattleCommand::kSelectCannon) == "unbound");
  keys.ResetAll();
  CHECK(keys == KeyBindings());
}

TEST_CASE("Slot labels read as a range while the slots hold consecutive digits, else key by key", "[session][keys]") {
  KeyBindings keys;
  CHECK(keys.Label(BattleCommand::kSelectUnit) == "1-3");
  CHECK(keys.Label(BattleCommand::kSelectSupport) == "4-6");
  CHECK(keys.Label(BattleCommand::kSelectBay) == "7-8");
  CHECK(keys.Label(BattleCommand::kEndTurn) == "Space / Enter");
  keys.Bind(IndexOf("unit_2"), {Key::kW}, false);
  CHECK(keys.Label(BattleCommand::kSelectUnit) == "1, W, 3");
  CHECK(keys.Label(BattleCommand::kSelectUnit, 1) == "W");
}

TEST_CASE("The settings file keeps only the keys that differ from the defaults, and reads them back", "[session][keys]") {
  KeyBindings keys;
  CHECK(keys.ToSettings().empty());
  keys.Bind(IndexOf("cannon"), {Key::kQ}, false);
  keys.Bind(IndexOf("undo"), {Key::kBackspace}, true);
  const auto saved = keys.ToSettings();
  REQUIRE(saved.size() == 2);
  CHECK(saved[0].command == "cannon");
  CHECK(saved[0].keys == std::vector<std::string>{"Q"});
  CHECK(saved[1].keys == std::vector<std::string>{"U", "Ctrl+Z", "Backspace"});
  CHECK(KeyBindings::FromSettings(saved) == keys);

  Settings settings;
  settings.keys = saved;
  const SettingsLoad load = SettingsFromJson(bc::data::SettingsToText(settings));
  CHECK(load.Message().empty());
  CHECK(KeyBindings::FromSettings(load.settings.keys) == keys);
}

TEST_CASE("A hand-edited file's unknown commands, unknown keys and reserved keys are named, and the rest is kept",
          "[session][keys]") {
  const SettingsLoad load = SettingsFromJson(
      R"({"keys": {"cannon": ["Q", "Q!"], "fly": ["F"], "end_turn": ["Esc"], "threats": ["C"]}})");
  CHECK(load.Message().find("keys.cannon[1]: \"Q!\" is not a key the game knows") != std::string::npos);
  CHECK(load.Message().find("keys.fly: not a battle command") != std::string::npos);
  CHECK(load.Message().find("keys.end_turn[0]: Esc is the game's own") != std::string::npos);
  const KeyBindings keys = KeyBindings::FromSettings(load.settings.keys);
  CHECK(keys.Map(Press(Key::kQ)).command == BattleCommand::kSelectCannon);
  // The cannon keeps Q (C is no longer its key), so THREAT VIEW's C is no conflict; END
  // TURN's only key was refused, so it has none.
  CHECK(keys.Label(BattleCommand::kEndTurn) == "unbound");
  CHECK(keys.Map(Press(Key::kC)).command == BattleCommand::kThreats);
}

TEST_CASE("Two commands given one key by hand are shown as a conflict, and the first listed wins", "[session][keys]") {
  const SettingsLoad load = SettingsFromJson(R"({"keys": {"discard": ["C"]}})");
  const KeyBindings keys = KeyBindings::FromSettings(load.settings.keys);
  REQUIRE(keys.Conflicts().size() == 1);
  CHECK(keys.Conflicts()[0] == std::make_pair(IndexOf("cannon"), IndexOf("discard")));
  CHECK(keys.Map(Press(Key::kC)).command == BattleCommand::kSelectCannon);
}
