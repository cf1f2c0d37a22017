// The thread's field log.
#include "data/schema_field_log.h"

namespace bc::data {

namespace {
thread_local FieldLog* g_field_log = nullptr;
}  // namespace

FieldLogScope::FieldLogScope(FieldLog& log) : previous_(g_field_log) { g_field_log = &log; }
FieldLogScope::~FieldLogScope() { g_field_log = previous_; }
FieldLog* CurrentFieldLog() { return g_field_log; }

std::string RecordPattern(const std::string& pointer) {
  std::string out;
  std::size_t i = 0;
  while (i < pointer.size()) {
    const std::size_t next = pointer.find('/', i + 1);
    const std::string segment = pointer.substr(i + 1, next == std::string::npos ? std::string::npos : next - i - 1);
    bool digits = !segment.empty();
    for (const char c : segment) digits = digits && c >= '0' && c <= '9';
    out += '/';
    out += digits ? std::string("*") : segment;
    if (next == std::string::npos) break;
    i = next;
  }
  return out;
}

}  // namespace bc::data
