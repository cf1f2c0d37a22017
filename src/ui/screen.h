// Screens of the desktop game and how they ask to move between each other. A screen
// draws from const state and returns what the player chose; the App owns the stack.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "basecommand/catalog.h"
#include "session/key_map.h"
#include "session/settings.h"

struct ImFont;

namespace bc::session {
class AudioDesk;
class ProfileSession;
}  // namespace bc::session

namespace bc::ui {

enum class ScreenId {
  kTitle, kOperations, kBattle, kSettings, kHowTo, kCinema,
  // The campaign's screens: the PREPARE and RELAX hubs and what they open.
  kPrepare, kRelax, kBasecamp, kCards, kDeckBuilder, kDossier, kStats, kArchive,
};
constexpr int kScreenIdCount = 14;
const char* ScreenName(ScreenId id);  // "title", "operations", ...
std::optional<ScreenId> ParseScreenId(std::string_view name);

// What a screen asks the App to do after a frame.
struct NavRequest {
  enum class Kind { kNone, kPush, kPop, kReplace, kReset, kQuit };
  Kind kind = Kind::kNone;
  ScreenId target = ScreenId::kTitle;

  static NavRequest None() { return {}; }
  static NavRequest Push(ScreenId id) { return {Kind::kPush, id}; }
  static NavRequest Pop() { return {Kind::kPop, ScreenId::kTitle}; }
  static NavRequest Replace(ScreenId id) { return {Kind::kReplace, id}; }
  // Back to the title, then id on top of it (title alone when id is the title).
  static NavRequest Reset(ScreenId id) { return {Kind::kReset, id}; }
  static NavRequest Quit() { return {Kind::kQuit, ScreenId::kTitle}; }
  bool operator==(const NavRequest&) const = default;
};

// The stack after a request. Popping the last screen, or kQuit, leaves it empty, which
// ends the game.
std::vector<ScreenId> NextStack(std::vector<ScreenId> stack, NavRequest request);

struct Fonts {
  ImFont* body = nullptr;     // running text
  ImFont* bold = nullptr;     // labels, buttons
  ImFont* heading = nullptr;  // screen headings
  ImFont* display = nullptr;  // the title's headline
};

// Which battle the battle screen should open next.
struct BattleLaunch {
  int mission = 0;             // index into the catalog
  std::uint64_t seed = 1;
  bool resume = false;         // open the saved active siege instead
  std::vector<std::string> actions;  // played on the new battle at once (--actions)
};

// What every screen may read or change. The App fills it each frame and applies
// changed settings (audio, fullscreen, vsync, UI scale) and saves them.
struct UiContext {
  session::Settings* settings = nullptr;
  bool settings_changed = false;  // a screen changed *settings this frame
  session::AudioDesk* audio = nullptr;
  const Catalog* catalog = nullptr;
  std::string catalog_message;    // why the catalog is empty, if it is
  std::filesystem::path asset_dir;
  std::filesystem::path user_dir;
  Fonts fonts;
  SDL_Renderer* renderer = nullptr;
  float width = 1280.0f;          // logical window size
  float height = 720.0f;
  float dt = 1.0f / 60.0f;        // seconds since the last frame
  float scale = 1.0f;             // UI scale in force
  BattleLaunch launch;
  bool has_saved_siege = false;   // an active siege can be resumed
  std::vector<std::string> notices;  // one-line messages shown at the foot of the screen
  session::ProfileSession* profile = nullptr;  // the player's profile; null when none is loaded
};

class Screen {
 public:
  virtual ~Screen() = default;
  virtual ScreenId id() const = 0;
  // A key the UI did not take (ImGui text fields come first). True when handled.
  virtual bool OnKey(const session::KeyPress& key, UiContext& context, NavRequest& nav) {
    (void)key; (void)context; (void)nav;
    return false;
  }
  // A mouse click outside ImGui windows, in window coordinates.
  virtual void OnClick(float x, float y, session::MouseButton button, UiContext& context) {
    (void)x; (void)y; (void)button; (void)context;
  }
  // Draws the world (board, backdrop) with SDL_Renderer before the UI.
  virtual void DrawWorld(UiContext& context) { (void)context; }
  // Builds this frame's ImGui windows; returns the navigation the player asked for.
  virtual NavRequest DrawUi(UiContext& context) = 0;
};

}  // namespace bc::ui
