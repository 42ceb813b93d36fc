#include "games/fujisan/exact_study.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>

#include "core/search_astar.hpp"
#include "games/fujisan/position_index.hpp"

namespace puzzlelab::fujisan {

namespace {

constexpr std::uint64_t kMaxCount = std::numeric_limits<std::uint64_t>::max();

// is_counter_intuitive (metrics.hpp) for every (from, to) pair of spaces: the moved priest ends
// further from the summit's centre.
constexpr std::array<std::array<std::uint8_t, kSpaces>, kSpaces> make_counter_intuitive() {
  std::array<std::array<std::uint8_t, kSpaces>, kSpaces> table{};
  const auto distance = [](int space) { return 2 * column_of(space) - 13 < 0 ? 13 - 2 * column_of(space) : 2 * column_of(space) - 13; };
  for (int from = 0; from < kSpaces; ++from)
    for (int to = 0; to < kSpaces; ++to) table[from][to] = distance(to) > distance(from) ? 1 : 0;
  return table;
}
constexpr auto kCounterIntuitive = make_counter_intuitive();

// The positions as node ids for the generic A*: the same moves in the same order as
// search_space.hpp's SearchSpace, so A* expands the same positions and returns the same path.
class StudySpace {
 public:
  using State = std::uint32_t;
  using Move = fujisan::Move;

  explicit StudySpace(ExactStudy& study) : study_(&study) {}

  bool is_goal(State id) const { return is_solved(study_->node(id).position); }
  int heuristic(State id) const { return kPriests - study_->node(id).summit_priests; }
  template <class F>
  void for_each_successor(State id, F&& f) const {
    for (const ExactStudy::Step& step : study_->steps(id)) f(step.move, step.to);
  }
  std::size_t state_count() const { return kPositionCount; }  // node ids are below it
  std::size_t index(State id) const { return id; }

 private:
  ExactStudy* study_;
};

// One priest alone on the board, in a relaxed game: a sideways move from column c to a mountain
// space t of its row (not from the summit) is allowed when t holds a value v >= 1 with
// |t - c| - 3 <= v <= |t - c| (the real move counts the spaces travelled minus the occupied
// ones, and at most three other priests stand in between); up/down in any mountain column. Every
// real move of a priest is a move of this game, so its distance to a summit space here never
// exceeds the real moves that priest still needs, and summed over the four priests (each move
// moves one) it is a lower bound on the moves left.
std::array<std::uint8_t, kSpaces> relaxed_distances(const Board& board) {
  std::array<std::uint8_t, kSpaces> distance;
  distance.fill(std::numeric_limits<std::uint8_t>::max());
  for (int row = 0; row < kRows; ++row) {
    distance[space_of(row, kSummitLeft)] = 0;
    distance[space_of(row, kSummitRight)] = 0;
  }
  // Relaxation until nothing improves: 28 spaces, so at most 28 rounds, usually a handful.
  for (bool changed = true; changed;) {
    changed = false;
    for (int space = 0; space < kSpaces; ++space) {
      const int row = row_of(space);
      const int column = column_of(space);
      if (is_summit_column(column)) continue;
      int best = distance[space];
      for (int target = kFirstMountain; target <= kLastMountain; ++target) {
        const int travelled = std::abs(target - column);
        const int value = board.value(row, target);
        if (target != column && value >= 1 && value <= travelled && value >= travelled - (kPriests - 1))
          best = std::min(best, distance[space_of(row, target)] + 1);
      }
      if (!is_start_column(column)) best = std::min(best, distance[space_of(1 - row, column)] + 1);
      if (best < distance[space]) {
        distance[space] = static_cast<std::uint8_t>(best);
        changed = true;
      }
    }
  }
  return distance;
}

}  // namespace

ExactStudy::ExactStudy()
    : moves_(Board{}, Variant::standard), row_targets_(std::size_t{kRows} << kColumns), slot_(kPositionCount, 0) {}

void ExactStudy::start_board(const Board& board, Variant variant) {
  moves_ = MoveGenerator(board, variant);
  relaxed_ = relaxed_distances(board);
  if (++board_stamp_ == 0) {  // after 2^32 boards old stamps could match again
    for (RowTargets& row : row_targets_) row.stamp = 0;
    board_stamp_ = 1;
  }
  nodes_.clear();
  steps_.clear();
  // Slots of earlier boards are below the new base (node ids are below kPositionCount); when
  // the base would overflow, the slots are cleared once (every ~200,000 boards).
  if (base_ > std::numeric_limits<std::uint32_t>::max() - 2 * static_cast<std::uint32_t>(kPositionCount)) {
    std::fill(slot_.begin(), slot_.end(), 0);
    base_ = 0;
  }
  base_ += static_cast<std::uint32_t>(kPositionCount);
}

std::uint32_t ExactStudy::add_node(Position p, std::uint32_t& slot) {
  const auto id = static_cast<std::uint32_t>(nodes_.size());
  slot = base_ + id;
  Node& node = nodes_.emplace_back();
  node.position = p;
  node.summit_priests = static_cast<std::uint8_t>(summit_priests(p));
  int relaxed = 0;
  for (Position rest = p; rest != 0; rest &= rest - 1) relaxed += relaxed_[std::countr_zero(rest)];
  node.relaxed = static_cast<std::uint8_t>(std::min(relaxed, 255));
  return id;
}

int ExactStudy::list_moves(Position p, Move* out) {
  int n = 0;
  for (int row = 0; row < kRows; ++row) {
    const std::uint32_t in_row = (p >> (row * kColumns)) & ((1u << kColumns) - 1);
    RowTargets& cached = row_targets_[(static_cast<std::size_t>(row) << kColumns) | in_row];
    if (cached.stamp != board_stamp_) {
      cached.stamp = board_stamp_;
      int k = 0;
      for (std::uint32_t rest = in_row; rest != 0; rest &= rest - 1, ++k) {
        const int column = std::countr_zero(rest);
        cached.targets[k] = is_summit_column(column) ? MoveGenerator::Targets{}
                                                     : moves_.sideways_targets(row, column, in_row);
      }
    }
    // As MoveGenerator::write: by source space; sideways leftwards nearest first, rightwards
    // nearest first, then up/down.
    int k = 0;
    for (std::uint32_t rest = in_row; rest != 0; rest &= rest - 1, ++k) {
      const int column = std::countr_zero(rest);
      const auto from = static_cast<std::uint8_t>(space_of(row, column));
      const int row_start = row * kColumns;
      if (is_summit_column(column)) {
        if (moves_.variant() == Variant::summit_step) {
          const int other = space_of(row, column == kSummitLeft ? kSummitRight : kSummitLeft);
          if (!occupied(p, other)) out[n++] = {from, static_cast<std::uint8_t>(other)};
        }
      } else {
        for (std::uint32_t left = cached.targets[k].left; left != 0; left &= ~std::bit_floor(left))
          out[n++] = {from, static_cast<std::uint8_t>(row_start + 31 - std::countl_zero(left))};
        for (std::uint32_t right = cached.targets[k].right; right != 0; right &= right - 1)
          out[n++] = {from, static_cast<std::uint8_t>(row_start + std::countr_zero(right))};
      }
      if (!is_start_column(column)) {
        const int across = space_of(1 - row, column);
        if (!occupied(p, across)) out[n++] = {from, static_cast<std::uint8_t>(across)};
      }
    }
  }
  return n;
}

void ExactStudy::list(std::uint32_t id) {
  const Position p = nodes_[id].position;
  Move* const moves = scratch_.data();
  const int count = list_moves(p, moves);
  const std::size_t first = steps_.size();
  steps_.resize(first + static_cast<std::size_t>(count));
  Step* out = steps_.data() + first;
  for (int i = 0; i < count; ++i) {
    const Move m = moves[i];
    out[i] = {m, kCounterIntuitive[m.from][m.to], node_of(apply(p, m))};
  }
  Node& node = nodes_[id];  // node_of may have moved the nodes
  node.first_step = static_cast<std::uint32_t>(first);
  node.step_count = static_cast<std::uint8_t>(count);
  node.listed = true;
}

// analyse_shortest_solutions (metrics.cpp) with `length` known, on the listed steps, pruned by
// the relaxed lower bound.
ShortestSolutions ExactStudy::analyse(int length) {
  ShortestSolutions out;
  queue_.clear();
  queue_.push_back(0);  // the start is node 0
  nodes_[0].depth = 0;
  nodes_[0].ci_min = 0;
  nodes_[0].ci_max = 0;
  nodes_[0].paths = 1;
  int goal_depth = -1;
  std::uint32_t goal = 0;
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const std::uint32_t id = queue_[head];
    if (goal_depth >= 0 && nodes_[id].depth >= goal_depth) break;
    const std::span<const Step> list = steps(id);
    const Node from = nodes_[id];
    ++out.expanded;
    for (const Step& step : list) {
      Node& to = nodes_[step.to];
      if (from.depth + 1 + to.relaxed > length) continue;
      const int ci = step.counter_intuitive;
      if (to.depth < 0) {
        to.depth = static_cast<std::int16_t>(from.depth + 1);
        to.ci_min = static_cast<std::int16_t>(from.ci_min + ci);
        to.ci_max = static_cast<std::int16_t>(from.ci_max + ci);
        to.paths = from.paths;
        queue_.push_back(step.to);
        if (is_solved(to.position)) {
          goal_depth = to.depth;
          goal = step.to;
        }
      } else if (to.depth == from.depth + 1) {
        to.ci_min = std::min<std::int16_t>(to.ci_min, static_cast<std::int16_t>(from.ci_min + ci));
        to.ci_max = std::max<std::int16_t>(to.ci_max, static_cast<std::int16_t>(from.ci_max + ci));
        to.paths = to.paths > kMaxCount - from.paths ? kMaxCount : to.paths + from.paths;
      }
    }
  }
  // The summit is `length` moves away (A* proved it), so the search reached it.
  const Node& summit = nodes_[goal];
  out.status = Status::solved;
  out.length = summit.depth;
  out.counter_intuitive_min = summit.ci_min;
  out.counter_intuitive_max = summit.ci_max;
  out.count = summit.paths;
  out.count_saturated = summit.paths == kMaxCount;
  return out;
}

ExactStudy::Measures ExactStudy::measure(const Board& board, Variant variant, const Budget& budget) {
  start_board(board, variant);
  node_of(kStart);  // node 0
  Measures out;
  {
    BudgetMeter meter(budget);
    const StudySpace space(*this);
    auto result = search::astar(space, 0u, meter);
    out.solution = Solution{result.status, std::move(result.path), result.expanded, result.stored};
  }
  if (out.solution.status != Status::solved) return out;
  const int length = static_cast<int>(out.solution.moves.size());
  // The analysis never expands more than every position once, so a node budget at least that
  // large cannot run out and is not counted. A smaller one might, exactly where
  // analyse_shortest_solutions would: that function answers then.
  if (budget.max_nodes != 0 && budget.max_nodes < kPositionCount) {
    out.all = analyse_shortest_solutions(board, variant, kStart, budget, length);
  } else {
    out.all = analyse(length);
  }
  return out;
}

}  // namespace puzzlelab::fujisan
