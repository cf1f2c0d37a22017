// The game's colours: dusty reds and ochres for Martian ground, teal for friendly
// technology, hazard orange for warnings. Shared by the board renderer and the UI theme.
#pragma once

#include <cstdint>

namespace bc::render {

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  bool operator==(const Rgba&) const = default;
};

// `top` at `alpha` over an opaque `below`, as an 8-bit blend rounds it (each term
// rounded, as Mesa's llvmpipe does): the one opaque colour that gives the same pixels
// as drawing the two, so that a panel known to lie on `below` can be drawn without
// blending.
constexpr Rgba Over(Rgba top, std::uint8_t alpha, Rgba below) {
  auto mix = [alpha](std::uint8_t t, std::uint8_t b) {
    return static_cast<std::uint8_t>((t * alpha * 2 + 255) / 510 + (b * (255 - alpha) * 2 + 255) / 510);
  };
  return Rgba{mix(top.r, below.r), mix(top.g, below.g), mix(top.b, below.b), 255};
}

namespace palette {
constexpr Rgba kNight{22, 14, 12};          // window background
constexpr Rgba kPanel{38, 24, 20};          // panels
constexpr Rgba kGroundDark{104, 48, 34};    // dusty red
constexpr Rgba kGroundLight{128, 62, 40};
constexpr Rgba kOchre{181, 113, 58};
constexpr Rgba kSand{222, 184, 135};        // body text on dark
constexpr Rgba kRock{66, 52, 48};
constexpr Rgba kTeal{46, 196, 182};         // friendly tech: base, shields, cannon
constexpr Rgba kTealDark{20, 92, 88};
constexpr Rgba kHazard{255, 122, 26};       // warnings, intents, breaches
constexpr Rgba kDanger{226, 60, 48};        // damage, enemy health
constexpr Rgba kFrost{150, 210, 255};       // frozen
constexpr Rgba kPoison{140, 210, 70};       // poisoned
constexpr Rgba kViolet{190, 120, 230};      // incapacitated
constexpr Rgba kContact{114, 255, 156};     // a concealed contact: the scope's green
constexpr Rgba kWhite{245, 238, 228};
constexpr Rgba kGold{255, 206, 84};         // score, stars
}  // namespace palette

}  // namespace bc::render
