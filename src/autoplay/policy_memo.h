// Internal to the search policy: what one decision's rollouts already worked out, found
// again by the state it was worked out from. States are compared byte for byte (never by
// their hash alone), their Rng set aside: a table whose values depend on the Rng keeps it
// in its key.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "autoplay/policy.h"
#include "basecommand/action.h"
#include "basecommand/battle_state.h"

namespace bc::policy {

// A hash of bytes: equal bytes hash equal.
std::uint64_t HashBytes(const void* bytes, std::size_t size);

// A state and the hash of its bytes in use, its Rng aside: those before the attackers,
// the attackers in use and those after them (the unused attacker slots are always
// cleared, so equal states hash equal).
struct HashedState {
  explicit HashedState(const BattleState& s);
  HashedState(const BattleState& s, std::uint64_t h) : state(s), hash(h) {}
  const BattleState& state;
  std::uint64_t hash = 0;
};

// Whether two states are equal byte for byte, their Rng aside. BattleState is trivially
// copyable and has no pointers: equal bytes are the same battle. Padding or unused bytes
// that differ only make two equal battles unequal here, never the other way round.
bool SameAsideRng(const BattleState& a, const BattleState& b);

// The key of a table whose values depend on the state alone (its Rng aside).
struct NoKey {
  bool operator==(const NoKey&) const = default;
};

// Values by a key and a state (its Rng aside). An entry is found only by an equal key
// and a state equal to its own, byte for byte.
template <typename Key, typename Value>
class StateTable {
 public:
  void Clear() {
    entries_.clear();
    latest_.clear();
  }

  // The value of an entry (among the first `before` added) whose key and state are equal
  // to these, or nullptr.
  const Value* Find(const Key& key, const HashedState& seen, std::size_t before = SIZE_MAX) const {
    const auto found = latest_.find(HashOf(key, seen));
    if (found == latest_.end()) return nullptr;
    for (std::uint32_t e = found->second; e != kNone; e = entries_[e].next) {
      if (e < before && entries_[e].key == key && SameAsideRng(states_[e], seen.state)) {
        return &entries_[e].value;
      }
    }
    return nullptr;
  }

  // Adds an entry (the state copied whole) and returns its index.
  std::size_t Add(const Key& key, const HashedState& seen, const Value& value) {
    const auto e = static_cast<std::uint32_t>(entries_.size());
    const auto [latest, inserted] = latest_.try_emplace(HashOf(key, seen), e);
    entries_.push_back({key, value, inserted ? kNone : latest->second});
    if (!inserted) latest->second = e;
    if (states_.size() <= e) states_.resize(e + 1);
    std::memcpy(static_cast<void*>(&states_[e]), &seen.state, sizeof seen.state);
    return e;
  }

  Value& At(std::size_t index) { return entries_[index].value; }

  std::size_t Size() const { return entries_.size(); }

 private:
  static_assert(std::is_empty_v<Key> || std::has_unique_object_representations_v<Key>,
                "a key is hashed by its bytes");
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  static std::uint64_t HashOf(const Key& key, const HashedState& seen) {
    if constexpr (std::is_empty_v<Key>) {
      return seen.hash;
    } else {
      return seen.hash ^ HashBytes(&key, sizeof key);
    }
  }

  struct Entry {
    Key key;
    Value value;
    std::uint32_t next = kNone;  // the entry added before it with the same hash
  };
  std::vector<Entry> entries_;
  std::vector<BattleState> states_;  // entries_[i]'s state; kept between decisions
  std::unordered_map<std::uint64_t, std::uint32_t> latest_;  // hash -> its latest entry
};

// Where a rollout step starts, besides the state aside from its Rng: everything else the
// rest of the rollout depends on.
struct RolloutPlace {
  Rng rng;                        // the state's
  std::int32_t steps = 0;         // steps started, counting this one (a rollout has a cap)
  std::int32_t ended = 0;         // turns ended
  std::int32_t turns = 0;         // turns the rollout plays in all
  std::int32_t greedy_turns = 0;  // turns greedy plays; 0 once they have ended
  std::uint64_t greedy_rng = 0;   // greedy's generator while greedy plays, else 0
  bool operator==(const RolloutPlace&) const = default;
};

// How a rollout ended: the value of its last state, whether that state is a defeat, and
// the base's health in it.
struct RolloutEnd {
  double value = 0.0;
  bool lost = false;
  std::int16_t base_health = 0;
  bool operator==(const RolloutEnd&) const = default;
};

// The ends of one decision's rollouts by the steps they passed through. A rollout is a
// function of its state and place, so two that meet at a step end the same: candidate a's
// rollout often plays b next while b's plays a next, and when the two draw no number and
// commute, both reach the same state.
class RolloutEnds {
 public:
  void Clear() {
    ends_.Clear();
    ended_ = 0;
  }
  // The end of an earlier rollout that passed through this step, or nullptr.
  const RolloutEnd* Find(const RolloutPlace& place, const HashedState& seen) const {
    return ends_.Find(place, seen, ended_);
  }
  // A step of the rollout being played, kept (not found) until its end is known.
  void Pass(const RolloutPlace& place, const HashedState& seen) { ends_.Add(place, seen, {}); }
  // The rollout being played ended so: so does every step it passed.
  void End(const RolloutEnd& end) {
    for (; ended_ < ends_.Size(); ++ended_) ends_.At(ended_) = end;
  }

 private:
  StateTable<RolloutPlace, RolloutEnd> ends_;
  std::size_t ended_ = 0;  // the entries before it are ended rollouts' steps
};

// What a cheap rollout step chose: the rollout candidate played and the value of the
// state it made, or end turn (and the value of the state as it stood) when none beat it.
// It depends on the state alone, its Rng aside, when none of its trials drew a number.
struct CheapChoice {
  Action action;
  double value = 0.0;
  bool operator==(const CheapChoice&) const = default;
};

}  // namespace bc::policy

namespace bc {

// The search policy with its memo on, off, or checked: each step found in it played out
// all the same and compared with what the memo gave (the tests that prove the memo
// changes no choice). The same goes for the cheap steps' supports worth nothing at once
// (WorthNothingAtOnce, policy_rank.h), left untried when on: off tries every one, checked
// tries them too and counts as wrong each whose value is not the state's as it stands;
// and for the plays of a card whose twin sits in an earlier slot (policy::FindHandTwins),
// whose value checked must be the twin's same play's.
enum class SearchMemo : std::uint8_t { kOn, kOff, kChecked };
struct SearchMemoCounts {
  std::uint64_t rollout_ends_found = 0;
  std::uint64_t cheap_choices_found = 0;
  std::uint64_t cheap_choices_drawn = 0;  // cheap steps not kept: a trial drew a number
  std::uint64_t supports_untried = 0;     // cheap trials of supports worth nothing at once
                                          // (left untried when on, tried when off or checked)
  std::uint64_t twins_untried = 0;        // cheap trials of a card whose twin is in an
                                          // earlier slot (the same: untried when on)
  std::uint64_t wrong = 0;  // kChecked: memo answers unlike the step played out
  // What the search did (the tests of its budget): decisions valued by rollouts, danger
  // searches among them, their candidates, and the danger rollouts those played.
  std::uint64_t valued = 0;
  std::uint64_t danger_searches = 0;
  std::uint64_t danger_candidates = 0;
  std::uint64_t danger_rollouts = 0;
};
std::unique_ptr<Policy> MakeSearchPolicy(const SearchBudget& budget, SearchMemo memo,
                                         SearchMemoCounts* counts);

}  // namespace bc
