// The main loop: a frame at a time, input in, the top screen updated and drawn, the
// frame's choices carried out after it (carry_out.cpp); waiting while nothing changes.
#include "app/app.h"

#include <imgui.h>

#include <algorithm>
#include <iostream>

#include "app/keyboard_nav.h"
#include "app/screenshot.h"
#include "ui/widgets.h"

namespace bc::app {

namespace {

// Frames drawn after an event or a change of screen before the loop may wait: ImGui lays
// out a new window, opens a popup or scrolls a frame or two after the input that asked.
constexpr int kSettleFrames = 4;
constexpr double kFrameSeconds = 1.0 / 60.0;

}  // namespace

App::App(AppOptions options, std::chrono::steady_clock::time_point process_start, std::unique_ptr<Catalog> catalog)
    : options_(std::move(options)), process_start_(process_start), given_catalog_(std::move(catalog)),
      bench_(process_start) {}

App::~App() { Shutdown(); }

bool App::Open() {
  if (!Init()) return false;
  settle_frames_ = kSettleFrames;
  return true;
}

bool App::Step() { return Frame(); }

int App::Run() {
  const bool benchmark = options_.bench_frames > 0;
  if (benchmark) {
    // No window system needed, no vsync, and nothing of the player's touched.
    SDL_setenv("SDL_VIDEODRIVER", "offscreen", 0);
    options_.screen = "battle";
  }
  if (!Init()) return 1;
  settle_frames_ = kSettleFrames;
  while (true) {
    WaitForChange();
    bench_.BeginFrame();
    if (benchmark && screens_.battle() != nullptr && BattleOnTop()) {
      bench_.Step(*screens_.battle(), screens_.top(), context_, choices_);
    }
    const bool more = Frame();
    bench_.EndFrame(window_.OutputPixels());
    if (!more) break;
    if (benchmark && bench_.frames() >= options_.bench_frames) break;
  }
  Shutdown();
  return benchmark ? bench_.Report(window_.video_driver(), window_.renderer_name()) : exit_code_;
}

bool App::BattleOnTop() const { return !screens_.empty() && screens_.top_id() == ui::ScreenId::kBattle; }

ScreenSources App::Sources() const {
  ScreenSources sources;
  sources.catalog = &data_.catalog();
  sources.catalog_message = data_.catalog_message();
  sources.profile = profile_.get();
  sources.run = run_.get();
  sources.user_dir = user_dir_;
  sources.asset_dir = context_.asset_dir;
  return sources;
}

bool App::FixedClock() const {
  return options_.bench_frames > 0 || !options_.screenshot.empty() || !options_.draw_pixels ||
         (script_ && !script_->finished());
}

bool App::PlayScript() {
  if (!script_) return true;
  if (!script_->BeforeFrame()) {
    std::cerr << "base-command: " << options_.script << ":" << script_->line() << ": " << script_->error() << "\n";
    exit_code_ = 1;
    return false;
  }
  if (script_->quit()) {
    std::cout << "base-command: " << options_.script << ":" << script_->line() << ": quit\n";
    exit_code_ = script_failed_ ? 1 : 0;
    return false;
  }
  return true;
}

void App::WaitForChange() {
  waited_ = false;
  if (FixedClock() || settle_frames_ > 0 || screens_.empty()) return;
  double wait = std::min(screens_.top().NextChangeIn(context_), notices_.SecondsToNextChange());
  if (ImGui::GetIO().WantTextInput) wait = 0.0;  // a text field's cursor blinks
  const double frequency = static_cast<double>(SDL_GetPerformanceFrequency());
  auto since_last_frame = [&] { return static_cast<double>(SDL_GetPerformanceCounter() - last_counter_) / frequency; };
  // Waited in slices, so that "no change" is no special case.
  while (since_last_frame() < wait) {
    waited_ = true;
    if (WaitForEvent(std::min(0.5, wait - since_last_frame()))) break;
  }
}

bool App::Frame() {
  if (!PlayScript()) return false;
  bool saw_event = false;
  for (const Input& input : PollInputs(&saw_event)) Handle(input);
  if (saw_event) settle_frames_ = kSettleFrames;
  if (quit_ || screens_.empty()) return false;

  const std::uint64_t now = SDL_GetPerformanceCounter();
  const double elapsed = static_cast<double>(now - last_counter_) / static_cast<double>(SDL_GetPerformanceFrequency());
  last_counter_ = now;
  // After a wait nothing was moving: what starts now starts from its first frame.
  context_.dt = static_cast<float>(std::min(elapsed, waited_ ? kFrameSeconds : 0.25));
  // The benchmark and screenshots run on a fixed clock, so that the same frames play the
  // same battles and draw the same animation however fast or busy the machine is.
  const bool fixed_clock = FixedClock();
  if (fixed_clock) context_.dt = static_cast<float>(kFrameSeconds);
  clock_ += fixed_clock ? kFrameSeconds : elapsed;
  context_.clock = clock_;
  if (saw_event) context_.input_clock = clock_;

  // Notices from the session since the last frame, then all of them a frame older.
  if (session::BattleService* battle = screens_.battle()) {
    for (const std::string& text : battle->TakeNotices()) notices_.Add(text);
  }
  if (profile_) {
    for (const std::string& text : profile_->TakeNotices()) notices_.Add(text);
    for (session::LastingNotice& notice : profile_->TakeLastingNotices()) notices_.AddLasting(std::move(notice));
  }
  if (run_) {
    // The next siege, made on the worker while the player drafts, is taken when it is done.
    if (run_->Poll()) settle_frames_ = kSettleFrames;
    for (const std::string& text : run_->TakeNotices()) notices_.Add(text);
  }
  notices_.Age(fixed_clock ? context_.dt : static_cast<float>(elapsed));
  context_.notices = notices_.Lines();
  context_.lasting_notices = notices_.lasting();

  // What the screens asked of the audio while handling the events, then how it stands.
  for (const session::AudioRequest& request : audio_desk_.TakeRequests()) audio_.Carry(request);
  session::AudioState audio_state = audio_.State();
  audio_state.devices = audio_devices_;
  audio_desk_.Observe(std::move(audio_state));

  // The keyboard and the pad move Dear ImGui's focus in the menus and in questions; on
  // the battle's board the keys, the D-pad and A are the battle's own (BattleScreen::OnKey,
  // OnPad). keyboard_nav.h.
  ui::Screen& top = screens_.top();
  SetMenuNav(MenuNavWanted(top.wants_menu_nav()));
  // Without draw_pixels, only a frame a screenshot is taken of is drawn.
  const bool pixels = options_.draw_pixels || (script_ && !script_->screenshot().empty()) ||
                      (!options_.screenshot.empty() && frames_drawn_ + 1 >= static_cast<std::uint64_t>(options_.frames));
  window_.BeginFrame(settings_.ui_scale, fixed_clock ? context_.dt : 0.0f, context_, pixels);
  ShowFocus(keyboard_user_);
  top.Update(context_, choices_);
  top.DrawWorld(context_);
  top.DrawUi(context_, choices_);
  const ui::ReloadChoice reload_choice = ui::DrawReloadOverlay(data_.overlay(), context_);
  ui::UiContext notice_context = context_;
  if (top.shows_notices()) notice_context.notices.clear();  // the screen shows them itself
  const int dismissed = ui::DrawNotices(notice_context);
  window_.EndFrame();
  const std::uint64_t drawn = ++frames_drawn_;
  if (settle_frames_ > 0) --settle_frames_;

  if (script_ && !script_->screenshot().empty()) {
    const std::string shot = script_->screenshot().string();
    if (WriteScreenshot(window_.renderer(), shot)) {
      // What the shot shows, for a check that cannot look at it: the screen, the language.
      std::cout << "base-command: " << options_.script << ":" << script_->line() << ": wrote " << shot << " (screen "
                << ui::ScreenName(screens_.top_id()) << ", language " << applied_language_ << ")" << std::endl;
    } else {
      script_failed_ = true;
    }
  }
  if (!options_.screenshot.empty() && drawn >= static_cast<std::uint64_t>(options_.frames)) {
    exit_code_ = WriteScreenshot(window_.renderer(), options_.screenshot) ? 0 : 1;
    return false;
  }
  window_.Present();

  if (dismissed >= 0) notices_.Dismiss(static_cast<std::size_t>(dismissed));
  ui::Choices choices = std::exchange(choices_, ui::Choices{});
  if (choices.nav.kind != ui::NavRequest::Kind::kNone || choices.settings || !choices.requests.empty() ||
      choices.battle || !choices.run.empty() || !choices.notices.empty() || choices.mission || choices.resume_siege ||
      reload_choice != ui::ReloadChoice::kNone || dismissed >= 0) {
    settle_frames_ = kSettleFrames;  // something changes: draw it
  }
  CarryOut(std::move(choices));
  AfterData(data_.Choose(reload_choice, BattleOnTop(), notices_));
  for (const session::AudioRequest& request : audio_desk_.TakeRequests()) audio_.Carry(request);
  return !quit_ && !screens_.empty();
}

}  // namespace bc::app
