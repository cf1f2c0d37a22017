#include "render/attacker_marks.h"

#include <algorithm>

namespace bc::render {

using namespace palette;

std::vector<Badge> BadgesOf(const EnemyDef& def, const ViewAttacker& a, bool frozen) {
  if (a.contact) return {Badge::kConcealed};
  std::vector<Badge> out;
  if (def.IsAircraft()) out.push_back(Badge::kAircraft);
  if (a.lane != 0) out.push_back(Badge::kLane);
  if (def.lay.interval > 0) out.push_back(Badge::kTrapLayer);
  if (a.poisoned) out.push_back(Badge::kPoisoned);
  if (a.incapacitated) out.push_back(Badge::kIncapacitated);
  if (frozen) out.push_back(Badge::kFrozen);
  if (a.shield > 0) out.push_back(Badge::kShield);
  return out;
}

const char* BadgeSprite(Badge badge) {
  switch (badge) {
    case Badge::kAircraft: return "sprites/ui/badge_aircraft.png";
    case Badge::kLane: return "sprites/ui/badge_lane.png";
    case Badge::kTrapLayer: return "sprites/ui/badge_trap.png";
    case Badge::kPoisoned: return "sprites/ui/badge_poison.png";
    case Badge::kIncapacitated: return "sprites/ui/badge_incapacitated.png";
    case Badge::kFrozen: return "sprites/ui/badge_frozen.png";
    case Badge::kShield: return "sprites/ui/badge_shield.png";
    case Badge::kConcealed: return "sprites/ui/badge_concealed.png";
  }
  return "sprites/ui/badge_shield.png";
}

Rgba BadgeColour(Badge badge) {
  switch (badge) {
    case Badge::kAircraft: return kFrost;
    case Badge::kLane: return Colour(Role::kLane);
    case Badge::kTrapLayer: return Colour(Role::kDanger);
    case Badge::kPoisoned: return Colour(Role::kPoisoned);
    case Badge::kIncapacitated: return Colour(Role::kIncapacitated);
    case Badge::kFrozen: return Colour(Role::kFrozen);
    case Badge::kShield: return Colour(Role::kFriendly);
    case Badge::kConcealed: return Colour(Role::kContact);
  }
  return kWhite;
}

Rect BadgeRect(float cx, float cy, float cell, int k) {
  const float badge = cell * 0.28f;
  return Rect{cx - cell * 0.46f + static_cast<float>(k) * badge * 0.9f, cy - cell * 0.48f, badge, badge};
}

Rect MarkingRect(float cx, float cy, float cell) {
  // The sprite (0.86 of the cell, 0.04 above the centre) has its plate about 36 of its 128
  // pixels across, centred at (106, 22).
  const float size = cell * 0.86f;
  const float left = cx - size / 2;
  const float top = cy - size / 2 - cell * 0.04f;
  const float half = size * (20.0f / 128.0f);
  return Rect{left + size * (106.0f / 128.0f) - half, top + size * (22.0f / 128.0f) - half, 2 * half, 2 * half};
}

Rect HealthBarRect(float cx, float cy, float cell) {
  const float w = cell * 0.8f;
  return Rect{cx - w / 2, cy + cell * 0.36f, w, std::max(4.0f, cell * 0.08f)};
}

}  // namespace bc::render
