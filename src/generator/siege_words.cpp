// A generated siege's name and briefing, composed from whole phrases (siege_generator.h).
#include <cstddef>
#include <string>

#include "generator/siege_generator.h"

namespace bc::gen {

namespace {

const std::string& At(const std::vector<std::string>& phrases, int index) {
  static const std::string kNone;
  if (index < 0 || static_cast<std::size_t>(index) >= phrases.size()) return kNone;
  return phrases[static_cast<std::size_t>(index)];
}

void AddSentence(std::string& text, const std::string& sentence) {
  if (sentence.empty()) return;
  if (!text.empty()) text += ' ';
  text += sentence;
}

}  // namespace

std::string Untranslated(const std::string& phrase) { return phrase; }

std::string SiegeName(const SiegePhrases& phrases, const SiegeWords& words, const PhraseText& text) {
  const std::string& place = At(phrases.places, words.place);
  const std::string& incident = At(phrases.incidents, words.incident);
  if (place.empty() || incident.empty()) return place.empty() ? (incident.empty() ? "FIELD SIEGE" : text(incident)) : text(place);
  return text(place) + " \u2014 " + text(incident);
}

std::string SiegeBriefing(const SiegePhrases& phrases, const SiegeWords& words, const PhraseText& text) {
  std::string out;
  const std::string& opening = At(phrases.openings, words.opening);
  if (!opening.empty()) AddSentence(out, text(opening));
  for (const std::string& key : words.features) {
    if (const auto it = phrases.features.find(key); it != phrases.features.end()) AddSentence(out, text(it->second));
  }
  for (const std::string& id : words.warnings) {
    if (const auto it = phrases.warnings.find(id); it != phrases.warnings.end()) AddSentence(out, text(it->second));
  }
  const std::string& closing = At(phrases.closings, words.closing);
  if (!closing.empty()) AddSentence(out, text(closing));
  if (out.empty()) out = "The Bureau has filed this siege without comment.";
  return out;
}

std::string ComposedText(const SiegePhrases& phrases, const std::string& english, const PhraseText& text) {
  std::vector<const std::string*> all;
  for (const auto* list : {&phrases.places, &phrases.incidents, &phrases.openings, &phrases.closings}) {
    for (const std::string& p : *list) all.push_back(&p);
  }
  for (const auto& [key, p] : phrases.features) all.push_back(&p);
  for (const auto& [id, p] : phrases.warnings) all.push_back(&p);
  static const std::string kDash = " \u2014 ";
  std::string out;
  std::size_t pos = 0;
  while (pos < english.size()) {
    if (english.compare(pos, kDash.size(), kDash) == 0) {
      out += kDash;
      pos += kDash.size();
      continue;
    }
    if (english[pos] == ' ') {
      out += ' ';
      ++pos;
      continue;
    }
    // The longest phrase that starts here and ends at a space or the end.
    const std::string* best = nullptr;
    for (const std::string* p : all) {
      if (p->empty() || (best != nullptr && p->size() <= best->size())) continue;
      const std::size_t end = pos + p->size();
      if (end <= english.size() && english.compare(pos, p->size(), *p) == 0 && (end == english.size() || english[end] == ' ')) {
        best = p;
      }
    }
    if (best != nullptr) {
      out += text(*best);
      pos += best->size();
      continue;
    }
    const std::size_t next = english.find(' ', pos);
    const std::size_t stop = next == std::string::npos ? english.size() : next;
    out.append(english, pos, stop - pos);
    pos = stop;
  }
  return out;
}

}  // namespace bc::gen
