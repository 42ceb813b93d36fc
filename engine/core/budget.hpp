// Every search runs under a budget: a node limit, a time limit, the deadline of the request it
// serves and a cancel flag. When any of them runs out the search stops and answers `unknown`; it
// never hangs and never guesses.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

namespace puzzlelab {

// Why a search answered `unknown`: which limit it reached. `memory` is a solver's own cap on the
// positions it stores (the budget has none); the others are the budget's.
enum class StopReason { none, nodes, time, cancelled, memory };

inline const char* to_string(StopReason reason) {
  switch (reason) {
    case StopReason::nodes: return "nodes";
    case StopReason::time: return "time";
    case StopReason::cancelled: return "cancelled";
    case StopReason::memory: return "memory";
    case StopReason::none: break;
  }
  return "none";
}

using BudgetClock = std::chrono::steady_clock;

struct Budget {
  std::uint64_t max_nodes = 0;                // 0: no node limit
  double max_ms = 0;                          // 0: no time limit (per search: from its meter's start)
  const std::atomic<bool>* cancel = nullptr;  // set from another thread to stop the search
  // When set, a meter that runs out writes which limit it reached, so a caller can say why a
  // search gave up without every solver reporting it.
  StopReason* stopped = nullptr;
  // When the whole request must end (the epoch: none). Every search made from this budget stops
  // there, however many a request runs one after another; reported as `time`.
  BudgetClock::time_point deadline{};

  bool has_deadline() const { return deadline != BudgetClock::time_point{}; }
  bool past_deadline() const { return has_deadline() && BudgetClock::now() > deadline; }
  bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
};

// Tracks what a search has spent. Reading the clock and the flag is cheap but not free, so they
// are checked before the first node and then every 256 nodes: a search started after its
// request was cancelled, or with its time already gone, stops before it expands anything.
class BudgetMeter {
 public:
  explicit BudgetMeter(const Budget& budget) : budget_(budget), start_(BudgetClock::now()) {
    // One time to compare the clock with: the earlier of this search's limit and the request's
    // deadline. (A limit beyond a century is no limit; it would overflow the clock.)
    if (budget.max_ms > 0 && budget.max_ms < 3.2e12)
      end_ = start_ + std::chrono::duration_cast<BudgetClock::duration>(
                          std::chrono::duration<double, std::milli>(budget.max_ms));
    if (budget.has_deadline() && (end_ == BudgetClock::time_point{} || budget.deadline < end_)) end_ = budget.deadline;
  }

  // Grants one node to expand; false once the budget is spent (and from then on). A refused
  // node is not counted, so nodes() never passes max_nodes.
  bool spend() {
    if (spent_) return false;
    if (budget_.max_nodes != 0 && nodes_ >= budget_.max_nodes) return stop(StopReason::nodes);
    if ((nodes_ & 255u) == 0) {
      if (budget_.cancelled()) return stop(StopReason::cancelled);
      if (end_ != BudgetClock::time_point{} && BudgetClock::now() > end_) return stop(StopReason::time);
    }
    ++nodes_;
    return true;
  }

  // Whether `more` nodes can still be granted under max_nodes (the clock and cancel aside). When
  // not, the meter is spent for nodes at once: work that needs at least that many (an enumeration
  // visits every deal) stops before it allocates for them.
  bool affords(std::uint64_t more) {
    if (spent_) return false;
    if (budget_.max_nodes != 0 && more > budget_.max_nodes - nodes_) return stop(StopReason::nodes);
    return true;
  }

  bool spent() const { return spent_; }
  // The nodes granted: at most max_nodes.
  std::uint64_t nodes() const { return nodes_; }
  double elapsed_ms() const { return std::chrono::duration<double, std::milli>(BudgetClock::now() - start_).count(); }

 private:
  bool stop(StopReason why) {
    spent_ = true;
    if (budget_.stopped != nullptr) *budget_.stopped = why;
    return false;
  }

  Budget budget_;
  BudgetClock::time_point start_;
  BudgetClock::time_point end_{};  // the epoch: no time limit
  std::uint64_t nodes_ = 0;
  bool spent_ = false;
};

}  // namespace puzzlelab
