// DescribeEvent and EventKindName: one line per event for the battle log, its words from
// a LogText (English by default).
#include <string>

#include "basecommand/catalog.h"
#include "basecommand/card_events.h"
#include "basecommand/event.h"
#include "text/event_text.h"
#include "text/log_text.h"

namespace bc {

namespace {

// A concealed attacker's events name a contact, never its type.
std::string EnemyName(const Catalog& catalog, const Event& e, const LogText& t) {
  const std::string name = e.hidden                         ? t.Message("UNKNOWN CONTACT")
                           : e.enemy < catalog.enemies.size() ? catalog.enemies[e.enemy].name
                                                              : t.Message("Attacker");
  return e.uid != 0 ? name + " #" + std::to_string(e.uid) : name;
}

std::string QuadrantText(const Event& e) {
  if (e.quadrant < 0 || e.quadrant >= kQuadrantCount) return "?";
  return std::string(QuadrantName(static_cast<Quadrant>(e.quadrant)));
}

std::string StatusName(StatusKind s, const LogText& t) {
  switch (s) {
    case StatusKind::kNone:
      return t.Message("status");
    case StatusKind::kPoison:
      return t.Message("poison");
    case StatusKind::kIncapacitated:
      return t.Message("incapacitation");
    case StatusKind::kFrozen:
      return t.Message("freeze");
    case StatusKind::kSkipSpawns:
      return t.Message("spawn skip");
    case StatusKind::kOvercharge:
      return t.Message("overcharge");
    case StatusKind::kGlobalRange:
      return t.Message("global range");
    case StatusKind::kTempHp:
      return t.Message("temporary HP");
  }
  return t.Message("status");
}

// "CALL REINFORCEMENTS" for an AbilityKind carried in an event.
std::string AbilityText(int kind, const LogText& t) {
  switch (kind) {
    case static_cast<int>(AbilityKind::kCallReinforcements):
      return t.Message("CALL REINFORCEMENTS");
    case static_cast<int>(AbilityKind::kShieldEscorts):
      return t.Message("SHIELD ESCORTS");
    case static_cast<int>(AbilityKind::kCharge):
      return t.Message("CHARGE");
    case static_cast<int>(AbilityKind::kJamCannon):
      return t.Message("JAM CANNON");
    case static_cast<int>(AbilityKind::kDigIn):
      return t.Message("DIG IN");
    default:
      return t.Message("an ability");
  }
}

std::string N(long n) { return std::to_string(n); }

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
    case EventKind::kRevealed:
      return "revealed";
    case EventKind::kTrapLaid:
      return "trap_laid";
    case EventKind::kTrapDetonated:
      return "trap_detonated";
    default:
      break;
  }
  if (IsCardEvent(kind)) return CardEventKindName(kind);
  return "card_event";
}


std::string DescribeEvent(const Catalog& catalog, const Event& e, const LogText& t) {
  const std::string who = EnemyName(catalog, e, t);
  const std::string at = CellName(e.cell);
  const std::string to = CellName(e.cell2);
  const std::string quadrant = QuadrantText(e);
  const std::string n = N(e.amount);
  const std::string n2 = N(e.amount2);
  switch (e.kind) {
    case EventKind::kTurnStarted:
      return FillBlanks(t.Message("Turn {n} begins."), {{"n", n}});
    case EventKind::kEnemyPhaseStarted:
      return t.Message("The enemy phase begins.");
    case EventKind::kSpawnTelegraphed:
      return e.cell == kNoCell
                 ? FillBlanks(t.Message("{who} is inbound; no free landing cell yet."), {{"who", who}})
                 : FillBlanks(t.Message("{who} will land on {cell} next enemy phase."), {{"who", who}, {"cell", at}});
    case EventKind::kSpawned:
      return FillBlanks(t.Message("{who} lands on {cell}."), {{"who", who}, {"cell", at}});
    case EventKind::kSpawnDelayed:
      return e.cell == kNoCell
                 ? FillBlanks(t.Message("{who} finds no free landing cell and waits."), {{"who", who}})
                 : FillBlanks(t.Message("{who} cannot land on {cell} yet and waits."), {{"who", who}, {"cell", at}});
    case EventKind::kSpawnsSkipped:
      return FillBlanks(t.Plural("No attackers land this phase ({n} more phase).",
                                 "No attackers land this phase ({n} more phases).", e.amount),
                        {{"n", n}});
    case EventKind::kMoved:
      return FillBlanks(t.Message("{who} moves {from} -> {to}."), {{"who", who}, {"from", at}, {"to", to}});
    case EventKind::kWaited:
      return e.cell2 == kNoCell
                 ? FillBlanks(t.Message("{who} on {cell} has no path to the base and holds."),
                              {{"who", who}, {"cell", at}})
                 : FillBlanks(t.Message("{who} on {cell} waits: {to} is occupied."),
                              {{"who", who}, {"cell", at}, {"to", to}});
    case EventKind::kBashed:
      // A contact's: nothing of what it takes. A crusher's: it steps through.
      if (e.hidden) {
        return FillBlanks(e.amount2 != 0 ? t.Message("{who} on {cell} crushes the barricade on {to} and walks on.")
                                         : t.Message("{who} on {cell} bashes the barricade on {to}."),
                          {{"who", who}, {"cell", at}, {"to", to}});
      }
      if (e.amount2 != 0) {
        return FillBlanks(t.Plural("{who} on {cell} crushes the barricade on {to}, takes {n} damage and walks on.",
                                   "{who} on {cell} crushes the barricade on {to}, takes {n} damage and walks on.",
                                   e.amount),
                          {{"who", who}, {"cell", at}, {"to", to}, {"n", n}});
      }
      return FillBlanks(t.Plural("{who} on {cell} bashes the barricade on {to} and takes {n} damage.",
                                 "{who} on {cell} bashes the barricade on {to} and takes {n} damage.", e.amount),
                        {{"who", who}, {"cell", at}, {"to", to}, {"n", n}});
    case EventKind::kBreached:
      return FillBlanks(t.Message("{who} breaches the {quadrant} quadrant from {cell}."),
                        {{"who", who}, {"quadrant", quadrant}, {"cell", at}});
    case EventKind::kShieldBlocked:
      if (e.hidden) {
        return FillBlanks(t.Message("The {quadrant} shield blocks {who}."), {{"quadrant", quadrant}, {"who", who}});
      }
      return FillBlanks(t.Plural("The {quadrant} shield blocks {who} for {n} damage.",
                                 "The {quadrant} shield blocks {who} for {n} damage.", e.amount),
                        {{"quadrant", quadrant}, {"who", who}, {"n", n}});
    case EventKind::kShieldDown:
      return FillBlanks(t.Message("The {quadrant} shield is down."), {{"quadrant", quadrant}});
    case EventKind::kShieldRestored:
      return FillBlanks(t.Message("The {quadrant} shield is restored."), {{"quadrant", quadrant}});
    case EventKind::kShieldOvercharged:
      return FillBlanks(t.Message("The {quadrant} shield is overcharged."), {{"quadrant", quadrant}});
    case EventKind::kOverchargeSpent:
      return FillBlanks(t.Message("The {quadrant} shield's overcharge expires."), {{"quadrant", quadrant}});
    case EventKind::kBaseDamaged:
      return FillBlanks(t.Plural("The base takes {n} damage ({left} health left).",
                                 "The base takes {n} damage ({left} health left).", e.amount),
                        {{"n", n}, {"left", n2}});
    case EventKind::kBaseRepaired:
      return FillBlanks(t.Message("The base is repaired by {n} ({health} health)."), {{"n", n}, {"health", n2}});
    case EventKind::kAttackerDamaged:
      if (e.hidden) {  // a contact: hit, and nothing of how hard or what it has left
        return FillBlanks(t.Message("{who} on {cell} is hit."), {{"who", who}, {"cell", at}});
      }
      return FillBlanks(t.Plural("{who} on {cell} takes {n} damage ({left} HP left).",
                                 "{who} on {cell} takes {n} damage ({left} HP left).", e.amount),
                        {{"who", who}, {"cell", at}, {"n", n}, {"left", n2}});
    case EventKind::kAttackerDestroyed:
      return FillBlanks(t.Message("{who} on {cell} is destroyed."), {{"who", who}, {"cell", at}});
    case EventKind::kAttackerRemoved:
      return FillBlanks(t.Message("{who} is consumed by its breach."), {{"who", who}});
    case EventKind::kReplicated:
      return FillBlanks(t.Message("{who} on {cell} replicates onto {to} (#{uid})."),
                        {{"who", who}, {"cell", at}, {"to", to}, {"uid", n}});
    case EventKind::kObjectiveLost:
      return FillBlanks(
          t.Message("An attacker stepped onto the objective on {cell}: it is lost and will not score on victory."),
          {{"cell", at}});
    case EventKind::kCannonCharged:
      return FillBlanks(t.Message("The cannon charges to step {step} (power {power})."), {{"step", n}, {"power", n2}});
    case EventKind::kCannonFired:
      return FillBlanks(t.Message("The cannon fires at {cell} with power {power}."), {{"cell", at}, {"power", n}});
    case EventKind::kBarricadeBuilt:
      return FillBlanks(t.Message("A barricade is built on {cell}."), {{"cell", at}});
    case EventKind::kBarricadeDemolished:
      return FillBlanks(t.Message("The barricade on {cell} is demolished."), {{"cell", at}});
    case EventKind::kBarricadeDestroyed:
      return FillBlanks(t.Message("The barricade on {cell} is destroyed."), {{"cell", at}});
    case EventKind::kStatusTicked: {
      const std::string ticks = FillBlanks(t.Plural("{n} tick", "{n} ticks", e.amount2), {{"n", n2}});
      if (e.hidden) {
        return FillBlanks(t.Message("{who} on {cell} suffers {status} ({ticks} left)."),
                          {{"who", who}, {"cell", at}, {"status", StatusName(e.status, t)}, {"ticks", ticks}});
      }
      return FillBlanks(t.Plural("{who} on {cell} takes {n} {status} damage ({ticks} left).",
                                 "{who} on {cell} takes {n} {status} damage ({ticks} left).", e.amount),
                        {{"who", who}, {"cell", at}, {"n", n}, {"status", StatusName(e.status, t)}, {"ticks", ticks}});
    }
    case EventKind::kStatusExpired:
      return e.uid != 0 ? FillBlanks(t.Message("{who}'s {status} wears off."),
                                     {{"who", who}, {"status", StatusName(e.status, t)}})
                        : FillBlanks(t.Message("The {status} ends."), {{"status", StatusName(e.status, t)}});
    case EventKind::kFrozen:
      return FillBlanks(t.Plural("The attackers are frozen and hold ({n} more phase).",
                                 "The attackers are frozen and hold ({n} more phases).", e.amount),
                        {{"n", n}});
    case EventKind::kIncapacitatedSkip:
      return FillBlanks(t.Message("{who} on {cell} is incapacitated and skips."), {{"who", who}, {"cell", at}});
    case EventKind::kPointsScored:
      if (e.hidden) {  // for a hit on a contact: the number would tell the HP it took
        return FillBlanks(t.Message("Points for the hit (x{multiplier})."), {{"multiplier", n2}});
      }
      return FillBlanks(t.Plural("+{n} points (x{multiplier}).", "+{n} points (x{multiplier}).", e.amount),
                        {{"n", n}, {"multiplier", n2}});
    case EventKind::kMultiplierChanged:
      return FillBlanks(t.Message("The multiplier is now x{n}."), {{"n", n}});
    case EventKind::kFinalScore:
      return FillBlanks(t.Plural("Victory bonus: +{n} points (score {score}).",
                                 "Victory bonus: +{n} points (score {score}).", e.amount),
                        {{"n", n}, {"score", n2}});
    case EventKind::kVictory:
      return FillBlanks(t.Message("Victory. Final score {score}."), {{"score", n}});
    case EventKind::kDefeat:
      return FillBlanks(t.Message("Defeat: the base has fallen. Score {score}."), {{"score", n}});
    case EventKind::kSplit:
      return FillBlanks(t.Message("{who} splits off #{uid} onto {cell}. Destroying it was only half the job."),
                        {{"who", who}, {"uid", n}, {"cell", at}});
    case EventKind::kMended:
      return FillBlanks(t.Plural("{who} on {cell} repairs #{uid} on {to} by {n} HP.",
                                 "{who} on {cell} repairs #{uid} on {to} by {n} HP.", e.amount),
                        {{"who", who}, {"cell", at}, {"uid", n2}, {"to", to}, {"n", n}});
    case EventKind::kDropped:
      return FillBlanks(t.Message("{who} is dropped on {cell} by #{uid}."), {{"who", who}, {"cell", at}, {"uid", n}});
    case EventKind::kSectorShifted:
      return FillBlanks(t.Message("{who} circles the base from {cell} to {to}, now aimed at the {quadrant} quadrant."),
                        {{"who", who}, {"cell", at}, {"to", to}, {"quadrant", quadrant}});
    case EventKind::kCannonJammed:
      return FillBlanks(t.Message("A jammer holds the cannon's charge at step {step}."), {{"step", n}});
    case EventKind::kAbilityChosen:
      return FillBlanks(t.Message("{who} on {cell} prepares {ability} for the next enemy phase."),
                        {{"who", who}, {"cell", at}, {"ability", AbilityText(e.amount2, t)}});
    case EventKind::kAbilityUsed:
      return FillBlanks(t.Message("{who} on {cell} uses {ability}."),
                        {{"who", who}, {"cell", at}, {"ability", AbilityText(e.amount2, t)}});
    case EventKind::kReinforced:
      return FillBlanks(t.Message("{who} answers the call of #{uid} and lands on {cell}."),
                        {{"who", who}, {"uid", n}, {"cell", at}});
    case EventKind::kEscortShielded:
      if (e.hidden) {
        return FillBlanks(t.Message("{who} on {cell} is shielded."), {{"who", who}, {"cell", at}});
      }
      return FillBlanks(t.Plural("{who} on {cell} gains {n} shield ({total} now).",
                                 "{who} on {cell} gains {n} shield ({total} now).", e.amount),
                        {{"who", who}, {"cell", at}, {"n", n}, {"total", n2}});
    case EventKind::kCannonDrained:
      return FillBlanks(t.Plural("The cannon is jammed: it loses {n} charge step and stands at step {step}.",
                                 "The cannon is jammed: it loses {n} charge steps and stands at step {step}.", e.amount),
                        {{"n", n}, {"step", n2}});
    case EventKind::kRevealed: {
      std::string cause;
      switch (e.amount) {
        case 1: cause = t.Message("a fieldwork saw it"); break;
        case 2: cause = t.Message("a scan swept it"); break;
        case 3: cause = t.Message("an engagement met it"); break;
        case 4: cause = t.Message("a posted unit saw it"); break;
        default: cause = t.Message("it reached range 1"); break;
      }
      return FillBlanks(t.Message("The contact on {cell} is revealed: {who} ({cause})."),
                        {{"cell", at}, {"who", who}, {"cause", cause}});
    }
    case EventKind::kDugIn:
      return FillBlanks(t.Plural("{who} digs in on {cell}: +{n} shield ({total} now), and files no movement.",
                                 "{who} digs in on {cell}: +{n} shield ({total} now), and files no movement.", e.amount),
                        {{"who", who}, {"cell", at}, {"n", n}, {"total", n2}});
    case EventKind::kTrapLaid:
      return FillBlanks(t.Plural("{who} leaves a demolition charge on {cell}: it goes off in {n} turn.",
                                 "{who} leaves a demolition charge on {cell}: it goes off in {n} turns.", e.amount),
                        {{"who", who}, {"cell", at}, {"n", n}});
    case EventKind::kTrapDetonated: {
      const std::string barricades = FillBlanks(t.Plural("{n} barricade", "{n} barricades", e.amount), {{"n", n}});
      const std::string fieldworks = FillBlanks(t.Plural("{n} fieldwork", "{n} fieldworks", e.amount2), {{"n", n2}});
      return FillBlanks(t.Message("The demolition charge on {cell} goes off: {barricades} and {fieldworks} around it destroyed."),
                        {{"cell", at}, {"barricades", barricades}, {"fieldworks", fieldworks}});
    }
    default:
      break;
  }
  if (IsCardEvent(e.kind)) return DescribeCardEvent(catalog, e, t);
  return FillBlanks(t.Message("Card event {n}."), {{"n", N(static_cast<int>(e.kind))}});
}

}  // namespace bc
