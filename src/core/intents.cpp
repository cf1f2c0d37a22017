// PredictEnemyPhase: the end of turn run on a copy, its events read back per attacker.
#include "basecommand/intents.h"

#include <limits>

#include "basecommand/card_events.h"
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

// Reads a phase's events into the intents: each attacker's part, and with `totals` what
// the phase does as a whole (breaches, base damage, spawns, charges, the end). Returns, by
// attacker, whether an event from index `from` on was about it.
std::vector<bool> ReadPhase(const Catalog& catalog, EnemyIntents& intents, const Events& events, bool totals,
                            std::size_t from) {
  std::vector<bool> touched(intents.attackers.size(), false);
  std::size_t k = 0;  // the event being read
  auto mark = [&](const AttackerIntent* a) {
    if (a != nullptr && k >= from) touched[static_cast<std::size_t>(a - intents.attackers.data())] = true;
  };
  AttackerIntent* user = nullptr;  // the hero whose ability's events follow
  AttackerIntent* last_breach = nullptr;  // base damage belongs to the latest breach
  // The fieldwork going off and the attacker it hits: the damage and the destruction
  // that follow it, up to the next event about something else, are its.
  FieldworkHit* hit = nullptr;
  std::uint16_t hit_uid = 0;
  DetonationIntent* blast = nullptr;  // the charge whose destructions follow
  // The engagement at a post under way (from the attacker's kEventPostAttacked to the
  // engagement's result), and the latest engagement at each post: the unit's damage and
  // fall are reported with its post's cell.
  PostClash* clash = nullptr;
  std::uint16_t clash_uid = 0;
  std::array<PostClash*, kCellCount> clash_at{};
  for (; k < events.size(); ++k) {
    const Event& e = events[k];
    AttackerIntent* a = e.uid != 0 ? Find(intents, e.uid) : nullptr;
    mark(a);
    if (totals && e.kind == kEventUnitDefeated && e.cell != kNoCell) ++intents.units_lost;
    if (clash != nullptr && e.uid == clash_uid) {
      if (e.kind == EventKind::kAttackerDamaged) clash->damage_to_attacker += e.amount;
      if (e.kind == EventKind::kAttackerDestroyed) clash->attacker_dies = true;
    }
    if (e.kind == kEventEngagement && e.quadrant == 1) {
      clash = nullptr;
      clash_uid = 0;
    }
    const bool effect_of_hit = e.uid == hit_uid &&
                               (e.kind == EventKind::kAttackerDamaged || e.kind == EventKind::kAttackerDestroyed ||
                                e.kind == EventKind::kPointsScored || e.kind == EventKind::kMultiplierChanged ||
                                e.kind == kEventAttackerStatus);
    const bool score_line = e.kind == EventKind::kPointsScored || e.kind == EventKind::kMultiplierChanged ||
                            e.kind == EventKind::kSplit || e.kind == kEventFieldworkSpent;
    if (hit != nullptr && !effect_of_hit && !score_line) {
      hit = nullptr;
      hit_uid = 0;
    }
    if (hit != nullptr && e.uid == hit_uid) {
      if (e.kind == EventKind::kAttackerDamaged) hit->damage += e.amount;
      if (e.kind == EventKind::kAttackerDestroyed) hit->destroys = true;
    }
    if (blast != nullptr && e.kind != EventKind::kBarricadeDestroyed && e.kind != kEventFieldworkSpent &&
        e.kind != kEventUnitDamaged && e.kind != kEventUnitDefeated && e.kind != EventKind::kMultiplierChanged) {
      blast = nullptr;
    }
    if (blast != nullptr) {
      if (e.kind == EventKind::kBarricadeDestroyed) blast->barricades.push_back(e.cell);
      if (e.kind == kEventFieldworkSpent) blast->fieldworks.push_back(e.cell);
      if (e.kind == kEventUnitDamaged) blast->posts.push_back(e.cell2);
      if (e.kind == kEventUnitDefeated) blast->posts_lost.push_back(e.cell);
      continue;
    }
    if (e.kind == kEventPostAttacked && a != nullptr && e.cell2 != kNoCell) {
      PostClash& c = a->post_clash;
      c.post = e.cell2;
      c.card = static_cast<CardIndex>(e.amount);
      c.blows = e.quadrant;
      c.blows_back = e.amount2;
      clash = &c;
      clash_uid = e.uid;
      clash_at[static_cast<std::size_t>(e.cell2)] = &c;
      continue;
    }
    if (e.kind == kEventPostLeft && e.amount2 == kPostGaveWay && e.cell != kNoCell &&
        clash_at[static_cast<std::size_t>(e.cell)] != nullptr) {
      clash_at[static_cast<std::size_t>(e.cell)]->gives_way = true;
      continue;
    }
    // (A unit's damage names its post in cell2, its fall in cell.)
    const Cell unit_post = e.kind == kEventUnitDamaged ? e.cell2 : e.kind == kEventUnitDefeated ? e.cell : kNoCell;
    if (unit_post != kNoCell && clash_at[static_cast<std::size_t>(unit_post)] != nullptr) {
      PostClash& c = *clash_at[static_cast<std::size_t>(unit_post)];
      if (e.kind == kEventUnitDamaged) c.damage_to_unit += e.amount2;
      if (e.kind == kEventUnitDefeated) c.unit_falls = true;
      continue;
    }
    if (e.kind == kEventFieldworkTriggered && a != nullptr) {
      FieldworkHit h;
      h.cell = e.cell;
      h.card = static_cast<CardIndex>(e.amount);
      h.stops = e.cell == a->end;  // it stands there: the fieldwork is under it
      a->fieldwork_hits.push_back(h);
      hit = &a->fieldwork_hits.back();
      hit_uid = e.uid;
      continue;
    }
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
        if (a) {
          a->bash = e.cell2;
          a->crushes = e.amount2 != 0;
        }
        break;
      case EventKind::kBreached:
        if (a) {
          a->breaches = true;
          a->quadrant = static_cast<Quadrant>(e.quadrant);
          a->end = kNoCell;
          if (a->enemy < catalog.enemies.size()) a->breach_damage = catalog.enemies[a->enemy].breach_damage;
          if (totals) intents.breaches[e.quadrant]++;
          last_breach = a;
        }
        break;
      case EventKind::kShieldBlocked:
        if (a) a->shield_blocks = true;
        break;
      case EventKind::kBaseDamaged:
        if (totals) intents.base_damage += e.amount;
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
          mark(carrier);
        }
        break;
      case EventKind::kSplit:
        if (AttackerIntent* parent = Find(intents, static_cast<std::uint16_t>(e.amount))) {
          parent->split_cells.push_back(e.cell);
        }
        break;
      case EventKind::kAbilityUsed:
        if (a) {
          a->ability = e.amount;
          const std::vector<AbilityDef>* abilities =
              a->enemy < catalog.enemies.size() ? &catalog.enemies[a->enemy].abilities : nullptr;
          if (abilities != nullptr && e.amount >= 0 && static_cast<std::size_t>(e.amount) < abilities->size()) {
            a->ability_amount = (*abilities)[static_cast<std::size_t>(e.amount)].amount;
          }
          user = a;
        }
        break;
      case EventKind::kRevealed:
        if (a) a->reveals = true;
        break;
      case EventKind::kReinforced:
        if (AttackerIntent* hero = Find(intents, static_cast<std::uint16_t>(e.amount))) {
          hero->reinforcements.push_back(e.cell);
          mark(hero);
        }
        break;
      case EventKind::kEscortShielded:  // about the escort; the hero is the ability's user
        if (user != nullptr) {
          user->escorts.push_back(e.cell);
          user->ability_amount = e.amount;
        }
        break;
      case EventKind::kCannonDrained:
        if (totals) intents.cannon_drained += e.amount;
        if (user != nullptr) user->ability_amount = e.amount;
        break;
      case EventKind::kDugIn:
        if (a) a->ability_amount = e.amount;
        break;
      case EventKind::kTrapLaid:
        if (a) {
          a->trap_cell = e.cell;
          a->trap_fuse = e.amount;
        }
        break;
      case EventKind::kTrapDetonated:
        if (!totals) break;
        intents.detonations.push_back(DetonationIntent{e.cell, {}, {}, {}, {}});
        blast = &intents.detonations.back();
        break;
      case EventKind::kCannonJammed:
        if (totals) intents.cannon_jammed = true;
        break;
      case EventKind::kFrozen:
        if (totals) intents.frozen = true;
        break;
      case EventKind::kSpawnsSkipped:
        if (totals) intents.spawns_skipped = true;
        break;
      case EventKind::kSpawned:
      case EventKind::kSpawnDelayed:
        if (totals) intents.spawns.push_back(SpawnIntent{e.enemy, e.cell, e.kind == EventKind::kSpawned});
        break;
      case EventKind::kSpawnTelegraphed:
        if (totals) intents.telegraphed.push_back(SpawnIntent{e.enemy, e.cell, false});
        break;
      case EventKind::kDefeat:
        if (totals) intents.defeat = true;
        break;
      case EventKind::kVictory:
        if (totals) intents.victory = true;
        break;
      default:
        break;
    }
  }
  return touched;
}

// The phase ended in defeat: it is run again on a copy whose base cannot fall, whose
// events up to the fall are the phase's own (the base's losses aside), and every attacker
// that an event after the fall is about takes what it does on that copy.
void KeepIntentsPastTheFall(const Catalog& catalog, const BattleState& state,
                            const std::vector<AttackerIntent>& fresh, EnemyIntents& intents) {
  std::size_t fall = 0;
  while (fall < intents.events.size() && intents.events[fall].kind != EventKind::kDefeat) ++fall;
  BattleState standing = state;
  standing.base_health = std::numeric_limits<std::int16_t>::max();
  Events events;
  siege::EndTurn(catalog, standing, &events);
  EnemyIntents would;
  would.attackers = fresh;
  const std::vector<bool> after = ReadPhase(catalog, would, events, false, fall);
  for (std::size_t i = 0; i < after.size() && i < intents.attackers.size(); ++i) {
    if (!after[i]) continue;
    intents.attackers[i] = would.attackers[i];
    intents.attackers[i].after_fall = true;
  }
}

}  // namespace

EnemyIntents PredictEnemyPhase(const Catalog& catalog, const BattleState& state) {
  EnemyIntents intents;
  if (state.phase != Phase::kPlayer) return intents;
  Routing scratch;
  const Routing& routing = BattleRouting(catalog, state, scratch);
  std::vector<int> path_quadrant;  // by attacker: where its path ends, or -1
  for (int i = 0; i < state.attacker_count; ++i) {
    const Attacker& a = state.attackers[i];
    AttackerIntent intent;
    intent.uid = a.uid;
    intent.enemy = a.type;
    intent.start = a.cell;
    intent.end = a.cell;
    intent.lane = a.lane - 1;
    const Path path = AttackerPath(catalog, state, routing, a, a.cell);
    intent.path.assign(path.cells.begin(), path.cells.begin() + path.length);
    intent.hunt = HuntPrey(catalog, state, routing, a);
    intents.attackers.push_back(intent);
    path_quadrant.push_back(-1);
  }
  const std::vector<AttackerIntent> fresh = intents.attackers;

  BattleState copy = state;
  siege::EndTurn(catalog, copy, &intents.events);
  ReadPhase(catalog, intents, intents.events, true, intents.events.size());
  if (intents.defeat) KeepIntentsPastTheFall(catalog, state, fresh, intents);

  // A path counts for its quadrant only when its attacker lives through the phase (one
  // that dies bashing a barricade, or of poison, arrives nowhere).
  for (std::size_t i = 0; i < intents.attackers.size(); ++i) {
    const std::vector<Cell>& path = intents.attackers[i].path;
    // (A hunter's path ends on the post it goes for, not the base.)
    path_quadrant[i] = path.empty() || !IsBaseCell(path.back()) ? -1 : static_cast<int>(QuadrantOf(path.back()));
  }
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
