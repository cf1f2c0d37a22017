#include "ui/battle_controller.h"
#include "ui/tr.h"

#include <algorithm>

namespace bc::ui {

bool ActionMatchesSelection(const Action& a, Selection s) {
  switch (s.kind) {
    case SelectionKind::kUnit: return a.kind == ActionKind::kPlayUnit && a.slot == s.slot;
    case SelectionKind::kSupport: return a.kind == ActionKind::kPlaySupport && a.slot == s.slot;
    case SelectionKind::kBay: return a.kind == ActionKind::kPlayFieldwork && a.slot == s.slot;
    case SelectionKind::kCannon: return a.kind == ActionKind::kFireCannon;
    case SelectionKind::kTerrain:
      return a.kind == ActionKind::kBuildBarricade || a.kind == ActionKind::kDemolishBarricade;
    case SelectionKind::kPost:
      return (a.kind == ActionKind::kOrder || a.kind == ActionKind::kStandDown) && a.index == s.slot;
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
    case SelectionKind::kPost:
      guess.kind = ActionKind::kOrder;
      guess.slot = -1;
      guess.index = static_cast<std::int8_t>(s.slot);
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

BattleController::BattleController(const session::BattleSession& battle, bool fought_once)
    : session_(&battle), fought_once_(fought_once), rest_view_(render::ViewOf(battle.state(), battle.catalog())) {}

void BattleController::SetMessage(std::string text, bool error) {
  message_ = std::move(text);
  message_error_ = error;
  if (error) sounds_.push_back("ui_error");
}

void BattleController::Select(Selection selection, Choices& out) {
  if (selection_ == selection) {
    // Choosing the same thing twice plays it when it needs no target.
    PlaySelected(out);
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

void BattleController::HandleCommand(session::BattleInput command, Choices& out) {
  if (waiting()) return;  // the screen holds commands until the reply
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
    TryPlay(discard, out);
    return;
  }
  // With a support aimed at a unit card chosen, a unit key names the unit.
  if (selection_.kind == SelectionKind::kSupport && command.command == BattleCommand::kSelectUnit) {
    for (const Action& a : session().legal()) {
      if (ActionMatchesSelection(a, selection_) && a.target == TargetKind::kUnitSlot && a.index == command.slot) {
        TryPlay(a, out);
        return;
      }
    }
  }
  switch (command.command) {
    case BattleCommand::kSelectUnit: Select({SelectionKind::kUnit, command.slot}, out); break;
    case BattleCommand::kSelectSupport: Select({SelectionKind::kSupport, command.slot}, out); break;
    case BattleCommand::kSelectBay: Select({SelectionKind::kBay, command.slot}, out); break;
    case BattleCommand::kSelectCannon: Select({SelectionKind::kCannon, -1}, out); break;
    case BattleCommand::kTerrainMode: Select({SelectionKind::kTerrain, -1}, out); break;
    case BattleCommand::kDiscardMode:
      if (session().state().cards.discard_points <= 0) {
        SetMessage(Tr("No discard points left: one more arrives at the end of the turn."), true);
      } else {
        selection_ = {SelectionKind::kDiscard, -1};
        SetMessage(Tr("Discard: press the slot's key (1-6) or click the card."), false);
      }
      break;
    case BattleCommand::kEndTurn: EndTurn(out); break;
    case BattleCommand::kUndo: AskUndo(out); break;
    case BattleCommand::kRestart: AskRestart(out); break;
    case BattleCommand::kBack: Deselect(); break;
    case BattleCommand::kClickCell: ClickCell(command.cell, out); break;
    case BattleCommand::kDeselect: Deselect(); break;
    case BattleCommand::kChoose: Choose(command.slot, out); break;
    case BattleCommand::kPlaySelected: PlaySelected(out); break;
    case BattleCommand::kNextPost:
      if (command.cell != kNoCell && PostAt(session().state(), command.cell) >= 0) {
        if (selection_ != Selection{SelectionKind::kPost, command.cell}) Select({SelectionKind::kPost, command.cell}, out);
      } else {
        SelectNextPost(out);
      }
      break;
    case BattleCommand::kStandDown: StandDownChosen(out); break;
    case BattleCommand::kThreats:
    case BattleCommand::kSpeed:
    case BattleCommand::kBegin:
    case BattleCommand::kPiles:
    case BattleCommand::kNone: break;
  }
}

void BattleController::ClickCell(Cell cell, Choices& out) {
  if (animating()) {
    playback_.Skip();
    return;
  }
  if (cell == kNoCell) return;
  const BattleState& state = session().state();
  const bool legal_here = std::any_of(session().legal().begin(), session().legal().end(), [&](const Action& a) {
    return ActionMatchesSelection(a, selection_) && ActionCoversCell(a, cell);
  });
  // A posted unit is chosen by a click on it, unless the chosen card or post has a legal
  // play on that cell (an upgrade aimed at it, say); a second click lets it go.
  if (!legal_here && PostAt(state, cell) >= 0) {
    if (selection_ == Selection{SelectionKind::kPost, cell}) {
      Deselect();
    } else {
      Select({SelectionKind::kPost, cell}, out);
    }
    return;
  }
  const std::optional<Action> action = ActionForCell(session().catalog(), state, session().legal(), selection_, cell);
  if (!action) return;  // nothing chosen: a click only looks
  TryPlay(*action, out);
}

bool BattleController::PostReady() const {
  const BattleState& state = session().state();
  for (int p = 0; p < state.cards.post_count; ++p) {
    if (!Acted(state, state.cards.posts[p])) return true;
  }
  return false;
}

void BattleController::SelectNextPost(Choices& out) {
  const BattleState& state = session().state();
  if (state.masks.posted == 0) {
    SetMessage(Tr("No unit holds a post."), true);
    return;
  }
  // The posts that can still act this turn: an order or a stand-down is still theirs
  // (one that took its post or acted this turn waits for the next; a click still shows it).
  std::uint64_t ready = 0;
  for (int p = 0; p < state.cards.post_count; ++p) {
    if (!Acted(state, state.cards.posts[p])) ready |= CellBit(state.cards.posts[p].cell);
  }
  if (ready == 0) {
    SetMessage(Tr("No post can act this turn: each took its post or its order already."), true);
    return;
  }
  // The first of them in cell order after the chosen post, wrapping.
  const int from = selection_.kind == SelectionKind::kPost ? selection_.slot : -1;
  Cell next = kNoCell;
  for (Cell c = 0; c < kCellCount && next == kNoCell; ++c) {
    if (c > from && ((ready >> c) & 1u)) next = c;
  }
  for (Cell c = 0; c < kCellCount && next == kNoCell; ++c) {
    if ((ready >> c) & 1u) next = c;
  }
  if (next == from) return;  // the only post that can act is chosen already
  Select({SelectionKind::kPost, next}, out);
}

void BattleController::StandDownChosen(Choices& out) {
  const BattleState& state = session().state();
  if (selection_.kind != SelectionKind::kPost) {
    SetMessage(state.masks.posted == 0 ? Tr("No unit holds a post.") : Tr("Choose a post first: P, or a click on it."),
               true);
    return;
  }
  Action stand;
  stand.kind = ActionKind::kStandDown;
  stand.index = static_cast<std::int8_t>(selection_.slot);
  for (const Action& a : session().legal()) {
    if (a == stand) {
      TryPlay(a, out);
      return;
    }
  }
  // Not now: the unit acted this turn, say, and the reason is the rules' own.
  std::string reason = session().Check(stand);
  if (reason.empty()) reason = Tr("It has no legal target right now.");
  SetMessage(reason, true);
}

void BattleController::PlaySelected(Choices& out) {
  for (const Action& a : session().legal()) {
    if (!ActionMatchesSelection(a, selection_)) continue;
    if (a.kind == ActionKind::kStandDown) {  // a post's PLAY IT: it stands down
      TryPlay(a, out);
      return;
    }
    const bool untargeted = a.kind == ActionKind::kPlaySupport
                                ? (a.target == TargetKind::kNone || a.target == TargetKind::kBoard)
                                : (a.kind == ActionKind::kPlayFieldwork && a.cell == kNoCell);
    if (untargeted) {
      TryPlay(a, out);
      return;
    }
  }
}

void BattleController::Choose(int option, Choices& out) {
  for (const Action& a : session().legal()) {
    if (a.kind == ActionKind::kChoose && a.index == option) {
      TryPlay(a, out);
      return;
    }
  }
  Action choose;
  choose.kind = ActionKind::kChoose;
  choose.index = static_cast<std::int8_t>(option);
  TryPlay(choose, out);
}

void BattleController::EndTurn(Choices& out) {
  if (animating()) {
    playback_.Skip();
    return;
  }
  selection_ = {};
  TryPlay(Action::EndTurn(), out);
}

void BattleController::TryPlay(const Action& action, Choices& out) {
  if (IsOver(session().state())) {
    SetMessage(Tr("The battle is over."), true);
    return;
  }
  Ask(session::BattleRequest::Play(action), out);
}

void BattleController::Ask(const session::BattleRequest& request, Choices& out) {
  pending_ = request;
  before_ = render::ViewOf(session().state(), session().catalog());
  out.battle = request;
}

void BattleController::OnReply(const session::BattleReply& reply) {
  pending_.reset();
  switch (reply.request.kind) {
    case session::BattleRequest::Kind::kPlay:
      Played(reply);
      return;
    case session::BattleRequest::Kind::kUndo:
      if (!reply.ok) {
        SetMessage(reply.reason.empty() ? Tr("That cannot be done now.") : reply.reason, true);
        return;
      }
      selection_ = {};
      SetMessage(Tr("Undone."), false);
      break;
    case session::BattleRequest::Kind::kRestart:
      selection_ = {};
      SetMessage(Tr("The mission starts again: same attackers, same dice."), false);
      break;
  }
  rest_view_ = render::ViewOf(session().state(), session().catalog());
}

void BattleController::Played(const session::BattleReply& reply) {
  if (!reply.ok) {
    SetMessage(reply.reason.empty() ? Tr("That cannot be done now.") : reply.reason, true);
    return;
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
  if (reply.rolled && reply.request.action.kind != ActionKind::kEndTurn) {
    SetMessage(Tr("Dice were rolled: this action cannot be undone."), false);
  }
  rest_view_ = render::ViewOf(session().state(), session().catalog());
  playing_ = PlayingText(reply.request.action);
  playback_.Start(before_, reply.events, session().catalog(), rate_);
}

std::string PlayingText(const Action& action) {
  switch (action.kind) {
    case ActionKind::kEndTurn: return Tr("The enemy phase is playing.");
    case ActionKind::kFireCannon: return Tr("The cannon shot is playing.");
    case ActionKind::kBuildBarricade:
    case ActionKind::kDemolishBarricade: return Tr("The terrain work is playing.");
    case ActionKind::kOrder: return Tr("The order is playing.");
    case ActionKind::kStandDown: return Tr("The stand-down is playing.");
    default: return Tr("The card is playing.");
  }
}

void BattleController::AskUndo(Choices& out) {
  if (animating()) playback_.Skip();
  if (!session().CanUndo()) {
    SetMessage(session().UndoBlockedReason(), true);
    return;
  }
  Ask(session::BattleRequest::Undo(), out);
}

void BattleController::AskRestart(Choices& out) {
  if (fought_once_) {
    // A field run's siege is fought once: a loss ends the run (docs/campaign.md).
    SetMessage(Tr("A field run's siege is fought once: it cannot be started again."), true);
    return;
  }
  playback_.Skip();
  Ask(session::BattleRequest::Restart(), out);
}

void BattleController::Update(float dt, float rate) {
  rate_ = rate;
  playback_.Update(dt);
  for (std::string& s : playback_.TakeSounds()) sounds_.push_back(std::move(s));
}

namespace {

// A play that hits an area the player picks by any of its cells (a segment, a range band).
bool IsAreaPlay(const Action& a) {
  return a.kind == ActionKind::kPlaySupport && (a.target == TargetKind::kSegment || a.target == TargetKind::kRange);
}

}  // namespace

std::vector<std::uint64_t> BattleController::Areas(Cell hover, std::uint64_t& hovered) const {
  std::vector<std::uint64_t> out;
  hovered = 0;
  if (selection_.kind == SelectionKind::kNone || animating()) return out;
  for (const Action& a : session().legal()) {
    if (!IsAreaPlay(a) || !ActionMatchesSelection(a, selection_)) continue;
    std::uint64_t mask = 0;
    for (Cell c = 0; c < kCellCount; ++c) {
      if (ActionCoversCell(a, c)) mask |= std::uint64_t{1} << c;
    }
    if (mask == 0) continue;
    out.push_back(mask);
    if (hover >= 0 && hover < kCellCount && ((mask >> hover) & 1u) != 0) hovered = mask;
  }
  return out;
}

std::array<render::Highlight, kCellCount> BattleController::Highlights() const {
  std::array<render::Highlight, kCellCount> out{};
  if (selection_.kind == SelectionKind::kNone || animating()) return out;
  for (const Action& a : session().legal()) {
    if (IsAreaPlay(a)) continue;  // outlined as an area (Areas)
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
  if (selection_.kind == SelectionKind::kPost) {
    return std::any_of(session().legal().begin(), session().legal().end(), [&](const Action& a) {
      return a.kind == ActionKind::kStandDown && a.index == selection_.slot;
    });
  }
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
