// DescribeEvent and EventKindName: one line of English per event for the battle log.
#include <string>

#include "basecommand/catalog.h"
#include "basecommand/card_events.h"
#include "basecommand/event.h"

namespace bc {

namespace {

std::string EnemyName(const Catalog& catalog, const Event& e) {
  const std::string name =
      e.enemy < catalog.enemies.size() ? catalog.enemies[e.enemy].name : "Attacker";
  return e.uid != 0 ? name + " #" + std::to_string(e.uid) : name;
}

std::string QuadrantText(const Event& e) {
  if (e.quadrant < 0 || e.quadrant >= kQuadrantCount) return "?";
  return std::string(QuadrantName(static_cast<Quadrant>(e.quadrant)));
}

const char* StatusName(StatusKind s) {
  switch (s) {
    case StatusKind::kNone:
      return "status";
    case StatusKind::kPoison:
      return "poison";
    case StatusKind::kIncapacitated:
      return "incapacitation";
    case StatusKind::kFrozen:
      return "freeze";
    case StatusKind::kSkipSpawns:
      return "spawn skip";
    case StatusKind::kOvercharge:
      return "overcharge";
    case StatusKind::kGlobalRange:
      return "global range";
    case StatusKind::kTempHp:
      return "temporary HP";
  }
  return "status";
}

std::string Plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "CALL REINFORCEMENTS" for an AbilityKind carried in an event.
std::string AbilityText(int kind) {
  if (kind < 0 || kind > static_cast<int>(AbilityKind::kDigIn)) return "an ability";
  std::string text = AbilityKindName(static_cast<AbilityKind>(kind));
  for (char& ch : text) ch = ch == '_' ? ' ' : static_cast<char>(ch - 'a' + 'A');
  return text;
}

}  // namespace

const char* EventKindName(EventKind kind) {
  switch (kind) {
    case EventKind::kTurnStarted:
      return "turn_started";
    case EventKind::kEnemyPhaseStarted:
      return "enemy_phase_started";
    case EventKind::kSpawnTelegraphed:
      return "spawn_telegraphed";
    case EventKind::kSpawned:
      return "spawned";
    case EventKind::kSpawnDelayed:
      return "spawn_delayed";
    case EventKind::kSpawnsSkipped:
      return "spawns_skipped";
    case EventKind::kMoved:
      return "moved";
    case EventKind::kWaited:
      return "waited";
    case EventKind::kBashed:
      return "bashed";
    case EventKind::kBreached:
      return "breached";
    case EventKind::kShieldBlocked:
      return "shield_blocked";
    case EventKind::kShieldDown:
      return "shield_down";
    case EventKind::kShieldRestored:
      return "shield_restored";
    case EventKind::kShieldOvercharged:
      return "shield_overcharged";
    case EventKind::kOverchargeSpent:
      return "overcharge_spent";
    case EventKind::kBaseDamaged:
      return "base_damaged";
    case EventKind::kBaseRepaired:
      return "base_repaired";
    case EventKind::kAttackerDamaged:
      return "attacker_damaged";
    case EventKind::kAttackerDestroyed:
      return "attacker_destroyed";
    case EventKind::kAttackerRemoved:
      return "attacker_removed";
    case EventKind::kReplicated:
      return "replicated";
    case EventKind::kObjectiveLost:
      return "objective_lost";
    case EventKind::kCannonCharged:
      return "cannon_charged";
    case EventKind::kCannonFired:
      return "cannon_fired";
    case EventKind::kBarricadeBuilt:
      return "barricade_built";
    case EventKind::kBarricadeDemolished:
      return "barricade_demolished";
    case EventKind::kBarricadeDestroyed:
      return "barricade_destroyed";
    case EventKind::kStatusTicked:
      return "status_ticked";
    case EventKind::kStatusExpired:
      return "status_expired";
    case EventKind::kFrozen:
      return "frozen";
    case EventKind::kIncapacitatedSkip:
      return "incapacitated_skip";
    case EventKind::kPointsScored:
      return "points_scored";
    case EventKind::kMultiplierChanged:
      return "multiplier_changed";
    case EventKind::kFinalScore:
      return "final_score";
    case EventKind::kVictory:
      return "victory";
    case EventKind::kDefeat:
      return "defeat";
    case EventKind::kSplit:
      return "split";
    case EventKind::kMended:
      return "mended";
    case EventKind::kDropped:
      return "dropped";
    case EventKind::kSectorShifted:
      return "sector_shifted";
    case EventKind::kCannonJammed:
      return "cannon_jammed";
    case EventKind::kAbilityChosen:
      return "ability_chosen";
    case EventKind::kAbilityUsed:
      return "ability_used";
    case EventKind::kReinforced:
      return "reinforced";
    case EventKind::kEscortShielded:
      return "escort_shielded";
    case EventKind::kCannonDrained:
      return "cannon_drained";
    case EventKind::kDugIn:
      return "dug_in";
    default:
      break;
  }
  if (IsCardEvent(kind)) return CardEventKindName(kind);
  return "card_event";
}

std::string DescribeEvent(const Catalog& catalog, const Event& e) {
  const std::string who = EnemyName(catalog, e);
  const std::string at = CellName(e.cell);
  const std::string to = CellName(e.cell2);
  switch (e.kind) {
    case EventKind::kTurnStarted:
      return "Turn " + std::to_string(e.amount) + " begins.";
    case EventKind::kEnemyPhaseStarted:
      return "The enemy phase begins.";
    case EventKind::kSpawnTelegraphed:
      return e.cell == kNoCell ? who + " is inbound; no free landing cell yet."
                               : who + " will land on " + at + " next enemy phase.";
    case EventKind::kSpawned:
      return who + " lands on " + at + ".";
    case EventKind::kSpawnDelayed:
      return e.cell == kNoCell ? who + " finds no free landing cell and waits."
                               : who + " cannot land on " + at + " yet and waits.";
    case EventKind::kSpawnsSkipped:
      return "No attackers land this phase (" + Plural(e.amount, "more phase", "more phases") +
             ").";
    case EventKind::kMoved:
      return who + " moves " + at + " -> " + to + ".";
    case EventKind::kWaited:
      return e.cell2 == kNoCell ? who + " on " + at + " has no path to the base and holds."
                                : who + " on " + at + " waits: " + to + " is occupied.";
    case EventKind::kBashed:
      return who + " on " + at + " bashes the barricade on " + to + " and takes " +
             std::to_string(e.amount) + " damage.";
    case EventKind::kBreached:
      return who + " breaches the " + QuadrantText(e) + " quadrant from " + at + ".";
    case EventKind::kShieldBlocked:
      return "The " + QuadrantText(e) + " shield blocks " + who + " for " +
             std::to_string(e.amount) + " damage.";
    case EventKind::kShieldDown:
      return "The " + QuadrantText(e) + " shield is down.";
    case EventKind::kShieldRestored:
      return "The " + QuadrantText(e) + " shield is restored.";
    case EventKind::kShieldOvercharged:
      return "The " + QuadrantText(e) + " shield is overcharged.";
    case EventKind::kOverchargeSpent:
      return "The " + QuadrantText(e) + " shield's overcharge expires.";
    case EventKind::kBaseDamaged:
      return "The base takes " + std::to_string(e.amount) + " damage (" +
             std::to_string(e.amount2) + " health left).";
    case EventKind::kBaseRepaired:
      return "The base is repaired by " + std::to_string(e.amount) + " (" +
             std::to_string(e.amount2) + " health).";
    case EventKind::kAttackerDamaged:
      return who + " on " + at + " takes " + std::to_string(e.amount) + " damage (" +
             std::to_string(e.amount2) + " HP left).";
    case EventKind::kAttackerDestroyed:
      return who + " on " + at + " is destroyed.";
    case EventKind::kAttackerRemoved:
      return who + " is consumed by its breach.";
    case EventKind::kReplicated:
      return who + " on " + at + " replicates onto " + to + " (#" + std::to_string(e.amount) + ").";
    case EventKind::kObjectiveLost:
      return "An attacker stepped onto the objective on " + at + ": it is lost and will not score on victory.";
    case EventKind::kCannonCharged:
      return "The cannon charges to step " + std::to_string(e.amount) + " (power " +
             std::to_string(e.amount2) + ").";
    case EventKind::kCannonFired:
      return "The cannon fires at " + at + " with power " + std::to_string(e.amount) + ".";
    case EventKind::kBarricadeBuilt:
      return "A barricade is built on " + at + ".";
    case EventKind::kBarricadeDemolished:
      return "The barricade on " + at + " is demolished.";
    case EventKind::kBarricadeDestroyed:
      return "The barricade on " + at + " is destroyed.";
    case EventKind::kStatusTicked:
      return who + " on " + at + " takes " + std::to_string(e.amount) + " " + StatusName(e.status) +
             " damage (" + Plural(e.amount2, "tick", "ticks") + " left).";
    case EventKind::kStatusExpired:
      return e.uid != 0 ? who + "'s " + StatusName(e.status) + " wears off."
                        : std::string("The ") + StatusName(e.status) + " ends.";
    case EventKind::kFrozen:
      return "The attackers are frozen and hold (" + Plural(e.amount, "more phase", "more phases") +
             ").";
    case EventKind::kIncapacitatedSkip:
      return who + " on " + at + " is incapacitated and skips.";
    case EventKind::kPointsScored:
      return std::string("+").append(std::to_string(e.amount)) + " points (x" +
             std::to_string(e.amount2) + ").";
    case EventKind::kMultiplierChanged:
      return "The multiplier is now x" + std::to_string(e.amount) + ".";
    case EventKind::kFinalScore:
      return "Victory bonus: +" + std::to_string(e.amount) + " points (score " +
             std::to_string(e.amount2) + ").";
    case EventKind::kVictory:
      return "Victory. Final score " + std::to_string(e.amount) + ".";
    case EventKind::kDefeat:
      return "Defeat: the base has fallen. Score " + std::to_string(e.amount) + ".";
    case EventKind::kSplit:
      return who + " splits off #" + std::to_string(e.amount) + " onto " + at +
             ". Destroying it was only half the job.";
    case EventKind::kMended:
      return who + " on " + at + " repairs #" + std::to_string(e.amount2) + " on " + to + " by " +
             std::to_string(e.amount) + " HP.";
    case EventKind::kDropped:
      return who + " is dropped on " + at + " by #" + std::to_string(e.amount) + ".";
    case EventKind::kSectorShifted:
      return who + " circles the base from " + at + " to " + to + ", now aimed at the " +
             QuadrantText(e) + " quadrant.";
    case EventKind::kCannonJammed:
      return "A jammer holds the cannon's charge at step " + std::to_string(e.amount) + ".";
    case EventKind::kAbilityChosen:
      return who + " on " + at + " prepares " + AbilityText(e.amount2) + " for the next enemy phase.";
    case EventKind::kAbilityUsed:
      return who + " on " + at + " uses " + AbilityText(e.amount2) + ".";
    case EventKind::kReinforced:
      return who + " answers the call of #" + std::to_string(e.amount) + " and lands on " + at + ".";
    case EventKind::kEscortShielded:
      return who + " on " + at + " gains " + std::to_string(e.amount) + " shield (" +
             std::to_string(e.amount2) + " now).";
    case EventKind::kCannonDrained:
      return "The cannon is jammed: it loses " + Plural(e.amount, "charge step", "charge steps") +
             " and stands at step " + std::to_string(e.amount2) + ".";
    case EventKind::kDugIn:
      return who + " digs in on " + at + ": +" + std::to_string(e.amount) + " shield (" +
             std::to_string(e.amount2) + " now), and files no movement.";
    default:
      break;
  }
  if (IsCardEvent(e.kind)) return DescribeCardEvent(catalog, e);
  return std::string("Card event ") + std::to_string(static_cast<int>(e.kind)) + ".";
}

}  // namespace bc
