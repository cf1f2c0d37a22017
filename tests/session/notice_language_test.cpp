// The session's notices in the player's language: with the Russian catalogue set, the
// --actions refusal is a Russian sentence around the action as it was typed.
#include <catch2/catch.hpp>

#include "app_fixture.h"
#include "in_language.h"
#include "session/battle_service.h"

using namespace bc;
using namespace bc::session;
using namespace app_fixture;
using in_language::HasCyrillic;
using in_language::HasLatin;
using in_language::InLanguage;

namespace {

std::string Without(std::string text, const std::string& part) {
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part)) text.erase(at, part.size());
  return text;
}

}  // namespace

TEST_CASE("In Russian, an --actions entry that is refused is reported in Russian", "[app][battle_service][i18n]") {
  const Catalog catalog = MakeCatalog();
  const auto dir = ScratchDir("service_actions_ru");
  BattleLaunch launch;
  launch.mission = kRush;
  launch.seed = 4;
  InLanguage russian("ru");
  REQUIRE(russian.ok);

  SECTION("not an action at all") {
    launch.actions = {"end_turn", "dance"};
    const BattleStart start = StartBattle(catalog, "", nullptr, dir, launch);
    REQUIRE(start.notices.size() == 1);
    const std::string& notice = start.notices[0];
    INFO(notice);
    CHECK(notice.rfind("--actions: ", 0) == 0);
    CHECK(notice.find("dance") != std::string::npos);
    CHECK(HasCyrillic(notice));
    // Only the option and the action as typed stay in Latin letters.
    CHECK_FALSE(HasLatin(Without(Without(notice, "--actions"), "dance")));
  }
  SECTION("an action the rules refuse") {
    launch.actions = {"fire H1"};  // empty ground
    const BattleStart start = StartBattle(catalog, "", nullptr, dir, launch);
    REQUIRE(start.notices.size() == 1);
    const std::string& notice = start.notices[0];
    INFO(notice);
    CHECK(notice.find("fire H1") != std::string::npos);
    CHECK(notice.find("was refused") == std::string::npos);
    CHECK(HasCyrillic(Without(Without(notice, "--actions"), "fire H1")));
  }
}
