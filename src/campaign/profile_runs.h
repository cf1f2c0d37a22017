// Field runs in the profile (docs/campaign.md, Field runs): a run that ended goes into the
// run history and the run statistics, and may earn a commendation. The battles of a run
// are recorded as skirmishes are (RecordBattle with no operation: statistics only), since
// a generated siege has no record of its own to keep.
#pragma once

#include <string>
#include <vector>

#include "basecommand/catalog.h"
#include "campaign/campaign.h"
#include "campaign/profile.h"

namespace bc {

// Adds the run's record (the last kRunHistoryLength are kept) and counts it in the run
// statistics; returns the achievements it earned.
std::vector<std::string> RecordRunEnd(const Catalog& catalog, const Campaigns& campaigns, const RunRecord& run,
                                      Profile& profile);

}  // namespace bc
