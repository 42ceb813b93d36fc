// Every search runs under a budget: a node limit, a time limit and a cancel flag. When any of them
// runs out the search stops and answers `unknown`; it never hangs and never guesses.
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

struct Budget {
  std::uint64_t max_nodes = 0;                   // 0: no node limit
  double max_ms = 0;                             // 0: no time limit
  const std::atomic<bool>* cancel = nullptr;     // set from another thread to stop the search
  // When set, a meter that runs out writes which limit it reached, so a caller can say why a
  // search gave up without every solver reporting it.
  StopReason* stopped = nullptr;
};

// Tracks what a search has spent. Reading the clock and the flag is cheap but not free, so they
// are checked every 256 nodes.
class BudgetMeter {
 public:
  explicit BudgetMeter(const Budget& budget)
      : budget_(budget), start_(std::chrono::steady_clock::now()) {}

  // Counts one expanded node; false once the budget is spent (and from then on).
  bool spend() {
    if (spent_) return false;
    ++nodes_;
    if (budget_.max_nodes != 0 && nodes_ > budget_.max_nodes) return stop(StopReason::nodes);
    if ((nodes_ & 255u) == 0) {
      if (budget_.cancel != nullptr && budget_.cancel->load(std::memory_order_relaxed)) return stop(StopReason::cancelled);
      if (budget_.max_ms > 0 && elapsed_ms() > budget_.max_ms) return stop(StopReason::time);
    }
    return true;
  }

  bool spent() const { return spent_; }
  std::uint64_t nodes() const { return nodes_; }
  double elapsed_ms() const {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  bool stop(StopReason why) {
    spent_ = true;
    if (budget_.stopped != nullptr) *budget_.stopped = why;
    return false;
  }

  Budget budget_;
  std::chrono::steady_clock::time_point start_;
  std::uint64_t nodes_ = 0;
  bool spent_ = false;
};

}  // namespace puzzlelab
