#include "ui/battle_controller.h"
#include "ui/tr.h"

#include <algorithm>

namespace bc::ui {

namespace {

bool IsTargetCell(Cell cell) { return cell >= 0 && cell < kCellCount && !IsBaseCell(cell); }

}  // namespace

bool ActionCoversCell(const Action& a, Cell cell) {
  if (cell < 0 || cell >= kCellCount) return false;
  switch (a.kind) {
    case ActionKind::kFireCannon:
    case ActionKind::kBuildBarricade:
    case ActionKind::kDemolishBarricade:
    case ActionKind::kPlayUnit:
    case ActionKind::kPlayFieldwork:
      return a.cell == cell;
    case ActionKind::kPlaySupport:
      switch (a.target) {
        case TargetKind::kCell: return a.cell == cell;
        case TargetKind::kSegment: return IsTargetCell(cell) && static_cast<int>(SegmentOf(cell)) == a.index;
        case TargetKind::kRange: return IsTargetCell(cell) && RangeOf(cell) == a.index;
        case TargetKind::kBoard: return IsTargetCell(cell);
        case TargetKind::kQuadrant:
          return IsBaseCell(cell) && static_cast<int>(QuadrantOf(cell)) == a.index;
        default: return false;
      }
    default:
      return false;
  }
}

bool ActionMatchesSelection(const Action& a, Selection s) {
  switch (s.kind) {
    case SelectionKind::kUnit: return a.kind == ActionKind::kPlayUnit && a.slot == s.slot;
    case SelectionKind::kSupport: return a.kind == ActionKind::kPlaySupport && a.slot == s.slot;
    case SelectionKind::kBay: return a.kind == ActionKind::kPlayFieldwork && a.slot == s.slot;
    case SelectionKind::kCannon: return a.kind == ActionKind::kFireCannon;
    case SelectionKind::kTerrain:
      return a.kind == ActionKind::kBuildBarricade || a.kind == ActionKind::kDemolishBarricade;
    default: return false;
  }
}

std::optional<Action> ActionForCell(const Catalog& catalog, const BattleState& state,
                                    const std::vector<Action>& legal, Selection s, Cell cell) {
  if (s.kind == SelectionKind::kNone || s.kind == SelectionKind::kDiscard) return std::nullopt;
  for (const Action& a : legal) {
    if (ActionMatchesSelection(a, s) && ActionCoversCell(a, cell)) return a;
  }
  // A terrain-works bay builds and demolishes through the bay.
  if (s.kind == SelectionKind::kBay) {
    for (const Action& a : legal) {
      if ((a.kind == ActionKind::kBuildBarricade || a.kind == ActionKind::kDemolishBarricade) && a.cell == cell) {
        return a;
      }
    }
  }
  // Nothing legal: the closest action, so that CheckAction can say why.
  Action guess;
  guess.slot = static_cast<std::int8_t>(s.slot);
  guess.cell = cell;
  switch (s.kind) {
    case SelectionKind::kUnit: guess.kind = ActionKind::kPlayUnit; break;
    case SelectionKind::kBay: guess.kind = ActionKind::kPlayFieldwork; break;
    case SelectionKind::kCannon: guess = Action::Fire(cell); break;
    case SelectionKind::kTerrain:
      guess = state.barricades[cell] != BarricadeKind::kNone ? Action::Demolish(cell) : Action::Build(cell);
      break;
    case SelectionKind::kSupport: {
      guess.kind = ActionKind::kPlaySupport;
      const CardIndex card = s.slot >= 0 && s.slot < kHandSlots ? state.cards.support_slots[s.slot] : kNoCard;
      const TargetKind target = card >= 0 && static_cast<std::size_t>(card) < catalog.cards.size()
                                    ? catalog.cards[card].target
                                    : TargetKind::kCell;
      guess.target = target;
      if (target == TargetKind::kSegment) {
        guess.cell = kNoCell;
        guess.index = static_cast<std::int8_t>(SegmentOf(cell));
      } else if (target == TargetKind::kRange) {
        guess.cell = kNoCell;
        guess.index = static_cast<std::int8_t>(RangeOf(cell));
      } else if (target == TargetKind::kQuadrant) {
        guess.cell = kNoCell;
        guess.index = IsBaseCell(cell) ? static_cast<std::int8_t>(QuadrantOf(cell)) : -1;
      } else if (target == TargetKind::kBoard || target == TargetKind::kNone) {
        guess.cell = kNoCell;
      }
      break;
    }
    default: break;
  }
  return guess;
}

BattleController::BattleController(session::BattleService& battle)
    : battle_(&battle), rest_view_(render::ViewOf(battle.session().state(), battle.session().catalog())) {}

void BattleController::SetMessage(std::string text, bool error) {
  message_ = std::move(text);
  message_error_ = error;
  if (error) sounds_.push_back("ui_error");
}

void BattleController::Select(Selection selection) {
  if (selection_ == selection) {
    // Choosing the same thing twice plays it when it needs no target.
    PlaySelected();
    return;
  }
  selection_ = selection;
  message_.clear();
  message_error_ = false;
  bool any = false;
  for (const Action& a : session().legal()) any = any || ActionMatchesSelection(a, selection);
  if (!any && selection.kind != SelectionKind::kDiscard) {
    // Say at once why nothing lights up.
    const BattleState& s = session().state();
    std::optional<Action> probe;
    for (Cell c = 0; c < kCellCount && !probe; ++c) {
      if (s.attacker_at[c] >= 0) probe = ActionForCell(session().catalog(), s, session().legal(), selection, c);
    }
    if (!probe) probe = ActionForCell(session().catalog(), s, session().legal(), selection, 0);
    std::string reason = probe ? session().Check(*probe) : "";
    if (reason.empty()) reason = Tr("It has no legal target right now.");
    SetMessage(reason, true);
  }
}

void BattleController::Deselect() {
  selection_ = {};
  message_.clear();
}

void BattleController::HandleCommand(session::BattleInput command) {
  using session::BattleCommand;
  if (command.command == BattleCommand::kDeselect) {
    Deselect();
    return;
  }
  if (animating()) {
    // Space and Esc only skip the animation; any other command skips it and goes on.
    playback_.Skip();
    if (command.command == BattleCommand::kEndTurn || command.command == BattleCommand::kBack) return;
  }
  if (selection_.kind == SelectionKind::kDiscard &&
      (command.command == BattleCommand::kSelectUnit || command.command == BattleCommand::kSelectSupport)) {
    Action discard;
    discard.kind = ActionKind::kDiscard;
    discard.slot = static_cast<std::int8_t>(command.slot);
    discard.rail = command.command == BattleCommand::kSelectUnit ? Rail::kUnit : Rail::kSupport;
    selection_ = {};
    TryPlay(discard);
    return;
  }
  // With a support aimed at a unit card chosen, a unit key names the unit.
  if (selection_.kind == SelectionKind::kSupport && command.command == BattleCommand::kSelectUnit) {
    for (const Action& a : session().legal()) {
      if (ActionMatchesSelection(a, selection_) && a.target == TargetKind::kUnitSlot && a.index == command.slot) {
        TryPlay(a);
        return;
      }
    }
  }
  switch (command.command) {
    case BattleCommand::kSelectUnit: Select({SelectionKind::kUnit, command.slot}); break;
    case BattleCommand::kSelectSupport: Select({SelectionKind::kSupport, command.slot}); break;
    case BattleCommand::kSelectBay: Select({SelectionKind::kBay, command.slot}); break;
    case BattleCommand::kSelectCannon: Select({SelectionKind::kCannon, -1}); break;
    case BattleCommand::kTerrainMode: Select({SelectionKind::kTerrain, -1}); break;
    case BattleCommand::kDiscardMode:
      if (session().state().cards.discard_points <= 0) {
        SetMessage(Tr("No discard points left: one more arrives at the end of the turn."), true);
      } else {
        selection_ = {SelectionKind::kDiscard, -1};
        SetMessage(Tr("Discard: press the slot's key (1-6) or click the card."), false);
      }
      break;
    case BattleCommand::kEndTurn: EndTurn(); break;
    case BattleCommand::kUndo: Undo(); break;
    case BattleCommand::kRestart: Restart(); break;
    case BattleCommand::kBack: Deselect(); break;
    case BattleCommand::kClickCell: ClickCell(command.cell); break;
    case BattleCommand::kDeselect: Deselect(); break;
    case BattleCommand::kChoose: Choose(command.slot); break;
    case BattleCommand::kPlaySelected: PlaySelected(); break;
    case BattleCommand::kThreats:
    case BattleCommand::kSpeed:
    case BattleCommand::kBegin:
    case BattleCommand::kPiles:
    case BattleCommand::kNone: break;
  }
}

void BattleController::ClickCell(Cell cell) {
  if (animating()) {
    playback_.Skip();
    return;
  }
  if (cell == kNoCell) return;
  const std::optional<Action> action =
      ActionForCell(session().catalog(), session().state(), session().legal(), selection_, cell);
  if (!action) return;  // nothing chosen: a click only looks
  TryPlay(*action);
}

void BattleController::PlaySelected() {
  for (const Action& a : session().legal()) {
    if (!ActionMatchesSelection(a, selection_)) continue;
    const bool untargeted = a.kind == ActionKind::kPlaySupport
                                ? (a.target == TargetKind::kNone || a.target == TargetKind::kBoard)
                                : (a.kind == ActionKind::kPlayFieldwork && a.cell == kNoCell);
    if (untargeted) {
      TryPlay(a);
      return;
    }
  }
}

void BattleController::Choose(int option) {
  for (const Action& a : session().legal()) {
    if (a.kind == ActionKind::kChoose && a.index == option) {
      TryPlay(a);
      return;
    }
  }
  Action choose;
  choose.kind = ActionKind::kChoose;
  choose.index = static_cast<std::int8_t>(option);
  TryPlay(choose);
}

void BattleController::EndTurn() {
  if (animating()) {
    playback_.Skip();
    return;
  }
  selection_ = {};
  TryPlay(Action::EndTurn());
}

bool BattleController::TryPlay(const Action& action) {
  if (IsOver(session().state())) {
    SetMessage(Tr("The battle is over."), true);
    return false;
  }
  const render::BoardView before = render::ViewOf(session().state(), session().catalog());
  const session::BattleSession::Outcome outcome = battle_->Play(action);
  if (!outcome.ok) {
    SetMessage(outcome.reason.empty() ? Tr("That cannot be done now.") : outcome.reason, true);
    return false;
  }
  sounds_.push_back("ui_confirm");
  // A played card leaves the selection; the cannon and terrain modes stay while legal.
  const bool keep = (selection_.kind == SelectionKind::kTerrain || selection_.kind == SelectionKind::kCannon) &&
                    std::any_of(session().legal().begin(), session().legal().end(),
                                [&](const Action& a) { return ActionMatchesSelection(a, selection_); });
  if (!keep) selection_ = {};
  message_.clear();
  message_error_ = false;
  // Said of the player's own move, for the rest of its turn; the end of a turn (which
  // no undo reaches anyway) leaves the line clear for the next.
  if (outcome.rolled && action.kind != ActionKind::kEndTurn) {
    SetMessage(Tr("Dice were rolled: this action cannot be undone."), false);
  }
  rest_view_ = render::ViewOf(session().state(), session().catalog());
  playing_ = PlayingText(action);
  StartPlayback(before, outcome.events);
  return true;
}

std::string PlayingText(const Action& action) {
  switch (action.kind) {
    case ActionKind::kEndTurn: return Tr("The enemy phase is playing.");
    case ActionKind::kFireCannon: return Tr("The cannon shot is playing.");
    case ActionKind::kBuildBarricade:
    case ActionKind::kDemolishBarricade: return Tr("The terrain work is playing.");
    default: return Tr("The card is playing.");
  }
}

void BattleController::StartPlayback(const render::BoardView& before, const Events& events) {
  playback_.Start(before, events, session().catalog(), rate_);
}

void BattleController::Undo() {
  if (animating()) playback_.Skip();
  if (!battle_->Undo()) {
    SetMessage(session().UndoBlockedReason(), true);
    return;
  }
  selection_ = {};
  SetMessage(Tr("Undone."), false);
  rest_view_ = render::ViewOf(session().state(), session().catalog());
}

void BattleController::Restart() {
  playback_.Skip();
  battle_->Restart();
  selection_ = {};
  SetMessage(Tr("The mission starts again: same attackers, same dice."), false);
  rest_view_ = render::ViewOf(session().state(), session().catalog());
}

void BattleController::Update(float dt, float rate) {
  rate_ = rate;
  playback_.Update(dt);
  for (std::string& s : playback_.TakeSounds()) sounds_.push_back(std::move(s));
}

std::array<render::Highlight, kCellCount> BattleController::Highlights() const {
  std::array<render::Highlight, kCellCount> out{};
  if (selection_.kind == SelectionKind::kNone || animating()) return out;
  for (const Action& a : session().legal()) {
    if (!ActionMatchesSelection(a, selection_) &&
        !(selection_.kind == SelectionKind::kBay &&
          (a.kind == ActionKind::kBuildBarricade || a.kind == ActionKind::kDemolishBarricade))) {
      continue;
    }
    for (Cell c = 0; c < kCellCount; ++c) {
      if (ActionCoversCell(a, c)) out[c] = render::Highlight::kTarget;
    }
  }
  return out;
}

bool BattleController::SelectionPlaysWithoutCell() const {
  if (selection_.kind != SelectionKind::kSupport && selection_.kind != SelectionKind::kBay) return false;
  for (const Action& a : session().legal()) {
    if (!ActionMatchesSelection(a, selection_)) continue;
    if (a.kind == ActionKind::kPlaySupport && (a.target == TargetKind::kNone || a.target == TargetKind::kBoard)) return true;
    if (a.kind == ActionKind::kPlayFieldwork && a.cell == kNoCell) return true;
  }
  return false;
}

std::vector<std::string> BattleController::TakeSounds() {
  std::vector<std::string> out;
  out.swap(sounds_);
  return out;
}

}  // namespace bc::ui
