// Profiles and scratch folders for the profile store tests.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

#include "campaign/profile.h"
#include "scratch_dir.h"

namespace bc::test {

// A profile with something in every field.
inline Profile RichProfile() {
  Profile profile = NewProfile({"rifle_team", "patch_kit"});
  profile.callsign = "RED DUST-7";
  profile.emblem = "emblem_4";
  profile.calling_card = "calling_card_9";
  profile.credits = 2350;
  profile.command_file_slots = 3;
  profile.services = {"field_hospital"};
  profile.missions["op_orientation_01"] = MissionRecord{3, 2, 2900, 2, false, 750, {}};
  profile.missions["op_orientation_02"] = MissionRecord{1, 1, 4100, 3, true, 1500, {}};
  profile.difficulty = "audit";
  profile.missions["op_orientation_01"].levels = {{"standard", LevelRecord{1, 2100, 1, false, 500}},
                                                  {"audit", LevelRecord{1, 2900, 2, false, 437}}};
  CarriedUnit unit;
  unit.card = "rifle_team";
  unit.copy = 1;
  unit.hp = 2;
  unit.max_hp = 7;
  unit.rank = 2;
  unit.kills = 3;
  unit.bonuses.firepower = 1;
  unit.bonuses.max_hp = 1;
  unit.bonuses.ranges = 0b100;
  unit.bonuses.perks = 1u << 2;
  unit.upgrades = {"plating", "scope"};
  profile.campaigns["orientation"].roster = {unit};
  profile.active_siege = ActiveSiege{"orientation", "op_orientation_03", 18446744073709551615ull,
                                     {"fire C3", "end_turn"}};
  profile.stats.battles = 4;
  profile.stats.victories = 3;
  profile.stats.defeats = 1;
  profile.stats.kills = 40;
  profile.stats.kills_by_enemy = {{"killer_krab", 12}, {"black_star_initiate", 28}};
  profile.stats.history = {BattleLogEntry{"op_orientation_01", true, 2900, 2, 7},
                           BattleLogEntry{"op_orientation_02", false, 300, 0, 4}};
  profile.ledger = Ledger{2250, 600, 0, 400, 1500, 0};
  profile.achievements = {"first_contact"};
  profile.cosmetics.insert("emblem_4");
  profile.hostiles_met = {"black_star_initiate", "aegis_warden"};
  return profile;
}

// A fresh empty scratch folder of this test's own, removed at the end.
class ScratchFolder {
 public:
  explicit ScratchFolder(const std::string& name) : dir_("profile_" + name), path_(dir_.path()) {}
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }

  void Write(const std::string& file, const std::string& text) const {
    std::ofstream(path_ / file, std::ios::binary) << text;
  }
  std::string Read(const std::string& file) const {
    std::ifstream in(path_ / file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  bool Exists(const std::string& file) const { return std::filesystem::exists(path_ / file); }

 private:
  ScratchDir dir_;
  std::filesystem::path path_;
};

}  // namespace bc::test
