// HOW TO PLAY's rulebook, read from docs/rules.md as the build embedded it
// (cmake/embed_text.cmake writes kRulesMarkdown).
#include "ui/rules_reference.h"

#include <set>

#include "i18n/translate.h"

namespace bc::ui {

extern const char* const kRulesMarkdown[];
extern const int kRulesMarkdown_count;

std::vector<RulesSection> ParseRulebook(std::string_view markdown) {
  std::vector<RulesSection> sections;
  std::set<std::string> seen;
  std::size_t begin = 0;
  while (begin < markdown.size()) {
    std::size_t end = markdown.find('\n', begin);
    if (end == std::string_view::npos) end = markdown.size();
    std::string_view line = markdown.substr(begin, end - begin);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    begin = end + 1;
    if (line.rfind("## ", 0) == 0) {
      sections.push_back({std::string(line.substr(3)), {}});
    } else if (line.rfind("> ", 0) == 0 && !sections.empty()) {
      std::string rule(line.substr(2));
      if (seen.insert(rule).second) sections.back().lines.push_back(std::move(rule));
    }
  }
  std::erase_if(sections, [](const RulesSection& s) { return s.lines.empty(); });
  return sections;
}

const std::string& RulesMarkdown() {
  static const std::string kText = [] {
    std::string text;
    for (int i = 0; i < kRulesMarkdown_count; ++i) text += kRulesMarkdown[i];
    return text;
  }();
  return kText;
}

const std::vector<RulesSection>& RulesReference() {
  static const std::vector<RulesSection> kSections = ParseRulebook(RulesMarkdown());
  return kSections;
}

const std::vector<RulesSection>& TranslatedRulesReference() {
  // The rulebook's lines are messages of the data domain (tools/i18n/extract-data reads
  // them from docs/rules.md); built again when the language changes.
  static std::string language;
  static std::vector<RulesSection> sections;
  if (sections.empty() || language != i18n::Language()) {
    language = i18n::Language();
    sections = RulesReference();
    for (RulesSection& section : sections) {
      section.title = std::string(i18n::TrData(section.title));
      for (std::string& line : section.lines) line = std::string(i18n::TrData(line));
    }
  }
  return sections;
}

}  // namespace bc::ui
