#include "ui/stats_screen.h"

#include <algorithm>
#include <utility>

#include "session/profile_session.h"
#include "campaign/profile_progress.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"
#include "ui/rule_texts.h"

namespace bc::ui {

using namespace render::palette;

std::vector<ChartBar> OutcomeBars(const Statistics& stats) {
  return {
      {Tr("BATTLES"), stats.battles, 0, kOchre},
      {Tr("VICTORIES"), stats.victories, 0, kTeal},
      {Tr("DEFEATS"), stats.defeats, 0, kDanger},
      {Tr("FLAWLESS"), stats.flawless_victories, 0, kGold},
  };
}

std::vector<ChartBar> StarBars(const Campaigns& campaigns, const Profile& profile) {
  std::vector<ChartBar> bars;
  for (const CampaignDef& campaign : campaigns) {
    const std::string label = ShortOperationName(campaign.name);  // the bars have little room
    bars.push_back({label, CampaignStars(profile, campaign), CampaignMaxStars(campaign), kGold});
  }
  return bars;
}

std::vector<ChartBar> KillBars(const Catalog& catalog, const Statistics& stats) {
  std::vector<ChartBar> bars;
  for (const auto& [enemy, kills] : stats.kills_by_enemy) {
    const int i = catalog.FindEnemy(enemy);
    bars.push_back({i >= 0 ? catalog.enemies[static_cast<std::size_t>(i)].name : enemy, kills, 0, kDanger});
  }
  std::stable_sort(bars.begin(), bars.end(), [](const ChartBar& a, const ChartBar& b) { return a.value > b.value; });
  return bars;
}

void StatsScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void StatsScreen::DrawUi(const UiContext& context, Choices& out) {
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##stats", context, Tr("RELAX  //  SERVICE RECORD"), Tr("STATS"),
                                            Tr("Counted since the records began, or since someone erased them."));
  if (!ProfileOrClose(context, nav, out)) return;
  const session::ProfileSession& session = *context.profile;
  const Profile& profile = session.profile();
  const Statistics& stats = profile.stats;

  // The numbers, in a strip.
  const std::pair<const char*, int> numbers[] = {
      {Tr("BATTLES"), stats.battles},          {Tr("VICTORIES"), stats.victories},
      {Tr("KILLS"), stats.kills},              {Tr("DAMAGE DEALT"), stats.damage_dealt},
      {Tr("BASE DAMAGE TAKEN"), stats.base_damage_taken}, {Tr("CANNON SHOTS"), stats.cannon_shots},
      {Tr("UNITS LOST"), stats.units_lost},    {Tr("TURNS PLAYED"), stats.turns_played},
      {Tr("BEST SCORE"), stats.best_score},    {Tr("CREDITS EARNED"), stats.credits_earned},
  };
  const float width = context.width - 2.0f * margin;
  ImGui::SetCursorPosX(margin);
  if (ImGui::BeginTable("##numbers", 5, ImGuiTableFlags_None, ImVec2(width, 0))) {
    for (const auto& [label, value] : numbers) {
      ImGui::TableNextColumn();
      SectionLabel(label, kSand);
      TextIn(context.fonts.heading, Thousands(value), kWhite);
    }
    ImGui::EndTable();
  }

  const float top = ImGui::GetCursorPosY() + 8.0f * s;
  const float column = (width - margin * 0.5f) * 0.5f;
  const float height = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##left", ImVec2(column, height), true, ImGuiWindowFlags_HorizontalScrollbar);
  SectionLabel(Tr("SCORE OF EACH RECENT BATTLE  (gold: victory)"));
  std::vector<int> scores;
  std::vector<bool> wins;
  for (const BattleLogEntry& entry : stats.history) {
    scores.push_back(entry.score);
    wins.push_back(entry.victory);
  }
  const float inner = ImGui::GetContentRegionAvail().x;
  LineChart("##scores", scores, wins, ImVec2(inner, 150.0f * s), context);
  ImGui::Spacing();
  SectionLabel(Tr("BATTLES"));
  BarChart("##outcomes", OutcomeBars(stats), inner, context);
  ImGui::EndChild();

  ImGui::SetCursorPos(ImVec2(margin * 1.5f + column, top));
  ImGui::BeginChild("##right", ImVec2(column, height), true, ImGuiWindowFlags_HorizontalScrollbar);
  SectionLabel(Tr("KILLS BY ATTACKER TYPE"));
  const std::vector<ChartBar> kills = KillBars(session.catalog(), stats);
  if (kills.empty()) ImGui::TextDisabled(Tr("Nothing destroyed yet. The attackers are unimpressed."));
  BarChart("##kills", kills, ImGui::GetContentRegionAvail().x, context);
  ImGui::Spacing();
  SectionLabel(Tr("STARS PER OPERATION"));
  const std::vector<ChartBar> stars = StarBars(session.campaigns(), profile);
  if (stars.empty()) ImGui::TextDisabled(Tr("No operations are loaded."));
  BarChart("##stars", stars, ImGui::GetContentRegionAvail().x, context);
  ImGui::Spacing();
  SectionLabel(Tr("BEST SCORES"));
  std::vector<std::pair<int, std::string>> best;
  for (const auto& [mission, record] : profile.missions) {
    // A mission the data no longer has keeps its record, but is not listed.
    if (record.victories > 0 && session.catalog().FindMission(mission) >= 0) best.push_back({record.best_score, mission});
  }
  std::sort(best.begin(), best.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  if (best.empty()) ImGui::TextDisabled(Tr("No operation victories yet."));
  if (!best.empty() && ImGui::BeginTable("##best", 3, ImGuiTableFlags_RowBg)) {
    for (std::size_t i = 0; i < std::min<std::size_t>(best.size(), 8); ++i) {
      const int m = session.catalog().FindMission(best[i].second);
      const MissionRecord& record = profile.missions.at(best[i].second);
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextUnformatted(m >= 0 ? session.catalog().missions[static_cast<std::size_t>(m)].name.c_str()
                                    : best[i].second.c_str());
      ImGui::TableSetColumnIndex(1);
      ImGui::TextColored(ToImVec4(kGold), "%s", Thousands(best[i].first).c_str());
      ImGui::TableSetColumnIndex(2);
      std::string star_text;
      for (int k = 0; k < 3; ++k) star_text += k < record.stars ? "\u2605" : "\u2606";
      if (record.flawless) star_text += Tr(" FLAWLESS");
      ImGui::TextColored(ToImVec4(kGold), "%s", star_text.c_str());
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
