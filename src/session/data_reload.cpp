#include "session/data_reload.h"

#include "data/campaign_loader.h"
#include "data/catalog_loader.h"

namespace bc::session {

std::string DataReload::Summary() const {
  if (!ok()) {
    const std::size_t roots = data::RootErrorCount(errors);
    std::string text = "Data not reloaded: " + std::to_string(roots) + (roots == 1 ? " problem" : " problems");
    const std::size_t following = errors.size() - roots;
    if (following > 0) {
      text += " (and " + std::to_string(following) + (following == 1 ? " that follows" : " that follow") + " from them)";
    }
    return text + "; the last good data stays in use.";
  }
  return "Data reloaded: " + std::to_string(catalog->enemies.size()) + " enemies, " +
         std::to_string(catalog->weapons.size()) + " weapons, " +
         std::to_string(catalog->missions.size()) + " missions, " +
         std::to_string(catalog->cards.size()) + " cards, " + std::to_string(campaigns.size()) +
         " operations.";
}

DataReload ReloadGameData(const std::filesystem::path& data_dir) {
  DataReload result;
  data::CatalogLoad load = data::LoadCatalog(data_dir);
  if (!load.ok()) {
    result.errors = std::move(load.errors);
    data::SortForReport(result.errors, data_dir);  // the root causes first
    return result;
  }
  auto catalog = std::make_unique<Catalog>(std::move(load.catalog));
  data::LoadErrors campaign_errors;
  Campaigns campaigns = data::LoadCampaigns(data_dir, *catalog, campaign_errors);
  if (!campaign_errors.empty()) {
    result.errors = std::move(campaign_errors);
    data::SortForReport(result.errors, data_dir);
    return result;
  }
  result.catalog = std::move(catalog);
  result.campaigns = std::move(campaigns);
  return result;
}

}  // namespace bc::session
