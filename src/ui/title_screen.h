// The title screen: the headline and the three channels (PLAY, PREPARE, RELAX), plus
// HOW TO PLAY, SETTINGS & UPDATES, resume (naming the siege's mission and turn) and quit.
// QUIT and Esc ask before the game closes: Esc is "back" everywhere else, and two
// presses from a finished battle must not close the game.
#pragma once

#include "ui/dossier_screen.h"
#include "ui/screen.h"

namespace bc::ui {

// What the player picked on the title screen.
enum class TitleChoice { kNone, kPlay, kPrepare, kRelax, kResume, kHowTo, kSettings, kQuit };

// Where a title choice leads.
NavRequest NavForTitleChoice(TitleChoice choice);

class TitleScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kTitle; }
  bool OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) override;
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  // The station light's next blink (the backdrop's only movement).
  double NextChangeIn(const UiContext& context) const override;

 private:
  void DrawQuitQuestion(const UiContext& context, TitleChoice& choice);

  bool asking_quit_ = false;  // "LEAVE THE STATION?" is open
  bool open_quit_ = false;    // open it this frame
  DossierBadge badge_;  // the player's calling card, emblem and callsign
};

}  // namespace bc::ui
