#include "app/screen_stack.h"

#include <algorithm>
#include <iostream>

#include "app/paths.h"
#include "data/file_io.h"
#include "data/catalog_loader.h"
#include "session/guide_scenes.h"
#include "ui/archive_screen.h"
#include "ui/basecamp_screen.h"
#include "ui/battle_screen.h"
#include "ui/cards_screen.h"
#include "ui/cinema_screen.h"
#include "ui/deckbuilder_screen.h"
#include "ui/dossier_screen.h"
#include "ui/hostiles_screen.h"
#include "ui/guide_pages.h"
#include "ui/howto_screen.h"
#include "ui/operations_screen.h"
#include "ui/prepare_screen.h"
#include "ui/relax_screen.h"
#include "ui/run_screen.h"
#include "ui/settings_screen.h"
#include "ui/stats_screen.h"
#include "ui/title_screen.h"

namespace bc::app {

bool ScreenStack::Has(ui::ScreenId id) const {
  return std::any_of(screens_.begin(), screens_.end(), [id](const auto& screen) { return screen->id() == id; });
}

void ScreenStack::Navigate(ui::NavRequest request, const ScreenSources& sources, session::BattleLaunch& launch,
                           session::NoticeBoard& notices) {
  if (request.kind == ui::NavRequest::Kind::kNone) return;
  std::vector<ui::ScreenId> before;
  for (const auto& screen : screens_) before.push_back(screen->id());
  const std::vector<ui::ScreenId> after = ui::NextStack(before, request);
  // Keep the common prefix alive; rebuild the rest.
  std::size_t keep = 0;
  while (keep < before.size() && keep < after.size() && before[keep] == after[keep] &&
         !(request.kind == ui::NavRequest::Kind::kReplace && keep + 1 == before.size())) {
    ++keep;
  }
  screens_.resize(keep);
  for (std::size_t i = keep; i < after.size(); ++i) screens_.push_back(Make(after[i], sources, launch, notices));
  // The battle lasts as long as its screen.
  if (!Has(ui::ScreenId::kBattle)) battle_.reset();
}

void ScreenStack::Clear() {
  screens_.clear();
  battle_.reset();
}

void ScreenStack::CarryBattle(const session::BattleRequest& request) {
  session::BattleReply reply;
  reply.request = request;
  if (battle_) reply = battle_->Carry(request);
  if (!screens_.empty()) screens_.back()->OnBattleReply(reply);
}

void ScreenStack::AttachProfile(session::ProfileSession* profile) {
  if (battle_) battle_->AttachProfile(profile);
}

std::unique_ptr<ui::Screen> ScreenStack::Make(ui::ScreenId id, const ScreenSources& sources,
                                              session::BattleLaunch& launch, session::NoticeBoard& notices) {
  switch (id) {
    case ui::ScreenId::kOperations:
      return std::make_unique<ui::OperationsScreen>();
    case ui::ScreenId::kSettings:
      return std::make_unique<ui::SettingsScreen>(ReadChangelog());
    case ui::ScreenId::kCinema:
      return std::make_unique<ui::CinemaScreen>();
    case ui::ScreenId::kHowTo: {
      // The guide's pictures: its scenes on the catalogue in play, one a page.
      std::vector<session::GuideScene> scenes;
      if (sources.catalog != nullptr) {
        for (const ui::GuidePage& page : ui::GuidePages()) {
          scenes.push_back(session::LoadGuideScene(*sources.catalog, data::DefaultDataDir(), page.id));
          // Said once a run: a designer renaming an attacker sees which scene to mend.
          static bool said = false;
          if (!scenes.back().problem.empty() && !said) {
            said = true;
            std::cerr << "base-command: guide: " << scenes.back().problem << "\n";
          }
        }
      }
      return std::make_unique<ui::HowToScreen>(
          data::ReadWholeFile(sources.asset_dir / "CREDITS.md")
              .value_or("The credits file (assets/CREDITS.md) was not found next to this build."),
          std::move(scenes), sources.catalog);
    }
    case ui::ScreenId::kBattle: {
      // The field run's siege, or the battle the launch names.
      session::BattleStart start =
          launch.run && sources.run != nullptr
              ? sources.run->StartBattle(*sources.catalog)
              : session::StartBattle(*sources.catalog, sources.catalog_message, sources.profile, sources.user_dir, launch);
      launch.run = false;
      launch.resume = false;
      launch.replace_saved_siege = false;
      launch.actions.clear();
      for (const std::string& text : start.notices) notices.Add(text);
      battle_ = std::move(start.battle);
      return std::make_unique<ui::BattleScreen>(battle_ ? &battle_->session() : nullptr, start.problem,
                                                start.briefing, battle_ && battle_->for_run());
    }
    case ui::ScreenId::kPrepare:
      return std::make_unique<ui::PrepareScreen>();
    case ui::ScreenId::kRelax:
      return std::make_unique<ui::RelaxScreen>();
    case ui::ScreenId::kBasecamp:
      return std::make_unique<ui::BasecampScreen>();
    case ui::ScreenId::kCards:
      return std::make_unique<ui::CardsScreen>();
    case ui::ScreenId::kDeckBuilder:
      return std::make_unique<ui::DeckBuilderScreen>();
    case ui::ScreenId::kDossier:
      return std::make_unique<ui::DossierScreen>();
    case ui::ScreenId::kStats:
      return std::make_unique<ui::StatsScreen>();
    case ui::ScreenId::kArchive:
      return std::make_unique<ui::ArchiveScreen>();
    case ui::ScreenId::kHostiles:
      return std::make_unique<ui::HostilesScreen>();
    case ui::ScreenId::kRun:
      return std::make_unique<ui::RunScreen>();
    case ui::ScreenId::kTitle:
    default:
      return std::make_unique<ui::TitleScreen>();
  }
}

}  // namespace bc::app
