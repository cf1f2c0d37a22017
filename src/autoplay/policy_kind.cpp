// Policy names and the factory.
#include "autoplay/policy.h"

namespace bc {

const char* PolicyKindName(PolicyKind kind) {
  switch (kind) {
    case PolicyKind::kRandom: return "random";
    case PolicyKind::kGreedy: return "greedy";
    case PolicyKind::kSearch: return "search";
  }
  return "?";
}

std::optional<PolicyKind> ParsePolicyKind(std::string_view name) {
  for (const PolicyKind k : {PolicyKind::kRandom, PolicyKind::kGreedy, PolicyKind::kSearch}) {
    if (name == PolicyKindName(k)) return k;
  }
  return std::nullopt;
}

std::unique_ptr<Policy> MakePolicy(PolicyKind kind) {
  switch (kind) {
    case PolicyKind::kRandom: return MakeRandomPolicy();
    case PolicyKind::kGreedy: return MakeGreedyPolicy();
    case PolicyKind::kSearch: return MakeSearchPolicy();
  }
  return MakeRandomPolicy();
}

}  // namespace bc
