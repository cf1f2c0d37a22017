// The tooltip window Dear ImGui drew in the last frame, for the tests of what a tooltip
// shows and where.
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

namespace tooltip_probe {

// The tooltip window drawn last frame, or null.
inline const ImGuiWindow* Tooltip() {
  const ImGuiContext* g = ImGui::GetCurrentContext();
  for (const ImGuiWindow* window : g->Windows) {
    if (window->Active && (window->Flags & ImGuiWindowFlags_Tooltip) != 0) return window;
  }
  return nullptr;
}

}  // namespace tooltip_probe
