// FIELD RUNS (PLAY's other entry; docs/campaign.md, Field runs): a chain of generated
// sieges fought with one deck. With no run in progress it offers a new run (a fresh seed,
// the day's DAILY RUN or a seed typed in, or with a pad put together from a row of digits) and the runs on record; in a run it shows the
// run's map (the sieges with their threat, the forks of stops between them, the stops
// taken), its units and, beside them, the question of the moment: the next siege's
// briefing (FIGHT), the draft after a victory, the fork's stops, a stop's choice, the
// run's end. Every change is a RunRequest in the frame's choices, carried out by the
// shell; abandoning a run asks first. The screen draws from const state only.
#pragma once

#include <memory>
#include <string>
#include <utility>

#include <imgui.h>

#include "render/sprites.h"
#include "ui/screen.h"

namespace bc::ui {

class RunScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kRun; }
  bool OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) override;
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  // While the next siege is being made the screen looks again now and then.
  double NextChangeIn(const UiContext& context) const override;

 private:
  // The left column: the run's seed and standing, its map, its units.
  void DrawRunColumn(const UiContext& context, const runs::RunState& run, float width, float height);
  // The right column, by the run's stage (run_panels.cpp).
  void DrawStart(const UiContext& context, Choices& out);
  // The seed's digits as buttons, while a pad is in use (it has no keys to type with).
  void DrawSeedKeypad(const UiContext& context);
  void DrawSiege(const UiContext& context, const runs::RunState& run, Choices& out);
  void DrawDraft(const UiContext& context, const runs::RunState& run, Choices& out, bool supply);
  void DrawFork(const UiContext& context, const runs::RunState& run, Choices& out);
  void DrawPromotion(const UiContext& context, const runs::RunState& run, Choices& out);
  void DrawRedundancy(const UiContext& context, const runs::RunState& run, Choices& out);
  void DrawEnd(const UiContext& context, const runs::RunState& run, Choices& out);
  // A card of the catalog as a tile (its art, name, text); true when clicked.
  bool CardButton(const UiContext& context, int card, const char* id, ImVec2 size, bool selected);
  // "ABANDON THE RUN?": asked before anything is lost.
  void DrawAbandonQuestion(const UiContext& context, Choices& out);

  std::unique_ptr<render::SpriteAtlas> art_;
  static constexpr std::size_t kSeedDigits = 9;  // seeds are 1..999,999,999
  char seed_text_[16] = "";
  int chosen_offer_ = -1;   // the draft's (or supply's) card chosen, waiting for its place
  int struck_ = -1;         // redundancy: the place struck (in units, then supports), waiting for the card doubled
  bool asking_abandon_ = false;
  bool open_abandon_ = false;
  std::string stage_seen_;  // a new stage forgets half-made choices
  // The page's question changed (a new stage, a redundancy's second step): the keyboard's
  // and the pad's focus, on a widget that is gone, moves onto the new question's first.
  bool refocus_ = false;
  bool TakeRefocus() { return std::exchange(refocus_, false); }
  // Whether the run's column takes the focus this frame (its lines, so that it scrolls
  // under the D-pad and the arrows): not from BACK, nor before the page has a focus, so
  // that the first press on a page just opened, from BACK above it, lands on the
  // question's first button and not on the column's top; from the question, Left reaches it.
  bool column_nav_ = false;
};

}  // namespace bc::ui
