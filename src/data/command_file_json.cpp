// Command files <-> LoadoutDef (command_file_json.h).
#include "data/command_file_json.h"

#include <nlohmann/json.hpp>

#include "data/json_source.h"
#include "data/loadout_json.h"
#include "data/reader.h"

namespace bc::data {

namespace {

using nlohmann::json;

// "file: problem" for one problem; the first few joined for several.
std::string Reason(const std::string& file, const LoadErrors& errors) {
  if (errors.empty()) return file + ": not a command file";
  std::string text;
  const std::size_t shown = std::min<std::size_t>(errors.size(), 4);
  for (std::size_t i = 0; i < shown; ++i) text += (i == 0 ? "" : "; ") + FormatError(errors[i]);
  if (errors.size() > shown) text += "; and " + std::to_string(errors.size() - shown) + " more";
  return text;
}

}  // namespace

std::string CommandFileToText(const LoadoutDef& loadout) {
  json doc = {{"format", kCommandFileFormat}, {"version", kCommandFileVersion}};
  WriteDeckFields(loadout, doc);
  return doc.dump(2) + "\n";
}

CommandFileParse CommandFileFromText(std::string_view text, const std::string& file) {
  CommandFileParse parse;
  LoadErrors errors;
  std::optional<JsonSource> source = ParseJsonText(text, file, errors, kMaxSmallFileBytes);
  if (!source) {
    parse.reason = Reason(file, errors) + " (not a command file: the JSON is damaged)";
    return parse;
  }
  const ReadContext context{file, &source->locator, &errors};
  const json& root = source->root;
  const json* format = root.is_object() && root.contains("format") ? &root["format"] : nullptr;
  if (format == nullptr || !format->is_string() || *format != kCommandFileFormat) {
    context.Error(root.is_object() ? "/format" : "",
                  std::string("not a command file: \"format\" must be \"") + kCommandFileFormat + "\", got " +
                      (format != nullptr ? DescribeJson(*format) : std::string("nothing")));
    parse.reason = Reason(file, errors);
    return parse;
  }
  const json* version = root.contains("version") ? &root["version"] : nullptr;
  if (version == nullptr || !version->is_number_integer() || version->get<long long>() < 1) {
    context.Error("/version", "no version number: must be a positive whole number, got " +
                                  (version != nullptr ? DescribeJson(*version) : std::string("nothing")));
    parse.reason = Reason(file, errors);
    return parse;
  }
  if (version->get<long long>() > kCommandFileVersion) {
    context.Error("/version", "written by a newer version of the game (version " + DescribeJson(*version) +
                                  "; this build reads version " + std::to_string(kCommandFileVersion) + ")");
    parse.reason = Reason(file, errors);
    return parse;
  }
  // Salvaged from here on (docs/data-format.md, "Player files"): each card entry that
  // reads is kept, and every one that does not is named in `dropped`.
  LoadoutDef loadout;
  std::vector<UnknownKey> unknown;  // left in the file, which loading never rewrites
  const ReadContext salvage{file, &source->locator, &errors, nullptr, &unknown};
  Reader reader(salvage, root, "");
  reader.Allow("format");
  reader.Allow("version");
  ReadDeckFields(reader, loadout);
  reader.Finish();
  for (const LoadError& error : errors) {
    parse.dropped.push_back((error.path.empty() ? std::string("(file)") : error.path.substr(1)) + ": " + error.reason);
  }
  if (loadout.name.empty()) {  // a deck without a readable name goes by its file's
    const std::size_t dot = file.rfind('.');
    loadout.name = file.substr(0, dot == std::string::npos ? file.size() : dot);
  }
  loadout.id = "command_file";
  parse.loadout = std::move(loadout);
  return parse;
}

}  // namespace bc::data
