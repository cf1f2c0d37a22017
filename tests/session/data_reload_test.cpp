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
