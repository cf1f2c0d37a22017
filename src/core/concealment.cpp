// The player's view of a battle: contacts in place of concealed attackers, in the state,
// the events and the intents.
#include "basecommand/concealment.h"

namespace bc {

int ContactProfile(const Catalog& catalog) {
  for (std::size_t i = 0; i < catalog.enemies.size(); ++i) {
    if (catalog.enemies[i].concealed) return static_cast<int>(i);
  }
  return -1;
}

int CountContacts(const Catalog& catalog, const BattleState& state) {
  int n = 0;
  for (int i = 0; i < state.attacker_count; ++i) n += state.attackers[i].concealed ? 1 : 0;
  for (int i = 0; i < state.pending_count; ++i) {
    const EnemyIndex e = state.pending[i].enemy;
    n += e < catalog.enemies.size() && catalog.enemies[e].concealed ? 1 : 0;
  }
  return n;
}

BattleState PlayerView(const Catalog& catalog, const BattleState& state) {
  // (One object returned on every path, so that it is built in the caller's place
  // instead of copied there a second time.)
  BattleState view = state;
  const int profile = ContactProfile(catalog);
  if (profile < 0) return view;
  const EnemyDef& def = catalog.enemies[profile];
  for (int i = 0; i < view.attacker_count; ++i) {
    Attacker& a = view.attackers[i];
    if (!a.concealed) continue;
    a.type = static_cast<EnemyIndex>(profile);
    a.hp = static_cast<std::int16_t>(def.health);
    a.max_hp = static_cast<std::int16_t>(def.health);
    a.shield = static_cast<std::int16_t>(def.shield);
    a.perks = 0;
    a.copies_made = 0;
    a.ability = 0;
  }
  for (int i = 0; i < view.pending_count; ++i) {
    PendingSpawn& p = view.pending[i];
    if (p.enemy < catalog.enemies.size() && catalog.enemies[p.enemy].concealed) {
      p.enemy = static_cast<EnemyIndex>(profile);
    }
  }
  return view;
}

Events PlayerEvents(const Catalog& catalog, const Events& events) {
  const int profile = ContactProfile(catalog);
  Events out = events;
  if (profile < 0) return out;
  for (Event& e : out) {
    if (!e.hidden) continue;
    e.enemy = static_cast<std::uint8_t>(profile);
    switch (e.kind) {
      case EventKind::kAttackerDamaged:  // the HP it loses and has left tell its strength
        e.amount = -1;
        e.amount2 = -1;
        break;
      case EventKind::kBashed:          // what it takes
      case EventKind::kShieldBlocked:
      case EventKind::kStatusTicked:
        e.amount = -1;
        break;
      case EventKind::kEscortShielded:  // the shield it has now
        e.amount2 = -1;
        break;
      case EventKind::kPointsScored:    // the points for a hit tell the HP it took
        e.amount = -1;
        break;
      default:
        break;
    }
  }
  return out;
}

EnemyIntents PredictSeenEnemyPhase(const Catalog& catalog, const BattleState& state) {
  const BattleState view = PlayerView(catalog, state);
  EnemyIntents intents = PredictEnemyPhase(catalog, view);
  intents.events = PlayerEvents(catalog, intents.events);
  for (std::size_t i = 0; i < intents.attackers.size(); ++i) {
    AttackerIntent& a = intents.attackers[i];
    const int index = static_cast<int>(i);
    if (index >= view.attacker_count || !view.attackers[index].concealed) continue;
    AttackerIntent seen;
    seen.uid = a.uid;
    seen.enemy = a.enemy;
    seen.start = a.start;
    seen.end = a.moves.empty() ? a.start : a.moves.front();
    if (!a.moves.empty()) seen.moves.push_back(a.moves.front());
    seen.skips = a.skips;
    seen.reveals = a.reveals;
    seen.after_fall = a.after_fall;
    seen.contact = true;
    // A post in its way: which one, and nothing of the engagement's outcome.
    if (a.post_clash.post != kNoCell) {
      seen.post_clash.post = a.post_clash.post;
      seen.post_clash.card = a.post_clash.card;
      if (a.post_clash.unit_falls) --intents.units_lost;
    }
    a = seen;
  }
  return intents;
}

}  // namespace bc
