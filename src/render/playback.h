// The animation of what an action did: events are played one after another, each for a
// short time at the chosen speed, folding into a BoardView and leaving effects (damage
// numbers, flashes, explosions, breach alarms) that fade on their own. Space or a click
// skips to the end. Pure view code: no drawing, no rules.
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "render/board_view.h"

namespace bc::render {

// kMarker: the steady outline the no-flash setting draws in place of a flash or a burst
// (hit, shield, breach, explosion): it holds its colour, then goes, with no fade.
enum class FxKind { kText, kHitFlash, kShieldFlash, kExplosion, kBreach, kCannonShot, kBash, kMarker };

struct Fx {
  FxKind kind = FxKind::kText;
  Cell cell = kNoCell;
  Cell from = kNoCell;        // cannon shots and breaches: where it came from
  int quadrant = -1;
  std::string text;           // kText: "-3", "MISS", "CRIT -5", "+50"
  int tone = 0;               // 0 damage, 1 good, 2 warning, 3 info
  float age = 0.0f;           // seconds
  float life = 0.9f;
};

// The comfort settings the animation honours (SETTINGS & UPDATES).
//   reduce_motion: attackers step from cell to cell instead of gliding, and every effect
//     lasts half as long (kReducedMotionLife); damage numbers stay where they appear.
//   no_flash: no flash or burst (hit flashes, shield flashes, breach alarms, explosions):
//     each is a kMarker, a steady outline on its cell in the effect's colour.
struct Comfort {
  bool reduce_motion = false;
  bool no_flash = false;
  bool operator==(const Comfort&) const = default;
};
constexpr float kReducedMotionLife = 0.5f;

// Seconds an event takes at 1x (0 for events that only reach the log).
float EventSeconds(const Event& event);
// The sound effect an event plays, or "" for none.
const char* EventSound(const Event& event);

class Playback {
 public:
  // Starts from `before` (the board as it was before the action). rate: 1, 2, 4, or 0
  // for instant.
  void Start(const BoardView& before, const Events& events, const Catalog& catalog,
             float rate);
  // Applies to the effects and movement from the next event on.
  void SetComfort(Comfort comfort) { comfort_ = comfort; }
  const Comfort& comfort() const { return comfort_; }
  bool active() const { return active_; }
  // Advances time; folds the events whose turn has come.
  void Update(float dt);
  // Jumps to the end: every remaining event folds at once, effects are dropped.
  void Skip();

  const BoardView& view() const { return view_; }
  const std::vector<Fx>& fx() const { return fx_; }
  // The attacker gliding between cells right now, for smooth movement.
  struct Glide {
    std::uint16_t uid = 0;
    Cell from = kNoCell;
    Cell to = kNoCell;
    float t = 1.0f;  // 0..1
  };
  const Glide& glide() const { return glide_; }
  // Sound effects due since the last call.
  std::vector<std::string> TakeSounds();

 private:
  void BeginEvent(const Event& event);
  // An effect, as the comfort settings have it.
  void AddFx(Fx fx);

  const Catalog* catalog_ = nullptr;
  BoardView view_;
  Events events_;
  std::size_t next_ = 0;
  float rate_ = 1.0f;
  float event_time_ = 0.0f;
  float event_length_ = 0.0f;
  bool active_ = false;
  Glide glide_;
  std::vector<Fx> fx_;
  std::vector<std::string> sounds_;
  Comfort comfort_;
};

}  // namespace bc::render
