// A calling card whose motto the catalogue translates is shown in the player's language:
// the standard issue reads MOSTLY INSURED in English, В ОСНОВНОМ ЗАСТРАХОВАН in Russian and
// QUASE TODO SEGURADO in Portuguese (assets/dossier/calling_card_0.<code>.png, drawn by
// tools/assets/dossier.py); a card with no translated motto is the same art everywhere.
#include <catch2/catch.hpp>

#include <filesystem>

#include "app/headless_ui.h"
#include "campaign/profile.h"
#include "in_language.h"
#include "ui/dossier_screen.h"

using namespace bc;
using in_language::InLanguage;

TEST_CASE("The standard calling card's motto reads in the player's language", "[app][dossier][i18n]") {
  headless::Headless ui;
  for (const char* code : {"ru", "pt"}) {
    INFO(code);
    CHECK(std::filesystem::exists(ui.context.asset_dir / "dossier" /
                                  (std::string(kStandardCallingCard) + "." + code + ".png")));
  }
  ui::DossierBadge badge;
  SDL_Texture* english = badge.Art(ui.context, kStandardCallingCard);
  SDL_Texture* plain = badge.Art(ui.context, "calling_card_1");  // KRAB CONTROL: not translated
  REQUIRE(english != nullptr);
  REQUIRE(plain != nullptr);
  for (const char* code : {"ru", "pt"}) {
    INFO(code);
    InLanguage language(code);
    REQUIRE(language.ok);
    SDL_Texture* translated = badge.Art(ui.context, kStandardCallingCard);
    REQUIRE(translated != nullptr);
    CHECK(translated != english);
    CHECK(badge.Art(ui.context, "calling_card_1") == plain);
  }
  CHECK(badge.Art(ui.context, kStandardCallingCard) == english);  // back in English
}
