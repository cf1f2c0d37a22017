#include "ui/first_tips.h"

#include <algorithm>

#include "ui/tr.h"

namespace bc::ui {

const std::vector<FirstTip>& FirstTips() {
  static const std::vector<FirstTip> kTips = {
      {"hero", N_("A HERO"),
       N_("A hero chooses one ability each turn and shows it on its token before you end yours. Its tooltip says "
          "what the ability will do, in numbers. A wall does not hold it for long.")},
      {"contact", N_("AN UNKNOWN CONTACT"),
       N_("A sensor return: its cell is known, its type and strength are not. A watchman post, sentry gun or posted "
          "unit on or next to it, a scan, an engagement (a post's included) or range 1 reveals it.")},
      {"demolition_charge", N_("A DEMOLITION CHARGE"),
       N_("Its number counts down at each turn's end. At 0 it blows up every barricade and fieldwork that can be "
          "destroyed on its cell and the eight around it. Attackers are not hurt; nothing is built on its cell "
          "meanwhile.")},
      {"lane", N_("A LANE"),
       N_("A route the mission marks on the board. An attacker that follows a lane steps along it to the base "
          "instead of taking the nearest path; a barricade on the lane is bashed like any other.")},
      {"splitter", N_("A SPLITTER"),
       N_("Destroyed, it comes apart: its pieces land on its cell and the free cell beside it farthest from the base, "
          "at full health. The kill chance in the preview is for the whole, not the pieces.")},
  };
  return kTips;
}

std::vector<const FirstTip*> NewTips(const render::BoardView& view, const Catalog& catalog,
                                     const std::set<std::string>& seen) {
  bool hero = false;
  bool contact = false;
  bool splitter = false;
  bool lane = false;
  for (const render::ViewAttacker& a : view.attackers) {
    if (a.contact) {
      contact = true;
      continue;
    }
    lane = lane || a.lane != 0;
    if (a.enemy >= catalog.enemies.size()) continue;
    const EnemyDef& def = catalog.enemies[a.enemy];
    hero = hero || def.IsHero();
    splitter = splitter || def.split.enabled;
  }
  lane = lane || std::any_of(view.pending_lane.begin(), view.pending_lane.end(), [](std::uint8_t l) { return l != 0; });
  const bool charge = !view.traps.empty();
  std::vector<const FirstTip*> out;
  for (const FirstTip& tip : FirstTips()) {
    const std::string id = tip.id;
    const bool present = (id == "hero" && hero) || (id == "contact" && contact) ||
                         (id == "demolition_charge" && charge) || (id == "lane" && lane) ||
                         (id == "splitter" && splitter);
    if (present && seen.count(id) == 0) out.push_back(&tip);
  }
  return out;
}

}  // namespace bc::ui
