// Until the card files land: nothing to load.
#include "data/card_loader.h"

namespace bc::data {

void LoadCardData(const std::filesystem::path&, Catalog&, LoadErrors&) {}

void LoadCardRecords(const nlohmann::json&, const std::string&, Catalog&, LoadErrors&) {}

}  // namespace bc::data
