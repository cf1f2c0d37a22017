#include <catch2/catch.hpp>

#include "app/app_options.h"

using bc::app::ParseAppOptions;

TEST_CASE("the command line opens a screen with a mission, seed and screenshot", "[app][options]") {
  const auto parse = ParseAppOptions({"base-command", "--screen", "battle", "--mission", "lone", "--seed", "42",
                                      "--screenshot", "out.png", "--frames", "5"});
  REQUIRE(parse.error.empty());
  CHECK(parse.options.screen == "battle");
  CHECK(parse.options.mission == "lone");
  REQUIRE(parse.options.seed.has_value());
  CHECK(*parse.options.seed == 42u);
  CHECK(parse.options.screenshot == "out.png");
  CHECK(parse.options.frames == 5);
}

TEST_CASE("no arguments open the title screen and take no screenshot", "[app][options]") {
  const auto parse = ParseAppOptions({"base-command"});
  REQUIRE(parse.error.empty());
  CHECK(parse.options.screen == "title");
  CHECK(parse.options.screenshot.empty());
  CHECK(parse.options.frames == 3);
  CHECK(parse.options.bench_frames == 0);
  CHECK(parse.options.window_w == 1280);
  CHECK(parse.options.window_h == 720);
}

TEST_CASE("The window option sets the starting size, within what the screens are laid out for", "[app][options]") {
  const auto parse = ParseAppOptions({"base-command", "--window", "1920x1080"});
  REQUIRE(parse.error.empty());
  CHECK(parse.options.window_w == 1920);
  CHECK(parse.options.window_h == 1080);
  CHECK(ParseAppOptions({"base-command", "--window", "800x500"}).error.empty());
  for (const char* bad : {"640x480", "1920", "1920x", "x1080", "wide", "1920x1080x2"}) {
    INFO(bad);
    CHECK(ParseAppOptions({"base-command", "--window", bad}).error.find("--window takes WIDTHxHEIGHT") == 0);
  }
}

TEST_CASE("a bad command line is refused with a reason, not a crash", "[app][options]") {
  CHECK(ParseAppOptions({"base-command", "--seed", "many"}).error.find("--seed") != std::string::npos);
  CHECK(ParseAppOptions({"base-command", "--frames", "0"}).error.find("--frames") != std::string::npos);
  CHECK(ParseAppOptions({"base-command", "--screen"}).error == "--screen needs a value");
  CHECK(ParseAppOptions({"base-command", "--fly"}).error == "unknown option \"--fly\"");
  CHECK(ParseAppOptions({"base-command", "--bench-frames", "300"}).options.bench_frames == 300);
}

TEST_CASE("The pad option starts the game with the hints as a gamepad gives them", "[app][options]") {
  CHECK_FALSE(ParseAppOptions({"base-command"}).options.pad);
  const auto parse = ParseAppOptions({"base-command", "--pad", "--screen", "battle"});
  REQUIRE(parse.error.empty());
  CHECK(parse.options.pad);
  CHECK(parse.options.screen == "battle");
  CHECK(bc::app::UsageText().find("--pad") != std::string::npos);
}

TEST_CASE("The language option picks this run's language, and refuses what is no language code", "[app][options]") {
  CHECK(ParseAppOptions({"base-command"}).options.language.empty());
  const auto ru = ParseAppOptions({"base-command", "--language", "ru", "--screen", "howto"});
  REQUIRE(ru.error.empty());
  CHECK(ru.options.language == "ru");
  CHECK(ru.options.screen == "howto");
  CHECK(ParseAppOptions({"base-command", "--language", "pseudo"}).options.language == "pseudo");
  CHECK(ParseAppOptions({"base-command", "--language"}).error == "--language needs a value");
  CHECK(ParseAppOptions({"base-command", "--language", "../ru"}).error.find("language code") != std::string::npos);
  CHECK(ParseAppOptions({"base-command", "--language", "RU"}).error.find("language code") != std::string::npos);
}

TEST_CASE("The language played is the command line's, else the settings' choice, else the system's", "[app][options]") {
  bc::app::AppOptions options;
  CHECK(bc::app::LanguageToUse(options, "", "ru") == "ru");
  CHECK(bc::app::LanguageToUse(options, "", "") == "en");
  CHECK(bc::app::LanguageToUse(options, "pt", "ru") == "pt");
  options.language = "pseudo";
  CHECK(bc::app::LanguageToUse(options, "pt", "ru") == "pseudo");
}

TEST_CASE("--script names an input script, which takes its own screenshots", "[app][options][script]") {
  const auto parse = ParseAppOptions({"base-command", "--script", "play.script"});
  REQUIRE(parse.error.empty());
  CHECK(parse.options.script == "play.script");
  CHECK(ParseAppOptions({"base-command", "--script"}).error == "--script needs a value");
  CHECK(ParseAppOptions({"base-command", "--script", "a", "--screenshot", "b.png"}).error ==
        "--script takes its screenshots with its own steps: leave out --screenshot and --bench-frames");
  CHECK(ParseAppOptions({"base-command", "--bench-frames", "10", "--script", "a"}).error ==
        "--script takes its screenshots with its own steps: leave out --screenshot and --bench-frames");
}
