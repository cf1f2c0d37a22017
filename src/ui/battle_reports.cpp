// The battle screen's reports: the threats (what ending the turn will do), the battle log,
// and the board's hover tooltip (the cell, its attacker, the engagement preview, and what
// a click there would do).
#include <imgui.h>

#include <string>

#include "basecommand/card_events.h"
#include "basecommand/card_preview.h"
#include "basecommand/hostiles.h"
#include "render/colour_roles.h"
#include "ui/battle_screen.h"
#include "ui/card_view.h"
#include "ui/rule_texts.h"
#include "ui/theme.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

void BattleScreen::DrawThreats(const UiContext& context) {
  const BattleController& c = *controller_;
  if (c.animating() || IsOver(c.session().state())) {
    ImGui::TextDisabled("%s", c.animating() ? (c.playing() + " SKIP, Space or Esc skips it.").c_str()
                                            : "The battle is over.");
    return;
  }
  const Catalog& catalog = c.session().catalog();
  const EnemyIntents& intents = c.session().intents();
  const bool full = threats_expanded(context);
  ImGui::PushFont(context.fonts.bold);
  if (intents.base_damage > 0) {
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kDanger)), "Ending the turn now: base takes %d damage%s.", intents.base_damage,
                       intents.defeat ? " - THE BASE FALLS" : "");
  } else {
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "Ending the turn now: no damage to the base.");
  }
  ImGui::PopFont();
  if (intents.frozen) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFrozen)), "Frozen: nobody moves this phase.");
  ImGui::Text("Breaches per quadrant:");
  for (int q = 0; q < kQuadrantCount; ++q) {
    ImGui::SameLine();
    const int n = intents.breaches[q];
    ImGui::TextColored(ToImVec4(n > 0 ? render::Colour(render::Role::kDanger) : kSand), "%s %d", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str(), n);
  }
  if (full) {
    ImGui::Text("Paths ending at each quadrant:");
    for (int q = 0; q < kQuadrantCount; ++q) {
      ImGui::SameLine();
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s %d", std::string(QuadrantName(static_cast<Quadrant>(q))).c_str(),
                         intents.threats[q]);
    }
  }
  ImGui::Separator();
  for (const AttackerIntent& a : intents.attackers) {
    if (a.contact) {  // what the player can know: where it steps, nothing more
      std::string line = "UNKNOWN CONTACT #" + std::to_string(a.uid) + " at " + CellName(a.start) + ": ";
      if (a.skips) line += "skips (incapacitated)";
      else if (!a.moves.empty()) line += "steps to " + CellName(a.moves.front());
      else line += "holds";
      if (a.reveals) line += ", and is revealed there";
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kContact)), "%s", line.c_str());
      ImGui::PopTextWrapPos();
      continue;
    }
    if (!full && !a.breaches && a.bash < 0 && !a.dies && a.damage_taken == 0 && a.trap_cell < 0) continue;
    const std::string name = a.enemy < catalog.enemies.size() ? catalog.enemies[a.enemy].name : "?";
    std::string line = name + " #" + std::to_string(a.uid) + " at " + CellName(a.start) + ": ";
    if (a.skips) line += "skips (incapacitated)";
    else if (a.waits && a.moves.empty()) line += "waits";
    else if (!a.moves.empty()) {
      line += "moves";
      for (Cell m : a.moves) line.append(" ").append(CellName(m));
    } else if (!a.breaches && a.bash < 0) {
      line += "holds";
    }
    if (a.bash >= 0) line += std::string(a.moves.empty() ? "" : ", ") + "bashes the barricade on " + CellName(a.bash) + " (" + BashDamageText() + ")";
    if (a.breaches) {
      line += a.moves.empty() ? "breaches " : ", breaches ";
      line += QuadrantName(a.quadrant);
      line += a.shield_blocks ? " - the shield blocks it" : " for " + std::to_string(a.base_damage) + " base damage";
    }
    if (a.status_damage > 0) line += ", poison " + std::to_string(a.status_damage);
    // The fieldworks it sets off: a sentry's or a mine's shot is part of the phase.
    for (const FieldworkHit& hit : a.fieldwork_hits) {
      const std::string work = hit.card >= 0 && static_cast<std::size_t>(hit.card) < catalog.cards.size()
                                   ? catalog.cards[static_cast<std::size_t>(hit.card)].name
                                   : std::string("a fieldwork");
      line += ", " + work + " on " + CellName(hit.cell) + " fires on it";
      if (hit.damage > 0) line += " for " + std::to_string(hit.damage);
      if (hit.destroys) line += " and destroys it";
    }
    if (a.trap_cell >= 0) {
      line += ", leaves a demolition charge on " + CellName(a.trap_cell) + " (" + std::to_string(a.trap_fuse) + ")";
    }
    if (a.damage_taken > 0) line += " (" + std::to_string(a.damage_taken) + " damage in all)";
    if (a.dies) line += ", is destroyed";
    const bool danger = a.breaches && !a.shield_blocks;
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(danger ? render::Colour(render::Role::kDanger) : a.breaches ? render::Colour(render::Role::kFriendly) : kWhite), "%s", line.c_str());
    ImGui::PopTextWrapPos();
  }
  for (const DetonationIntent& d : intents.detonations) {
    std::string line = "The demolition charge on " + CellName(d.cell) + " goes off";
    if (d.barricades.empty() && d.fieldworks.empty()) line += ": nothing around it to destroy";
    for (const Cell c : d.barricades) line += ", the barricade on " + CellName(c) + " is destroyed";
    for (const Cell c : d.fieldworks) line += ", the fieldwork on " + CellName(c) + " is destroyed";
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kDanger)), "%s", line.c_str());
    ImGui::PopTextWrapPos();
  }
  if (!full) ImGui::TextDisabled("Only breaches, bashes and losses are listed. T shows every attacker.");
  if (!intents.spawns.empty()) {
    ImGui::Separator();
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "Landing this enemy phase:");
    for (const SpawnIntent& s : intents.spawns) {
      const std::string name = s.enemy >= catalog.enemies.size()       ? std::string("?")
                               : catalog.enemies[s.enemy].concealed ? std::string("UNKNOWN CONTACT")
                                                                    : catalog.enemies[s.enemy].name;
      ImGui::BulletText("%s on %s%s", name.c_str(), CellName(s.cell).c_str(), s.lands ? "" : " (delayed)");
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
      ImGui::TextColored(ToImVec4(kOchre), "TURN %d", turn);
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
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
  ImGui::PushFont(context.fonts.bold);
  ImGui::Text("%s  (range %d, %s quarter)", CellName(cell).c_str(), RangeOf(cell),
              std::string(SegmentName(SegmentOf(cell))).c_str());
  ImGui::PopFont();
  if (IsBaseCell(cell)) {
    const Quadrant q = QuadrantOf(cell);
    ImGui::Text("Command base, %s quadrant: shield %s.", std::string(QuadrantName(q)).c_str(),
                ShieldWord(state.shields[static_cast<int>(q)]));
  }
  if (const int index = state.attacker_at[cell]; index >= 0 && state.attackers[index].concealed) {
    // A contact: no type, no stats; only where it steps next.
    const Attacker& a = state.attackers[index];
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kContact)), "UNKNOWN CONTACT #%d", a.uid);
    ImGui::TextDisabled("A sensor return. Its type and strength stay unknown until it is revealed: by a "
                        "watchman post or sentry gun on or next to it, a scan, an engagement, or at range 1.");
    if (a.incapacitated > 0) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kIncapacitated)), "Incapacitated: skips %d", a.incapacitated);
    for (const AttackerIntent& intent : c.session().intents().attackers) {
      if (intent.uid == a.uid && !intent.moves.empty()) {
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "Next: steps to %s", CellName(intent.moves.front()).c_str());
      }
    }
    if (c.selection().kind == SelectionKind::kUnit) {
      ImGui::Separator();
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "Engaging it reveals it. The outcome cannot be previewed.");
    }
  } else if (index >= 0) {
    const Attacker& a = state.attackers[index];
    const EnemyDef& def = catalog.enemies[a.type];
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kDanger)), "%s #%d", def.name.c_str(), a.uid);
    ImGui::TextDisabled("%s", def.description.c_str());
    ImGui::Text("HP %d/%d  Attack %d  Firepower %d  Evasion %d  Breach %d", a.hp, a.max_hp, def.attack,
                def.firepower, def.evasion, def.breach_damage);
    if (a.shield > 0) ImGui::Text("Shield points: %d", a.shield);
    if (a.perks != 0) {
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kScore)), "Perks: %s", PerkList(a.perks).c_str());
    } else if (def.perks != 0) {
      ImGui::TextDisabled("Perks stripped: %s no longer applies.", PerkList(def.perks).c_str());
    }
    if (def.IsAircraft()) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFrozen)), "AIRCRAFT: ignores terrain.");
    if (a.poison > 0 && a.poison_turns > 0) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kPoisoned)), "Poisoned: %d for %d ticks", a.poison, a.poison_turns);
    if (a.incapacitated > 0) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kIncapacitated)), "Incapacitated: skips %d", a.incapacitated);
    for (const AttackerIntent& intent : c.session().intents().attackers) {
      if (intent.uid != a.uid) continue;
      if (intent.breaches) {
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "Next: breaches %s%s", std::string(QuadrantName(intent.quadrant)).c_str(),
                           intent.shield_blocks ? " (shield blocks)" : (" for " + std::to_string(intent.base_damage)).c_str());
      } else if (intent.bash >= 0) {
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "Next: bashes the barricade on %s", CellName(intent.bash).c_str());
      } else if (!intent.moves.empty()) {
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "Next: moves to %s", CellName(intent.moves.back()).c_str());
      }
    }
    if (c.selection().kind == SelectionKind::kUnit) {
      Action play;
      play.kind = ActionKind::kPlayUnit;
      play.slot = static_cast<std::int8_t>(c.selection().slot);
      play.cell = cell;
      // The core's preview of exactly this play, hooks included (none when it is illegal).
      if (const std::optional<EngagementPreview> p = PreviewUnitPlay(catalog, state, play)) {
        ImGui::Separator();
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "ENGAGEMENT PREVIEW");
        ImGui::Text("You deal %d-%d (expected %.1f)", p->min_damage_to_defender, p->max_damage_to_defender,
                    p->expected_damage_to_defender);
        ImGui::Text("You take %d-%d (expected %.1f)", p->min_damage_to_attacker, p->max_damage_to_attacker,
                    p->expected_damage_to_attacker);
        ImGui::TextColored(ToImVec4(render::Colour(render::Role::kScore)), "Kill chance %.0f%%", p->kill_chance * 100.0);
        ImGui::TextColored(ToImVec4(p->loss_chance > 0 ? render::Colour(render::Role::kDanger) : kSand), "Chance to lose the unit %.0f%%",
                           p->loss_chance * 100.0);
      }
    }
  }
  // A placed sentry, mine or watchman: what it is and what it does.
  for (int i = 0; i < state.cards.armed_count; ++i) {
    const ArmedFieldwork& f = state.cards.armed[i];
    if (f.cell != cell || f.card >= catalog.cards.size()) continue;
    const CardDef& work = catalog.cards[f.card];
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s placed here%s", work.name.c_str(),
                       f.uses_left > 0 ? (": " + std::to_string(f.uses_left) + (f.uses_left == 1 ? " use" : " uses") +
                                          " left").c_str()
                                       : "");
    ImGui::TextUnformatted(work.text.c_str());
  }
  if (state.barricades[cell] != BarricadeKind::kNone) {
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "%s",
                       state.barricades[cell] == BarricadeKind::kPlayer ? "Burning Barricade (yours)"
                       : state.barricades[cell] == BarricadeKind::kIndestructible ? "Indestructible barricade"
                                                                                  : "Barricade");
  }
  const std::uint8_t flags = state.cell_flags[cell];
  if (flags & kCellBlocked) ImGui::Text("Rock: impassable, never in an area.");
  if ((flags & kCellObjective) && (flags & kCellObjectiveLost)) {
    ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "Objective lost: an attacker stepped onto it. It no longer scores on victory.");
  } else if (flags & kCellObjective) {
    ImGui::Text("Objective: a station asset that scores on victory while no attacker steps onto it. Build nothing here.");
  }
  if (flags & kCellDeployment) ImGui::Text("Deployment cell: attackers land here.");
  if (flags & kCellReinforcement) ImGui::Text("Reinforcement cell.");
  for (int i = 0; i < state.pending_count; ++i) {
    if (state.pending[i].cell == cell) {
      const EnemyDef& landing = catalog.enemies[state.pending[i].enemy];
      ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "Next turn: %s lands here.",
                         landing.concealed ? "an UNKNOWN CONTACT" : landing.name.c_str());
    }
  }
  if (c.selection().kind != SelectionKind::kNone) {
    if (const std::optional<Action> action =
            ActionForCell(catalog, state, c.session().legal(), c.selection(), cell)) {
      const std::string reason = c.session().Check(*action);
      if (reason.empty()) ImGui::TextColored(ToImVec4(render::Colour(render::Role::kFriendly)), "Click: %s", ActionHint(catalog, state, *action).c_str());
      else ImGui::TextColored(ToImVec4(render::Colour(render::Role::kWarning)), "Not here: %s", reason.c_str());
    }
  }
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace bc::ui
