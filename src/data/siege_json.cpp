// The active siege's file <-> SiegeSave (siege_json.h).
#include "data/siege_json.h"

#include <charconv>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "data/json_source.h"
#include "data/loadout_json.h"
#include "data/reader.h"

namespace bc::data {

namespace {

using nlohmann::json;

bool SameLoadout(const LoadoutDef& a, const LoadoutDef& b) {
  return a.id == b.id && a.name == b.name && a.units == b.units && a.supports == b.supports &&
         a.fieldworks == b.fieldworks && a.doctrine == b.doctrine && a.weapon == b.weapon;
}

void ReadHash(Reader& reader, std::uint64_t& out) {
  const json* value = reader.Raw("state_hash");
  if (value == nullptr) {
    reader.Error("", "missing required field \"state_hash\"");
    return;
  }
  if (value->is_string()) {
    const std::string& text = value->get_ref<const std::string&>();
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out, 16);
    if (ec == std::errc() && end == text.data() + text.size() && !text.empty()) return;
  }
  reader.Error("state_hash", "must be a 64-bit hash in hexadecimal, like \"00ab12cd34ef5678\"; got " +
                                 DescribeJson(*value));
}

void ReadActions(Reader& reader, std::vector<Action>& out) {
  const json* value = reader.Raw("actions");
  if (value == nullptr) {
    reader.Error("", "missing required field \"actions\"");
    return;
  }
  if (!value->is_array()) {
    reader.Error("actions", "must be an array of action strings, got " + DescribeJson(*value));
    return;
  }
  for (std::size_t i = 0; i < value->size(); ++i) {
    const json& item = (*value)[i];
    const std::string pointer = PointerAppend(reader.PointerOf("actions"), i);
    const std::optional<Action> action =
        item.is_string() ? ParseAction(item.get_ref<const std::string&>()) : std::nullopt;
    if (!action) {
      reader.context().Error(pointer, "is not an action this build knows: " + DescribeJson(item));
      continue;
    }
    out.push_back(*action);
  }
}

}  // namespace

bool SiegeSave::operator==(const SiegeSave& other) const {
  const bool same_deck = custom_deck.has_value() == other.custom_deck.has_value() &&
                         (!custom_deck || SameLoadout(*custom_deck, *other.custom_deck));
  return mission_id == other.mission_id && seed == other.seed && actions == other.actions &&
         state_hash == other.state_hash && version == other.version && turn == other.turn && same_deck &&
         carried_units == other.carried_units && difficulty == other.difficulty;
}

std::string SiegeSaveToText(const SiegeSave& save) {
  json actions = json::array();
  for (const Action& action : save.actions) actions.push_back(ActionToString(action));
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(save.state_hash));
  json doc = {{"version", save.version}, {"mission", save.mission_id}, {"seed", save.seed},
              {"turn", save.turn},           {"state_hash", hash},         {"actions", actions}};
  if (save.custom_deck) {
    json deck = {{"id", save.custom_deck->id}};
    WriteDeckFields(*save.custom_deck, deck);
    doc["custom_deck"] = deck;
  }
  if (!save.carried_units.empty()) doc["kept_units"] = RosterToJson(save.carried_units);
  if (save.difficulty != kStandardDifficulty) doc["difficulty"] = save.difficulty;
  return doc.dump(1) + "\n";
}

SiegeParse SiegeSaveFromText(std::string_view text, const std::string& file) {
  SiegeParse parse;
  parse.problem = SiegeParse::Problem::kDamaged;
  std::optional<JsonSource> source = ParseJsonText(text, file, parse.errors, kMaxSaveBytes);
  if (!source) return parse;
  const ReadContext context{file, &source->locator, &parse.errors};
  const json& root = source->root;
  if (!root.is_object()) {
    context.Error("", "must be an object holding the saved siege, got " + DescribeJson(root));
    return parse;
  }
  const json* version = root.contains("version") ? &root["version"] : nullptr;
  if (version == nullptr || !version->is_number_integer() || *version < kOldestSiegeSaveVersion ||
      *version > kSiegeSaveVersion) {
    context.Error("/version", "this save is version " + (version != nullptr ? DescribeJson(*version) : "none") +
                                  "; this build reads versions " + std::to_string(kOldestSiegeSaveVersion) +
                                  " to " + std::to_string(kSiegeSaveVersion));
    parse.problem = SiegeParse::Problem::kOtherBuild;
    return parse;
  }
  SiegeSave save;
  save.version = version->get<int>();
  Reader reader(context, root, "");
  reader.Allow("version");
  reader.Id("mission", save.mission_id);
  if (!reader.Has("seed")) reader.Error("", "missing required field \"seed\"");
  reader.OptU64("seed", save.seed);
  reader.OptInt("turn", save.turn, 1, 1'000'000);
  ReadHash(reader, save.state_hash);
  ReadActions(reader, save.actions);
  if (std::optional<Reader> deck = reader.Child("custom_deck", false)) {
    LoadoutDef loadout;
    deck->Id("id", loadout.id);
    ReadDeckFields(*deck, loadout);
    deck->Finish();
    save.custom_deck = std::move(loadout);
  }
  for (Reader& unit : reader.Records("kept_units", false)) save.carried_units.push_back(ReadCarriedUnit(unit));
  reader.OptId("difficulty", save.difficulty);
  reader.Finish();
  if (!parse.errors.empty()) return parse;
  parse.problem = SiegeParse::Problem::kNone;
  parse.save = std::move(save);
  return parse;
}

}  // namespace bc::data
