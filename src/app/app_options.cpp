#include "app/app_options.h"

#include <charconv>

namespace bc::app {

namespace {

template <typename T>
bool ParseNumber(const std::string& text, T& out) {
  const char* end = text.data() + text.size();
  const auto result = std::from_chars(text.data(), end, out);
  return result.ec == std::errc() && result.ptr == end;
}

}  // namespace

OptionsParse ParseAppOptions(const std::vector<std::string>& args) {
  OptionsParse parse;
  AppOptions& options = parse.options;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& arg = args[i];
    auto value = [&](std::string& out) {
      if (i + 1 >= args.size()) {
        parse.error = arg + " needs a value";
        return false;
      }
      out = args[++i];
      return true;
    };
    std::string text;
    if (arg == "--help" || arg == "-h") {
      options.help = true;
    } else if (arg == "--pad") {
      options.pad = true;
    } else if (arg == "--screen") {
      if (!value(options.screen)) return parse;
    } else if (arg == "--mission") {
      if (!value(options.mission)) return parse;
    } else if (arg == "--actions") {
      if (!value(options.actions)) return parse;
    } else if (arg == "--script") {
      if (!value(options.script)) return parse;
    } else if (arg == "--language") {
      if (!value(options.language)) return parse;
      const bool plain = !options.language.empty() && options.language.size() <= 16 &&
                         options.language.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos;
      if (!plain) {
        parse.error = "--language takes a language code like en, ru, pt or pseudo; got \"" + options.language + "\"";
        return parse;
      }
    } else if (arg == "--screenshot") {
      if (!value(options.screenshot)) return parse;
    } else if (arg == "--seed") {
      if (!value(text)) return parse;
      std::uint64_t seed = 0;
      if (!ParseNumber(text, seed)) {
        parse.error = "--seed must be a whole number, got \"" + text + "\"";
        return parse;
      }
      options.seed = seed;
    } else if (arg == "--window") {
      if (!value(text)) return parse;
      const std::size_t x = text.find('x');
      int w = 0;
      int h = 0;
      if (x == std::string::npos || !ParseNumber(text.substr(0, x), w) || !ParseNumber(text.substr(x + 1), h) ||
          w < 800 || h < 500 || w > 7680 || h > 4320) {
        parse.error = "--window takes WIDTHxHEIGHT from 800x500 to 7680x4320, like 1920x1080; got \"" + text + "\"";
        return parse;
      }
      options.window_w = w;
      options.window_h = h;
    } else if (arg == "--frames" || arg == "--bench-frames") {
      if (!value(text)) return parse;
      int count = 0;
      if (!ParseNumber(text, count) || count < 1 || count > 1000000) {
        parse.error = arg + " must be a whole number from 1 to 1000000, got \"" + text + "\"";
        return parse;
      }
      (arg == "--frames" ? options.frames : options.bench_frames) = count;
    } else {
      parse.error = "unknown option \"" + arg + "\"";
      return parse;
    }
  }
  if (!options.script.empty() && (!options.screenshot.empty() || options.bench_frames > 0)) {
    parse.error = "--script takes its screenshots with its own steps: leave out --screenshot and --bench-frames";
  }
  return parse;
}

std::string LanguageToUse(const AppOptions& options, const std::string& setting, const std::string& system) {
  if (!options.language.empty()) return options.language;
  if (!setting.empty()) return setting;
  return system.empty() ? "en" : system;
}

std::string UsageText() {
  return "usage: base-command [--screen NAME] [--mission ID] [--seed N]\n"
         "                    [--screenshot FILE.png] [--frames N] [--bench-frames N]\n"
         "                    [--window WxH] [--pad] [--language CODE] [--script FILE]\n"
         "  --screen NAME       open one screen directly: title, operations, battle,\n"
         "                      settings, howto, cinema, prepare, relax, basecamp,\n"
         "                      cards, deckbuilder, dossier, stats, archive\n"
         "  --mission ID        the mission for --screen battle (default: the first)\n"
         "  --seed N            the battle's seed\n"
         "  --actions \"A;B\"     play these actions on the opened battle (\"end_turn;fire C3\")\n"
         "  --screenshot FILE   render --frames frames (default 3), write a PNG, exit\n"
         "  --bench-frames N    play a scripted battle for N frames and print timings\n"
         "  --window WxH        open the window at this size (default 1280x720)\n"
         "  --pad               start as if a gamepad were in use: its buttons in the hints\n"
         "  --language CODE     play in this language for this run: en, ru, pt, or pseudo\n"
         "                      (every string wrapped in [[ ]]); the settings keep theirs\n"
         "  --script FILE       play an input script: a virtual gamepad's buttons, keys, waits,\n"
         "                      screenshots and quit, one step a line (docs/install.md)\n";
}

}  // namespace bc::app
