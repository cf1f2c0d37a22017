// The text form of actions (format in action.h): written by ActionToString, read by
// ParseAction, so that ParseAction(ActionToString(a)) == a for every well-formed action.
#include <array>
#include <charconv>
#include <vector>

#include "basecommand/action.h"

namespace bc {

namespace {

std::string Slot(int zero_based) { return std::to_string(zero_based + 1); }

std::string TargetText(const Action& a) {
  switch (a.target) {
    case TargetKind::kNone:
      return "";
    case TargetKind::kCell:
      return std::string(" ").append(CellName(a.cell));
    case TargetKind::kSegment:
      return " segment " + std::string(SegmentName(static_cast<Segment>(a.index)));
    case TargetKind::kRange:
      return " range " + std::to_string(a.index);
    case TargetKind::kBoard:
      return " board";
    case TargetKind::kQuadrant:
      return " quadrant " + std::string(QuadrantName(static_cast<Quadrant>(a.index)));
    case TargetKind::kUnitSlot:
      return " unit " + Slot(a.index);
    case TargetKind::kPost:
      return " post " + CellName(a.cell);
  }
  return "";
}

std::vector<std::string_view> Words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

std::optional<int> Number(std::string_view word, int low, int high) {
  int value = 0;
  const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc() || end != word.data() + word.size()) return std::nullopt;
  if (value < low || value > high) return std::nullopt;
  return value;
}

// Parses a support's target from words[from..]: "", CELL, "segment S", "range N",
// "board", "quadrant Q", "unit N".
bool ParseTarget(const std::vector<std::string_view>& w, std::size_t from, Action& a) {
  const std::size_t n = w.size() - from;
  if (n == 0) return true;
  if (n == 1) {
    if (w[from] == "board") {
      a.target = TargetKind::kBoard;
      return true;
    }
    const auto cell = ParseCell(w[from]);
    if (!cell) return false;
    a.target = TargetKind::kCell;
    a.cell = *cell;
    return true;
  }
  if (n != 2) return false;
  const std::string_view kind = w[from];
  const std::string_view value = w[from + 1];
  if (kind == "segment") {
    const auto s = ParseSegment(value);
    if (!s) return false;
    a.target = TargetKind::kSegment;
    a.index = static_cast<std::int8_t>(*s);
  } else if (kind == "range") {
    const auto r = Number(value, 1, 3);
    if (!r) return false;
    a.target = TargetKind::kRange;
    a.index = static_cast<std::int8_t>(*r);
  } else if (kind == "quadrant") {
    const auto q = ParseQuadrant(value);
    if (!q) return false;
    a.target = TargetKind::kQuadrant;
    a.index = static_cast<std::int8_t>(*q);
  } else if (kind == "post") {
    const auto cell = ParseCell(value);
    if (!cell) return false;
    a.target = TargetKind::kPost;
    a.cell = *cell;
  } else if (kind == "unit") {
    const auto u = Number(value, 1, 3);
    if (!u) return false;
    a.target = TargetKind::kUnitSlot;
    a.index = static_cast<std::int8_t>(*u - 1);
  } else {
    return false;
  }
  return true;
}

}  // namespace

std::string ActionToString(const Action& a) {
  switch (a.kind) {
    case ActionKind::kEndTurn:
      return "end_turn";
    case ActionKind::kFireCannon:
      return "fire " + CellName(a.cell);
    case ActionKind::kBuildBarricade:
      return "build " + CellName(a.cell);
    case ActionKind::kDemolishBarricade:
      return "demolish " + CellName(a.cell);
    case ActionKind::kPlayUnit:
      return "unit " + Slot(a.slot) + " " + CellName(a.cell);
    case ActionKind::kPlaySupport:
      return "support " + Slot(a.slot) + TargetText(a);
    case ActionKind::kPlayFieldwork:
      return "fieldwork " + Slot(a.slot) +
             (a.cell == kNoCell ? std::string() : std::string(" ").append(CellName(a.cell)));
    case ActionKind::kDiscard:
      return std::string("discard ") + (a.rail == Rail::kUnit ? "unit " : "support ") +
             Slot(a.slot);
    case ActionKind::kChoose:
      return "choose " + Slot(a.index);
    case ActionKind::kOrder:
      return "order " + CellName(a.index) + " " + CellName(a.cell);
    case ActionKind::kStandDown:
      return "stand_down " + CellName(a.index);
  }
  return "?";
}

std::optional<Action> ParseAction(std::string_view text) {
  const auto w = Words(text);
  if (w.empty()) return std::nullopt;
  const std::string_view verb = w[0];
  Action a;
  if (verb == "end_turn" || verb == "end") {
    if (w.size() != 1) return std::nullopt;
    return Action::EndTurn();
  }
  if (verb == "fire" || verb == "build" || verb == "demolish") {
    if (w.size() != 2) return std::nullopt;
    const auto cell = ParseCell(w[1]);
    if (!cell) return std::nullopt;
    if (verb == "fire") return Action::Fire(*cell);
    if (verb == "build") return Action::Build(*cell);
    return Action::Demolish(*cell);
  }
  if (verb == "choose") {
    if (w.size() != 2) return std::nullopt;
    const auto option = Number(w[1], 1, 99);
    if (!option) return std::nullopt;
    a.kind = ActionKind::kChoose;
    a.index = static_cast<std::int8_t>(*option - 1);
    return a;
  }
  if (verb == "order" || verb == "stand_down") {
    if (w.size() != (verb == "order" ? 3u : 2u)) return std::nullopt;
    const auto post = ParseCell(w[1]);
    if (!post) return std::nullopt;
    a.kind = verb == "order" ? ActionKind::kOrder : ActionKind::kStandDown;
    a.index = static_cast<std::int8_t>(*post);
    if (verb == "stand_down") return a;
    const auto cell = ParseCell(w[2]);
    if (!cell) return std::nullopt;
    a.cell = *cell;
    return a;
  }
  if (verb == "discard") {
    if (w.size() != 3) return std::nullopt;
    if (w[1] != "unit" && w[1] != "support") return std::nullopt;
    const auto slot = Number(w[2], 1, 3);
    if (!slot) return std::nullopt;
    a.kind = ActionKind::kDiscard;
    a.rail = w[1] == "unit" ? Rail::kUnit : Rail::kSupport;
    a.slot = static_cast<std::int8_t>(*slot - 1);
    return a;
  }
  if (verb != "unit" && verb != "support" && verb != "fieldwork") return std::nullopt;
  if (w.size() < 2) return std::nullopt;
  const auto slot = Number(w[1], 1, verb == "fieldwork" ? 2 : 3);
  if (!slot) return std::nullopt;
  a.slot = static_cast<std::int8_t>(*slot - 1);
  if (verb == "unit") {
    if (w.size() != 3) return std::nullopt;
    const auto cell = ParseCell(w[2]);
    if (!cell) return std::nullopt;
    a.kind = ActionKind::kPlayUnit;
    a.cell = *cell;
    return a;
  }
  if (verb == "fieldwork") {
    a.kind = ActionKind::kPlayFieldwork;
    if (w.size() == 2) return a;
    if (w.size() != 3) return std::nullopt;
    const auto cell = ParseCell(w[2]);
    if (!cell) return std::nullopt;
    a.cell = *cell;
    return a;
  }
  a.kind = ActionKind::kPlaySupport;
  if (!ParseTarget(w, 2, a)) return std::nullopt;
  return a;
}

}  // namespace bc
