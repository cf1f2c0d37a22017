// SETTINGS & UPDATES -> CONTROLS: a key rebound from the page is the one the settings
// keep, every command's name and keys are whole in every language and window size, and
// HOW TO PLAY names the player's keys.
#include <catch2/catch.hpp>

#include <imgui.h>
#include <imgui_internal.h>

#include "clip_probe.h"
#include "headless_ui.h"
#include "in_language.h"
#include "session/key_bindings.h"
#include "ui/rules_reference.h"
#include "ui/settings_screen.h"
#include "ui/theme.h"

using namespace bc;
using headless::Headless;

namespace {

// Clicks across a band of the window, left to right and top to bottom, until `done`.
template <typename Done>
bool ClickBand(Headless& ui, ui::Screen& screen, ui::Choices& out, float x0, float x1, float y0, float y1, Done done) {
  for (float y = y0; y < y1; y += 5.0f) {
    for (float x = x0; x < x1; x += 10.0f) {
      ui.Click(screen, out, ImVec2(x, y));
      if (done()) return true;
    }
  }
  return false;
}

// Draws SETTINGS & UPDATES and clicks across its strip (the top `strip` pixels) until
// CONTROLS shows, then draws it once.
bool OpenControls(Headless& ui, ui::SettingsScreen& screen, ui::Choices& out, float strip = 90.0f) {
  ui.Draw(screen, out);
  ui.Draw(screen, out);
  if (!ClickBand(ui, screen, out, 0.0f, ui.context.width, 0.0f, strip, [&] { return screen.showing_controls(); })) {
    return false;
  }
  ui.Draw(screen, out);
  return true;
}

std::size_t IndexOf(const char* id) {
  for (std::size_t i = 0; i < session::BindableCommands().size(); ++i) {
    if (std::string(session::BindableCommands()[i].id) == id) return i;
  }
  return session::BindableCommands().size();
}

}  // namespace

TEST_CASE("CONTROLS: REBIND waits for a key, and the key pressed is the one the settings keep", "[app][controls]") {
  Headless ui;
  ui.world_on_clicks = false;
  ui::SettingsScreen screen("");
  ui::Choices out;
  REQUIRE(OpenControls(ui, screen, out));  // CONTROLS is in the strip at the top
  // REBIND, under the table, rebinds the chosen command (a row clicked on the way).
  REQUIRE(ClickBand(ui, screen, out, ui.context.width * 0.5f, ui.context.width, 90.0f, ui.context.height,
                    [&] { return screen.waiting_for_key() >= 0; }));
  const auto waiting = static_cast<std::size_t>(screen.waiting_for_key());
  ui::Choices keyed;
  CHECK(screen.OnKey(session::KeyPress{session::Key::kQ, false, false}, ui.context, keyed));
  CHECK(screen.waiting_for_key() == -1);
  REQUIRE(keyed.settings.has_value());
  const session::KeyBindings keys = session::KeyBindings::FromSettings(keyed.settings->keys);
  const session::BindableCommand& command = session::BindableCommands()[waiting];
  CHECK(keys.Map(session::KeyPress{session::Key::kQ, false, false}) ==
        session::BattleInput{command.command, command.slot});
}

TEST_CASE("CONTROLS: Esc while waiting keeps the keys, and a reserved key is refused", "[app][controls]") {
  Headless ui;
  ui.world_on_clicks = false;
  ui::SettingsScreen screen("");
  ui::Choices out;
  REQUIRE(OpenControls(ui, screen, out));
  REQUIRE(ClickBand(ui, screen, out, ui.context.width * 0.5f, ui.context.width, 90.0f, ui.context.height,
                    [&] { return screen.waiting_for_key() >= 0; }));
  ui::Choices keyed;
  CHECK(screen.OnKey(session::KeyPress{session::Key::kF1, false, false}, ui.context, keyed));
  CHECK(screen.waiting_for_key() >= 0);  // still waiting
  CHECK_FALSE(keyed.settings.has_value());
  CHECK(screen.OnKey(session::KeyPress{session::Key::kEscape, false, false}, ui.context, keyed));
  CHECK(screen.waiting_for_key() == -1);
  CHECK_FALSE(keyed.settings.has_value());
  // Not waiting, keys are not the page's: Esc goes back as everywhere.
  CHECK_FALSE(screen.OnKey(session::KeyPress{session::Key::kEscape, false, false}, ui.context, keyed));
}

TEST_CASE("HOW TO PLAY's controls name the player's own keys", "[app][controls]") {
  session::KeyBindings keys;
  keys.Bind(IndexOf("cannon"), {session::Key::kQ}, false);
  keys.Bind(IndexOf("undo"), {session::Key::kBackspace}, false);
  std::string controls;
  for (const ui::RulesSection& section : ui::DeskNotes(keys)) {
    if (section.title != "Controls") continue;
    for (const std::string& line : section.lines) controls += line + "\n";
  }
  CHECK(controls.find("Q chooses the cannon") != std::string::npos);
  CHECK(controls.find("Backspace undoes") != std::string::npos);
  CHECK(controls.find("C chooses") == std::string::npos);
  CHECK(controls.find("1-3 unit slots, 4-6 support slots, 7-8 fieldwork bays") != std::string::npos);
  CHECK(controls.find("A gamepad: the D-pad moves a cursor") != std::string::npos);
}

TEST_CASE("HOW TO PLAY's threats notes name the threat view's key as the player bound it", "[app][controls]") {
  session::KeyBindings keys;
  keys.Bind(IndexOf("threats"), {session::Key::kG}, false);
  std::string threats;
  for (const ui::RulesSection& section : ui::DeskNotes(keys)) {
    if (section.title != "Threats") continue;
    for (const std::string& line : section.lines) threats += line + "\n";
  }
  CHECK(threats.find("G adds the full view") != std::string::npos);
  CHECK(threats.find("T adds") == std::string::npos);
}

TEST_CASE("CONTROLS: every command's name and keys are whole in English, Russian and Portuguese, at 1280x720 "
          "and at the smallest window",
          "[app][controls][i18n]") {
  for (const char* code : {"en", "ru", "pt"}) {
    in_language::InLanguage language(code);
    REQUIRE(language.ok);
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{800, 500}}) {
      const float fw = static_cast<float>(w);
      const float fh = static_cast<float>(h);
      Headless ui(w, h, ui::WindowFitScale(fw, fh));
      ui.world_on_clicks = false;
      ui::SettingsScreen screen("");
      ui::Choices out;
      REQUIRE(OpenControls(ui, screen, out, ui.context.height * 0.125f));
      ui.Draw(screen, out);
      std::string cut;
      int probed = 0;
      for (const clip_probe::Problem& p : clip_probe::Probe(fw, fh)) {
        // The table and its buttons are drawn in the page's right half.
        if (p.window.find("##updates_half") == std::string::npos) continue;
        ++probed;
        cut += "\n  " + p.window + ": " + p.what;
      }
      INFO(code << " at " << w << "x" << h << ":" << cut);
      CHECK(probed == 0);
    }
  }
}

TEST_CASE("CONTROLS: a click on a command's row chooses it, and REBIND under the table rebinds that command",
          "[app][controls]") {
  Headless ui;
  ui.world_on_clicks = false;
  ui::SettingsScreen screen("");
  ui::Choices out;
  REQUIRE(OpenControls(ui, screen, out));
  CHECK(screen.chosen() == 0);  // the first row, at first
  const std::size_t support = IndexOf("support_1");
  REQUIRE(support < session::BindableCommands().size());
  REQUIRE(ClickBand(ui, screen, out, ui.context.width * 0.5f, ui.context.width, 90.0f, ui.context.height,
                    [&] { return screen.chosen() == static_cast<int>(support); }));
  ui.Draw(screen, out);
  // From the foot of the page up: the buttons under the table come before any row.
  bool waiting = false;
  for (float y = ui.context.height - 5.0f; y > 90.0f && !waiting; y -= 5.0f) {
    for (float x = ui.context.width * 0.5f; x < ui.context.width && !waiting; x += 10.0f) {
      ui.Click(screen, out, ImVec2(x, y));
      waiting = screen.waiting_for_key() >= 0;
    }
  }
  REQUIRE(waiting);
  CHECK(screen.waiting_for_key() == static_cast<int>(support));
  CHECK(screen.chosen() == static_cast<int>(support));
}
