#include "ui/basecamp_screen.h"

#include <algorithm>

#include "session/profile_session.h"
#include "campaign/profile_economy.h"
#include "campaign/profile_progress.h"
#include "ui/card_view.h"
#include "ui/cards_screen.h"
#include "ui/operations_screen.h"
#include "ui/prepare_screen.h"
#include "ui/rank_gains.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

namespace {

std::string CardName(const Catalog& catalog, const std::string& id) {
  const int i = catalog.FindCard(id);
  return i >= 0 ? catalog.cards[static_cast<std::size_t>(i)].name : id;
}

}  // namespace

int DefaultBasecampCampaign(const Catalog& catalog, const Campaigns& campaigns, const Profile& profile) {
  (void)catalog;
  int last_open = -1;
  for (std::size_t i = 0; i < campaigns.size(); ++i) {
    if (!CampaignUnlocked(profile, campaigns, campaigns[i])) continue;
    if (!CampaignComplete(profile, campaigns[i])) return static_cast<int>(i);
    last_open = static_cast<int>(i);
  }
  return last_open;
}

Roster ReadinessRoster(const Catalog& catalog, const Profile& profile, const std::string& campaign_id) {
  Roster roster;
  const auto it = profile.campaigns.find(campaign_id);
  if (it != profile.campaigns.end()) roster = it->second.roster;
  SyncRoster(catalog, session::StarterUnits(catalog), roster);
  return roster;
}

std::vector<int> CardsForSale(const Catalog& catalog, const Profile& profile) {
  std::vector<int> out;
  for (std::size_t i = 0; i < catalog.cards.size(); ++i) {
    const CardDef& card = catalog.cards[i];
    if (IsCollectible(card) && profile.owned_cards.count(card.id) == 0) out.push_back(static_cast<int>(i));
  }
  std::stable_sort(out.begin(), out.end(), [&](int a, int b) {
    const CardDef& x = catalog.cards[static_cast<std::size_t>(a)];
    const CardDef& y = catalog.cards[static_cast<std::size_t>(b)];
    if (UnlockCost(x) != UnlockCost(y)) return UnlockCost(x) < UnlockCost(y);
    return x.name < y.name;
  });
  return out;
}

void BasecampScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void BasecampScreen::OnReply(const session::Reply& reply) {
  message_ = reply.ok ? reply.text : Format(Tr("Refused: {0}."), {reply.text});
  message_error_ = !reply.ok;
}

void BasecampScreen::DrawReadiness(const UiContext& context, float width, float height) {
  const session::ProfileSession& session = *context.profile;
  const Catalog& catalog = session.catalog();
  const Campaigns& campaigns = session.campaigns();
  const Profile& profile = session.profile();
  ImGui::BeginChild("##readiness", ImVec2(width, height), true);
  SectionLabel(Tr("READINESS"));
  if (campaigns.empty() || campaign_ < 0) {
    ImGui::TextDisabled(Tr("No operation is open. Units are carried within an operation only."));
    ImGui::EndChild();
    return;
  }
  ImGui::SetNextItemWidth(width * 0.6f);
  if (ImGui::BeginCombo("##operation", campaigns[static_cast<std::size_t>(campaign_)].name.c_str())) {
    for (std::size_t i = 0; i < campaigns.size(); ++i) {
      const bool open = CampaignUnlocked(profile, campaigns, campaigns[i]);
      if (!open) ImGui::BeginDisabled();
      if (ImGui::Selectable(campaigns[i].name.c_str(), campaign_ == static_cast<int>(i))) {
        campaign_ = static_cast<int>(i);
      }
      if (!open) ImGui::EndDisabled();
    }
    ImGui::EndCombo();
  }
  const CampaignDef& campaign = campaigns[static_cast<std::size_t>(campaign_)];
  const Roster roster = ReadinessRoster(catalog, profile, campaign.id);
  if (!campaign.carry_units) ImGui::TextColored(ToImVec4(kSand), Tr("This operation issues fresh units every mission."));
  if (ImGui::BeginTable("##roster", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn(Tr("UNIT"), ImGuiTableColumnFlags_WidthStretch, 2.4f);
    ImGui::TableSetupColumn(Tr("HP"), ImGuiTableColumnFlags_WidthStretch, 1.5f);
    ImGui::TableSetupColumn(Tr("RANK"), ImGuiTableColumnFlags_WidthStretch, 0.7f);
    ImGui::TableSetupColumn(Tr("REFIT"), ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableSetupColumn(Tr("RANK UP"), ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableHeadersRow();
    for (const CarriedUnit& unit : roster) {
      ImGui::PushID((unit.card + std::to_string(unit.copy)).c_str());
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      const std::string copy = unit.copy > 0 ? "  #" + std::to_string(unit.copy + 1) : "";
      ImGui::TextUnformatted((CardName(catalog, unit.card) + copy).c_str());
      if (!unit.upgrades.empty() && ImGui::IsItemHovered()) {
        std::string list;
        for (const std::string& u : unit.upgrades) list += (list.empty() ? "" : ", ") + CardName(catalog, u);
        ImGui::SetTooltip(Tr("Upgrades: %s"), list.c_str());
      }
      if (!unit.upgrades.empty()) {
        ImGui::SameLine();
        ImGui::TextColored(ToImVec4(kTeal), Tr("+%zu"), unit.upgrades.size());
      }
      ImGui::TableSetColumnIndex(1);
      const float fraction = unit.max_hp > 0 ? static_cast<float>(unit.hp) / static_cast<float>(unit.max_hp) : 0.0f;
      ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ToImVec4(unit.Disabled() ? kDanger : unit.Damaged() ? kHazard : kTeal));
      const std::string hp = unit.Disabled() ? Tr("DISABLED") : std::to_string(unit.hp) + " / " + std::to_string(unit.max_hp);
      ImGui::ProgressBar(fraction, ImVec2(-1, 0), hp.c_str());
      ImGui::PopStyleColor();
      ImGui::TableSetColumnIndex(2);
      ImGui::Text("%d", unit.rank);
      ImGui::TableSetColumnIndex(3);
      const int refit = RefitCost(profile, unit);
      if (refit > 0) {
        ImGui::BeginDisabled(refit > profile.credits);
        const bool pressed = ImGui::SmallButton(Thousands(refit).c_str());
        ImGui::EndDisabled();
        TooltipWithKey(Format(Tr("Refit to full HP for {0}."), {Count(refit, "{0} credit", "{0} credits")}).c_str(), nullptr);
        if (pressed) {
          spend_.Ask(session::Request::Profile(session::ProfileCommand::RefitUnit(campaign.id, unit.card, unit.copy),
                                               Format(Tr("{0} refitted."), {CardName(catalog, unit.card)})),
                     Format(Tr("Refit {0}"), {CardName(catalog, unit.card)}), refit);
        }
      } else {
        ImGui::TextDisabled("%s", Tr("FIT"));
      }
      ImGui::TableSetColumnIndex(4);
      const int rank_cost = RankCost(unit);
      if (rank_cost > 0 && !unit.Disabled()) {
        ImGui::BeginDisabled(rank_cost > profile.credits);
        const bool pressed = ImGui::SmallButton((Thousands(rank_cost) + "##rank").c_str());
        ImGui::EndDisabled();
        // What the next rank gives, beside its price, in the tooltip and in the question.
        const int card = catalog.FindCard(unit.card);
        const std::string gains =
            card >= 0 ? RankGainText(catalog.cards[static_cast<std::size_t>(card)], unit.rank + 1) : "";
        TooltipWithKey(Format(Tr("Promote to rank {0} for {1}."),
                              {std::to_string(unit.rank + 1), Count(rank_cost, "{0} credit", "{0} credits")}) +
                           (gains.empty() ? "" : "\n" + gains),
                       nullptr);
        if (pressed) {
          spend_.Ask(session::Request::Profile(
                         session::ProfileCommand::BuyRank(campaign.id, unit.card, unit.copy),
                         Format(Tr("{0} promoted to rank {1}."), {CardName(catalog, unit.card), std::to_string(unit.rank + 1)}) +
                             (gains.empty() ? "" : " " + gains)),
                     Format(Tr("Promote {0} to rank {1}"), {CardName(catalog, unit.card), std::to_string(unit.rank + 1)}) +
                         (gains.empty() ? "" : ". " + gains),
                     rank_cost);
        }
      } else {
        ImGui::TextDisabled(unit.Disabled() ? Tr("refit first") : Tr("TOP RANK"));
      }
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  const int refit_all = RefitAllCost(profile, campaign.id);
  if (refit_all > 0) {
    ImGui::PushFont(context.fonts.bold);
    if (ImGui::Button(Format(Tr("REFIT EVERY DAMAGED UNIT: {0} CREDITS"), {Thousands(refit_all)}).c_str())) {
      spend_.Ask(
          session::Request::Profile(session::ProfileCommand::RefitAll(campaign.id), Tr("Every damaged unit refitted.")),
          Tr("Refit every damaged unit"), refit_all);
    }
    ImGui::PopFont();
  }
  ImGui::Spacing();
  const int next = NextMission(profile, campaign);
  if (next < 0) {
    TextIn(context.fonts.bold, Tr("OPERATION COMPLETE. Replays pay only the improvement."), kTeal);
  } else {
    const CampaignMissionDef& slot = campaign.missions[static_cast<std::size_t>(next)];
    const int m = catalog.FindMission(slot.mission);
    if (m >= 0) {
      const MissionDef& mission = catalog.missions[static_cast<std::size_t>(m)];
      SectionLabel(Tr("NEXT OPERATION"));
      TextIn(context.fonts.heading, mission.name);
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextColored(ToImVec4(kHazard), Tr("Threats: %s"), MissionAttackerList(catalog, mission).c_str());
      // TRANSLATORS: the first %s is the par with its noun ("8 turns"), the last the attackers ("12 attackers").
      ImGui::Text(Tr("Par %s. Base health %d. %s scheduled."), Count(mission.par, "{0} turn", "{0} turns").c_str(),
                  mission.base_health,
                  Count(static_cast<int>(mission.schedule.size()), "{0} attacker", "{0} attackers").c_str());
      if (!slot.teaches.empty()) ImGui::TextColored(ToImVec4(kSand), Tr("Teaches: %s"), slot.teaches.c_str());
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::EndChild();
}

void BasecampScreen::DrawSpending(const UiContext& context, float width, float height) {
  const session::ProfileSession& session = *context.profile;
  const Catalog& catalog = session.catalog();
  const Profile& profile = session.profile();
  ImGui::BeginChild("##spending", ImVec2(width, height), true, ImGuiWindowFlags_HorizontalScrollbar);
  SectionLabel(Tr("UNLOCK CARDS"));
  const std::vector<int> sale = CardsForSale(catalog, profile);
  if (sale.empty()) ImGui::TextColored(ToImVec4(kTeal), Tr("The collection is complete. Storage is your problem."));
  ImGui::BeginChild("##sale", ImVec2(0, height * 0.42f), false, ImGuiWindowFlags_HorizontalScrollbar);
  for (const int i : sale) {
    const CardDef& card = catalog.cards[static_cast<std::size_t>(i)];
    ImGui::PushID(i);
    const int cost = UnlockCost(card);
    ImGui::BeginDisabled(cost > profile.credits);
    if (ImGui::SmallButton(Thousands(cost).c_str())) {
      spend_.Ask(session::Request::Profile(session::ProfileCommand::UnlockCard(card.id), Format(Tr("{0} unlocked."), {card.name})),
                 Format(Tr("Unlock {0}"), {card.name}), cost);
    }
    ImGui::EndDisabled();
    ImGui::SameLine(70.0f * context.scale);
    ImGui::TextUnformatted(card.name.c_str());
    ImGui::SameLine(width * 0.62f);
    ImGui::TextColored(ToImVec4(kSand), "%s %s", Tr(RarityName(card.rarity)), Tr(CardFamilyName(card.family)));
    // What the card does, under its name: its text, and a unit's first rank and perks.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::SetCursorPosX(70.0f * context.scale);
    ImGui::TextColored(ToImVec4(kSand), "%s", card.text.c_str());
    if (card.family == CardFamily::kUnit) {
      const std::vector<std::string> ranks = RankLines(card);
      ImGui::SetCursorPosX(70.0f * context.scale);
      ImGui::TextDisabled("%s", ranks.empty() ? "" : ranks.front().c_str());
      const std::string perks = PerkList(card.perks);
      if (!perks.empty()) {
        ImGui::SetCursorPosX(70.0f * context.scale);
        ImGui::TextDisabled(Tr("Perks: %s"), perks.c_str());
      }
    }
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    ImGui::PopID();
  }
  ImGui::EndChild();
  ImGui::Separator();
  SectionLabel(Tr("SERVICES"));
  const int slot_cost = SlotCost(profile);
  if (slot_cost > 0) {
    ImGui::BeginDisabled(slot_cost > profile.credits);
    if (ImGui::SmallButton((Thousands(slot_cost) + "##slot").c_str())) {
      spend_.Ask(session::Request::Profile(session::ProfileCommand::BuyCommandFileSlot(),
                                           Tr("Another command file slot issued.")),
                 Tr("Buy another command file slot"), slot_cost);
    }
    ImGui::EndDisabled();
    ImGui::SameLine(70.0f * context.scale);
    ImGui::Text(Tr("EXTRA COMMAND FILE SLOT (%d of %d now)"), profile.command_file_slots, kMaxCommandFileSlots);
  } else {
    ImGui::TextDisabled(Tr("Command file slots: all %d issued."), kMaxCommandFileSlots);
  }
  for (const ServiceDef& service : kServices) {
    ImGui::PushID(service.id);
    const bool bought = profile.services.count(service.id) != 0;
    if (bought) {
      ImGui::TextColored(ToImVec4(kTeal), Tr("IN FORCE"));
    } else {
      ImGui::BeginDisabled(service.cost > profile.credits);
      if (ImGui::SmallButton(Thousands(service.cost).c_str())) {
        spend_.Ask(session::Request::Profile(session::ProfileCommand::BuyService(service.id),
                                             Format(Tr("{0} contracted."), {Tr(service.name)})),
                   Format(Tr("Contract {0}"), {Tr(service.name)}), service.cost);
      }
      ImGui::EndDisabled();
    }
    ImGui::SameLine(70.0f * context.scale);
    ImGui::TextUnformatted(Tr(service.name));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::SetCursorPosX(70.0f * context.scale);
    ImGui::TextColored(ToImVec4(kSand), "%s", Tr(service.description));
    ImGui::PopTextWrapPos();
    ImGui::PopID();
  }
  ImGui::EndChild();
}

void BasecampScreen::DrawUi(const UiContext& context, Choices& out) {
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##basecamp", context, Tr("PREPARE  //  BASECAMP"), Tr("BASECAMP COMMAND"),
                                            Tr("Review readiness, spend campaign credits, unlock cards, and refit owned assets "
                                               "before the next siege."));
  if (!ProfileOrClose(context, nav, out)) return;
  const session::ProfileSession& session = *context.profile;
  const Profile& profile = session.profile();
  if (campaign_ == -2) campaign_ = DefaultBasecampCampaign(session.catalog(), session.campaigns(), profile);

  const Collection collection = CollectionOf(session.catalog(), profile);
  const int supported = SupportedCollectionPercent(session.catalog(), session.campaigns(), profile);
  ImGui::SetCursorPosX(margin);
  if (ImGui::BeginTable("##strip", 4, ImGuiTableFlags_None, ImVec2(context.width - 2.0f * margin, 0))) {
    ImGui::TableNextColumn();
    SectionLabel(Tr("CREDITS"), kSand);
    TextIn(context.fonts.heading, Thousands(profile.credits), kGold);
    ImGui::TableNextColumn();
    SectionLabel(Tr("COLLECTION"), kSand);
    TextIn(context.fonts.heading,
           Format(Tr("{0}%  ({1} of {2})"), {std::to_string(collection.Percent()), std::to_string(collection.owned),
                                             std::to_string(collection.total)}),
           kWhite);
    ImGui::TableNextColumn();
    ImGui::PushTextWrapPos(0.0f);
    SectionLabel(Tr("CAMPAIGN CAN STILL FUND"), kSand);
    ImGui::PopTextWrapPos();
    TextIn(context.fonts.heading, std::to_string(supported) + "%", supported >= 100 ? kTeal : kHazard);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(Tr("Every credit still to be earned, plus those in hand, spent on cards cheapest first.\n"
                        "Ranks, slots, services and refits divert credits from card acquisition."));
    }
    ImGui::TableNextColumn();
    ImGui::PushTextWrapPos(0.0f);
    SectionLabel(Tr("SPENT: CARDS / SERVICES"), kSand);
    ImGui::PopTextWrapPos();
    TextIn(context.fonts.heading,
           Thousands(profile.ledger.cards) + " / " + Thousands(profile.ledger.SpentOnServices()), kWhite);
    ImGui::EndTable();
  }
  // The status line has its own room, so a message never pushes the panels down.
  const float status_y = ImGui::GetCursorPosY();
  if (!message_.empty()) {
    ImGui::SetCursorPos(ImVec2(margin, status_y));
    TextIn(context.fonts.bold, message_, message_error_ ? kHazard : kTeal);
  }
  const float top = status_y + context.fonts.bold->FontSize + ImGui::GetStyle().ItemSpacing.y + 6.0f * s;
  const float width = context.width - 2.0f * margin;
  const float left = width * 0.56f;
  const float height = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  DrawReadiness(context, left, height);
  ImGui::SetCursorPos(ImVec2(margin + left + 12.0f * s, top));
  DrawSpending(context, width - left - 12.0f * s, height);
  spend_.Draw(context, out);
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
