#include "data/event_json.h"

#include "text/event_text.h"

namespace bc::data {

const char* StatusKindName(StatusKind status) {
  switch (status) {
    case StatusKind::kNone: return "none";
    case StatusKind::kPoison: return "poison";
    case StatusKind::kIncapacitated: return "incapacitated";
    case StatusKind::kFrozen: return "frozen";
    case StatusKind::kSkipSpawns: return "skip_spawns";
    case StatusKind::kOvercharge: return "overcharge";
    case StatusKind::kGlobalRange: return "global_range";
    case StatusKind::kTempHp: return "temp_hp";
  }
  return "unknown";
}

nlohmann::json EventToJson(const Catalog& catalog, const Event& e) {
  nlohmann::json out;
  const char* kind = EventKindName(e.kind);
  out["kind"] = kind != nullptr ? kind : "unknown";
  out["text"] = DescribeEvent(catalog, e);
  if (e.uid != 0) out["uid"] = e.uid;
  if (e.uid != 0 || e.kind == EventKind::kSpawnTelegraphed || e.kind == EventKind::kSpawnDelayed) {
    out["enemy"] = e.enemy < catalog.enemies.size() ? nlohmann::json(catalog.enemies[e.enemy].id)
                                                    : nlohmann::json(e.enemy);
  }
  if (e.cell != kNoCell) out["cell"] = CellName(e.cell);
  if (e.cell2 != kNoCell) out["cell2"] = CellName(e.cell2);
  if (e.quadrant >= 0) out["quadrant"] = e.quadrant;
  if (e.status != StatusKind::kNone) out["status"] = StatusKindName(e.status);
  if (e.amount != 0) out["amount"] = e.amount;
  if (e.amount2 != 0) out["amount2"] = e.amount2;
  if (e.hidden) out["hidden"] = true;  // about a concealed attacker (docs/rules.md, Concealment)
  return out;
}

}  // namespace bc::data
