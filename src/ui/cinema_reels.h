// The archive cinema's five reels, drawn with an ImGui draw list: a parachute, a rover,
// a helicopter, a dust devil and a sunset, each with film grain, as an old reel reads.
#pragma once

#include <imgui.h>

namespace bc::ui {

// Reel `index` (0..4; anything else is the sunset) at time `t` seconds, filling the
// rectangle at `origin` of `size`, clipped to it.
void DrawReel(int index, ImDrawList* dl, ImVec2 origin, ImVec2 size, float t);

}  // namespace bc::ui
