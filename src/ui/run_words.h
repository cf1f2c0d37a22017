// The field run's words on screen: the map's stops by name and what each does.
#pragma once

#include "runs/run_rules.h"

namespace bc::ui {

// "MAINTENANCE BAY", "PROMOTION BOARD", "REDUNDANCIES", "SUPPLY DEPOT".
const char* StopName(runs::StopKind kind);
// One line on what the stop does.
const char* StopText(runs::StopKind kind);

}  // namespace bc::ui
