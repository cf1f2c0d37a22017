#include "render/colour_roles.h"
#include "i18n/translate.h"

namespace bc::render {

using i18n::Tr;

namespace {

using namespace palette;

// The game's own colours: what every role was before there were palettes.
Palette Standard() {
  Palette p;
  p.vision = ColourVision::kStandard;
  p[Role::kFriendly] = kTeal;
  p[Role::kLegalTarget] = kTeal;
  p[Role::kThreatPath] = kHazard;
  p[Role::kDangerPath] = kDanger;
  p[Role::kDanger] = kDanger;
  p[Role::kWarning] = kHazard;
  p[Role::kShieldUp] = kTeal;
  p[Role::kShieldDown] = kDanger;
  p[Role::kShieldOvercharged] = kGold;
  p[Role::kScore] = kGold;
  p[Role::kFrozen] = kFrost;
  p[Role::kPoisoned] = kPoison;
  p[Role::kIncapacitated] = kViolet;
  p[Role::kContact] = kContact;
  p[Role::kLane] = kSand;
  p[Role::kFamilyUnit] = kTeal;
  p[Role::kFamilySupport] = kOchre;
  p[Role::kFamilyFieldwork] = kHazard;
  p[Role::kFamilyDoctrine] = kViolet;
  return p;
}

// Red-green (protanopia, deuteranopia): the blue-yellow axis both keep. Friendly and legal
// are sky blue, threats yellow, damage blue-violet, warnings amber (Okabe and Ito's
// colour-blind-safe set, lightened where they are text on the dark panels).
Palette RedGreen(ColourVision vision) {
  Palette p = Standard();
  p.vision = vision;
  p.marks_over_sprites = true;
  const Rgba sky{86, 180, 233};
  const Rgba yellow{240, 228, 66};
  const Rgba blue{60, 100, 255};
  p[Role::kFriendly] = sky;
  p[Role::kLegalTarget] = sky;
  p[Role::kThreatPath] = yellow;
  p[Role::kDangerPath] = blue;
  p[Role::kDanger] = Rgba{140, 120, 255};  // violet enough to stay apart from the sky-blue "no damage"
  p[Role::kWarning] = Rgba{230, 159, 0};
  p[Role::kShieldUp] = sky;
  p[Role::kShieldDown] = blue;
  p[Role::kShieldOvercharged] = kWhite;
  p[Role::kPoisoned] = yellow;
  p[Role::kIncapacitated] = Rgba{204, 121, 167};
  p[Role::kFamilyUnit] = sky;
  p[Role::kFamilyFieldwork] = Rgba{230, 159, 0};
  p[Role::kFamilyDoctrine] = Rgba{204, 121, 167};
  return p;
}

// Blue-yellow (tritanopia): the red-cyan axis it keeps. Friendly stays teal, damage is a
// pure red, threats and warnings pink, the overcharged shield and support cards white,
// poison pale yellow, frozen cyan.
Palette BlueYellow() {
  Palette p = Standard();
  p.vision = ColourVision::kTritanopia;
  p.marks_over_sprites = true;
  const Rgba pink{255, 110, 200};
  const Rgba red{255, 30, 30};
  p[Role::kThreatPath] = pink;
  p[Role::kDangerPath] = red;
  p[Role::kDanger] = Rgba{255, 70, 60};
  p[Role::kWarning] = pink;
  p[Role::kShieldDown] = red;
  p[Role::kShieldOvercharged] = kWhite;
  p[Role::kFamilyFieldwork] = pink;
  p[Role::kFamilySupport] = Rgba{230, 230, 230};  // ochre comes within 19 of the pink fieldworks
  p[Role::kPoisoned] = Rgba{250, 250, 120};  // the poison green and the frost blue are one colour to this eye
  p[Role::kFrozen] = Rgba{0, 200, 255};
  return p;
}

// High contrast: full-strength cyan, yellow and magenta, paths opaque.
Palette HighContrast() {
  Palette p = Standard();
  p.vision = ColourVision::kHighContrast;
  p.marks_over_sprites = true;
  p.opaque_paths = true;
  const Rgba cyan{0, 255, 255};
  const Rgba yellow{255, 255, 0};
  const Rgba magenta{255, 0, 255};
  p[Role::kFriendly] = cyan;
  p[Role::kLegalTarget] = cyan;
  p[Role::kThreatPath] = yellow;
  p[Role::kDangerPath] = magenta;
  p[Role::kDanger] = Rgba{255, 90, 255};
  p[Role::kWarning] = yellow;
  p[Role::kShieldUp] = cyan;
  p[Role::kShieldDown] = magenta;
  p[Role::kShieldOvercharged] = Rgba{255, 255, 255};
  p[Role::kScore] = Rgba{255, 230, 0};
  p[Role::kLane] = Rgba{255, 255, 255};
  p[Role::kFamilyUnit] = cyan;
  p[Role::kFamilySupport] = Rgba{255, 255, 255};
  p[Role::kFamilyFieldwork] = yellow;
  p[Role::kFamilyDoctrine] = Rgba{255, 140, 255};
  return p;
}

const std::array<Palette, session::kColourVisionCount>& Palettes() {
  static const std::array<Palette, session::kColourVisionCount> palettes = {
      Standard(), RedGreen(ColourVision::kProtanopia), RedGreen(ColourVision::kDeuteranopia), BlueYellow(),
      HighContrast()};
  return palettes;
}

Palette& Active() {
  static Palette active = Standard();
  return active;
}

std::uint32_t& Generation() {
  static std::uint32_t generation = 0;
  return generation;
}

}  // namespace

const Palette& PaletteFor(ColourVision vision) {
  const int i = static_cast<int>(vision);
  return Palettes()[i >= 0 && i < session::kColourVisionCount ? static_cast<std::size_t>(i) : 0];
}

const Palette& ActivePalette() { return Active(); }

void UsePalette(const Palette& palette) {
  Palette& active = Active();
  if (active.colours == palette.colours && active.vision == palette.vision &&
      active.marks_over_sprites == palette.marks_over_sprites && active.opaque_paths == palette.opaque_paths) {
    return;
  }
  active = palette;
  ++Generation();
}

std::uint32_t PaletteGeneration() { return Generation(); }

const char* ColourVisionLabel(ColourVision vision) {
  switch (vision) {
    case ColourVision::kStandard: return Tr("STANDARD");
    case ColourVision::kProtanopia: return Tr("PROTANOPIA");
    case ColourVision::kDeuteranopia: return Tr("DEUTERANOPIA");
    case ColourVision::kTritanopia: return Tr("TRITANOPIA");
    case ColourVision::kHighContrast: return Tr("HIGH CONTRAST");
  }
  return Tr("STANDARD");
}

const char* ColourVisionBlurb(ColourVision vision) {
  switch (vision) {
    case ColourVision::kStandard: return Tr("The station's issued colours.");
    case ColourVision::kProtanopia: return Tr("Red-weak vision: threats yellow, damage blue, friendly sky blue.");
    case ColourVision::kDeuteranopia: return Tr("Green-weak vision: threats yellow, damage blue, friendly sky blue.");
    case ColourVision::kTritanopia: return Tr("Blue-weak vision: threats pink, damage red, friendly teal.");
    case ColourVision::kHighContrast: return Tr("Full-strength marks, opaque paths. Subtlety is not required.");
  }
  return "";
}

}  // namespace bc::render
