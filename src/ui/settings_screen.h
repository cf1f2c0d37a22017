// SETTINGS & UPDATES: audio toggles and volumes, the output device, UI scale,
// fullscreen, vsync and animation speed (applied at once, saved by the shell), and a
// right half that is either UPDATES (the build's version and its release notes,
// CHANGELOG.md) or CONTROLS (every battle command with its keys: rebind, add a key,
// reset; conflicts and unbound commands named).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "ui/screen.h"

namespace bc::ui {

// The release notes as (heading, body) entries split on "## " lines; wrapped bullet
// lines joined, Markdown's `code` marks dropped.
struct ReleaseNote {
  std::string heading;
  std::string body;       // the bullets for players
  std::string designers;  // the bullets for designers and the benchmark's figures, apart
};
// CHANGELOG.md's releases: a bullet beginning "For designers" or about the benchmark goes
// to `designers`, every other to `body`.
std::vector<ReleaseNote> ParseChangelog(const std::string& text);

class SettingsScreen : public Screen {
 public:
  // `changelog`: the text of CHANGELOG.md ("" when the shell found none).
  explicit SettingsScreen(const std::string& changelog);
  ScreenId id() const override { return ScreenId::kSettings; }
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  // While CONTROLS waits for a key, the next key is the one bound (Esc cancels).
  bool OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) override;

  // Which half shows on the right; CONTROLS waiting for a key for command `index`.
  bool showing_controls() const { return controls_; }
  int waiting_for_key() const { return capturing_; }
  // The command whose row is chosen: the one REBIND, + KEY and RESET change.
  int chosen() const { return chosen_; }
  // The command whose row has the keyboard's or the pad's focus, or -1.
  int focused_row() const { return focused_row_; }
  bool takes_every_key() const override { return capturing_ >= 0; }

 private:
  void DrawSettingsHalf(const UiContext& context, Choices& out);
  void DrawUpdatesHalf(const UiContext& context);
  void DrawControlsHalf(const UiContext& context, Choices& out);

  std::vector<ReleaseNote> notes_;
  std::vector<std::string> devices_;
  bool devices_listed_ = false;
  std::vector<std::string> languages_;  // the catalogues found, listed once (i18n::AvailableLanguages)
  std::string system_language_;
  bool controls_ = false;      // CONTROLS instead of UPDATES
  int capturing_ = -1;         // the command waiting for its key, or -1
  int chosen_ = 0;             // the command CONTROLS' buttons change (a row of its table)
  int focused_row_ = -1;       // the row with the focus at the last drawing, or -1
  bool capture_adds_ = false;  // the key joins the command's keys instead of replacing them
  std::string controls_note_;  // what the last rebind did ("T was THREAT VIEW's ...")
};

}  // namespace bc::ui
