// Colour-blind play: the battle board drawn as the battle screen draws it (the board
// renderer at the screen's 1280x720 layout, on the software renderer, with the game's
// sprites), each colour-vision deficiency simulated on the pixels with the Machado,
// Oliveira and Fernandes (2009) matrices at severity 1.0, and the marks that must differ
// sampled and compared in CIELAB (CIE76 delta E). The threshold is kMinDeltaE: about ten
// times the just-noticeable difference of 2.3, because the marks are small (a few pixels
// wide), apart on a textured ground and read at a glance, not compared side by side.
// Also: the comfort settings' effect on the animation (reduce motion, no flash).
#include <SDL.h>

#include <catch2/catch.hpp>
#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "app/headless_ui.h"
#include "basecommand/rules.h"
#include "data/catalog_loader.h"
#include "render/board_renderer.h"
#include "render/colour_roles.h"
#include "render/playback.h"
#include "render/sprites.h"
#include "session/app_fixture.h"
#include "session/battle_service.h"
#include "session/battle_session.h"
#include "ui/battle_screen.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace colour_vision_test {

using namespace bc;

namespace {

constexpr double kMinDeltaE = 20.0;

using Matrix = std::array<std::array<double, 3>, 3>;
// Machado, Oliveira and Fernandes 2009, severity 1.0, on linear RGB.
const Matrix kProtanopia = {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
const Matrix kDeuteranopia = {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
const Matrix kTritanopia = {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
const Matrix kNormal = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double Linear(double c) {
  c /= 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}
double Encode(double c) {
  c = std::clamp(c, 0.0, 1.0);
  return 255.0 * (c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055);
}

struct Colour3 {
  double r = 0, g = 0, b = 0;
};

Colour3 Simulate(const Colour3& c, const Matrix& m) {
  const double l[3] = {Linear(c.r), Linear(c.g), Linear(c.b)};
  double out[3];
  for (int i = 0; i < 3; ++i) out[i] = Encode(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]);
  return {out[0], out[1], out[2]};
}

std::array<double, 3> Lab(const Colour3& c) {
  const double r = Linear(c.r), g = Linear(c.g), b = Linear(c.b);
  const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
  return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

double DeltaE76(const Colour3& a, const Colour3& b) {
  const auto la = Lab(a);
  const auto lb = Lab(b);
  return std::sqrt((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) +
                   (la[2] - lb[2]) * (la[2] - lb[2]));
}

struct Image {
  int w = 0, h = 0;
  std::vector<Uint32> pixels;  // ARGB8888
  Colour3 At(int i) const {
    const Uint32 p = pixels[static_cast<std::size_t>(i)];
    return {static_cast<double>((p >> 16) & 0xFF), static_cast<double>((p >> 8) & 0xFF), static_cast<double>(p & 0xFF)};
  }
};

// A mark's pixels: those that change when it is drawn, within a region.
using Mask = std::vector<int>;

Mask Differ(const Image& with, const Image& without, const std::vector<render::Rect>& regions) {
  Mask mask;
  for (const render::Rect& r : regions) {
    for (int y = static_cast<int>(r.y); y < static_cast<int>(r.y + r.h); ++y) {
      for (int x = static_cast<int>(r.x); x < static_cast<int>(r.x + r.w); ++x) {
        const int i = y * with.w + x;
        const Colour3 a = with.At(i);
        const Colour3 b = without.At(i);
        if (std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b) > 24.0) mask.push_back(i);
      }
    }
  }
  return mask;
}

// The mean of the mark's pixels as the simulated eye sees them.
Colour3 Seen(const Image& image, const Mask& mask, const Matrix& eye) {
  Colour3 sum;
  for (const int i : mask) {
    const Colour3 c = Simulate(image.At(i), eye);
    sum.r += c.r;
    sum.g += c.g;
    sum.b += c.b;
  }
  const double n = mask.empty() ? 1.0 : static_cast<double>(mask.size());
  return {sum.r / n, sum.g / n, sum.b / n};
}

// A mark as drawn: the screen it is on, and the pixels that are the mark.
struct Mark {
  Image image;
  Mask mask;
};
using Marks = std::map<std::string, Mark>;

// The renderer's whole 1280x720 target, read back.
Image ReadScreen(SDL_Renderer* r) {
  Image image;
  image.w = 1280;
  image.h = 720;
  image.pixels.resize(1280 * 720);
  REQUIRE(SDL_RenderReadPixels(r, nullptr, SDL_PIXELFORMAT_ARGB8888, image.pixels.data(), 1280 * 4) == 0);
  return image;
}

// Every mark is drawn at all.
void RequireDrawn(const Marks& marks) {
  for (const auto& [name, mark] : marks) {
    INFO(name);
    REQUIRE(mark.mask.size() > 20);
  }
}

// The board drawn for the test: plain ground, and the scenes it is asked for.
class BoardShots {
 public:
  static constexpr const char* kWhere = "board";
  explicit BoardShots(headless::Headless& ui)
      : ui_(ui), sprites_(ui.context.renderer, ui.context.asset_dir), board_(ui.context.renderer, sprites_) {
    const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
    REQUIRE(load.ok());
    catalog_ = load.catalog;
    layout_ = render::ComputeBattleLayout(1280.0f, 720.0f, 1.0f);
    // A plain board: the first mission with nothing on it.
    BattleState state = NewBattle(catalog_, 0, 1);
    plain_ = render::ViewOf(state, catalog_);
    plain_.attackers.clear();
    plain_.pending.clear();
    plain_.traps.clear();
    plain_.fieldworks.clear();
    plain_.barricades = {};
    plain_.cell_flags = {};
    plain_.pending_lane = {};
    plain_.shields.fill(ShieldState::kUp);
    // A lane: the hostiles' lane mission, played until a lane shows.
    const int lane_mission = catalog_.FindMission("op_hostiles_lane");
    REQUIRE(lane_mission >= 0);
    session::BattleSession session(catalog_, static_cast<MissionIndex>(lane_mission), 1);
    for (int turn = 0; turn < 4; ++turn) {
      lane_ = render::ViewOf(session.state(), catalog_);
      if (!render::LanesShown(lane_, catalog_).empty()) break;
      REQUIRE(session.Play(Action::EndTurn()).ok);
    }
    REQUIRE_FALSE(render::LanesShown(lane_, catalog_).empty());
  }

  Image Shot(const render::BoardView& view, const EnemyIntents* intents, Cell target) {
    render::BoardScene scene;
    scene.view = &view;
    scene.catalog = &catalog_;
    scene.layout = layout_;
    if (target != kNoCell) scene.highlight[target] = render::Highlight::kTarget;
    scene.intents = intents;
    scene.reduce_motion = true;  // the legal targets' pulse held still
    SDL_Renderer* r = ui_.context.renderer;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);  // as the window's renderer draws
    SDL_SetRenderDrawColor(r, 22, 14, 12, 255);
    SDL_RenderClear(r);
    board_.Draw(scene, nullptr, nullptr, nullptr);
    return ReadScreen(r);
  }

  // Each mark's image and pixels, in the palette in use.
  Marks Draw() {
    Marks marks;
    const Image plain = Shot(plain_, nullptr, kNoCell);
    // A legal target on an empty cell.
    const Cell target = *ParseCell("B6");
    Image lit = Shot(plain_, nullptr, target);
    marks["legal target"] = {lit, Differ(lit, plain, {layout_.CellRect(target)})};
    // A threat path (moves, then stops) and a breach that damages the base.
    EnemyIntents threat;
    AttackerIntent t;
    t.uid = 1;
    t.start = *ParseCell("C1");
    t.moves = {*ParseCell("C2"), *ParseCell("C3")};
    threat.attackers.push_back(t);
    Image threat_shot = Shot(plain_, &threat, kNoCell);
    marks["threat path"] = {threat_shot, Differ(threat_shot, plain, {layout_.CellRect(t.moves[0]), layout_.CellRect(t.moves[1])})};
    EnemyIntents danger;
    AttackerIntent d;
    d.uid = 2;
    d.start = *ParseCell("F1");
    d.moves = {*ParseCell("F2"), *ParseCell("F3")};
    d.breaches = true;
    d.quadrant = Quadrant::kNE;
    d.shield_blocks = false;
    d.base_damage = 2;
    danger.attackers.push_back(d);
    Image danger_shot = Shot(plain_, &danger, kNoCell);
    marks["danger path"] = {danger_shot, Differ(danger_shot, plain, {layout_.CellRect(d.moves[0]), layout_.CellRect(d.moves[1])})};
    // The lane: its cells with nothing standing on them, drawn against the same board without it.
    render::BoardView no_lane = lane_;
    for (render::ViewAttacker& a : no_lane.attackers) a.lane = 0;
    no_lane.pending_lane = {};
    REQUIRE(render::LanesShown(no_lane, catalog_).empty());
    std::vector<render::Rect> lane_cells;
    const MissionDef& mission = catalog_.missions[lane_.mission];
    for (const int k : render::LanesShown(lane_, catalog_)) {
      for (const Cell c : mission.lanes[static_cast<std::size_t>(k)].cells) {
        bool empty = lane_.AttackerAt(c) == nullptr;
        for (const PendingSpawn& p : lane_.pending) empty = empty && p.cell != c;
        if (empty) lane_cells.push_back(layout_.CellRect(c));
      }
    }
    REQUIRE_FALSE(lane_cells.empty());
    Image lane_shot = Shot(lane_, nullptr, kNoCell);
    marks["lane"] = {lane_shot, Differ(lane_shot, Shot(no_lane, nullptr, kNoCell), lane_cells)};
    // The status badges on an attacker (each alone), against the same attacker without it.
    render::BoardView one = plain_;
    const Cell at = *ParseCell("B3");
    one.attackers.push_back(render::ViewAttacker{7, 0, at, 2, 3});
    const Image bare = Shot(one, nullptr, kNoCell);
    auto status = [&](const char* name, auto set) {
      render::BoardView v = one;
      set(v);
      Image shot = Shot(v, nullptr, kNoCell);
      render::Rect badges = layout_.CellRect(at);  // the badges' row along the cell's top
      badges.h *= 0.32f;
      marks[name] = {shot, Differ(shot, bare, {badges})};
    };
    status("poisoned badge", [](render::BoardView& v) { v.attackers.back().poisoned = true; });
    status("incapacitated badge", [](render::BoardView& v) { v.attackers.back().incapacitated = true; });
    status("frozen badge", [](render::BoardView& v) { v.frozen = true; });
    // The NW shield quadrant in each state, each against the others where they differ.
    const render::Rect quadrant = layout_.CellRect(kBaseCells[0]);
    std::map<ShieldState, Image> shields;
    for (const ShieldState s : {ShieldState::kUp, ShieldState::kDown, ShieldState::kOvercharged}) {
      render::BoardView v = plain_;
      v.shields[0] = s;
      shields[s] = Shot(v, nullptr, kNoCell);
    }
    const Image& up = shields[ShieldState::kUp];
    const Image& down = shields[ShieldState::kDown];
    const Image& over = shields[ShieldState::kOvercharged];
    marks["shield up|down"] = {up, Differ(up, down, {quadrant})};
    marks["shield down|up"] = {down, Differ(up, down, {quadrant})};
    marks["shield up|overcharged"] = {up, Differ(up, over, {quadrant})};
    marks["shield overcharged|up"] = {over, Differ(up, over, {quadrant})};
    marks["shield down|overcharged"] = {down, Differ(down, over, {quadrant})};
    marks["shield overcharged|down"] = {over, Differ(down, over, {quadrant})};
    RequireDrawn(marks);
    return marks;
  }

 private:
  headless::Headless& ui_;
  render::SpriteAtlas sprites_;
  render::BoardRenderer board_;
  Catalog catalog_;
  render::BattleLayout layout_;
  render::BoardView plain_;
  render::BoardView lane_;
};

struct Pair {
  const char* a;
  const char* b;
};
// The marks that must differ.
const Pair kPairs[] = {
    {"legal target", "danger path"},
    {"legal target", "threat path"},
    {"threat path", "danger path"},
    {"threat path", "lane"},
    {"danger path", "lane"},
    {"shield up|down", "shield down|up"},
    {"shield up|overcharged", "shield overcharged|up"},
    {"shield down|overcharged", "shield overcharged|down"},
    {"poisoned badge", "incapacitated badge"},
    {"poisoned badge", "frozen badge"},
    {"incapacitated badge", "frozen badge"},
};

// The marks `shots` draws in the palette in use, and where they are (board, panels): drawn
// once a palette, and looked at under each eye.
struct Drawn {
  const char* where;
  Marks marks;
};
template <typename Shots>
Drawn DrawMarks(Shots& shots) {
  return {Shots::kWhere, shots.Draw()};
}

// Each pair's distance under `eye`, for the marks `drawn` in one palette; the smallest is
// returned and every figure printed (a pair whose marks are not drawn, as an overcharged
// shield a run could not reach, is passed over).
template <std::size_t N>
double Smallest(const Drawn& drawn, const Pair (&pairs)[N], const char* palette, const char* eye_name, const Matrix& eye,
                std::string* worst_pair = nullptr) {
  const Marks& marks = drawn.marks;
  double smallest = 1e9;
  std::printf("%-14s %s under %-13s", palette, drawn.where, eye_name);
  for (const Pair& p : pairs) {
    if (marks.count(p.a) == 0 || marks.count(p.b) == 0) continue;
    const Mark& a = marks.at(p.a);
    const Mark& b = marks.at(p.b);
    const double d = DeltaE76(Seen(a.image, a.mask, eye), Seen(b.image, b.mask, eye));
    std::printf("  %s/%s %.0f", p.a, p.b, d);
    if (d < smallest) {
      smallest = d;
      if (worst_pair != nullptr) *worst_pair = std::string(p.a) + " / " + p.b;
    }
  }
  std::printf("\n");
  return smallest;
}

// The battle's panels drawn as the battle screen draws them (the whole screen at 1280x720,
// the game's data and fonts). A mark in a panel is found by its role: its pixels are those
// that change when that role alone is given another colour, so each mark is sampled where
// the screen draws it (text, frames, bars, icons), blended with what is under it.
class PanelShots {
 public:
  static constexpr const char* kWhere = "panels";
  explicit PanelShots(headless::Headless& ui) : ui_(ui) {
    const auto load = data::LoadCatalog(std::filesystem::path(BC_SOURCE_DIR) / "data");
    REQUIRE(load.ok());
    catalog_ = load.catalog;
    layout_ = render::ComputeBattleLayout(1280.0f, 720.0f, 1.0f);
    regions_ = {layout_.side_panel, layout_.top_bar};
    // The first mission as it opens: every card family in the hand, the shields up, no
    // damage to come; a unit card chosen (the friendly hint) and then refused on the base
    // (the warning).
    session::BattleSession fresh(catalog_, 0, 1);
    opening_ = Open(fresh);
    // Played on until a shield is down and the next enemy phase damages the base.
    session::BattleSession worn(catalog_, 0, 1);
    for (int turn = 0; turn < 12 && !Worn(worn); ++turn) REQUIRE(worn.Play(Action::EndTurn()).ok);
    REQUIRE(Worn(worn));
    worn_ = Open(worn);
    // An overcharged shield: the first mission with the veteran kit, whose OVERCHARGE
    // GRID is played once it is in the hand.
    BattleSetup setup;
    setup.mission = 0;
    setup.seed = 1;
    for (std::size_t i = 0; i < catalog_.loadouts.size(); ++i) {
      if (catalog_.loadouts[i].id == "veteran_kit") setup.loadout = static_cast<int>(i);
    }
    REQUIRE(setup.loadout >= 0);
    for (setup.seed = 1; setup.seed <= 8 && !overcharged_; ++setup.seed) {
      session::BattleSession kit(catalog_, setup);
      for (int turn = 0; turn < 8 && !overcharged_; ++turn) {
        for (const Action& a : kit.legal()) {
          session::BattleSession tried = kit;
          if (!tried.Play(a).ok) continue;
          for (const ShieldState s : tried.state().shields) {
            if (s == ShieldState::kOvercharged && !overcharged_) overcharged_ = Open(tried);
          }
          if (overcharged_) break;
        }
        if (!overcharged_ && !kit.Play(Action::EndTurn()).ok) break;
      }
    }
  }

  // Each panel mark in the palette in use.
  Marks Draw() {
    using render::Role;
    Marks marks;
    marks["unit cards"] = Sample(*opening_, Role::kFamilyUnit);
    marks["support cards"] = Sample(*opening_, Role::kFamilySupport);
    marks["fieldwork bays"] = Sample(*opening_, Role::kFamilyFieldwork);
    marks["doctrine"] = Sample(*opening_, Role::kFamilyDoctrine);
    marks["shield up (panel)"] = Sample(*opening_, Role::kShieldUp);
    marks["shield down (panel)"] = Sample(*worn_, Role::kShieldDown);
    if (overcharged_) marks["shield overcharged (panel)"] = Sample(*overcharged_, Role::kShieldOvercharged);
    marks["no damage (report)"] = Sample(*opening_, Role::kFriendly);
    marks["damage (report)"] = Sample(*worn_, Role::kDanger);
    // A card chosen: the hint that a lit cell plays it; then a click on the base refused.
    Choose(*opening_);
    marks["legal play (hint)"] = Sample(*opening_, Role::kFriendly);
    Refuse(*opening_);
    marks["refused play (warning)"] = Sample(*opening_, Role::kWarning);
    Clear(*opening_);
    RequireDrawn(marks);
    return marks;
  }
  bool has_overcharged() const { return overcharged_ != nullptr; }

 private:
  struct Opened {
    std::unique_ptr<session::BattleService> service;
    std::unique_ptr<ui::BattleScreen> screen;
  };
  static bool Worn(const session::BattleSession& s) {
    bool down = false;
    for (const ShieldState q : s.state().shields) down = down || q == ShieldState::kDown;
    return down && s.intents().base_damage > 0;
  }
  std::unique_ptr<Opened> Open(const session::BattleSession& s) {
    auto opened = std::make_unique<Opened>();
    opened->service = std::make_unique<session::BattleService>(std::make_unique<session::BattleSession>(s), "", nullptr);
    opened->screen = std::make_unique<ui::BattleScreen>(&opened->service->session(), "", false);
    return opened;
  }
  // The screen's commands played, and what they asked of the battle carried out after.
  void Play(Opened& o) {
    ui::Choices out;
    o.screen->Update(ui_.context, out);
    if (out.battle) o.screen->OnBattleReply(o.service->Carry(*out.battle));
  }
  void Choose(Opened& o) {
    ui::Choices out;
    REQUIRE(o.screen->OnKey(session::KeyPress{session::Key::k1, false, false}, ui_.context, out));
    Play(o);
    REQUIRE(o.screen->controller()->selection().kind == ui::SelectionKind::kUnit);
  }
  void Refuse(Opened& o) {
    ui::Choices out;
    const render::Rect base = layout_.CellRect(kBaseCells[0]);
    o.screen->OnClick(base.x + base.w / 2, base.y + base.h / 2, session::MouseButton::kLeft, ui_.context, out);
    Play(o);
    REQUIRE(o.screen->controller()->message_is_error());
  }
  void Clear(Opened& o) {
    ui::Choices out;
    o.screen->OnClick(0, 0, session::MouseButton::kRight, ui_.context, out);
    Play(o);
  }
  Image Shot(Opened& o) {
    SDL_Renderer* r = ui_.context.renderer;
    ui::Choices out;
    for (int frame = 0; frame < 3; ++frame) {  // ImGui settles its layout in a frame or two
      SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
      SDL_SetRenderDrawColor(r, 22, 14, 12, 255);
      SDL_RenderClear(r);
      ui_.Draw(*o.screen, out);
    }
    return ReadScreen(r);
  }
  // The panels in the palette in use, and the pixels `role` colours there.
  Mark Sample(Opened& o, render::Role role) {
    const render::Palette in_use = render::ActivePalette();
    Mark mark{Shot(o), {}};
    render::Palette other = in_use;
    const render::Rgba c = in_use[role];
    other[role] = render::Rgba{static_cast<std::uint8_t>(c.r > 127 ? 0 : 255), static_cast<std::uint8_t>(c.g > 127 ? 0 : 255),
                               static_cast<std::uint8_t>(c.b > 127 ? 0 : 255)};
    render::UsePalette(other);
    const Image swapped = Shot(o);
    render::UsePalette(in_use);
    mark.mask = Differ(mark.image, swapped, regions_);
    return mark;
  }

  headless::Headless& ui_;
  Catalog catalog_;
  render::BattleLayout layout_;
  std::vector<render::Rect> regions_;
  std::unique_ptr<Opened> opening_;
  std::unique_ptr<Opened> worn_;
  std::unique_ptr<Opened> overcharged_;
};

// The panel marks that must differ.
const Pair kPanelPairs[] = {
    {"unit cards", "support cards"},
    {"unit cards", "fieldwork bays"},
    {"unit cards", "doctrine"},
    {"support cards", "fieldwork bays"},
    {"support cards", "doctrine"},
    {"fieldwork bays", "doctrine"},
    {"shield up (panel)", "shield down (panel)"},
    {"shield up (panel)", "shield overcharged (panel)"},
    {"shield down (panel)", "shield overcharged (panel)"},
    {"no damage (report)", "damage (report)"},
    {"legal play (hint)", "refused play (warning)"},
    {"damage (report)", "refused play (warning)"},
};

// Each palette made for a deficiency keeps `pairs` apart under that deficiency and under
// normal vision, the high-contrast palette under normal vision; the standard palette's
// figures are printed for the record (docs/accessibility.md quotes them).
template <typename Shots, std::size_t N>
void CheckEveryPalette(Shots& shots, const Pair (&pairs)[N]) {
  struct Case {
    render::ColourVision vision;
    const char* eye_name;
    const Matrix* eye;
  };
  const Case cases[] = {
      {render::ColourVision::kProtanopia, "protanopia", &kProtanopia},
      {render::ColourVision::kDeuteranopia, "deuteranopia", &kDeuteranopia},
      {render::ColourVision::kTritanopia, "tritanopia", &kTritanopia},
      {render::ColourVision::kHighContrast, "normal vision", &kNormal},
  };
  for (const Case& c : cases) {
    render::UsePalette(c.vision);
    const Drawn drawn = DrawMarks(shots);
    std::string worst;
    const double smallest = Smallest(drawn, pairs, render::ColourVisionLabel(c.vision), c.eye_name, *c.eye, &worst);
    INFO(render::ColourVisionLabel(c.vision) << " under " << c.eye_name << ": " << worst << " at " << smallest);
    CHECK(smallest >= kMinDeltaE);
    // And for normal vision too: a tuned palette is still a palette.
    CHECK(Smallest(drawn, pairs, render::ColourVisionLabel(c.vision), "normal vision", kNormal) >= kMinDeltaE);
  }
  render::UsePalette(render::ColourVision::kStandard);
  const Drawn standard = DrawMarks(shots);
  Smallest(standard, pairs, "STANDARD", "normal vision", kNormal);
  Smallest(standard, pairs, "STANDARD", "protanopia", kProtanopia);
  Smallest(standard, pairs, "STANDARD", "deuteranopia", kDeuteranopia);
  Smallest(standard, pairs, "STANDARD", "tritanopia", kTritanopia);
}

struct PaletteRestore {
  ~PaletteRestore() { render::UsePalette(render::ColourVision::kStandard); }
};

}  // namespace

TEST_CASE("each colour-vision palette keeps the board's marks apart under the deficiency it is for",
          "[app][colour_vision]") {
  headless::Headless ui;
  BoardShots shots(ui);
  PaletteRestore restore;
  CheckEveryPalette(shots, kPairs);
}

TEST_CASE("each colour-vision palette keeps the panels' marks apart under the deficiency it is for",
          "[app][colour_vision][long]") {
  headless::Headless ui;
  PaletteRestore restore;
  PanelShots shots(ui);
  CHECK(shots.has_overcharged());  // the overcharged shield is among the marks checked
  CheckEveryPalette(shots, kPanelPairs);
}

TEST_CASE("the check fails a palette whose threat and danger paths collapse under deuteranopia",
          "[app][colour_vision]") {
  headless::Headless ui;
  BoardShots shots(ui);
  PaletteRestore restore;
  // Yellow threats and lime damage: 30 apart for normal vision, nearly one colour to a
  // deuteranope.
  render::Palette bad = render::PaletteFor(render::ColourVision::kDeuteranopia);
  bad[render::Role::kDangerPath] = render::Rgba{165, 255, 60};
  render::UsePalette(bad);
  const Drawn drawn = DrawMarks(shots);
  std::string worst;
  const double smallest = Smallest(drawn, kPairs, "BAD", "deuteranopia", kDeuteranopia, &worst);
  CHECK(smallest < kMinDeltaE);
  CHECK(worst == "threat path / danger path");
  CHECK(Smallest(drawn, kPairs, "BAD", "normal vision", kNormal) >= kMinDeltaE);
}

TEST_CASE("the standard palette is the game's colours as they were, and the others change only marks' colours",
          "[app][colour_vision]") {
  using namespace render;
  namespace pal = render::palette;
  const Palette& standard = PaletteFor(ColourVision::kStandard);
  CHECK(standard[Role::kLegalTarget] == pal::kTeal);
  CHECK(standard[Role::kFriendly] == pal::kTeal);
  CHECK(standard[Role::kThreatPath] == pal::kHazard);
  CHECK(standard[Role::kWarning] == pal::kHazard);
  CHECK(standard[Role::kDangerPath] == pal::kDanger);
  CHECK(standard[Role::kDanger] == pal::kDanger);
  CHECK(standard[Role::kShieldUp] == pal::kTeal);
  CHECK(standard[Role::kShieldDown] == pal::kDanger);
  CHECK(standard[Role::kShieldOvercharged] == pal::kGold);
  CHECK(standard[Role::kScore] == pal::kGold);
  CHECK(standard[Role::kFrozen] == pal::kFrost);
  CHECK(standard[Role::kPoisoned] == pal::kPoison);
  CHECK(standard[Role::kIncapacitated] == pal::kViolet);
  CHECK(standard[Role::kContact] == pal::kContact);
  CHECK(standard[Role::kLane] == pal::kSand);
  CHECK(standard[Role::kFamilySupport] == pal::kOchre);
  CHECK_FALSE(standard.marks_over_sprites);
  CHECK_FALSE(standard.opaque_paths);
  for (int i = 1; i < session::kColourVisionCount; ++i) {
    const Palette& other = PaletteFor(static_cast<ColourVision>(i));
    CHECK(other.vision == static_cast<ColourVision>(i));
    CHECK(other.marks_over_sprites);  // the shields' sprites are the standard colours: redrawn
    CHECK_FALSE(other[Role::kThreatPath] == standard[Role::kThreatPath]);
  }
  // The palette in use moves the generation on, so the base's cached drawing is redrawn.
  const std::uint32_t before = PaletteGeneration();
  UsePalette(ColourVision::kTritanopia);
  CHECK(Colour(Role::kDangerPath) == PaletteFor(ColourVision::kTritanopia)[Role::kDangerPath]);
  UsePalette(ColourVision::kTritanopia);
  CHECK(PaletteGeneration() == before + 1);
  UsePalette(ColourVision::kStandard);
  CHECK(PaletteGeneration() == before + 2);
}

namespace {

Events ComfortEvents() {
  Events events;
  Event move;
  move.kind = EventKind::kMoved;
  move.uid = 1;
  move.cell = *ParseCell("A1");
  move.cell2 = *ParseCell("A2");
  events.push_back(move);
  Event hit;
  hit.kind = EventKind::kAttackerDamaged;
  hit.uid = 1;
  hit.cell = *ParseCell("A2");
  hit.amount = 2;
  events.push_back(hit);
  Event blocked;
  blocked.kind = EventKind::kShieldBlocked;
  blocked.quadrant = 1;
  events.push_back(blocked);
  Event destroyed;
  destroyed.kind = EventKind::kAttackerDestroyed;
  destroyed.uid = 1;
  destroyed.cell = *ParseCell("A2");
  events.push_back(destroyed);
  return events;
}

// The effects and glides the animation plans, event by event.
struct Planned {
  std::vector<render::Fx> fx;
  bool glided = false;
};

Planned Plan(render::Comfort comfort) {
  const Catalog catalog = app_fixture::MakeCatalog();
  render::BoardView view;
  view.attackers.push_back(render::ViewAttacker{1, 0, *ParseCell("A1"), 3, 3});
  render::Playback playback;
  playback.SetComfort(comfort);
  playback.Start(view, ComfortEvents(), catalog, 1.0f);
  Planned planned;
  for (int frame = 0; frame < 200 && playback.active(); ++frame) {
    playback.Update(0.01f);
    planned.glided = planned.glided || (playback.glide().uid != 0 && playback.glide().t < 1.0f);
    for (const render::Fx& fx : playback.fx()) {
      bool seen = false;
      for (const render::Fx& f : planned.fx) {
        seen = seen || (f.kind == fx.kind && f.cell == fx.cell && f.text == fx.text && f.life == fx.life);
      }
      if (!seen) planned.fx.push_back(fx);
    }
  }
  return planned;
}

bool Has(const Planned& p, render::FxKind kind) {
  for (const render::Fx& fx : p.fx) {
    if (fx.kind == kind) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("no flash: the animation plans steady markers where it would flash or burst", "[app][colour_vision][comfort]") {
  const Planned normal = Plan({});
  CHECK(Has(normal, render::FxKind::kHitFlash));
  CHECK(Has(normal, render::FxKind::kShieldFlash));
  CHECK(Has(normal, render::FxKind::kExplosion));
  CHECK_FALSE(Has(normal, render::FxKind::kMarker));
  const Planned calm = Plan({false, true});
  CHECK_FALSE(Has(calm, render::FxKind::kHitFlash));
  CHECK_FALSE(Has(calm, render::FxKind::kShieldFlash));
  CHECK_FALSE(Has(calm, render::FxKind::kExplosion));
  CHECK_FALSE(Has(calm, render::FxKind::kBreach));
  // One marker for each: the hit and the explosion on A2, the blocked shield on its quadrant's cell.
  int markers = 0;
  for (const render::Fx& fx : calm.fx) {
    if (fx.kind != render::FxKind::kMarker) continue;
    ++markers;
    CHECK((fx.cell == *ParseCell("A2") || fx.cell == kBaseCells[1]));
  }
  CHECK(markers == 3);
  CHECK(Has(calm, render::FxKind::kText));  // the damage number still shows
  CHECK(normal.glided);
  CHECK(calm.glided);  // no flash leaves movement alone
}

TEST_CASE("reduce motion: no glides, and every effect half as long", "[app][colour_vision][comfort]") {
  const Planned normal = Plan({});
  const Planned still = Plan({true, false});
  CHECK(normal.glided);
  CHECK_FALSE(still.glided);
  REQUIRE(normal.fx.size() == still.fx.size());
  for (std::size_t i = 0; i < normal.fx.size(); ++i) {
    CHECK(still.fx[i].kind == normal.fx[i].kind);
    CHECK(still.fx[i].life == Approx(normal.fx[i].life * render::kReducedMotionLife));
  }
}

TEST_CASE("reduce motion holds the legal targets' pulse still", "[app][colour_vision][comfort]") {
  headless::Headless ui;
  render::SpriteAtlas sprites(ui.context.renderer, ui.context.asset_dir);
  render::BoardRenderer board(ui.context.renderer, sprites);
  render::BoardView view;
  render::BoardScene scene;
  const Catalog catalog = app_fixture::MakeCatalog();
  scene.view = &view;
  scene.catalog = &catalog;
  scene.layout = render::ComputeBattleLayout(1280.0f, 720.0f, 1.0f);
  scene.highlight[*ParseCell("B6")] = render::Highlight::kTarget;
  auto shot = [&](float time, bool reduce) {
    scene.time = time;
    scene.reduce_motion = reduce;
    SDL_SetRenderDrawBlendMode(ui.context.renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(ui.context.renderer, 0, 0, 0, 255);
    SDL_RenderClear(ui.context.renderer);
    board.Draw(scene, nullptr, nullptr, nullptr);
    std::vector<Uint32> pixels(1280 * 720);
    REQUIRE(SDL_RenderReadPixels(ui.context.renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), 1280 * 4) == 0);
    return pixels;
  };
  const bool pulses = shot(0.0f, false) != shot(0.3f, false);
  const bool holds = shot(0.0f, true) == shot(0.3f, true);
  CHECK(pulses);
  CHECK(holds);
}

}  // namespace colour_vision_test
