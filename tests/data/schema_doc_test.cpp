// docs/data-format.md describes every field the loaders read, in every kind of data
// file (cards, loadouts and campaigns included): a field the loader accepts but the
// document does not name fails here, so the two cannot drift.
#include <set>

#include <catch2/catch.hpp>

#include "data/catalog_loader.h"
#include "data/schema_build.h"
#include "data/schema_docs.h"
#include "data/schema_generate.h"
#include "temp_data.h"

TEST_CASE("docs/data-format.md names every field the loaders read, file kind by file kind", "[data][schema][docs]") {
  const bc::data::DocFields doc = bc::data::ReadDocFields(bc::data::DataFormatDoc());
  REQUIRE_FALSE(doc.names.empty());
  std::set<std::string> missing;
  for (const std::filesystem::path& dir :
       {bc::data::DefaultDataDir(), bc::test::FixturePath("balance"), bc::test::FixturePath("data_min")}) {
    const bc::data::SchemaGeneration gen = bc::data::GenerateSchemas(dir, "");
    for (const bc::data::FieldInfo& f : gen.fields) {
      const std::string kind = bc::data::FileKind(f.file);
      // The file's top-level container ("enemies": [...]) is in the Conventions table.
      if (kind.empty() || f.key == "$schema" || f.record.empty()) continue;
      // An object keyed by quadrant is described in its own row ("shields").
      if (f.key == "NW" || f.key == "NE" || f.key == "SW" || f.key == "SE") continue;
      const auto names = doc.names.find(kind);
      if (names == doc.names.end() || names->second.count(f.key) == 0) {
        missing.insert(kind + f.record + "/" + f.key);
      }
    }
  }
  std::string list;
  for (const std::string& m : missing) list += "\n  " + m;
  INFO("fields the loader reads that docs/data-format.md does not name:" << list);
  CHECK(missing.empty());
}
