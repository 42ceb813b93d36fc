// The limits the app gives a solve or hint request, what it tells the player when a search
// stopped at one of them, and the larger limits "Search longer" asks for. Kept apart from the
// panels so the wording and the growth are unit-tested (tests/unit/middle_search_limits_test.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/budget.hpp"

namespace puzzlelab {

struct SearchLimits {
  std::uint64_t max_nodes = 10'000'000;  // the engine's default (game/limits.hpp)
  std::uint64_t time_limit_ms = 60'000;  // a minute: players wait for an answer they asked for
  bool operator==(const SearchLimits&) const = default;
};

// Four times the time and ten times the positions, within the protocol's bounds (game/limits.hpp);
// nullopt when both are at their bounds already.
std::optional<SearchLimits> longer(const SearchLimits& limits);

// Whether more time or positions could decide it: not after a cancel or at the solver's memory cap.
bool longer_may_help(StopReason stopped);

// One sentence for the player on why a search answered "unknown", e.g. "The solver stopped at its
// time limit (1 min) before deciding." `ms`: how long it ran.
std::string stopped_text(StopReason stopped, const SearchLimits& limits, double ms);

// The protocol's `stopped` field (null, "nodes", "time", "cancelled", "memory"); none for null or
// an unknown word.
StopReason stop_reason_from(const std::string& word);

// "60 s", "4 min", "1 h 4 min": a duration for the player.
std::string duration_text(double ms);

}  // namespace puzzlelab
