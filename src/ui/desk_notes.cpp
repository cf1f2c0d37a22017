// HOW TO PLAY's notes on this build: the keys, threats, undo and luck, the campaign,
// saving.
#include "ui/rules_reference.h"

#include "basecommand/autoplay_summary.h"

namespace bc::ui {

const std::vector<RulesSection>& DeskNotes() {
  static const std::vector<RulesSection> kNotes = {
      {"Controls",
       {
           "Click a card (or press its key) to choose it; its legal targets light up. Click a "
           "target to play it. Anything else is refused with the reason in words.",
           "1-3 unit slots, 4-6 support slots, 7-8 fieldwork bays.",
           "C chooses the cannon; click an attacker to fire. D then a slot key discards it.",
           "A shot that a barricade blocks (a ground attacker behind one) is not lit, for a unit "
           "card or the cannon alike. Clicking it anyway gets the reason, and nothing is spent.",
           "Space or Enter ends the turn. Space or a click skips the enemy phase's animation.",
           "T shows the full threat view. U or Ctrl+Z undoes. Esc backs out; F1 opens this page.",
           "F11 toggles fullscreen.",
       }},
      {"Threats",
       {
           "Every attacker's intent is always drawn: the cells it will step into, a bash, or "
           "a breach with the quadrant it hits and the damage it will do.",
           "T adds the full view: a line per attacker, counts per shield quadrant and the "
           "spawns that land next turn. It is computed by running the real enemy phase on a "
           "copy of the battle, so it is exactly what ending the turn will do.",
       }},
      {"Undo And Luck",
       {
           "Undo steps back through this turn's actions, one at a time. Ending the turn "
           "commits it.",
           "The battle's dice live inside the battle: undoing an action restores them, so "
           "repeating it rolls the same numbers.",
           "An action that rolled dice (an engagement with misses or criticals, any chance at "
           "all) cannot be undone: once luck is revealed, it stands. Undo stops there.",
           "Restart begins the mission again with the same seed: the same attackers and the "
           "same dice.",
       }},
      {"The Campaign",
       {
           "Operations are fought in order; a mission opens when the one before it is won. "
           "SELECT OPERATION opens on the next one to win.",
           "Stars: any victory earns at least 1 star. A clean victory (no base health lost, "
           "no unit lost, won at or under par) earns at least 2. Three stars sit at a score a "
           "strong player reaches; two at " + std::to_string(kTwoStarPercent) +
               "% of it, one at " + std::to_string(kOneStarPercent) +
               "%: a higher score lifts the grade past what the victory alone earns.",
           "Flawless: three stars with the base unhurt and every shield that started up still "
           "up, and a mission's own flawless score where it names one.",
           "Units you keep: within an operation, unit cards carry their HP, rank and upgrades "
           "from one victory to the next. A unit lost in a victory is disabled until the "
           "Basecamp refits it.",
           "A defeat carries nothing. The roster stays as the last victory left it, so a "
           "hard siege can be tried again from the same footing.",
       }},
      {"Saving",
       {
           "The active siege is saved after every action. If the game is closed, or stops "
           "unexpectedly, the title screen offers to resume that exact battle.",
           "Settings are saved the moment they change.",
       }},
  };
  return kNotes;
}

}  // namespace bc::ui
