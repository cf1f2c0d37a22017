// The dossier and the OPERATIONS ARCHIVE (profile_dossier.h), and a new profile.
#include "campaign/profile_dossier.h"

#include "campaign/achievement.h"

namespace bc {

Profile NewProfile(const std::vector<std::string>& starter_cards) {
  Profile profile;
  profile.owned_cards.insert(starter_cards.begin(), starter_cards.end());
  profile.cosmetics.insert(kStandardEmblem);
  profile.cosmetics.insert(kStandardCallingCard);
  return profile;
}

std::string NormalizeCallsign(const std::string& text, std::string* reason) {
  std::size_t first = text.find_first_not_of(' ');
  std::size_t last = text.find_last_not_of(' ');
  const std::string trimmed = first == std::string::npos ? "" : text.substr(first, last - first + 1);
  std::string out;
  bool last_space = false;
  for (const char raw : trimmed) {
    char c = raw;
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    const bool allowed = (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ' ||
                         c == '-' || c == '.';
    if (!allowed) {
      if (reason != nullptr) {
        *reason = "a callsign may use letters A-Z, digits, spaces, '-' and '.' only";
      }
      return "";
    }
    if (c == ' ' && last_space) continue;  // one space between words
    last_space = c == ' ';
    out += c;
  }
  const int length = static_cast<int>(out.size());
  if (length < kMinCallsignLength || length > kMaxCallsignLength) {
    if (reason != nullptr) {
      *reason = "a callsign is " + std::to_string(kMinCallsignLength) + " to " +
                std::to_string(kMaxCallsignLength) + " characters long";
    }
    return "";
  }
  return out;
}

Outcome SetCallsign(const std::string& text, Profile& profile) {
  std::string reason;
  const std::string callsign = NormalizeCallsign(text, &reason);
  if (callsign.empty()) return Outcome::Refused(reason);
  profile.callsign = callsign;
  return Outcome::Done();
}

Outcome ChooseEmblem(const std::string& emblem, Profile& profile) {
  if (!IsEmblem(emblem)) return Outcome::Refused("'" + emblem + "' is not an emblem");
  if (profile.cosmetics.count(emblem) == 0) {
    return Outcome::Refused("that emblem has not been earned yet");
  }
  profile.emblem = emblem;
  return Outcome::Done();
}

Outcome ChooseCallingCard(const std::string& calling_card, Profile& profile) {
  if (!IsCallingCard(calling_card)) {
    return Outcome::Refused("'" + calling_card + "' is not a calling card");
  }
  if (profile.cosmetics.count(calling_card) == 0) {
    return Outcome::Refused("that calling card has not been earned yet");
  }
  profile.calling_card = calling_card;
  return Outcome::Done();
}

Outcome ClearActiveSiege(Profile& profile) {
  if (!profile.active_siege) return Outcome::Refused("no siege is in progress");
  profile.active_siege.reset();
  return Outcome::Done();
}

Outcome EraseStatistics(Profile& profile) {
  profile.stats = Statistics{};
  return Outcome::Done();
}

}  // namespace bc
