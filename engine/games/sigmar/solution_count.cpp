#include "games/sigmar/solution_count.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <unordered_map>
#include <vector>

#include "games/sigmar/marbles.hpp"
#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

namespace {

class Counter {
 public:
  Counter(const Board& board, const Budget& budget, const CountOptions& options)
      : mb_(board), meter_(budget), options_(options), moves_(static_cast<std::size_t>(mb_.count()) + 2) {
    if (options.pruning) dead_test_ = std::make_unique<DeadPositionTest>(board);
    memo_.reserve(std::min<std::size_t>(options.max_stored, 1u << 16));
  }

  // The count from position m, or nullopt once the budget is spent or the count overflows.
  std::optional<BigCount> count(Mask m, std::size_t depth) {
    if (m == 0) return BigCount(1);
    if (const auto it = memo_.find(m); it != memo_.end()) return it->second;
    if (!meter_.spend()) return std::nullopt;
    BigCount total;
    if (!dead_test_ || !dead_test_->proved_dead(m)) {
      std::vector<MarblePair>& moves = moves_[depth];
      marble_moves(mb_, m, moves);
      for (std::size_t k = 0; k < moves.size(); ++k) {
        const MarblePair mv = moves[k];  // deeper calls fill deeper buffers
        Mask next = m & ~bit(mv.i);
        if (mv.j >= 0) next &= ~bit(mv.j);
        const std::optional<BigCount> n = count(next, depth + 1);
        if (!n) return std::nullopt;
        if (!total.add(*n)) {
          overflow_ = true;
          return std::nullopt;
        }
      }
    }
    if (memo_.size() < options_.max_stored) memo_.emplace(m, total);
    return total;
  }

  bool overflow() const { return overflow_; }
  std::uint64_t nodes() const { return meter_.nodes(); }
  std::size_t stored() const { return memo_.size(); }
  Mask all() const { return mb_.all(); }

 private:
  const Marbles mb_;
  BudgetMeter meter_;
  CountOptions options_;
  std::unique_ptr<DeadPositionTest> dead_test_;
  std::unordered_map<Mask, BigCount> memo_;
  std::vector<std::vector<MarblePair>> moves_;  // one buffer per depth (each move removes a marble)
  bool overflow_ = false;
};

}  // namespace

CountResult count_all_solutions(const Board& board, const Budget& budget, const CountOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  StopReason stopped = StopReason::none;
  Budget b = budget;
  if (b.stopped == nullptr) b.stopped = &stopped;
  Counter counter(board, b, options);
  CountResult out;
  out.count = counter.count(counter.all(), 0);
  out.nodes = counter.nodes();
  out.stored = counter.stored();
  out.overflow = counter.overflow();
  if (!out.count && !out.overflow) out.stopped = *b.stopped;
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

}  // namespace puzzlelab::sigmar
