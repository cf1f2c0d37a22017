// HOW TO PLAY's notes on this build: the keys, threats, undo and luck, the campaign,
// saving.
#include "ui/rules_reference.h"

#include "autoplay/autoplay_summary.h"
#include "ui/tr.h"

namespace bc::ui {

std::vector<RulesSection> DeskNotes(const session::KeyBindings& keys) {
  using session::BattleCommand;
  auto key = [&keys](BattleCommand command) { return keys.Label(command); };
  return {
      {Tr("Controls"),
       {
           Tr("Click a card (or press its key) to choose it; its legal targets light up. Click a "
           "target to play it. Anything else is refused with the reason in words."),
           Format(Tr("{0} unit slots, {1} support slots, {2} fieldwork bays."),
                  {key(BattleCommand::kSelectUnit), key(BattleCommand::kSelectSupport), key(BattleCommand::kSelectBay)}),
           Format(Tr("{0} chooses the cannon; click an attacker to fire. Discard: {1}."),
                  {key(BattleCommand::kSelectCannon), key(BattleCommand::kDiscardMode)}),
           Tr("A shot that a barricade blocks (a ground attacker behind one) is not lit, for a unit "
           "card or the cannon alike. Clicking it anyway gets the reason, and nothing is spent."),
           Format(Tr("{0} ends the turn. It, Esc or a click skips the enemy phase's animation."),
                  {key(BattleCommand::kEndTurn)}),
           Format(Tr("{0} shows the full threat view. {1} undoes; {2} restarts. Esc backs out; F1 opens this page."),
                  {key(BattleCommand::kThreats), key(BattleCommand::kUndo), key(BattleCommand::kRestart)}),
           Tr("F11 toggles fullscreen. Every battle key can be changed under SETTINGS & UPDATES, CONTROLS."),
           Tr("A gamepad: the D-pad moves a cursor over the board, A acts on its cell, LB / RB choose a card, "
           "Start ends the turn, X undoes, Y shows the threat view, B backs out, Back discards. Past the "
           "board's edge the D-pad (or the arrows) reaches the side panel and the top bar; B (or Esc) comes back."),
       }},
      {Tr("Threats"),
       {
           Tr("Every attacker's intent is always drawn: the cells it will step into, a bash, or "
           "a breach with the quadrant it hits and the damage it will do."),
           Format(Tr("{0} adds the full view: a line per attacker, counts per shield quadrant and the "
           "spawns that land next turn. It is computed by running the real enemy phase on a "
           "copy of the battle, so it is exactly what ending the turn will do."),
                  {key(BattleCommand::kThreats)}),
       }},
      {Tr("Undo And Luck"),
       {
           Tr("Undo steps back through this turn's actions, one at a time. Ending the turn "
           "commits it."),
           Tr("The battle's dice live inside the battle: undoing an action restores them, so "
           "repeating it rolls the same numbers."),
           Tr("An action that rolled dice (an engagement with misses or criticals, any chance at "
           "all) cannot be undone: once luck is revealed, it stands. Undo stops there."),
           Tr("Restart begins the mission again with the same seed: the same attackers and the "
           "same dice."),
       }},
      {Tr("The Campaign"),
       {
           Tr("Operations are fought in order; a mission opens when the one before it is won. "
           "SELECT OPERATION opens on the next one to win."),
           Format(Tr("Stars: any victory earns at least 1 star. A clean victory (no base health lost, "
                     "no unit lost, won at or under par) earns at least 2. Three stars sit at a score a "
                     "strong player reaches; two at {0}% of it, one at {1}%: a higher score lifts the "
                     "grade past what the victory alone earns."),
                  {std::to_string(kTwoStarPercent), std::to_string(kOneStarPercent)}),
           Tr("Flawless: three stars with the base unhurt and every shield that started up still "
           "up, and a mission's own flawless score where it names one."),
           Tr("Units you keep: within an operation, unit cards carry their HP, rank and upgrades "
           "from one victory to the next. A unit lost in a victory is disabled until the "
           "Basecamp refits it."),
           Tr("A defeat carries nothing. The roster stays as the last victory left it, so a "
           "hard siege can be tried again from the same footing."),
       }},
      {Tr("Saving"),
       {
           Tr("The active siege is saved after every action. If the game is closed, or stops "
           "unexpectedly, the title screen offers to resume that exact battle."),
           Tr("Settings are saved the moment they change."),
       }},
  };
}

}  // namespace bc::ui
