// NewBattle: the mission's board, its first wave on the board, the next telegraphed,
// then the card side (hand, piles) through the card hooks.
#include <algorithm>

#include "basecommand/rules.h"
#include "core/card_hooks.h"
#include "core/hero.h"
#include "core/siege_ops.h"
#include "core/spawns.h"

namespace bc {

namespace {

void Flag(BattleState& state, Cell c, std::uint8_t flag) {
  if (c >= 0 && c < kCellCount) AddCellFlags(state, c, flag);
}

// The weapon the battle fights with: a mission naming a weapon other than the standard
// cannon (the site's own emplacement) mounts it whatever the loadout; on a
// standard-cannon mission the loadout's weapon is mounted.
int ChooseWeapon(const Catalog& catalog, const MissionDef& mission, const BattleSetup& setup) {
  const int from_mission = mission.finished ? mission.weapon_index : catalog.FindWeapon(mission.weapon);
  if (from_mission >= 0 && mission.weapon != kStandardWeapon) return from_mission;
  if (setup.loadout >= 0 && setup.loadout < static_cast<int>(catalog.loadouts.size())) {
    const LoadoutDef& loadout = catalog.loadouts[setup.loadout];
    const int from_loadout = loadout.resolved ? loadout.indices.weapon : catalog.FindWeapon(loadout.weapon);
    if (from_loadout >= 0) return from_loadout;
  }
  return std::max(0, from_mission);
}

bool ValidCell(Cell c) { return c >= 0 && c < kCellCount; }

}  // namespace

std::string CheckBattleSetup(const Catalog& catalog, const BattleSetup& setup) {
  if (setup.mission >= catalog.missions.size()) {
    return "there is no mission number " + std::to_string(setup.mission) + " in the catalog";
  }
  const MissionDef& mission = catalog.missions[setup.mission];
  const std::size_t enemies = catalog.enemies.size();
  std::uint64_t checked = 0;  // the enemy types (below 64) whose own fields are checked
  for (std::size_t i = 0; i < mission.schedule.size(); ++i) {
    const SpawnDef& spawn = mission.schedule[i];
    if (spawn.enemy >= enemies) {
      return "mission " + mission.id + ": schedule entry " + std::to_string(i + 1) +
             " names an unknown enemy type";
    }
    if (spawn.cell != kNoCell && (!ValidCell(spawn.cell) || IsBaseCell(spawn.cell))) {
      return "mission " + mission.id + ": schedule entry " + std::to_string(i + 1) +
             " lands off the board or on the base";
    }
    if (spawn.enemy < 64) {  // (a type is checked once, at its first entry)
      const std::uint64_t bit = std::uint64_t{1} << spawn.enemy;
      if ((checked & bit) != 0) continue;
      checked |= bit;
    }
    const EnemyDef& def = catalog.enemies[spawn.enemy];
    if (def.replicate.enabled && def.replicate.into >= enemies) {
      return "enemy " + def.id + " replicates into an unknown enemy type";
    }
    for (const AbilityDef& ability : def.abilities) {
      if (ability.kind == AbilityKind::kCallReinforcements && ability.enemy >= enemies) {
        return "enemy " + def.id + " calls in an unknown enemy type";
      }
    }
    if ((def.split.enabled && def.split.into >= enemies) ||
        (def.drop.enabled && def.drop.into >= enemies)) {
      return "enemy " + def.id + " splits into or drops an unknown enemy type";
    }
  }
  for (const auto* cells :
       {&mission.blocked, &mission.objectives, &mission.deployment, &mission.reinforcement}) {
    for (const Cell c : *cells) {
      if (!ValidCell(c) || IsBaseCell(c)) {
        return "mission " + mission.id + ": a special cell lies off the board or on the base";
      }
    }
  }
  for (const BarricadeDef& b : mission.barricades) {
    if (!ValidCell(b.cell) || IsBaseCell(b.cell)) {
      return "mission " + mission.id + ": a barricade lies off the board or on the base";
    }
  }
  return "";
}

BattleState NewBattle(const Catalog& catalog, const BattleSetup& setup, Events* events) {
  BattleState state;
  state.mission = setup.mission;
  state.seed = setup.seed;
  state.rng = Rng::FromSeed(setup.seed);
  state.attacker_at.fill(-1);
  if (!CheckBattleSetup(catalog, setup).empty()) {
    state.phase = Phase::kDefeat;  // nothing can be played; the caller shows the reason
    return state;
  }
  const MissionDef& mission = catalog.missions[setup.mission];
  state.weapon = static_cast<WeaponIndex>(ChooseWeapon(catalog, mission, setup));

  for (const Cell c : kBaseCells) Flag(state, c, kCellBase);
  for (const Cell c : mission.blocked) Flag(state, c, kCellBlocked);
  for (const Cell c : mission.objectives) Flag(state, c, kCellObjective);
  for (const Cell c : mission.deployment) Flag(state, c, kCellDeployment);
  for (const Cell c : mission.reinforcement) Flag(state, c, kCellReinforcement);
  for (const BarricadeDef& b : mission.barricades) {
    if (b.cell < 0 || b.cell >= kCellCount) continue;
    SetBarricade(state, b.cell,
                 b.destructible ? BarricadeKind::kMission : BarricadeKind::kIndestructible);
  }

  for (int q = 0; q < kQuadrantCount; ++q) {
    state.shields[q] = mission.shields_up[q] ? ShieldState::kUp : ShieldState::kDown;
  }
  state.base_health = static_cast<std::int16_t>(mission.base_health);
  state.base_max_health = static_cast<std::int16_t>(mission.base_health);
  const int cap = state.weapon < catalog.weapons.size()
                      ? static_cast<int>(catalog.weapons[state.weapon].power_steps.size())
                      : 0;
  state.cannon_charge = static_cast<std::int8_t>(std::clamp(mission.cannon_charge, 0, cap));
  state.par = static_cast<std::int16_t>(mission.par);
  state.turn = 1;

  Event started;
  started.kind = EventKind::kTurnStarted;
  started.amount = 1;
  siege::Emit(events, started);
  // Turn-1 entries are on the board at once; turn-2 entries are telegraphed.
  siege::Telegraph(catalog, state, 1, nullptr);
  siege::LandPending(catalog, state, events);
  siege::Telegraph(catalog, state, 2, events);
  cards::OnBattleStart(catalog, setup, state, events);
  // A difficulty level's discard start (difficulty.h); the rulebook's start changes nothing.
  if (mission.discard_start != kDiscardStart) {
    state.cards.discard_points = static_cast<std::int8_t>(std::clamp(
        state.cards.discard_points + mission.discard_start - kDiscardStart, 0, kDiscardCap));
  }
  siege::ChooseHeroAbilities(catalog, state, events);
  siege::CheckVictory(catalog, state, events);
  return state;
}

BattleState NewBattle(const Catalog& catalog, MissionIndex mission, std::uint64_t seed,
                      Events* events) {
  BattleSetup setup;
  setup.mission = mission;
  setup.seed = seed;
  return NewBattle(catalog, setup, events);
}

}  // namespace bc
