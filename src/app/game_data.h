// The designers' data the game plays: the catalog and the operations, loaded at start
// (or given, for the tests), and F5's hot reload with its overlay: a clean reload is
// swapped in, anything else shows every error (file, JSON path, reason) and keeps the
// last good data. Catalogs a reload replaces stay alive, since a battle in progress may
// still be played on one. The catalog and operations it hands out speak the game's
// language (data/catalog_text.h); it keeps their English for switching and never gives
// a translated string to anything that is saved.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"
#include "session/notice_board.h"
#include "ui/reload_overlay.h"

namespace bc::app {

class GameData {
 public:
  // Plays `given` when there is one, else loads data/; problems go to the notices and to
  // catalog_message().
  void Load(std::unique_ptr<Catalog> given, session::NoticeBoard& notices);

  const Catalog& catalog() const { return *catalog_; }
  const Campaigns& campaigns() const { return campaigns_; }
  // Why the catalog is empty or incomplete, for SELECT OPERATION; "" when it is not.
  const std::string& catalog_message() const { return catalog_message_; }

  // What the shell does after the data or the player's choice on the overlay.
  enum class After { kNothing, kReloaded, kRestartBattle };
  // F5: loads data/ afresh. `battle_open`: a good reload offers to restart the battle.
  After Reload(bool battle_open, session::NoticeBoard& notices);
  // The overlay the player sees, and what they chose on it.
  const ui::ReloadOverlay& overlay() const { return overlay_; }
  After Choose(ui::ReloadChoice choice, bool battle_open, session::NoticeBoard& notices);

  // Shows the definitions' names, texts and briefings in the current language
  // (i18n::Language()); nothing to do when they already are. Ids, numbers and rules are
  // the same in every language, so a battle in progress plays on unchanged.
  void FollowLanguage();

 private:
  std::unique_ptr<Catalog> catalog_;
  Campaigns campaigns_;
  std::vector<std::unique_ptr<Catalog>> retired_;
  std::string catalog_message_;
  void LoadEnglish(std::unique_ptr<Catalog> given, session::NoticeBoard& notices);
  // The English of the catalog and operations shown, and the language they are shown in.
  void KeepEnglish();
  Catalog english_;
  Campaigns english_campaigns_;
  std::string shown_language_ = "en";
  bool owns_data_ = false;  // the catalog came from data/ (and F5 can reload it)
  ui::ReloadOverlay overlay_;
};

}  // namespace bc::app
