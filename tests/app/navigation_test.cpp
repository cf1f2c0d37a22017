#include <catch2/catch.hpp>

#include "ui/screen.h"
#include "ui/title_screen.h"

using namespace bc::ui;

TEST_CASE("PLAY leads from the title to operations, and a launch to the battle", "[app][navigation]") {
  std::vector<ScreenId> stack = {ScreenId::kTitle};
  stack = NextStack(stack, NavForTitleChoice(TitleChoice::kPlay));
  CHECK(stack == std::vector<ScreenId>{ScreenId::kTitle, ScreenId::kOperations});
  stack = NextStack(stack, NavRequest::Push(ScreenId::kBattle));
  CHECK(stack.back() == ScreenId::kBattle);
  stack = NextStack(stack, NavRequest::Pop());
  CHECK(stack.back() == ScreenId::kOperations);
}

TEST_CASE("SETTINGS opens settings, RELAX and PREPARE their hubs, and HOW TO PLAY the reference", "[app][navigation]") {
  CHECK(NavForTitleChoice(TitleChoice::kRelax) == NavRequest::Push(ScreenId::kRelax));
  CHECK(NavForTitleChoice(TitleChoice::kPrepare) == NavRequest::Push(ScreenId::kPrepare));
  CHECK(NavForTitleChoice(TitleChoice::kSettings) == NavRequest::Push(ScreenId::kSettings));
  CHECK(NavForTitleChoice(TitleChoice::kHowTo) == NavRequest::Push(ScreenId::kHowTo));
  CHECK(NavForTitleChoice(TitleChoice::kResume) == NavRequest::Push(ScreenId::kBattle));
}

TEST_CASE("backing out of the title, or quitting, empties the stack and ends the game", "[app][navigation]") {
  CHECK(NextStack({ScreenId::kTitle}, NavRequest::Pop()).empty());
  CHECK(NextStack({ScreenId::kTitle, ScreenId::kBattle}, NavForTitleChoice(TitleChoice::kQuit)).empty());
}

TEST_CASE("replace swaps the top screen, and reset returns to the title first", "[app][navigation]") {
  const std::vector<ScreenId> stack = {ScreenId::kTitle, ScreenId::kOperations, ScreenId::kBattle};
  CHECK(NextStack(stack, NavRequest::Replace(ScreenId::kBattle)) == stack);
  CHECK(NextStack(stack, NavRequest::Reset(ScreenId::kSettings)) ==
        std::vector<ScreenId>{ScreenId::kTitle, ScreenId::kSettings});
  CHECK(NextStack(stack, NavRequest::Reset(ScreenId::kTitle)) == std::vector<ScreenId>{ScreenId::kTitle});
}

TEST_CASE("every screen name given to --screen round-trips", "[app][navigation]") {
  for (int i = 0; i < kScreenIdCount; ++i) {
    const auto id = static_cast<ScreenId>(i);
    CHECK(ParseScreenId(ScreenName(id)) == id);
  }
  CHECK_FALSE(ParseScreenId("casino").has_value());
}
