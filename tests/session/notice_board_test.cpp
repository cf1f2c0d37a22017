#include <catch2/catch.hpp>

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
