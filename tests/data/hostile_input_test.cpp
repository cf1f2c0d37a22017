// Files written to hurt: each input here once crashed a reader, read out of bounds,
// overflowed, blew up memory or lost a player's file. Each must give a clear error (or a
// value), and never a signal.
#include <catch2/catch.hpp>

#include <string>

#include "campaign/profile.h"
#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "data/command_file_json.h"
#include "data/file_io.h"
#include "data/json_source.h"
#include "data/profile_fixture.h"
#include "data/profile_json.h"
#include "data/profile_store.h"
#include "data/reader.h"
#include "data/save_format.h"
#include "data/settings_json.h"
#include "temp_data.h"

using namespace bc;
using nlohmann::json;

namespace {

std::string Nested(int depth) { return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']'); }

data::CatalogLoad CardCatalog(test::TempData& data) {
  data.Write("cards/test_cards.json", test::ReadText(test::FixturePath("cards/cards/test_cards.json")));
  data.Write("loadouts/test_loadouts.json", test::ReadText(test::FixturePath("cards/loadouts/test_loadouts.json")));
  return data::LoadCatalog(data.path());
}

std::string FirstOf(const Catalog& catalog, CardFamily family) {
  for (const CardDef& card : catalog.cards) {
    if (card.family == family) return card.id;
  }
  return "";
}

}  // namespace

TEST_CASE("Hostile files: a command file whose format is not a string is refused, not thrown", "[data][hostile]") {
  data::CommandFileParse parse;
  REQUIRE_NOTHROW(parse = data::CommandFileFromText(R"({"format": 1, "version": 1})", "deck.json"));
  CHECK_FALSE(parse.loadout);
  CHECK(parse.reason.find("/format") != std::string::npos);
}

TEST_CASE("Hostile files: nesting 60,000 deep is refused at the first level past the limit", "[data][hostile]") {
  const std::string text = "{\n  \"a\": " + Nested(60'000) + "}";
  data::LoadErrors errors;
  CHECK_FALSE(data::ParseJsonText(text, "deep.json", errors));
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].line == 2);
  CHECK(errors[0].column == 8 + data::kMaxJsonDepth - 1);
  CHECK(errors[0].reason.find("nested more than 64") != std::string::npos);
  // Nesting up to the limit is read.
  errors.clear();
  CHECK(data::ParseJsonText(Nested(data::kMaxJsonDepth), "ok.json", errors));
  CHECK(errors.empty());
}

TEST_CASE("Hostile files: a deeply nested profile is set aside and the backup is loaded", "[data][hostile][profile]") {
  test::ScratchFolder folder("deep");
  const Profile profile = test::RichProfile();
  REQUIRE(data::SaveProfile(folder.path(), profile).empty());
  REQUIRE(data::SaveProfile(folder.path(), profile).empty());  // the backup too
  folder.Write("profile.json", "{\"format\": " + Nested(60'000) + "}");
  const data::ProfileLoad load = data::LoadProfile(folder.path(), {});
  CHECK(load.source == data::ProfileLoad::Source::kBackup);
  CHECK(load.profile == profile);
  CHECK(load.details.find("nested") != std::string::npos);
  CHECK(folder.Exists("profile.json.corrupt-1"));
}

TEST_CASE("Hostile files: a deeply nested data file is one error, not a crash", "[data][hostile]") {
  test::TempData d;
  d.Write("enemies/deep.json", "{\"enemies\": " + Nested(60'000) + "}");
  data::CatalogLoad load;
  REQUIRE_NOTHROW(load = data::LoadCatalog(d.path()));
  CHECK(test::HasError(load.errors, "enemies/deep.json", "", "nested more than"));
}

TEST_CASE("Hostile files: a file over its kind's size is refused without being read", "[data][hostile]") {
  test::TempData d;
  d.Write("enemies/huge.json", "{\"enemies\": [" + std::string(data::kMaxDataFileBytes, ' ') + "]}");
  const data::CatalogLoad load = data::LoadCatalog(d.path());
  CHECK(test::HasError(load.errors, "enemies/huge.json", "", "larger than the 1.0 MB"));

  data::LoadErrors errors;
  const std::string profile(data::kMaxProfileBytes + 1, ' ');
  CHECK_FALSE(data::ParseJsonText(profile, "profile.json", errors, data::kMaxProfileBytes));
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].reason.find("larger than the 8.0 MB") != std::string::npos);
}

TEST_CASE("Hostile files: a profile over the size limit is set aside, the backup loaded", "[data][hostile][profile]") {
  test::ScratchFolder folder("huge");
  const Profile profile = test::RichProfile();
  REQUIRE(data::SaveProfile(folder.path(), profile).empty());
  REQUIRE(data::SaveProfile(folder.path(), profile).empty());
  std::string text = data::ProfileToText(profile);
  text.insert(text.size() - 2, std::string(data::kMaxProfileBytes, ' '));
  folder.Write("profile.json", text);
  const data::ProfileLoad load = data::LoadProfile(folder.path(), {});
  CHECK(load.source == data::ProfileLoad::Source::kBackup);
  CHECK(load.profile == profile);
  CHECK(load.details.find("larger than the 8.0 MB") != std::string::npos);
}

TEST_CASE("Hostile files: errors under a one-megabyte key are located without a pointer per value", "[data][hostile]") {
  // The key is 512 KiB; 2,000 bad numbers under it. Each error names its own element.
  const std::string key(512 * 1024, 'k');
  std::string text = "{\"format\": \"base-command-profile\", \"version\": 1, \"statistics\": {\"kills_by_enemy\": {\"" + key +
                     "\": 1}, \"history\": [";
  for (int i = 0; i < 2000; ++i) text += std::string(i > 0 ? ",\n" : "\n") + "{\"score\": \"bad\"}";
  text += "]}}";
  data::LoadErrors errors;
  std::optional<data::JsonSource> source = data::ParseJsonText(text, "p.json", errors, data::kMaxProfileBytes);
  REQUIRE(source);
  CHECK(source->locator.Locate("/statistics/history/1999/score") == std::pair<int, int>{2001, 11});
  CHECK(source->locator.Locate("/statistics/history/0") == std::pair<int, int>{2, 1});
  CHECK(source->locator.Locate("/statistics/kills_by_enemy/" + key).first == 1);
  // A pointer that goes nowhere gives its nearest ancestor.
  CHECK(source->locator.Locate("/statistics/history/5/nothing") == std::pair<int, int>{7, 1});
  CHECK(source->locator.Locate("/statistics/history/x") == source->locator.Locate("/statistics/history"));
  const data::ProfileParse parse = data::ProfileFromText(text, "p.json");
  REQUIRE(parse.problem == data::ProfileParse::Problem::kNone);
  // Every bad score is noted (2,000 of them, with the missing fields), listed up to the cap.
  CHECK(parse.salvaged.size() == data::kMaxListedErrors + 1);
}

TEST_CASE("Hostile files: a million mistakes list the first 500 and say the rest are not listed", "[data][hostile]") {
  test::TempData d;
  std::string enemies = "{\"enemies\": [";
  for (int i = 0; i < 5000; ++i) enemies += std::string(i > 0 ? "," : "") + "1";
  d.Write("enemies/many.json", enemies + "]}");
  const data::CatalogLoad load = data::LoadCatalog(d.path());
  CHECK(load.errors.size() == data::kMaxListedErrors + 1);
  CHECK(load.errors.back().reason.find("the rest are not listed") != std::string::npos);
}

TEST_CASE("Hostile files: many duplicate ids each say where the first was defined", "[data][hostile]") {
  test::TempData d;
  const std::string original = test::ReadText(d.path() / "enemies/test_enemies.json");
  json enemies = json::parse(original);
  const json first = enemies["enemies"][0];
  for (int i = 0; i < 3; ++i) enemies["enemies"].push_back(first);
  d.Write("enemies/test_enemies.json", enemies.dump(1));
  const data::CatalogLoad load = data::LoadCatalog(d.path());
  int duplicates = 0;
  for (const data::LoadError& e : load.errors) {
    if (e.reason.find("duplicate enemy id") == std::string::npos) continue;
    ++duplicates;
    CHECK(e.reason.find("first defined at") != std::string::npos);
  }
  CHECK(duplicates == 3);
}

TEST_CASE("Hostile files: integer lists refuse values below their minimum, zero too", "[data][hostile]") {
  test::TempData d;
  d.Patch("weapons.json", "\"power_steps\": [1, 3, 5]", "\"power_steps\": [0, 3, 5]");
  const data::CatalogLoad load = data::LoadCatalog(d.path());
  CHECK_FALSE(load.ok());
  CHECK(test::HasError(load.errors, "weapons.json", "/weapons/0/power_steps/0", "must be an integer between 1 and"));
}

TEST_CASE("Hostile files: a cell is written in capitals, as the format says", "[data][hostile]") {
  test::TempData d;
  const std::string text = test::ReadText(d.path() / "missions/test_missions.json");
  const json missions = json::parse(text);
  const json::json_pointer at("/missions/0/deployment/0");
  REQUIRE(missions.contains(at));
  const std::string cell = missions[at].get<std::string>();
  json lower = missions;
  lower[at] = std::string(1, static_cast<char>(cell[0] - 'A' + 'a')) + cell.substr(1);
  d.Write("missions/test_missions.json", lower.dump(1));
  const data::CatalogLoad load = data::LoadCatalog(d.path());
  CHECK(test::HasError(load.errors, "missions/test_missions.json", "/missions/0/deployment/0", "from A1 to H8"));
}

TEST_CASE("Hostile files: a folder named like a data file is reported", "[data][hostile]") {
  test::TempData d;
  std::filesystem::create_directories(d.path() / "enemies" / "extra.json");
  const data::CatalogLoad load = data::LoadCatalog(d.path());
  CHECK(test::HasError(load.errors, "enemies/extra.json", "", "is not a regular file"));
}

TEST_CASE("Hostile files: settings with ui_scale 1e300 use the largest scale and say so", "[data][hostile]") {
  const data::SettingsRead read = data::SettingsFromText(R"({"ui_scale": 1e300})", "settings.json");
  CHECK(read.settings.ui_scale == data::kMaxUiScale);
  CHECK(test::HasError(read.errors, "settings.json", "/ui_scale", "must be between"));
  const data::SettingsRead tiny = data::SettingsFromText(R"({"ui_scale": -1e300})", "settings.json");
  CHECK(tiny.settings.ui_scale == data::kMinUiScale);
}

TEST_CASE("Hostile files: profile counters stop at their bound and the profile reads back", "[data][hostile][profile]") {
  Profile profile = test::RichProfile();
  profile.stats.battles = kMaxProfileCount;
  profile.credits = kMaxProfileCount - 5;
  AddToCount(profile.stats.battles, 1);
  AddToCount(profile.credits, 1500);
  CHECK(profile.stats.battles == kMaxProfileCount);
  CHECK(profile.credits == kMaxProfileCount);
  const data::ProfileParse back = data::ProfileFromText(data::ProfileToText(profile), "profile.json");
  REQUIRE(back.profile);
  CHECK(*back.profile == profile);
  // A larger count than the game ever writes is brought down to the bound, named with its path.
  std::string text = data::ProfileToText(profile);
  const std::string from = "\"battles\": " + std::to_string(kMaxProfileCount);
  REQUIRE(text.find(from) != std::string::npos);
  text.replace(text.find(from), from.size(), "\"battles\": 2147483647");
  const data::ProfileParse salvaged = data::ProfileFromText(text, "profile.json");
  REQUIRE(salvaged.profile);
  REQUIRE(salvaged.salvaged.size() == 1);
  CHECK(salvaged.salvaged[0].path == "/statistics/battles");
  CHECK(*salvaged.profile == profile);
}

TEST_CASE("Hostile files: a profile that cannot be read is left alone and never overwritten", "[data][hostile][profile]") {
  test::ScratchFolder folder("unreadable");
  const Profile profile = test::RichProfile();
  REQUIRE(data::SaveProfile(folder.path(), profile).empty());
  REQUIRE(data::SaveProfile(folder.path(), profile).empty());
  // A profile.json the system will not read: a folder in its place (reading it fails
  // with EISDIR, as an I/O error would; permissions do not bind every user).
  const std::filesystem::path main = data::ProfilePath(folder.path());
  std::filesystem::rename(main, folder.path() / "kept.json");
  std::filesystem::create_directory(main);
  const data::ProfileLoad load = data::LoadProfile(folder.path(), {});
  CHECK(load.read_only);
  CHECK(load.moved_aside.empty());
  CHECK(std::filesystem::is_directory(main));
  CHECK_FALSE(folder.Exists("profile.json.corrupt-1"));
  CHECK(load.source == data::ProfileLoad::Source::kBackup);
  CHECK(load.message.find("could not be read") != std::string::npos);
  CHECK(load.message.find("Nothing is saved") != std::string::npos);
  const std::string problem = data::SaveProfile(folder.path(), load.profile);
  CHECK(problem.find("was not overwritten") != std::string::npos);
  CHECK(std::filesystem::is_directory(main));
}

TEST_CASE("Hostile files: a temporary file is never shared nor left behind", "[data][hostile][file_io]") {
  test::ScratchFolder folder("temps");
  const std::filesystem::path target = folder.path() / "save.json";
  CHECK(data::UniqueTempPath(target) != data::UniqueTempPath(target));
  // A durable write never truncates a file that is already there (O_EXCL).
  folder.Write("taken", "precious");
  CHECK_FALSE(data::WriteDurably(folder.path() / "taken", "other").empty());
  CHECK(test::ReadText(folder.path() / "taken") == "precious");
  REQUIRE(data::WriteFileAtomically(target, "one").empty());
  REQUIRE(data::SaveProfile(folder.path(), test::RichProfile()).empty());
  for (const auto& entry : std::filesystem::directory_iterator(folder.path())) {
    CHECK(entry.path().filename().string().find(".tmp") == std::string::npos);
  }
}

TEST_CASE("Hostile files: save card state that the rules would read out of bounds is refused", "[data][hostile][save]") {
  test::TempData data;
  const data::CatalogLoad catalog_load = CardCatalog(data);
  REQUIRE(catalog_load.ok());
  const Catalog& catalog = catalog_load.catalog;
  const BattleState state = NewBattle(catalog, 0, 7);
  REQUIRE(state.cards.active);
  REQUIRE(state.cards.unit_count > 0);
  const json save = data::SaveToJson(catalog, state);
  const std::string fieldwork = FirstOf(catalog, CardFamily::kFieldwork);
  const std::string support = FirstOf(catalog, CardFamily::kSupport);
  REQUIRE_FALSE(fieldwork.empty());
  REQUIRE_FALSE(support.empty());

  const auto refuses = [&](const json& bad, const std::string& path, const std::string& words) {
    const data::SaveLoad load = data::LoadSaveText(catalog, bad.dump(1), "bad.json");
    INFO(test::Dump(load.errors));
    CHECK_FALSE(load.ok());
    CHECK(test::HasError(load.errors, "bad.json", path, words));
  };
  json unit_null = save;
  unit_null["cards"]["units"][0]["card"] = nullptr;
  unit_null["cards"]["unit_slots"] = {0, -1, -1};
  refuses(unit_null, "/cards/units/0/card", "must be a unit card id, got null");

  json unit_wrong = save;
  unit_wrong["cards"]["units"][0]["card"] = support;
  refuses(unit_wrong, "/cards/units/0/card", "is a support card");

  json armed_null = save;
  armed_null["cards"]["armed"] = {{{"card", nullptr}, {"cell", "C3"}, {"uses_left", 1}}};
  refuses(armed_null, "/cards/armed/0/card", "must be a fieldwork card id, got null");

  json armed_no_cell = save;
  armed_no_cell["cards"]["armed"] = {{{"card", fieldwork}, {"uses_left", 1}}};
  refuses(armed_no_cell, "/cards/armed/0", "missing required field \"cell\"");

  json no_units = save;
  no_units["cards"]["units"] = json::array();
  no_units["cards"]["unit_slots"] = {0, -1, -1};
  refuses(no_units, "/cards/unit_slots/0", "must be an integer between -1 and -1");

  json support_as_kit = save;
  support_as_kit["cards"]["kit"] = {support, nullptr};
  refuses(support_as_kit, "/cards/kit/0", "this place holds fieldwork cards");
}

TEST_CASE("Hostile files: a data file whose root is not an object is one error, its knock-on errors only counted", "[data][hostile]") {
  test::TempData d;
  d.Write("enemies/test_enemies.json", "[]");
  const data::CatalogLoad load = data::LoadCatalog(d.path());
  INFO(test::Dump(load.errors));
  REQUIRE(data::RootErrorCount(load.errors) == 1);
  CHECK(test::HasError(load.errors, "enemies/test_enemies.json", "", "must be an object"));
  CHECK(data::ReportLines(load.errors, d.path(), false).size() == 2);  // the error and the count
}

TEST_CASE("Hostile files: a duplicate card id says where the first was defined", "[data][hostile]") {
  test::TempData data;
  const std::string cards = test::ReadText(test::FixturePath("cards/cards/test_cards.json"));
  data.Write("cards/a.json", cards);
  data.Write("cards/b.json", cards);
  data.Write("loadouts/test_loadouts.json", test::ReadText(test::FixturePath("cards/loadouts/test_loadouts.json")));
  const data::CatalogLoad load = data::LoadCatalog(data.path());
  bool found = false;
  for (const data::LoadError& e : load.errors) {
    if (e.reason.find("duplicate card id") == std::string::npos) continue;
    found = true;
    CHECK(e.file.find("b.json") != std::string::npos);
    CHECK(e.reason.find("first defined at") != std::string::npos);
    CHECK(e.reason.find("a.json:") != std::string::npos);
  }
  CHECK(found);
}
