// Readers for the definition files: enemies, weapons and missions. Each reads the
// records under one top-level key of a parsed file ("enemies", "weapons", "missions"),
// checks every field, appends the definitions to the catalog and leaves the ids they
// refer to in a RefResolver. The catalog loader (data/) and the scenario loader (inline
// records) share them.
#pragma once

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "basecommand/catalog.h"
#include "data/reader.h"

namespace bc::data {

// What happens to a record whose id is already in the catalog: data/ files report a
// duplicate; a scenario's inline records replace the catalog's definition.
enum class OnDuplicate { kError, kReplace };

// Shared state of one loading pass.
struct DefinitionPass {
  DefinitionPass(Catalog& catalog_in, RefResolver& refs_in, OnDuplicate on_duplicate_in)
      : catalog(catalog_in), refs(refs_in), on_duplicate(on_duplicate_in) {}

  Catalog& catalog;
  RefResolver& refs;
  OnDuplicate on_duplicate = OnDuplicate::kError;
  // "enemy:id" -> "file:line" of its first definition, for duplicate errors.
  std::map<std::string, std::string> origins;
  // Where each record read in this pass came from: its index in its catalog vector and
  // its file, pointer and position, for the checks that run after references resolve.
  struct Origin {
    int index = 0;
    LoadError where;
  };
  // The missions'.
  std::vector<Origin> mission_origins;
  // Kinds ("weapon", ...) whose files failed to parse: references to them are not
  // reported as unknown, since the parse error already explains them.
  std::vector<std::string> unreadable_kinds;
  // "kind" -> id -> index in its catalog vector, kept in step by ClaimId, so that claiming
  // an id is one hash lookup, not a scan (many records stay linear).
  std::map<std::string, std::unordered_map<std::string, int>> ids;
  // The enemies'.
  std::vector<Origin> enemy_origins;
};

// Reads root["enemies"] / root["weapons"] / root["missions"] (required when
// `required`) into pass.catalog.
void ReadEnemies(Reader& root, bool required, DefinitionPass& pass);
void ReadWeapons(Reader& root, bool required, DefinitionPass& pass);
void ReadMissions(Reader& root, bool required, DefinitionPass& pass);

// Resolves the pass's references, then runs the checks that need them (a mission's
// starting cannon charge against its weapon, card ids of missions). Call once per pass,
// after every file is read.
void FinishDefinitions(DefinitionPass& pass, LoadErrors& errors);

// Checks of one mission that need nothing but the mission itself: cells on the base or
// on each other, barricades on special cells, spawns without a landing cell, deployment
// cells walled in by blocked cells, star thresholds. `where` gives file and pointer.
void CheckMissionLayout(const MissionDef& mission, const Reader& record);

// Registers the id of a new definition of `kind` at `record`; returns the index it
// takes in `items` (a new slot, or the replaced one), or -1 for a reported duplicate.
template <typename T>
int ClaimId(std::vector<T>& items, const std::string& kind, const std::string& id,
            const Reader& record, DefinitionPass& pass) {
  const std::string key = kind + ":" + id;
  std::unordered_map<std::string, int>& known = pass.ids[kind];
  if (known.size() != items.size()) {
    // Items were added or replaced outside this pass (a scenario's catalog): reindex.
    known.clear();
    for (std::size_t i = 0; i < items.size(); ++i) known.emplace(items[i].id, static_cast<int>(i));
  }
  if (const auto found = known.find(id); found != known.end()) {
    const auto i = static_cast<std::size_t>(found->second);
    if (pass.on_duplicate == OnDuplicate::kReplace && pass.origins.count(key) == 0) {
      pass.origins[key] = record.context().file;
      return static_cast<int>(i);
    }
    const auto origin = pass.origins.find(key);
    record.Error("id", "duplicate " + kind + " id \"" + id + "\"" +
                           (origin != pass.origins.end() ? "; first defined at " + origin->second
                                                         : std::string()));
    return -1;
  }
  std::string origin = record.context().file;
  if (record.context().locator != nullptr) origin += ':' + std::to_string(record.Where().line);
  pass.origins[key] = origin;
  items.emplace_back();
  items.back().id = id;
  known.emplace(id, static_cast<int>(items.size() - 1));
  return static_cast<int>(items.size() - 1);
}

}  // namespace bc::data
