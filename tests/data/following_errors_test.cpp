// Errors that only follow from an earlier one (data/load_error.h, MarkFollowingErrors and
// ReportLines): a report leads with the root cause and counts what follows from it, and
// every independent error is still reported as a root.
#include <algorithm>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "temp_data.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace following_errors_test {

using bc::test::Dump;
using bc::test::HasError;
using bc::test::TempData;
using json = nlohmann::json;
using namespace bc;

namespace {

// True when some root error (one that does not follow from another) matches, as HasError.
bool HasRoot(const data::LoadErrors& errors, const std::string& file, const std::string& path,
             const std::string& reason) {
  data::LoadErrors roots;
  for (const data::LoadError& e : errors) {
    if (!e.follows) roots.push_back(e);
  }
  return HasError(roots, file, path, reason);
}

std::size_t Following(const data::LoadErrors& errors) {
  return errors.size() - data::RootErrorCount(errors);
}

// The catalog and the operations, into one list, as validate loads them.
data::LoadErrors LoadAll(const std::filesystem::path& dir) {
  data::CatalogLoad load = data::LoadCatalog(dir);
  data::LoadCampaigns(dir, load.catalog, load.errors);
  return load.errors;
}

// A copy of the game's own data folder.
void CopyGameData(const TempData& d) {
  std::filesystem::copy(std::filesystem::path(BC_SOURCE_DIR) / "data", d.path(),
                        std::filesystem::copy_options::recursive |
                            std::filesystem::copy_options::overwrite_existing);
}

// data_min with the first enemy ("grunt") renamed to the third's id ("flyer"): the third
// is a duplicate, and the four mentions of "grunt" (the splitter's replicate.into, three
// in the missions) name nothing.
void RenameGruntToFlyer(const TempData& d) {
  json enemies = json::parse(test::ReadText(d.path() / "enemies/test_enemies.json"));
  REQUIRE(enemies["enemies"][0]["id"] == "grunt");
  REQUIRE(enemies["enemies"][2]["id"] == "flyer");
  enemies["enemies"][0]["id"] = "flyer";
  d.Write("enemies/test_enemies.json", enemies.dump(2));
}

}  // namespace

TEST_CASE("Following errors: a duplicate enemy id and the id it hid are each reported once", "[data][errors]") {
  TempData d;
  RenameGruntToFlyer(d);
  const data::LoadErrors errors = LoadAll(d.path());
  INFO(Dump(errors));
  CHECK(data::RootErrorCount(errors) == 2);
  CHECK(HasRoot(errors, "enemies/test_enemies.json", "/enemies/2/id", "duplicate enemy id \"flyer\"; first defined at"));
  // The first mention of "grunt" is the root; the three after it follow.
  CHECK(HasRoot(errors, "enemies/test_enemies.json", "/enemies/1/replicate/into", "unknown enemy \"grunt\""));
  CHECK(HasError(errors, "missions/test_missions.json", "/missions/0/schedule/1/enemy", "unknown enemy \"grunt\""));
  CHECK(Following(errors) == 3);
  const std::vector<std::string> lines = data::ReportLines(errors, d.path(), false, " (--all)");
  REQUIRE(lines.size() == 3);
  // Both roots, top to bottom in their file (line 23, then line 38).
  CHECK(lines[0].find("/enemies/1/replicate/into: unknown enemy \"grunt\"") != std::string::npos);
  CHECK(lines[1].find("/enemies/2/id: duplicate enemy id") != std::string::npos);
  CHECK(lines[2] == "3 further errors follow from the ones above and are not shown (--all)");
  // Asked for, they are listed after the roots, each saying so.
  const std::vector<std::string> all = data::ReportLines(errors, d.path(), true);
  REQUIRE(all.size() == 5);
  for (std::size_t i = 2; i < all.size(); ++i) {
    CHECK(all[i].find("missions/test_missions.json:") != std::string::npos);
    CHECK(all[i].find("unknown enemy \"grunt\"") != std::string::npos);
    CHECK(all[i].size() > 29);
    CHECK(all[i].compare(all[i].size() - 29, 29, "(follows from an error above)") == 0);
  }
}

TEST_CASE("Following errors: independent mistakes are all reported beside a knock-on chain", "[data][errors]") {
  TempData d;
  RenameGruntToFlyer(d);
  d.Patch("enemies/test_enemies.json", "\"health\": 3", "\"health\": \"lots\"");
  d.Patch("missions/test_missions.json", "\"enemy\": \"splitter\"", "\"enemy\": \"spliter\"");
  const data::LoadErrors errors = LoadAll(d.path());
  INFO(Dump(errors));
  CHECK(data::RootErrorCount(errors) == 4);
  CHECK(HasRoot(errors, "enemies/test_enemies.json", "/enemies/2/id", "duplicate enemy id"));
  CHECK(HasRoot(errors, "enemies/test_enemies.json", "/enemies/0/health", "must be an integer"));
  CHECK(HasRoot(errors, "enemies/test_enemies.json", "/enemies/1/replicate/into", "unknown enemy \"grunt\""));
  CHECK(HasRoot(errors, "missions/test_missions.json", "/missions/0/schedule/2/enemy", "unknown enemy \"spliter\""));
  CHECK(Following(errors) == 3);
}

TEST_CASE("Following errors: a data file whose root is not an object is one root and its knock-ons are counted", "[data][errors]") {
  TempData d;
  d.Write("enemies/test_enemies.json", "[]");
  const data::LoadErrors errors = LoadAll(d.path());
  INFO(Dump(errors));
  REQUIRE(data::RootErrorCount(errors) == 1);
  CHECK(HasRoot(errors, "enemies/test_enemies.json", "", "must be an object"));
  // Every mission's mention of an enemy follows from it.
  CHECK(Following(errors) == 5);
  for (const data::LoadError& e : errors) {
    if (e.follows) CHECK(e.reason.rfind("unknown enemy", 0) == 0);
  }
  const std::vector<std::string> lines = data::ReportLines(errors, d.path(), false);
  REQUIRE(lines.size() == 2);
  CHECK(lines[1] == "5 further errors follow from the ones above and are not shown");
}

TEST_CASE("Following errors: broken enemy files come first and the achievements they orphan follow", "[data][errors][campaign]") {
  TempData d("");
  CopyGameData(d);
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(d.path() / "enemies")) {
    if (entry.path().extension() != ".json") continue;
    d.Write("enemies/" + entry.path().filename().string(), "{\"enemies\": [");
    ++files;
  }
  REQUIRE(files > 0);
  const data::LoadErrors errors = LoadAll(d.path());
  INFO(Dump(errors));
  // The malformed files are the only roots (besides the notice that the list was cut
  // short, which the game's mission count now reaches: it names no mistake of its own)...
  auto cut_short = [](const data::LoadError& e) {
    return e.reason.find("errors; the rest are not listed") != std::string::npos;
  };
  const auto notices = static_cast<std::size_t>(
      std::count_if(errors.begin(), errors.end(), [&](const data::LoadError& e) { return !e.follows && cut_short(e); }));
  CHECK(data::RootErrorCount(errors) - notices == static_cast<std::size_t>(files));
  bool achievement = false;
  for (const data::LoadError& e : errors) {
    if (!e.follows && !cut_short(e)) CHECK(e.reason.find("malformed JSON") != std::string::npos);
    if (e.reason.find("achievement") != std::string::npos) {
      achievement = true;
      CHECK(e.follows);
    }
  }
  // ...though the operations' achievements name enemies that are now missing.
  CHECK(achievement);
  const std::vector<std::string> lines = data::ReportLines(errors, d.path(), true);
  REQUIRE(lines.size() == errors.size());
  for (int i = 0; i < files; ++i) CHECK(lines[static_cast<std::size_t>(i)].find("/enemies/") != std::string::npos);
}

TEST_CASE("Following errors: a card file that cannot be read leaves the loadouts' unknown cards as knock-ons", "[data][errors][cards]") {
  TempData d;
  d.Write("cards/test_cards.json", "{\"cards\": [");
  d.Write("loadouts/test_loadouts.json", test::ReadText(test::FixturePath("cards/loadouts/test_loadouts.json")));
  const data::LoadErrors errors = LoadAll(d.path());
  INFO(Dump(errors));
  CHECK(data::RootErrorCount(errors) == 1);
  CHECK(HasRoot(errors, "cards/test_cards.json", "", "malformed JSON"));
  CHECK(HasError(errors, "loadouts/test_loadouts.json", "/loadouts/0", "units: unknown card \"u_rifles\""));
  CHECK(Following(errors) > 10);
}

TEST_CASE("Following errors: a card a loadout lists three times is unknown once", "[data][errors][cards]") {
  TempData d;
  d.Write("cards/test_cards.json", test::ReadText(test::FixturePath("cards/cards/test_cards.json")));
  d.Write("loadouts/test_loadouts.json", test::ReadText(test::FixturePath("cards/loadouts/test_loadouts.json")));
  d.Patch("loadouts/test_loadouts.json", "\"units\": [\"u_rifles\", \"u_rifles\", \"u_rifles\"",
          "\"units\": [\"u_rifle\", \"u_rifle\", \"u_rifle\"");
  const data::LoadErrors errors = LoadAll(d.path());
  INFO(Dump(errors));
  CHECK(data::RootErrorCount(errors) == 1);
  CHECK(HasRoot(errors, "loadouts/test_loadouts.json", "/loadouts/0", "units: unknown card \"u_rifle\""));
  CHECK(Following(errors) == 2);
}

TEST_CASE("Following errors: a discovery option's error names its line and column", "[data][errors][cards]") {
  TempData d;
  d.Write("cards/test_cards.json", test::ReadText(test::FixturePath("cards/cards/test_cards.json")));
  d.Write("loadouts/test_loadouts.json", test::ReadText(test::FixturePath("cards/loadouts/test_loadouts.json")));
  d.Patch("cards/test_cards.json", "\"options\": [\"s_bolt\", \"s_stims\"]", "\"options\": [\"f_mine\", \"s_stimz\"]");
  const data::LoadErrors errors = data::LoadCatalog(d.path()).errors;
  INFO(Dump(errors));
  int found = 0;
  for (const data::LoadError& e : errors) {
    if (e.path.find("/options/") == std::string::npos) continue;
    ++found;
    CHECK(e.line == 76);
    CHECK(e.column > 10);
  }
  CHECK(found == 2);
  CHECK(HasError(errors, "cards/test_cards.json", "/cards/5/options/0", "discovery options must be support cards"));
  CHECK(HasError(errors, "cards/test_cards.json", "/cards/5/options/1", "unknown card \"s_stimz\""));
}

TEST_CASE("Following errors: a duplicate loadout id says where the first was defined", "[data][errors][cards]") {
  TempData d;
  const std::string loadouts = test::ReadText(test::FixturePath("cards/loadouts/test_loadouts.json"));
  d.Write("cards/test_cards.json", test::ReadText(test::FixturePath("cards/cards/test_cards.json")));
  d.Write("loadouts/a.json", loadouts);
  d.Write("loadouts/b.json", loadouts);
  const data::LoadErrors errors = data::LoadCatalog(d.path()).errors;
  INFO(Dump(errors));
  CHECK(HasRoot(errors, "loadouts/b.json", "/loadouts/0/id", "duplicate loadout id \"starter\"; first defined at "));
  CHECK(std::any_of(errors.begin(), errors.end(), [](const data::LoadError& e) {
    return e.reason.find("a.json:3") != std::string::npos;
  }));
}

}  // namespace following_errors_test
