// What the player reads when a search stops undecided, and how "Search longer" grows the limits.
#include <doctest/doctest.h>

#include "game/limits.hpp"
#include "middle/search_limits.hpp"

using puzzlelab::SearchLimits;
using puzzlelab::StopReason;

TEST_CASE("search limits: longer gives four times the time and ten times the positions, within the protocol's bounds") {
  const SearchLimits start;
  const auto next = puzzlelab::longer(start);
  REQUIRE(next.has_value());
  CHECK(next->time_limit_ms == 4 * start.time_limit_ms);
  CHECK(next->max_nodes == 10 * start.max_nodes);

  // Growing again and again ends at the bounds, then there is nothing longer to ask for.
  SearchLimits limits = start;
  int rounds = 0;
  while (const auto grown = puzzlelab::longer(limits)) {
    limits = *grown;
    REQUIRE(++rounds < 20);
  }
  CHECK(limits.time_limit_ms == puzzlelab::limits::kMaxTimeLimitMs);
  CHECK(limits.max_nodes == puzzlelab::limits::kMaxMaxNodes);
}

TEST_CASE("search limits: only a time or position limit is worth searching longer for") {
  CHECK(puzzlelab::longer_may_help(StopReason::time));
  CHECK(puzzlelab::longer_may_help(StopReason::nodes));
  CHECK_FALSE(puzzlelab::longer_may_help(StopReason::memory));
  CHECK_FALSE(puzzlelab::longer_may_help(StopReason::cancelled));
  CHECK_FALSE(puzzlelab::longer_may_help(StopReason::none));
}

TEST_CASE("search limits: the player is told which limit stopped the search") {
  const SearchLimits limits;
  CHECK(puzzlelab::stopped_text(StopReason::time, limits, 60'004) ==
        "The solver stopped at its time limit (60 s) before deciding.");
  CHECK(puzzlelab::stopped_text(StopReason::nodes, limits, 12'400) ==
        "The solver stopped after looking at its limit of 10,000,000 positions (12 s) before deciding.");
  CHECK(puzzlelab::stopped_text(StopReason::memory, limits, 20'300) ==
        "The solver filled the memory it may use after 20 s before deciding: this position has too many "
        "positions ahead to search here.");
  CHECK(puzzlelab::stopped_text(StopReason::cancelled, limits, 5) == "The search was cancelled before it decided.");
  SearchLimits longer = limits;
  longer.time_limit_ms = 240'000;
  CHECK(puzzlelab::stopped_text(StopReason::time, longer, 240'010) ==
        "The solver stopped at its time limit (4 min) before deciding.");
}

TEST_CASE("search limits: durations and the protocol's words") {
  CHECK(puzzlelab::duration_text(0) == "0 s");
  CHECK(puzzlelab::duration_text(119'000) == "119 s");
  CHECK(puzzlelab::duration_text(960'000) == "16 min");
  CHECK(puzzlelab::duration_text(3'600'000) == "1 h");
  CHECK(puzzlelab::duration_text(3'840'000) == "1 h 4 min");
  CHECK(puzzlelab::stop_reason_from("memory") == StopReason::memory);
  CHECK(puzzlelab::stop_reason_from("time") == StopReason::time);
  CHECK(puzzlelab::stop_reason_from("nodes") == StopReason::nodes);
  CHECK(puzzlelab::stop_reason_from("cancelled") == StopReason::cancelled);
  CHECK(puzzlelab::stop_reason_from("weather") == StopReason::none);
}
