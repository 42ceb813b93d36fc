// BudgetMeter: each limit stops the search, and the meter says which one it reached.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "core/budget.hpp"

using puzzlelab::Budget;
using puzzlelab::BudgetMeter;
using puzzlelab::StopReason;

namespace {

// Spends until the meter refuses, at most `limit` nodes.
std::uint64_t spend_until_spent(BudgetMeter& meter, std::uint64_t limit) {
  std::uint64_t spent = 0;
  while (spent < limit && meter.spend()) ++spent;
  return spent;
}

}  // namespace

TEST_CASE("budget: a node limit stops after that many nodes and says nodes") {
  StopReason reached = StopReason::none;
  Budget budget;
  budget.max_nodes = 1000;
  budget.stopped = &reached;
  BudgetMeter meter(budget);
  CHECK(spend_until_spent(meter, 1'000'000) == 1000);
  CHECK(meter.spent());
  // The node it refused is not counted: a search reports at most max_nodes.
  CHECK(meter.nodes() == 1000);
  CHECK_FALSE(meter.spend());
  CHECK(meter.nodes() == 1000);
  CHECK(reached == StopReason::nodes);
  CHECK(std::string(to_string(reached)) == "nodes");
}

TEST_CASE("budget: a time limit stops at the next look at the clock and says time") {
  StopReason reached = StopReason::none;
  Budget budget;
  budget.max_ms = 1;
  budget.stopped = &reached;
  BudgetMeter meter(budget);
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  // The clock is read before the first node, then every 256 nodes: the first look finds the
  // limit passed.
  CHECK(spend_until_spent(meter, 1'000'000) == 0);
  CHECK(meter.nodes() == 0);
  CHECK(reached == StopReason::time);
}

TEST_CASE("budget: a cancel flag stops the search and says cancelled") {
  const std::atomic<bool> cancel{true};
  StopReason reached = StopReason::none;
  Budget budget;
  budget.cancel = &cancel;
  budget.stopped = &reached;
  BudgetMeter meter(budget);
  // A search started after the cancel expands nothing.
  CHECK(spend_until_spent(meter, 1'000'000) == 0);
  CHECK(reached == StopReason::cancelled);
}

TEST_CASE("budget: a cancel raised mid-search stops it at the next look at the flag") {
  std::atomic<bool> cancel{false};
  Budget budget;
  budget.cancel = &cancel;
  BudgetMeter meter(budget);
  CHECK(spend_until_spent(meter, 100) == 100);
  cancel = true;
  CHECK(spend_until_spent(meter, 1'000'000) == 156);  // up to node 256, the next look
}

TEST_CASE("budget: a request's deadline stops every search made from the budget, one after another") {
  StopReason reached = StopReason::none;
  Budget budget;
  budget.stopped = &reached;
  budget.deadline = puzzlelab::BudgetClock::now() + std::chrono::milliseconds(1);
  CHECK(budget.has_deadline());
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  CHECK(budget.past_deadline());
  BudgetMeter first(budget);
  CHECK(spend_until_spent(first, 1'000'000) == 0);
  CHECK(reached == StopReason::time);
  // A later search of the same request, with a time limit of its own left, stops there too.
  reached = StopReason::none;
  budget.max_ms = 60'000;
  BudgetMeter second(budget);
  CHECK(spend_until_spent(second, 1'000'000) == 0);
  CHECK(reached == StopReason::time);
  // Without a deadline nothing of the kind.
  Budget none;
  CHECK_FALSE(none.has_deadline());
  CHECK_FALSE(none.past_deadline());
}

TEST_CASE("budget: a search within its budget reports nothing, and a meter without a reason slot still stops") {
  StopReason reached = StopReason::none;
  Budget budget;
  budget.max_nodes = 100;
  budget.stopped = &reached;
  BudgetMeter within(budget);
  CHECK(spend_until_spent(within, 50) == 50);
  CHECK_FALSE(within.spent());
  CHECK(reached == StopReason::none);

  Budget silent;
  silent.max_nodes = 10;
  BudgetMeter meter(silent);
  CHECK(spend_until_spent(meter, 100) == 10);
  CHECK(meter.spent());
}
