// SETTINGS & UPDATES: audio toggles and volumes, the output device, UI scale,
// fullscreen, vsync and animation speed (applied at once, saved by the shell), and the
// UPDATES half with the build's version and its release notes (CHANGELOG.md).
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

 private:
  void DrawSettingsHalf(const UiContext& context, Choices& out);
  void DrawUpdatesHalf(const UiContext& context);

  std::vector<ReleaseNote> notes_;
  std::vector<std::string> devices_;
  bool devices_listed_ = false;
};

}  // namespace bc::ui
