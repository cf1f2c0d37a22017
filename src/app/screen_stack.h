// The screens on the stack and how navigation changes them: a request gives the new
// stack (ui::NextStack), the screens both stacks share stay as they are, the others are
// built for their ids. The battle screen reads a battle the stack opens for it
// (session::StartBattle) and keeps while the screen is open, and which plays what the
// screen asks of it after the frame.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "session/battle_service.h"
#include "session/notice_board.h"
#include "session/profile_session.h"
#include "session/run_service.h"
#include "ui/screen.h"

namespace bc::app {

// What new screens are built from.
struct ScreenSources {
  const Catalog* catalog = nullptr;
  std::string catalog_message;
  session::ProfileSession* profile = nullptr;  // null while benchmarking
  session::RunService* run = nullptr;          // the field run; null while benchmarking
  std::filesystem::path user_dir;
  std::filesystem::path asset_dir;
};

class ScreenStack {
 public:
  bool empty() const { return screens_.empty(); }
  ui::Screen& top() { return *screens_.back(); }
  ui::ScreenId top_id() const { return screens_.back()->id(); }
  bool Has(ui::ScreenId id) const;

  // Goes where `request` leads. Opening the battle screen starts `launch`'s battle (the
  // launch's resume and --actions are used up); notices go to `notices`.
  void Navigate(ui::NavRequest request, const ScreenSources& sources, session::BattleLaunch& launch,
                session::NoticeBoard& notices);
  void Clear();

  // The battle in progress (null when no battle screen is open).
  session::BattleService* battle() { return battle_.get(); }
  // After the frame: the battle request the top screen made, carried out by the battle
  // in progress (refused when there is none), and the reply handed back to the screen.
  void CarryBattle(const session::BattleRequest& request);
  // After a reload the profile is a new one: the battle records into it.
  void AttachProfile(session::ProfileSession* profile);

 private:
  std::unique_ptr<ui::Screen> Make(ui::ScreenId id, const ScreenSources& sources, session::BattleLaunch& launch,
                                   session::NoticeBoard& notices);

  std::vector<std::unique_ptr<ui::Screen>> screens_;
  std::unique_ptr<session::BattleService> battle_;
};

}  // namespace bc::app
