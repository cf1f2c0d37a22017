// The field run's words (run_words.h).
#include "ui/run_words.h"

#include "ui/tr.h"

namespace bc::ui {

const char* StopName(runs::StopKind kind) {
  switch (kind) {
    case runs::StopKind::kRepair: return Tr("MAINTENANCE BAY");
    case runs::StopKind::kPromotion: return Tr("PROMOTION BOARD");
    case runs::StopKind::kRedundancy: return Tr("REDUNDANCIES");
    case runs::StopKind::kSupply: return Tr("SUPPLY DEPOT");
  }
  return "";
}

const char* StopText(runs::StopKind kind) {
  switch (kind) {
    case runs::StopKind::kRepair: return Tr("Every unit back to full HP, the disabled ones included. Ranks stay.");
    case runs::StopKind::kPromotion: return Tr("One unit of your choice goes up a rank, with its next stat profile.");
    case runs::StopKind::kRedundancy:
      return Tr("One card is let go; a copy of another card of the deck takes its desk.");
    case runs::StopKind::kSupply: return Tr("One of a few rarer cards, in place of a card of its family. Or none.");
  }
  return "";
}

}  // namespace bc::ui
