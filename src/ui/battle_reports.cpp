// The battle screen's reports: the threats (what ending the turn will do), the battle log,
// and the board's hover tooltip (the cell, its attacker, the engagement preview, and what
// a click there would do).
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "basecommand/card_events.h"
#include "basecommand/card_preview.h"
#include "render/attacker_marks.h"
#include "text/hostiles.h"
#include "render/colour_roles.h"
#include "session/catalogue_rules_text.h"
#include "ui/battle_screen.h"
#include "ui/card_view.h"
#include "ui/intent_words.h"
#include "ui/rule_texts.h"
#include "ui/theme.h"
#include "ui/widgets.h"
#include "ui/tr.h"

namespace bc::ui {

using namespace render::palette;

namespace {

const render::ViewAttacker* Drawn(const render::BoardView& view, std::uint16_t uid) {
  for (const render::ViewAttacker& a : view.attackers) {
    if (a.uid == uid) return &a;
  }
  return nullptr;
}

// One line for each mark on an attacker's token: its badges, and a hero's crown.
void BadgeLines(const std::vector<render::Badge>& badges, bool hero) {
  auto line = [](const BadgeWords& words) {
    // TRANSLATORS: a mark on an attacker's token and what it means: "[Shield badge] Shield points: ..."
    ImGui::TextDisabled("%s", Format(Tr("[{0}] {1}"), {words.name, words.meaning}).c_str());
  };
  if (hero) line(HeroMarkingWords());
  for (const render::Badge badge : badges) line(WordsOf(badge));
}

}  // namespace

void BattleScreen::DrawThreats(const UiContext& context) {
  const BattleController& c = *controller_;
  if (c.animating() || IsOver(c.session().state())) {
    ImGui::TextDisabled("%s", c.animating() ? Format(Tr("{0} SKIP, Space or Esc skips it."), {c.playing()}).c_str()
                                            : Tr("The battle is over."));
    return;
  }
  const Catalog& catalog = c.session().catalog();
  const EnemyIntents& intents = c.session().intents();
  const bool full = threats_expanded(context);
  ImGui::PushFont(context.fonts.bold);
  if (intents.base_damage > 0) {
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kDanger)), Tr("Ending the turn now: base takes %d damage%s."), intents.base_damage,
                       intents.defeat ? Tr(" - THE BASE FALLS") : "");
  } else {
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), Tr("Ending the turn now: no damage to the base."));
  }
  if (intents.units_lost > 0) {
    // The posted units the phase brings down (docs/rules.md, Posts).
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kDanger)), "%s",
                       Format(TrN("Ending the turn now: {0} posted unit falls.", "Ending the turn now: {0} posted units fall.",
                                  static_cast<unsigned long>(intents.units_lost)),
                              {std::to_string(intents.units_lost)})
                           .c_str());
  }
  ImGui::PopFont();
  if (intents.frozen) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFrozen)), Tr("Frozen: nobody moves this phase."));
  ImGui::TextUnformatted(Tr("Breaches per quadrant:"));
  for (int q = 0; q < kQuadrantCount; ++q) {
    ImGui::SameLine();
    const int n = intents.breaches[q];
    ImGui::TextColored(ToImVec4(n > 0 ? render::Colour(render::Role::kDanger) : kSand), "%s %d", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str(), n);
  }
  if (full) {
    ImGui::TextUnformatted(Tr("Paths ending at each quadrant:"));
    for (int q = 0; q < kQuadrantCount; ++q) {
      ImGui::SameLine();
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s %d", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str(),
                         intents.threats[q]);
    }
  }
  ImGui::Separator();
  for (const AttackerIntent& a : intents.attackers) {
    if (a.contact) {  // what the player can know: where it steps, nothing more
      std::string line = Format(Tr("UNKNOWN CONTACT #{0} at {1}: "), {std::to_string(a.uid), CellName(a.start)});
      if (a.skips) line += Tr("skips (incapacitated)");
      else if (!a.moves.empty()) line += Format(Tr("steps to {0}"), {CellName(a.moves.front())});
      else if (a.post_clash.post >= 0) line += Format(Tr("engages the post on {0}"), {CellName(a.post_clash.post)});
      else line += Tr("holds");
      if (a.reveals) line += Tr(", and is revealed there");
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kContact)), "%s", line.c_str());
      ImGui::PopTextWrapPos();
      continue;
    }
    if (!full && !a.breaches && a.bash < 0 && !a.dies && a.damage_taken == 0 && a.trap_cell < 0 && a.ability < 0 &&
        a.post_clash.post < 0 && a.hunt < 0) {
      continue;
    }
    const std::string name = a.enemy < catalog.enemies.size() ? catalog.enemies[a.enemy].name : "?";
    std::string line = Format(Tr("{0} #{1} at {2}: "), {TrData(name), std::to_string(a.uid), CellName(a.start)});
    if (a.skips) line += Tr("skips (incapacitated)");
    else if (a.waits && a.moves.empty()) line += Tr("waits");
    else if (!a.moves.empty()) {
      std::string cells;
      for (Cell m : a.moves) cells.append(cells.empty() ? "" : " ").append(CellName(m));
      line += Format(Tr("moves {0}"), {cells});
    } else if (!a.breaches && a.bash < 0 && a.post_clash.post < 0) {
      line += Tr("holds");
    }
    if (a.hunt >= 0) line += Format(Tr(", hunting the post on {0}"), {CellName(a.hunt)});
    if (a.post_clash.post >= 0) {
      // An engagement it starts with a post: both sides' blows and damage, and who falls.
      const PostClash& clash = a.post_clash;
      const std::string unit = clash.card >= 0 && static_cast<std::size_t>(clash.card) < catalog.cards.size()
                                   ? catalog.cards[static_cast<std::size_t>(clash.card)].name
                                   : std::string("?");
      if (!a.moves.empty()) line += ", ";
      // TRANSLATORS: {0} the attacker's blows, {1} the unit's.
      const std::string blows = Format(TrN("{0} blow against {1}", "{0} blows against {1}",
                                           static_cast<unsigned long>(std::max(0, clash.blows))),
                                       {std::to_string(clash.blows), std::to_string(clash.blows_back)});
      // TRANSLATORS: {0} the posted unit, {1} its cell, {2} the blows ("2 blows against 1"), {3} damage to the unit, {4} damage to the attacker.
      line += Format(Tr("engages {0} on its post {1}: {2}, {3} damage to the unit, {4} back"),
                     {unit, CellName(clash.post), blows, std::to_string(clash.damage_to_unit),
                      std::to_string(clash.damage_to_attacker)});
      if (clash.unit_falls) line += Format(Tr(" - {0} FALLS"), {unit});
      // TRANSLATORS: a stalemate at a post: neither side can hurt the other, and the unit leaves its post.
      if (clash.gives_way) line += Format(Tr(" - {0} GIVES WAY"), {unit});
    }
    if (a.bash >= 0) {
      if (!a.moves.empty()) line += ", ";
      line += a.crushes ? Format(Tr("crushes the barricade on {0} ({1}) and walks on"), {CellName(a.bash), BashDamageText()})
                        : Format(Tr("bashes the barricade on {0} ({1})"), {CellName(a.bash), BashDamageText()});
    }
    if (a.breaches) {
      if (!a.moves.empty()) line += ", ";
      const std::string quadrant(QuadrantName(a.quadrant));
      line += a.shield_blocks ? Format(Tr("breaches {0} - the shield blocks it"), {quadrant})
              : a.base_damage < a.breach_damage && !a.after_fall
                  // TRANSLATORS: {1} its breach damage in full, {2} the base health left (less than {1}).
                  ? Format(Tr("breaches {0} for {1} base damage (the base has {2} left)"),
                           {quadrant, std::to_string(a.breach_damage), std::to_string(a.base_damage)})
                  : Format(Tr("breaches {0} for {1} base damage"),
                           {quadrant, std::to_string(std::max(a.base_damage, a.breach_damage))});
    }
    if (const std::string ability = AbilityLine(catalog, a); !ability.empty()) line += Format(Tr(" [{0}]"), {ability});
    if (a.after_fall) line = Format(Tr("{0} (if the base still stood)"), {line});
    if (a.status_damage > 0) line += Format(Tr(", poison {0}"), {std::to_string(a.status_damage)});
    // The fieldworks it sets off: a sentry's or a mine's shot is part of the phase.
    for (const FieldworkHit& hit : a.fieldwork_hits) {
      const std::string work = hit.card >= 0 && static_cast<std::size_t>(hit.card) < catalog.cards.size()
                                   ? std::string(TrData(catalog.cards[static_cast<std::size_t>(hit.card)].name))
                                   : std::string(Tr("a fieldwork"));
      line += Format(Tr(", {0} on {1} fires on it"), {work, CellName(hit.cell)});
      if (hit.damage > 0) line += Format(Tr(" for {0}"), {std::to_string(hit.damage)});
      if (hit.destroys) line += Tr(" and destroys it");
    }
    if (a.trap_cell >= 0) {
      line += Format(Tr(", leaves a demolition charge on {0} ({1})"), {CellName(a.trap_cell), std::to_string(a.trap_fuse)});
    }
    if (a.damage_taken > 0) line += Format(Tr(" ({0} damage in all)"), {std::to_string(a.damage_taken)});
    if (a.dies) line += Tr(", is destroyed");
    const bool danger = ((a.breaches && !a.shield_blocks) || a.post_clash.unit_falls) && !a.after_fall;
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(danger ? render::Colour(render::Role::kDanger) : a.breaches ? render::Colour(render::Role::kFriendly) : kWhite), "%s", line.c_str());
    ImGui::PopTextWrapPos();
  }
  for (const DetonationIntent& d : intents.detonations) {
    std::string line = Format(Tr("The demolition charge on {0} goes off"), {CellName(d.cell)});
    if (d.barricades.empty() && d.fieldworks.empty() && d.posts.empty()) line += Tr(": nothing around it to destroy");
    for (const Cell c : d.barricades) line += Format(Tr(", the barricade on {0} is destroyed"), {CellName(c)});
    for (const Cell c : d.fieldworks) line += Format(Tr(", the fieldwork on {0} is destroyed"), {CellName(c)});
    for (const Cell c : d.posts) {
      const bool lost = std::find(d.posts_lost.begin(), d.posts_lost.end(), c) != d.posts_lost.end();
      line += lost ? Format(Tr(", the posted unit on {0} falls"), {CellName(c)})
                   : Format(Tr(", the posted unit on {0} is hurt"), {CellName(c)});
    }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kDanger)), "%s", line.c_str());
    ImGui::PopTextWrapPos();
  }
  if (!full) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", Tr("Only breaches, bashes and losses are listed. T shows every attacker."));
    ImGui::PopTextWrapPos();
  }
  if (!intents.spawns.empty()) {
    ImGui::Separator();
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), Tr("Landing this enemy phase:"));
    for (const SpawnIntent& s : intents.spawns) {
      const std::string name = s.enemy >= catalog.enemies.size()       ? std::string("?")
                               : catalog.enemies[s.enemy].concealed ? std::string(Tr("UNKNOWN CONTACT"))
                                                                    : catalog.enemies[s.enemy].name;
      // TRANSLATORS: an attacker landing this enemy phase: {0} its name, {1} its cell.
      const std::string landing = s.lands ? Format(TrCtx("a landing", "{0} on {1}"), {name, CellName(s.cell)})
                                          // TRANSLATORS: as "{0} on {1}", a landing its cell's occupant delays.
                                          : Format(Tr("{0} on {1} (delayed)"), {name, CellName(s.cell)});
      ImGui::BulletText("%s", landing.c_str());
    }
  }
}

void BattleScreen::DrawLog(const UiContext& context) {
  (void)context;
  const std::vector<session::LogLine>& log = controller_->session().log();
  int turn = -1;
  for (const session::LogLine& line : log) {
    if (line.text.empty()) continue;
    if (line.turn != turn) {
      turn = line.turn;
      ImGui::TextColored(ToImVec4(kOchre), Tr("TURN %d"), turn);
    }
    const bool bad = line.kind == EventKind::kBaseDamaged || line.kind == EventKind::kShieldDown ||
                     line.kind == EventKind::kBreached || line.kind == EventKind::kDefeat ||
                     line.kind == EventKind::kObjectiveLost;
    const bool good = line.kind == EventKind::kAttackerDestroyed || line.kind == EventKind::kVictory;
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(bad ? render::Colour(render::Role::kWarning) : good ? render::Colour(render::Role::kScore) : kWhite), "%s", line.text.c_str());
    ImGui::PopTextWrapPos();
  }
  if (log.size() != log_seen_) {
    log_seen_ = log.size();
    ImGui::SetScrollHereY(1.0f);
  }
}

void BattleScreen::DrawBoardTooltip(const UiContext& context) {
  const BattleController& c = *controller_;
  const Cell cell = hover_;
  if (cell == kNoCell || c.animating()) return;
  const BattleState& state = c.session().state();
  const Catalog& catalog = c.session().catalog();
  if (hover_by_cursor_) {
    // The keyboard's or the pad's cell: the tooltip beside it, on the board's open side.
    const render::Rect r = layout_.CellRect(cell);
    const bool west = Col(cell) < kBoardSize / 2;
    const bool north = Row(cell) < kBoardSize / 2;
    const float gap = 6.0f * context.scale;
    ImGui::SetNextWindowPos(ImVec2(west ? r.x + r.w + gap : r.x - gap, north ? r.y : r.y + r.h), ImGuiCond_Always,
                            ImVec2(west ? 0.0f : 1.0f, north ? 0.0f : 1.0f));
  }
  ImGui::BeginTooltip();
  if (hover_by_cursor_) {
    // Placed by hand, so ImGui does not keep it on the window: a wide tooltip beside a
    // cell near the edge is moved in (its size is the last frame's; it settles in one).
    const ImVec2 size = ImGui::GetWindowSize();
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const ImVec2 at = ImGui::GetWindowPos();
    const ImVec2 inside(std::clamp(at.x, 0.0f, std::max(0.0f, display.x - size.x)),
                        std::clamp(at.y, 0.0f, std::max(0.0f, display.y - size.y)));
    if (inside.x != at.x || inside.y != at.y) ImGui::SetWindowPos(inside);
  }
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
  ImGui::PushFont(context.fonts.bold);
  if (c.selection().kind == SelectionKind::kPost && PostAt(state, static_cast<Cell>(c.selection().slot)) >= 0 &&
      cell != c.selection().slot) {
    // A post chosen for its order: the range is counted from the post, as its order's is
    // (docs/rules.md, Posts), not from the base.
    const Cell post = static_cast<Cell>(c.selection().slot);
    // TRANSLATORS: a cell's tooltip while a post is chosen: {0} the cell, {1} its range from the post, {2} the post's cell, {3} the board quarter.
    ImGui::TextUnformatted(Format(Tr("{0}  (range {1} from the post on {2}, {3} quarter)"),
                                  {CellName(cell), std::to_string(OrderRange(post, cell)), CellName(post),
                                   std::string(SegmentName(SegmentOf(cell)))})
                               .c_str());
  } else {
    ImGui::Text(Tr("%s  (range %d, %s quarter)"), CellName(cell).c_str(), RangeOf(cell),
                std::string(SegmentName(SegmentOf(cell))).c_str());
  }
  ImGui::PopFont();
  if (IsBaseCell(cell)) {
    const Quadrant q = QuadrantOf(cell);
    ImGui::Text(Tr("Command base, %s quadrant: shield %s."), std::string(QuadrantName(q)).c_str(),
                ShieldWord(state.shields[static_cast<int>(q)]));
  }
  if (const int post = PostAt(state, cell); post >= 0) {
    // A posted unit: its card, HP, rank, and whether it may take an order this turn.
    const Post& p = state.cards.posts[post];
    const UnitInstance& u = state.cards.units[p.unit];
    if (u.card >= 0 && static_cast<std::size_t>(u.card) < catalog.cards.size()) {
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFamilyUnit)), Tr("%s on its post: HP %d/%d, rank %d"),
                         catalog.cards[static_cast<std::size_t>(u.card)].name.c_str(), u.hp, u.max_hp, u.rank);
      if (u.temp_hp > 0) {
        ImGui::SameLine(0.0f, 0.0f);
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kShieldUp)), " %s", TempHpText(u.temp_hp).c_str());
      }
      // Its stats as its card in hand shows them, upgrades counted: an upgrade played on
      // the post shows here.
      const CardView unit = UnitInstanceView(catalog, state, p.unit);
      if (unit.temp_hp > 0) {
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kShieldUp)), "%s",
                           Format(Tr("Temporary HP: {0}, taken before shield and HP, gone after its next engagement."),
                                  {std::to_string(unit.temp_hp)})
                               .c_str());
      }
      char line[128];
      std::snprintf(line, sizeof line, Tr("A%d F%d E%d  rng %s"), unit.attack, unit.firepower, unit.evasion,
                    unit.ranges.c_str());
      ImGui::Text("%s%s%s", line, unit.shield > 0 ? Tr("   Shield ") : "",
                  unit.shield > 0 ? std::to_string(unit.shield).c_str() : "");
      if (!unit.perks.empty()) ImGui::Text(Tr("Perks: %s"), unit.perks.c_str());
      if (unit.upgrades > 0) ImGui::Text(Tr("Upgrades attached: %d"), unit.upgrades);
      ImGui::TextDisabled("%s", Acted(state, p) ? Tr("It has acted this turn: its next order comes next turn.")
                                                : Tr("Click it to choose it: its orders light on the board."));
    }
  }
  if (const int index = state.attacker_at[cell]; index >= 0 && state.attackers[index].concealed) {
    // A contact: no type, no stats; only where it steps next.
    const Attacker& a = state.attackers[index];
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kContact)), Tr("UNKNOWN CONTACT #%d"), a.uid);
    ImGui::TextDisabled(Tr("A sensor return. Its type and strength stay unknown until it is revealed: by a "
                        "watchman post, sentry gun or posted unit on or next to it, a scan, an engagement (a post's "
                        "included: on orders, or the contact walking into a post), or at range 1."));
    if (a.incapacitated > 0) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kIncapacitated)), Tr("Incapacitated: skips %d"), a.incapacitated);
    if (const render::ViewAttacker* drawn = Drawn(c.view(), a.uid)) {
      BadgeLines(render::BadgesOf(catalog.enemies[a.type], *drawn, c.view().frozen), false);
    }
    for (const AttackerIntent& intent : c.session().intents().attackers) {
      if (intent.uid == a.uid) {
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s", NextLine(intent).c_str());
      }
    }
    if (c.selection().kind == SelectionKind::kUnit || c.selection().kind == SelectionKind::kPost) {
      ImGui::Separator();
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), Tr("Engaging it reveals it. The outcome cannot be previewed."));
    }
  } else if (index >= 0) {
    const Attacker& a = state.attackers[index];
    const EnemyDef& def = catalog.enemies[a.type];
    const AttackerIntent* intent = nullptr;
    for (const AttackerIntent& i : c.session().intents().attackers) {
      if (i.uid == a.uid) intent = &i;
    }
    // A hero's choice first, and what it comes to (docs/rules.md, Hero).
    if (intent != nullptr) {
      if (const std::string ability = AbilityLine(catalog, *intent); !ability.empty()) {
        ImGui::PushFont(context.fonts.bold);
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s", ability.c_str());
        ImGui::PopFont();
      }
    }
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kDanger)), "%s #%d", def.name.c_str(), a.uid);
    ImGui::TextDisabled("%s", def.description.c_str());
    ImGui::Text(Tr("HP %d/%d  Attack %d  Firepower %d  Evasion %d  Breach %d"), a.hp, a.max_hp, def.attack,
                def.firepower, def.evasion, def.breach_damage);
    if (a.shield > 0) ImGui::Text(Tr("Shield points: %d"), a.shield);
    if (a.perks != 0) {
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kScore)), Tr("Perks: %s"), PerkList(a.perks, session::CatalogueRules()).c_str());
    } else if (def.perks != 0) {
      ImGui::TextDisabled(Tr("Perks stripped: %s no longer applies."), PerkList(def.perks, session::CatalogueRules()).c_str());
    }
    if (def.IsAircraft()) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFrozen)), Tr("AIRCRAFT: ignores terrain."));
    if (a.poison > 0 && a.poison_turns > 0) {
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kPoisoned)), "%s",
                         Format(TrN("Poisoned: {0} for {1} tick", "Poisoned: {0} for {1} ticks",
                                    static_cast<unsigned long>(a.poison_turns)),
                                {std::to_string(a.poison), std::to_string(a.poison_turns)})
                             .c_str());
    }
    if (a.incapacitated > 0) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kIncapacitated)), Tr("Incapacitated: skips %d"), a.incapacitated);
    if (def.Crushes()) {
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s",
                         Tr("CRUSHER: a barricade in its way is torn down as it walks on (the bash's damage is still its)."));
    }
    // What the marks on its token say.
    if (const render::ViewAttacker* drawn = Drawn(c.view(), a.uid)) {
      BadgeLines(render::BadgesOf(def, *drawn, c.view().frozen), def.IsHero());
    }
    if (intent != nullptr) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s", NextLine(*intent).c_str());
    if (c.selection().kind == SelectionKind::kUnit || c.selection().kind == SelectionKind::kPost) {
      // A unit card's play, or a posted unit's order: the same preview.
      Action play;
      play.kind = c.selection().kind == SelectionKind::kPost ? ActionKind::kOrder : ActionKind::kPlayUnit;
      play.slot = static_cast<std::int8_t>(c.selection().kind == SelectionKind::kPost ? -1 : c.selection().slot);
      if (play.kind == ActionKind::kOrder) play.index = static_cast<std::int8_t>(c.selection().slot);
      play.cell = cell;
      // The core's preview of exactly this play, hooks included (none when it is illegal).
      if (const std::optional<EngagementPreview> p = PreviewUnitPlay(catalog, state, play)) {
        ImGui::Separator();
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), Tr("ENGAGEMENT PREVIEW"));
        ImGui::Text(Tr("You deal %d-%d (expected %.1f)"), p->min_damage_to_defender, p->max_damage_to_defender,
                    p->expected_damage_to_defender);
        ImGui::Text(Tr("You take %d-%d (expected %.1f)"), p->min_damage_to_attacker, p->max_damage_to_attacker,
                    p->expected_damage_to_attacker);
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kScore)), Tr("Kill chance %.0f%%"), p->kill_chance * 100.0);
        if (def.split.enabled && p->kill_chance > 0.0 && def.split.into < catalog.enemies.size()) {
          // A kill is not the end of a splitter: say what takes its place.
          const std::string pieces = Format(TrN("Killed, it splits: {0} {1} takes its place.",
                                                "Killed, it splits: {0} {1} take its place.",
                                                static_cast<unsigned long>(def.split.count)),
                                            {std::to_string(def.split.count), TrData(catalog.enemies[def.split.into].name)});
          ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s", pieces.c_str());
        }
        ImGui::TextColored(ToImVec4(p->loss_chance > 0 ? render::Colour(render::Role::kDanger) : kSand), Tr("Chance to lose the unit %.0f%%"),
                           p->loss_chance * 100.0);
      }
    }
  }
  // A placed sentry, mine or watchman: what it is and what it does.
  for (int i = 0; i < state.cards.armed_count; ++i) {
    const ArmedFieldwork& f = state.cards.armed[i];
    if (f.cell != cell || f.card < 0 || static_cast<std::size_t>(f.card) >= catalog.cards.size()) continue;
    const CardDef& work = catalog.cards[f.card];
    const std::string placed =
        f.uses_left > 0 ? Format(TrN("{0} placed here: {1} use left", "{0} placed here: {1} uses left",
                                     static_cast<unsigned long>(f.uses_left)),
                                 {work.name, std::to_string(f.uses_left)})
                        : Format(Tr("{0} placed here"), {work.name});
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s", placed.c_str());
    ImGui::TextUnformatted(work.text.c_str());
  }
  // A demolition charge: what it is and when it goes off.
  for (int i = 0; i < state.trap_count; ++i) {
    const Trap& trap = state.traps[i];
    if (trap.cell != cell) continue;
    // Every charge on the board counts down at this turn's end: at 0 it goes off.
    const int last_turn = state.turn + std::max<int>(trap.fuse, 1) - 1;
    // TRANSLATORS: {0} the count the board shows on it, {1} the turn at whose end it goes off.
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kDanger)), "%s",
                       Format(Tr("DEMOLITION CHARGE ({0}): it goes off at the end of turn {1}."),
                              {std::to_string(trap.fuse), std::to_string(last_turn)})
                           .c_str());
    ImGui::TextUnformatted(Tr("It destroys the barricades and fieldworks on this cell and the eight around it; "
                              "attackers are not hurt. Nothing is built or armed here meanwhile."));
  }
  if (state.barricades[cell] != BarricadeKind::kNone) {
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s",
                       state.barricades[cell] == BarricadeKind::kPlayer ? Tr("Burning Barricade (yours)")
                       : state.barricades[cell] == BarricadeKind::kIndestructible ? Tr("Indestructible barricade")
                                                                                  : Tr("Barricade"));
  }
  const std::uint8_t flags = state.cell_flags[cell];
  if (flags & kCellBlocked) ImGui::Text(Tr("Rock: impassable, never in an area."));
  if ((flags & kCellObjective) && (flags & kCellObjectiveLost)) {
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), Tr("Objective lost: an attacker stepped onto it. It no longer scores on victory."));
  } else if (flags & kCellObjective) {
    ImGui::Text(Tr("Objective: a station asset that scores on victory while no attacker steps onto it. Build nothing here."));
  }
  if (flags & kCellDeployment) ImGui::Text(Tr("Deployment cell: attackers land here."));
  if (flags & kCellReinforcement) ImGui::Text(Tr("Reinforcement cell."));
  for (int i = 0; i < state.pending_count; ++i) {
    if (state.pending[i].cell == cell) {
      const EnemyDef& landing = catalog.enemies[state.pending[i].enemy];
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), Tr("Next turn: %s lands here."),
                         landing.concealed ? Tr("an UNKNOWN CONTACT") : landing.name.c_str());
    }
  }
  if (c.selection().kind != SelectionKind::kNone) {
    if (const std::optional<Action> action =
            ActionForCell(catalog, state, c.session().legal(), c.selection(), cell)) {
      const std::string reason = c.session().Check(*action);
      // What plays it from here: the button of the device in use.
      const char* play = !hover_by_cursor_ ? Tr("Click: %s") : context.pad_in_use ? Tr("A: %s") : Tr("Enter: %s");
      if (reason.empty()) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), play, ActionHint(catalog, state, *action).c_str());
      else ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), Tr("Not here: %s"), reason.c_str());
    }
  }
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace bc::ui
