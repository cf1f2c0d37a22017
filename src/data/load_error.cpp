#include "data/load_error.h"

namespace bc::data {

std::string FormatError(const LoadError& error) {
  std::string text = error.file.empty() ? std::string("<input>") : error.file;
  if (error.line > 0) {
    text += ':' + std::to_string(error.line);
    if (error.column > 0) text += ':' + std::to_string(error.column);
  }
  text += ": ";
  if (!error.path.empty()) text += error.path + ": ";
  text += error.reason;
  return text;
}

}  // namespace bc::data
