// Schemas from the field log.
#include "data/schema_build.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace bc::data {

namespace {

using nlohmann::json;

constexpr const char* kIdPattern = kSchemaIdPattern;
constexpr const char* kCellPattern = kSchemaCellPattern;

json Closed() { return json{{"type", "object"}, {"properties", json::object()}, {"additionalProperties", false}}; }

// The schema of one field's value.
json ValueSchema(const FieldInfo& f) {
  auto integer = [&f]() {
    json s{{"type", "integer"}};
    if (f.has_range) {
      s["minimum"] = f.min;
      s["maximum"] = f.max;
    }
    return s;
  };
  const json id{{"type", "string"}, {"pattern", kIdPattern}};
  const json cell{{"type", "string"}, {"pattern", kCellPattern}};
  if (f.type == "integer") return integer();
  if (f.type == "boolean") return json{{"type", "boolean"}};
  if (f.type == "string") return json{{"type", "string"}, {"minLength", 1}};
  if (f.type == "id") return id;
  if (f.type == "u64") return json{{"type", json::array({"string", "integer"})}};
  if (f.type == "number") return json{{"type", "number"}};
  if (f.type == "cell") return cell;
  if (f.type == "cells") return json{{"type", "array"}, {"items", cell}};
  if (f.type == "ids") return json{{"type", "array"}, {"items", id}};
  if (f.type == "integers") return json{{"type", "array"}, {"items", integer()}};
  if (f.type == "enum") return json{{"type", "string"}, {"enum", f.words}};
  if (f.type == "words") return json{{"type", "array"}, {"items", {{"type", "string"}, {"enum", f.words}}}};
  if (f.type == "object") return Closed();
  if (f.type == "records") return json{{"type", "array"}, {"items", Closed()}};
  return json::object();  // "any": whatever the loader reads by hand
}

// The schema node of a record pattern ("", "/enemies/*", "/missions/*/schedule/*").
json& NodeAt(json& root, const std::string& pattern) {
  json* node = &root;
  std::size_t i = 0;
  while (i < pattern.size()) {
    const std::size_t next = pattern.find('/', i + 1);
    const std::string seg = pattern.substr(i + 1, next == std::string::npos ? std::string::npos : next - i - 1);
    if (seg == "*") {
      if (!node->contains("items")) (*node)["items"] = Closed();
      node = &(*node)["items"];
    } else {
      json& props = (*node)["properties"];
      if (!props.contains(seg)) props[seg] = Closed();
      node = &props[seg];
    }
    if (next == std::string::npos) break;
    i = next;
  }
  return *node;
}

// Puts a field's schema in place, keeping what is already there (children logged
// earlier, a description).
void Merge(json& target, const json& value) {
  if (!target.is_object() || target.empty()) {
    target = value;
    return;
  }
  for (auto it = value.begin(); it != value.end(); ++it) {
    if (it.key() == "properties" || it.key() == "items") {
      if (!target.contains(it.key())) target[it.key()] = it.value();
      else if (it.key() == "items") Merge(target["items"], it.value());
      continue;
    }
    target[it.key()] = it.value();
  }
  if (target.value("type", json()) == "array") {
    target.erase("properties");
    target.erase("additionalProperties");
  }
}

}  // namespace

std::string FileKind(const std::string& file) {
  const std::filesystem::path path(file);
  if (path.stem() == "weapons" && path.extension() == ".json") return "weapons";
  if (path.stem() == "difficulties" && path.extension() == ".json") return "difficulties";
  if (path.stem() == "generator" && path.extension() == ".json") return "generator";
  if (path.stem() == "runs" && path.extension() == ".json") return "runs";
  const std::string folder = path.parent_path().filename().string();
  for (const char* kind : {"enemies", "missions", "cards", "loadouts", "campaigns"}) {
    if (folder == kind) return kind;
  }
  return "";
}

std::map<std::string, json> BuildSchemas(const std::vector<FieldInfo>& fields,
                                         const std::map<std::string, std::string>& descriptions) {
  std::map<std::string, json> schemas;
  // Required only when every record of its kind read it as required (a field read for
  // unit cards only is not required of a support card).
  std::map<std::string, std::set<std::string>> records;   // kind + pattern -> records read
  std::map<std::string, std::set<std::string>> required;  // kind + pattern/key -> records requiring it
  std::set<std::string> optional;                         // kind + pattern/key read optionally somewhere
  for (const FieldInfo& f : fields) {
    const std::string kind = FileKind(f.file);
    if (kind.empty()) continue;
    const std::string record = f.file + "#" + f.pointer;
    records[kind + f.record].insert(record);
    if (f.required) required[kind + f.record + "/" + f.key].insert(record);
    if (!f.required) optional.insert(kind + f.record + "/" + f.key);
  }
  for (const FieldInfo& f : fields) {
    const std::string kind = FileKind(f.file);
    if (kind.empty()) continue;
    if (!schemas.count(kind)) {
      json root = Closed();
      root["$schema"] = "https://json-schema.org/draft/2020-12/schema";
      root["$id"] = "https://base-command.local/schema/" + kind + ".schema.json";
      root["title"] = "Base Command " + kind + " file";
      root["properties"]["$schema"] = json{{"type", "string"}};
      schemas[kind] = root;
    }
    json& parent = NodeAt(schemas[kind], f.record);
    json& slot = parent["properties"][f.key];
    Merge(slot, ValueSchema(f));
    // The record's own table first ("cards.effects:target"), then its file's, then any.
    std::string record_name;
    for (std::size_t at = f.record.rfind('/'); at != std::string::npos && record_name.empty();
         at = at == 0 ? std::string::npos : f.record.rfind('/', at - 1)) {
      const std::string seg = f.record.substr(at + 1, f.record.find('/', at + 1) - at - 1);
      if (seg != "*") record_name = seg;
    }
    for (const std::string& key : {kind + "." + record_name + ":" + f.key, kind + ":" + f.key, f.key}) {
      const auto d = descriptions.find(key);
      if (d != descriptions.end()) {
        slot["description"] = d->second;
        break;
      }
    }
    const std::string field = kind + f.record + "/" + f.key;
    if (optional.count(field) == 0 && required[field].size() == records[kind + f.record].size()) {
      json& list = parent["required"];
      if (!list.is_array()) list = json::array();
      if (std::find(list.begin(), list.end(), f.key) == list.end()) list.push_back(f.key);
    }
  }
  return schemas;
}

}  // namespace bc::data
