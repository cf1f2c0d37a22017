// base-command-cli: the headless tool. Commands are added by the data layer work.
#include <iostream>

int main(int argc, char** argv) {
  (void)argv;
  if (argc < 2) {
    std::cerr << "usage: base-command-cli COMMAND\n";
    return 2;
  }
  return 2;
}
