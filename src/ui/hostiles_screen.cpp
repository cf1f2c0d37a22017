#include "ui/hostiles_screen.h"

#include <algorithm>

#include "session/catalogue_rules_text.h"
#include "session/profile_session.h"
#include "text/hostiles.h"
#include "ui/card_tile.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

namespace {

constexpr const char* kRedactedSprite = "sprites/ui/hostile_redacted.png";

// The stat line's figures (two spaces apart, EnemyStatLine), each kept whole, as many to a
// line as the column has room for.
void StatFigures(ImFont* font, const std::string& line, render::Rgba colour) {
  ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(colour));
  const float gap = ImGui::CalcTextSize("  ").x;
  bool first = true;
  for (std::size_t at = 0; at < line.size();) {
    const std::size_t end = std::min(line.find("  ", at), line.size());
    const std::string figure = line.substr(at, end - at);
    at = line.find_first_not_of(' ', end);
    if (figure.empty()) continue;
    if (!first) {
      ImGui::SameLine(0.0f, gap);
      if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(figure.c_str()).x) ImGui::NewLine();
    }
    ImGui::TextUnformatted(figure.c_str());
    first = false;
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

}  // namespace

std::vector<HostileEntry> HostileEntries(const Catalog& catalog, const Profile& profile,
                                         const Campaigns* campaigns) {
  // Play order of the missions: each operation's in turn, then the rest as catalogued.
  std::vector<int> rank(catalog.missions.size(), 0);
  int next = 0;
  if (campaigns != nullptr) {
    for (const CampaignDef& campaign : *campaigns) {
      for (const CampaignMissionDef& slot : campaign.missions) {
        const int m = catalog.FindMission(slot.mission);
        if (m >= 0 && rank[static_cast<std::size_t>(m)] == 0) rank[static_cast<std::size_t>(m)] = ++next;
      }
    }
  }
  for (int& r : rank) {
    if (r == 0) r = ++next;
  }
  std::vector<HostileEntry> entries;
  for (std::size_t i = 0; i < catalog.enemies.size(); ++i) {
    const EnemyDef& enemy = catalog.enemies[i];
    HostileEntry entry;
    entry.enemy = static_cast<EnemyIndex>(i);
    entry.met = profile.hostiles_met.count(enemy.id) != 0;
    if (!entry.met) {
      entry.name = Tr("REDACTED");
      entry.sprite = kRedactedSprite;
      entry.behaviour = {Tr("Not yet met. The file opens when one is seen on the board in a battle you finish.")};
      entries.push_back(std::move(entry));
      continue;
    }
    entry.name = enemy.name;
    entry.sprite = "sprites/enemies/" + enemy.sprite + ".png";
    entry.stats = EnemyStatLine(enemy, session::CatalogueRules());
    entry.behaviour = EnemyBehaviour(catalog, enemy, session::CatalogueRules());
    std::vector<int> missions = MissionsWithEnemy(catalog, entry.enemy);
    std::stable_sort(missions.begin(), missions.end(), [&](int a, int b) {
      return rank[static_cast<std::size_t>(a)] < rank[static_cast<std::size_t>(b)];
    });
    for (const int m : missions) entry.missions.push_back(catalog.missions[static_cast<std::size_t>(m)].name);
    entries.push_back(std::move(entry));
  }
  return entries;
}

int FirstMetRow(const std::vector<HostileEntry>& entries) {
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (entries[i].met) return static_cast<int>(i);
  }
  return 0;
}

void HostilesScreen::StartAtFirstMet(const UiContext& context) {
  if (selected_ >= 0 || context.catalog == nullptr) return;
  selected_ = context.profile != nullptr ? FirstMetRow(HostileEntries(*context.catalog, context.profile->profile(), &context.profile->campaigns())) : 0;
}

bool HostilesScreen::OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) {
  (void)out;
  if (context.catalog == nullptr || context.catalog->enemies.empty()) return false;
  StartAtFirstMet(context);
  const int count = static_cast<int>(context.catalog->enemies.size());
  switch (key.key) {
    case session::Key::kUp: selected_ = std::max(0, selected_ - 1); scroll_to_selected_ = true; return true;
    case session::Key::kDown: selected_ = std::min(count - 1, selected_ + 1); scroll_to_selected_ = true; return true;
    default: return false;
  }
}

void HostilesScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void HostilesScreen::DrawDetail(const UiContext& context, const HostileEntry& entry) {
  const float s = context.scale;
  const Catalog& catalog = *context.catalog;
  if (!art_) art_ = std::make_unique<render::SpriteCache>(context.renderer, context.asset_dir);
  const float art = 128.0f * s;
  if (SDL_Texture* texture = art_->Find(entry.sprite)) {
    ImGui::Image(reinterpret_cast<ImTextureID>(texture), ImVec2(art, art));
    // The file's words beside the picture, or under it when the column is narrow.
    SameLineIfFits(240.0f * s);
  }
  ImGui::BeginGroup();
  // The name broken between words when the column is narrow.
  TextIn(context.fonts.heading,
         LinesBetweenWords(entry.name, ImGui::GetContentRegionAvail().x, context.fonts.heading, context.fonts.heading->FontSize),
         entry.met ? kWhite : kSand);
  if (entry.met) {
    const EnemyDef& enemy = catalog.enemies[entry.enemy];
    StatFigures(context.fonts.bold, entry.stats, kHazard);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(kSand), "%s", enemy.description.c_str());
    ImGui::PopTextWrapPos();
  } else {
    TextIn(context.fonts.bold, Tr("FILE SEALED"), kSand);
  }
  ImGui::EndGroup();
  ImGui::Spacing();
  SectionLabel(entry.met ? Tr("BEHAVIOUR") : Tr("STATUS"));
  ImGui::PushTextWrapPos(0.0f);
  for (const std::string& line : entry.behaviour) {
    ImGui::Bullet();
    ImGui::TextUnformatted(line.c_str());
  }
  ImGui::PopTextWrapPos();
  if (!entry.met) return;
  ImGui::Spacing();
  SectionLabel(Tr("SEEN IN"));
  ImGui::PushTextWrapPos(0.0f);
  if (entry.missions.empty()) {
    ImGui::TextDisabled(Tr("No mission sends it on purpose."));
  } else {
    std::string list;
    for (const std::string& name : entry.missions) list += (list.empty() ? "" : ", ") + name;
    ImGui::TextUnformatted(list.c_str());
  }
  ImGui::PopTextWrapPos();
}

void HostilesScreen::DrawUi(const UiContext& context, Choices& out) {
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##hostiles", context, Tr("PREPARE  //  INTELLIGENCE"), Tr("HOSTILES"),
                                            Tr("What is known about what is coming. Some of it was learned the hard way."));
  if (!ProfileOrClose(context, nav, out)) return;
  const std::vector<HostileEntry> entries = HostileEntries(*context.catalog, context.profile->profile(), &context.profile->campaigns());
  if (entries.empty()) {
    ImGui::SetCursorPosX(margin);
    ImGui::TextDisabled(Tr("The catalogue holds no attacker types."));
    EndScreenWindow();
    out.Go(nav);
    return;
  }
  StartAtFirstMet(context);
  selected_ = std::clamp(selected_, 0, static_cast<int>(entries.size()) - 1);
  int met = 0;
  for (const HostileEntry& entry : entries) met += entry.met ? 1 : 0;
  ImGui::SetCursorPosX(margin);
  ImGui::PushTextWrapPos(context.width - margin);
  ImGui::TextColored(ToImVec4(kSand), Tr("MET %d OF %zu TYPES    Up / Down to choose, Esc to go back"), met,
                     entries.size());
  ImGui::PopTextWrapPos();

  const float top = ImGui::GetCursorPosY() + 6.0f * s;
  const float list_w = std::max(280.0f * s, context.width * 0.3f);
  const float height = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##hostile_list", ImVec2(list_w, height), true, ImGuiWindowFlags_NavFlattened);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const HostileEntry& entry = entries[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleColor(ImGuiCol_Text, ToImVec4(entry.met ? kWhite : kSand, entry.met ? 1.0f : 0.6f));
    const bool chosen = selected_ == static_cast<int>(i);
    if (ImGui::Selectable(entry.name.c_str(), chosen)) selected_ = static_cast<int>(i);
    // The keyboard's focus opens on the chosen row, and the choice follows it.
    if (chosen) ImGui::SetItemDefaultFocus();
    if (ImGui::IsItemFocused()) selected_ = static_cast<int>(i);
    if (chosen && scroll_to_selected_) {
      ImGui::SetScrollHereY();
      scroll_to_selected_ = false;
    }
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
  ImGui::EndChild();

  ImGui::SetCursorPos(ImVec2(margin * 1.5f + list_w, top));
  ImGui::BeginChild("##hostile_detail", ImVec2(context.width - list_w - margin * 2.5f, height), true);
  DrawDetail(context, entries[static_cast<std::size_t>(selected_)]);
  ImGui::EndChild();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
