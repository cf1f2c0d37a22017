#include "ui/howto_screen.h"

#include <imgui.h>

#include <algorithm>
#include <functional>

#include "basecommand/concealment.h"
#include "basecommand/rules.h"
#include "i18n/translate.h"
#include "render/backdrop.h"
#include "render/colour_roles.h"
#include "ui/glossary.h"
#include "ui/guide_pages.h"
#include "ui/rules_reference.h"
#include "ui/theme.h"
#include "ui/tr.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

void DrawSections(const std::vector<RulesSection>& sections, const UiContext& context) {
  for (const RulesSection& section : sections) {
    ImGui::Spacing();
    TextIn(context.fonts.heading, section.title, kOchre);
    for (const std::string& line : section.lines) {
      ImGui::Bullet();
      ImGui::SameLine();
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(line.c_str());
      ImGui::PopTextWrapPos();
    }
  }
}

// The picture's backdrop: the battle's own gradient.
constexpr render::Rgba kPictureTop{28, 16, 14};
constexpr render::Rgba kPictureBottom{48, 24, 18};

}  // namespace

HowToScreen::HowToScreen(std::string credits, std::vector<session::GuideScene> scenes, const Catalog* catalog)
    : credits_(ReadMarkdown(credits)), scenes_(std::move(scenes)), scenes_catalog_(catalog) {}

bool HowToScreen::OnPad(session::PadButton button, const UiContext& context, Choices& out) {
  (void)context;
  (void)out;
  if (tab_ != Tab::kGuide) return false;
  if (button == session::PadButton::kLeftShoulder) TurnPage(-1);
  else if (button == session::PadButton::kRightShoulder) TurnPage(1);
  else return false;
  return true;
}

void HowToScreen::TurnPage(int step) {
  const int pages = static_cast<int>(GuidePages().size());
  page_ = std::clamp(page_ + step, 0, pages - 1);
}

void HowToScreen::DrawWorld(const UiContext& context) {
  render::FillVerticalGradient(context.renderer, {0, 0, context.width, context.height},
                               render::Rgba{26, 16, 14}, render::Rgba{52, 26, 20});
  picture_texture_ = nullptr;
  const std::size_t page = static_cast<std::size_t>(page_);
  if (tab_ != Tab::kGuide || picture_side_ < 32 || context.renderer == nullptr || context.catalog == nullptr ||
      context.catalog != scenes_catalog_ || page >= scenes_.size() || !scenes_[page].state) {
    return;
  }
  const Catalog& catalog = *context.catalog;
  const BattleState& state = *scenes_[page].state;
  if (view_page_ != page_) {
    view_ = render::ViewOf(state, catalog);
    intents_ = PredictSeenEnemyPhase(catalog, state);
    lit_ = {};
    const Selection lit = GuidePages()[page].lit;
    if (lit.kind != SelectionKind::kNone) {
      for (const Action& a : LegalActions(catalog, state)) {
        if (!ActionMatchesSelection(a, lit)) continue;
        for (Cell c = 0; c < kCellCount; ++c) {
          if (ActionCoversCell(a, c)) lit_[c] = render::Highlight::kTarget;
        }
      }
    }
    view_page_ = page_;
  }
  if (!sprites_) {
    sprites_ = std::make_unique<render::SpriteAtlas>(context.renderer, context.asset_dir);
    picture_ = std::make_unique<render::BoardPicture>(context.renderer, *sprites_);
  }
  const float side = static_cast<float>(picture_side_);
  render::BoardScene scene;
  scene.view = &view_;
  scene.catalog = &catalog;
  scene.layout = render::PictureLayout(side, context.scale);
  scene.highlight = lit_;
  scene.intents = &intents_;
  scene.backdrop = render::Backdrop{SDL_FRect{0, 0, side, side}, kPictureTop, kPictureBottom};
  scene.reduce_motion = true;  // a picture holds still
  // Drawn again when the page, its size, the palette, the language or the font change.
  std::size_t key = std::hash<std::string_view>{}(i18n::Language());
  for (const std::size_t part : {static_cast<std::size_t>(page_), static_cast<std::size_t>(picture_side_),
                                 static_cast<std::size_t>(render::PaletteGeneration()),
                                 reinterpret_cast<std::size_t>(context.fonts.bold)}) {
    key = key * 1000003u ^ part;
  }
  picture_texture_ = picture_->Draw(scene, picture_side_, key, context.fonts.body, context.fonts.bold);
}

void HowToScreen::DrawGuide(const UiContext& context) {
  const std::vector<GuidePage>& pages = GuidePages();
  const int count = static_cast<int>(pages.size());
  page_ = std::clamp(page_, 0, count - 1);
  const GuidePage& page = pages[static_cast<std::size_t>(page_)];
  // The pages by number, each title in its tooltip.
  ImGui::PushFont(context.fonts.bold);
  for (int i = 0; i < count; ++i) {
    if (i > 0) SameLineIfFits(ButtonWidth("00"));
    const bool active = i == page_;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kOchre, 0.9f));
    if (ImGui::Button((std::to_string(i + 1) + "##guide_page").c_str())) page_ = i;
    if (active) ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", Tr(pages[static_cast<std::size_t>(i)].title));
  }
  ImGui::PopFont();
  ImGui::Spacing();
  TextIn(context.fonts.heading, Format(Tr("{0} / {1}   {2}"), {std::to_string(page_ + 1), std::to_string(count),
                                                             Tr(page.title)}),
         kOchre);
  ImGui::Spacing();
  // The words beside the picture where the page is wide enough, else above it.
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = 24.0f * context.scale;
  const bool beside = width >= 760.0f * context.scale;
  // Beside the words, the picture fits the page's height with its caption and the page
  // buttons under it; above them, it may take the page's width.
  const float room = ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing() * 3.5f;
  const float side = beside ? std::max(160.0f * context.scale, std::min({width * 0.46f, 440.0f * context.scale, room}))
                            : std::min(width, 400.0f * context.scale);
  picture_side_ = std::max(0, static_cast<int>(side));
  const float text_w = beside ? width - side - gap : width;
  const float top = ImGui::GetCursorPosY();
  const float left = ImGui::GetCursorPosX();
  ImGui::PushTextWrapPos(left + text_w);
  for (const char* paragraph : page.paragraphs) {
    ImGui::TextUnformatted(Tr(paragraph));
    ImGui::Spacing();
  }
  ImGui::PopTextWrapPos();
  float bottom = ImGui::GetCursorPosY();
  if (beside) ImGui::SetCursorPos(ImVec2(left + text_w + gap, top));
  const float picture_x = ImGui::GetCursorPosX();
  if (picture_texture_ != nullptr) {
    ImGui::Image(reinterpret_cast<ImTextureID>(picture_texture_), ImVec2(side, side));
  } else {
    // No picture (other game data, or a renderer without render targets): its place
    // says so, and the words stand alone.
    ImGui::Dummy(ImVec2(side, ImGui::GetTextLineHeight()));
  }
  ImGui::SetCursorPosX(picture_x);
  ImGui::PushTextWrapPos(picture_x + side);
  ImGui::TextColored(ToImVec4(kSand, 0.85f), "%s", picture_texture_ != nullptr ? Tr(page.caption)
                                                                                : Tr("(The picture needs the game's own data.)"));
  ImGui::PopTextWrapPos();
  bottom = std::max(bottom, ImGui::GetCursorPosY());
  ImGui::SetCursorPos(ImVec2(left, bottom + ImGui::GetStyle().ItemSpacing.y));
  ImGui::Separator();
  ImGui::PushFont(context.fonts.bold);
  ImGui::BeginDisabled(page_ == 0);
  if (ImGui::Button(Tr("< PREVIOUS"))) TurnPage(-1);
  ImGui::EndDisabled();
  SameLineIfFits(ButtonWidth(Tr("NEXT >")));
  ImGui::BeginDisabled(page_ + 1 >= count);
  if (ImGui::Button(Tr("NEXT >"))) TurnPage(1);
  ImGui::EndDisabled();
  ImGui::PopFont();
  if (page_ + 1 < count) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", Tr(pages[static_cast<std::size_t>(page_ + 1)].title));
  }
  ImGui::TextDisabled("%s", context.pad_in_use ? Tr("LB / RB turn the pages.") : Tr("The rules in full: RULES REFERENCE."));
}

void HowToScreen::DrawUi(const UiContext& context, Choices& out) {
  NavRequest nav;
  BeginScreenWindow("##howto", context);
  const float margin = 36.0f * context.scale;
  const std::string title(TrData("HOW TO PLAY"));
  const std::string back(TrData("Back to where you were."));
  if (BackStrip(context, title.c_str(), back.c_str())) nav = NavRequest::Pop();
  ImGui::SetCursorPosX(margin);
  ImGui::PushTextWrapPos(context.width - margin);
  if (tab_ == Tab::kGuide) {
    TextIn(context.fonts.display, std::string(Tr("FIELD GUIDE")));
    ImGui::SetCursorPosX(margin);
    ImGui::TextColored(ToImVec4(kSand), "%s",
                       Tr("One idea a page, each with a picture of the board as the battle draws it. The attackers "
                          "have read it already."));
  } else {
    TextIn(context.fonts.display, std::string(TrData("DEVELOPMENT RULES REFERENCE")));
    ImGui::SetCursorPosX(margin);
    const std::string intro(TrData("This is a complete mechanic checklist for the current Base Command build. "
                                   "It is intentionally dense so rules can be checked while cards, enemies, "
                                   "missions, and UI are still changing."));
    ImGui::TextColored(ToImVec4(kSand), "%s", intro.c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::SetCursorPosX(margin);
  const std::string kTabs[] = {std::string(Tr("GUIDE")), std::string(Tr("RULES REFERENCE")),
                               std::string(TrData("THIS BUILD")), std::string(TrData("GLOSSARY")),
                               std::string(TrData("CREDITS"))};
  ImGui::PushFont(context.fonts.bold);
  for (int i = 0; i < 5; ++i) {
    if (i > 0) SameLineIfFits(ButtonWidth(kTabs[i].c_str()));
    if (ImGui::GetCursorPosX() < margin) ImGui::SetCursorPosX(margin);
    const bool active = static_cast<int>(tab_) == i;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(kOchre, 0.9f));
    if (ImGui::Button((kTabs[i] + "##tab" + std::to_string(i)).c_str())) tab_ = static_cast<Tab>(i);
    if (active) ImGui::PopStyleColor();
  }
  ImGui::PopFont();
  ImGui::SetCursorPosX(margin);
  ImGui::BeginChild("##howto_body", ImVec2(context.width - 2.0f * margin,
                                           context.height - ImGui::GetCursorPosY() - margin),
                    true);
  switch (tab_) {
    case Tab::kGuide: DrawGuide(context); break;
    case Tab::kRules: DrawSections(TranslatedRulesReference(), context); break;
    case Tab::kThisBuild: DrawSections(DeskNotes(BattleKeys(context)), context); break;
    case Tab::kCredits: DrawMarkdown(credits_, context); break;
    case Tab::kGlossary:
      if (ImGui::BeginTable("##glossary", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        ImGui::TableSetupColumn(std::string(TrData("Keyword")).c_str(), ImGuiTableColumnFlags_WidthFixed, 200.0f * context.scale);
        ImGui::TableSetupColumn(std::string(TrData("Meaning")).c_str(), ImGuiTableColumnFlags_WidthStretch);
        for (const GlossaryEntry& entry : Glossary()) {
          ImGui::TableNextRow();
          ImGui::TableSetColumnIndex(0);
          ImGui::PushFont(context.fonts.bold);
          ImGui::TextColored(ToImVec4(kTeal), "%s", entry.keyword.c_str());
          ImGui::PopFont();
          ImGui::TableSetColumnIndex(1);
          ImGui::TextWrapped("%s", entry.meaning.c_str());
        }
        ImGui::EndTable();
      }
      break;
  }
  ImGui::EndChild();
  EndScreenWindow();
  out.Go(nav);
}

}  // namespace bc::ui
