// The fuzz corpus in the normal build: every file of tests/fuzz/corpus/<target>/ (the
// inputs that once crashed a reader, and hand-made seeds), every seed that
// tests/fuzz/seeds.txt names and the writers' own seeds are fed to their target, which must return, never crash. A
// target aborts on a broken invariant, which fails the test as a crash would.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz_targets.h"

namespace {

namespace fs = std::filesystem;

const fs::path kSource = BC_SOURCE_DIR;

std::string Read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The corpus folder's files, then the seeds.txt entries of `target`.
std::vector<fs::path> Inputs(const std::string& target) {
  std::vector<fs::path> files;
  const fs::path corpus = kSource / "tests" / "fuzz" / "corpus" / target;
  if (fs::is_directory(corpus)) {
    for (const auto& entry : fs::directory_iterator(corpus)) {
      if (entry.is_regular_file()) files.push_back(entry.path());
    }
  }
  std::ifstream seeds(kSource / "tests" / "fuzz" / "seeds.txt");
  std::string name;
  std::string path;
  for (std::string line; std::getline(seeds, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    if (!(fields >> name >> path) || name != target) continue;
    const fs::path where = kSource / path;
    if (fs::is_directory(where)) {
      for (const auto& entry : fs::directory_iterator(where)) {
        if (entry.path().extension() == ".json") files.push_back(entry.path());
      }
    } else {
      files.push_back(where);
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

void RunCorpus(const std::string& name) {
  const bc::fuzz::TargetInfo* target = bc::fuzz::FindTarget(name);
  REQUIRE(target != nullptr);
  const std::vector<fs::path> inputs = Inputs(name);
  const std::vector<std::string> generated = bc::fuzz::GeneratedSeeds(name);
  // Every target has seeds; none means the corpus went missing.
  REQUIRE(inputs.size() + generated.size() > 1);
  for (const fs::path& input : inputs) {
    INFO(input.string());
    REQUIRE(fs::is_regular_file(input));
    const std::string bytes = Read(input);
    CHECK(target->run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()) == 0);
  }
  for (const std::string& bytes : generated) {
    INFO(bytes.substr(0, 200));
    CHECK(target->run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()) == 0);
  }
}

}  // namespace

TEST_CASE("Fuzz corpus: the definitions target returns on every input of its corpus", "[fuzz]") { RunCorpus("definitions"); }
TEST_CASE("Fuzz corpus: the cards target returns on every input of its corpus", "[fuzz]") { RunCorpus("cards"); }
TEST_CASE("Fuzz corpus: the campaigns target returns on every input of its corpus", "[fuzz]") { RunCorpus("campaigns"); }
TEST_CASE("Fuzz corpus: the scenario target returns on every input of its corpus", "[fuzz]") { RunCorpus("scenario"); }
TEST_CASE("Fuzz corpus: the save target returns on every input of its corpus", "[fuzz]") { RunCorpus("save"); }
TEST_CASE("Fuzz corpus: the profile target returns on every input of its corpus", "[fuzz]") { RunCorpus("profile"); }
TEST_CASE("Fuzz corpus: the settings target returns on every input of its corpus", "[fuzz]") { RunCorpus("settings"); }
TEST_CASE("Fuzz corpus: the difficulties target returns on every input of its corpus", "[fuzz]") { RunCorpus("difficulties"); }
TEST_CASE("Fuzz corpus: the generator target returns on every input of its corpus", "[fuzz]") { RunCorpus("generator"); }
TEST_CASE("Fuzz corpus: the command_file target returns on every input of its corpus", "[fuzz]") { RunCorpus("command_file"); }
TEST_CASE("Fuzz corpus: the siege_save target returns on every input of its corpus", "[fuzz]") { RunCorpus("siege_save"); }
TEST_CASE("Fuzz corpus: the run_save target returns on every input of its corpus", "[fuzz]") { RunCorpus("run_save"); }
TEST_CASE("Fuzz corpus: the actions target returns on every input of its corpus", "[fuzz]") { RunCorpus("actions"); }
TEST_CASE("Fuzz corpus: the mo_file target returns on every input of its corpus", "[fuzz]") { RunCorpus("mo_file"); }
TEST_CASE("Fuzz corpus: the input_script target returns on every input of its corpus", "[fuzz]") { RunCorpus("input_script"); }

TEST_CASE("Fuzz corpus: every target has a corpus folder and a dictionary", "[fuzz]") {
  for (const bc::fuzz::TargetInfo& target : bc::fuzz::Targets()) {
    INFO(target.name);
    CHECK(fs::is_directory(kSource / "tests" / "fuzz" / "corpus" / target.name));
    CHECK(fs::is_regular_file(kSource / "tests" / "fuzz" / "dict" / (std::string(target.name) + ".dict")));
  }
}
