// PredictEnemyPhase: the end of turn run on a copy, its events read back per attacker.
#include "basecommand/intents.h"

#include "basecommand/routing.h"
#include "core/enemy_phase.h"

namespace bc {

namespace {

AttackerIntent* Find(EnemyIntents& intents, std::uint16_t uid) {
  for (AttackerIntent& a : intents.attackers) {
    if (a.uid == uid) return &a;
  }
  return nullptr;
}

}  // namespace

EnemyIntents PredictEnemyPhase(const Catalog& catalog, const BattleState& state) {
  EnemyIntents intents;
  if (state.phase != Phase::kPlayer) return intents;
  const Routing routing = ComputeRouting(state);
  std::vector<int> path_quadrant;  // by attacker: where its path ends, or -1
  for (int i = 0; i < state.attacker_count; ++i) {
    const Attacker& a = state.attackers[i];
    AttackerIntent intent;
    intent.uid = a.uid;
    intent.enemy = a.type;
    intent.start = a.cell;
    intent.end = a.cell;
    intents.attackers.push_back(intent);
    const Path path = PathFrom(routing, a.cell);
    path_quadrant.push_back(path.length > 0 ? static_cast<int>(QuadrantOf(path.cells[path.length - 1])) : -1);
  }

  BattleState copy = state;
  siege::EndTurn(catalog, copy, &intents.events);

  AttackerIntent* last_breach = nullptr;  // base damage belongs to the latest breach
  for (const Event& e : intents.events) {
    AttackerIntent* a = e.uid != 0 ? Find(intents, e.uid) : nullptr;
    switch (e.kind) {
      case EventKind::kMoved:
        if (a) {
          a->moves.push_back(e.cell2);
          a->end = e.cell2;
        }
        break;
      case EventKind::kWaited:
        if (a) a->waits = true;
        break;
      case EventKind::kIncapacitatedSkip:
        if (a) a->skips = true;
        break;
      case EventKind::kBashed:
        if (a) a->bash = e.cell2;
        break;
      case EventKind::kBreached:
        if (a) {
          a->breaches = true;
          a->quadrant = static_cast<Quadrant>(e.quadrant);
          a->end = kNoCell;
          intents.breaches[e.quadrant]++;
          last_breach = a;
        }
        break;
      case EventKind::kShieldBlocked:
        if (a) a->shield_blocks = true;
        break;
      case EventKind::kBaseDamaged:
        intents.base_damage += e.amount;
        if (last_breach) last_breach->base_damage += e.amount;
        break;
      case EventKind::kStatusTicked:
        if (a && e.status == StatusKind::kPoison) a->status_damage += e.amount;
        break;
      case EventKind::kAttackerDamaged:
        if (a) a->damage_taken += e.amount;
        break;
      case EventKind::kAttackerDestroyed:
        if (a) {
          a->dies = true;
          a->end = kNoCell;
        }
        break;
      case EventKind::kReplicated:
        if (a) a->copy_cell = e.cell2;
        break;
      case EventKind::kSectorShifted:
        if (a) {
          a->shift_to = e.cell2;
          a->shift_quadrant = e.quadrant;
          a->end = e.cell2;
        }
        break;
      case EventKind::kMended:
        if (a) {
          a->mend_cell = e.cell2;
          a->mended += e.amount;
        }
        break;
      case EventKind::kDropped:
        if (AttackerIntent* carrier = Find(intents, static_cast<std::uint16_t>(e.amount))) {
          carrier->drop_cell = e.cell;
        }
        break;
      case EventKind::kSplit:
        if (AttackerIntent* parent = Find(intents, static_cast<std::uint16_t>(e.amount))) {
          parent->split_cells.push_back(e.cell);
        }
        break;
      case EventKind::kAbilityUsed:
        if (a) a->ability = e.amount;
        break;
      case EventKind::kReinforced:
        if (AttackerIntent* hero = Find(intents, static_cast<std::uint16_t>(e.amount))) {
          hero->reinforcements.push_back(e.cell);
        }
        break;
      case EventKind::kCannonDrained:
        intents.cannon_drained += e.amount;
        break;
      case EventKind::kCannonJammed:
        intents.cannon_jammed = true;
        break;
      case EventKind::kFrozen:
        intents.frozen = true;
        break;
      case EventKind::kSpawnsSkipped:
        intents.spawns_skipped = true;
        break;
      case EventKind::kSpawned:
      case EventKind::kSpawnDelayed:
        intents.spawns.push_back(SpawnIntent{e.enemy, e.cell, e.kind == EventKind::kSpawned});
        break;
      case EventKind::kSpawnTelegraphed:
        intents.telegraphed.push_back(SpawnIntent{e.enemy, e.cell, false});
        break;
      case EventKind::kDefeat:
        intents.defeat = true;
        break;
      case EventKind::kVictory:
        intents.victory = true;
        break;
      default:
        break;
    }
  }
  // A path counts for its quadrant only when its attacker lives through the phase (one
  // that dies bashing a barricade, or of poison, arrives nowhere).
  for (std::size_t i = 0; i < path_quadrant.size(); ++i) {
    if (path_quadrant[i] >= 0 && !intents.attackers[i].dies) intents.threats[path_quadrant[i]]++;
  }
  if (intents.spawns_skipped) {
    for (int i = 0; i < state.pending_count; ++i) {
      intents.spawns.push_back(SpawnIntent{state.pending[i].enemy, state.pending[i].cell, false});
    }
  }
  return intents;
}

}  // namespace bc
