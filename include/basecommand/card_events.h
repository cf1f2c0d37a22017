// Card events: the EventKind values the card rules emit, numbered after
// EventKind::kCardEventsBegin (text/event_text.h words them). Fields used:
// amount = card index (unless said otherwise), quadrant = hand slot or bay, uid / enemy /
// cell = the attacker concerned, amount2 = a value.
#pragma once

#include "basecommand/catalog.h"
#include "basecommand/event.h"

namespace bc {

constexpr EventKind CardEventKind(int n) {
  return static_cast<EventKind>(static_cast<int>(EventKind::kCardEventsBegin) + 1 + n);
}

constexpr EventKind kEventCardDrawn = CardEventKind(0);       // quadrant = slot, amount2 = rail
constexpr EventKind kEventCardPlayed = CardEventKind(1);      // quadrant = slot, cell = target
constexpr EventKind kEventCardDiscarded = CardEventKind(2);   // quadrant = slot, amount2 = rail
constexpr EventKind kEventEngagement = CardEventKind(3);      // uid/cell = attacker,
                                                              // amount2 = unit HP left;
                                                              // after the blows; cell2 =
                                                              // the unit's post (kNoCell
                                                              // from the hand), quadrant =
                                                              // 1 when the attacker engaged
                                                              // the post
// An engagement is told blow by blow, in the order the blows land: a blow of the unit
// that removes HP is the attacker's kAttackerDamaged, one of the attacker's is
// kEventUnitDamaged, and a blow of either that removes no HP is kEventBlowNoDamage.
constexpr EventKind kEventUnitDamaged = CardEventKind(4);     // amount2 = HP one blow
                                                              // removed; uid/cell = the
                                                              // attacker that struck it,
                                                              // cell2 = the unit's post
                                                              // (kNoCell from the hand); a
                                                              // charge's blast: uid 0
constexpr EventKind kEventUnitDefeated = CardEventKind(5);    // cell = its post, if posted
constexpr EventKind kEventUnitRankUp = CardEventKind(6);      // amount2 = new rank
constexpr EventKind kEventUnitUpgraded = CardEventKind(7);    // amount = upgrade card,
                                                              // amount2 = unit instance
constexpr EventKind kEventFieldworkArmed = CardEventKind(8);  // cell
constexpr EventKind kEventFieldworkTriggered = CardEventKind(9);  // cell, uid
constexpr EventKind kEventFieldworkSpent = CardEventKind(10);     // cell
constexpr EventKind kEventDiscoveryOffered = CardEventKind(11);   // amount2 = option count
constexpr EventKind kEventDiscoveryChosen = CardEventKind(12);    // amount = chosen card
constexpr EventKind kEventAttackerStatus = CardEventKind(13);     // uid, status, amount2
constexpr EventKind kEventGlobalRange = CardEventKind(14);        // amount2 = turns left
constexpr EventKind kEventBayFilled = CardEventKind(15);          // quadrant = bay
constexpr EventKind kEventBlowNoDamage = CardEventKind(16);       // uid/cell = attacker,
                                                                  // quadrant = who struck
                                                                  // (kBlowBy...), amount2
                                                                  // = why (NoDamage)

// Posts (docs/rules.md, Posts).
constexpr EventKind kEventPostTaken = CardEventKind(17);     // cell = the post,
                                                             // amount2 = the unit's HP,
                                                             // quadrant = its rank
constexpr EventKind kEventPostAttacked = CardEventKind(18);  // uid/enemy/cell = attacker,
                                                             // cell2 = the post; quadrant =
                                                             // the attacker's blows,
                                                             // amount2 = the unit's
constexpr EventKind kEventPostOrdered = CardEventKind(19);   // cell = target, cell2 = the
                                                             // post; quadrant = the unit's
                                                             // blows, amount2 = the
                                                             // attacker's
constexpr EventKind kEventPostLeft = CardEventKind(20);      // cell = the post: the unit
                                                             // stands down to its rail;
                                                             // amount2 = kPostGaveWay when
                                                             // a stalemate drove it off
constexpr EventKind kCardEventsEnd = CardEventKind(21);

// kEventPostLeft's amount2 when the unit gave way after a stalemate (docs/rules.md, Posts).
constexpr int kPostGaveWay = 1;

// Who struck a blow (kEventBlowNoDamage's quadrant).
constexpr int kBlowByUnit = 0;
constexpr int kBlowByAttacker = 1;
// Why a blow removed no HP (kEventBlowNoDamage's amount2).
enum class NoDamage : int {
  kMissed = 0,       // the roll was a miss
  kNoneThrough = 1,  // its damage came to 0 (firepower no more than evasion)
  kProtected = 2,    // the target's Protection cancelled it
  kShield = 3,       // the target's shield points took it (and its temporary HP the rest)
  kTemporaryHp = 4,  // the target's temporary HP took all of it
};

inline bool IsCardEvent(EventKind kind) {
  return kind > EventKind::kCardEventsBegin && kind < kCardEventsEnd;
}

}  // namespace bc
