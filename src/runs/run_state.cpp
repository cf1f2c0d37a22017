// A run's words, its deck as a loadout, what its seed decides, and its start
// (run_state.h).
#include "runs/run_state.h"

#include <algorithm>
#include <map>

#include "basecommand/rng.h"
#include "campaign/campaign_roster.h"

namespace bc::runs {

namespace {

constexpr const char* kStageNames[kRunStageCount] = {"siege", "draft", "map", "promotion", "redundancy", "supply", "over"};
constexpr const char* kEndNames[4] = {"", "won", "lost", "abandoned"};
constexpr const char* kStopNames[kStopKindCount] = {"repair", "promotion", "redundancy", "supply"};

std::vector<std::string>* MutablePart(RunDeck& deck, CardFamily family) {
  switch (family) {
    case CardFamily::kUnit: return &deck.units;
    case CardFamily::kSupport: return &deck.supports;
    case CardFamily::kFieldwork: return &deck.fieldworks;
    case CardFamily::kDoctrine: return nullptr;
  }
  return nullptr;
}

std::uint64_t Mix(std::uint64_t a, std::uint64_t b) {
  Rng rng{a ^ (b * 0xD1B54A32D192ED03ULL) ^ 0x52554E5345454453ULL};
  rng.Next();
  return rng.Next();
}

}  // namespace

const char* StopKindName(StopKind kind) { return kStopNames[static_cast<int>(kind)]; }

std::optional<StopKind> ParseStopKind(std::string_view name) {
  for (int i = 0; i < kStopKindCount; ++i) {
    if (name == kStopNames[i]) return static_cast<StopKind>(i);
  }
  return std::nullopt;
}

const char* RunStageName(RunStage stage) { return kStageNames[static_cast<int>(stage)]; }

bool ParseRunStage(const std::string& name, RunStage& out) {
  for (int i = 0; i < kRunStageCount; ++i) {
    if (name == kStageNames[i]) {
      out = static_cast<RunStage>(i);
      return true;
    }
  }
  return false;
}

const char* RunEndName(RunEnd end) { return kEndNames[static_cast<int>(end)]; }

bool ParseRunEnd(const std::string& name, RunEnd& out) {
  for (int i = 0; i < 4; ++i) {
    if (name == kEndNames[i]) {
      out = static_cast<RunEnd>(i);
      return true;
    }
  }
  return false;
}

LoadoutDef DeckLoadout(const RunDeck& deck) {
  LoadoutDef loadout;
  loadout.id = "field_run";
  loadout.name = "FIELD RUN";
  loadout.units = deck.units;
  loadout.supports = deck.supports;
  loadout.fieldworks = deck.fieldworks;
  loadout.doctrine = deck.doctrine;
  loadout.weapon = deck.weapon;
  return loadout;
}

RunDeck DeckOf(const LoadoutDef& loadout) {
  return RunDeck{loadout.units, loadout.supports, loadout.fieldworks, loadout.doctrine, loadout.weapon};
}

int RunState::Score() const {
  long long sum = 0;
  for (const int s : scores) sum += s;
  return static_cast<int>(std::min<long long>(sum, 1'000'000'000));
}

std::uint64_t SiegeSeed(std::uint64_t run_seed, int depth) { return Mix(run_seed, 2 * static_cast<std::uint64_t>(depth) + 1); }

std::uint64_t BattleSeed(std::uint64_t run_seed, int depth) {
  // Small enough to read in a battle's log and saves, like the missions' own seeds.
  return Mix(run_seed, 2 * static_cast<std::uint64_t>(depth) + 2) % 1'000'000'000ULL + 1;
}

std::uint64_t DailySeed(int year, int month, int day) {
  // FNV-1a over the date's name, folded into the seeds a player can type.
  std::uint64_t h = 1469598103934665603ULL;
  for (const char c : DailyName(year, month, day)) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ULL;
  }
  return Mix(h, 0) % 999'999'999ULL + 1;
}

std::string DailyName(int year, int month, int day) {
  const auto two = [](int v) { return (v < 10 ? "0" : "") + std::to_string(v); };
  return std::to_string(year) + "-" + two(month) + "-" + two(day);
}

bool ParseDailyName(const std::string& name, int& year, int& month, int& day) {
  if (name.size() != 10 || name[4] != '-' || name[7] != '-') return false;
  const auto number = [&name](std::size_t at, std::size_t count, int& value) {
    value = 0;
    for (std::size_t i = at; i < at + count; ++i) {
      if (name[i] < '0' || name[i] > '9') return false;
      value = value * 10 + (name[i] - '0');
    }
    return true;
  };
  int y = 0, m = 0, d = 0;
  if (!number(0, 4, y) || !number(5, 2, m) || !number(8, 2, d)) return false;
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  if (d > kDays[m - 1] + (m == 2 && leap ? 1 : 0)) return false;
  year = y;
  month = m;
  day = d;
  return true;
}

int ThreatAt(const RunRules& rules, int depth) {
  if (depth < 0 || depth >= SiegeCount(rules)) return 0;
  return rules.sieges[static_cast<std::size_t>(depth)];
}

int SiegeCount(const RunRules& rules) { return static_cast<int>(rules.sieges.size()); }

RunState StartRun(const Catalog& catalog, const RunRules& rules, std::uint64_t seed, const std::string& difficulty,
                  const std::string& daily) {
  RunState run;
  run.seed = seed;
  run.daily = daily;
  run.difficulty = difficulty;
  const int loadout = catalog.FindLoadout(rules.loadout);
  if (loadout >= 0) run.deck = DeckOf(catalog.loadouts[static_cast<std::size_t>(loadout)]);
  run.units = RosterForLoadout(catalog, run.deck.units, {});
  return run;
}

BattleSetup RunBattleSetup(const RunState& run, MissionIndex mission) {
  BattleSetup setup;
  setup.mission = mission;
  setup.seed = BattleSeed(run.seed, run.depth);
  setup.custom_loadout = DeckLoadout(run.deck);
  setup.carried_units = run.units;
  setup.difficulty = run.difficulty;
  return setup;
}

const std::vector<std::string>* FamilyPart(const RunDeck& deck, CardFamily family) {
  switch (family) {
    case CardFamily::kUnit: return &deck.units;
    case CardFamily::kSupport: return &deck.supports;
    case CardFamily::kFieldwork: return &deck.fieldworks;
    case CardFamily::kDoctrine: return nullptr;
  }
  return nullptr;
}

RunDeck Swapped(const Catalog& catalog, const RunDeck& deck, const std::string& card, int position) {
  RunDeck out = deck;
  const int index = catalog.FindCard(card);
  if (index < 0) return out;
  const CardFamily family = catalog.cards[static_cast<std::size_t>(index)].family;
  if (family == CardFamily::kDoctrine) {
    out.doctrine = card;
    return out;
  }
  std::vector<std::string>* part = MutablePart(out, family);
  if (part != nullptr && position >= 0 && static_cast<std::size_t>(position) < part->size()) {
    (*part)[static_cast<std::size_t>(position)] = card;
  }
  return out;
}

}  // namespace bc::runs
