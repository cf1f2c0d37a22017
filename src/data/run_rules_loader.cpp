// Reading data/runs.json (data/run_rules_loader.h).
#include "data/run_rules_loader.h"

#include "basecommand/loadout.h"
#include "data/file_io.h"
#include "data/json_source.h"
#include "data/reader.h"

namespace bc::data {

namespace {

constexpr const char* kRarities[4] = {"common", "uncommon", "rare", "legendary"};

void ReadPick(Reader& root, std::string_view key, runs::CardPick& pick) {
  auto record = root.Child(key, true);
  if (!record) return;
  record->Int("offers", pick.offers, 1, 6);
  auto weights = record->Child("rarities", true);
  if (weights) {
    int total = 0;
    for (int r = 0; r < 4; ++r) {
      if (auto rarity = weights->Child(kRarities[r], true)) {
        rarity->Int("weight", pick.rarities[static_cast<std::size_t>(r)].weight, 0, 1000);
        rarity->OptInt("per_depth", pick.rarities[static_cast<std::size_t>(r)].per_depth, -1000, 1000);
        rarity->Finish();
        total += pick.rarities[static_cast<std::size_t>(r)].weight;
      }
    }
    weights->Finish();
    if (total == 0) record->Error("rarities", "every rarity weighs 0 at the first siege: nothing would be offered");
  }
  record->Finish();
}

}  // namespace

RunRulesLoad LoadRunRulesText(std::string_view text, const std::string& file, const Catalog& catalog, int threat_levels,
                              std::vector<std::string>* accepted_keys) {
  RunRulesLoad load;
  try {
    const std::optional<JsonSource> source = ParseJsonText(text, file, load.errors);
    if (!source) return load;
    const ReadContext context{source->file, &source->locator, &load.errors, accepted_keys};
    Reader root(context, source->root, "");
    if (!root.is_object()) return load;
    root.Allow("$schema");
    runs::RunRules& rules = load.rules;
    if (root.IntList("sieges", rules.sieges, 1, 20)) {
      if (rules.sieges.empty() || rules.sieges.size() > 30) {
        root.Error("sieges", "a run has 1 to 30 sieges");
      }
      for (std::size_t i = 0; i < rules.sieges.size(); ++i) {
        if (rules.sieges[i] > threat_levels) {
          context.Error(PointerAppend(root.PointerOf("sieges"), i),
                        "threat " + std::to_string(rules.sieges[i]) + " is above the generator's " +
                            std::to_string(threat_levels) + " levels");
        }
      }
    }
    if (root.Id("loadout", rules.loadout)) {
      const int loadout = catalog.FindLoadout(rules.loadout);
      if (loadout < 0) {
        std::vector<std::string> ids;
        for (const LoadoutDef& l : catalog.loadouts) ids.push_back(l.id);
        root.Error("loadout", "unknown loadout \"" + rules.loadout + "\"" + SuggestFrom(rules.loadout, ids));
      } else if (const auto problems = ValidateLoadout(catalog, catalog.loadouts[static_cast<std::size_t>(loadout)]);
                 !problems.empty()) {
        root.Error("loadout", "\"" + rules.loadout + "\" is not a legal deck: " + problems.front());
      }
    }
    ReadPick(root, "draft", rules.draft);
    ReadPick(root, "supply", rules.supply);
    if (auto stops = root.Child("stops", true)) {
      int total = 0;
      for (int k = 0; k < runs::kStopKindCount; ++k) {
        stops->Int(runs::StopKindName(static_cast<runs::StopKind>(k)), rules.stop_weights[static_cast<std::size_t>(k)], 0, 1000);
        total += rules.stop_weights[static_cast<std::size_t>(k)];
      }
      stops->Finish();
      if (total == 0) root.Error("stops", "every stop weighs 0: the map would offer nothing");
    }
    root.Int("fork", rules.fork, 1, runs::kStopKindCount);
    root.Finish();
  } catch (const std::exception& e) {
    load.errors.push_back(LoadError{file, "", 0, 0, std::string("loading stopped: ") + e.what()});
  }
  return load;
}

RunRulesLoad LoadRunRules(const std::filesystem::path& data_dir, const Catalog& catalog, int threat_levels) {
  const std::filesystem::path path = data_dir / kRunsFile;
  const std::optional<std::string> text = ReadWholeFile(path, kMaxDataFileBytes);
  if (!text) {
    RunRulesLoad load;
    load.errors.push_back(LoadError{path.generic_string(), "", 0, 0, "cannot read the file"});
    return load;
  }
  return LoadRunRulesText(*text, path.generic_string(), catalog, threat_levels);
}

}  // namespace bc::data
