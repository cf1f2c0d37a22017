// The field log: while a FieldLogScope is alive on a thread, every field a Reader
// (reader.h) is asked for on that thread is recorded with its file, record, key, type,
// range, accepted words and whether it is required. The schema generator
// (schema_build.h) turns one loading pass's log into JSON Schema files, so that the
// schemas come from the loader itself and cannot drift from it.
#pragma once

#include <string>
#include <vector>

namespace bc::data {

struct FieldInfo {
  std::string file;    // the source as the reader names it, e.g. "data/enemies/attackers.json"
  std::string record;  // JSON pointer of the record, array indices as "*": "/enemies/*"
  std::string pointer; // the record's own pointer: "/enemies/2"
  std::string key;
  // "integer", "boolean", "string", "id", "u64", "cell", "cells", "ids", "integers",
  // "enum", "object", "records" or "any".
  std::string type;
  bool required = false;
  bool has_range = false;
  int min = 0;
  int max = 0;
  std::vector<std::string> words;  // the accepted values of an "enum"
};

struct FieldLog {
  std::vector<FieldInfo> fields;
};

// Installs `log` for the current thread while alive; the previous one comes back after.
class FieldLogScope {
 public:
  explicit FieldLogScope(FieldLog& log);
  ~FieldLogScope();
  FieldLogScope(const FieldLogScope&) = delete;
  FieldLogScope& operator=(const FieldLogScope&) = delete;

 private:
  FieldLog* previous_;
};

// The log installed on this thread, or null (the normal case: nothing is recorded).
FieldLog* CurrentFieldLog();

// "/enemies/2/replicate" -> "/enemies/*/replicate".
std::string RecordPattern(const std::string& pointer);

}  // namespace bc::data
