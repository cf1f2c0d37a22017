// The schema validator and the data-folder check.
#include "data/schema_check.h"

#include <algorithm>

#include "data/file_io.h"
#include "data/load_error.h"
#include "data/scenario.h"
#include "data/schema_build.h"

namespace bc::data {

namespace {

using nlohmann::json;

std::string Describe(const json& value) {
  std::string text = value.dump();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

void Check(const json& schema, const json& doc, const std::string& at, std::vector<std::string>& out) {
  if (!schema.is_object()) return;
  if (schema.contains("type")) {
    std::vector<std::string> types;
    if (schema["type"].is_array()) {
      for (const json& t : schema["type"]) types.push_back(t.get<std::string>());
    } else {
      types.push_back(schema["type"].get<std::string>());
    }
    bool ok = false;
    for (const std::string& t : types) {
      ok = ok || (t == "object" && doc.is_object()) || (t == "array" && doc.is_array()) ||
           (t == "string" && doc.is_string()) || (t == "boolean" && doc.is_boolean()) ||
           (t == "integer" && (doc.is_number_integer() || doc.is_number_unsigned())) ||
           (t == "number" && doc.is_number());
    }
    if (!ok) {
      std::string want;
      for (const std::string& t : types) want += (want.empty() ? "" : " or ") + t;
      out.push_back(at + ": must be " + want + ", got " + Describe(doc));
      return;
    }
  }
  if (schema.contains("enum") && std::find(schema["enum"].begin(), schema["enum"].end(), doc) == schema["enum"].end()) {
    out.push_back(at + ": " + Describe(doc) + " is not one of " + schema["enum"].dump());
  }
  if (doc.is_number()) {
    const double v = doc.get<double>();
    if (schema.contains("minimum") && v < schema["minimum"].get<double>()) {
      out.push_back(at + ": " + Describe(doc) + " is below the minimum " + schema["minimum"].dump());
    }
    if (schema.contains("maximum") && v > schema["maximum"].get<double>()) {
      out.push_back(at + ": " + Describe(doc) + " is above the maximum " + schema["maximum"].dump());
    }
  }
  if (doc.is_string()) {
    const std::string& s = doc.get_ref<const std::string&>();
    if (schema.contains("minLength") && s.size() < schema["minLength"].get<std::size_t>()) {
      out.push_back(at + ": must not be empty");
    }
    if (schema.contains("pattern")) {
      const std::string p = schema["pattern"].get<std::string>();
      bool ok = true;
      if (p == kSchemaIdPattern) {
        ok = !s.empty() && s[0] >= 'a' && s[0] <= 'z';
        for (const char c : s) ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_');
      } else if (p == kSchemaCellPattern) {
        ok = s.size() == 2 && ((s[0] >= 'A' && s[0] <= 'H') || (s[0] >= 'a' && s[0] <= 'h')) && s[1] >= '1' && s[1] <= '8';
      }
      if (!ok) out.push_back(at + ": " + Describe(doc) + " does not match " + p);
    }
  }
  if (doc.is_array() && schema.contains("items")) {
    for (std::size_t i = 0; i < doc.size(); ++i) Check(schema["items"], doc[i], at + "/" + std::to_string(i), out);
  }
  if (doc.is_object()) {
    const json empty = json::object();
    const json& props = schema.contains("properties") ? schema["properties"] : empty;
    if (schema.contains("required")) {
      for (const json& key : schema["required"]) {
        if (!doc.contains(key.get<std::string>())) out.push_back(at + ": missing required field \"" + key.get<std::string>() + "\"");
      }
    }
    for (auto it = doc.begin(); it != doc.end(); ++it) {
      if (props.contains(it.key())) {
        Check(props[it.key()], it.value(), at + "/" + it.key(), out);
      } else if (schema.contains("additionalProperties") && schema["additionalProperties"] == false) {
        out.push_back(at + ": unknown field \"" + it.key() + "\"");
      }
    }
  }
}

}  // namespace

std::vector<std::string> CheckAgainstSchema(const json& schema, const json& doc) {
  std::vector<std::string> out;
  Check(schema, doc, "", out);
  return out;
}

std::vector<std::string> CheckDataFolder(const std::filesystem::path& data_dir,
                                         const std::map<std::string, json>& schemas) {
  std::vector<std::string> out;
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (auto it = std::filesystem::recursive_directory_iterator(data_dir, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
    if (it->is_regular_file() && it->path().extension() == ".json") files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  for (const std::filesystem::path& file : files) {
    const std::string name = file.generic_string();
    if (file.parent_path() == data_dir / "guide") {
      ScenarioOptions options;
      options.data_dir = data_dir;
      for (const LoadError& error : LoadScenarioFile(file, options).errors) out.push_back(FormatError(error));
      continue;
    }
    const auto schema = schemas.find(FileKind(name));
    if (schema == schemas.end()) {
      out.push_back(name + ": no schema for this kind of file");
      continue;
    }
    const std::optional<std::string> text = ReadWholeFile(file);
    const json doc = text ? json::parse(*text, nullptr, false) : json(json::value_t::discarded);
    if (doc.is_discarded()) {
      out.push_back(name + ": not valid JSON");
      continue;
    }
    for (const std::string& problem : CheckAgainstSchema(schema->second, doc)) out.push_back(name + ": " + problem);
  }
  return out;
}

}  // namespace bc::data
