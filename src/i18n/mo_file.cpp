#include "i18n/mo_file.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace bc::i18n {

// ---------------------------------------------------------------------------------
// Plural-Forms

namespace {

constexpr int kMaxNodes = 512;
constexpr int kMaxDepth = 64;

// A recursive-descent parser of gettext's plural expression, C's precedence.
class PluralParser {
 public:
  PluralParser(std::string_view text, std::vector<PluralRule::Node>& nodes) : text_(text), nodes_(nodes) {}

  int ParseAll(std::string* error) {
    const int root = Conditional(0);
    Skip();
    if (root >= 0 && pos_ != text_.size()) Fail("unexpected '" + std::string(1, text_[pos_]) + "'");
    if (!error_.empty()) {
      if (error != nullptr) *error = error_;
      return -1;
    }
    return root;
  }

 private:
  void Skip() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool Eat(std::string_view token) {
    Skip();
    if (text_.substr(pos_, token.size()) != token) return false;
    // "<" must not swallow the start of "<=", nor "!" that of "!=".
    if (token.size() == 1 && pos_ + 1 < text_.size() && text_[pos_ + 1] == '=' &&
        (token == "<" || token == ">" || token == "!" || token == "=")) {
      return false;
    }
    pos_ += token.size();
    return true;
  }
  void Fail(std::string what) {
    if (error_.empty()) error_ = "the plural expression: " + what + " at character " + std::to_string(pos_ + 1);
  }
  int Add(PluralRule::Node node) {
    if (static_cast<int>(nodes_.size()) >= kMaxNodes) {
      Fail("more than " + std::to_string(kMaxNodes) + " terms");
      return -1;
    }
    nodes_.push_back(node);
    return static_cast<int>(nodes_.size()) - 1;
  }
  int Binary(char op, int a, int b) {
    if (a < 0 || b < 0) return -1;
    return Add({op, 0, a, b, -1});
  }

  int Conditional(int depth) {
    if (depth > kMaxDepth) {
      Fail("nested too deeply");
      return -1;
    }
    const int cond = Or(depth);
    if (cond < 0 || !Eat("?")) return cond;
    const int yes = Conditional(depth + 1);
    if (yes < 0) return -1;
    if (!Eat(":")) {
      Fail("'?' without ':'");
      return -1;
    }
    const int no = Conditional(depth + 1);
    if (no < 0) return -1;
    return Add({'?', 0, cond, yes, no});
  }
  int Or(int depth) {
    int left = And(depth);
    while (left >= 0 && Eat("||")) left = Binary('|', left, And(depth));
    return left;
  }
  int And(int depth) {
    int left = Equality(depth);
    while (left >= 0 && Eat("&&")) left = Binary('&', left, Equality(depth));
    return left;
  }
  int Equality(int depth) {
    int left = Relation(depth);
    while (left >= 0) {
      if (Eat("==")) left = Binary('=', left, Relation(depth));
      else if (Eat("!=")) left = Binary('~', left, Relation(depth));
      else break;
    }
    return left;
  }
  int Relation(int depth) {
    int left = Sum(depth);
    while (left >= 0) {
      if (Eat("<=")) left = Binary('l', left, Sum(depth));
      else if (Eat(">=")) left = Binary('g', left, Sum(depth));
      else if (Eat("<")) left = Binary('<', left, Sum(depth));
      else if (Eat(">")) left = Binary('>', left, Sum(depth));
      else break;
    }
    return left;
  }
  int Sum(int depth) {
    int left = Product(depth);
    while (left >= 0) {
      if (Eat("+")) left = Binary('+', left, Product(depth));
      else if (Eat("-")) left = Binary('-', left, Product(depth));
      else break;
    }
    return left;
  }
  int Product(int depth) {
    int left = Unary(depth);
    while (left >= 0) {
      if (Eat("*")) left = Binary('*', left, Unary(depth));
      else if (Eat("/")) left = Binary('/', left, Unary(depth));
      else if (Eat("%")) left = Binary('%', left, Unary(depth));
      else break;
    }
    return left;
  }
  int Unary(int depth) {
    if (depth > kMaxDepth) {
      Fail("nested too deeply");
      return -1;
    }
    if (Eat("!")) {
      const int inner = Unary(depth + 1);
      return inner < 0 ? -1 : Add({'!', 0, inner, -1, -1});
    }
    return Primary(depth);
  }
  int Primary(int depth) {
    Skip();
    if (pos_ >= text_.size()) {
      Fail("it ends too soon");
      return -1;
    }
    if (Eat("(")) {
      const int inner = Conditional(depth + 1);
      if (inner < 0) return -1;
      if (!Eat(")")) {
        Fail("'(' without ')'");
        return -1;
      }
      return inner;
    }
    if (text_[pos_] == 'n') {
      ++pos_;
      return Add({'n', 0, -1, -1, -1});
    }
    if (std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      unsigned long value = 0;
      const char* begin = text_.data() + pos_;
      const auto [end, ec] = std::from_chars(begin, text_.data() + text_.size(), value);
      if (ec != std::errc()) {
        Fail("a number too large");
        return -1;
      }
      pos_ += static_cast<std::size_t>(end - begin);
      return Add({'#', value, -1, -1, -1});
    }
    Fail("unexpected '" + std::string(1, text_[pos_]) + "'");
    return -1;
  }

  std::string_view text_;
  std::vector<PluralRule::Node>& nodes_;
  std::size_t pos_ = 0;
  std::string error_;
};

std::string_view Trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace

PluralRule::PluralRule() {
  std::string ignored;
  PluralParser parser("n != 1", nodes_);
  root_ = parser.ParseAll(&ignored);
}

std::optional<PluralRule> PluralRule::Parse(std::string_view value, std::string* error) {
  auto fail = [&](std::string what) -> std::optional<PluralRule> {
    if (error != nullptr) *error = "Plural-Forms: " + what;
    return std::nullopt;
  };
  const std::size_t np = value.find("nplurals");
  const std::size_t pl = value.find("plural", np == std::string_view::npos ? 0 : np + 8);
  if (np == std::string_view::npos) return fail("no nplurals");
  if (pl == std::string_view::npos) return fail("no plural=");
  std::string_view count_text = Trim(value.substr(np + 8, pl - np - 8));
  if (count_text.empty() || count_text.front() != '=') return fail("nplurals without '='");
  count_text = Trim(count_text.substr(1));
  if (!count_text.empty() && count_text.back() == ';') count_text = Trim(count_text.substr(0, count_text.size() - 1));
  int count = 0;
  const auto [end, ec] = std::from_chars(count_text.data(), count_text.data() + count_text.size(), count);
  if (ec != std::errc() || end != count_text.data() + count_text.size() || count < 1 || count > 6) {
    return fail("nplurals must be a number from 1 to 6, not '" + std::string(count_text) + "'");
  }
  std::string_view expr = Trim(value.substr(pl + 6));
  if (expr.empty() || expr.front() != '=') return fail("plural without '='");
  expr = Trim(expr.substr(1));
  if (const std::size_t semi = expr.find(';'); semi != std::string_view::npos) {
    if (!Trim(expr.substr(semi + 1)).empty()) return fail("text after the plural expression");
    expr = Trim(expr.substr(0, semi));
  }
  PluralRule rule;
  rule.nodes_.clear();
  rule.nplurals_ = count;
  std::string why;
  PluralParser parser(expr, rule.nodes_);
  rule.root_ = parser.ParseAll(&why);
  if (rule.root_ < 0) return fail(why);
  return rule;
}

int PluralRule::FormFor(unsigned long n) const {
  if (root_ < 0) return 0;
  // Nodes are stored children first, so one pass in order evaluates the whole tree.
  std::vector<unsigned long> value(nodes_.size(), 0);
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const Node& node = nodes_[i];
    auto at = [&](int child) { return value[static_cast<std::size_t>(child)]; };
    unsigned long v = 0;
    switch (node.op) {
      case 'n': v = n; break;
      case '#': v = node.value; break;
      case '!': v = at(node.a) == 0; break;
      case '?': v = at(node.a) != 0 ? at(node.b) : at(node.c); break;
      case '|': v = at(node.a) != 0 || at(node.b) != 0; break;
      case '&': v = at(node.a) != 0 && at(node.b) != 0; break;
      case '=': v = at(node.a) == at(node.b); break;
      case '~': v = at(node.a) != at(node.b); break;
      case '<': v = at(node.a) < at(node.b); break;
      case '>': v = at(node.a) > at(node.b); break;
      case 'l': v = at(node.a) <= at(node.b); break;
      case 'g': v = at(node.a) >= at(node.b); break;
      case '+': v = at(node.a) + at(node.b); break;
      case '-': v = at(node.a) - at(node.b); break;
      case '*': v = at(node.a) * at(node.b); break;
      case '/': v = at(node.b) == 0 ? 0 : at(node.a) / at(node.b); break;
      case '%': v = at(node.b) == 0 ? 0 : at(node.a) % at(node.b); break;
      default: break;
    }
    value[i] = v;
  }
  const unsigned long form = value[static_cast<std::size_t>(root_)];
  return form < static_cast<unsigned long>(nplurals_) ? static_cast<int>(form) : 0;
}

// ---------------------------------------------------------------------------------
// The .mo reader

namespace {

constexpr std::uint32_t kMagic = 0x950412de;
constexpr char kContextGlue = '\x04';

class Bytes {
 public:
  Bytes(std::string_view bytes, bool big) : bytes_(bytes), big_(big) {}
  bool Word(std::size_t at, std::uint32_t& out) const {
    if (at > bytes_.size() || bytes_.size() - at < 4) return false;
    const auto b = [&](std::size_t i) { return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes_[at + i])); };
    out = big_ ? (b(0) << 24 | b(1) << 16 | b(2) << 8 | b(3)) : (b(3) << 24 | b(2) << 16 | b(1) << 8 | b(0));
    return true;
  }
  std::string_view bytes() const { return bytes_; }

 private:
  std::string_view bytes_;
  bool big_;
};

std::vector<std::string> SplitNul(std::string_view text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t nul = text.find('\0', start);
    out.emplace_back(text.substr(start, nul == std::string_view::npos ? std::string_view::npos : nul - start));
    if (nul == std::string_view::npos) break;
    start = nul + 1;
  }
  return out;
}

// The value of one header field ("Plural-Forms"), or nullopt.
std::optional<std::string_view> HeaderField(std::string_view header, std::string_view name) {
  std::size_t start = 0;
  while (start < header.size()) {
    std::size_t end = header.find('\n', start);
    if (end == std::string_view::npos) end = header.size();
    const std::string_view line = header.substr(start, end - start);
    if (line.size() > name.size() && line.substr(0, name.size()) == name && line[name.size()] == ':') {
      return Trim(line.substr(name.size() + 1));
    }
    start = end + 1;
  }
  return std::nullopt;
}

std::string Key(std::string_view context, std::string_view msgid) {
  if (context.empty()) return std::string(msgid);
  std::string key(context);
  key += kContextGlue;
  key += msgid;
  return key;
}

}  // namespace

std::optional<MoCatalogue> MoCatalogue::Parse(std::string_view bytes, std::string* error) {
  auto fail = [&](std::string what) -> std::optional<MoCatalogue> {
    if (error != nullptr) *error = "not a valid .mo catalogue: " + what;
    return std::nullopt;
  };
  if (bytes.size() < 28) return fail("shorter than the 28-byte header (" + std::to_string(bytes.size()) + " bytes)");
  std::uint32_t magic = 0;
  Bytes(bytes, false).Word(0, magic);
  bool big = false;
  if (magic == kMagic) {
    big = false;
  } else if (magic == 0xde120495) {
    big = true;
  } else {
    return fail("the magic number is not gettext's 0x950412de");
  }
  const Bytes in(bytes, big);
  std::uint32_t revision = 0, count = 0, originals = 0, translations = 0;
  in.Word(4, revision);
  in.Word(8, count);
  in.Word(12, originals);
  in.Word(16, translations);
  if ((revision >> 16) > 1) return fail("format revision " + std::to_string(revision >> 16) + " is not 0 or 1");
  // Each string costs 8 bytes in each table: a count beyond that cannot be in the file.
  if (count > bytes.size() / 16) return fail("it claims " + std::to_string(count) + " strings, more than the file can hold");
  auto read_string = [&](std::uint32_t table, std::uint32_t i, std::string_view& out, const char* which) -> std::string {
    std::uint32_t length = 0, offset = 0;
    const std::size_t at = static_cast<std::size_t>(table) + static_cast<std::size_t>(i) * 8;
    if (!in.Word(at, length) || !in.Word(at + 4, offset)) {
      return std::string("the ") + which + " table runs past the end of the file";
    }
    if (offset > bytes.size() || bytes.size() - offset < static_cast<std::size_t>(length)) {
      return std::string(which) + " string " + std::to_string(i) + " runs past the end of the file";
    }
    out = bytes.substr(offset, length);
    return {};
  };
  MoCatalogue catalogue;
  catalogue.order_.reserve(count);
  for (std::uint32_t i = 0; i < count; ++i) {
    std::string_view original, translation;
    if (std::string why = read_string(originals, i, original, "original"); !why.empty()) return fail(why);
    if (std::string why = read_string(translations, i, translation, "translation"); !why.empty()) return fail(why);
    if (original.empty()) {
      catalogue.header_ = std::string(translation);
      continue;
    }
    std::string_view msgid = original;
    std::string plural;
    if (const std::size_t nul = original.find('\0'); nul != std::string_view::npos) {
      msgid = original.substr(0, nul);
      plural = std::string(original.substr(nul + 1));
    }
    Entry entry{plural, SplitNul(translation)};
    std::string key(msgid);
    auto [it, inserted] = catalogue.messages_.emplace(std::move(key), std::move(entry));
    if (!inserted) return fail("the message '" + it->first.substr(0, 60) + "' appears twice");
    catalogue.order_.push_back(it->first);
  }
  if (std::optional<std::string_view> forms = HeaderField(catalogue.header_, "Plural-Forms")) {
    std::string why;
    std::optional<PluralRule> rule = PluralRule::Parse(*forms, &why);
    if (!rule) return fail(why);
    catalogue.plural_ = std::move(*rule);
  }
  return catalogue;
}

const std::string* MoCatalogue::Find(std::string_view context, std::string_view msgid) const {
  const auto it = messages_.find(Key(context, msgid));
  if (it == messages_.end() || it->second.forms.empty() || it->second.forms.front().empty()) return nullptr;
  return &it->second.forms.front();
}

const std::string* MoCatalogue::FindPlural(std::string_view context, std::string_view msgid, unsigned long n) const {
  const auto it = messages_.find(Key(context, msgid));
  if (it == messages_.end()) return nullptr;
  const std::size_t form = static_cast<std::size_t>(plural_.FormFor(n));
  if (form >= it->second.forms.size() || it->second.forms[form].empty()) return nullptr;
  return &it->second.forms[form];
}

std::vector<MoMessage> MoCatalogue::Messages() const {
  std::vector<MoMessage> out;
  out.reserve(order_.size());
  for (const std::string& key : order_) {
    const Entry& entry = messages_.at(key);
    MoMessage message;
    if (const std::size_t glue = key.find(kContextGlue); glue != std::string::npos) {
      message.context = key.substr(0, glue);
      message.msgid = key.substr(glue + 1);
    } else {
      message.msgid = key;
    }
    message.msgid_plural = entry.msgid_plural;
    message.translations = entry.forms;
    out.push_back(std::move(message));
  }
  return out;
}

// ---------------------------------------------------------------------------------
// The writer

std::string EncodeMo(const std::vector<MoMessage>& messages, std::string_view header, ByteOrder order) {
  struct Pair {
    std::string original;
    std::string translation;
  };
  std::vector<Pair> pairs;
  pairs.push_back({"", std::string(header)});
  for (const MoMessage& m : messages) {
    Pair pair;
    pair.original = Key(m.context, m.msgid);
    if (!m.msgid_plural.empty()) {
      pair.original += '\0';
      pair.original += m.msgid_plural;
    }
    for (std::size_t i = 0; i < m.translations.size(); ++i) {
      if (i > 0) pair.translation += '\0';
      pair.translation += m.translations[i];
    }
    pairs.push_back(std::move(pair));
  }
  std::sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) { return a.original < b.original; });
  const auto n = static_cast<std::uint32_t>(pairs.size());
  const std::uint32_t originals = 28;
  const std::uint32_t translations = originals + 8 * n;
  std::uint32_t data = translations + 8 * n;
  std::string out;
  auto word = [&](std::uint32_t v) {
    const unsigned char b[4] = {static_cast<unsigned char>(v >> 24), static_cast<unsigned char>(v >> 16),
                                static_cast<unsigned char>(v >> 8), static_cast<unsigned char>(v)};
    for (int i = 0; i < 4; ++i) out += static_cast<char>(order == ByteOrder::kBig ? b[i] : b[3 - i]);
  };
  word(kMagic);
  word(0);
  word(n);
  word(originals);
  word(translations);
  word(0);
  word(data);
  std::string strings;
  auto table = [&](bool original) {
    for (const Pair& p : pairs) {
      const std::string& s = original ? p.original : p.translation;
      word(static_cast<std::uint32_t>(s.size()));
      word(data + static_cast<std::uint32_t>(strings.size()));
      strings += s;
      strings += '\0';
    }
  };
  table(true);
  table(false);
  return out + strings;
}

}  // namespace bc::i18n
