#include "ui/deckbuilder_screen.h"

#include <algorithm>
#include <cstring>
#include <map>

#include "session/catalogue_rules_text.h"
#include "session/command_files.h"
#include "session/profile_session.h"
#include "basecommand/loadout.h"
#include "campaign/profile_progress.h"
#include "ui/card_tile.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

namespace {

const char* kPartNames[] = {N_("UNIT ROSTER"), N_("SUPPORT DECK"), N_("FIELDWORK KIT"), N_("DOCTRINE")};

std::string DeckCardName(const Catalog& catalog, const std::string& id) {
  const int i = catalog.FindCard(id);
  return i >= 0 ? catalog.cards[static_cast<std::size_t>(i)].name : id;
}

// A card's name as one text item of lines no wider than `room`, broken between words, a
// word too wide cut with an ellipsis. True when it was cut.
bool NameLines(const std::string& name, float room) {
  bool cut = false;
  ImGui::TextUnformatted(LinesBetweenWords(name, room, ImGui::GetFont(), ImGui::GetFontSize(), &cut).c_str());
  return cut;
}

}  // namespace

const char* DeckPolicyText(DeckPolicy policy) {
  switch (policy) {
    case DeckPolicy::kCustom: return Tr("CUSTOM: your chosen command file goes in when it is a legal deck.");
    case DeckPolicy::kStarter: return Tr("STARTER: the starter template, whatever you have filed.");
    case DeckPolicy::kFixed: return Tr("FIXED: the mission supplies its own deck.");
  }
  return "";
}

void DeckBuilderScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void DeckBuilderScreen::OnReply(const session::Reply& reply) {
  if (reply.request.kind == session::Request::Kind::kDeleteCommandFile) return;
  if (reply.ok && reply.text.empty()) return;
  message_ = reply.text;
  message_error_ = !reply.ok;
}

void DeckBuilderScreen::DrawCollection(const UiContext& context, float width, float height) {
  const Catalog& catalog = *context.catalog;
  const Profile& profile = context.profile->profile();
  ImGui::BeginChild("##collection", ImVec2(width, height), true);
  SectionLabel(Tr("YOUR COLLECTION"));
  const char* families[] = {Tr("UNITS"), Tr("SUPPORTS"), Tr("FIELDWORKS"), Tr("DOCTRINES")};
  ImGui::SetNextItemWidth(width * 0.6f);
  ImGui::Combo("##family", &family_, families, 4);
  ImGui::Separator();
  for (std::size_t i = 0; i < catalog.cards.size(); ++i) {
    const CardDef& card = catalog.cards[i];
    if (static_cast<int>(card.family) != family_ || card.siege) continue;
    if (profile.owned_cards.count(card.id) == 0) continue;
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::SmallButton("+")) {
      const std::string why = AddToLoadout(catalog, card.id, draft_, session::CatalogueRules());
      message_ = why.empty() ? "" : Format(Tr("Not added: {0}."), {why});
      message_error_ = !why.empty();
    }
    ImGui::SameLine();
    // The name in the room before the count, broken between words.
    const bool cut = NameLines(card.name, width * 0.72f - ImGui::GetCursorPosX() - ImGui::GetStyle().ItemSpacing.x);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", cut ? (card.name + "\n" + card.text).c_str() : card.text.c_str());
    }
    ImGui::SameLine(width * 0.72f);
    ImGui::TextColored(ToImVec4(card.hero ? kGold : kSand), "%d/%d%s", CopiesIn(draft_, card.id), card.deck_limit,
                       card.hero ? Tr(" HERO") : "");
    ImGui::PopID();
  }
  ImGui::EndChild();
}

void DeckBuilderScreen::DrawLoadout(const UiContext& context, float width, float height) {
  const Catalog& catalog = *context.catalog;
  ImGui::BeginChild("##loadout", ImVec2(width, height), true);
  SectionLabel(Tr("THIS LOADOUT"));
  const std::vector<std::string>* parts[] = {&draft_.units, &draft_.supports, &draft_.fieldworks};
  for (int p = 0; p < 3; ++p) {
    const std::size_t size = LoadoutPartSize(static_cast<CardFamily>(p));
    const bool full = parts[p]->size() == size;
    ImGui::TextColored(ToImVec4(full ? kTeal : kHazard), "%s  %zu / %zu", Tr(kPartNames[p]), parts[p]->size(), size);
    std::map<std::string, int> counts;
    std::vector<std::string> order;
    for (const std::string& id : *parts[p]) {
      if (counts[id]++ == 0) order.push_back(id);
    }
    for (const std::string& id : order) {
      ImGui::PushID((std::to_string(p) + id).c_str());
      if (ImGui::SmallButton("-")) RemoveFromLoadout(id, draft_);
      ImGui::SameLine();
      const std::string name = DeckCardName(catalog, id);
      if (NameLines(std::to_string(counts[id]) + "x  " + name, ImGui::GetContentRegionAvail().x) && ImGui::IsItemHovered()) {
        ImGui::SetTooltip("%s", name.c_str());
      }
      ImGui::PopID();
    }
    ImGui::Spacing();
  }
  ImGui::TextColored(ToImVec4(draft_.doctrine.empty() ? kHazard : kTeal), Tr("DOCTRINE"));
  if (!draft_.doctrine.empty()) {
    if (ImGui::SmallButton("-##doctrine")) draft_.doctrine.clear();
    ImGui::SameLine();
  }
  ImGui::TextUnformatted(draft_.doctrine.empty() ? Tr("none chosen") : DeckCardName(catalog, draft_.doctrine).c_str());
  ImGui::Spacing();
  ImGui::TextColored(ToImVec4(kTeal), Tr("BASE WEAPON"));
  int weapon = catalog.FindWeapon(draft_.weapon);
  const std::string preview = weapon >= 0 ? catalog.weapons[static_cast<std::size_t>(weapon)].name : Tr("none chosen");
  ImGui::SetNextItemWidth(width * 0.7f);
  if (ImGui::BeginCombo("##weapon", preview.c_str())) {
    for (std::size_t i = 0; i < catalog.weapons.size(); ++i) {
      if (ImGui::Selectable(catalog.weapons[i].name.c_str(), weapon == static_cast<int>(i))) {
        draft_.weapon = catalog.weapons[i].id;
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", catalog.weapons[i].description.c_str());
    }
    ImGui::EndCombo();
  }
  ImGui::EndChild();
}

void DeckBuilderScreen::DrawFiles(const UiContext& context, float width, float height, Choices& out) {
  const Catalog& catalog = *context.catalog;
  const Profile& profile = context.profile->profile();
  const std::vector<LoadoutDef>& files = context.profile->command_files().loadouts;
  const std::string& chosen_name = context.profile->chosen_command_file();
  ImGui::BeginChild("##files", ImVec2(width, height), true, ImGuiWindowFlags_HorizontalScrollbar);
  SectionLabel(Tr("COMMAND FILE"));
  ImGui::SetNextItemWidth(width * 0.62f);
  ImGui::InputText("##name", name_, sizeof name_, ImGuiInputTextFlags_CharsUppercase);
  draft_.name = name_;
  ImGui::SameLine();
  const std::vector<std::string> problems = session::CommandFileProblems(catalog, profile, files, draft_);
  ImGui::PushFont(context.fonts.bold);
  ImGui::BeginDisabled(!problems.empty());
  if (ImGui::Button(Tr("FILE IT"))) {
    out.requests.push_back(session::Request::SaveCommandFile(draft_, Format(Tr("Command file \"{0}\" filed."), {draft_.name})));
  }
  ImGui::EndDisabled();
  ImGui::PopFont();
  if (problems.empty()) {
    ImGui::TextColored(ToImVec4(kTeal), Tr("READY FOR THE FIELD."));
  } else {
    ImGui::TextColored(ToImVec4(kHazard), Tr("NOT READY (%zu):"), problems.size());
    ImGui::PushTextWrapPos(0.0f);
    for (std::size_t i = 0; i < std::min<std::size_t>(problems.size(), 6); ++i) {
      ImGui::BulletText("%s", problems[i].c_str());
    }
    if (problems.size() > 6) ImGui::TextDisabled(Tr("... and %zu more."), problems.size() - 6);
    ImGui::PopTextWrapPos();
  }
  ImGui::Separator();
  ImGui::TextColored(ToImVec4(kSand), Tr("FILED: %zu of %d slots"), files.size(), profile.command_file_slots);
  for (const LoadoutDef& file : files) {
    ImGui::PushID(file.name.c_str());
    const bool chosen = file.name == chosen_name;
    TextIn(context.fonts.bold, file.name, chosen ? kTeal : kWhite);
    // The row's buttons follow the name while they fit, else wrap under it.
    auto next = [&](const char* label) {
      SameLineIfFits(ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2.0f);
    };
    if (ImGui::GetCursorPosX() < width * 0.45f) {
      ImGui::SameLine(width * 0.45f);
      if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize((std::string(Tr("OPEN")) + " " + Tr("CHOOSE") + " " + Tr("DELETE")).c_str()).x + 40.0f * context.scale) {
        ImGui::NewLine();
      }
    } else {
      next(Tr("OPEN"));
    }
    if (ImGui::SmallButton(Tr("OPEN"))) {
      draft_ = file;
      std::strncpy(name_, file.name.c_str(), sizeof name_ - 1);
    }
    next(Tr("CHOOSE"));
    if (!chosen && ImGui::SmallButton(Tr("CHOOSE"))) {
      out.requests.push_back(session::Request::ChooseCommandFile(
          file.name, Format(Tr("\"{0}\" goes in where a mission allows a custom deck."), {file.name})));
    } else if (chosen) {
      ImGui::TextColored(ToImVec4(kTeal), Tr("CHOSEN"));
    }
    next(Tr("DELETE"));
    if (ImGui::SmallButton(Tr("DELETE"))) ImGui::OpenPopup(Tr("Delete this command file?"));
    if (ImGui::BeginPopupModal(Tr("Delete this command file?"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
      ImGui::Text(Tr("\"%s\" will be shredded."), file.name.c_str());
      if (ImGui::Button(Tr("SHRED IT"))) {
        out.requests.push_back(session::Request::DeleteCommandFile(file.name));
        ImGui::CloseCurrentPopup();
      }
      ImGui::SameLine();
      if (ImGui::Button(Tr("KEEP IT"))) ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
    }
    ImGui::PopID();
  }
  for (const std::string& problem : context.profile->command_files().problems) {
    ImGui::TextColored(ToImVec4(kDanger), "%s", problem.c_str());
  }
  if (!chosen_name.empty() && ImGui::SmallButton(Tr("USE THE STARTER TEMPLATE INSTEAD"))) {
    out.requests.push_back(session::Request::ChooseCommandFile("", ""));
  }
  ImGui::Separator();
  SectionLabel(Tr("DECK POLICY"));
  ImGui::PushTextWrapPos(0.0f);
  for (const DeckPolicy policy : {DeckPolicy::kCustom, DeckPolicy::kStarter, DeckPolicy::kFixed}) {
    ImGui::TextColored(ToImVec4(kSand), "%s", DeckPolicyText(policy));
  }
  // The next mission of the first open operation, and what it will be fought with.
  const session::ProfileSession& session = *context.profile;
  for (const CampaignDef& campaign : session.campaigns()) {
    const int next = NextMission(profile, campaign);
    if (next < 0 || !CampaignUnlocked(profile, session.campaigns(), campaign)) continue;
    const int m = catalog.FindMission(campaign.missions[static_cast<std::size_t>(next)].mission);
    if (m < 0) break;
    const LoadoutDef* chosen = nullptr;
    for (const LoadoutDef& file : files) chosen = file.name == chosen_name ? &file : chosen;
    const session::DeckChoice deck = session::DeckForMission(catalog, catalog.missions[static_cast<std::size_t>(m)], chosen);
    TextIn(context.fonts.bold, Format(Tr("NEXT: {0}"), {TrData(catalog.missions[static_cast<std::size_t>(m)].name)}), kWhite);
    ImGui::TextUnformatted(deck.explanation.c_str());
    break;
  }
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
}

void DeckBuilderScreen::DrawUi(const UiContext& context, Choices& out) {
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##deckbuilder", context, Tr("PREPARE  //  COMMAND FILES"),
                                            Tr("DECK BUILDER"), nullptr);
  if (!ProfileOrClose(context, nav, out)) return;
  if (!ready_) {
    const Catalog& catalog = *context.catalog;
    const std::vector<LoadoutDef>& files = context.profile->command_files().loadouts;
    const std::string& chosen_name = context.profile->chosen_command_file();
    const auto chosen = std::find_if(files.begin(), files.end(), [&](const LoadoutDef& f) { return f.name == chosen_name; });
    if (chosen != files.end()) {
      draft_ = *chosen;
    } else if (const int starter = catalog.FindLoadout("starter"); starter >= 0) {
      draft_ = catalog.loadouts[static_cast<std::size_t>(starter)];
      draft_.name = Tr("FIELD COPY");
    }
    std::strncpy(name_, draft_.name.c_str(), sizeof name_ - 1);
    ready_ = true;
  }
  ImGui::SetCursorPosX(margin);
  ImGui::TextColored(ToImVec4(kSand), Tr("8 units, 16 supports, 2 different fieldworks, a doctrine and a base weapon. "
                                      "Deck limits per card; one hero at most."));
  if (!message_.empty()) {
    ImGui::SameLine();
    ImGui::TextColored(ToImVec4(message_error_ ? kHazard : kTeal), "   %s", message_.c_str());
  }
  const float top = ImGui::GetCursorPosY() + 6.0f * s;
  const float width = context.width - 2.0f * margin;
  const float gap = 12.0f * s;
  const float col = (width - 2.0f * gap) / 3.0f;
  const float height = context.height - top - margin;
  ImGui::SetCursorPos(ImVec2(margin, top));
  DrawCollection(context, col, height);
  ImGui::SetCursorPos(ImVec2(margin + col + gap, top));
  DrawLoadout(context, col, height);
  ImGui::SetCursorPos(ImVec2(margin + 2.0f * (col + gap), top));
  DrawFiles(context, col, height, out);
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
