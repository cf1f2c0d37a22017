#include "ui/prepare_screen.h"

#include <algorithm>

#include "session/catalogue_rules_text.h"
#include "session/profile_session.h"
#include "campaign/profile_economy.h"
#include "campaign/profile_progress.h"
#include "render/backdrop.h"
#include "ui/deckbuilder_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

void FillCampaignBackdrop(const UiContext& context) {
  render::FillVerticalGradient(context.renderer, {0, 0, context.width, context.height},
                               render::Rgba{30, 18, 16}, render::Rgba{70, 34, 26});
}

NavRequest OpenCampaignScreen(const char* window, const UiContext& context, const char* channel,
                              const char* heading, const char* line) {
  BeginScreenWindow(window, context);
  const float margin = 36.0f * context.scale;
  const bool back = BackStrip(context, channel, Tr("Back one screen."));
  ImGui::SetCursorPosX(margin);
  TextIn(context.fonts.display, heading);
  if (line != nullptr && *line != '\0') {
    ImGui::SetCursorPosX(margin);
    ImGui::PushTextWrapPos(context.width - margin);
    TextIn(context.fonts.body, line, kSand);
    ImGui::PopTextWrapPos();
  }
  ImGui::Spacing();
  return back ? NavRequest::Pop() : NavRequest::None();
}

bool HaveProfile(const UiContext& context) {
  if (context.profile != nullptr && context.catalog != nullptr) return true;
  ImGui::SetCursorPosX(36.0f * context.scale);
  ImGui::TextColored(ToImVec4(kHazard), Tr("No campaign records are loaded, so there is nothing to show here."));
  return false;
}

bool ProfileOrClose(const UiContext& context, NavRequest nav, Choices& out) {
  if (HaveProfile(context)) return true;
  EndScreenWindow();
  out.Go(nav);
  return false;
}

std::string Thousands(int value) { return session::CatalogueRules().Number(value); }

std::string CampaignPlaceText(const CampaignDef& campaign, int position) {
  return Format(Tr("{0}, MISSION {1} OF {2}"),
                {TrData(campaign.name), std::to_string(position + 1), std::to_string(campaign.missions.size())});
}

std::string MissionStandingText(const Catalog& catalog, const Campaigns& campaigns, const Profile& profile,
                                const MissionDef& mission) {
  const int index = CampaignOfMission(campaigns, mission.id);
  if (index < 0) return Tr("SKIRMISH: not part of an operation. It counts in the service statistics only.");
  const CampaignDef& campaign = campaigns[static_cast<std::size_t>(index)];
  const std::string lock = MissionLockReason(profile, campaigns, campaign.id, mission.id, session::CatalogueRules());
  if (!lock.empty()) return Format(Tr("LOCKED: {0}. Fought now, it counts as a skirmish: no stars, no credits."), {lock});
  const int position = FindCampaignMission(campaign, mission.id);
  std::string text = CampaignPlaceText(campaign, position) + ".";
  const auto it = profile.missions.find(mission.id);
  if (it == profile.missions.end() || it->second.victories == 0) return text + " " + Tr("Not yet won.");
  const MissionRecord& record = it->second;
  text += " ";
  text += Format(record.flawless ? Tr("Best: {0} points, {1}, flawless; {2} credits paid so far.")
                                 : Tr("Best: {0} points, {1}; {2} credits paid so far."),
                 {Thousands(record.best_score), Count(record.stars, "{0} star", "{0} stars"), Thousands(record.payout)});
  // Stars by level, once more than the rulebook's has been fought.
  if (!record.levels.empty() && !(record.levels.size() == 1 && record.levels.count(kStandardDifficulty) == 1)) {
    std::string by_level;
    for (const DifficultyDef& level : catalog.difficulties) {
      const auto at = record.levels.find(level.id);
      if (at == record.levels.end() || at->second.victories == 0) continue;
      by_level += (by_level.empty() ? "" : ", ") + std::string(TrData(level.name)) + " " + std::to_string(at->second.stars) +
                  (at->second.flawless ? std::string(" ") + Tr("(flawless)") : std::string());
    }
    if (!by_level.empty()) text += " " + Format(Tr("Stars by level: {0}."), {by_level});
  }
  return text;
}

void DrawMissionStanding(const UiContext& context, const MissionDef& mission) {
  if (context.profile == nullptr) return;
  const session::ProfileSession& session = *context.profile;
  ImGui::PushTextWrapPos(0.0f);
  const std::string text = MissionStandingText(session.catalog(), session.campaigns(), session.profile(), mission);
  ImGui::TextColored(ToImVec4(text.rfind("LOCKED", 0) == 0 ? kHazard : kTeal), "%s", text.c_str());
  ImGui::TextColored(ToImVec4(kSand), Tr("Deck: %s"), DeckPolicyText(mission.deck_policy));
  ImGui::PopTextWrapPos();
}

NavRequest NavForPrepareChoice(PrepareChoice choice) {
  switch (choice) {
    case PrepareChoice::kBasecamp: return NavRequest::Push(ScreenId::kBasecamp);
    case PrepareChoice::kCards: return NavRequest::Push(ScreenId::kCards);
    case PrepareChoice::kDeckBuilder: return NavRequest::Push(ScreenId::kDeckBuilder);
    case PrepareChoice::kCampaigns: return NavRequest::Push(ScreenId::kOperations);
    case PrepareChoice::kHostiles: return NavRequest::Push(ScreenId::kHostiles);
    case PrepareChoice::kNone: break;
  }
  return NavRequest::None();
}

void PrepareScreen::DrawUi(const UiContext& context, Choices& out) {
  PrepareChoice choice = PrepareChoice::kNone;
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##prepare", context, Tr("PREPARE"), Tr("CARDS, CAMPAIGNS, COMMAND FILES"),
                                            Tr("Everything that happens before the siege, which is where sieges are won."));
  static constexpr HubTile kTiles[] = {
      {"##basecamp", N_("BASECAMP"), N_("READINESS, CREDITS, REFITS"),
       N_("BASECAMP COMMAND: spend campaign credits, unlock cards, refit owned assets.")},
      {"##cards", N_("CARDS"), N_("THE FULL CATALOGUE"), N_("Every card, with every keyword explained.")},
      {"##deck", N_("COMMAND FILES"), N_("BUILD AND SAVE DECKS"),
       N_("Custom loadouts: 8 units, 16 supports, 2 fieldworks, a doctrine, a base weapon.")},
      {"##campaigns", N_("CAMPAIGNS"), N_("SELECT OPERATION"), N_("The operations and their missions.")},
      {"##hostiles", N_("HOSTILES"), N_("THE ATTACKER ARCHIVE"),
       N_("Every attacker type met: stats, behaviour, where it turns up. The rest stay redacted.")},
  };
  static constexpr PrepareChoice kChoices[] = {PrepareChoice::kBasecamp, PrepareChoice::kCards,
                                               PrepareChoice::kDeckBuilder, PrepareChoice::kCampaigns,
                                               PrepareChoice::kHostiles};
  const int clicked = HubTiles(context, kTiles, 5, 5, 230.0f);
  if (clicked >= 0) choice = kChoices[clicked];

  ImGui::SetCursorPos(ImVec2(margin, ImGui::GetCursorPosY() + 20.0f * s));
  SectionLabel(Tr("OPERATIONS"));
  if (HaveProfile(context)) {
    const session::ProfileSession& session = *context.profile;
    const Profile& profile = session.profile();
    ImGui::SetCursorPosX(margin);
    const float table_w = context.width - 2.0f * margin;
    if (session.campaigns().empty()) {
      ImGui::TextColored(ToImVec4(kSand), Tr("No operations are loaded: battles count as skirmishes."));
    } else if (ImGui::BeginTable("##ops", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH,
                                 ImVec2(table_w, 0))) {
      ImGui::TableSetupColumn(Tr("OPERATION"), ImGuiTableColumnFlags_WidthStretch, 3.0f);
      ImGui::TableSetupColumn(Tr("STATUS"), ImGuiTableColumnFlags_WidthStretch, 1.6f);
      ImGui::TableSetupColumn(Tr("MISSIONS WON"), ImGuiTableColumnFlags_WidthStretch, 1.2f);
      ImGui::TableSetupColumn(Tr("STARS"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
      ImGui::TableSetupColumn(Tr("NEXT"), ImGuiTableColumnFlags_WidthStretch, 2.4f);
      ImGui::TableHeadersRow();
      for (const CampaignDef& campaign : session.campaigns()) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        TextIn(context.fonts.bold, campaign.name);
        ImGui::TableSetColumnIndex(1);
        const bool open = CampaignUnlocked(profile, session.campaigns(), campaign);
        const bool done = CampaignComplete(profile, campaign);
        if (done) {
          ImGui::TextColored(ToImVec4(kTeal), Tr("COMPLETE"));
        } else if (open) {
          ImGui::TextColored(ToImVec4(kHazard), Tr("ACTIVE"));
        } else {
          ImGui::TextColored(ToImVec4(kSand, 0.6f), Tr("LOCKED"));
        }
        ImGui::TableSetColumnIndex(2);
        int won = 0;
        for (const CampaignMissionDef& slot : campaign.missions) {
          const auto it = profile.missions.find(slot.mission);
          won += it != profile.missions.end() && it->second.victories > 0 ? 1 : 0;
        }
        ImGui::Text("%d / %zu", won, campaign.missions.size());
        ImGui::TableSetColumnIndex(3);
        ImGui::TextColored(ToImVec4(kGold), "%d / %d", CampaignStars(profile, campaign),
                           CampaignMaxStars(campaign));
        ImGui::TableSetColumnIndex(4);
        const int next = NextMission(profile, campaign);
        if (!open) {
          const int required = FindCampaign(session.campaigns(), campaign.requires_campaign);
          ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
          ImGui::TextWrapped(Tr("opens when %s is complete"),  // wraps inside its column
                             required >= 0 ? session.campaigns()[static_cast<std::size_t>(required)].name.c_str()
                                           : campaign.requires_campaign.c_str());
          ImGui::PopStyleColor();
        } else if (next >= 0) {
          const int m = session.catalog().FindMission(campaign.missions[static_cast<std::size_t>(next)].mission);
          ImGui::TextUnformatted(m >= 0 ? session.catalog().missions[static_cast<std::size_t>(m)].name.c_str() : "?");
        } else {
          ImGui::TextDisabled(Tr("replays pay only the improvement"));
        }
      }
      ImGui::EndTable();
    }
    ImGui::SetCursorPosX(margin);
    const Collection collection = CollectionOf(session.catalog(), profile);
    ImGui::TextColored(ToImVec4(kSand), Tr("Credits %s    Collection %d%% (%d of %d cards)"),
                       Thousands(profile.credits).c_str(), collection.Percent(), collection.owned,
                       collection.total);
  }
  EndScreenWindow();
  out.Go(nav);
  out.Go(NavForPrepareChoice(choice));
}

}  // namespace bc::ui
