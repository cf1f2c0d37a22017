// Events: what a player would see happen, in order. Apply returns them; the desktop
// game animates them and the battle log prints them (text/event_text.h words them). Plain
// data.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "basecommand/board.h"

namespace bc {

struct Catalog;

enum class EventKind : std::uint8_t {
  kTurnStarted,        // amount = turn
  kEnemyPhaseStarted,  // amount = turn
  kSpawnTelegraphed,   // uid = 0, enemy, cell: where it will land next enemy phase
  kSpawned,            // uid, enemy, cell
  kSpawnDelayed,       // enemy, cell: landing cell occupied (or kNoCell: no free
                       // spawn cell at all), the spawn stays pending
  kSpawnsSkipped,      // amount = skip counter left
  kMoved,              // uid, cell (from), cell2 (to)
  kWaited,             // uid, cell, cell2: next path cell (held by another attacker,
                       // or kNoCell when no path to the base exists)
  kBashed,             // uid, cell (attacker), cell2 (barricade), amount = damage taken,
                       // amount2 = 1 when a crusher steps through it (a kMoved follows)
  kBreached,           // uid, cell (from), cell2 (base cell), quadrant
  kShieldBlocked,      // quadrant, uid, amount = damage dealt to attacker
  kShieldDown,         // quadrant
  kShieldRestored,     // quadrant: a downed shield is up again (repair)
  kShieldOvercharged,  // quadrant: an active shield is overcharged until the turn tick
  kOverchargeSpent,    // quadrant: overcharge expired at the turn tick
  kBaseDamaged,        // amount = damage, amount2 = health left
  kBaseRepaired,       // amount = health restored, amount2 = health now
  kAttackerDamaged,    // uid, cell, amount = damage, amount2 = hp left
  kAttackerDestroyed,  // uid, enemy, cell
  kAttackerRemoved,    // uid, cell: consumed by a breach without being destroyed
  kReplicated,         // uid (parent), cell (parent), cell2 (copy), amount = new uid
  kObjectiveLost,      // cell
  kCannonCharged,      // amount = charge step, amount2 = power
  kCannonFired,        // cell = target, amount = power
  kBarricadeBuilt,     // cell
  kBarricadeDemolished,// cell
  kBarricadeDestroyed, // cell
  kStatusTicked,       // uid, cell, status, amount = damage / value, amount2 = turns left
  kStatusExpired,      // uid (0 for board-wide), status
  kFrozen,             // amount = frozen turns left: enemies hold this phase
  kIncapacitatedSkip,  // uid, cell: the attacker skips this activation
  kPointsScored,       // amount = points, amount2 = multiplier
  kMultiplierChanged,  // amount = new multiplier
  kFinalScore,         // amount = victory bonus total, amount2 = score after it
  kVictory,            // amount = final score
  kDefeat,             // amount = final score
  kSplit,              // uid, enemy, cell: a new attacker where a splitter was destroyed
                       // (amount = the splitter's uid)
  kMended,             // uid, cell (medic), cell2 (patient's cell), amount = HP
                       // restored, amount2 = the patient's uid
  kDropped,            // uid, enemy, cell: an attacker dropped by a carrier (amount =
                       // the carrier's uid)
  kSectorShifted,      // uid, cell (from), cell2 (to), quadrant = its new breach quadrant
  kCannonJammed,       // amount = the charge step the cannon holds at
  kAbilityChosen,      // uid, enemy, cell: a hero's intent for the next enemy phase,
                       // amount = ability index, amount2 = AbilityKind
  kAbilityUsed,        // uid, enemy, cell: the hero uses it (amount, amount2 as above)
  kReinforced,         // uid, enemy, cell: an attacker a hero called in (amount = the
                       // hero's uid)
  kEscortShielded,     // uid, enemy, cell: an escort gains amount shield, amount2 = now
  kCannonDrained,      // amount = charge steps lost, amount2 = the step now
  kDugIn,              // uid, cell: the hero gains amount shield (amount2 = now), holds
  kRevealed,           // uid, enemy, cell: a concealed attacker is identified; amount =
                       // RevealCause, amount2 = its HP and shield then (RevealedStrength)
  kTrapLaid,           // uid (layer), enemy, cell: a demolition charge, amount = fuse
  kTrapDetonated,      // cell: a charge goes off, amount = barricades destroyed,
                       // amount2 = fieldworks destroyed
  // The card rules' events follow, numbered from here (basecommand/card_events.h).
  kCardEventsBegin,
};

// Which status a kStatusTicked / kStatusExpired event is about.
enum class StatusKind : std::uint8_t {
  kNone = 0,
  kPoison,
  kIncapacitated,
  kFrozen,
  kSkipSpawns,
  kOvercharge,
  kGlobalRange,
  kTempHp,
};

// Why a concealed attacker was revealed (kRevealed's amount).
enum class RevealCause : std::uint8_t {
  kRange = 0,   // it reached range 1 of the base
  kFieldwork,   // it stood in the sight of an armed fieldwork with a reveal effect
  kSupport,     // a support's reveal effect reached it
  kEngagement,  // a unit engaged it (or it engaged a post)
  kPost,        // it stood on or next to a posted unit
};

// Every event about one attacker carries its uid, its type (enemy) and its cell;
// `hidden` says the attacker was concealed when it happened, so the player's view of
// the event names a contact and no type, HP or shield.
// kRevealed's amount2: the attacker's HP and shield as it is identified, in one number.
constexpr std::int32_t RevealedStrength(int hp, int shield) { return hp + shield * 65536; }
constexpr int RevealedHp(std::int32_t strength) { return strength % 65536; }
constexpr int RevealedShield(std::int32_t strength) { return strength / 65536; }

struct Event {
  EventKind kind = EventKind::kTurnStarted;
  std::uint16_t uid = 0;
  std::uint8_t enemy = 0;
  Cell cell = kNoCell;
  Cell cell2 = kNoCell;
  std::int8_t quadrant = -1;
  StatusKind status = StatusKind::kNone;
  std::int32_t amount = 0;
  std::int32_t amount2 = 0;
  bool hidden = false;

  bool operator==(const Event&) const = default;
};

using Events = std::vector<Event>;

}  // namespace bc
