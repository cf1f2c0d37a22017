// Difficulty levels as rewrites of a mission's data (difficulty.h).
#include "basecommand/difficulty.h"

#include <algorithm>
#include <cstddef>
#include <utility>

#include "basecommand/catalog.h"
#include "basecommand/rule_numbers.h"

namespace bc {

namespace {

// 1 + ceil((turn - 1) * percent / 100): turn 1 stays 1, a later turn stays later than 1.
int ScaledTurn(int turn, int percent) {
  if (turn <= 1) return turn;
  const long long scaled = (static_cast<long long>(turn - 1) * percent + 99) / 100;
  return 1 + static_cast<int>(std::max<long long>(1, scaled));
}

// The entry a wave's extra attacker copies: its fewest-HP entry, the first such.
std::size_t SmallestOfWave(const Catalog* catalog, const std::vector<SpawnDef>& schedule, std::size_t begin,
                           std::size_t end) {
  std::size_t best = begin;
  if (catalog == nullptr) return best;
  auto hp = [&](std::size_t i) {
    const EnemyIndex e = schedule[i].enemy;
    return e < catalog->enemies.size() ? catalog->enemies[e].health : 0;
  };
  for (std::size_t i = begin + 1; i < end; ++i) {
    if (hp(i) < hp(best)) best = i;
  }
  return best;
}

MissionDef Rewrite(const MissionDef& mission, const DifficultyDef& level, const Catalog* catalog) {
  MissionDef out = mission;
  if (const std::array<int, 3>* stars = LevelStarScores(mission, level.id)) out.star_scores = *stars;
  const DifficultyModifiers& m = level.modifiers;
  if (IsIdentity(m)) return out;
  out.base_health = std::max(1, mission.base_health + m.base_health);
  out.discard_start = std::clamp(mission.discard_start + m.discard_start, 0, kDiscardCap);
  if (m.extra_attackers > 0) {
    std::vector<SpawnDef> schedule;
    schedule.reserve(mission.schedule.size() * 2);
    for (std::size_t begin = 0; begin < mission.schedule.size();) {
      std::size_t end = begin;
      while (end < mission.schedule.size() && mission.schedule[end].turn == mission.schedule[begin].turn) ++end;
      schedule.insert(schedule.end(), mission.schedule.begin() + static_cast<std::ptrdiff_t>(begin),
                      mission.schedule.begin() + static_cast<std::ptrdiff_t>(end));
      SpawnDef extra = mission.schedule[SmallestOfWave(catalog, mission.schedule, begin, end)];
      const bool has_cells = extra.reinforcement ? !mission.reinforcement.empty() : !mission.deployment.empty();
      if (extra.cell != kNoCell && has_cells) {
        extra.sector = SectorOf(extra.cell).value_or(extra.sector);
        extra.cell = kNoCell;
      }
      for (int k = 0; k < m.extra_attackers; ++k) schedule.push_back(extra);
      begin = end;
    }
    out.schedule = std::move(schedule);
  }
  if (m.schedule_percent != 100) {
    for (SpawnDef& spawn : out.schedule) spawn.turn = ScaledTurn(spawn.turn, m.schedule_percent);
  }
  return out;
}

std::string Signed(int value) {
  std::string text = std::to_string(value);
  if (value > 0) text.insert(text.begin(), '+');
  return text;
}

}  // namespace

int Catalog::FindDifficulty(const std::string& id) const {
  for (std::size_t i = 0; i < difficulties.size(); ++i) {
    if (difficulties[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

DifficultyDef RulebookDifficulty() {
  DifficultyDef level;
  level.id = kStandardDifficulty;
  level.name = "STANDARD";
  level.summary = "The rulebook exactly.";
  return level;
}

std::optional<DifficultyDef> FindLevel(const Catalog& catalog, const std::string& id) {
  const int index = catalog.FindDifficulty(id);
  if (index >= 0) return catalog.difficulties[static_cast<std::size_t>(index)];
  if (id != kStandardDifficulty) return std::nullopt;
  return RulebookDifficulty();
}

bool IsIdentity(const DifficultyModifiers& modifiers) { return modifiers == DifficultyModifiers{}; }

const std::array<int, 3>* LevelStarScores(const MissionDef& mission, const std::string& level) {
  for (const LevelStars& entry : mission.level_stars) {
    if (entry.level == level) return &entry.scores;
  }
  return nullptr;
}

MissionDef MissionAtDifficulty(const Catalog& catalog, const MissionDef& mission, const DifficultyDef& level) {
  return Rewrite(mission, level, &catalog);
}

Catalog CatalogAtDifficulty(const Catalog& catalog, const DifficultyDef& level) {
  Catalog out = catalog;
  out.difficulty = level.id;
  for (std::size_t i = 0; i < catalog.missions.size(); ++i) {
    out.missions[i] = Rewrite(catalog.missions[i], level, &catalog);
  }
  if (!IsIdentity(level.modifiers)) FinishCatalog(out);
  return out;
}

int CreditsAtDifficulty(int credits, const DifficultyDef& level) {
  return static_cast<int>(static_cast<long long>(credits) * std::max(0, level.credit_percent) / 100);
}

std::vector<std::string> DescribeDifficulty(const DifficultyDef& level, const RulesText& t) {
  const DifficultyModifiers& m = level.modifiers;
  std::vector<std::string> lines;
  if (m.base_health != 0) {
    lines.push_back(FillPlaces(t.Phrase("Base starts at {0} health, not {1} ({2})."),
                               {std::to_string(std::max(1, kStandardBaseHealth + m.base_health)),
                                std::to_string(kStandardBaseHealth), Signed(m.base_health)}));
  }
  if (m.discard_start != 0) {
    const int start = std::clamp(kDiscardStart + m.discard_start, 0, kDiscardCap);
    lines.push_back(FillPlaces(t.Phrase("Discard points start at {0}, not {1}. The cap stays {2}."),
                               {std::to_string(start), std::to_string(kDiscardStart), std::to_string(kDiscardCap)}));
  }
  if (m.extra_attackers > 0) {
    lines.push_back(FillPlaces(t.PhraseN("Every wave brings {0} more attacker: another of its smallest. Telegraphed as usual.",
                                         "Every wave brings {0} more attackers: another of its smallest. Telegraphed as usual.",
                                         m.extra_attackers),
                               {std::to_string(m.extra_attackers)}));
  }
  if (m.schedule_percent != 100) {
    lines.push_back(FillPlaces(/* xgettext:no-c-format */ t.Phrase("The schedule runs at {0}% of its length: later waves arrive sooner."),
                               {std::to_string(m.schedule_percent)}));
  }
  if (lines.empty()) lines.push_back(t.Phrase("The rulebook exactly. Nothing added, nothing waived."));
  if (level.credit_percent != 100) {
    lines.push_back(FillPlaces(/* xgettext:no-c-format */ t.Phrase("Campaign credits paid at {0}% of the rate."),
                               {std::to_string(level.credit_percent)}));
  }
  return lines;
}

}  // namespace bc
