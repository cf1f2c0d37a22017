// base-command: the desktop game. See app/app_options.h for the command line.
#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/app_options.h"

int main(int argc, char** argv) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<std::string> args(argv, argv + argc);
  const bc::app::OptionsParse parse = bc::app::ParseAppOptions(args);
  if (!parse.error.empty()) {
    std::cerr << "base-command: " << parse.error << "\n" << bc::app::UsageText();
    return 2;
  }
  if (parse.options.help) {
    std::cout << bc::app::UsageText();
    return 0;
  }
  bc::app::App app(parse.options, start);
  return app.Run();
}
