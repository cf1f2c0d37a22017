#include "app/font_completion.h"

#include "ui/theme.h"

namespace bc::app {

void FontCompletion::Start(const std::filesystem::path& asset_dir, float scale) {
  Cancel();
  scale_ = scale;
  done_.store(false, std::memory_order_relaxed);
  ui::GlyphRanges(ui::Glyphs::kAll);  // made here, before the worker reads them
  atlas_ = IM_NEW(ImFontAtlas)();
  thread_ = std::thread([this, asset_dir, scale] {
    fonts_ = ui::AddFonts(*atlas_, asset_dir, scale, ui::Glyphs::kAll);
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    atlas_->GetTexDataAsRGBA32(&pixels, &width, &height);  // builds the atlas, then converts it
    done_.store(true, std::memory_order_release);
  });
}

ImFontAtlas* FontCompletion::Take(ui::Fonts& fonts) {
  if (!ready()) return nullptr;
  thread_.join();
  fonts = fonts_;
  ImFontAtlas* atlas = atlas_;
  atlas_ = nullptr;
  return atlas;
}

void FontCompletion::Cancel() {
  if (thread_.joinable()) thread_.join();
  if (atlas_ != nullptr) IM_DELETE(atlas_);
  atlas_ = nullptr;
}

}  // namespace bc::app
