// A difficulty level's name is the player's word for it and its id is what the profile
// and the siege save record (docs/campaign.md, Difficulty and pay): no level may share
// its name with a mission in any language, and the shipped levels keep their ids.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "data/catalog_loader.h"
#include "i18n/translate.h"
#include "in_language.h"
#include "temp_data.h"

using namespace bc;
using in_language::InLanguage;

TEST_CASE("No difficulty level shares its name with a mission in any language, and the levels keep the ids profiles "
          "record",
          "[data][difficulty][i18n]") {
  const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
  INFO(test::Dump(load.errors));
  REQUIRE(load.ok());
  const Catalog& catalog = load.catalog;
  std::vector<std::string> ids;
  for (const DifficultyDef& level : catalog.difficulties) ids.push_back(level.id);
  CHECK(ids == std::vector<std::string>{"trainee", "standard", "audit", "insolvency"});
  for (const char* code : {"en", "ru", "pt"}) {
    InLanguage language(code);
    REQUIRE(language.ok);
    for (const DifficultyDef& level : catalog.difficulties) {
      const std::string name(i18n::TrData(level.name));
      for (const MissionDef& mission : catalog.missions) {
        const std::string title(i18n::TrData(mission.name));
        INFO(code << ": the level " << name << " and the mission " << title);
        CHECK(name != title);
        // Nor one inside the other ("AUDIT" in "THE AUDIT").
        CHECK(title.find(name) == std::string::npos);
      }
    }
  }
}
