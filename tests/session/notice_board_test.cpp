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

TEST_CASE("a lasting notice stays however long it shows, once, until it is dismissed", "[app][notices]") {
  NoticeBoard board;
  board.AddLasting({"Your profile was damaged.", "profile.json: line 1"});
  board.AddLasting({"Your profile was damaged.", "profile.json: line 1"});
  board.Add("Data reloaded.");
  board.Age(NoticeBoard::kSeconds * 100.0f);
  CHECK(board.Lines().empty());
  REQUIRE(board.lasting().size() == 1);
  CHECK(board.lasting()[0].details == "profile.json: line 1");
  board.Dismiss(3);  // no such notice: nothing goes
  CHECK(board.lasting().size() == 1);
  board.Dismiss(0);
  CHECK(board.lasting().empty());
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
