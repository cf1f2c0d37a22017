#include "app/game_data.h"

#include <cstdlib>
#include <iostream>
#include <system_error>

#include "data/campaign_loader.h"
#include "data/catalog_loader.h"
#include "data/catalog_text.h"
#include "data/install_paths.h"
#include "i18n/translate.h"
#include "session/data_reload.h"
#include "i18n/translate.h"

namespace bc::app {

using i18n::Format;
using i18n::Tr;

void GameData::Load(std::unique_ptr<Catalog> given, session::NoticeBoard& notices) {
  LoadEnglish(std::move(given), notices);
  KeepEnglish();
  FollowLanguage();
}

void GameData::KeepEnglish() {
  english_ = *catalog_;
  english_campaigns_ = campaigns_;
  shown_language_ = "en";
}

void GameData::FollowLanguage() {
  const std::string language(i18n::Language());
  if (language == shown_language_ || !catalog_) return;
  const data::DataTranslator translate = [](std::string_view english) { return std::string(i18n::TrData(english)); };
  data::TranslateCatalog(english_, *catalog_, translate);
  data::TranslateCampaigns(english_campaigns_, campaigns_, translate);
  shown_language_ = language;
}

void GameData::LoadEnglish(std::unique_ptr<Catalog> given, session::NoticeBoard& notices) {
  if (given) {
    catalog_ = std::move(given);
    return;
  }
  owns_data_ = true;
  const std::filesystem::path data_dir = data::DefaultDataDir();
  if (std::error_code ec; !std::filesystem::is_directory(data_dir, ec)) {
    catalog_ = std::make_unique<Catalog>();
    const char* env = std::getenv("BASE_COMMAND_DATA");
    catalog_message_ =
        env != nullptr && *env != '\0'
            ? Format(Tr("BASE_COMMAND_DATA names {0}, which is not a folder."), {data_dir.string()})
            : Format(Tr("Base Command could not find its data folder. It looked in {0}. Reinstall the game, or set "
                        "BASE_COMMAND_DATA to a data folder."),
                     {data::ResourceSearchText()});
    std::cerr << "base-command: " << catalog_message_ << "\n";
    notices.Add(Tr("The game's data folder was not found: see SELECT OPERATION."));
    return;
  }
  data::CatalogLoad load = data::LoadCatalog(data_dir);
  catalog_ = std::make_unique<Catalog>(std::move(load.catalog));
  if (!load.ok()) {
    std::string message = Format(Tr("The game data in {0} has problems:"), {data_dir.string()});
    // The root causes first; the errors that only follow from them are counted.
    const std::vector<std::string> lines = data::ReportLines(load.errors, data_dir, false);
    const std::size_t shown = std::min<std::size_t>(lines.size(), 5);
    for (std::size_t i = 0; i < shown; ++i) message += "\n  " + lines[i];
    if (lines.size() > shown) {
      message += "\n  " + Format(Tr("... and {0} more lines (base-command-cli validate lists them)."),
                                  {std::to_string(lines.size() - shown)});
    }
    std::cerr << "base-command: " << message << "\n";
    catalog_message_ = message;
    notices.Add(Tr("Some game data could not be loaded: see SELECT OPERATION."));
    return;
  }
  if (catalog_->missions.empty()) catalog_message_ = Format(Tr("No missions were found in {0}."), {data_dir.string()});
  data::LoadErrors campaign_errors;
  campaigns_ = data::LoadCampaigns(data_dir, *catalog_, campaign_errors);
  if (!campaign_errors.empty()) {
    campaigns_.clear();
    std::cerr << "base-command: " << data::FormatError(campaign_errors.front()) << "\n";
    notices.Add(std::string(Tr("The operations could not be loaded, so battles count as skirmishes: ")) +
                data::FormatError(campaign_errors.front()));
  }
}

GameData::After GameData::Reload(bool battle_open, session::NoticeBoard& notices) {
  if (!owns_data_) {
    notices.Add(Tr("This run plays a fixed catalog: there is no data folder to reload."));
    return After::kNothing;
  }
  session::DataReload reload = session::ReloadGameData(data::DefaultDataDir());
  const std::string summary = reload.Summary();
  std::cerr << "base-command: " << summary << "\n";
  if (!reload.ok()) {
    for (const data::LoadError& error : reload.errors) std::cerr << "  " << data::FormatError(error) << "\n";
    overlay_.ShowErrors(std::move(reload.errors), summary);
    return After::kNothing;
  }
  // Screens and the battle in progress may still point at the old catalog: keep it.
  retired_.push_back(std::move(catalog_));
  catalog_ = std::move(reload.catalog);
  campaigns_ = std::move(reload.campaigns);
  catalog_message_.clear();
  KeepEnglish();
  FollowLanguage();
  if (battle_open) {
    overlay_.OfferRestart(summary);
  } else {
    overlay_.Close();
    notices.Add(summary);
  }
  return After::kReloaded;
}

GameData::After GameData::Choose(ui::ReloadChoice choice, bool battle_open, session::NoticeBoard& notices) {
  switch (choice) {
    case ui::ReloadChoice::kNone:
      return After::kNothing;
    case ui::ReloadChoice::kRetry:
      return Reload(battle_open, notices);
    case ui::ReloadChoice::kDismiss:
    case ui::ReloadChoice::kKeepBattle:
      overlay_.Close();
      return After::kNothing;
    case ui::ReloadChoice::kRestartBattle:
      overlay_.Close();
      return After::kRestartBattle;
  }
  return After::kNothing;
}

}  // namespace bc::app
