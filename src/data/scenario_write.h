// A played game written as a scenario (docs/scenario-format.md) whose expect block pins
// its final hash, so that `base-command-cli scenario FILE` replays it exactly: what
// `base-command-cli play --scenario-out` writes. Beside scenario.h, which reads them.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "autoplay/autoplay.h"
#include "basecommand/catalog.h"
#include "autoplay/policy.h"

namespace bc::data {

// The scenario document of a game the policy played. When the battle used a loadout other
// than the one the mission's deck policy gives by itself, the opening state is written in
// full as "state" (a save), since a scenario has no loadout field.
nlohmann::json GameScenarioJson(const Catalog& catalog, const GameRecord& game, PolicyKind policy);

// Writes it to `path` through the atomic writer; "" or what went wrong.
std::string WriteGameScenario(const std::filesystem::path& path, const Catalog& catalog, const GameRecord& game,
                              PolicyKind policy);

}  // namespace bc::data
