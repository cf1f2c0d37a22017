#include "ui/cards_screen.h"

#include <algorithm>

#include "session/profile_session.h"
#include "campaign/profile_economy.h"
#include "ui/card_tile.h"
#include "ui/card_view.h"
#include "ui/glossary.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"
#include "ui/rule_texts.h"

namespace bc::ui {

using namespace render::palette;

namespace {

constexpr const char* kFamilyLabels[] = {N_("UNIT"), N_("SUPPORT"), N_("FIELDWORK"), N_("DOCTRINE")};
constexpr const char* kRarityLabels[] = {N_("COMMON"), N_("UNCOMMON"), N_("RARE"), N_("LEGENDARY")};
constexpr render::Rgba kRarityColours[] = {kSand, kTeal, kFrost, kGold};

}  // namespace

std::vector<int> FilterCards(const Catalog& catalog, const Profile& profile, const CardFilter& filter) {
  std::vector<int> out;
  for (std::size_t i = 0; i < catalog.cards.size(); ++i) {
    const CardDef& card = catalog.cards[i];
    if (filter.family >= 0 && static_cast<int>(card.family) != filter.family) continue;
    if (filter.rarity >= 0 && static_cast<int>(card.rarity) != filter.rarity) continue;
    const bool owned = profile.owned_cards.count(card.id) != 0;
    if (filter.owned == CardFilter::Owned::kOwned && !owned) continue;
    if (filter.owned == CardFilter::Owned::kNotOwned && owned) continue;
    out.push_back(static_cast<int>(i));
  }
  return out;
}

std::string KeywordSource(const CardDef& card) {
  std::string text = card.text;
  for (int i = 0; i < kPerkCount; ++i) {
    if ((card.perks & (1u << i)) == 0) continue;
    text += ' ';
    text += PerkText(i);
  }
  if (card.family == CardFamily::kFieldwork) text += Tr(" fieldwork");
  if (card.family == CardFamily::kDoctrine) text += Tr(" doctrine");
  if (card.hero) text += Tr(" hero");
  return text;
}

std::vector<std::string> RankLines(const CardDef& card) {
  std::vector<std::string> lines;
  if (card.family != CardFamily::kUnit) return lines;
  for (int r = 0; r < kMaxRank; ++r) {
    const RankProfile& p = card.ranks[static_cast<std::size_t>(r)];
    char line[320];
    std::snprintf(line, sizeof line, Tr("Rank %d:  %d ATK   %d FP   %d EVA   %d HP   range %s%s"), r + 1, p.attack,
                  p.firepower, p.evasion, p.health, RangeText(p.ranges).c_str(),
                  r > 0 ? Count(card.rank_kills[static_cast<std::size_t>(r - 1)], "   ({0} kill)", "   ({0} kills)").c_str()
                        : "");
    lines.push_back(line);
  }
  return lines;
}

void CardsScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void CardsScreen::OnReply(const session::Reply& reply) {
  message_ = reply.ok ? reply.text : Format(Tr("Not unlocked: {0}."), {reply.text});
}

void CardsScreen::DrawDetail(const UiContext& context, int index) {
  const Catalog& catalog = *context.catalog;
  const CardDef& card = catalog.cards[static_cast<std::size_t>(index)];
  const Profile& profile = context.profile->profile();
  const float s = context.scale;
  if (!art_) art_ = std::make_unique<render::SpriteAtlas>(context.renderer, context.asset_dir);
  // The whole card art (256x320), unsquashed.
  const float art = 112.0f * s;
  if (const render::Sprite* picture = art_->Find("cards/" + card.id + ".png")) {
    ImGui::Image(reinterpret_cast<ImTextureID>(picture->texture), ImVec2(art * 0.8f, art), ImVec2(picture->U0(), picture->V0()),
                 ImVec2(picture->U1(), picture->V1()));
    ImGui::SameLine();
  }
  ImGui::BeginGroup();
  // The name beside it, broken between words when the panel is narrow.
  TextIn(context.fonts.heading,
         LinesBetweenWords(card.name, ImGui::GetContentRegionAvail().x, context.fonts.heading, context.fonts.heading->FontSize));
  const int family = static_cast<int>(card.family);
  const int rarity = static_cast<int>(card.rarity);
  TextIn(context.fonts.bold, std::string(Tr(kRarityLabels[rarity])) + " " + Tr(kFamilyLabels[family]) +
                                 (card.hero ? Tr("  //  HERO") : "") + (card.siege ? Tr("  //  SIEGE UNIT") : ""),
         kRarityColours[rarity]);
  ImGui::TextUnformatted(Count(card.deck_limit, "Deck limit: {0} copy", "Deck limit: {0} copies").c_str());
  if (card.siege) {
    ImGui::TextColored(ToImVec4(kSand), Tr("Issued by its mission only; never sold, never in a command file."));
  } else if (profile.owned_cards.count(card.id) != 0) {
    ImGui::TextColored(ToImVec4(kTeal), Tr("IN YOUR COLLECTION"));
  } else {
    const int cost = UnlockCost(card);
    ImGui::PushFont(context.fonts.bold);
    const std::string label = Format(Tr("UNLOCK FOR {0} CREDITS"), {Thousands(cost)});
    if (ImGui::Button(label.c_str())) {
      spend_.Ask(session::Request::Profile(session::ProfileCommand::UnlockCard(card.id),
                                           Format(Tr("{0} unlocked. It is yours to lose."), {TrData(card.name)})),
                 Format(Tr("Unlock {0}"), {TrData(card.name)}), cost);
    }
    ImGui::PopFont();
    TooltipWithKey(Count(profile.credits, "You have {0} credit.", "You have {0} credits.").c_str(), nullptr);
  }
  ImGui::EndGroup();
  ImGui::Spacing();
  ImGui::PushTextWrapPos(0.0f);
  TextIn(context.fonts.body, card.text, kWhite);
  if (card.family == CardFamily::kSupport) ImGui::TextColored(ToImVec4(kSand), "%s", TargetText(card.target));
  ImGui::PopTextWrapPos();
  for (const std::string& line : RankLines(card)) ImGui::TextColored(ToImVec4(kSand), "%s", line.c_str());
  if (card.family == CardFamily::kFieldwork && card.uses > 0) {
    ImGui::TextColored(ToImVec4(kSand), Tr("Uses before it is spent: %d"), card.uses);
  }
  if (!card.options.empty()) {
    std::string options;
    for (const std::string& option : card.options) {
      const int i = catalog.FindCard(option);
      options += (options.empty() ? "" : ", ") + (i >= 0 ? catalog.cards[static_cast<std::size_t>(i)].name : option);
    }
    ImGui::TextWrapped(Tr("Offers: %s"), options.c_str());
  }
  const std::vector<const GlossaryEntry*> keywords = KeywordsIn(KeywordSource(card));
  if (!keywords.empty()) {
    ImGui::Spacing();
    SectionLabel(Tr("KEYWORDS"));
    ImGui::PushTextWrapPos(0.0f);
    for (const GlossaryEntry* entry : keywords) {
      TextIn(context.fonts.bold, entry->keyword, kTeal);
      ImGui::TextUnformatted(entry->meaning.c_str());
    }
    ImGui::PopTextWrapPos();
  }
}

void CardsScreen::DrawUi(const UiContext& context, Choices& out) {
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##cards", context, Tr("PREPARE  //  CATALOGUE"), Tr("CARDS"), nullptr);
  if (!ProfileOrClose(context, nav, out)) return;
  const Catalog& catalog = *context.catalog;
  const Profile& profile = context.profile->profile();
  const Collection collection = CollectionOf(catalog, profile);

  ImGui::SetCursorPosX(margin);
  const char* families[] = {Tr("EVERY FAMILY"), Tr("UNIT"), Tr("SUPPORT"), Tr("FIELDWORK"), Tr("DOCTRINE")};
  const char* rarities[] = {Tr("EVERY RARITY"), Tr("COMMON"), Tr("UNCOMMON"), Tr("RARE"), Tr("LEGENDARY")};
  const char* owned[] = {Tr("OWNED OR NOT"), Tr("OWNED"), Tr("NOT OWNED")};
  int family = filter_.family + 1;
  int rarity = filter_.rarity + 1;
  int own = static_cast<int>(filter_.owned);
  ImGui::SetNextItemWidth(170.0f * s);
  if (ImGui::Combo("##family", &family, families, 5)) filter_.family = family - 1;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(170.0f * s);
  if (ImGui::Combo("##rarity", &rarity, rarities, 5)) filter_.rarity = rarity - 1;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(170.0f * s);
  if (ImGui::Combo("##owned", &own, owned, 3)) filter_.owned = static_cast<CardFilter::Owned>(own);
  ImGui::SameLine();
  ImGui::TextColored(ToImVec4(kSand), Tr("   COLLECTION %d%%  (%d of %d)    CREDITS %s"), collection.Percent(),
                     collection.owned, collection.total, Thousands(profile.credits).c_str());

  const std::vector<int> shown = FilterCards(catalog, profile, filter_);
  const float top = ImGui::GetCursorPosY() + 6.0f * s;
  const float list_w = std::max(300.0f * s, context.width * 0.34f);
  const float height = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##list", ImVec2(list_w, height), true, ImGuiWindowFlags_HorizontalScrollbar);
  if (shown.empty()) ImGui::TextDisabled(Tr("No card matches these filters."));
  if (!shown.empty() && std::find(shown.begin(), shown.end(), selected_) == shown.end()) selected_ = shown.front();
  for (const int i : shown) {
    const CardDef& card = catalog.cards[static_cast<std::size_t>(i)];
    const bool have = profile.owned_cards.count(card.id) != 0;
    ImGui::PushID(i);
    ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(have ? kWhite : kSand, have ? 1.0f : 0.65f));
    // The name's column is as wide as the longest name needs, at least half the list.
    const float name_w = std::max(list_w * 0.52f, ImGui::CalcTextSize(card.name.c_str()).x);
    if (ImGui::Selectable(card.name.c_str(), selected_ == i, 0, ImVec2(name_w, 0))) selected_ = i;
    ImGui::PopStyleColor();
    ImGui::SameLine(std::max(list_w * 0.56f, name_w + ImGui::GetStyle().ItemSpacing.x * 2.0f));
    ImGui::TextColored(ToImVec4(kRarityColours[static_cast<int>(card.rarity)], have ? 1.0f : 0.6f), "%s",
                       Tr(kFamilyLabels[static_cast<int>(card.family)]));
    SameLineIfFits(ImGui::CalcTextSize(Tr("OWNED")).x);
    if (have) {
      ImGui::TextColored(ToImVec4(kTeal), Tr("OWNED"));
    } else if (IsCollectible(card)) {
      ImGui::TextColored(ToImVec4(kSand, 0.7f), "%d", UnlockCost(card));
    } else {
      ImGui::TextColored(ToImVec4(kSand, 0.5f), Tr("SIEGE"));
    }
    ImGui::PopID();
  }
  ImGui::EndChild();

  ImGui::SetCursorPos(ImVec2(margin * 1.5f + list_w, top));
  ImGui::BeginChild("##detail", ImVec2(context.width - list_w - margin * 2.5f, height), true);
  if (!shown.empty()) DrawDetail(context, selected_);
  if (!message_.empty()) TextIn(context.fonts.bold, message_, kHazard);
  ImGui::EndChild();
  spend_.Draw(context, out);
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
