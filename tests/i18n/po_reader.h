// A small reader of .po and .pot files for the tests: each entry's context, msgid, plural
// and translations, with the string escapes gettext writes. Obsolete (#~) entries are
// skipped; the header (msgid "") is kept as the first entry.
#pragma once

#include <fstream>
#include <string>
#include <vector>

namespace bc::test {

struct PoEntry {
  std::string context;
  std::string msgid;
  std::string msgid_plural;
  std::vector<std::string> msgstr;
  bool fuzzy = false;
  bool has_context = false;
};

inline std::string PoUnquote(const std::string& line) {
  const std::size_t open = line.find('"');
  const std::size_t close = line.rfind('"');
  std::string out;
  if (open == std::string::npos || close <= open) return out;
  for (std::size_t i = open + 1; i < close; ++i) {
    if (line[i] == '\\' && i + 1 < close) {
      const char c = line[++i];
      out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    } else {
      out += line[i];
    }
  }
  return out;
}

inline std::vector<PoEntry> ReadPo(const std::string& path) {
  std::vector<PoEntry> entries;
  std::ifstream in(path);
  PoEntry entry;
  std::string* target = nullptr;
  bool started = false;
  bool fuzzy = false;
  auto flush = [&] {
    if (started) {
      entries.push_back(entry);
    }
    entry = PoEntry{};
    target = nullptr;
    started = false;
  };
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("#~", 0) == 0) continue;
    if (line.rfind("#,", 0) == 0) {
      if (started) flush();
      fuzzy = line.find("fuzzy") != std::string::npos;
      continue;
    }
    if (line.empty() || line[0] == '#') {
      if (line.empty() && started && !entry.msgstr.empty()) flush();
      continue;
    }
    if (line.rfind("msgctxt", 0) == 0) {
      if (started) flush();
      started = true;
      entry.fuzzy = fuzzy;
      fuzzy = false;
      entry.has_context = true;
      entry.context = PoUnquote(line);
      target = &entry.context;
    } else if (line.rfind("msgid_plural", 0) == 0) {
      entry.msgid_plural = PoUnquote(line);
      target = &entry.msgid_plural;
    } else if (line.rfind("msgid", 0) == 0) {
      if (started && !entry.msgstr.empty()) flush();
      if (!started) {
        entry.fuzzy = fuzzy;
        fuzzy = false;
      }
      started = true;
      entry.msgid = PoUnquote(line);
      target = &entry.msgid;
    } else if (line.rfind("msgstr", 0) == 0) {
      entry.msgstr.push_back(PoUnquote(line));
      target = &entry.msgstr.back();
    } else if (line[0] == '"' && target != nullptr) {
      *target += PoUnquote(line);
    }
  }
  flush();
  return entries;
}

}  // namespace bc::test
