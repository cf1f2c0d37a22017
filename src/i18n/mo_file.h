// GNU gettext's compiled message catalogues (.mo files), read from bytes. The format is
// gettext's own (the GNU gettext manual, "The Format of GNU MO Files"): a magic number
// that also gives the byte order, a table of original strings and one of translations.
// A context is "context\x04msgid"; a plural entry is "singular\0plural" mapped to the
// forms joined by '\0'; the header (the translation of "") carries Plural-Forms.
//
// The reader trusts nothing: every offset and length is checked against the file, and a
// malformed file gives an error that says what is wrong, never a crash (the fuzz target
// "mo_file", tests/fuzz).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace bc::i18n {

// The Plural-Forms header's C expression in n ("n%10==1 && n%100!=11 ? 0 : ..."), parsed
// once and evaluated for each count. The operators are gettext's: ?: || && == != < > <=
// >= + - * / % ! and parentheses. Division by zero yields 0.
class PluralRule {
 public:
  // English's rule: nplurals=2, plural=(n != 1).
  PluralRule();

  // Parses a Plural-Forms value: "nplurals=3; plural=(...);". nullopt and `error` set
  // when it does not parse or nplurals is not 1 to 6.
  static std::optional<PluralRule> Parse(std::string_view header_value, std::string* error);

  int count() const { return nplurals_; }
  // The form for n, always in [0, count()): a value out of range gives form 0.
  int FormFor(unsigned long n) const;

  // One node of the expression; children are indices into nodes_.
  struct Node {
    char op = 'n';  // 'n', '#' (number), '!', '?', or the operator's first letter code
    unsigned long value = 0;
    int a = -1, b = -1, c = -1;
  };

 private:
  int nplurals_ = 2;
  std::vector<Node> nodes_;
  int root_ = -1;
};

// One message of a catalogue, as msgfmt writes it.
struct MoMessage {
  std::string context;                  // empty: none
  std::string msgid;
  std::string msgid_plural;             // empty: not a plural entry
  std::vector<std::string> translations;  // one, or one per plural form
};

enum class ByteOrder { kLittle, kBig };

class MoCatalogue {
 public:
  // Reads a .mo file's bytes. nullopt and `error` ("the string table runs past the end of
  // the file", ...) when it is not a well-formed catalogue.
  static std::optional<MoCatalogue> Parse(std::string_view bytes, std::string* error);

  // The translation of msgid in context ("" for none), or nullptr when there is none or
  // it is empty (gettext's rule: an empty msgstr means untranslated).
  const std::string* Find(std::string_view context, std::string_view msgid) const;
  // The plural form for n of the entry whose singular is msgid; nullptr when missing.
  const std::string* FindPlural(std::string_view context, std::string_view msgid, unsigned long n) const;

  std::size_t size() const { return messages_.size(); }
  const PluralRule& plural_rule() const { return plural_; }
  // The header's fields ("Language", "Plural-Forms", ...); empty when there is no header.
  const std::string& header() const { return header_; }
  // Every message but the header, in the file's (sorted) order.
  std::vector<MoMessage> Messages() const;

 private:
  struct Entry {
    std::string msgid_plural;
    std::vector<std::string> forms;
  };
  std::unordered_map<std::string, Entry> messages_;  // key: context '\x04' msgid, or msgid
  std::vector<std::string> order_;
  std::string header_;
  PluralRule plural_;
};

// Writes a catalogue as msgfmt would (sorted originals, no hash table), in either byte
// order: the test suites' and the fuzz target's writer. `header` is the translation of "".
std::string EncodeMo(const std::vector<MoMessage>& messages, std::string_view header, ByteOrder order);

}  // namespace bc::i18n
