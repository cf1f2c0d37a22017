// Events as JSON, for the scenario runner's output and replays: the event's kind name,
// its English line (DescribeEvent) and every field that is set, with cells by name and
// attacker types by id.
#pragma once

#include <nlohmann/json.hpp>

#include "basecommand/catalog.h"
#include "basecommand/event.h"

namespace bc::data {

nlohmann::json EventToJson(const Catalog& catalog, const Event& event);
const char* StatusKindName(StatusKind status);

}  // namespace bc::data
