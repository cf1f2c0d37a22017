// The message catalogue's lookups as the screens use them (i18n/translate.h), and a
// label with a fixed ImGui id: TrId("Volume", "##music_volume") keeps the "##" id out of
// what translators see.
#pragma once

#include <string>

#include "i18n/translate.h"

namespace bc::ui {

using i18n::Format;
using i18n::N_;
using i18n::Tr;
using i18n::TrCtx;
using i18n::TrData;
using i18n::TrN;

inline std::string TrId(const char* text, const char* id) { return std::string(Tr(text)) + id; }

}  // namespace bc::ui
