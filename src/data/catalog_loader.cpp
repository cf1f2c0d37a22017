// LoadCatalog: every definition file under a data folder, read strictly, then checked
// against each other.
#include "data/catalog_loader.h"

#include "data/install_paths.h"

#include <algorithm>
#include <cstdlib>

#include "data/card_loader.h"
#include "data/definition_loader.h"
#include "data/difficulty_loader.h"
#include "data/json_source.h"

namespace bc::data {

namespace {

// The .json files directly in `dir`, sorted by name so that load order (and so the
// catalog's indices) never depends on the file system.
std::vector<std::filesystem::path> JsonFilesIn(const std::filesystem::path& dir, const char* kind,
                                               DefinitionPass& pass, LoadErrors& errors) {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    errors.push_back(LoadError{dir.generic_string(), "", 0, 0, "folder not found"});
    pass.unreadable_kinds.emplace_back(kind);
    return files;
  }
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    // Every *.json entry, a folder too: ParseJsonFile says it is not a file.
    if (entry.path().extension() == ".json") {
      files.push_back(entry.path());
    }
  }
  if (ec) errors.push_back(LoadError{dir.generic_string(), "", 0, 0, "cannot list the folder: " + ec.message()});
  std::sort(files.begin(), files.end());
  if (files.empty() && !ec) {
    errors.push_back(LoadError{dir.generic_string(), "", 0, 0, "no .json files in this folder"});
    pass.unreadable_kinds.emplace_back(kind);
  }
  return files;
}

using ReadFn = void (*)(Reader&, bool, DefinitionPass&);

void ReadFile(const std::filesystem::path& path, ReadFn read, const char* kind,
              DefinitionPass& pass, LoadErrors& errors, std::vector<std::string>* accepted_keys) {
  const std::optional<JsonSource> source = ParseJsonFile(path, errors);
  if (!source) {
    pass.unreadable_kinds.emplace_back(kind);
    return;
  }
  const ReadContext context{source->file, &source->locator, &errors, accepted_keys};
  Reader root(context, source->root, "");
  if (!root.is_object()) {
    // Said once; what the file would have defined is then not missed again elsewhere.
    pass.unreadable_kinds.emplace_back(kind);
    return;
  }
  root.Allow("$schema");
  read(root, true, pass);
  root.Finish();
}

}  // namespace

CatalogLoad LoadCatalog(const std::filesystem::path& data_dir) { return LoadCatalog(data_dir, nullptr); }

CatalogLoad LoadCatalog(const std::filesystem::path& data_dir, std::vector<std::string>* accepted_keys) {
  CatalogLoad load;
  RefResolver refs;
  DefinitionPass pass(load.catalog, refs, OnDuplicate::kError);
  try {
    for (const auto& file : JsonFilesIn(data_dir / "enemies", "enemy", pass, load.errors)) {
      ReadFile(file, ReadEnemies, "enemy", pass, load.errors, accepted_keys);
    }
    ReadFile(data_dir / "weapons.json", ReadWeapons, "weapon", pass, load.errors, accepted_keys);
    for (const auto& file : JsonFilesIn(data_dir / "missions", "mission", pass, load.errors)) {
      ReadFile(file, ReadMissions, "mission", pass, load.errors, accepted_keys);
    }
    LoadCardData(data_dir, load.catalog, load.errors);
    DifficultyLoad levels = LoadDifficulties(data_dir);
    load.catalog.difficulties = std::move(levels.levels);
    load.errors.insert(load.errors.end(), levels.errors.begin(), levels.errors.end());
    FinishDefinitions(pass, load.errors);
    FinishCatalog(load.catalog);
  } catch (const std::exception& e) {
    // The readers do not throw on bad data; this is the last line against the
    // unexpected (out of memory, a file system failing mid-read).
    load.errors.push_back(LoadError{data_dir.generic_string(), "", 0, 0,
                                    std::string("loading stopped: ") + e.what()});
  }
  MarkFollowingErrors(load.errors, data_dir);
  return load;
}

std::filesystem::path DefaultDataDir() {
  if (const char* env = std::getenv("BASE_COMMAND_DATA"); env != nullptr && *env != '\0') {
    return std::filesystem::path(env);
  }
  return ResourceRoot() / "data";
}

}  // namespace bc::data
