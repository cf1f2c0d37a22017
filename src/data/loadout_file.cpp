// A loadout file from the command line (card_loader.h, LoadLoadoutFile).
#include "data/card_loader.h"
#include "data/json_source.h"

namespace bc::data {

int LoadLoadoutFile(const std::filesystem::path& path, Catalog& catalog, LoadErrors& errors) {
  const std::size_t errors_before = errors.size();
  std::optional<JsonSource> source = ParseJsonFile(path, errors);
  if (!source) return -1;
  nlohmann::json root = std::move(source->root);
  if (root.is_object() && !root.contains("loadouts")) root = nlohmann::json{{"loadouts", {root}}};
  std::string id;
  if (root.is_object() && root["loadouts"].is_array() && !root["loadouts"].empty() &&
      root["loadouts"][0].is_object() && root["loadouts"][0].contains("id") && root["loadouts"][0]["id"].is_string()) {
    id = root["loadouts"][0]["id"].get<std::string>();
  }
  LoadCardRecords(root, path.generic_string(), catalog, errors);
  if (errors.size() != errors_before) return -1;
  return catalog.FindLoadout(id);
}

}  // namespace bc::data
