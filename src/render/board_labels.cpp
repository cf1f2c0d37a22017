#include "render/board_labels.h"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <vector>
#include <utility>

#include "basecommand/intents.h"
#include "basecommand/rule_numbers.h"
#include "i18n/translate.h"
#include "render/attacker_marks.h"
#include "render/board_renderer.h"
#include "render/colour_roles.h"

namespace bc::render {

using i18n::Tr;
using namespace palette;

bool Overlap(const Rect& a, const Rect& b) {
  return a.x < b.Right() && b.x < a.Right() && a.y < b.Bottom() && b.y < a.Bottom();
}

void AttackerCentreOf(const BoardScene& scene, std::uint16_t uid, Cell cell, float& x, float& y) {
  const BattleLayout& l = scene.layout;
  x = l.CellCentreX(cell);
  y = l.CellCentreY(cell);
  if (scene.glide.uid == uid && scene.glide.from >= 0 && scene.glide.to >= 0) {
    const float t = scene.glide.t;
    x = l.CellCentreX(scene.glide.from) * (1 - t) + l.CellCentreX(scene.glide.to) * t;
    y = l.CellCentreY(scene.glide.from) * (1 - t) + l.CellCentreY(scene.glide.to) * t;
  }
}

namespace {

// The text's outline (OutlinedText) adds a pixel on either side.
constexpr float kOutline = 2.0f;

// The short name a hero's ability goes by on its token, and its icon.
const char* AbilityShortName(AbilityKind kind) {
  switch (kind) {
    // TRANSLATORS: a hero's ability as its token on the board names it, beside its icon: keep it short.
    case AbilityKind::kCallReinforcements: return i18n::TrCtx("hero ability on the board", "CALL");
    case AbilityKind::kShieldEscorts: return i18n::TrCtx("hero ability on the board", "SHIELD");
    case AbilityKind::kCharge: return i18n::TrCtx("hero ability on the board", "CHARGE");
    case AbilityKind::kJamCannon: return i18n::TrCtx("hero ability on the board", "JAM");
    case AbilityKind::kDigIn: return i18n::TrCtx("hero ability on the board", "DIG IN");
  }
  return "";
}

const char* AbilityIcon(AbilityKind kind) {
  switch (kind) {
    case AbilityKind::kCallReinforcements: return "sprites/ui/ability_call_reinforcements.png";
    case AbilityKind::kShieldEscorts: return "sprites/ui/ability_shield_escorts.png";
    case AbilityKind::kCharge: return "sprites/ui/ability_charge.png";
    case AbilityKind::kJamCannon: return "sprites/ui/ability_jam_cannon.png";
    case AbilityKind::kDigIn: return "sprites/ui/ability_dig_in.png";
  }
  return nullptr;
}

class Placer {
 public:
  Placer(const BattleLayout& layout, const LabelWidth& width, BoardLabels& out)
      : l_(layout), width_(width), out_(out) {}

  // Keeps `r` clear of every label placed after.
  void Keep(const Rect& r) { out_.marks.push_back(r); }

  // The label at the first of `places` (centres of its text) where it covers nothing
  // placed or kept before it and stays on the board; failing that, at a place a little off
  // one of them (nearest first), then all that a step smaller; where every place covers
  // something, the one that covers least. With `optional`, a label that has no free place
  // is left out (returns false).
  bool Place(BoardLabel label, const std::vector<std::pair<float, float>>& places, bool optional = false) {
    const float c = l_.cell;
    static constexpr std::pair<float, float> kNudges[] = {
        {0.0f, 0.0f},    {0.0f, -0.05f},  {0.0f, 0.05f},  {0.0f, -0.1f},  {0.0f, 0.1f},    {0.15f, 0.0f},
        {-0.15f, 0.0f},  {0.15f, -0.1f},  {-0.15f, -0.1f}, {0.15f, 0.1f},  {-0.15f, 0.1f}};
    // What a place covers outright comes first; what it only crowds (another label
    // within a word's gap on its line) breaks the tie.
    struct Try {
      float size;
      Rect box;
      float cover;
      float crowd;
      bool Better(const Try& o) const { return cover < o.cover || (cover == o.cover && crowd < o.crowd); }
      bool Free() const { return cover <= 0.0f && crowd <= 0.0f; }
    };
    std::optional<Try> best;
    const float sizes[] = {label.size, std::max(ReadableLabelSize(label.size), label.size * 0.85f)};
    for (const float size : sizes) {
      const float icon = label.icon != nullptr ? size * 1.25f : 0.0f;
      const float text_w = width_(label.text, size) + kOutline;
      const float w = text_w + (icon > 0.0f ? icon + 2.0f : 0.0f);
      const float h = std::max(size, icon) + kOutline;
      for (const auto& [nx, ny] : kNudges) {
        for (const auto& [cx, cy] : places) {
          // Centred on the place as a whole, icon and text together, and kept on the board.
          const float x = std::clamp(cx + nx * c - w / 2, l_.board.x, std::max(l_.board.x, l_.board.Right() - w));
          const float y = std::clamp(cy + ny * c - h / 2, l_.board.y, std::max(l_.board.y, l_.board.Bottom() - h));
          const Rect box{x, y, w, h};
          const Try here{size, box, Covered(box), Covered(box, nullptr, size * 0.6f)};
          if (!best || here.Better(*best)) best = here;
          if (best->Free()) break;
        }
        if (best && best->Free()) break;
      }
      if (best && best->Free()) break;
    }
    if (!best || (optional && best->cover > 0.0f)) return false;
    label.size = best->size;
    label.box = best->box;
    const float icon = label.icon != nullptr ? label.size * 1.25f : 0.0f;
    const float text_w = label.box.w - (icon > 0.0f ? icon + 2.0f : 0.0f);
    if (icon > 0.0f) label.icon_box = Rect{label.box.x, label.box.y + (label.box.h - icon) / 2, icon, icon};
    label.x = label.box.Right() - text_w / 2;
    label.y = label.box.y + label.box.h / 2;
    taken_.push_back(label.box);
    out_.labels.push_back(std::move(label));
    return true;
  }

  // A label that has one place (an attacker's health on its bar, the base's own).
  void Fix(BoardLabel label, const Rect& box) {
    label.box = box;
    taken_.push_back(box);
    out_.labels.push_back(std::move(label));
  }

  // The same, only when nothing placed or kept covers its place but `beside` (a label laid
  // out with it, which keeps clear of its glyphs already); false otherwise.
  bool FixIfFree(BoardLabel label, const Rect& box, const Rect& beside) {
    if (Covered(box, &beside) > 0.0f) return false;
    Fix(std::move(label), box);
    return true;
  }

  Rect TextBox(const std::string& text, float size, float cx, float cy) const {
    const float w = width_(text, size) + kOutline;
    const float h = size + kOutline;
    return Rect{cx - w / 2, cy - h / 2, w, h};
  }

 private:
  // The area of `box` that what is placed or kept covers. Another label counts within
  // `gap` of either side as well: two labels on one line closer than a word's gap read as
  // one ("NEXT 2").
  float Covered(const Rect& box, const Rect* except = nullptr, float gap = 0.0f) const {
    float area = 0.0f;
    auto add = [&](const Rect& r, const Rect& b) {
      if (!Overlap(b, r)) return;
      if (except != nullptr && r.x == except->x && r.y == except->y && r.w == except->w && r.h == except->h) return;
      const float w = std::min(b.Right(), r.Right()) - std::max(b.x, r.x);
      const float h = std::min(b.Bottom(), r.Bottom()) - std::max(b.y, r.y);
      area += w * h;
    };
    const Rect spaced{box.x - gap, box.y, box.w + 2 * gap, box.h};
    for (const Rect& r : taken_) add(r, spaced);
    for (const Rect& r : out_.marks) add(r, box);
    return area;
  }

  const BattleLayout& l_;
  const LabelWidth& width_;
  BoardLabels& out_;
  std::vector<Rect> taken_;
};

BoardLabel Label(LabelKind kind, Cell cell, std::string text, float size, Rgba colour) {
  BoardLabel label;
  label.kind = kind;
  label.cell = cell;
  label.text = std::move(text);
  label.size = size;
  label.colour = colour;
  return label;
}

}  // namespace

BoardLabels LayOutBoardLabels(const BoardScene& scene, float small, const BaseLabels& base, const LabelWidth& width) {
  BoardLabels out;
  const BattleLayout& l = scene.layout;
  const float c = l.cell;
  const BoardView& v = *scene.view;
  Placer placer(l, width, out);
  // The places on a cell, from the top: the band under its top edge, the middle, the band
  // over its health bar; each centred, then toward either side.
  auto places = [&](Cell cell, std::initializer_list<float> rows) {
    std::vector<std::pair<float, float>> at;
    const float x = l.CellCentreX(cell);
    const float y = l.CellCentreY(cell);
    for (const float row : rows) {
      for (const float dx : {0.0f, 0.18f, -0.18f}) at.emplace_back(x + dx * c, y + row * c);
    }
    return at;
  };

  // 1. What the labels leave visible: the base's two labels, every attacker's badges, its
  // type's plate and its health bar, the count discs in the quadrants' corners.
  placer.Fix(Label(LabelKind::kPower, kNoCell, base.power.text, base.power.size, kWhite), base.power.box);
  out.labels.back().x = base.power.x;
  out.labels.back().y = base.power.y;
  for (const ViewAttacker& a : v.attackers) {
    if (a.cell < 0 || scene.catalog == nullptr || a.enemy >= scene.catalog->enemies.size()) continue;
    float cx = 0.0f;
    float cy = 0.0f;
    AttackerCentreOf(scene, a.uid, a.cell, cx, cy);
    const std::vector<Badge> badges = BadgesOf(scene.catalog->enemies[a.enemy], a, v.frozen);
    for (int k = 0; k < static_cast<int>(badges.size()); ++k) placer.Keep(BadgeRect(cx, cy, c, k));
    if (a.contact) continue;  // a contact: its badge, no plate, no bar, no number
    placer.Keep(MarkingRect(cx, cy, c));
    placer.Keep(HealthBarRect(cx, cy, c));
  }
  const EnemyIntents* intents = scene.intents;
  std::array<int, kQuadrantCount> damage{};
  std::array<int, kQuadrantCount> blocked{};
  if (intents != nullptr) {
    for (const AttackerIntent& intent : intents->attackers) {
      if (!intent.breaches || intent.after_fall) continue;
      damage[static_cast<int>(intent.quadrant)] += intent.base_damage;
      blocked[static_cast<int>(intent.quadrant)] += intent.shield_blocks ? 1 : 0;
    }
    for (int q = 0; q < kQuadrantCount; ++q) {
      const int count = scene.threats_expanded ? intents->threats[q] : intents->breaches[q];
      if (count <= 0) continue;
      const Rect r = l.CellRect(kBaseCells[q]);
      const float qx = (q % 2 == 0) ? r.x + r.w * 0.2f : r.Right() - r.w * 0.2f;
      const float qy = (q < 2) ? r.y + r.h * 0.2f : r.Bottom() - r.h * 0.2f;
      const float radius = small * 0.95f;
      BoardLabel disc = Label(LabelKind::kThreatCount, kBaseCells[q], std::string(1, 'x').append(std::to_string(count)),
                              small, kWhite);
      disc.colour = kWhite;
      disc.x = qx;
      disc.y = qy;
      placer.Fix(std::move(disc), Rect{qx - radius, qy - radius, 2 * radius, 2 * radius});
      out.labels.back().x = qx;
      out.labels.back().y = qy;
    }
  }

  // 2. Health on the bars.
  for (const ViewAttacker& a : v.attackers) {
    if (a.cell < 0 || a.contact) continue;
    float cx = 0.0f;
    float cy = 0.0f;
    AttackerCentreOf(scene, a.uid, a.cell, cx, cy);
    const std::string hp = std::to_string(a.hp);
    BoardLabel label = Label(LabelKind::kHealth, a.cell, hp, small * 0.95f, kWhite);
    label.x = cx + c * 0.3f;
    label.y = cy + c * 0.24f;
    const Rect box = placer.TextBox(hp, label.size, label.x, label.y);
    placer.Fix(std::move(label), box);
  }

  if (intents != nullptr) {
    // 3. At each quadrant, what its breaches do: inside the quadrant, clear of the power's
    // pill and the count disc (a lower quadrant's over its pill's band, the base's name
    // under it).
    for (int q = 0; q < kQuadrantCount; ++q) {
      const Rect r = l.CellRect(kBaseCells[q]);
      const bool top = q < 2;
      const float inner_x = r.x + r.w * 0.5f;
      const float outer_x = (q % 2 == 0) ? r.x + r.w * 0.38f : r.x + r.w * 0.62f;
      const float inner_y = top ? r.y + r.h * 0.42f : r.y + r.h * 0.14f;
      const float outer_y = top ? r.y + r.h * 0.62f : r.y + r.h * 0.58f;
      if (damage[q] > 0) {
        placer.Place(Label(LabelKind::kBreach, kBaseCells[q], std::string(1, '-').append(std::to_string(damage[q])),
                        small * 1.3f, Colour(Role::kDanger)),
                  {{inner_x, inner_y}, {outer_x, inner_y}, {inner_x, outer_y}, {outer_x, outer_y}});
      } else if (blocked[q] > 0) {
        placer.Place(Label(LabelKind::kBlock, kBaseCells[q], Tr("BLOCK"), small, Colour(Role::kFriendly)),
                  {{inner_x, inner_y}, {outer_x, inner_y}, {inner_x, outer_y}, {outer_x, outer_y}});
      }
    }
  }

  // The base's name under the dome where the labels above leave it room; it is the one
  // label that gives way (the base is plain to see without it).
  placer.FixIfFree(Label(LabelKind::kBaseName, kNoCell, base.name.text, base.name.size, Rgba{150, 162, 168}),
                   placer.TextBox(base.name.text, base.name.size, base.name.x, base.name.y), base.power.box);
  if (!out.labels.empty() && out.labels.back().kind == LabelKind::kBaseName) {
    out.labels.back().x = base.name.x;
    out.labels.back().y = base.name.y;
  }

  // 4. What is on the cells: charges (a count in a corner of its cell, the places fewer),
  // then landings (a NEXT, which finds room around the count).
  for (const ViewTrap& t : v.traps) {
    if (t.cell < 0) continue;
    const Rect r = l.CellRect(t.cell);
    placer.Place(Label(LabelKind::kChargeCount, t.cell, std::to_string(t.fuse), small * 1.15f,
                    t.fuse <= 1 ? Colour(Role::kDanger) : Colour(Role::kScore)),
              {{r.Right() - c * 0.2f, r.Bottom() - c * 0.2f},
               {r.x + c * 0.2f, r.Bottom() - c * 0.2f},
               {r.Right() - c * 0.2f, r.y + c * 0.5f},
               {r.x + c * 0.2f, r.y + c * 0.5f},
               {r.Right() - c * 0.2f, r.y + c * 0.22f},
               {r.x + c * 0.2f, r.y + c * 0.22f}});
  }
  std::uint64_t landing = 0;  // cells with a NEXT already (two landings due on one cell)
  for (const PendingSpawn& p : v.pending) {
    if (p.cell < 0 || ((landing >> p.cell) & 1u) != 0) continue;
    landing |= std::uint64_t{1} << p.cell;
    // TRANSLATORS: over a cell where an attacker lands next turn, on a crowded board: as
    // short as the language allows (Portuguese PRÓX.).
    placer.Place(Label(LabelKind::kSpawn, p.cell, i18n::TrCtx("a landing on the board", "NEXT"), small * 0.85f,
                       Colour(Role::kWarning)),
              places(p.cell, {0.3f, 0.12f, -0.05f, -0.3f}));
  }

  // 5. The intents: a hero's ability on its token first, then what each attacker does.
  if (intents != nullptr) {
    for (const AttackerIntent& intent : intents->attackers) {
      if (intent.ability < 0 || intent.start < 0 || scene.catalog == nullptr ||
          intent.enemy >= scene.catalog->enemies.size()) {
        continue;
      }
      const std::vector<AbilityDef>& abilities = scene.catalog->enemies[intent.enemy].abilities;
      if (static_cast<std::size_t>(intent.ability) >= abilities.size()) continue;
      const AbilityKind kind = abilities[static_cast<std::size_t>(intent.ability)].kind;
      BoardLabel label =
          Label(LabelKind::kAbility, intent.start, AbilityShortName(kind), small * 0.9f, Colour(Role::kWarning));
      label.icon = AbilityIcon(kind);
      label.dim = intent.after_fall;
      placer.Place(std::move(label), places(intent.start, {-0.04f, -0.26f, 0.12f, -0.62f, 0.62f}));
    }
    for (const AttackerIntent& intent : intents->attackers) {
      const Cell at = intent.moves.empty() ? intent.start : intent.moves.back();
      if (at < 0) continue;
      auto intent_label = [&](LabelKind kind, Cell cell, std::string text, float size, Rgba colour,
                              std::initializer_list<float> rows) {
        BoardLabel label = Label(kind, cell, std::move(text), size, colour);
        label.dim = intent.after_fall;
        placer.Place(std::move(label), places(cell, rows));
      };
      if (intent.breaches) {
        // Labelled per quadrant above.
      } else if (intent.bash >= 0 && !intent.crushes) {
        intent_label(LabelKind::kIntent, intent.bash, Tr("BASH"), small, Colour(Role::kThreatPath), {-0.3f, 0.0f, 0.15f});
      } else if (intent.bash >= 0) {
        // TRANSLATORS: on the board, over a barricade a crusher tears down and walks through.
        intent_label(LabelKind::kIntent, intent.bash, Tr("CRUSH"), small, Colour(Role::kThreatPath),
                     {-0.3f, 0.0f, 0.15f});
      } else if (intent.post_clash.post >= 0) {
        const PostClash& clash = intent.post_clash;
        // TRANSLATORS: on the board, over a post whose unit leaves it after a stalemate.
        intent_label(LabelKind::kIntent, clash.post,
                     clash.unit_falls ? Tr("FALLS") : clash.gives_way ? Tr("GIVES WAY") : Tr("ENGAGE"), small,
                     Colour(clash.unit_falls ? Role::kDanger : Role::kThreatPath), {-0.3f, 0.0f, 0.15f});
      } else if (intent.skips) {
        intent_label(LabelKind::kIntent, at, Tr("SKIPS"), small, Colour(Role::kIncapacitated), {-0.3f, 0.0f, 0.15f});
      } else if (intent.waits && scene.threats_expanded) {
        intent_label(LabelKind::kIntent, at, Tr("WAITS"), small, kSand, {-0.3f, 0.0f, 0.15f});
      }
      if (intent.dies && scene.threats_expanded) {
        intent_label(LabelKind::kDies, at, Tr("DIES"), small, Colour(Role::kScore), {0.0f, 0.15f, -0.3f});
      }
      for (const FieldworkHit& hit : intent.fieldwork_hits) {
        if (hit.cell < 0) continue;
        const std::string text = hit.destroys ? Tr("KILL") : hit.damage > 0 ? "-" + std::to_string(hit.damage)
                                                                            : std::string(Tr("HIT"));
        intent_label(LabelKind::kFieldworkHit, hit.cell, text, small,
                     Colour(hit.destroys ? Role::kScore : Role::kFriendly), {-0.32f, 0.0f, 0.15f});
      }
      if (intent.trap_cell >= 0) {
        intent_label(LabelKind::kTrapLaid, intent.trap_cell, i18n::Format(Tr("+CHARGE {0}"), {std::to_string(intent.trap_fuse)}),
                     small * 0.8f, Colour(Role::kWarning), {-0.37f, 0.0f, 0.14f, -0.14f});
      }
    }
    for (const DetonationIntent& d : intents->detonations) {
      placer.Place(Label(LabelKind::kBlast, d.cell, Tr("BLAST"), small * 1.1f, Colour(Role::kDanger)),
                places(d.cell, {-0.3f, 0.0f, 0.15f}));
      for (const Cell cell : d.barricades) {
        placer.Place(Label(LabelKind::kLost, cell, Tr("LOST"), small * 0.85f, Colour(Role::kDanger)),
                  places(cell, {0.0f, 0.15f, -0.3f}));
      }
      for (const Cell cell : d.fieldworks) {
        placer.Place(Label(LabelKind::kLost, cell, Tr("LOST"), small * 0.85f, Colour(Role::kDanger)),
                  places(cell, {0.0f, 0.15f, -0.3f}));
      }
      // A unit posted in the blast: the damage it takes, or FALLS when that defeats it.
      for (const Cell cell : d.posts) {
        const bool lost = std::find(d.posts_lost.begin(), d.posts_lost.end(), cell) != d.posts_lost.end();
        placer.Place(Label(LabelKind::kLost, cell, lost ? Tr("FALLS") : "-" + std::to_string(kPostBlastDamage),
                           small * 0.85f, Colour(Role::kDanger)),
                     places(cell, {-0.3f, 0.0f, 0.15f}));
      }
    }
  }
  return out;
}

}  // namespace bc::render
