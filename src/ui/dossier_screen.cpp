#include "ui/dossier_screen.h"

#include <algorithm>
#include <cstring>

#include "session/profile_session.h"
#include "campaign/profile_dossier.h"
#include "i18n/translate.h"
#include "ui/prepare_screen.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

std::vector<CosmeticEntry> CosmeticEntries(const Profile& profile, bool emblems) {
  std::vector<CosmeticEntry> out;
  const std::string standard = emblems ? kStandardEmblem : kStandardCallingCard;
  out.push_back({standard, nullptr, true, false});
  for (const AchievementDef& achievement : Achievements()) {
    const std::string reward = achievement.reward;
    if ((emblems ? IsEmblem(reward) : IsCallingCard(reward)) && reward != standard) {
      out.push_back({reward, &achievement, false, false});
    }
  }
  const std::string& chosen = emblems ? profile.emblem : profile.calling_card;
  for (CosmeticEntry& entry : out) {
    entry.owned = entry.earned_by == nullptr || profile.cosmetics.count(entry.id) != 0;
    entry.chosen = entry.id == chosen;
  }
  return out;
}

SDL_Texture* DossierBadge::Art(const UiContext& context, const std::string& cosmetic) {
  if (context.renderer == nullptr) return nullptr;
  if (!art_) art_ = std::make_unique<render::SpriteCache>(context.renderer, context.asset_dir);
  // A calling card whose motto is translated has its art in the language too
  // (calling_card_0.ru.png: tools/assets/dossier.py draws one for each motto the catalogue
  // translates); the others are the same in every language.
  const std::string language(i18n::Language());
  if (!language.empty() && language != "en") {
    if (SDL_Texture* art = art_->Find("dossier/" + cosmetic + "." + language + ".png")) return art;
  }
  return art_->Find("dossier/" + cosmetic + ".png");
}

void DossierBadge::Draw(const UiContext& context, float width) {
  if (context.profile == nullptr) return;
  const Profile& profile = context.profile->profile();
  // The emblem (square) and the calling card (4:1) side by side, the callsign under them.
  const float gap = 6.0f * context.scale;
  const float height = (width - gap) / 5.0f;
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 emblem_end(pos.x + height, pos.y + height);
  if (SDL_Texture* art = Art(context, profile.emblem)) {
    draw->AddImage(reinterpret_cast<ImTextureID>(art), pos, emblem_end);
  } else {
    draw->AddRectFilled(pos, emblem_end, ToImU32(kPanel));
  }
  const ImVec2 card_pos(pos.x + height + gap, pos.y);
  const ImVec2 card_end(pos.x + width, pos.y + height);
  if (SDL_Texture* card = Art(context, profile.calling_card)) {
    draw->AddImage(reinterpret_cast<ImTextureID>(card), card_pos, card_end);
  } else {
    draw->AddRectFilled(card_pos, card_end, ToImU32(kPanel));
  }
  draw->AddRect(card_pos, card_end, ToImU32(kOchre, 0.8f));
  ImFont* font = context.fonts.heading != nullptr ? context.fonts.heading : ImGui::GetFont();
  draw->AddText(font, font->FontSize, ImVec2(pos.x, pos.y + height + gap), ToImU32(kWhite),
                profile.callsign.c_str());
  ImGui::Dummy(ImVec2(width, height + gap + font->FontSize + 4.0f * context.scale));
}

void DossierScreen::DrawWorld(const UiContext& context) { FillCampaignBackdrop(context); }

void DossierScreen::OnReply(const session::Reply& reply) {
  message_ = reply.text;
  message_error_ = !reply.ok;
  // The field shows the callsign as the Bureau filed it (in capitals, spaces tidied).
  if (reply.ok && reply.request.profile.kind == session::ProfileCommand::Kind::kSetCallsign) callsign_loaded_ = false;
}

void DossierScreen::DrawCabinet(const UiContext& context, bool emblems, Choices& out) {
  const float s = context.scale;
  const std::vector<CosmeticEntry> entries = CosmeticEntries(context.profile->profile(), emblems);
  const ImVec2 cell = emblems ? ImVec2(64.0f * s, 64.0f * s) : ImVec2(200.0f * s, 50.0f * s);
  const float avail = ImGui::GetContentRegionAvail().x;
  const float gap = 8.0f * s;
  const int per_row = std::max(1, static_cast<int>((avail + gap) / (cell.x + gap)));
  int owned = 0;
  for (const CosmeticEntry& entry : entries) owned += entry.owned ? 1 : 0;
  ImGui::TextColored(ToImVec4(kSand), Tr("%d of %zu issued"), owned, entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const CosmeticEntry& entry = entries[i];
    if (i % static_cast<std::size_t>(per_row) != 0) ImGui::SameLine(0, gap);
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    ImGui::PushID(entry.id.c_str());
    const bool clicked = ImGui::InvisibleButton("##cosmetic", cell);
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 end(pos.x + cell.x, pos.y + cell.y);
    SDL_Texture* art = badge_.Art(context, entry.id);
    if (art != nullptr) {
      draw->AddImage(reinterpret_cast<ImTextureID>(art), pos, end, ImVec2(0, 0), ImVec2(1, 1),
                     entry.owned ? IM_COL32_WHITE : IM_COL32(255, 255, 255, 45));
    } else {
      draw->AddRectFilled(pos, end, ToImU32(kPanel));
    }
    if (!entry.owned) {
      draw->AddText(context.fonts.bold, context.fonts.bold->FontSize * 0.8f,
                    ImVec2(pos.x + 4.0f * s, pos.y + 4.0f * s), ToImU32(kSand, 0.8f), Tr("LOCKED"));
    }
    const render::Rgba frame = entry.chosen ? kTeal : hovered ? kHazard : kRock;
    draw->AddRect(pos, end, ToImU32(frame), 0.0f, 0, entry.chosen ? 3.0f * s : 1.0f);
    if (hovered) {
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
      if (entry.earned_by == nullptr) {
        ImGui::TextUnformatted(Tr("STANDARD ISSUE. Everyone gets one."));
      } else {
        TextIn(context.fonts.bold, Tr(entry.earned_by->name), entry.owned ? kGold : kWhite);
        ImGui::TextUnformatted(Tr(entry.earned_by->description));
        if (!entry.owned) {
          const AchievementProgress progress = ProgressOf(*entry.earned_by, context.profile->catalog(),
                                                          context.profile->campaigns(),
                                                          context.profile->profile());
          ImGui::TextColored(ToImVec4(kHazard), Tr("Progress: %d / %d"), progress.current, progress.target);
        }
      }
      if (entry.owned && !entry.chosen) ImGui::TextColored(ToImVec4(kTeal), Tr("Click to wear it."));
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
    if (clicked && entry.owned && !entry.chosen) {
      out.requests.push_back(session::Request::Profile(
          emblems ? session::ProfileCommand::ChooseEmblem(entry.id) : session::ProfileCommand::ChooseCallingCard(entry.id),
          Tr("Issued and filed.")));
    }
    ImGui::PopID();
  }
}

void DossierScreen::DrawUi(const UiContext& context, Choices& out) {
  const float s = context.scale;
  const float margin = 36.0f * s;
  const NavRequest nav = OpenCampaignScreen("##dossier", context, Tr("RELAX  //  PERSONAL DOSSIER"),
                                            Tr("YOUR CALLSIGN, READY FOR THE FIELD"), nullptr);
  if (!ProfileOrClose(context, nav, out)) return;
  const Profile& profile = context.profile->profile();
  if (!callsign_loaded_) {
    std::strncpy(callsign_, profile.callsign.c_str(), sizeof callsign_ - 1);
    callsign_loaded_ = true;
  }
  const float width = context.width - 2.0f * margin;
  const float badge_w = std::min(480.0f * s, width * 0.45f);
  ImGui::SetCursorPosX(margin);
  const float row_y = ImGui::GetCursorPosY();
  badge_.Draw(context, badge_w);
  ImGui::SetCursorPos(ImVec2(margin * 1.5f + badge_w, row_y));
  ImGui::BeginGroup();
  SectionLabel(Tr("CALLSIGN"));
  ImGui::SetNextItemWidth(220.0f * s);
  const bool entered = ImGui::InputText("##callsign", callsign_, sizeof callsign_,
                                        ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CharsUppercase);
  ImGui::SameLine();
  ImGui::PushFont(context.fonts.bold);
  const bool set = ImGui::Button(Tr("FILE IT"));
  ImGui::PopFont();
  TooltipWithKey(Tr("2 to 16 letters, digits, spaces, '-' or '.'. The Bureau files it in capitals."), "Enter");
  if (entered || set) {
    out.requests.push_back(session::Request::Profile(session::ProfileCommand::SetCallsign(callsign_),
                                                     Tr("Callsign filed. The Bureau will use it in correspondence.")));
  }
  if (!message_.empty()) TextIn(context.fonts.body, message_, message_error_ ? kHazard : kTeal);
  ImGui::TextColored(ToImVec4(kSand), Tr("Commendations: %zu of %zu"), profile.achievements.size(),
                     Achievements().size());
  ImGui::EndGroup();

  const float top = std::max(ImGui::GetCursorPosY(), row_y + badge_w / 5.0f + 34.0f * s) + 12.0f * s;
  const float height = context.height - top - margin;
  const float left_w = width * 0.42f;
  ImGui::SetCursorPos(ImVec2(margin, top));
  ImGui::BeginChild("##emblems", ImVec2(left_w, height), true);
  SectionLabel(Tr("EMBLEM CABINET"));
  DrawCabinet(context, true, out);
  ImGui::EndChild();
  ImGui::SetCursorPos(ImVec2(margin * 1.5f + left_w, top));
  ImGui::BeginChild("##cards", ImVec2(width - left_w - margin * 0.5f, height), true);
  SectionLabel(Tr("CALLING CARD ARCHIVE"));
  DrawCabinet(context, false, out);
  ImGui::EndChild();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
