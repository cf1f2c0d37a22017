// The overlay F5 opens: after a failed reload, every root error (file, JSON path, reason;
// the errors that follow from them are counted in the summary)
// with Retry and Dismiss; after a good reload during a battle, the offer to restart the
// battle from its seed with the new data.
#pragma once

#include <string>
#include <vector>

#include "data/load_error.h"
#include "ui/screen.h"

namespace bc::ui {

enum class ReloadChoice { kNone, kRetry, kDismiss, kRestartBattle, kKeepBattle };

struct ReloadOverlay {
  bool open = false;
  data::LoadErrors errors;     // non-empty: the reload failed
  bool offer_restart = false;  // the reload worked and a battle is in progress
  std::string summary;

  void ShowErrors(data::LoadErrors list, std::string text) {
    open = true;
    errors = std::move(list);
    offer_restart = false;
    summary = std::move(text);
  }
  void OfferRestart(std::string text) {
    open = true;
    errors.clear();
    offer_restart = true;
    summary = std::move(text);
  }
  void Close() {
    open = false;
    errors.clear();
    offer_restart = false;
  }
};

// Draws the overlay when open; returns what the player chose this frame.
ReloadChoice DrawReloadOverlay(const ReloadOverlay& overlay, const UiContext& context);

}  // namespace bc::ui
