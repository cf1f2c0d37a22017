// The shipped assets honour the asset contract: every sound effect decodes, has a sane
// length and level (not silent, not clipped), the music and programmes load, and every
// contracted sprite exists, loads with IMG_Load and has its contracted size.
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_mixer.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "app/audio.h"
#include "basecommand/catalog.h"
#include "data/catalog_loader.h"

namespace {

const std::filesystem::path kAssets = std::filesystem::path(BC_SOURCE_DIR) / "assets";

// What a 16-bit PCM WAV file holds, as far as the checks need.
struct WavInfo {
  bool ok = false;
  std::string error;
  int channels = 0;
  int rate = 0;
  int bits = 0;
  double seconds = 0.0;
  int peak = 0;       // largest absolute sample
  double rms = 0.0;   // 0..1 of full scale
};

std::uint32_t Le32(const std::vector<unsigned char>& b, std::size_t at) {
  return b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (static_cast<std::uint32_t>(b[at + 3]) << 24);
}
std::uint16_t Le16(const std::vector<unsigned char>& b, std::size_t at) {
  return static_cast<std::uint16_t>(b[at] | (b[at + 1] << 8));
}

// A small RIFF parser: walks the chunks, reads "fmt " and decodes "data".
WavInfo ParseWav(const std::vector<unsigned char>& bytes) {
  WavInfo info;
  if (bytes.size() < 12 || std::string(bytes.begin(), bytes.begin() + 4) != "RIFF" ||
      std::string(bytes.begin() + 8, bytes.begin() + 12) != "WAVE") {
    info.error = "not a RIFF/WAVE file";
    return info;
  }
  bool have_format = false;
  std::size_t at = 12;
  while (at + 8 <= bytes.size()) {
    const std::string id(bytes.begin() + at, bytes.begin() + at + 4);
    const std::uint32_t size = Le32(bytes, at + 4);
    const std::size_t body = at + 8;
    if (body + size > bytes.size()) {
      info.error = "chunk '" + id + "' runs past the end of the file";
      return info;
    }
    if (id == "fmt " && size >= 16) {
      if (Le16(bytes, body) != 1) {
        info.error = "not PCM";
        return info;
      }
      info.channels = Le16(bytes, body + 2);
      info.rate = static_cast<int>(Le32(bytes, body + 4));
      info.bits = Le16(bytes, body + 14);
      have_format = true;
    } else if (id == "data") {
      if (!have_format || info.bits != 16 || info.channels < 1) {
        info.error = "data before a 16-bit format chunk";
        return info;
      }
      const std::size_t samples = size / 2;
      double sum = 0.0;
      for (std::size_t i = 0; i < samples; ++i) {
        const auto s = static_cast<std::int16_t>(Le16(bytes, body + 2 * i));
        const int magnitude = std::abs(static_cast<int>(s));
        info.peak = std::max(info.peak, magnitude);
        sum += static_cast<double>(s) * s;
      }
      info.seconds = static_cast<double>(samples) / info.channels / info.rate;
      info.rms = samples ? std::sqrt(sum / static_cast<double>(samples)) / 32768.0 : 0.0;
      info.ok = true;
      return info;
    }
    at = body + size + (size & 1);
  }
  info.error = "no data chunk";
  return info;
}

std::vector<unsigned char> ReadBytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<unsigned char>(std::istreambuf_iterator<char>(in), {});
}

// A level that is neither silent nor at the clipping rail.
bool LevelIsHealthy(const WavInfo& w) { return w.peak < 32440 && w.rms > 0.01; }

// A mono 16-bit WAV image in memory, for checking the checker.
std::vector<unsigned char> MakeWav(const std::vector<std::int16_t>& samples) {
  std::vector<unsigned char> b;
  auto put32 = [&b](std::uint32_t v) { for (int i = 0; i < 4; ++i) b.push_back((v >> (8 * i)) & 0xff); };
  auto put16 = [&b](std::uint16_t v) { b.push_back(v & 0xff); b.push_back(v >> 8); };
  auto tag = [&b](const char* t) { for (int i = 0; i < 4; ++i) b.push_back(static_cast<unsigned char>(t[i])); };
  tag("RIFF"); put32(36 + 2 * static_cast<std::uint32_t>(samples.size())); tag("WAVE");
  tag("fmt "); put32(16); put16(1); put16(1); put32(44100); put32(88200); put16(2); put16(16);
  tag("data"); put32(2 * static_cast<std::uint32_t>(samples.size()));
  for (auto s : samples) put16(static_cast<std::uint16_t>(s));
  return b;
}

const char* const kEffects[] = {
    "blow", "critical", "miss", "impact", "explosion", "cannon_charge", "cannon_fire",
    "shield_block", "shield_break", "breach_alarm", "barricade_build", "barricade_bash",
    "mine", "sentry", "ui_confirm", "ui_cancel", "ui_hover", "ui_error", "victory", "defeat",
    "post_taken", "post_engaged", "unit_falls"};

struct Sprite {
  std::string path;
  int size_w;
  int size_h;
};

std::vector<Sprite> ContractSprites() {
  std::vector<Sprite> out;
  for (const char* id : {"black_star_initiate", "killer_krab", "ridge_skimmer", "twinfin_dart"}) {
    for (const char* v : {"", "_damaged", "_incapacitated", "_poisoned", "_frozen"}) {
      out.push_back({std::string("sprites/enemies/") + id + v + ".png", 128, 128});
    }
  }
  for (const char* n : {"ground_0", "ground_1", "ground_2", "ground_3", "blocked", "objective",
                        "deployment", "reinforcement", "shield_up", "shield_overcharged",
                        "shield_down", "cannon", "cannon_charge_0", "cannon_charge_1",
                        "cannon_charge_2", "cannon_charge_3", "barricade", "barricade_burning",
                        "barricade_bashed"}) {
    out.push_back({std::string("sprites/board/") + n + ".png", 128, 128});
  }
  out.push_back({"sprites/board/base.png", 256, 256});
  for (int i = 0; i < 8; ++i) out.push_back({"sprites/fx/explosion_" + std::to_string(i) + ".png", 128, 128});
  for (const char* n : {"hit_flash", "shield_flash", "breach"}) out.push_back({std::string("sprites/fx/") + n + ".png", 128, 128});
  for (const char* n : {"poison", "incapacitated", "frozen", "aircraft", "shield"}) {
    out.push_back({std::string("sprites/ui/badge_") + n + ".png", 48, 48});
  }
  // A unit card's perks and ranks (card_tile.cpp).
  for (const char* n : {"first_strike", "heavy_weapons", "protection", "squad_leader", "fury", "behemoth", "overload",
                        "ion_weapon", "luck"}) {
    out.push_back({std::string("sprites/ui/perk_") + n + ".png", 48, 48});
  }
  for (int rank = 1; rank <= 4; ++rank) out.push_back({"sprites/ui/rank_" + std::to_string(rank) + ".png", 48, 48});
  for (const char* n : {"highlight_target", "highlight_move", "highlight_danger", "arrow_straight",
                        "arrow_diagonal", "arrow_head"}) {
    out.push_back({std::string("sprites/ui/") + n + ".png", 128, 128});
  }
  for (const char* f : {"unit", "support", "fieldwork", "doctrine", "weapon", "hero"}) {
    out.push_back({std::string("sprites/ui/icon_") + f + ".png", 64, 64});
    out.push_back({std::string("cards/frame_") + f + ".png", 256, 320});
  }
  for (const char* n : {"sentry", "mine", "watchman", "terrain_works"}) {
    out.push_back({std::string("sprites/fieldworks/") + n + ".png", 128, 128});
  }
  out.push_back({"icon.png", 256, 256});
  for (int i = 0; i < 19; ++i) {
    out.push_back({"dossier/emblem_" + std::to_string(i) + ".png", 128, 128});
    out.push_back({"dossier/calling_card_" + std::to_string(i) + ".png", 480, 120});
  }
  // The calling cards whose motto is translated, in each language (tools/assets/dossier.py).
  for (const char* card : {"calling_card_0", "calling_card_11", "calling_card_13", "calling_card_16", "calling_card_18"}) {
    for (const char* code : {"ru", "pt"}) out.push_back({std::string("dossier/") + card + "." + code + ".png", 480, 120});
  }
  return out;
}

}  // namespace

TEST_CASE("the WAV level check rejects silence and clipping and accepts a normal tone", "[assets]") {
  std::vector<std::int16_t> tone(4410), silent(4410, 3), clipped(4410);
  for (std::size_t i = 0; i < tone.size(); ++i) {
    const double s = std::sin(2.0 * 3.14159265 * 440.0 * static_cast<double>(i) / 44100.0);
    tone[i] = static_cast<std::int16_t>(20000 * s);
    clipped[i] = static_cast<std::int16_t>(s > 0 ? 32767 : -32768);
  }
  const WavInfo good = ParseWav(MakeWav(tone));
  REQUIRE(good.ok);
  CHECK(good.seconds == Approx(0.1));
  CHECK(LevelIsHealthy(good));
  CHECK_FALSE(LevelIsHealthy(ParseWav(MakeWav(silent))));
  CHECK_FALSE(LevelIsHealthy(ParseWav(MakeWav(clipped))));
  std::vector<unsigned char> truncated = MakeWav(tone);
  truncated.resize(truncated.size() / 2);
  CHECK_FALSE(ParseWav(truncated).ok);
  CHECK_FALSE(ParseWav({'n', 'o', 'p', 'e'}).ok);
}

TEST_CASE("every contracted sound effect is 44.1 kHz 16-bit and short and audible and unclipped", "[assets]") {
  for (const char* name : kEffects) {
    const auto path = kAssets / "sfx" / (std::string(name) + ".wav");
    INFO(path.string());
    REQUIRE(std::filesystem::is_regular_file(path));
    const WavInfo w = ParseWav(ReadBytes(path));
    REQUIRE(w.ok);
    CHECK(w.rate == 44100);
    CHECK(w.bits == 16);
    CHECK(w.seconds >= 0.02);
    CHECK(w.seconds <= 3.0);
    CHECK(w.peak < 32440);  // below -0.1 dBFS
    CHECK(w.rms > 0.01);
  }
}

TEST_CASE("music and ambience and the cinema programmes decode with loop-sized lengths", "[assets]") {
  SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
  bc::app::Audio audio;
  REQUIRE(audio.Open());
  struct Piece { const char* path; double min_s; double max_s; };
  for (const Piece& p : {Piece{"sfx/ambience.ogg", 10, 120}, Piece{"music/menu.ogg", 60, 180},
                         Piece{"music/broadcast.ogg", 60, 180}, Piece{"music/overture_1812.ogg", 60, 180},
                         Piece{"audio/story.ogg", 20, 240}}) {
    const auto path = kAssets / p.path;
    INFO(path.string());
    Mix_Music* music = Mix_LoadMUS(path.string().c_str());
    REQUIRE(music != nullptr);
    const double seconds = Mix_MusicDuration(music);
    CHECK(seconds >= p.min_s);
    CHECK(seconds <= p.max_s);
    Mix_FreeMusic(music);
  }
  // The wrapper finds the programmes by name in music/ and audio/.
  audio.SetAssetRoot(kAssets);
  audio.PlayMusic("story");
  CHECK(audio.MusicPlaying());
  audio.PlayMusic("menu");
  CHECK(audio.MusicPlaying());
  CHECK(audio.log().empty());
}

TEST_CASE("every contracted sprite exists and loads with IMG_Load at its contracted size", "[assets]") {
  int loaded = 0;
  for (const Sprite& s : ContractSprites()) {
    const auto path = kAssets / s.path;
    INFO(path.string());
    SDL_Surface* surface = IMG_Load(path.string().c_str());
    REQUIRE(surface != nullptr);
    CHECK(surface->w == s.size_w);
    CHECK(surface->h == s.size_h);
    if (s.path.rfind("sprites/enemies/", 0) == 0) {
      // Attackers stand on the ground tiles: RGBA with a see-through corner.
      REQUIRE(SDL_ISPIXELFORMAT_ALPHA(surface->format->format));
      Uint32 corner = 0;
      SDL_LockSurface(surface);
      std::memcpy(&corner, surface->pixels, sizeof corner);
      SDL_UnlockSurface(surface);
      Uint8 r = 0, g = 0, b = 0, a = 255;
      SDL_GetRGBA(corner, surface->format, &r, &g, &b, &a);
      CHECK(a == 0);
    }
    SDL_FreeSurface(surface);
    ++loaded;
  }
  CHECK(loaded == 140);  // 115, 13 rank and perk marks, Standing Orders' emblem and calling card, and ten calling cards whose motto is translated
}

TEST_CASE("the Inter fonts and their licence ship with the game", "[assets]") {
  for (const char* f : {"Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "OFL.txt"}) {
    INFO(f);
    CHECK(std::filesystem::file_size(kAssets / "fonts" / f) > 1000);
  }
  CHECK(std::filesystem::is_regular_file(kAssets / "CREDITS.md"));
}

// This one validates the game data against the art: every card, base weapon and
// attacker in data/ has its image, so a new card without art shows up here.
TEST_CASE("every card and base weapon in data has card art and every attacker has its sprites", "[assets][data]") {
  const bc::data::CatalogLoad load = bc::data::LoadCatalog(bc::data::DefaultDataDir());
  REQUIRE(load.ok());
  const bc::Catalog& catalog = load.catalog;
  REQUIRE_FALSE(catalog.cards.empty());
  for (const bc::CardDef& card : catalog.cards) {
    const auto path = kAssets / "cards" / (card.id + ".png");
    INFO(path.string());
    CHECK(std::filesystem::is_regular_file(path));
    if (card.family == bc::CardFamily::kFieldwork) {
      CHECK(std::filesystem::is_regular_file(kAssets / "sprites" / "fieldworks" / (card.id + ".png")));
    }
  }
  for (const auto& weapon : catalog.weapons) {
    INFO(weapon.id);
    CHECK(std::filesystem::is_regular_file(kAssets / "cards" / (weapon.id + ".png")));
  }
  for (const auto& enemy : catalog.enemies) {
    for (const char* look : {"", "_damaged", "_incapacitated", "_poisoned", "_frozen"}) {
      const auto path = kAssets / "sprites" / "enemies" / (enemy.sprite + look + ".png");
      INFO(path.string());
      CHECK(std::filesystem::is_regular_file(path));
    }
  }
}
