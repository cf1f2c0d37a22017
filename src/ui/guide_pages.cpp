#include "ui/guide_pages.h"

#include "basecommand/board.h"
#include "ui/tr.h"

namespace bc::ui {

const std::vector<GuidePage>& GuidePages() {
  static const std::vector<GuidePage> kPages = {
      {"board_and_base",
       N_("THE BOARD AND THE BASE"),
       {N_("Mars, as far as the Bureau is concerned, is 8 cells by 8. Columns A to H run west to east, rows 1 to 8 "
           "north to south."),
        N_("The command base holds the four centre cells, D4 to E5. It starts with 10 health. At 0 the station is "
           "lost and the insurers are informed."),
        N_("Range is the distance to the base: range 1 is the ring around it, range 3 the edge of the board. Every "
           "weapon and card reaches some ranges and not others."),
        N_("A mission is won when its queue of attackers is empty and nothing hostile is left on the board.")},
       N_("Three attackers at ranges 3, 2 and 1. The base in the middle is what they want."),
       {}},
      {"intents",
       N_("INTENTS AND THE FORECAST"),
       {N_("Every attacker shows what it will do when you end the turn: the arrow is its next step, a mark on a "
           "shield quadrant is a breach. Intents do not bluff."),
        N_("Point at an attacker, or walk the cursor onto it, for its numbers and its next move. T shows every path "
           "and the spawns due next turn."),
        N_("The side panel's forecast says what ending the turn now would cost the base. If the number is not "
           "zero, something on the board still needs attention."),
        N_("Cells marked NEXT are where new attackers land at the end of the turn.")},
       N_("Each arrow is a promise. The one at the base is a breach."),
       {}},
      {"cannon",
       N_("THE CANNON"),
       {N_("The cannon in the base gains one charge step at the end of every turn: power 1, then 3, then 5. Firing "
           "spends the whole charge."),
        N_("Choose it with C (or the FIRE button) and pick an attacker at range 1 to 3. A shot deals its power as "
           "damage; evasion does not help the target."),
        N_("Holding the charge is a decision too. A 5 fired at the right moment is worth more than three 1s fired "
           "out of nervousness."),
        N_("A barricade on the line of fire stops a shot at a ground attacker. Aircraft have no such cover.")},
       N_("The cannon chosen: the lit cells are the attackers it can reach."),
       {SelectionKind::kCannon, -1}},
      {"cards",
       N_("UNIT AND SUPPORT CARDS"),
       {N_("The hand has three unit slots and three support slots. A played slot refills at the end of the turn; "
           "a card you hold stays."),
        N_("A unit card engages one attacker within its ranges. Blows are traded, the unit first. Point at the "
           "target before you commit: the preview gives the damage each way, the chance to kill and the chance to "
           "lose the unit."),
        N_("Units keep their wounds, ranks and upgrades for the whole mission. Kills bring ranks; a rank brings "
           "better numbers."),
        N_("Support cards hit a cell, a quarter, a range band or the whole board, or mend the base. A discard "
           "point swaps an unwanted card at once.")},
       N_("A unit card chosen: the lit attackers are in its ranges."),
       {SelectionKind::kUnit, 0}},
      {"shields",
       N_("SHIELDS AND BREACHES"),
       {N_("The base has four shield quadrants, one per base cell. An attacker that reaches the base breaches the "
           "quadrant it walks into, and is consumed either way."),
        N_("A shield that is up blocks the breach, deals 1 damage and goes down. An overcharged shield deals 2 and "
           "stays up; the overcharge fades at the end of the turn."),
        N_("A quadrant that is down lets the breach through: the base loses the attacker's breach damage."),
        N_("Shield repairs restore a downed quadrant before they overcharge one that is up.")},
       N_("The north-east quadrant is down. The attacker heading for it will not be stopped there."),
       {}},
      {"terrain",
       N_("TERRAIN"),
       {N_("TERRAIN WORKS (B) builds a Burning Barricade on an empty cell, or demolishes one of yours. One terrain "
           "action a turn, three barricades at most."),
        N_("Attackers never walk around a barricade. One whose next step is walled bashes it instead: the wall goes, "
           "the attacker takes 2 damage and does not move that activation."),
        N_("A barricade also stops direct fire at the ground attacker behind it, your own included. Aircraft fly "
           "over it and are shot over it."),
        N_("Rock cells are permanent, and nobody is building on the base.")},
       N_("A barricade in an attacker's path: next turn it bashes instead of stepping."),
       {}},
      {"fieldworks",
       N_("FIELDWORKS"),
       {N_("Fieldworks arrive in their own bays, outside the hand: one bay, or two with Efficient Logistics. A bay "
           "does not refill like a hand slot."),
        N_("A sentry gun, a mine or a watchman post stays on its cell until it is triggered, destroyed or the mission "
           "ends. Point at it on the board to see what it does and what it has left."),
        N_("A watchman post or a sentry gun on or next to a contact reveals it."),
        N_("Fieldworks are not cards you draw: plan around the ones the crates sent.")},
       N_("A fieldwork placed on the approach."),
       {}},
      {"hostiles",
       N_("THE HOSTILES AND THE HERO"),
       {N_("Each attacker type has habits. Killer Krabs replicate, Ridge Skimmers cover two cells at a time, Twinfin "
           "Darts fly. The briefing lists who is coming; PREPARE > HOSTILES keeps the files on the ones you have met."),
        N_("A contact is a sensor return: its cell is known, its type and strength are not, until it is revealed by "
           "a fieldwork or a posted unit on or next to it, a scan, an engagement (with a post too), or by coming "
           "within range 1."),
        N_("Some missions add their own trouble: demolition charges that count down and take barricades with them, "
           "lanes that some attackers must follow, splitters that come apart when destroyed."),
        N_("A hero chooses one ability each turn and shows it on its token before you end yours. Heroes are "
           "not held by a wall for long.")},
       N_("A contact, a krab and an aircraft: three different problems."),
       {}},
      {"posts",
       N_("POSTS"),
       {N_("In a mission with posts, a unit that lives through its engagement stays on the board: on the cell its "
           "target would step into next, or the free cell beside the target nearest the base. The briefing says how "
           "many may stand at once."),
        N_("A post holds ground. A ground attacker whose next step is a post engages the unit there instead, "
           "swinging first, and goes no further that turn. Aircraft fly over."),
        N_("Once a turn a posted unit may take an order: choose it with a click or P, then an attacker within its "
           "card's ranges, counted from its post. Or stand it down to the bottom of its rail, wounds and rank "
           "included."),
        N_("Some attackers hunt posts. Their intents say which post they are after, and the forecast counts the "
           "units you would lose.")},
       N_("Two units on post. The initiate's next step is the post on D3: it engages the unit, not the base."),
       {SelectionKind::kPost, MakeCell(3, 2)}},  // the post on D3: its orders lit
      {"campaign",
       N_("THE CAMPAIGN"),
       {N_("PLAY lists the operations and their missions and opens on the next one to win. Operation Orientation "
           "teaches one thing a mission."),
        N_("A victory is graded in stars by its score. The first victories pay credits; a replay pays only the "
           "improvement. Stars are kept per difficulty level."),
        N_("In an operation, the units you keep carry their wounds and ranks from mission to mission. The Basecamp "
           "refits them, buys ranks and unlocks cards."),
        N_("The battle is saved after every action. Leave when you like: the title offers to resume it.")},
       N_("A mission as it opens: the attackers of its first turn, and the next ones telegraphed."),
       {}},
  };
  return kPages;
}

}  // namespace bc::ui
