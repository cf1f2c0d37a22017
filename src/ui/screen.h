// Screens of the desktop game and what they hand back. A screen draws from const state
// (UiContext) and says what the player chose (Choices): where to go, which battle to open,
// the settings as changed, requests to the profile session, the battle action to play.
// The shell carries the choices out after the frame and hands each reply back; no screen
// writes a file or changes the battle, the profile, the settings or the audio itself.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "basecommand/catalog.h"
#include "session/key_bindings.h"
#include "session/key_map.h"
#include "session/notice_board.h"
#include "session/pad_map.h"
#include "session/requests.h"
#include "session/run_service.h"
#include "session/settings.h"
#include "session/siege_save.h"

struct ImFont;

namespace bc::render {
class SpriteCache;
}  // namespace bc::render

namespace bc::session {
class AudioDesk;
class ProfileSession;
}  // namespace bc::session

namespace bc::ui {

enum class ScreenId {
  kTitle, kOperations, kBattle, kSettings, kHowTo, kCinema,
  // The campaign's screens: the PREPARE and RELAX hubs and what they open.
  kPrepare, kRelax, kBasecamp, kCards, kDeckBuilder, kDossier, kStats, kArchive, kHostiles,
  // Field runs: the run's map, its draft and stops, its end (PLAY's other entry).
  kRun,
};
constexpr int kScreenIdCount = 16;
const char* ScreenName(ScreenId id);  // "title", "operations", ...
std::optional<ScreenId> ParseScreenId(std::string_view name);

// Where a screen asks the shell to go after a frame.
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

// What the player chose in one frame, from keys, clicks and buttons alike. Nothing in it
// has happened yet: the shell carries it out after the frame.
struct Choices {
  NavRequest nav;
  std::optional<int> mission;   // the mission a fresh battle opens on (with nav to the battle)
  bool resume_siege = false;    // the battle screen opens the saved siege instead
  std::optional<session::Settings> settings;  // the settings as the player left them
  std::vector<session::Request> requests;     // for the profile session, in order
  std::vector<session::RunRequest> run;       // for the field run, in order
  bool run_battle = false;                    // the battle screen opens the field run's siege
  std::optional<session::BattleRequest> battle;  // for the battle in progress: one a frame
  std::vector<std::string> notices;           // lines for the notice strip

  // Keeps the last navigation asked for (None leaves it as it was).
  void Go(NavRequest request) {
    if (request.kind != NavRequest::Kind::kNone) nav = request;
  }
  // The settings this frame changes, starting from those in force on the first change.
  session::Settings& ChangeSettings(const session::Settings& in_force) {
    if (!settings) settings = in_force;
    return *settings;
  }
};

struct Fonts {
  ImFont* body = nullptr;     // running text
  ImFont* bold = nullptr;     // labels, buttons
  ImFont* heading = nullptr;  // screen headings
  ImFont* display = nullptr;  // the title's headline
};

// What every screen reads. The shell fills it each frame; all of it is read-only to the
// screens (the audio desk only takes requests, which the shell carries out after the frame).
struct UiContext {
  const Catalog* catalog = nullptr;
  std::string catalog_message;    // why the catalog is empty, if it is
  std::filesystem::path asset_dir;
  Fonts fonts;
  SDL_Renderer* renderer = nullptr;  // what DrawWorld draws with
  float width = 1280.0f;          // logical window size
  float height = 720.0f;
  float dt = 1.0f / 60.0f;        // seconds of animation since the last frame
  double clock = 0.0;             // seconds the game has run (the fixed clock in benchmark and screenshot runs)
  double input_clock = 0.0;       // `clock` when the last input (a key, the pointer, a pad, the window) arrived
  float scale = 1.0f;             // UI scale in force
  const session::Settings* settings = nullptr;       // the settings in force
  const session::KeyBindings* keys = nullptr;        // the battle keys in force; null: the defaults
  bool pad_in_use = false;  // the last input came from a gamepad: the hints name its buttons
  bool pointer_in_use = false;  // the last input came from the mouse (a move, a click, the wheel)
  render::SpriteCache* glyphs = nullptr;  // the gamepad's button glyphs (sprites/pad/); null: named in text
  session::AudioDesk* audio = nullptr;               // how the audio stands; takes requests
  const session::ProfileSession* profile = nullptr;  // the player's profile; null when none is loaded
  const session::RunService* run = nullptr;          // the field run; null when none can be played
  std::optional<session::SiegeSummary> saved_siege;  // an active siege that can be resumed
  std::vector<std::string> notices;  // one-line messages shown at the foot of the screen
  std::vector<session::LastingNotice> lasting_notices;  // shown until the player dismisses them
};

// The battle keys in force: the player's, or the defaults when the context has none.
inline const session::KeyBindings& BattleKeys(const UiContext& context) {
  static const session::KeyBindings kDefaults;
  return context.keys != nullptr ? *context.keys : kDefaults;
}

// The key or button the hints name for a command: the pad's while one is in use, else
// the player's keys ("1", "Space / Enter", "Start").
inline std::string KeyHint(const UiContext& context, session::BattleCommand command, int slot = -1) {
  if (context.pad_in_use) {
    const char* button = session::PadLabel(command);
    if (*button != '\0') return button;
  }
  return BattleKeys(context).Label(command, slot);
}

// A screen that changes only when the player does something.
inline constexpr double kNoChange = std::numeric_limits<double>::infinity();

class Screen {
 public:
  virtual ~Screen() = default;
  virtual ScreenId id() const = 0;
  // A key the UI did not take (ImGui text fields come first), turned into what the player
  // chose. True when the key is the screen's.
  virtual bool OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) {
    (void)key; (void)context; (void)out;
    return false;
  }
  // A gamepad button the UI did not take. True when it is the screen's; a button no
  // screen takes may stand for a key (session::PadMenuKey: B is Esc).
  virtual bool OnPad(session::PadButton button, const UiContext& context, Choices& out) {
    (void)button; (void)context; (void)out;
    return false;
  }
  // A mouse click outside ImGui windows, in window coordinates.
  virtual void OnClick(float x, float y, session::MouseButton button, const UiContext& context, Choices& out) {
    (void)x; (void)y; (void)button; (void)context; (void)out;
  }
  // Before the frame is drawn: time passes, and the commands the screen's keys and buttons
  // gave since the last frame become what the player chose (a battle action among them).
  virtual void Update(const UiContext& context, Choices& out) { (void)context; (void)out; }
  // Draws the world (board, backdrop) with SDL_Renderer before the UI.
  virtual void DrawWorld(const UiContext& context) { (void)context; }
  // Builds this frame's ImGui windows; what the player chose goes into `out`.
  virtual void DrawUi(const UiContext& context, Choices& out) = 0;
  // What came of a request this screen made.
  virtual void OnReply(const session::Reply& reply) { (void)reply; }
  // What came of the battle request this screen made (Choices::battle).
  virtual void OnBattleReply(const session::BattleReply& reply) { (void)reply; }
  // Whether the keyboard's arrows, Tab, Enter and Space (and the pad's D-pad and A) move
  // and press the focus over the screen's widgets; false while they are the screen's own
  // (a battle in play).
  virtual bool wants_menu_nav() const { return true; }
  // True while the screen waits for any key at all (CONTROLS' rebind): the navigation
  // keys are its, not the focus's.
  virtual bool takes_every_key() const { return false; }
  // True when `key`, a navigation key, is the screen's own where the focus stands now (the
  // mission list's Left and Right step the difficulty): it goes to OnKey, not the focus.
  virtual bool claims_key(const session::KeyPress& key) const { (void)key; return false; }
  // The same for a pad's button: true when it goes to OnPad alone, not to the focus.
  virtual bool claims_pad(session::PadButton button) const { (void)button; return false; }
  // True while the screen plays something the player waits for (an enemy phase).
  virtual bool busy() const { return false; }
  // True when the screen shows the context's one-line notices itself, in a place of its
  // own (the battle's side panel), instead of the strip at the foot of the window that
  // would cover part of it.
  virtual bool shows_notices() const { return false; }
  // Seconds from `context.clock` until the screen looks different with no input: 0 while
  // something moves (an animation, a pulse, a reel), kNoChange when only input changes
  // it. Until then, and until input arrives, the shell draws no frame.
  virtual double NextChangeIn(const UiContext& context) const {
    (void)context;
    return kNoChange;
  }
};

}  // namespace bc::ui
