#include "ui/card_marks.h"

#include "basecommand/card_defs.h"
#include "ui/glossary.h"
#include "ui/rule_texts.h"
#include "ui/tr.h"

namespace bc::ui {

namespace {

// The glossary's sentence for `keyword` as it names it, or "".
std::string Meaning(const std::string& keyword) {
  for (const GlossaryEntry& entry : Glossary()) {
    if (entry.keyword == keyword) return entry.meaning;
  }
  return "";
}

}  // namespace

std::vector<CardMark> UnitCardMarks(int rank, std::uint32_t perks) {
  std::vector<CardMark> marks;
  if (rank >= 1 && rank <= kMaxRank) {
    marks.push_back({"sprites/ui/rank_" + std::to_string(rank) + ".png",
                     Format(Tr("Rank {0} of {1}"), {std::to_string(rank), std::to_string(kMaxRank)}),
                     Meaning(std::string(TrData("Rank")))});
  }
  for (int i = 0; i < kPerkCount; ++i) {
    if ((perks & (1u << i)) == 0) continue;
    const std::string name = PerkText(i);
    marks.push_back({std::string("sprites/ui/perk_") + PerkName(i) + ".png", name, Meaning(name)});
  }
  return marks;
}

}  // namespace bc::ui
