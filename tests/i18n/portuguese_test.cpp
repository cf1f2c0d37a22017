// The Portuguese the game ships is Brazilian, in both domains: no European spelling, word or
// "está a <infinitive>" progressive in either pt.po, both headers say pt_BR with the Brazilian
// plural rule, and a Brazilian or a European system locale still picks the "pt" catalogues.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/mo_file.h"
#include "i18n/po_reader.h"
#include "i18n/translate.h"

// The file's own names, apart from those of the tests compiled with it in one unity
// batch (cmake/build_speed.cmake).
namespace portuguese_test {

namespace fs = std::filesystem;

namespace {

const fs::path kPo = fs::path(BC_SOURCE_DIR) / "po";
const fs::path kLocale = BC_LOCALE_BUILD_DIR;

// Spellings and words that are European Portuguese only; the Brazilian form is what the
// catalogues use (po/GLOSSARY.md).
const std::set<std::string, std::less<>> kEuropeanWords = {
    "ecrã", "ecrãs", "ficheiro", "ficheiros", "equipa", "equipas", "registo", "registos",
    "registado", "registada", "registados", "registadas", "registar", "utilizador", "utilizadores",
    "utilizadora", "facto", "factos", "acção", "acções", "activo", "activa", "activos", "activas",
    "actual", "actuais", "óptimo", "óptima", "óptimos", "óptimas", "objectivo", "objectivos",
    "projecto", "projectos", "contacto", "contactos", "direcção", "selecção", "secção", "secções",
    "receção", "perceção", "detetar", "detetado", "detetada", "deteção", "autocarro", "autocarros",
    "camião", "telemóvel", "percentagem", "dezasseis", "dezassete", "dezanove", "grelha",
    "auscultadores", "partilhar", "partilha", "partilhado", "partilhada", "partilhados",
    "partilhadas", "rebenta", "rebentar", "omissão", "tu", "vós", "teu", "tua", "teus", "tuas",
    "vosso", "vossa", "vossos", "vossas", "convosco"};

// Word pairs that are European only: Brazil writes "embaixo" and "até o".
const std::vector<std::pair<std::string_view, std::string_view>> kEuropeanPairs = {
    {"em", "baixo"}, {"até", "ao"}, {"até", "aos"}};

// The auxiliaries of the European progressive "está a atacar" (Brazil: "está atacando").
const std::set<std::string, std::less<>> kProgressiveVerbs = {
    "está", "estão", "estava", "estavam", "estou", "estamos", "estar", "estando", "estiver",
    "estiverem", "esteja", "estejam", "fica", "ficam", "ficar", "ficou", "continua", "continuam",
    "continuar", "anda", "andam"};

// A word of the text, lower-cased, and whether only one space separates it from the one
// before (a progressive does not run across punctuation).
struct Word {
  std::string text;
  bool joined = false;
};

// Latin letters and the UTF-8 bytes of the accented ones make words; the capitals À-Þ
// (UTF-8 C3 80-9E) are lowered by adding 0x20 to their second byte.
std::vector<Word> Words(std::string_view text) {
  std::vector<Word> out;
  std::string separator;
  std::size_t i = 0;
  while (i < text.size()) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    if (!letter) {
      separator += static_cast<char>(c);
      ++i;
      continue;
    }
    Word word;
    word.joined = !out.empty() && separator == " ";
    while (i < text.size()) {
      const unsigned char b = static_cast<unsigned char>(text[i]);
      if (b >= 'A' && b <= 'Z') {
        word.text += static_cast<char>(b + 32);
      } else if (b >= 'a' && b <= 'z') {
        word.text += static_cast<char>(b);
      } else if (b == 0xC3 && i + 1 < text.size()) {
        unsigned char next = static_cast<unsigned char>(text[i + 1]);
        if (next >= 0x80 && next <= 0x9E && next != 0x97) next = static_cast<unsigned char>(next + 0x20);
        word.text += static_cast<char>(b);
        word.text += static_cast<char>(next);
        ++i;
      } else if (b >= 0x80) {
        word.text += static_cast<char>(b);
      } else {
        break;
      }
      ++i;
    }
    separator.clear();
    out.push_back(word);
  }
  return out;
}

bool EndsWith(std::string_view text, std::string_view end) {
  return text.size() >= end.size() && text.substr(text.size() - end.size()) == end;
}

bool IsVowel(std::string_view word, std::size_t at) {
  if (at >= word.size()) return false;
  if (std::string_view("aeiou").find(word[at]) != std::string_view::npos) return true;
  // á é í ó ú â ê ô ã õ: C3 A1 A9 AD B3 BA A2 AA B4 A3 B5
  if (static_cast<unsigned char>(word[at]) != 0xC3 || at + 1 >= word.size()) return false;
  const std::string_view seconds("\xA1\xA9\xAD\xB3\xBA\xA2\xAA\xB4\xA3\xB5");
  return seconds.find(word[at + 1]) != std::string_view::npos;
}

// European stress marking: é or ó before m or n and a vowel (génio, ténis, bónus, iónica,
// económico), where Brazil writes ê and ô. Word-final "ém" (também, alguém) is Brazilian too.
bool HasEuropeanAcute(std::string_view word) {
  for (std::size_t i = 0; i + 3 < word.size(); ++i) {
    if (static_cast<unsigned char>(word[i]) != 0xC3) continue;
    const unsigned char vowel = static_cast<unsigned char>(word[i + 1]);
    if (vowel != 0xA9 && vowel != 0xB3) continue;
    if ((word[i + 2] == 'm' || word[i + 2] == 'n') && IsVowel(word, i + 3)) return true;
  }
  return false;
}

bool IsInfinitive(std::string_view word) {
  return word.size() > 2 && (EndsWith(word, "ar") || EndsWith(word, "er") || EndsWith(word, "ir") ||
                             EndsWith(word, "or") || word == "pôr");
}

// What in `text` is European Portuguese only: each form as found, lower-cased.
std::vector<std::string> EuropeanForms(std::string_view text) {
  std::vector<std::string> found;
  const std::vector<Word> words = Words(text);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i].text;
    if (kEuropeanWords.count(word) != 0 || HasEuropeanAcute(word)) found.push_back(word);
    if (i + 1 < words.size() && words[i + 1].joined) {
      for (const auto& [first, second] : kEuropeanPairs) {
        if (word == first && words[i + 1].text == second) found.push_back(word + " " + words[i + 1].text);
      }
    }
    if (i + 2 < words.size() && kProgressiveVerbs.count(word) != 0 && words[i + 1].text == "a" &&
        words[i + 1].joined && words[i + 2].joined && IsInfinitive(words[i + 2].text)) {
      found.push_back(word + " a " + words[i + 2].text);
    }
  }
  return found;
}

std::string ReadBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

const std::vector<fs::path> kPortuguese = {kPo / "base-command" / "pt.po", kPo / "base-command-data" / "pt.po"};

}  // namespace

TEST_CASE("The European-form check finds European spelling, words and progressives, and passes Brazilian") {
  using Forms = std::vector<std::string>;
  // Lines of the European data catalogue as it was.
  CHECK(EuropeanForms("Os Planadores estão a usar a serra como estrada.") == Forms{"estão a usar"});
  CHECK(EuropeanForms("Este ecrã é uma referência de mecânicas.") == Forms{"ecrã"});
  CHECK(EuropeanForms("CONTACTO DESCONHECIDO") == Forms{"contacto"});
  CHECK(EuropeanForms("Arma Iónica. Os pontos de escudo do alvo caem para 0.") == Forms{"iónica"});
  CHECK(EuropeanForms("CAMPO CRIOGÉNICO") == Forms{"criogénico"});
  CHECK(EuropeanForms("Vale um bónus.") == Forms{"bónus"});
  CHECK(EuropeanForms("O escudo {quadrant} está em baixo.") == Forms{"em baixo"});
  CHECK(EuropeanForms("O canhão carrega até ao nível {step}.") == Forms{"até ao"});
  CHECK(EuropeanForms("O morteiro está a ser usado; o EMP continua a funcionar.") ==
        Forms{"está a ser", "continua a funcionar"});
  CHECK(EuropeanForms("A conclusão fica registada, tal como o facto.") == Forms{"registada", "facto"});
  CHECK(EuropeanForms("EQUIPA DE SAPADORES") == Forms{"equipa"});
  CHECK(EuropeanForms("Escolhe o teu ficheiro.") == Forms{"teu", "ficheiro"});
  // Brazilian, and European look-alikes that are not.
  CHECK(EuropeanForms("Os Planadores estão usando a serra como estrada.").empty());
  CHECK(EuropeanForms("{who} está a caminho; ainda não há casa livre.").empty());
  CHECK(EuropeanForms("O caminhante desembarca a uma casa dos seus escudos.").empty());
  CHECK(EuropeanForms("Está a seu critério. Fica a cargo da Repartição.").empty());
  CHECK(EuropeanForms("Alguém também detém o gênio do bônus iônico no Éden.").empty());
  CHECK(EuropeanForms("Está. A Repartição vai atacar depois.").empty());
  CHECK(EuropeanForms("A tela, o arquivo, a equipe e o registro do contato.").empty());
}

TEST_CASE("The Portuguese catalogues are Brazilian: no European spelling, word or progressive in either") {
  for (const fs::path& po : kPortuguese) {
    REQUIRE(fs::is_regular_file(po));
    const std::vector<bc::test::PoEntry> entries = bc::test::ReadPo(po.string());
    REQUIRE(entries.size() > 100);
    for (const bc::test::PoEntry& entry : entries) {
      if (entry.msgid.empty()) continue;
      for (const std::string& translation : entry.msgstr) {
        for (const std::string& form : EuropeanForms(translation)) {
          FAIL_CHECK(po.parent_path().filename().string() << "/pt.po, msgid \"" << entry.msgid << "\": European \""
                                                          << form << "\" in \"" << translation << "\"");
        }
      }
    }
  }
}

TEST_CASE("Both Portuguese catalogues declare pt_BR and the Brazilian plural rule, where 0 is singular") {
  for (const fs::path& po : kPortuguese) {
    INFO(po.string());
    const std::vector<bc::test::PoEntry> entries = bc::test::ReadPo(po.string());
    REQUIRE_FALSE(entries.empty());
    REQUIRE(entries.front().msgid.empty());
    REQUIRE(entries.front().msgstr.size() == 1);
    const std::string& header = entries.front().msgstr.front();
    CHECK(header.find("\nLanguage: pt_BR\n") != std::string::npos);
    CHECK(header.find("Plural-Forms: nplurals=2; plural=(n > 1);\n") != std::string::npos);

    // The compiled catalogue reads the same rule: "0 ciclo", "1 ciclo", "2 ciclos".
    const std::string domain = po.parent_path().filename().string();
    const fs::path mo_path = kLocale / "pt" / "LC_MESSAGES" / (domain + ".mo");
    REQUIRE(fs::is_regular_file(mo_path));
    std::string error;
    const std::optional<bc::i18n::MoCatalogue> mo = bc::i18n::MoCatalogue::Parse(ReadBytes(mo_path), &error);
    INFO(error);
    REQUIRE(mo.has_value());
    CHECK(mo->plural_rule().FormFor(0) == 0);
    CHECK(mo->plural_rule().FormFor(1) == 0);
    CHECK(mo->plural_rule().FormFor(2) == 1);
    CHECK(mo->plural_rule().FormFor(1000) == 1);
  }
}

TEST_CASE("A Brazilian or a European system locale picks the Portuguese catalogues") {
  using bc::i18n::PickSystemLanguage;
  const std::vector<std::string> available = {"en", "pt", "ru"};
  for (const char* locale : {"pt_BR.UTF-8", "pt_PT.UTF-8", "pt_BR", "pt_PT", "pt", "pt_BR.utf8@euro"}) {
    INFO(locale);
    CHECK(PickSystemLanguage(nullptr, nullptr, nullptr, locale, available) == "pt");
    CHECK(PickSystemLanguage(nullptr, nullptr, locale, "ru_RU.UTF-8", available) == "pt");
    CHECK(PickSystemLanguage(nullptr, locale, "ru_RU.UTF-8", "de_DE.UTF-8", available) == "pt");
    CHECK(PickSystemLanguage(locale, nullptr, nullptr, "ru_RU.UTF-8", available) == "pt");
  }
  CHECK(PickSystemLanguage("pt_PT:ru", nullptr, nullptr, "de_DE.UTF-8", available) == "pt");
  CHECK(PickSystemLanguage("de_DE:pt_BR", nullptr, nullptr, "ru_RU.UTF-8", available) == "pt");
  // Without the catalogues, neither variant is offered.
  CHECK(PickSystemLanguage(nullptr, nullptr, nullptr, "pt_BR.UTF-8", {"en", "ru"}) == "en");
}

}  // namespace portuguese_test
