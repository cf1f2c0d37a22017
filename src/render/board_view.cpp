#include "render/board_view.h"

#include <algorithm>

#include "basecommand/card_events.h"

namespace bc::render {

const ViewAttacker* BoardView::AttackerAt(Cell cell) const {
  for (const ViewAttacker& a : attackers) {
    if (a.cell == cell) return &a;
  }
  return nullptr;
}

const ViewPost* BoardView::PostAt(Cell cell) const {
  for (const ViewPost& p : posts) {
    if (p.cell == cell) return &p;
  }
  return nullptr;
}

ViewAttacker* BoardView::FindUid(std::uint16_t uid) {
  for (ViewAttacker& a : attackers) {
    if (a.uid == uid) return &a;
  }
  return nullptr;
}

namespace {

// A contact's strength is not the board's to hold (docs/rules.md, The player's view).
void HideStrength(ViewAttacker& a) {
  a.hp = 0;
  a.max_hp = 0;
  a.shield = 0;
}

}  // namespace

BoardView ViewOf(const BattleState& state) {
  BoardView view;
  for (int i = 0; i < state.attacker_count; ++i) {
    const Attacker& a = state.attackers[i];
    view.attackers.push_back({a.uid, a.type, a.cell, a.hp, a.max_hp, a.shield,
                              a.poison > 0 && a.poison_turns > 0, a.incapacitated > 0, a.concealed});
    view.attackers.back().lane = a.lane;
    if (a.concealed) HideStrength(view.attackers.back());
  }
  view.mission = state.mission;
  for (int i = 0; i < state.trap_count; ++i) view.traps.push_back({state.traps[i].cell, state.traps[i].fuse});
  view.shields = state.shields;
  view.base_health = state.base_health;
  view.base_max_health = state.base_max_health;
  view.cannon_charge = state.cannon_charge;
  view.weapon = state.weapon;
  view.barricades = state.barricades;
  view.cell_flags = state.cell_flags;
  view.pending.assign(state.pending.begin(), state.pending.begin() + state.pending_count);
  for (int i = 0; i < state.cards.armed_count; ++i) {
    view.fieldworks.push_back({state.cards.armed[i].card, state.cards.armed[i].cell});
  }
  view.frozen = state.frozen_turns > 0;
  for (int i = 0; i < state.cards.post_count; ++i) {
    const Post& p = state.cards.posts[i];
    const UnitInstance& u = state.cards.units[p.unit];
    view.posts.push_back({p.cell, u.card, u.hp, u.max_hp, u.rank, Acted(state, p), u.temp_hp});
  }
  return view;
}

BoardView ViewOf(const BattleState& state, const Catalog& catalog) {
  BoardView view = ViewOf(state);
  if (state.mission >= catalog.missions.size()) return view;
  const MissionDef& mission = catalog.missions[state.mission];
  for (int i = 0; i < state.pending_count; ++i) {
    const PendingSpawn& p = state.pending[i];
    if (p.cell < 0 || p.enemy >= catalog.enemies.size()) continue;
    const int entry_lane = p.entry < mission.schedule.size() ? mission.schedule[p.entry].lane : -1;
    view.pending_lane[p.cell] = static_cast<std::uint8_t>(LaneFor(mission, catalog.enemies[p.enemy], p.cell, entry_lane) + 1);
  }
  return view;
}

std::vector<int> LanesShown(const BoardView& view, const Catalog& catalog) {
  std::vector<int> shown;
  if (view.mission >= catalog.missions.size()) return shown;
  const int count = static_cast<int>(catalog.missions[view.mission].lanes.size());
  for (int k = 0; k < count; ++k) {
    const auto lane = static_cast<std::uint8_t>(k + 1);
    bool used = std::any_of(view.attackers.begin(), view.attackers.end(),
                            [&](const ViewAttacker& a) { return a.lane == lane; });
    for (const PendingSpawn& p : view.pending) used = used || (p.cell >= 0 && view.pending_lane[p.cell] == lane);
    if (used) shown.push_back(k);
  }
  return shown;
}

void ApplyToView(BoardView& view, const Event& e, const Catalog& catalog) {
  auto fresh = [&](std::uint16_t uid, EnemyIndex enemy, Cell cell) {
    ViewAttacker made{uid, enemy, cell, 1, 1, 0, false, false, e.hidden};
    if (enemy < catalog.enemies.size()) {
      made.hp = made.max_hp = catalog.enemies[enemy].health;
      made.shield = catalog.enemies[enemy].shield;
      if (view.mission < catalog.missions.size()) {
        made.lane = static_cast<std::uint8_t>(
            LaneFor(catalog.missions[view.mission], catalog.enemies[enemy], cell, -1) + 1);
      }
    }
    if (made.contact) HideStrength(made);
    return made;
  };
  ViewAttacker* a = e.uid != 0 ? view.FindUid(e.uid) : nullptr;
  const auto post_at = [&view](Cell cell) -> ViewPost* {
    for (ViewPost& p : view.posts) {
      if (cell != kNoCell && p.cell == cell) return &p;
    }
    return nullptr;
  };
  if (e.kind == kEventPostTaken) {
    // amount2: the unit's HP, quadrant: its rank (card_events.h).
    ViewPost taken{e.cell, static_cast<CardIndex>(e.amount), e.amount2, e.amount2, std::max<int>(1, e.quadrant), true};
    if (taken.card >= 0 && static_cast<std::size_t>(taken.card) < catalog.cards.size()) {
      const CardDef& card = catalog.cards[static_cast<std::size_t>(taken.card)];
      taken.max_hp = std::max(taken.hp, card.ranks[std::clamp(taken.rank, 1, kMaxRank) - 1].health);
    }
    view.posts.push_back(taken);
    return;
  }
  if (e.kind == kEventPostLeft || (e.kind == kEventUnitDefeated && e.cell != kNoCell)) {
    std::erase_if(view.posts, [&](const ViewPost& p) { return p.cell == e.cell; });
    return;
  }
  if (e.kind == kEventUnitDamaged && e.cell2 != kNoCell) {
    if (ViewPost* p = post_at(e.cell2)) p->hp = std::max(0, p->hp - e.amount2);
    return;
  }
  if (e.kind == kEventEngagement && e.cell2 != kNoCell) {
    if (ViewPost* p = post_at(e.cell2)) {
      p->hp = e.amount2;  // (the attacker's side follows below)
      p->temp_hp = 0;     // temporary HP lasts until an engagement's damage calculation
    }
  }
  if (e.kind == kEventPostOrdered) {
    if (ViewPost* p = post_at(e.cell2)) p->acted = true;
    return;
  }
  switch (e.kind) {
    case EventKind::kSpawned:
      if (a == nullptr) {
        view.attackers.push_back(fresh(e.uid, e.enemy, e.cell));
        view.attackers.back().lane = static_cast<std::uint8_t>(e.amount);
      }
      std::erase_if(view.pending, [&](const PendingSpawn& p) { return p.cell == e.cell; });
      if (e.cell >= 0) view.pending_lane[e.cell] = 0;
      break;
    case EventKind::kSpawnTelegraphed:
      view.pending.push_back({0, e.enemy, e.cell});
      if (e.cell >= 0) view.pending_lane[e.cell] = static_cast<std::uint8_t>(e.amount);
      break;
    case EventKind::kTrapLaid:
      view.traps.push_back({e.cell, e.amount});
      break;
    case EventKind::kTrapDetonated:
      std::erase_if(view.traps, [&](const ViewTrap& t) { return t.cell == e.cell; });
      break;
    case EventKind::kReplicated:
      view.attackers.push_back(fresh(static_cast<std::uint16_t>(e.amount), e.enemy, e.cell2));
      break;
    case EventKind::kSplit:
    case EventKind::kDropped:
    case EventKind::kReinforced:
      if (a == nullptr) view.attackers.push_back(fresh(e.uid, e.enemy, e.cell));
      break;
    case EventKind::kMoved:
    case EventKind::kSectorShifted:
      if (a) a->cell = e.cell2;
      break;
    case EventKind::kEscortShielded:
    case EventKind::kDugIn:
      if (a && !a->contact) a->shield = e.amount2;
      break;
    case EventKind::kMended:  // amount: the HP the medic restored, within the patient's maximum
      if (ViewAttacker* patient = view.FindUid(static_cast<std::uint16_t>(e.amount2)); patient && !patient->contact) {
        patient->hp += e.amount;
      }
      break;
    case EventKind::kAttackerDamaged:
      if (a && !a->contact) {
        a->hp = e.amount2;
        if (a->max_hp < a->hp) a->max_hp = a->hp;
      }
      break;
    case EventKind::kAttackerDestroyed:
    case EventKind::kAttackerRemoved:
      std::erase_if(view.attackers, [&](const ViewAttacker& x) { return x.uid == e.uid; });
      break;
    case EventKind::kShieldDown:
      if (e.quadrant >= 0) view.shields[e.quadrant] = ShieldState::kDown;
      break;
    case EventKind::kShieldRestored:
      if (e.quadrant >= 0) view.shields[e.quadrant] = ShieldState::kUp;
      break;
    case EventKind::kShieldOvercharged:
      if (e.quadrant >= 0) view.shields[e.quadrant] = ShieldState::kOvercharged;
      break;
    case EventKind::kOverchargeSpent:
      if (e.quadrant >= 0 && view.shields[e.quadrant] == ShieldState::kOvercharged) {
        view.shields[e.quadrant] = ShieldState::kUp;
      }
      break;
    case EventKind::kBaseDamaged:
    case EventKind::kBaseRepaired:
      view.base_health = e.amount2;
      break;
    case EventKind::kCannonCharged:
      view.cannon_charge = e.amount;
      break;
    case EventKind::kCannonFired:
      view.cannon_charge = 0;
      break;
    case EventKind::kCannonDrained:
      view.cannon_charge = e.amount2;
      break;
    case EventKind::kBarricadeBuilt:
      view.barricades[e.cell] = BarricadeKind::kPlayer;
      break;
    case EventKind::kBarricadeDemolished:
    case EventKind::kBarricadeDestroyed:
      if (e.cell >= 0) view.barricades[e.cell] = BarricadeKind::kNone;
      break;
    case EventKind::kIncapacitatedSkip:
      if (a) a->incapacitated = true;
      break;
    case EventKind::kRevealed:
      // Identified: its strength as it is now, the hits it took as a contact included.
      if (a && a->contact) {
        a->contact = false;
        a->enemy = e.enemy;
        a->hp = RevealedHp(e.amount2);
        a->shield = RevealedShield(e.amount2);
        a->max_hp = e.enemy < catalog.enemies.size() ? std::max<int>(catalog.enemies[e.enemy].health, a->hp) : a->hp;
      }
      break;
    case EventKind::kTurnStarted:
      for (ViewPost& p : view.posts) p.acted = false;  // a new turn's orders
      break;
    default:
      break;
  }
}

}  // namespace bc::render
