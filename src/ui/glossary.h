// The keyword glossary: every game term a card, tooltip or log line uses, with its
// meaning in one or two sentences. Shown on HOW TO PLAY and in card tooltips.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace bc::ui {

struct GlossaryEntry {
  std::string keyword;  // as it appears in text, e.g. "First Strike"
  std::string meaning;
};

const std::vector<GlossaryEntry>& Glossary();

// The glossary entries whose keyword occurs in `text` (case-insensitive), each once,
// in glossary order.
std::vector<const GlossaryEntry*> KeywordsIn(std::string_view text);

}  // namespace bc::ui
