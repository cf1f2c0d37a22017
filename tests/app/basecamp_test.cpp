// The Basecamp says what the credits buy: each card for sale with its text under its
// name, and each rank-up with what the rank gives, stat by stat.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "app/game_data.h"
#include "app/headless_ui.h"
#include "app/screen_setup.h"
#include "app/text_probe.h"
#include "session/app_fixture.h"
#include "ui/basecamp_screen.h"
#include "ui/rank_gains.h"

using namespace bc;

namespace {

// A unit card whose ranks change one stat more each step.
CardDef Climber() {
  CardDef card;
  card.id = "climber";
  card.family = CardFamily::kUnit;
  RankProfile p;
  p.attack = 1;
  p.firepower = 2;
  p.health = 4;
  p.crit_chance = 10;
  p.miss_chance = 15;
  p.ranges = 0b011;
  card.ranks[0] = p;
  p.health = 6;  // rank 2: HP only
  card.ranks[1] = p;
  p.firepower = 3;
  p.evasion = 1;
  p.miss_chance = 10;  // rank 3: firepower, evasion, HP, miss chance
  p.health = 8;
  card.ranks[2] = p;
  p.attack = 2;
  p.crit_chance = 15;
  p.crit_bonus = 1;
  p.ranges = 0b111;  // rank 4: attack, criticals, range
  card.ranks[3] = p;
  return card;
}

}  // namespace

TEST_CASE("Basecamp: a rank says what it gives over the rank below, stat by stat", "[app][basecamp]") {
  const CardDef card = Climber();
  CHECK(ui::RankGains(card, 2) == std::vector<std::string>{"HP +2"});
  CHECK(ui::RankGains(card, 3) == std::vector<std::string>{"firepower +1", "evasion +1", "HP +2", "miss chance -5%"});
  CHECK(ui::RankGains(card, 4) ==
        std::vector<std::string>{"attack +1", "critical chance +5%", "critical damage +1", "range 1 2 → 1-3"});
  CHECK(ui::RankGainText(card, 2) == "Rank 2: HP +2.");
  CHECK(ui::RankGainText(card, 4) == "Rank 4: attack +1, critical chance +5%, critical damage +1, range 1 2 → 1-3.");
  // No rank below the first or past the last; a card that is no unit has no ranks.
  CHECK(ui::RankGains(card, 1).empty());
  CHECK(ui::RankGains(card, kMaxRank + 1).empty());
  CardDef same = card;
  same.ranks[1] = same.ranks[0];
  CHECK(ui::RankGainText(same, 2) == "Rank 2 changes no stat.");
  CardDef support = card;
  support.family = CardFamily::kSupport;
  CHECK(ui::RankGains(support, 2).empty());
  // Every unit card of the game gains something at every rank.
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  for (const CardDef& c : data.catalog().cards) {
    if (c.family != CardFamily::kUnit) continue;
    for (int rank = 2; rank <= kMaxRank; ++rank) {
      INFO(c.id << " rank " << rank);
      CHECK_FALSE(ui::RankGains(c, rank).empty());
    }
  }
}

TEST_CASE("Basecamp: the unlock list shows each card's text under its name", "[app][basecamp]") {
  headless::Headless ui;
  session::NoticeBoard notices;
  app::GameData data;
  data.Load(nullptr, notices);
  screen_setup::OpenScreen open(ui, data, app_fixture::ScratchDir("basecamp_texts"), ui::ScreenId::kBasecamp);
  open.Settle();
  const std::vector<int> sale = ui::CardsForSale(data.catalog(), open.profile.profile());
  REQUIRE_FALSE(sale.empty());
  // The cheapest card, at the top of the list: its name, then the start of its text.
  const CardDef& first = data.catalog().cards[static_cast<std::size_t>(sale.front())];
  REQUIRE(first.text.size() > 12u);
  bool named = false;
  bool told = false;
  for (const text_probe::Run& run : text_probe::Runs()) {
    if (run.window.find("##sale") == std::string::npos) continue;
    named = named || run.text == first.name;
    told = told || (run.text.size() >= 8u && first.text.rfind(run.text, 0) == 0);
  }
  INFO(first.id << ": " << first.text);
  CHECK(named);
  CHECK(told);
}
