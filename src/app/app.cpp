#include "app/app.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <iostream>

#include "app/keyboard_nav.h"
#include "app/screenshot.h"
#include "render/colour_roles.h"
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
  sources.user_dir = user_dir_;
  sources.asset_dir = context_.asset_dir;
  return sources;
}

void App::Handle(const Input& input) {
  if (input.kind == Input::Kind::kQuit) {
    quit_ = true;
    return;
  }
  if (screens_.empty()) return;
  ui::Screen& top = screens_.top();
  if (input.kind == Input::Kind::kPadAdded) {
    notices_.Add(i18n::Format(i18n::Tr("{0} is connected. In a battle the D-pad moves the cursor, A acts, "
                                       "LB / RB choose a card, Start ends the turn; past the board's edge the D-pad reaches the panels."),
                              {input.name}));
    return;
  }
  if (input.kind == Input::Kind::kPadRemoved) {
    notices_.Add(i18n::Format(i18n::Tr("{0} was disconnected. The keyboard and mouse still work."), {input.name}));
    return;
  }
  if (input.kind == Input::Kind::kPointer) {
    keyboard_user_ = false;
    return;
  }
  keyboard_user_ = true;
  if (input.kind == Input::Kind::kPad) {
    context_.pad_in_use = true;
    // While the menus' focus is on, the D-pad and A are its own too (keyboard_nav.h).
    if ((ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableGamepad) != 0) FeedPadNav(input.pad);
    // A question on screen is Dear ImGui's to answer: its focus moves with the D-pad.
    if (ImGui::GetTopMostPopupModal() != nullptr) return;
    if (top.OnPad(input.pad, context_, choices_)) return;
    if (const std::optional<session::KeyPress> key = session::PadMenuKey(input.pad)) {
      Input keyed;
      keyed.kind = Input::Kind::kKey;
      keyed.key = *key;
      Handle(keyed);
      context_.pad_in_use = true;
    }
    return;
  }
  context_.pad_in_use = false;
  if (input.kind == Input::Kind::kClick) {
    top.OnClick(input.x, input.y, input.button, context_, choices_);
    return;
  }
  const session::Key key = input.key.key;
  if (key == session::Key::kF11) {
    session::Settings& settings = choices_.ChangeSettings(settings_);
    settings.fullscreen = !settings.fullscreen;
    return;
  }
  if (key == session::Key::kF5) {
    AfterData(data_.Reload(BattleOnTop(), notices_));
    return;
  }
  if (data_.overlay().open && key == session::Key::kEscape) {
    const ui::ReloadChoice choice = data_.overlay().offer_restart ? ui::ReloadChoice::kKeepBattle
                                                                  : ui::ReloadChoice::kDismiss;
    AfterData(data_.Choose(choice, false, notices_));
    return;
  }
  // The menus' focus takes the arrows, Tab, Enter and Space (and Esc inside a panel);
  // a screen waiting for any key (CONTROLS' rebind) takes them first.
  if (!top.takes_every_key() && !top.claims_key(input.key) && ImGuiTakesKey(input.key, input.scancode)) return;
  if (top.OnKey(input.key, context_, choices_)) {
    HideKeyFromImGui(input.scancode);  // the screen's, so the focus does not move with it
    return;
  }
  if (key == session::Key::kEscape) {
    choices_.Go(ui::NavRequest::Pop());
  } else if (key == session::Key::kF1 && top.id() != ui::ScreenId::kHowTo) {
    choices_.Go(ui::NavRequest::Push(ui::ScreenId::kHowTo));
  }
}

bool App::FixedClock() const {
  return options_.bench_frames > 0 || !options_.screenshot.empty() || (script_ && !script_->finished());
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
  window_.BeginFrame(settings_.ui_scale, fixed_clock ? context_.dt : 0.0f, context_);
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
      !choices.notices.empty() || choices.mission || choices.resume_siege || reload_choice != ui::ReloadChoice::kNone ||
      dismissed >= 0) {
    settle_frames_ = kSettleFrames;  // something changes: draw it
  }
  CarryOut(std::move(choices));
  AfterData(data_.Choose(reload_choice, BattleOnTop(), notices_));
  for (const session::AudioRequest& request : audio_desk_.TakeRequests()) audio_.Carry(request);
  return !quit_ && !screens_.empty();
}

void App::CarryOut(ui::Choices choices) {
  if (choices.settings && !(*choices.settings == settings_)) {
    settings_ = *choices.settings;
    ApplySettings(true);
  }
  for (const std::string& text : choices.notices) notices_.Add(text);
  bool siege_changed = false;
  for (const session::Request& request : choices.requests) {
    session::Reply reply;
    if (profile_) {
      reply = profile_->Carry(request);
    } else {
      reply.request = request;
      reply.text = i18n::Tr("no campaign records are loaded");
    }
    siege_changed = siege_changed || request.kind == session::Request::Kind::kClearSiege;
    if (!screens_.empty()) screens_.top().OnReply(reply);
  }
  if (siege_changed) RefreshSavedSiege();
  if (choices.mission) {
    launch_.mission = *choices.mission;
    launch_.resume = false;
  }
  if (choices.resume_siege) launch_.resume = true;
  Navigate(choices.nav);
}

void App::Navigate(ui::NavRequest request) {
  if (request.kind == ui::NavRequest::Kind::kNone) return;
  screens_.Navigate(request, Sources(), launch_, notices_);
  if (screens_.empty()) quit_ = true;
  if (profile_) profile_->RefreshCommandFiles();
  RefreshSavedSiege();
}

void App::ApplyLanguage() {
  // The command line's language for this run, else the settings', else the system's.
  const std::string wanted = LanguageToUse(options_, settings_.language, i18n::SystemLanguage());
  if (wanted == applied_language_) return;
  applied_language_ = wanted;
  std::string error;
  if (!i18n::SetLanguage(wanted, &error)) {
    i18n::SetLanguage("en", nullptr);
    const std::string notice =
        i18n::Format(i18n::Tr("The {0} catalogue did not load, so the Bureau speaks English: {1}"), {wanted, error});
    std::cerr << "base-command: " << notice << "\n";
    notices_.Add(notice);
  }
  data_.FollowLanguage();
}

void App::ApplySettings(bool save) {
  settings_ = session::Sanitized(settings_);
  keys_ = session::KeyBindings::FromSettings(settings_.keys);
  render::UsePalette(settings_.colour_vision);
  ApplyLanguage();
  window_.Apply(settings_, options_.bench_frames == 0);
  if (settings_.audio_device != opened_device_) {
    opened_device_ = settings_.audio_device;
    audio_.Open(settings_.audio_device);
    if (!audio_.notice().empty()) notices_.Add(audio_.notice());
    audio_devices_ = audio_.Devices();
  }
  audio_.SetMusicEnabled(settings_.music_enabled);
  audio_.SetSfxEnabled(settings_.sfx_enabled);
  audio_.SetMusicVolume(settings_.music_volume);
  audio_.SetSfxVolume(settings_.sfx_volume);
  if (save) {
    const std::string error = session::SaveSettings(user_dir_ / "settings.json", settings_);
    if (!error.empty()) notices_.Add(i18n::Format(i18n::Tr("Settings not saved: {0}"), {error}));
  }
}

void App::AfterData(GameData::After after) {
  switch (after) {
    case GameData::After::kNothing:
      return;
    case GameData::After::kReloaded:
      context_.catalog = &data_.catalog();
      context_.catalog_message = data_.catalog_message();
      if (profile_) {
        profile_ = std::make_unique<session::ProfileSession>(user_dir_, data_.catalog(), data_.campaigns());
        context_.profile = profile_.get();
        screens_.AttachProfile(profile_.get());
      }
      return;
    case GameData::After::kRestartBattle: {
      const session::BattleService* battle = screens_.battle();
      if (battle == nullptr) return;
      const session::BattleSession& session = battle->session();
      const int mission = data_.catalog().FindMission(session.mission_def().id);
      if (mission < 0) {
        notices_.Add(i18n::Format(i18n::Tr("The new data has no mission \"{0}\": the battle cannot restart."),
                                  {session.mission_def().id}));
        return;
      }
      const std::uint64_t seed = session.seed();
      launch_.mission = mission;
      launch_.seed = seed;
      launch_.resume = false;
      launch_.actions.clear();
      Navigate(ui::NavRequest::Replace(ui::ScreenId::kBattle));
      notices_.Add(i18n::Format(i18n::Tr("Battle restarted from seed {0} with the new data."), {std::to_string(seed)}));
      return;
    }
  }
}

void App::RefreshSavedSiege() {
  const session::SiegeLoad load = session::ReadSiegeSave(session::SiegeSavePath(user_dir_));
  context_.saved_siege.reset();
  if (load.save) context_.saved_siege = session::SiegeSummary{load.save->mission_id, load.save->turn};
  if (!load.message.empty()) notices_.Add(load.message);
}

}  // namespace bc::app
