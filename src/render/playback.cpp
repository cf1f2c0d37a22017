#include "render/playback.h"
#include "basecommand/card_events.h"
#include "i18n/translate.h"

#include <algorithm>

namespace bc::render {

using i18n::Tr;

float EventSeconds(const Event& event) {
  switch (event.kind) {
    case EventKind::kMoved: return 0.22f;
    case EventKind::kSpawned: return 0.2f;
    case EventKind::kBashed: return 0.35f;
    case EventKind::kBreached: return 0.4f;
    case EventKind::kShieldBlocked: return 0.3f;
    case EventKind::kShieldDown: return 0.2f;
    case EventKind::kBaseDamaged: return 0.35f;
    case EventKind::kAttackerDamaged: return 0.22f;
    case EventKind::kAttackerDestroyed: return 0.3f;
    case EventKind::kCannonFired: return 0.3f;
    case EventKind::kReplicated: return 0.25f;
    case EventKind::kSplit:
    case EventKind::kDropped:
    case EventKind::kSectorShifted: return 0.3f;
    case EventKind::kMended: return 0.2f;
    case EventKind::kRevealed: return 0.3f;
    case EventKind::kTrapLaid: return 0.25f;
    case EventKind::kTrapDetonated: return 0.45f;
    case EventKind::kAbilityUsed:
    case EventKind::kReinforced: return 0.35f;
    case EventKind::kStatusTicked: return 0.15f;
    case EventKind::kVictory:
    case EventKind::kDefeat: return 0.5f;
    default:
      // An engagement's blows, one after another (the unit's own hits are kAttackerDamaged).
      if (event.kind == kEventUnitDamaged || event.kind == kEventBlowNoDamage) return 0.22f;
      if (event.kind == kEventPostTaken || event.kind == kEventPostAttacked) return 0.3f;
      if (event.kind == kEventUnitDefeated && event.cell != kNoCell) return 0.35f;
      return event.kind >= EventKind::kCardEventsBegin ? 0.12f : 0.0f;
  }
}

const char* EventSound(const Event& event) {
  switch (event.kind) {
    case EventKind::kBashed: return "barricade_bash";
    case EventKind::kBreached: return "breach_alarm";
    case EventKind::kShieldBlocked: return "shield_block";
    case EventKind::kShieldDown: return "shield_break";
    case EventKind::kAttackerDamaged: return "impact";
    case EventKind::kAttackerDestroyed: return "explosion";
    case EventKind::kCannonFired: return "cannon_fire";
    case EventKind::kCannonCharged: return "cannon_charge";
    case EventKind::kBarricadeBuilt: return "barricade_build";
    case EventKind::kSplit: return "split";
    case EventKind::kMended: return "mend";
    case EventKind::kDropped: return "drop";
    case EventKind::kSectorShifted: return "sector_shift";
    case EventKind::kTrapLaid: return "trap_laid";
    case EventKind::kTrapDetonated: return "trap_detonated";
    case EventKind::kCannonJammed: return "cannon_jammed";
    case EventKind::kRevealed: return "contact_revealed";
    case EventKind::kAbilityChosen: return "hero_ability";
    case EventKind::kAbilityUsed:
      switch (static_cast<AbilityKind>(event.amount2)) {
        case AbilityKind::kCallReinforcements: return "ability_call_reinforcements";
        case AbilityKind::kShieldEscorts: return "ability_shield_escorts";
        case AbilityKind::kCharge: return "ability_charge";
        case AbilityKind::kJamCannon: return "ability_jam_cannon";
        case AbilityKind::kDigIn: return "ability_dig_in";
      }
      return "hero_ability";
    case EventKind::kReinforced: return "drop";
    case EventKind::kVictory: return "victory";
    case EventKind::kDefeat: return "defeat";
    default:
      if (event.kind == kEventUnitDamaged) return "impact";
      // Posts (docs/rules.md, Posts): taken, engaged, and a unit falling at its post.
      if (event.kind == kEventPostTaken) return "post_taken";
      if (event.kind == kEventPostAttacked) return "post_engaged";
      if (event.kind == kEventUnitDefeated && event.cell != kNoCell) return "unit_falls";
      return "";
  }
}

void Playback::Start(const BoardView& before, const Events& events, const Catalog& catalog,
                     float rate) {
  catalog_ = &catalog;
  view_ = before;
  events_ = events;
  next_ = 0;
  rate_ = rate;
  event_time_ = 0.0f;
  event_length_ = 0.0f;
  glide_ = {};
  active_ = true;
  if (rate <= 0.0f) Skip();
}

void Playback::AddFx(Fx fx) {
  if (comfort_.no_flash) {
    switch (fx.kind) {
      case FxKind::kHitFlash:
      case FxKind::kShieldFlash:
      case FxKind::kBreach:
      case FxKind::kExplosion:
        fx.kind = FxKind::kMarker;
        if (fx.cell < 0 && fx.quadrant >= 0) fx.cell = kBaseCells[fx.quadrant];
        break;
      default:
        break;
    }
  }
  if (comfort_.reduce_motion) {
    fx.life *= kReducedMotionLife;
    fx.age *= kReducedMotionLife;
  }
  fx_.push_back(std::move(fx));
}

void Playback::BeginEvent(const Event& e) {
  glide_ = {};
  if (const char* sound = EventSound(e); *sound != '\0') sounds_.push_back(sound);
  // An engagement's blows on the unit (card events: outside EventKind's named values).
  if (e.kind == kEventUnitDamaged) {
    if (e.cell2 != kNoCell) {
      // A posted unit (docs/rules.md, Posts): the damage on its own cell.
      AddFx({FxKind::kHitFlash, e.cell2, kNoCell, -1, "", 0, 0.0f, 0.25f});
      AddFx({FxKind::kText, e.cell2, kNoCell, -1, "-" + std::to_string(e.amount2), 2, 0.0f, 0.9f});
      return;
    }
    // The attacker's blow on the unit fighting it from this cell.
    // TRANSLATORS: damage a unit card takes in an engagement, shown over the attacker it
    // fights ("UNIT -3"); {0} is the damage.
    AddFx({FxKind::kText, e.cell, kNoCell, -1, i18n::Format(Tr("UNIT -{0}"), {std::to_string(e.amount2)}), 2, 0.0f,
           0.9f});
    return;
  }
  if (e.kind == kEventBlowNoDamage) {
    AddFx({FxKind::kText, e.cell, kNoCell, -1,
           // TRANSLATORS: over an attacker in an engagement: a blow that missed, or one
           // that did no damage (evaded, cancelled, or taken by a shield).
           static_cast<NoDamage>(e.amount2) == NoDamage::kMissed ? Tr("MISS") : Tr("NO DAMAGE"), 3, 0.0f, 0.9f});
    return;
  }
  switch (e.kind) {
    case EventKind::kMoved:
      if (!comfort_.reduce_motion) glide_ = {e.uid, e.cell, e.cell2, 0.0f};
      break;
    case EventKind::kAttackerDamaged:
      AddFx({FxKind::kHitFlash, e.cell, kNoCell, -1, "", 0, 0.0f, 0.25f});
      // A contact is hit, and nothing says how hard (docs/rules.md, The player's view).
      AddFx({FxKind::kText, e.cell, kNoCell, -1, e.hidden ? std::string(Tr("HIT")) : "-" + std::to_string(e.amount), 0,
             0.0f, 0.9f});
      break;
    case EventKind::kAttackerDestroyed:
      AddFx({FxKind::kExplosion, e.cell, kNoCell, -1, "", 0, 0.0f, 0.6f});
      break;
    case EventKind::kShieldBlocked:
      AddFx({FxKind::kShieldFlash, kNoCell, kNoCell, e.quadrant, "", 1, 0.0f, 0.5f});
      break;
    case EventKind::kShieldDown:
      AddFx({FxKind::kShieldFlash, kNoCell, kNoCell, e.quadrant, "", 2, 0.0f, 0.5f});
      break;
    case EventKind::kBreached:
      AddFx({FxKind::kBreach, e.cell2, e.cell, e.quadrant, "", 2, 0.0f, 0.7f});
      break;
    case EventKind::kBaseDamaged:
      AddFx({FxKind::kText, kBaseCells[0], kNoCell, -1,
                     i18n::Format(Tr("BASE -{0}"), {std::to_string(e.amount)}), 2, 0.0f, 1.1f});
      break;
    case EventKind::kCannonFired:
      AddFx({FxKind::kCannonShot, e.cell, kBaseCells[0], -1, "", 3, 0.0f, 0.35f});
      break;
    case EventKind::kBashed:
      AddFx({FxKind::kBash, e.cell2, e.cell, -1, "", 2, 0.0f, 0.45f});
      break;
    case EventKind::kTrapDetonated:
      AddFx({FxKind::kExplosion, e.cell, kNoCell, -1, "", 0, 0.0f, 0.7f});
      AddFx({FxKind::kText, e.cell, kNoCell, -1, Tr("BLAST"), 2, 0.0f, 1.0f});
      break;
    case EventKind::kPointsScored:
      if (e.cell != kNoCell) {
        AddFx({FxKind::kText, e.cell, kNoCell, -1, "+" + std::to_string(e.amount), 1, 0.3f, 1.0f});
      }
      break;
    case EventKind::kStatusTicked:
      if (e.amount > 0 && e.cell != kNoCell) {
        AddFx({FxKind::kText, e.cell, kNoCell, -1, Tr("POISON"), 2, 0.0f, 0.8f});
      }
      break;
    default:
      // Posts: a unit falling at its post, and a post taken.
      if (e.kind == kEventUnitDefeated && e.cell != kNoCell) {
        AddFx({FxKind::kText, e.cell, kNoCell, -1, Tr("FALLS"), 2, 0.0f, 1.1f});
      } else if (e.kind == kEventPostTaken) {
        AddFx({FxKind::kText, e.cell, kNoCell, -1, Tr("POST"), 1, 0.0f, 0.9f});
      } else if (e.kind == kEventPostLeft && e.amount2 == kPostGaveWay && e.cell != kNoCell) {
        AddFx({FxKind::kText, e.cell, kNoCell, -1, Tr("GIVES WAY"), 2, 0.0f, 1.1f});
      }
      break;
  }
}

void Playback::Update(float dt) {
  for (Fx& fx : fx_) fx.age += dt;
  std::erase_if(fx_, [](const Fx& fx) { return fx.age >= fx.life; });
  if (!active_) return;
  event_time_ += dt * rate_;
  if (glide_.uid != 0 && event_length_ > 0.0f) {
    glide_.t = std::min(1.0f, event_time_ / event_length_);
  }
  while (active_ && event_time_ >= event_length_) {
    event_time_ -= event_length_;
    if (next_ >= events_.size()) {
      active_ = false;
      glide_ = {};
      break;
    }
    const Event& e = events_[next_++];
    BeginEvent(e);
    ApplyToView(view_, e, *catalog_);
    event_length_ = EventSeconds(e);
    if (glide_.uid != 0) glide_.t = event_length_ > 0.0f ? std::min(1.0f, event_time_ / event_length_) : 1.0f;
  }
}

void Playback::Skip() {
  while (next_ < events_.size()) {
    const Event& e = events_[next_++];
    if (const char* sound = EventSound(e);
        *sound != '\0' && (e.kind == EventKind::kVictory || e.kind == EventKind::kDefeat)) {
      sounds_.push_back(sound);
    }
    ApplyToView(view_, e, *catalog_);
  }
  fx_.clear();
  glide_ = {};
  active_ = false;
}

std::vector<std::string> Playback::TakeSounds() {
  std::vector<std::string> out;
  out.swap(sounds_);
  return out;
}

}  // namespace bc::render
