// A mark on an ImGui window whose drawing the shell may keep in a texture and copy while
// it stays the same (app/imgui_draw.h): a window opaque over its rectangle (rounded
// corners apart) that lies on nothing but the cleared window, such as the battle's side
// panel. Its child windows are kept with it. Add it to the window's draw list right
// after Begin: ImGui::GetWindowDrawList()->AddCallback(render::KeepWindowDrawn, nullptr).
#pragma once

struct ImDrawList;
struct ImDrawCmd;

namespace bc::render {

// Draws nothing: ImGui's own backend calls it and moves on.
void KeepWindowDrawn(const ImDrawList* list, const ImDrawCmd* cmd);

}  // namespace bc::render
