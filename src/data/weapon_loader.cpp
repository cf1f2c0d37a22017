// Base weapon records (data/weapons.json and a scenario's inline "weapons").
#include "data/definition_loader.h"

namespace bc::data {

namespace {

constexpr int kMaxChargeSteps = 8;

void ReadWeapon(Reader& record, DefinitionPass& pass) {
  WeaponDef weapon;
  record.Id("id", weapon.id);
  record.String("name", weapon.name);
  record.String("description", weapon.description);
  if (record.IntList("power_steps", weapon.power_steps, 1, 99)) {
    if (weapon.power_steps.empty() ||
        weapon.power_steps.size() > static_cast<std::size_t>(kMaxChargeSteps)) {
      record.Error("power_steps", "must list between 1 and " + std::to_string(kMaxChargeSteps) +
                                      " charge steps");
    }
    for (std::size_t i = 1; i < weapon.power_steps.size(); ++i) {
      if (weapon.power_steps[i] < weapon.power_steps[i - 1]) {
        record.context().Error(PointerAppend(record.PointerOf("power_steps"), i),
                               "power must not drop as the charge grows");
      }
    }
  }
  record.OptInt("min_range", weapon.min_range, 1, 3);
  record.OptInt("max_range", weapon.max_range, 1, 3);
  if (weapon.min_range > weapon.max_range) {
    record.Error("max_range", "must be at least min_range (" + std::to_string(weapon.min_range) + ")");
  }
  record.OptInt("splash", weapon.splash, 0, 99);
  record.Finish();
  if (weapon.id.empty()) return;

  const int index = ClaimId(pass.catalog.weapons, "weapon", weapon.id, record, pass);
  if (index < 0) return;
  if (index > 255) {
    record.Error("", "too many weapons: at most 256 are supported");
    return;
  }
  pass.catalog.weapons[static_cast<std::size_t>(index)] = std::move(weapon);
}

}  // namespace

void ReadWeapons(Reader& root, bool required, DefinitionPass& pass) {
  for (Reader& record : root.Records("weapons", required)) ReadWeapon(record, pass);
}

}  // namespace bc::data
