// What a run offers: the cards of the draft and the supply stop, and the map's forks
// (run_state.h).
#include <algorithm>

#include "basecommand/loadout.h"
#include "basecommand/rng.h"
#include "runs/run_state.h"

namespace bc::runs {

namespace {

constexpr std::uint64_t kDraftSalt = 0xD4AF7ULL;
constexpr std::uint64_t kSupplySalt = 0x5077E7ULL;
constexpr std::uint64_t kForkSalt = 0xF02CULL;

Rng StreamFor(std::uint64_t run_seed, int depth, std::uint64_t salt) {
  Rng rng = Rng::FromSeed(run_seed ^ (salt * 0x9E3779B97F4A7C15ULL));
  for (int i = 0; i <= depth; ++i) rng.Next();
  return Rng::FromSeed(rng.Next() + static_cast<std::uint64_t>(depth));
}

bool DeckHasHero(const Catalog& catalog, const RunDeck& deck) {
  return std::any_of(deck.units.begin(), deck.units.end(), [&](const std::string& id) {
    const int c = catalog.FindCard(id);
    return c >= 0 && catalog.cards[static_cast<std::size_t>(c)].hero;
  });
}

int Copies(const RunDeck& deck, const std::string& id) {
  int n = 0;
  for (const auto* part : {&deck.units, &deck.supports, &deck.fieldworks}) n += static_cast<int>(std::count(part->begin(), part->end(), id));
  return n + (deck.doctrine == id ? 1 : 0);
}

std::vector<int> Pick(const Catalog& catalog, const CardPick& pick, const RunState& run, Rng rng) {
  std::array<std::vector<int>, 4> pool;  // by rarity, catalog order
  for (std::size_t c = 0; c < catalog.cards.size(); ++c) {
    if (Draftable(catalog, run.deck, static_cast<int>(c))) {
      pool[static_cast<std::size_t>(catalog.cards[c].rarity)].push_back(static_cast<int>(c));
    }
  }
  std::vector<int> offers;
  while (static_cast<int>(offers.size()) < pick.offers) {
    std::array<long long, 4> weights{};
    long long total = 0;
    for (std::size_t r = 0; r < 4; ++r) {
      const RarityWeight& w = pick.rarities[r];
      weights[r] = pool[r].empty() ? 0 : std::max(0LL, static_cast<long long>(w.weight) + static_cast<long long>(w.per_depth) * run.depth);
      total += weights[r];
    }
    if (total <= 0) break;
    long long x = rng.Below(static_cast<std::uint32_t>(std::min<long long>(total, 0x7fffffff)));
    std::size_t rarity = 0;
    while (rarity < 3 && x >= weights[rarity]) x -= weights[rarity++];
    std::vector<int>& cards = pool[rarity];
    const std::size_t i = rng.Below(static_cast<std::uint32_t>(cards.size()));
    offers.push_back(cards[i]);
    cards.erase(cards.begin() + static_cast<std::ptrdiff_t>(i));
  }
  return offers;
}

}  // namespace

bool Draftable(const Catalog& catalog, const RunDeck& deck, int card) {
  if (card < 0 || static_cast<std::size_t>(card) >= catalog.cards.size()) return false;
  const CardDef& def = catalog.cards[static_cast<std::size_t>(card)];
  if (def.siege) return false;
  switch (def.family) {
    case CardFamily::kUnit:
      if (def.hero && DeckHasHero(catalog, deck)) return false;
      return Copies(deck, def.id) < def.deck_limit;
    case CardFamily::kSupport:
      return Copies(deck, def.id) < def.deck_limit;
    case CardFamily::kFieldwork:
      return std::find(deck.fieldworks.begin(), deck.fieldworks.end(), def.id) == deck.fieldworks.end();
    case CardFamily::kDoctrine:
      return deck.doctrine != def.id;
  }
  return false;
}

std::vector<int> DraftOffers(const Catalog& catalog, const RunRules& rules, const RunState& run) {
  return Pick(catalog, rules.draft, run, StreamFor(run.seed, run.depth, kDraftSalt));
}

std::vector<int> SupplyOffers(const Catalog& catalog, const RunRules& rules, const RunState& run) {
  return Pick(catalog, rules.supply, run, StreamFor(run.seed, run.depth, kSupplySalt));
}

std::vector<StopKind> Fork(const RunRules& rules, std::uint64_t run_seed, int depth) {
  std::vector<StopKind> stops;
  if (depth < 0 || depth + 1 >= SiegeCount(rules)) return stops;
  Rng rng = StreamFor(run_seed, depth, kForkSalt);
  std::array<int, kStopKindCount> weights = rules.stop_weights;
  while (static_cast<int>(stops.size()) < rules.fork) {
    long long total = 0;
    for (const int w : weights) total += std::max(0, w);
    if (total <= 0) break;
    long long x = rng.Below(static_cast<std::uint32_t>(total));
    int kind = 0;
    while (kind < kStopKindCount - 1 && x >= std::max(0, weights[static_cast<std::size_t>(kind)])) {
      x -= std::max(0, weights[static_cast<std::size_t>(kind)]);
      ++kind;
    }
    stops.push_back(static_cast<StopKind>(kind));
    weights[static_cast<std::size_t>(kind)] = 0;  // a fork offers each kind once
  }
  return stops;
}

}  // namespace bc::runs
