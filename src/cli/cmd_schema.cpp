// schema OUT_DIR [--data DIR] [--check]: writes a JSON Schema (draft 2020-12) for every
// kind of data file, built from the loader's own reads of the data folder (so the two
// cannot drift), with the meaning column of docs/data-format.md as descriptions. The
// game keeps a copy in docs/schema/. --check also validates every file of the data
// folder against them.
#include <ostream>

#include "cli/cli.h"
#include "data/catalog_loader.h"
#include "data/file_io.h"
#include "data/schema_check.h"
#include "data/schema_docs.h"
#include "data/schema_generate.h"

namespace bc::cli {

int RunSchema(const Args& args, std::ostream& out, std::ostream& err) {
  std::filesystem::path out_dir;
  std::filesystem::path data_dir = data::DefaultDataDir();
  bool check = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--data") {
      if (i + 1 >= args.size()) {
        err << "--data needs a folder\n";
        return kExitUsage;
      }
      data_dir = args[++i];
    } else if (a == "--check") {
      check = true;
    } else if (!a.empty() && a[0] == '-') {
      err << "unknown option " << a << "\n";
      return kExitUsage;
    } else if (out_dir.empty()) {
      out_dir = a;
    } else {
      err << "schema takes one output folder, got a second: " << a << "\n";
      return kExitUsage;
    }
  }
  if (out_dir.empty()) {
    err << "schema needs an output folder\n";
    return kExitUsage;
  }
  const data::SchemaGeneration gen = data::GenerateSchemas(data_dir, data::DataFormatDoc());
  if (!gen.errors.empty()) {
    for (const data::LoadError& e : gen.errors) err << data::FormatError(e) << "\n";
    err << "schema: the data in " << data_dir.generic_string()
        << " does not load; fix it first, since the schemas are read off a clean load\n";
    return kExitFailure;
  }
  std::error_code ec;
  std::filesystem::create_directories(out_dir, ec);
  if (ec) {
    err << "schema: cannot create " << out_dir.generic_string() << ": " << ec.message() << "\n";
    return kExitFailure;
  }
  for (const auto& [kind, schema] : gen.schemas) {
    const std::filesystem::path path = out_dir / data::SchemaFileName(kind);
    const std::string error = data::WriteFileAtomically(path, schema.dump(2) + "\n");
    if (!error.empty()) {
      err << "schema: cannot write " << path.generic_string() << ": " << error << "\n";
      return kExitFailure;
    }
    out << "schema: wrote " << path.generic_string() << "\n";
  }
  if (check) {
    const std::vector<std::string> problems = data::CheckDataFolder(data_dir, gen.schemas);
    for (const std::string& p : problems) err << p << "\n";
    if (!problems.empty()) {
      err << "schema: " << problems.size() << " problem(s) in " << data_dir.generic_string() << "\n";
      return kExitFailure;
    }
    out << "schema: every file in " << data_dir.generic_string() << " conforms\n";
  }
  return kExitOk;
}

}  // namespace bc::cli
