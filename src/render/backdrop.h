// The menus' backdrop: a Martian dusk over a plain, with the research station's dome on
// the horizon. Drawn with SDL_Renderer shapes; no asset needed.
#pragma once

#include <SDL.h>

namespace bc::render {

// Fills the whole w x h area. `time` (seconds) drives the station's blinking lights.
void DrawMarsBackdrop(SDL_Renderer* renderer, float w, float h, float time);
// Seconds from `time` until the station's light next turns on or off: nothing else in
// the backdrop moves.
double SecondsToNextBlink(float time);
// A time in the light's on-half of the blink `time` falls in: drawn at it, the light holds on.
double SteadyLightTime(double time);

// A vertical gradient from `top` to `bottom` over the rectangle.
struct Rgba;
void FillVerticalGradient(SDL_Renderer* renderer, SDL_FRect rect, Rgba top, Rgba bottom);

}  // namespace bc::render
