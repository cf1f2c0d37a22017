// The fonts' rest, built off the main thread. The shell starts with the fonts' first
// glyphs (ui::Glyphs::kFirst: every character of the game's own texts, half the atlas's
// building) and, once its first frame is shown, builds the whole fonts (ui::Glyphs::kAll)
// into an atlas of their own on a worker thread; the window puts that atlas in the place
// of the first one at the start of a frame drawn anyway, once it is done.
#pragma once

#include <imgui.h>

#include <atomic>
#include <filesystem>
#include <thread>

#include "ui/screen.h"

namespace bc::app {

class FontCompletion {
 public:
  FontCompletion() = default;
  ~FontCompletion() { Cancel(); }
  FontCompletion(const FontCompletion&) = delete;
  FontCompletion& operator=(const FontCompletion&) = delete;

  // Starts building the whole fonts at `scale` (what ui::LoadFonts would add at it), the
  // atlas's pixels converted to RGBA too, so that the main thread only uploads them.
  void Start(const std::filesystem::path& asset_dir, float scale);
  bool running() const { return thread_.joinable(); }
  // Built and not yet taken.
  bool ready() const { return running() && done_.load(std::memory_order_acquire); }
  float scale() const { return scale_; }
  // Once ready: the atlas (made with IM_NEW, the caller's to delete with IM_DELETE) and
  // its fonts.
  ImFontAtlas* Take(ui::Fonts& fonts);
  // Waits for the worker and throws its atlas away.
  void Cancel();

 private:
  std::thread thread_;
  std::atomic<bool> done_{false};
  ImFontAtlas* atlas_ = nullptr;
  ui::Fonts fonts_;
  float scale_ = 0.0f;
};

}  // namespace bc::app
