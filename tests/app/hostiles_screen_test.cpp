// HOSTILES, the archive of attacker types: every type of the catalogue listed, the met
// ones in full (stats, behaviour made from the data, the missions that send them), the
// others redacted; Up and Down choose, Esc is left to the shell (back).
#include <catch2/catch.hpp>

#include <algorithm>

#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "ui/hostiles_screen.h"

using namespace bc;
using namespace bc::ui;

namespace {

const Catalog& GameCatalog() {
  static const Catalog catalog = [] {
    const data::CatalogLoad load = data::LoadCatalog(data::DefaultDataDir());
    REQUIRE(load.ok());
    return load.catalog;
  }();
  return catalog;
}

const HostileEntry& Entry(const std::vector<HostileEntry>& entries, const Catalog& catalog, const char* id) {
  const int i = catalog.FindEnemy(id);
  REQUIRE(i >= 0);
  return entries[static_cast<std::size_t>(i)];
}

}  // namespace

TEST_CASE("Hostiles archive: every type is listed, the unmet ones redacted", "[app][hostiles]") {
  const Catalog& catalog = GameCatalog();
  Profile profile;
  profile.hostiles_met = {"aegis_warden", "black_star_initiate"};
  const std::vector<HostileEntry> entries = HostileEntries(catalog, profile);
  REQUIRE(entries.size() == catalog.enemies.size());

  const HostileEntry& warden = Entry(entries, catalog, "aegis_warden");
  CHECK(warden.met);
  CHECK(warden.name == "AEGIS WARDEN");
  CHECK(warden.sprite == "sprites/enemies/aegis_warden.png");
  CHECK(warden.stats == "3 HP  +3 SHIELD  1 ATK  2 FP  0 EVA  BREACH 2  1 CELL A TURN");
  bool shield_line = false;
  for (const std::string& line : warden.behaviour) shield_line = shield_line || line.rfind("Shield 3", 0) == 0;
  CHECK(shield_line);
  // The missions that send it, by name, SCREE FIELD among them.
  CHECK(std::find(warden.missions.begin(), warden.missions.end(), "SCREE FIELD") != warden.missions.end());

  const HostileEntry& brute = Entry(entries, catalog, "ironclad_brute");
  CHECK_FALSE(brute.met);
  CHECK(brute.name == "REDACTED");
  CHECK(brute.sprite == "sprites/ui/hostile_redacted.png");
  CHECK(brute.stats.empty());
  CHECK(brute.missions.empty());
  REQUIRE(brute.behaviour.size() == 1);
  CHECK(brute.behaviour[0].find("Behemoth") == std::string::npos);  // nothing of its data leaks

  // The archive opens on the first type met.
  CHECK(FirstMetRow(entries) == std::min(catalog.FindEnemy("aegis_warden"), catalog.FindEnemy("black_star_initiate")));
  CHECK(FirstMetRow(HostileEntries(catalog, Profile{})) == 0);
}

TEST_CASE("Hostiles archive: Up and Down choose a row within the list, and Esc is not the screen's",
          "[app][hostiles]") {
  UiContext context;
  context.catalog = &GameCatalog();
  HostilesScreen screen;
  Choices out;
  CHECK(screen.OnKey({session::Key::kUp, false, false}, context, out));  // no profile: from the first row
  CHECK(screen.selected() == 0);
  CHECK(screen.OnKey({session::Key::kDown, false, false}, context, out));
  CHECK(screen.OnKey({session::Key::kDown, false, false}, context, out));
  CHECK(screen.selected() == 2);
  for (std::size_t i = 0; i < context.catalog->enemies.size() + 3; ++i) {
    screen.OnKey({session::Key::kDown, false, false}, context, out);
  }
  CHECK(screen.selected() == static_cast<int>(context.catalog->enemies.size()) - 1);
  CHECK_FALSE(screen.OnKey({session::Key::kEscape, false, false}, context, out));  // the shell pops
  CHECK(out.nav.kind == NavRequest::Kind::kNone);
}

TEST_CASE("Hostiles archive: with the operations, a type's missions are listed in the order they are played",
          "[app][hostiles]") {
  const Catalog& catalog = GameCatalog();
  data::LoadErrors errors;
  const Campaigns campaigns = data::LoadCampaigns(data::DefaultDataDir(), catalog, errors);
  REQUIRE(errors.empty());
  Profile profile;
  profile.hostiles_met = {"aegis_warden", "black_star_initiate"};
  const std::vector<HostileEntry> entries = HostileEntries(catalog, profile, &campaigns);
  const std::vector<std::string>& warden = Entry(entries, catalog, "aegis_warden").missions;
  const auto at = [&](const std::vector<std::string>& names, const char* name) {
    const auto it = std::find(names.begin(), names.end(), name);
    REQUIRE(it != names.end());
    return it - names.begin();
  };
  // Dust Season, then Long Night, then Annual Review, whatever the files' order.
  CHECK(at(warden, "SCREE FIELD") < at(warden, "MORNING IS SCHEDULED"));
  CHECK(at(warden, "MORNING IS SCHEDULED") < at(warden, "DEAD AIR"));
  const std::vector<std::string>& initiate = Entry(entries, catalog, "black_star_initiate").missions;
  CHECK(initiate.front() == "BREACH DRILL");
  // Skirmishes, in no operation, come after every operation's missions.
  CHECK(at(initiate, "THE AUDIT") < at(initiate, "FIRST CONTACT"));
  // Without the operations: the catalogue's order, the same names.
  std::vector<std::string> plain = Entry(HostileEntries(catalog, profile), catalog, "black_star_initiate").missions;
  std::vector<std::string> ordered = initiate;
  std::sort(plain.begin(), plain.end());
  std::sort(ordered.begin(), ordered.end());
  CHECK(plain == ordered);
}
