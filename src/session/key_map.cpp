#include "session/key_map.h"

#include <cstddef>

namespace bc::session {

namespace {

constexpr const char* kKeyNames[] = {
    "",
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "0",
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
    "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z",
    "Space", "Enter", "Keypad Enter", "Esc", "Tab", "Backspace",
    "Up", "Down", "Left", "Right",
    "F1", "F5", "F11",
};
static_assert(sizeof kKeyNames / sizeof kKeyNames[0] == static_cast<std::size_t>(Key::kCount));

char Lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool SameName(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (Lower(a[i]) != Lower(b[i])) return false;
  }
  return true;
}

}  // namespace

const char* KeyName(Key key) {
  const auto index = static_cast<std::size_t>(key);
  return index < static_cast<std::size_t>(Key::kCount) ? kKeyNames[index] : "";
}

Key KeyFromName(std::string_view name) {
  if (name.empty()) return Key::kNone;
  for (std::size_t i = 1; i < static_cast<std::size_t>(Key::kCount); ++i) {
    if (SameName(name, kKeyNames[i])) return static_cast<Key>(i);
  }
  return Key::kNone;
}

int DigitOf(Key key) {
  if (key < Key::k1 || key > Key::k9) return 0;
  return static_cast<int>(key) - static_cast<int>(Key::k1) + 1;
}

}  // namespace bc::session
