// The rows of SELECT OPERATION: each operation in campaign order as a heading with its
// progress, then its missions in the order they are fought, then the skirmishes (missions
// in no operation). Pure data from the catalog, the operations and the profile, so the
// screen only draws it and tests can read it.
#pragma once

#include <string>
#include <vector>

#include "campaign/campaign.h"
#include "basecommand/catalog.h"
#include "campaign/profile.h"

namespace bc::ui {

struct MissionRow {
  bool heading = false;  // an operation (or the skirmishes) rather than a mission
  int mission = -1;      // catalog index, for mission rows
  std::string label;     // "OPERATION ORIENTATION" / "BREACH DRILL"
  std::string detail;    // heading: "3 of 10 won, 7 of 30 stars" or the lock reason
  bool locked = false;   // the operation or the mission is not open yet
  bool won = false;      // a mission won at least once
  int stars = 0;         // best stars on record
  bool flawless = false;
};

// Without operations or a profile every mission is a row of its own, in catalog order.
std::vector<MissionRow> MissionRows(const Catalog& catalog, const Campaigns* campaigns, const Profile* profile);

// The row to select when the screen opens: the first open mission not yet won (a new
// player lands on the first drill), else the first mission row; -1 when there is none.
int DefaultMissionRow(const std::vector<MissionRow>& rows);

// The mission row `step` mission rows away from `row` (headings skipped), wrapping.
int StepMissionRow(const std::vector<MissionRow>& rows, int row, int step);

// The mission listed after `mission` (catalog index) when it is open: what CONTINUE
// offers after a victory. -1 at the end of the list or when the next one is locked.
int NextOpenMission(const std::vector<MissionRow>& rows, int mission);

}  // namespace bc::ui
