// GenerateSchemas: load with the field log, then build.
#include "data/schema_generate.h"

#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "data/generator_loader.h"
#include "data/run_rules_loader.h"
#include "generator/siege_generator.h"
#include "data/schema_build.h"
#include "data/schema_docs.h"

namespace bc::data {

SchemaGeneration GenerateSchemas(const std::filesystem::path& data_dir, const std::filesystem::path& doc) {
  SchemaGeneration out;
  FieldLog log;
  {
    const FieldLogScope scope(log);
    CatalogLoad load = LoadCatalog(data_dir);
    out.errors = load.errors;
    LoadCampaigns(data_dir, load.catalog, out.errors);
    // The siege generator's file, where the folder has one (the game's data does).
    std::error_code ec;
    if (std::filesystem::exists(data_dir / kGeneratorFile, ec)) {
      const GeneratorLoad generator = LoadGenerator(data_dir, load.catalog);
      out.errors.insert(out.errors.end(), generator.errors.begin(), generator.errors.end());
      // The field runs' file, read against the generator's levels.
      if (std::filesystem::exists(data_dir / kRunsFile, ec)) {
        const RunRulesLoad runs = LoadRunRules(data_dir, load.catalog, gen::ThreatCount(generator.params));
        out.errors.insert(out.errors.end(), runs.errors.begin(), runs.errors.end());
      }
    }
  }
  out.fields = std::move(log.fields);
  std::map<std::string, std::string> descriptions;
  if (!doc.empty()) descriptions = ReadDocFields(doc).descriptions;
  out.schemas = BuildSchemas(out.fields, descriptions);
  return out;
}

std::string SchemaFileName(const std::string& kind) { return kind + ".schema.json"; }

}  // namespace bc::data
