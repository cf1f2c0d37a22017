#include <catch2/catch.hpp>

#include <limits>

#include "session/notice_board.h"

using bc::session::NoticeBoard;

TEST_CASE("a notice shows for its time, once, and then goes", "[app][notices]") {
  NoticeBoard board;
  board.Add("The siege could not be saved.");
  board.Add("The siege could not be saved.");
  board.Add("Data reloaded.");
  CHECK(board.Lines() == std::vector<std::string>{"The siege could not be saved.", "Data reloaded."});
  board.Age(NoticeBoard::kSeconds - 1.0f);
  CHECK(board.Lines().size() == 2);
  board.Age(1.0f);
  CHECK(board.Lines().empty());
}

TEST_CASE("the notice board says when its next line goes, so that an idle screen wakes for it", "[app][notices]") {
  NoticeBoard board;
  CHECK(board.SecondsToNextChange() == std::numeric_limits<double>::infinity());
  board.Add("Data reloaded.");
  board.Age(4.0f);
  board.Add("The siege could not be saved.");
  CHECK(board.SecondsToNextChange() == Approx(NoticeBoard::kSeconds - 4.0f));
  board.Age(NoticeBoard::kSeconds - 4.0f);
  CHECK(board.SecondsToNextChange() == Approx(4.0f));
}
