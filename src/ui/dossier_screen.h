// The player's dossier: YOUR CALLSIGN, READY FOR THE FIELD (the callsign), the EMBLEM
// CABINET and the CALLING CARD ARCHIVE (cosmetics earned by commendations; art in
// assets/dossier/). The chosen emblem and calling card also show on the title screen,
// through DossierBadge.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "campaign/achievement.h"
#include "campaign/profile.h"
#include "render/sprites.h"
#include "ui/screen.h"

namespace bc::ui {

// One cosmetic of the cabinet or the archive, with how it is earned.
struct CosmeticEntry {
  std::string id;                               // "emblem_3"
  const AchievementDef* earned_by = nullptr;    // null for the standard issue
  bool owned = false;
  bool chosen = false;
};
// Every emblem (emblems = true) or calling card, standard issue first, then in
// commendation order.
std::vector<CosmeticEntry> CosmeticEntries(const Profile& profile, bool emblems);

// The chosen emblem and calling card side by side with the callsign under them; draws
// nothing when no profile is loaded. Keeps its own textures.
class DossierBadge {
 public:
  // Draws at the cursor, `width` wide (a fifth of it high, plus the callsign's line);
  // advances the cursor.
  void Draw(const UiContext& context, float width);
  SDL_Texture* Art(const UiContext& context, const std::string& cosmetic);

 private:
  std::unique_ptr<render::SpriteCache> art_;
};

class DossierScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kDossier; }
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  void OnReply(const session::Reply& reply) override;

 private:
  void DrawCabinet(const UiContext& context, bool emblems, Choices& out);
  DossierBadge badge_;
  char callsign_[32] = {};
  bool callsign_loaded_ = false;
  std::string message_;
  bool message_error_ = false;
};

}  // namespace bc::ui
