// The words of the save format shared by its writer and reader. Internal to the data
// layer.
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>

#include "basecommand/battle_state.h"

namespace bc::data::save_words {

inline constexpr std::pair<std::string_view, ShieldState> kShieldWords[] = {
    {"down", ShieldState::kDown}, {"up", ShieldState::kUp}, {"overcharged", ShieldState::kOvercharged}};
inline constexpr std::pair<std::string_view, BarricadeKind> kBarricadeWords[] = {
    {"player", BarricadeKind::kPlayer},
    {"mission", BarricadeKind::kMission},
    {"indestructible", BarricadeKind::kIndestructible}};
inline constexpr std::pair<std::string_view, std::uint8_t> kBoardLists[] = {
    {"blocked", kCellBlocked},         {"objectives", kCellObjective},
    {"deployment", kCellDeployment},   {"reinforcement", kCellReinforcement},
    {"objectives_lost", kCellObjectiveLost}};


}  // namespace bc::data::save_words
