// The pictures of HOW TO PLAY's guide: small battles written as scenarios
// (docs/scenario-format.md) under data/guide/, one a page, set up on the game data in
// play and their actions played. A scene that does not load (other data, a renamed
// attacker) leaves its page without a picture and says why; it never stops the guide.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "basecommand/battle_state.h"
#include "basecommand/catalog.h"

namespace bc::session {

struct GuideScene {
  std::string id;                    // the file's name without .json
  std::optional<BattleState> state;  // the battle the picture shows
  std::string problem;               // why there is none (for the log; the page says less)
};

// data_dir/guide/<id>.json on `catalog` (the scene may not define records of its own: its
// attackers and cards are the catalogue's). Its actions are played; one refused is a problem.
GuideScene LoadGuideScene(const Catalog& catalog, const std::filesystem::path& data_dir, const std::string& id);

}  // namespace bc::session
