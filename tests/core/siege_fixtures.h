// Test fixtures for the siege rules: a small hand-made catalog (attacker types with
// explicit stats, two weapons, tiny missions with hand-placed schedules) and helpers to
// set up a board. Independent of the tuned game data in data/.
#pragma once

#include <algorithm>
#include <string>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"
#include "basecommand/event.h"
#include "basecommand/rules.h"
#include "core/siege_ops.h"

namespace siege_fixture {

using namespace bc;

// Attacker types of the fixture catalog.
enum : EnemyIndex {
  kGrunt = 0, kRunner, kFlyer, kKrab, kTank /* a crusher */, kHeavy,
  // The behaviour words of the hostiles: a splitter and its half, a medic, a jammer, a
  // carrier aircraft, a sector changer.
  kSlug, kHalf, kMedic, kJammer, kBarge, kOrbiter,
  kHero,  // every ability, in this order: dig in (damaged), call 2 grunts (alone),
          // shield escorts (escorted), jam the cannon (charged), charge (always)
  kCrawler,  // follows a lane (tag "lane")
  kBeetle,   // lays a demolition charge every activation it moves, fuse 2
  kHunter,   // hunts a posted unit within 2 cells (docs/rules.md, Posts); 2 blows of 3
  kWisp,     // concealed: lands as a contact
};
// Fieldwork cards of the fixture catalog (no mission but the lanes fields deals cards).
enum : CardIndex {
  kMineCard = 0, kSentryCard, kWatchmanCard, kFlakCard, kToxinCard, kBaysCard,
  // The posts fields' deck: three unit cards, an upgrade for a unit, a bolt.
  kGuardCard, kLancerCard, kBruteCard, kDrillCard, kBoltCard,
};
// Missions of the fixture catalog.
enum : MissionIndex {
  kHold = 0,     // empty board; one grunt due on turn 50, so the battle keeps going
  kLastOne,      // one grunt on A1 on turn 1 and nothing else: kill it and win
  kWaves,        // a small mixed schedule with sectors, for playouts
  kRocks,        // blocked cells, mission barricades, objectives, reinforcements
  kMortarField,  // the splash weapon; par 3
  kHostiles,     // a schedule of every behaviour word, for playouts
  kHeroField,    // heroes from the first turn, the cannon charged: every ability, for playouts
  kLanesMines,   // lanes, trap-layers and fieldworks (mine and sentry kit), for playouts
  kLanesWatch,   // the same board with the watchman and toxin trap kit
  kLanesFlak,    // the same board with the flak nest and mine kit
  kPostsField,   // posts (3 at once) with hunters, trap-layers, a jammer, lane followers,
                 // sector changers and medics, for playouts
  kPostsContacts,  // posts (2 at once) with contacts, splitters, carriers and a hero
};

inline Cell C(const char* name) { return *ParseCell(name); }

inline SpawnDef At(int turn, EnemyIndex enemy, const char* cell) {
  SpawnDef s;
  s.turn = turn;
  s.enemy = enemy;
  s.cell = C(cell);
  return s;
}

inline SpawnDef InSector(int turn, EnemyIndex enemy, Sector sector, bool reinforcement = false) {
  SpawnDef s;
  s.turn = turn;
  s.enemy = enemy;
  s.sector = sector;
  s.reinforcement = reinforcement;
  return s;
}

inline EnemyDef Enemy(const char* id, const char* name, int health, int breach, int steps) {
  EnemyDef e;
  e.id = id;
  e.name = name;
  e.health = health;
  e.breach_damage = breach;
  e.steps = steps;
  return e;
}

inline Catalog MakeCatalog() {
  Catalog c;
  c.enemies.push_back(Enemy("grunt", "GRUNT", 3, 2, 1));
  c.enemies.push_back(Enemy("runner", "RUNNER", 2, 1, 2));
  EnemyDef flyer = Enemy("flyer", "FLYER", 2, 3, 1);
  flyer.tags = kTagAircraft;
  flyer.evasion = 4;
  c.enemies.push_back(flyer);
  EnemyDef krab = Enemy("krab", "KRAB", 1, 1, 1);
  krab.tags = kTagReplicator;
  krab.replicate = ReplicateDef{true, 2, 1, kKrab};
  c.enemies.push_back(krab);
  EnemyDef tank = Enemy("tank", "TANK", 10, 4, 1);
  tank.shield = 2;
  tank.tags = kTagCrusher;  // a barricade in its way is crushed and it walks on
  c.enemies.push_back(tank);
  c.enemies.push_back(Enemy("heavy", "HEAVY", 20, 10, 1));
  EnemyDef slug = Enemy("slug", "SLUG", 2, 2, 1);
  slug.split = SplitDef{true, 2, kHalf};
  c.enemies.push_back(slug);
  c.enemies.push_back(Enemy("half", "HALF", 1, 1, 1));
  EnemyDef medic = Enemy("medic", "MEDIC", 2, 1, 1);
  medic.mend.amount = 2;
  c.enemies.push_back(medic);
  EnemyDef jammer = Enemy("jammer", "JAMMER", 2, 1, 1);
  jammer.tags = kTagJammer;
  c.enemies.push_back(jammer);
  EnemyDef barge = Enemy("barge", "BARGE", 3, 2, 1);
  barge.tags = kTagAircraft;
  barge.drop = DropDef{true, 2, kGrunt};
  c.enemies.push_back(barge);
  EnemyDef orbiter = Enemy("orbiter", "ORBITER", 2, 2, 1);
  orbiter.shift.interval = 2;
  c.enemies.push_back(orbiter);
  EnemyDef hero = Enemy("hero", "HERO", 8, 5, 1);
  hero.abilities = {AbilityDef{AbilityKind::kDigIn, AbilityWhen::kDamaged, 3, 0},
                    AbilityDef{AbilityKind::kCallReinforcements, AbilityWhen::kAlone, 2, kGrunt},
                    AbilityDef{AbilityKind::kShieldEscorts, AbilityWhen::kEscorted, 2, 0},
                    AbilityDef{AbilityKind::kJamCannon, AbilityWhen::kCannonCharged, 1, 0},
                    AbilityDef{AbilityKind::kCharge, AbilityWhen::kAlways, 1, 0}};
  c.enemies.push_back(hero);
  EnemyDef crawler = Enemy("crawler", "CRAWLER", 3, 2, 1);
  crawler.tags = kTagLane;
  c.enemies.push_back(crawler);
  EnemyDef beetle = Enemy("beetle", "BEETLE", 3, 1, 1);
  beetle.lay = LayDef{1, 2};
  c.enemies.push_back(beetle);
  EnemyDef hunter = Enemy("hunter", "HUNTER", 4, 2, 1);
  hunter.attack = 2;
  hunter.firepower = 3;
  hunter.hunt.reach = 2;
  c.enemies.push_back(hunter);
  EnemyDef wisp = Enemy("wisp", "WISP", 3, 2, 1);
  wisp.concealed = true;
  c.enemies.push_back(wisp);

  // Fieldworks, as the data's: mine, sentry, watchman, flak nest, toxin trap; a doctrine
  // that opens the second bay.
  auto effect = [](EffectKind kind, int amount, Trigger trigger, Condition condition = Condition::kAlways,
                   int duration = 0) {
    Effect e;
    e.kind = kind;
    e.amount = amount;
    e.target = EffectTarget::kTriggering;
    e.trigger = trigger;
    e.condition = condition;
    e.duration = duration;
    return e;
  };
  auto fieldwork = [&](const char* id, Effect e, int uses) {
    CardDef card;
    card.id = id;
    card.name = id;
    card.family = CardFamily::kFieldwork;
    card.target = TargetKind::kCell;
    card.effects = {e};
    card.uses = uses;
    c.cards.push_back(card);
  };
  fieldwork("mine", effect(EffectKind::kDamage, 3, Trigger::kEnemyOnCell), 1);
  fieldwork("sentry", effect(EffectKind::kDamage, 1, Trigger::kEnemyAdjacent), 3);
  fieldwork("watchman", effect(EffectKind::kIncapacitate, 1, Trigger::kEnemyAdjacent), 2);
  fieldwork("flak", effect(EffectKind::kDamage, 2, Trigger::kEnemyAdjacent, Condition::kAircraft), 2);
  fieldwork("toxin", effect(EffectKind::kPoison, 1, Trigger::kEnemyOnCell, Condition::kAlways, 3), 1);
  CardDef bays;
  bays.id = "bays";
  bays.name = "bays";
  bays.family = CardFamily::kDoctrine;
  Effect extra;
  extra.kind = EffectKind::kExtraBay;
  extra.amount = 1;
  extra.target = EffectTarget::kBase;
  extra.trigger = Trigger::kPassive;
  bays.effects = {extra};
  c.cards.push_back(bays);
  auto unit = [&](const char* id, int attack, int firepower, int evasion, int health, std::uint8_t ranges) {
    CardDef card;
    card.id = id;
    card.name = id;
    card.family = CardFamily::kUnit;
    for (int r = 0; r < kMaxRank; ++r) {
      card.ranks[r] = RankProfile{attack + r / 2, firepower + r, evasion, health + 2 * r, 0, 0, 0, ranges};
    }
    c.cards.push_back(card);
  };
  unit("guard", 2, 2, 0, 6, 0b011);
  unit("lancer", 1, 3, 0, 4, 0b110);
  unit("brute", 3, 1, 1, 8, 0b001);
  auto support = [&](const char* id, TargetKind target, EffectKind kind, int amount) {
    CardDef card;
    card.id = id;
    card.name = id;
    card.family = CardFamily::kSupport;
    card.target = target;
    Effect e;
    e.kind = kind;
    e.amount = amount;
    e.target = EffectTarget::kChosen;
    e.trigger = Trigger::kOnPlay;
    card.effects = {e};
    c.cards.push_back(card);
  };
  support("drill", TargetKind::kUnitSlot, EffectKind::kAddFirepower, 1);
  support("bolt", TargetKind::kCell, EffectKind::kDamage, 2);
  auto kit = [&](const char* id, const char* a, const char* b) {
    LoadoutDef l;
    l.id = id;
    l.name = id;
    l.fieldworks = {a, b};
    l.doctrine = "bays";
    l.weapon = "standard_cannon";
    c.loadouts.push_back(l);
  };
  kit("kit_mines", "mine", "sentry");
  kit("kit_watch", "watchman", "toxin");
  kit("kit_flak", "flak", "mine");
  LoadoutDef posts_kit;
  posts_kit.id = "kit_posts";
  posts_kit.name = "kit_posts";
  posts_kit.units = {"guard", "guard", "guard", "lancer", "lancer", "lancer", "brute", "brute"};
  posts_kit.supports = {"drill", "drill", "drill", "drill", "drill", "drill", "bolt", "bolt",
                        "bolt", "bolt", "bolt", "bolt", "bolt", "bolt", "drill", "drill"};
  posts_kit.fieldworks = {"sentry", "mine"};
  posts_kit.doctrine = "bays";
  posts_kit.weapon = "standard_cannon";
  c.loadouts.push_back(posts_kit);

  WeaponDef cannon;
  cannon.id = "standard_cannon";
  cannon.name = "cannon";
  c.weapons.push_back(cannon);
  WeaponDef mortar;
  mortar.id = "mortar";
  mortar.name = "mortar";
  mortar.power_steps = {2, 4};
  mortar.min_range = 2;
  mortar.max_range = 3;
  mortar.splash = 1;
  c.weapons.push_back(mortar);

  MissionDef hold;
  hold.id = "hold";
  hold.name = "Hold";
  hold.schedule = {At(50, kGrunt, "H8")};
  c.missions.push_back(hold);

  MissionDef last_one;
  last_one.id = "last_one";
  last_one.name = "Last One";
  last_one.schedule = {At(1, kGrunt, "A1")};
  last_one.par = 5;
  c.missions.push_back(last_one);

  MissionDef waves;
  waves.id = "waves";
  waves.name = "Waves";
  waves.par = 6;
  waves.deployment = {C("C1"), C("D1"), C("E1"), C("F1"), C("H3"), C("H4"), C("H5"),
                      C("C8"), C("D8"), C("E8"), C("A4"), C("A5"), C("A6")};
  waves.schedule = {At(1, kGrunt, "D1"),
                    InSector(1, kRunner, Sector::kE),
                    InSector(2, kKrab, Sector::kS),
                    InSector(2, kFlyer, Sector::kW),
                    InSector(3, kGrunt, Sector::kN),
                    InSector(3, kTank, Sector::kE),
                    InSector(4, kGrunt, Sector::kS),
                    InSector(4, kRunner, Sector::kW),
                    InSector(5, kFlyer, Sector::kN)};
  c.missions.push_back(waves);

  MissionDef rocks;
  rocks.id = "rocks";
  rocks.name = "Rocks";
  rocks.par = 7;
  rocks.base_health = 6;
  rocks.shields_up = {true, false, true, false};
  rocks.blocked = {C("C5"), C("C6"), C("F3")};
  rocks.objectives = {C("B2"), C("G6")};
  rocks.objective_bonus = 250;
  rocks.deployment = {C("A1"), C("B1"), C("H1"), C("A8"), C("H8")};
  rocks.reinforcement = {C("A7"), C("H7")};
  rocks.barricades = {BarricadeDef{C("C3"), true}, BarricadeDef{C("F6"), false}};
  rocks.schedule = {At(1, kGrunt, "A1"),
                    At(1, kKrab, "H8"),
                    InSector(2, kRunner, Sector::kN),
                    InSector(2, kGrunt, Sector::kW, true),
                    InSector(3, kFlyer, Sector::kS),
                    InSector(3, kGrunt, Sector::kE, true),
                    InSector(4, kTank, Sector::kN)};
  c.missions.push_back(rocks);

  MissionDef mortar_field;
  mortar_field.id = "mortar_field";
  mortar_field.name = "Mortar Field";
  mortar_field.par = 3;
  mortar_field.weapon = "mortar";
  mortar_field.cannon_charge = 2;
  mortar_field.schedule = {At(50, kGrunt, "H8")};
  c.missions.push_back(mortar_field);

  MissionDef hostiles;
  hostiles.id = "hostiles";
  hostiles.name = "Hostiles";
  hostiles.par = 8;
  hostiles.blocked = {C("F2")};
  hostiles.barricades = {BarricadeDef{C("B4"), true}, BarricadeDef{C("E7"), true}};
  hostiles.deployment = {C("A1"), C("D1"), C("H1"), C("H4"), C("H8"), C("D8"), C("A8"), C("A5"),
                         C("A4"), C("E8")};
  hostiles.schedule = {At(1, kSlug, "D1"),
                       At(1, kMedic, "C1"),
                       At(1, kOrbiter, "H4"),
                       At(1, kGrunt, "A4"),  // bashes B4 beside the medic from A5
                       At(1, kMedic, "A5"),
                       At(2, kTank, "E8"),   // bashes E7 beside a medic from the south
                       InSector(2, kJammer, Sector::kS),
                       InSector(2, kBarge, Sector::kW),
                       InSector(3, kSlug, Sector::kE),
                       InSector(3, kOrbiter, Sector::kN),
                       InSector(4, kMedic, Sector::kS),
                       InSector(4, kGrunt, Sector::kS),
                       InSector(5, kBarge, Sector::kE),
                       At(2, kHero, "H8")};
  c.missions.push_back(hostiles);

  MissionDef hero_field;
  hero_field.id = "hero_field";
  hero_field.name = "Hero Field";
  hero_field.par = 8;
  hero_field.cannon_charge = 2;
  hero_field.deployment = {C("A1"), C("H8"), C("D1"), C("H4"), C("A8")};
  // Walls the heroes bash against, until they are damaged enough to dig in.
  hero_field.barricades = {BarricadeDef{C("B2"), true}, BarricadeDef{C("C3"), true},
                           BarricadeDef{C("G7"), true}, BarricadeDef{C("F6"), true}};
  hero_field.schedule = {At(1, kHero, "A1"), At(1, kHero, "H8"), At(2, kGrunt, "D1"),
                         At(3, kTank, "H4"), At(4, kHero, "A8")};
  c.missions.push_back(hero_field);

  // Two lanes that wind away from the nearest-base path, trap-layers walking past
  // mission barricades, and a fieldwork kit.
  MissionDef lanes;
  lanes.id = "lanes_mines";
  lanes.name = "Lanes";
  lanes.par = 8;
  lanes.deployment = {C("D1"), C("H5"), C("A8"), C("H1"), C("A3")};
  lanes.lanes = {LaneDef{"north", {C("D1"), C("C1"), C("B2"), C("B3"), C("C3")}},
                 LaneDef{"east", {C("H5"), C("G6"), C("G7"), C("F7"), C("E6")}}};
  lanes.barricades = {BarricadeDef{C("B3"), true}, BarricadeDef{C("B6"), true},
                      BarricadeDef{C("C6"), true}, BarricadeDef{C("G3"), false}};
  lanes.deck_policy = DeckPolicy::kFixed;
  lanes.fixed_loadout = "kit_mines";
  SpawnDef lane_grunt = At(2, kGrunt, "D1");
  lane_grunt.lane = 0;
  lanes.schedule = {At(1, kCrawler, "D1"),  At(1, kCrawler, "H5"), At(1, kBeetle, "A8"),
                    At(1, kFlyer, "H1"),    lane_grunt,            At(2, kBeetle, "A3"),
                    At(3, kCrawler, "H1"),  At(3, kBeetle, "H5"),  At(4, kFlyer, "A8"),
                    At(4, kCrawler, "D1"),  At(5, kBeetle, "A8"),  At(5, kRunner, "H1")};
  c.missions.push_back(lanes);
  lanes.id = "lanes_watch";
  lanes.fixed_loadout = "kit_watch";
  c.missions.push_back(lanes);
  lanes.id = "lanes_flak";
  lanes.fixed_loadout = "kit_flak";
  c.missions.push_back(lanes);

  // Posts: the units that survive stand on the board; attackers that hunt them, blast
  // them, jam their orders, walk lanes into them and circle round them.
  MissionDef posts;
  posts.id = "posts_field";
  posts.name = "Posts";
  posts.par = 10;
  posts.posts.max = 3;
  posts.deck_policy = DeckPolicy::kFixed;
  posts.fixed_loadout = "kit_posts";
  posts.deployment = {C("D1"), C("E1"), C("H4"), C("H5"), C("D8"), C("E8"), C("A4"), C("A5"), C("A1"), C("H8")};
  posts.lanes = {LaneDef{"north", {C("D1"), C("D2"), C("D3")}}};
  posts.barricades = {BarricadeDef{C("B6"), true}};
  SpawnDef posts_lane = At(3, kCrawler, "D1");
  posts_lane.lane = 0;
  posts.schedule = {At(1, kGrunt, "D1"),         InSector(1, kHunter, Sector::kE), InSector(1, kGrunt, Sector::kW),
                    InSector(2, kBeetle, Sector::kS), InSector(2, kHunter, Sector::kN), At(2, kJammer, "H8"),
                    posts_lane,                   InSector(3, kOrbiter, Sector::kW), InSector(3, kMedic, Sector::kS),
                    InSector(4, kHunter, Sector::kW), InSector(4, kFlyer, Sector::kE), InSector(4, kGrunt, Sector::kN),
                    InSector(5, kTank, Sector::kS),   InSector(5, kHunter, Sector::kE), InSector(6, kBeetle, Sector::kN),
                    InSector(6, kGrunt, Sector::kE),  InSector(7, kHunter, Sector::kS)};
  c.missions.push_back(posts);

  MissionDef contacts;
  contacts.id = "posts_contacts";
  contacts.name = "Posts and contacts";
  contacts.par = 9;
  contacts.posts.max = 2;
  contacts.deck_policy = DeckPolicy::kFixed;
  contacts.fixed_loadout = "kit_posts";
  contacts.deployment = {C("D1"), C("E1"), C("H4"), C("H5"), C("D8"), C("E8"), C("A4"), C("A5")};
  contacts.schedule = {InSector(1, kWisp, Sector::kN),  InSector(1, kSlug, Sector::kE),  InSector(1, kWisp, Sector::kS),
                       InSector(2, kBarge, Sector::kW), InSector(2, kWisp, Sector::kE),  InSector(2, kGrunt, Sector::kN),
                       At(3, kHero, "H8"),              InSector(3, kSlug, Sector::kW),  InSector(3, kWisp, Sector::kN),
                       InSector(4, kKrab, Sector::kS),  InSector(4, kHunter, Sector::kE), InSector(5, kWisp, Sector::kW),
                       InSector(5, kBarge, Sector::kN), InSector(6, kSlug, Sector::kS)};
  c.missions.push_back(contacts);
  return c;
}

// A fresh battle of a fixture mission.
inline BattleState Start(const Catalog& catalog, MissionIndex mission = kHold,
                         std::uint64_t seed = 1) {
  return NewBattle(catalog, mission, seed);
}

// Puts an attacker on a cell; returns its uid.
inline std::uint16_t Put(const Catalog& catalog, BattleState& state, EnemyIndex type,
                         const char* cell) {
  const int index = siege::PlaceAttacker(catalog, state, type, C(cell), nullptr);
  return state.attackers[index].uid;
}

// The attacker with this uid (it must be on the board).
inline const Attacker* Find(const BattleState& state, std::uint16_t uid) {
  const int index = siege::FindAttackerByUid(state, uid);
  return index < 0 ? nullptr : &state.attackers[index];
}

inline int Count(const Events& events, EventKind kind) {
  return static_cast<int>(
      std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == kind; }));
}

// Index of the first event of this kind at or after `from`, or -1.
inline int IndexOf(const Events& events, EventKind kind, int from = 0) {
  for (int i = from; i < static_cast<int>(events.size()); ++i) {
    if (events[i].kind == kind) return i;
  }
  return -1;
}

inline ApplyResult EndTurn(const Catalog& catalog, BattleState& state) {
  return Apply(catalog, state, Action::EndTurn());
}

}  // namespace siege_fixture
