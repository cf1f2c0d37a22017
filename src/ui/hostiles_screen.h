// HOSTILES: the archive of attacker types, reached from PREPARE. Every type in the
// catalogue has a row; a type the profile has met (seen on the board in a recorded
// battle) shows its sprite, stat line, behaviour in words (made from its data,
// text/hostiles.h) and the missions that send it; the others stay redacted. The
// screen opens on the first type met; Up and Down choose a row; Esc is back.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"
#include "campaign/profile.h"
#include "render/sprites.h"
#include "ui/screen.h"

namespace bc::ui {

// One row of the archive, as the screen shows it (tested without a window).
struct HostileEntry {
  EnemyIndex enemy = 0;
  bool met = false;
  std::string name;                    // the type's name, or "REDACTED"
  std::string sprite;                  // "sprites/enemies/<sprite>.png" or the redacted card
  std::string stats;                   // the stat line; empty when redacted
  std::vector<std::string> behaviour;  // one sentence each; one line of refusal when redacted
  std::vector<std::string> missions;   // mission names that send it; empty when redacted
};

// Every type of the catalogue, in catalogue order; met ones in full. With the operations,
// a type's missions are listed in the order they are played (operation by operation,
// then the skirmishes); without, in catalogue order.
std::vector<HostileEntry> HostileEntries(const Catalog& catalog, const Profile& profile,
                                         const Campaigns* campaigns = nullptr);
// The row the archive opens on: the first type met, or the first row when none is.
int FirstMetRow(const std::vector<HostileEntry>& entries);

class HostilesScreen : public Screen {
 public:
  ScreenId id() const override { return ScreenId::kHostiles; }
  bool OnKey(const session::KeyPress& key, const UiContext& context, Choices& out) override;
  void DrawWorld(const UiContext& context) override;
  void DrawUi(const UiContext& context, Choices& out) override;
  int selected() const { return selected_; }

 private:
  void DrawDetail(const UiContext& context, const HostileEntry& entry);
  void StartAtFirstMet(const UiContext& context);
  int selected_ = -1;  // -1 until the screen has looked at the profile
  bool scroll_to_selected_ = false;
  std::unique_ptr<render::SpriteCache> art_;
};

}  // namespace bc::ui
