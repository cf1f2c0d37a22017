#include "session/data_reload.h"

#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "i18n/translate.h"

namespace bc::session {

std::string DataReload::Summary() const {
  using i18n::Format;
  using i18n::Tr;
  using i18n::TrN;
  if (!ok()) {
    const std::size_t roots = data::RootErrorCount(errors);
    const std::size_t following = errors.size() - roots;
    if (following == 0) {
      return Format(TrN("Data not reloaded: {0} problem; the last good data stays in use.",
                        "Data not reloaded: {0} problems; the last good data stays in use.", roots),
                    {std::to_string(roots)});
    }
    // TRANSLATORS: {1} is "N that follow from them", the errors the first ones cause.
    return Format(TrN("Data not reloaded: {0} problem (and {1}); the last good data stays in use.",
                      "Data not reloaded: {0} problems (and {1}); the last good data stays in use.", roots),
                  {std::to_string(roots),
                   Format(TrN("{0} that follows from them", "{0} that follow from them", following),
                          {std::to_string(following)})});
  }
  const auto count = [](const char* form, std::size_t n) { return Format(form, {std::to_string(n)}); };
  const std::size_t enemies = catalog->enemies.size();
  const std::size_t weapons = catalog->weapons.size();
  const std::size_t missions = catalog->missions.size();
  const std::size_t cards = catalog->cards.size();
  // TRANSLATORS: {0} to {4} are "12 enemies", "3 weapons", "20 missions", "40 cards", "4 operations".
  return Format(Tr("Data reloaded: {0}, {1}, {2}, {3}, {4}."),
                {count(TrN("{0} enemy", "{0} enemies", enemies), enemies),
                 count(TrN("{0} weapon", "{0} weapons", weapons), weapons),
                 count(TrN("{0} mission", "{0} missions", missions), missions),
                 count(TrN("{0} card", "{0} cards", cards), cards),
                 count(TrN("{0} operation", "{0} operations", campaigns.size()), campaigns.size())});
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
