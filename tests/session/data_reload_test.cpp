#include <catch2/catch.hpp>

#include "../data/temp_data.h"
#include "session/data_reload.h"

using bc::session::ReloadGameData;
using bc::test::TempData;

TEST_CASE("F5 reload: clean data loads into a new catalog with a summary", "[reload]") {
  TempData data;
  const bc::session::DataReload reload = ReloadGameData(data.path());
  REQUIRE(reload.ok());
  CHECK(reload.catalog->FindEnemy("grunt") >= 0);
  CHECK(reload.Summary().rfind("Data reloaded: ", 0) == 0);
}

TEST_CASE("F5 reload: a broken file gives every error with file and path, and no catalog",
          "[reload]") {
  TempData data;
  const std::string file = "enemies/" + std::filesystem::directory_iterator(data.path() / "enemies")
                                             ->path().filename().string();
  data.Patch(file, "\"health\": 3", "\"health\": \"three\"");
  data.Patch(file, "\"breach_damage\": 2", "\"breach_damage\": 2, \"armour_class\": 4");
  const bc::session::DataReload reload = ReloadGameData(data.path());
  CHECK_FALSE(reload.ok());
  CHECK(reload.catalog == nullptr);
  REQUIRE(reload.errors.size() >= 2);
  bool health = false;
  bool unknown = false;
  for (const auto& error : reload.errors) {
    CHECK(error.file.find(file) != std::string::npos);
    health |= error.path == "/enemies/0/health";
    unknown |= error.path.find("armour_class") != std::string::npos;
  }
  CHECK(health);
  CHECK(unknown);
  CHECK(reload.Summary().find("the last good data stays in use") != std::string::npos);
}

TEST_CASE("F5 reload: the root cause comes first and the errors that follow from it are counted",
          "[reload][errors]") {
  TempData data;
  data.Write("enemies/test_enemies.json", "[]");
  const bc::session::DataReload reload = ReloadGameData(data.path());
  CHECK_FALSE(reload.ok());
  REQUIRE(reload.errors.size() == 6);
  CHECK(reload.errors.front().reason.find("must be an object") != std::string::npos);
  CHECK_FALSE(reload.errors.front().follows);
  for (std::size_t i = 1; i < reload.errors.size(); ++i) CHECK(reload.errors[i].follows);
  CHECK(reload.Summary() == "Data not reloaded: 1 problem (and 5 that follow from them); the last good data stays in use.");
}
