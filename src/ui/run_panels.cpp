// FIELD RUNS: the question of the moment, by the run's stage (run_screen.h).
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <set>

#include <imgui_internal.h>

#include "basecommand/difficulty.h"
#include "runs/run_state.h"
#include "session/profile_session.h"
#include "ui/difficulty_picker.h"
#include "ui/operations_screen.h"
#include "ui/run_screen.h"
#include "ui/run_words.h"
#include "ui/theme.h"
#include "ui/tr.h"
#include "ui/widgets.h"

namespace bc::ui {

using namespace render::palette;

namespace {

std::string CardName(const UiContext& context, const std::string& id) {
  const int card = context.catalog != nullptr ? context.catalog->FindCard(id) : -1;
  return card >= 0 ? context.catalog->cards[static_cast<std::size_t>(card)].name : id;
}

// A big button in the heading font, in `colour`.
bool BigButton(const UiContext& context, const std::string& label, render::Rgba colour) {
  ImGui::PushFont(context.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Button, ToImVec4(colour, 0.85f));
  const bool pressed = ImGui::Button(label.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  return pressed;
}

// The keyboard's and the pad's focus onto the last widget drawn, when it is on a widget
// (one that may be gone: the page's question changed under it).
void FocusLastItem() {
  if (ImGui::GetFocusID() != 0) ImGui::SetFocusID(ImGui::GetItemID(), ImGui::GetCurrentWindow());
}

// The places of a family in the deck as buttons ("RIFLE SQUAD  //  RANK 2, 5/7 HP"); the
// place clicked, or -1. `focus_first` moves the focus onto the first.
int PlaceButtons(const UiContext& context, const runs::RunState& run, CardFamily family, const std::string& skip,
                 bool focus_first = false) {
  const std::vector<std::string>* part = runs::FamilyPart(run.deck, family);
  if (part == nullptr) return -1;
  int clicked = -1;
  for (std::size_t i = 0; i < part->size(); ++i) {
    std::string label = CardName(context, (*part)[i]);
    if (family == CardFamily::kUnit && i < run.units.size()) {
      const CarriedUnit& unit = run.units[i];
      label += "  //  " + (unit.Disabled() ? std::string(Tr("DISABLED"))
                                         : Format(Tr("RANK {0}, {1}/{2} HP"), {std::to_string(unit.rank),
                                                                               std::to_string(unit.hp), std::to_string(unit.max_hp)}));
    }
    ImGui::PushID(static_cast<int>(i));
    const bool off = !skip.empty() && (*part)[i] == skip;
    if (off) ImGui::BeginDisabled();
    if (ImGui::Selectable(label.c_str(), false)) clicked = static_cast<int>(i);
    if (focus_first && i == 0) FocusLastItem();
    if (off) ImGui::EndDisabled();
    ImGui::PopID();
  }
  return clicked;
}

}  // namespace

void RunScreen::DrawSeedKeypad(const UiContext& context) {
  // A pad has no keys to type a seed with: the digits as a row of buttons under the
  // field, which the D-pad walks and A presses, and one that takes the last digit back.
  ImGui::PushFont(context.fonts.bold);
  const std::size_t length = std::strlen(seed_text_);
  for (int i = 0; i < 10; ++i) {
    const char label[2] = {static_cast<char>('0' + (i + 1) % 10), '\0'};
    if (i > 0) ImGui::SameLine();
    ImGui::PushID(i);
    if (ImGui::Button(label, ImVec2(34.0f * context.scale, 0.0f)) && length < kSeedDigits) {
      seed_text_[length] = label[0];
      seed_text_[length + 1] = '\0';
    }
    ImGui::PopID();
  }
  ImGui::SameLine();
  if (ImGui::Button(Tr("DELETE")) && length > 0) seed_text_[length - 1] = '\0';
  ImGui::PopFont();
}

void RunScreen::DrawStart(const UiContext& context, Choices& out) {
  SectionLabel(Tr("A NEW POSTING"));
  TextIn(context.fonts.heading, Tr("NINE SIEGES NOBODY PLANNED"));
  ImGui::TextUnformatted(
      Tr("Each siege is drawn up for the occasion and proven winnable before it is offered. One deck, the starter "
         "template, and its units' HP, ranks and upgrades kept from siege to siege. After each victory, a card for the "
         "deck and a stop on the map. A lost siege ends the run. The last siege is THE AUDITOR's."));
  ImGui::Spacing();
  DrawDifficultyPicker(context, out, false);  // the arrows and the D-pad walk the page here
  ImGui::Spacing();
  const session::Date today = session::Today();
  const std::string daily = runs::DailyName(today.year, today.month, today.day);
  if (BigButton(context, Tr("NEW RUN"), kHazard)) {
    out.run.push_back(session::RunRequest::Start(session::FreshRunSeed()));
  }
  if (TakeRefocus()) FocusLastItem();
  TooltipWithKey(Tr("A run on a fresh seed, at the level chosen above."), nullptr);
  SameLineIfFits(ButtonWidth(Format(Tr("DAILY RUN: {0}"), {daily}).c_str()) * 1.3f);
  if (BigButton(context, Format(Tr("DAILY RUN: {0}"), {daily}), kTeal)) {
    out.run.push_back(session::RunRequest::Start(runs::DailySeed(today.year, today.month, today.day), daily));
  }
  TooltipWithKey(Tr("Today's run: the same sieges for everyone who plays it today, offline."), nullptr);
  ImGui::Spacing();
  ImGui::TextUnformatted(Tr("A seed from another run plays that run again:"));
  ImGui::SetNextItemWidth(180.0f * context.scale);
  // Enter in the field plays the seed typed, as the button beside it does.
  const bool entered =
      ImGui::InputText("##seed", seed_text_, sizeof seed_text_, ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  ImGui::PushFont(context.fonts.bold);
  const unsigned long long typed = std::strtoull(seed_text_, nullptr, 10);
  const bool usable = seed_text_[0] != '\0' && typed >= 1 && typed <= 999'999'999ULL;
  if (!usable) ImGui::BeginDisabled();
  if (ImGui::Button(Tr("RUN THIS SEED")) || (entered && usable)) out.run.push_back(session::RunRequest::Start(typed));
  if (!usable) ImGui::EndDisabled();
  ImGui::PopFont();
  TooltipWithHint(context, Tr("Seeds are whole numbers from 1 to 999999999."), session::BattleCommand::kBegin);  // Enter, or A
  if (context.pad_in_use) DrawSeedKeypad(context);

  if (context.profile != nullptr) {
    const RunStatistics& stats = context.profile->profile().stats.runs;
    ImGui::Spacing();
    SectionLabel(Tr("ON RECORD"));
    if (stats.runs == 0) {
      ImGui::TextDisabled("%s", Tr("No run on record yet. The Bureau has cleared a drawer for it."));
    } else {
      ImGui::TextUnformatted(Format(Tr("Runs: {0}    Won: {1}    Most sieges won: {2}    Best score: {3}"),
                                    {std::to_string(stats.runs), std::to_string(stats.won), std::to_string(stats.best_depth),
                                     std::to_string(stats.best_score)})
                                 .c_str());
      int shown = 0;
      for (auto it = stats.history.rbegin(); it != stats.history.rend() && shown < 5; ++it, ++shown) {
        const std::string end = it->end == "won" ? Tr("won") : it->end == "lost" ? Tr("lost") : Tr("abandoned");
        ImGui::TextColored(ToImVec4(it->end == "won" ? kGold : kSand), "%s",
                           // TRANSLATORS: {1} the sieges won ("3 sieges"), {2} the score ("1,200 points"), {3} how the run ended.
                           Format(it->daily.empty() ? Tr("Seed {0}: {1}, {2}, {3}") : Tr("Daily {4}, seed {0}: {1}, {2}, {3}"),
                                  {std::to_string(it->seed), Count(it->depth, "{0} siege", "{0} sieges"),
                                   Count(it->score, "{0} point", "{0} points"), end, it->daily})
                               .c_str());
      }
    }
  }
}

void RunScreen::DrawSiege(const UiContext& context, const runs::RunState& run, Choices& out) {
  const session::RunService& service = *context.run;
  const int sieges = runs::SiegeCount(service.rules());
  SectionLabel(Format(run.depth + 1 == sieges ? Tr("SIEGE {0} OF {1}  //  THE FINALE") : Tr("SIEGE {0} OF {1}"),
                      {std::to_string(run.depth + 1), std::to_string(sieges)})
                   .c_str());
  const MissionDef* siege = service.siege();
  if (siege == nullptr) {
    TextIn(context.fonts.heading, Tr("THE SIEGE IS BEING DRAWN UP."), kSand);
    ImGui::TextUnformatted(Tr("The Bureau is checking that it can be won. One moment."));
    return;
  }
  TextIn(context.fonts.heading, service.SiegeName());
  ImGui::TextUnformatted(service.SiegeBriefing().c_str());
  ImGui::Spacing();
  // TRANSLATORS: {1} the mission's par ("8 turns").
  ImGui::TextUnformatted(Format(Tr("Threat {0}    Par {1}    Attackers {2}"),
                                {std::to_string(runs::ThreatAt(service.rules(), run.depth)),
                                 Count(siege->par, "{0} turn", "{0} turns"),
                                 std::to_string(siege->schedule.size())})
                             .c_str());
  if (context.catalog != nullptr) {
    ImGui::TextColored(ToImVec4(kHazard), Tr("Expected: %s"), MissionAttackerList(*context.catalog, *siege).c_str());
  }
  ImGui::Text(Tr("Stars at %d / %d / %d points"), siege->star_scores[0], siege->star_scores[1], siege->star_scores[2]);
  ImGui::Spacing();
  const bool saved = service.battle_saved();
  if (BigButton(context, saved ? Tr("RESUME THE SIEGE") : Tr("FIGHT THE SIEGE"), kHazard)) {
    out.run_battle = true;
    out.Go(NavRequest::Push(ScreenId::kBattle));
  }
  if (TakeRefocus()) FocusLastItem();
  TooltipWithHint(context, saved ? Tr("Pick the battle up where it was left.") : Tr("Open the battle on its briefing."),
                  session::BattleCommand::kBegin);  // Enter, or A
}

void RunScreen::DrawDraft(const UiContext& context, const runs::RunState& run, Choices& out, bool supply) {
  const session::RunService& service = *context.run;
  SectionLabel(supply ? Tr("SUPPLY DEPOT") : Tr("THE DRAFT"));
  TextIn(context.fonts.heading, supply ? Tr("ONE RARER CARD, OR NONE") : Tr("VICTORY. ONE CARD FOR THE DECK, OR NONE"));
  ImGui::TextUnformatted(Tr("A card taken goes in place of a card of its family, which you choose next. The deck stays "
                            "eight units, sixteen supports, two fieldworks and a doctrine."));
  const std::vector<int> offers =
      supply ? runs::SupplyOffers(service.catalog(), service.rules(), run) : runs::DraftOffers(service.catalog(), service.rules(), run);
  const float gap = 12.0f * context.scale;
  const float avail = ImGui::GetContentRegionAvail().x;
  const ImVec2 tile(std::min(300.0f * context.scale, (avail - 2.0f * gap) / 3.0f), 150.0f * context.scale);
  for (std::size_t i = 0; i < offers.size(); ++i) {
    if (i > 0) ImGui::SameLine(0.0f, gap);
    const std::string id = "##offer" + std::to_string(i);
    if (CardButton(context, offers[i], id.c_str(), tile, chosen_offer_ == offers[i])) chosen_offer_ = offers[i];
    if (i == 0 && TakeRefocus()) FocusLastItem();
  }
  if (offers.empty()) ImGui::TextDisabled("%s", Tr("Nothing the deck can take is on offer."));
  ImGui::Spacing();
  if (chosen_offer_ >= 0 && std::find(offers.begin(), offers.end(), chosen_offer_) != offers.end()) {
    const CardDef& card = service.catalog().cards[static_cast<std::size_t>(chosen_offer_)];
    const auto take = [&](int place) {
      out.run.push_back(session::RunRequest::Act(supply ? runs::RunAction::Supply(card.id, place)
                                                        : runs::RunAction::Draft(card.id, place)));
      chosen_offer_ = -1;
    };
    if (card.family == CardFamily::kDoctrine) {
      if (BigButton(context, Format(Tr("TAKE IT IN PLACE OF {0}"), {CardName(context, run.deck.doctrine)}), kTeal)) take(0);
    } else {
      SectionLabel(Format(Tr("{0} GOES IN PLACE OF"), {CardName(context, card.id)}).c_str());
      const int place = PlaceButtons(context, run, card.family, "", TakeRefocus());
      if (place >= 0) take(place);
    }
  }
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("TAKE NOTHING"))) out.run.push_back(session::RunRequest::Act(runs::RunAction::Skip()));
  if (offers.empty() && TakeRefocus()) FocusLastItem();
  ImGui::PopFont();
}

void RunScreen::DrawFork(const UiContext& context, const runs::RunState& run, Choices& out) {
  const session::RunService& service = *context.run;
  SectionLabel(Tr("THE MAP"));
  TextIn(context.fonts.heading, Tr("ONE STOP BEFORE THE NEXT SIEGE"));
  if (service.siege_pending()) ImGui::TextDisabled("%s", Tr("The next siege is being drawn up meanwhile."));
  const std::vector<runs::StopKind> fork = runs::Fork(service.rules(), run.seed, run.depth - 1);
  const float avail = ImGui::GetContentRegionAvail().x;
  const ImVec2 tile(std::min(340.0f * context.scale, (avail - 12.0f * context.scale) / 2.0f), 96.0f * context.scale);
  for (std::size_t i = 0; i < fork.size(); ++i) {
    if (i > 0) ImGui::SameLine(0.0f, 12.0f * context.scale);
    const std::string id = "##stop" + std::to_string(i);
    if (ChannelTile(id.c_str(), StopName(fork[i]), "", tile, context)) {
      out.run.push_back(session::RunRequest::Act(runs::RunAction::Stop(static_cast<int>(i))));
    }
    if (i == 0 && TakeRefocus()) FocusLastItem();
    TooltipWithKey(StopText(fork[i]), nullptr);
  }
  for (const runs::StopKind stop : fork) {
    TextIn(context.fonts.bold, StopName(stop), kGold);
    ImGui::TextUnformatted(StopText(stop));
  }
}

void RunScreen::DrawPromotion(const UiContext& context, const runs::RunState& run, Choices& out) {
  SectionLabel(Tr("PROMOTION BOARD"));
  TextIn(context.fonts.heading, Tr("WHO GOES UP A RANK?"));
  bool any = false;
  for (std::size_t i = 0; i < run.units.size(); ++i) {
    const CarriedUnit& unit = run.units[i];
    if (unit.rank >= kMaxRank) continue;
    any = true;
    ImGui::PushID(static_cast<int>(i));
    const std::string label = CardName(context, unit.card) + "  //  " +
                              Format(Tr("RANK {0} TO {1}, {2} KILLS"), {std::to_string(unit.rank), std::to_string(unit.rank + 1),
                                                                        std::to_string(unit.kills)});
    if (ImGui::Selectable(label.c_str(), false)) {
      out.run.push_back(session::RunRequest::Act(runs::RunAction::Promote(static_cast<int>(i))));
    }
    if (TakeRefocus()) FocusLastItem();
    ImGui::PopID();
  }
  if (!any) ImGui::TextDisabled("%s", Tr("Every unit is at the top rank already."));
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("NOBODY"))) out.run.push_back(session::RunRequest::Act(runs::RunAction::Skip()));
  if (TakeRefocus()) FocusLastItem();
  ImGui::PopFont();
}

void RunScreen::DrawRedundancy(const UiContext& context, const runs::RunState& run, Choices& out) {
  const session::RunService& service = *context.run;
  SectionLabel(Tr("REDUNDANCIES"));
  const int units = static_cast<int>(run.deck.units.size());
  if (struck_ < 0) {
    TextIn(context.fonts.heading, Tr("WHICH CARD IS LET GO?"));
    ImGui::TextUnformatted(Tr("A unit or a support card; a copy of another card of its family takes its place next."));
    SectionLabel(Tr("UNITS"));
    const int unit = PlaceButtons(context, run, CardFamily::kUnit, "", TakeRefocus());
    if (unit >= 0) {
      struck_ = unit;
      refocus_ = true;
    }
    SectionLabel(Tr("SUPPORTS"));
    ImGui::PushID("supports");
    const int support = PlaceButtons(context, run, CardFamily::kSupport, "");
    ImGui::PopID();
    if (support >= 0) {
      struck_ = units + support;
      refocus_ = true;
    }
  } else {
    const bool is_unit = struck_ < units;
    const int place = is_unit ? struck_ : struck_ - units;
    const std::vector<std::string>& part = is_unit ? run.deck.units : run.deck.supports;
    const std::string& gone = part[static_cast<std::size_t>(place)];
    TextIn(context.fonts.heading, Format(Tr("{0} IS LET GO. WHOSE COPY TAKES ITS DESK?"), {CardName(context, gone)}));
    std::set<std::string> seen;
    for (const std::string& id : part) {
      if (!seen.insert(id).second || id == gone) continue;
      const runs::RunAction action = runs::RunAction::Redundancy(id, place);
      const bool allowed = runs::CheckRunAction(service.catalog(), service.rules(), run, action).empty();
      if (!allowed) ImGui::BeginDisabled();
      if (ImGui::Selectable(CardName(context, id).c_str(), false)) {
        out.run.push_back(session::RunRequest::Act(action));
        struck_ = -1;
      }
      if (allowed && TakeRefocus()) FocusLastItem();
      if (!allowed) ImGui::EndDisabled();
    }
    ImGui::PushFont(context.fonts.bold);
    if (ImGui::Button(Tr("ANOTHER CARD"))) {
      struck_ = -1;
      refocus_ = true;
    }
    if (TakeRefocus()) FocusLastItem();  // no copy may take the desk: the way back
    ImGui::PopFont();
  }
  ImGui::Spacing();
  ImGui::PushFont(context.fonts.bold);
  if (ImGui::Button(Tr("LET NOBODY GO"))) out.run.push_back(session::RunRequest::Act(runs::RunAction::Skip()));
  ImGui::PopFont();
}

void RunScreen::DrawEnd(const UiContext& context, const runs::RunState& run, Choices& out) {
  const session::RunService& service = *context.run;
  const int sieges = runs::SiegeCount(service.rules());
  SectionLabel(Tr("THE RUN'S END"));
  const bool won = run.end == runs::RunEnd::kWon;
  TextIn(context.fonts.display, won ? Tr("RUN COMPLETE") : run.end == runs::RunEnd::kLost ? Tr("RUN OVER") : Tr("RUN ABANDONED"),
         won ? kGold : kDanger);
  ImGui::TextUnformatted(won ? Tr("Every siege held, THE AUDITOR's included. The posting is extended.")
                             : run.end == runs::RunEnd::kLost
                                   ? Format(Tr("The base fell at siege {0}. The run ends there; its record stays."),
                                            {std::to_string(run.depth + 1)}).c_str()
                                   : Format(Tr("Abandoned before siege {0}. The record says so, politely."),
                                            {std::to_string(run.depth + 1)}).c_str());
  ImGui::Spacing();
  TextIn(context.fonts.heading,
         Format(Tr("{0} of {1} sieges won  //  {2}"),
                {std::to_string(run.depth), std::to_string(sieges), Count(run.Score(), "{0} point", "{0} points")}),
         kWhite);
  ImGui::TextUnformatted(Format(Tr("Seed {0}: typed in again, it plays this run again."), {std::to_string(run.seed)}).c_str());
  SectionLabel(Tr("THE DECK IT ENDED WITH"));
  std::string deck;
  for (const auto* part : {&run.deck.units, &run.deck.supports, &run.deck.fieldworks}) {
    for (const std::string& id : *part) deck += (deck.empty() ? "" : ", ") + CardName(context, id);
  }
  deck += ", " + CardName(context, run.deck.doctrine);
  ImGui::TextUnformatted(deck.c_str());
  ImGui::Spacing();
  ImGui::Separator();
  DrawStart(context, out);
}

}  // namespace bc::ui
