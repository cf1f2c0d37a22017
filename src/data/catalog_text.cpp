#include "data/catalog_text.h"

namespace bc::data {

namespace {

template <typename Def, typename Apply>
void Each(const std::vector<Def>& english, std::vector<Def>& shown, Apply apply) {
  for (std::size_t i = 0; i < shown.size() && i < english.size(); ++i) {
    if (shown[i].id == english[i].id) apply(english[i], shown[i]);
  }
}

}  // namespace

void TranslateCatalog(const Catalog& english, Catalog& shown, const DataTranslator& tr) {
  // Enemies and weapons: a name and a description each.
  const auto name_and_description = [&](const auto& from, auto& to) {
    to.name = tr(from.name);
    to.description = tr(from.description);
  };
  Each(english.enemies, shown.enemies, name_and_description);
  Each(english.weapons, shown.weapons, name_and_description);
  Each(english.missions, shown.missions, [&](const MissionDef& from, MissionDef& to) {
    to.name = tr(from.name);
    to.briefing = tr(from.briefing);
  });
  Each(english.cards, shown.cards, [&](const CardDef& from, CardDef& to) {
    to.name = tr(from.name);
    to.text = tr(from.text);
  });
}

void TranslateCampaigns(const Campaigns& english, Campaigns& shown, const DataTranslator& tr) {
  Each(english, shown, [&](const CampaignDef& from, CampaignDef& to) {
    to.name = tr(from.name);
    to.summary = tr(from.summary);
    for (std::size_t m = 0; m < to.missions.size() && m < from.missions.size(); ++m) {
      if (!from.missions[m].teaches.empty()) to.missions[m].teaches = tr(from.missions[m].teaches);
    }
  });
}

}  // namespace bc::data
