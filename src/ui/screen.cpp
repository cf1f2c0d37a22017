#include "ui/screen.h"

#include <array>

namespace bc::ui {

namespace {
constexpr std::array<const char*, kScreenIdCount> kNames = {
    "title",   "operations", "battle",   "settings", "howto",   "cinema", "prepare",
    "relax",   "basecamp",   "cards",    "deckbuilder", "dossier", "stats", "archive",
    "hostiles", "run"};
}  // namespace

const char* ScreenName(ScreenId id) { return kNames[static_cast<int>(id)]; }

std::optional<ScreenId> ParseScreenId(std::string_view name) {
  for (int i = 0; i < kScreenIdCount; ++i) {
    if (name == kNames[i]) return static_cast<ScreenId>(i);
  }
  return std::nullopt;
}

std::vector<ScreenId> NextStack(std::vector<ScreenId> stack, NavRequest request) {
  switch (request.kind) {
    case NavRequest::Kind::kNone:
      break;
    case NavRequest::Kind::kPush:
      stack.push_back(request.target);
      break;
    case NavRequest::Kind::kPop:
      if (!stack.empty()) stack.pop_back();
      break;
    case NavRequest::Kind::kReplace:
      if (!stack.empty()) stack.pop_back();
      stack.push_back(request.target);
      break;
    case NavRequest::Kind::kReset:
      stack.clear();
      if (request.target != ScreenId::kTitle) stack.push_back(ScreenId::kTitle);
      stack.push_back(request.target);
      break;
    case NavRequest::Kind::kQuit:
      stack.clear();
      break;
  }
  return stack;
}

}  // namespace bc::ui
