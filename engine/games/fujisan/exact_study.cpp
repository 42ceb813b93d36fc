#include "games/fujisan/exact_study.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <stdexcept>

#include "core/search_astar.hpp"
#include "core/search_table.hpp"
#include "games/fujisan/position_index.hpp"
#include "games/fujisan/solver.hpp"

namespace puzzlelab::fujisan {

namespace {

constexpr std::uint64_t kMaxCount = std::numeric_limits<std::uint64_t>::max();

// is_counter_intuitive (metrics.hpp) for every (from, to) pair of spaces: the moved priest ends
// further from the summit's centre.
constexpr std::array<std::array<std::uint8_t, kSpaces>, kSpaces> make_counter_intuitive() {
  std::array<std::array<std::uint8_t, kSpaces>, kSpaces> table{};
  const auto distance = [](int space) {
    return 2 * column_of(space) - 13 < 0 ? 13 - 2 * column_of(space) : 2 * column_of(space) - 13;
  };
  for (int from = 0; from < kSpaces; ++from)
    for (int to = 0; to < kSpaces; ++to) table[from][to] = distance(to) > distance(from) ? 1 : 0;
  return table;
}
constexpr auto kCounterIntuitive = make_counter_intuitive();

// Rows with at most four priests numbered densely (the row caches' index): by priest count, then
// by kRowTerms.bottom's rank among the rows of that count.
constexpr std::array<std::uint16_t, 1u << kColumns> make_row_patterns() {
  std::array<std::uint16_t, 1u << kColumns> pattern{};
  std::array<std::uint32_t, kPriests + 2> offset{};
  for (int k = 0; k <= kPriests; ++k) offset[k + 1] = offset[k] + detail::kBinomial[kColumns][k];
  for (std::uint32_t row = 0; row < (1u << kColumns); ++row) {
    const int k = std::popcount(row);
    if (k <= kPriests) pattern[row] = static_cast<std::uint16_t>(offset[k] + detail::kRowTerms.bottom[row]);
  }
  return pattern;
}
constexpr auto kRowPattern = make_row_patterns();

// search::astar's bucket queue (core/search_astar.hpp: by key, last in first out, or first in
// first out for search::Ties::first_queued) on buckets kept with their capacity from one search
// to the next.
class Buckets {
 public:
  Buckets(std::vector<std::vector<std::uint32_t>>& buckets, std::size_t& used, bool fifo = false)
      : buckets_(buckets), used_(used), fifo_(fifo) {
    for (std::size_t key = 0; key < used_; ++key) buckets_[key].clear();
    used_ = 0;
  }
  void push(std::uint32_t id, std::size_t key) {
    if (key >= used_) {
      if (key >= buckets_.size()) buckets_.resize(key + 1);
      used_ = key + 1;
      if (fifo_) heads_.resize(used_, 0);
    }
    buckets_[key].push_back(id);
    lowest_ = std::min(lowest_, key);
  }
  // The next entry whose key is still its node's (`key_of`): an entry queued before its node's
  // depth improved is stale and skipped. search::kNoNode when the queue is empty.
  template <class KeyOf>
  std::uint32_t pop(const KeyOf& key_of) {
    for (;;) {
      while (lowest_ < used_ && empty(lowest_)) ++lowest_;
      if (lowest_ == used_) return search::kNoNode;
      std::uint32_t id;
      if (fifo_) {
        id = buckets_[lowest_][heads_[lowest_]++];
      } else {
        id = buckets_[lowest_].back();
        buckets_[lowest_].pop_back();
      }
      if (key_of(id) == lowest_) return id;
    }
  }

 private:
  bool empty(std::size_t key) const { return fifo_ ? heads_[key] == buckets_[key].size() : buckets_[key].empty(); }
  std::vector<std::vector<std::uint32_t>>& buckets_;
  std::size_t& used_;
  bool fifo_;
  std::vector<std::size_t> heads_;  // fifo: each bucket's next entry
  std::size_t lowest_ = 0;          // no non-empty bucket below this
};

}  // namespace

ExactStudy::ExactStudy()
    : moves_(Board{}, Variant::standard),
      row_listed_(std::size_t{kRows} * kRowPatterns, 0),
      slot_(kPositionCount, 0),
      nodes_(kPositionCount),
      labels_(kPositionCount),
      paths_(kPositionCount) {}

void ExactStudy::start_board(const Board& board, Variant variant) {
  moves_ = MoveGenerator(board, variant);
  pairs_ = pair_distances(board, variant);
  std::fill(row_listed_.begin(), row_listed_.end(), 0);  // 12 KB: cheaper than a stamp per row
  rows_.clear();
  row_moves_.clear();
  node_count_ = 0;
  step_count_ = 0;
  std::fill(slot_.begin(), slot_.end(), 0);  // 40 KB
}

std::uint32_t ExactStudy::add_node(Position p, std::uint16_t& slot, Move move, int summit) {
  const std::uint32_t id = node_count_++;
  slot = static_cast<std::uint16_t>(id + 1);
  Node& node = nodes_[id];
  node.position = p;
  node.listed = false;
  node.astar_depth = kUnmet;
  // One priest moved: the summit count changes by its two spaces only.
  node.summit_priests = static_cast<std::uint8_t>(summit - ((kSummit >> move.from) & 1u) + ((kSummit >> move.to) & 1u));
  Labels& labels = labels_[id];
  labels.depth = -1;
  labels.bound = static_cast<std::uint16_t>(pair_bound(pairs_, p));
  labels.on_shortest_path = 0;
  return id;
}

std::uint32_t ExactStudy::add_start() {
  std::uint16_t& slot = slot_[position_index(kStart)];
  const std::uint32_t id = node_count_++;
  slot = static_cast<std::uint16_t>(id + 1);
  Node& node = nodes_[id];
  node.position = kStart;
  node.listed = false;
  node.astar_depth = kUnmet;
  node.summit_priests = static_cast<std::uint8_t>(summit_priests(kStart));
  labels_[id].depth = -1;
  labels_[id].bound = static_cast<std::uint16_t>(pair_bound(pairs_, kStart));
  labels_[id].on_shortest_path = 0;
  return id;
}

// A row's moves within the row, by its occupied columns: per priest in column order, sideways
// leftwards nearest first, then rightwards nearest first, or the summit step; each with its
// counter-intuitive flag and the row's term of the position number after it.
const ExactStudy::RowMoves& ExactStudy::list_row(int row, std::uint32_t in_row, std::uint32_t& listed) {
  listed = static_cast<std::uint32_t>(rows_.size()) + 1;
  RowMoves& out = rows_.emplace_back();
  out.first = static_cast<std::uint32_t>(row_moves_.size());
  const int row_start = row * kColumns;
  const auto& terms = row == 0 ? detail::kRowTerms.top : detail::kRowTerms.bottom;
  int n = 0, k = 0;
  const auto add = [&](int from_column, int to_column) {
    const std::uint32_t after = in_row ^ (1u << from_column) ^ (1u << to_column);
    row_moves_.push_back({static_cast<std::uint8_t>(row_start + to_column),
                          kCounterIntuitive[row_start + from_column][row_start + to_column], terms[after]});
    ++n;
  };
  for (std::uint32_t rest = in_row; rest != 0; rest &= rest - 1, ++k) {
    const int column = std::countr_zero(rest);
    if (is_summit_column(column)) {
      const int other = column == kSummitLeft ? kSummitRight : kSummitLeft;
      if (moves_.variant() == Variant::summit_step && ((in_row >> other) & 1u) == 0) add(column, other);
    } else {
      const MoveGenerator::Targets targets = moves_.sideways_targets(row, column, in_row);
      for (std::uint32_t left = targets.left; left != 0; left &= ~std::bit_floor(left))
        add(column, 31 - std::countl_zero(left));
      for (std::uint32_t right = targets.right; right != 0; right &= right - 1) add(column, std::countr_zero(right));
    }
    out.end[k] = static_cast<std::uint8_t>(n);
  }
  return out;
}

// legal_moves() order (MoveGenerator::write): by source space; sideways leftwards nearest first,
// rightwards nearest first (or the summit step), then up/down. Each move's successor is looked up
// (or added) as it is generated.
void ExactStudy::list(std::uint32_t id) {
  const Position p = nodes_[id].position;
  const int summit = nodes_[id].summit_priests;
  if (steps_.size() < std::size_t{step_count_} + kMaxMoves)
    steps_.resize(std::max(2 * steps_.size(), std::size_t{step_count_} + kMaxMoves));
  Step* const first = steps_.data() + step_count_;
  Step* out = first;
  const std::uint32_t rows[kRows] = {p & ((1u << kColumns) - 1), p >> kColumns};
  const std::uint32_t terms[kRows] = {detail::kRowTerms.top[rows[0]], detail::kRowTerms.bottom[rows[1]]};
  for (int row = 0; row < kRows; ++row) {
    const std::uint32_t in_row = rows[row];
    const std::uint32_t across_row = rows[1 - row];
    const std::uint32_t across_term = terms[1 - row];  // the other row's term, unchanged by a move within this row
    std::uint32_t& listed = row_listed_[static_cast<std::size_t>(row) * kRowPatterns + kRowPattern[in_row]];
    const RowMoves& cached = listed != 0 ? rows_[listed - 1] : list_row(row, in_row, listed);
    const RowMove* const moves = row_moves_.data() + cached.first;
    const int row_start = row * kColumns;
    int j = 0, k = 0;
    for (std::uint32_t rest = in_row; rest != 0; rest &= rest - 1, ++k) {
      const int column = std::countr_zero(rest);
      const int from = row_start + column;
      for (; j < cached.end[k]; ++j) {
        const RowMove move = moves[j];
        const Move m{static_cast<std::uint8_t>(from), move.to};
        *out++ = {m, move.counter_intuitive, node_of(apply(p, m), move.term + across_term, m, summit)};
      }
      if (!is_start_column(column) && ((across_row >> column) & 1u) == 0) {
        const Move m{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(space_of(1 - row, column))};
        const Position next = apply(p, m);
        *out++ = {m, 0, node_of(next, position_index(next), m, summit)};  // up/down: never counter-intuitive
      }
    }
  }
  Node& node = nodes_[id];
  node.first_step = step_count_;
  node.step_count = static_cast<std::uint8_t>(out - first);
  node.listed = true;
  step_count_ += static_cast<std::uint32_t>(out - first);
}

// A* guided by the pair bound (consistent, so a position is expanded at most once, at its
// distance from the start): the first summit taken off the queue is at the shortest length.
// Positions the bound rules out are never queued.
Solution ExactStudy::shortest_length(BudgetMeter& meter) {
  Solution out;
  Buckets queue(buckets_, buckets_used_);
  const auto key_of = [&](std::uint32_t id) -> std::size_t {
    const std::size_t h = labels_[id].bound;
    return (nodes_[id].astar_depth + h) * search::kTieLevels + std::min<std::size_t>(h, search::kTieLevels - 1);
  };
  nodes_[0].astar_depth = 0;
  queue.push(0, key_of(0));
  for (;;) {
    const std::uint32_t id = queue.pop(key_of);
    if (id == search::kNoNode) break;  // every position the bound leaves possible was expanded
    if (is_solved(nodes_[id].position)) {
      out.status = Status::solved;
      out.moves.resize(nodes_[id].astar_depth);  // the length; restricted_astar() gives the moves
      break;
    }
    if (!meter.spend()) break;
    ++out.expanded;
    const std::uint32_t depth = nodes_[id].astar_depth + 1u;
    for (const Step& step : steps(id)) {
      Node& next = nodes_[step.to];
      if (depth >= next.astar_depth || labels_[step.to].bound >= kNoPairPath) continue;
      next.astar_depth = static_cast<std::uint16_t>(depth);
      queue.push(step.to, key_of(step.to));
    }
  }
  out.stored = node_count_;
  if (out.status != Status::solved) out.status = meter.spent() ? Status::unknown : Status::unsolvable;
  return out;
}

// analyse_shortest_solutions (metrics.cpp) with `length` known, on the listed steps, pruned by
// the pair bound.
std::uint32_t ExactStudy::analyse(int length, ShortestSolutions& out) {
  queue_.clear();
  queue_.push_back(0);  // the start is node 0
  labels_[0].depth = 0;
  labels_[0].ci_min = 0;
  labels_[0].ci_max = 0;
  paths_[0] = 1;
  int goal_depth = -1;
  std::uint32_t goal = 0;
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const std::uint32_t id = queue_[head];
    if (goal_depth >= 0 && labels_[id].depth >= goal_depth) break;
    const std::span<const Step> list = steps(id);
    const Labels from = labels_[id];
    ++out.expanded;
    for (const Step& step : list) {
      Labels& to = labels_[step.to];
      if (from.depth + 1 + to.bound > length) continue;
      const int ci = step.counter_intuitive;
      if (to.depth < 0) {
        to.depth = static_cast<std::int16_t>(from.depth + 1);
        to.ci_min = static_cast<std::int16_t>(from.ci_min + ci);
        to.ci_max = static_cast<std::int16_t>(from.ci_max + ci);
        paths_[step.to] = paths_[id];
        queue_.push_back(step.to);
        if (nodes_[step.to].summit_priests == kPriests) {
          goal_depth = to.depth;
          goal = step.to;
        }
      } else if (to.depth == from.depth + 1) {
        to.ci_min = std::min<std::int16_t>(to.ci_min, static_cast<std::int16_t>(from.ci_min + ci));
        to.ci_max = std::max<std::int16_t>(to.ci_max, static_cast<std::int16_t>(from.ci_max + ci));
        std::uint64_t& paths = paths_[step.to];
        paths = paths > kMaxCount - paths_[id] ? kMaxCount : paths + paths_[id];
      }
    }
  }
  // The summit is `length` moves away (A* proved it), so the search reached it.
  const Labels& summit = labels_[goal];
  out.status = Status::solved;
  out.length = summit.depth;
  out.counter_intuitive_min = summit.ci_min;
  out.counter_intuitive_max = summit.ci_max;
  out.count = paths_[goal];
  out.count_saturated = paths_[goal] == kMaxCount;
  return goal;
}

// Backwards over the analysis' positions, deepest first: a position is on a shortest path when
// a move leads from it, one level deeper, to a position that is. Every position on a shortest
// path was labelled (its depth plus the bound is at most the length) and every one above the
// summit's depth was expanded. Marked positions are left unmet for restricted_astar().
void ExactStudy::mark_shortest_paths(std::uint32_t summit) {
  labels_[summit].on_shortest_path = 1;
  nodes_[summit].astar_depth = kUnmet;
  const int length = labels_[summit].depth;
  for (std::size_t i = queue_.size(); i-- > 0;) {
    const std::uint32_t id = queue_[i];
    const int depth = labels_[id].depth;
    if (depth >= length) continue;
    for (const Step& step : steps(id)) {
      const Labels& to = labels_[step.to];
      if (to.on_shortest_path && to.depth == depth + 1) {
        labels_[id].on_shortest_path = 1;
        nodes_[id].astar_depth = kUnmet;
        break;
      }
    }
  }
}

// search::astar (core/search_astar.hpp) with solve_astar's heuristic (priests off the summit),
// step for step (the same bucket queue, f then h, last in first out, or for PathChoice::papers f
// then first in first out over the successors in papers_move_order; the same goal test), but
// only on positions of shortest paths and only along moves one level deeper. It returns the path
// the full search returns:
//  - both heuristics are consistent, so the full search expands a position only at its distance
//    from the start, and a position's parent is the first of its predecessors at one level less
//    that the search expands (it is queued then, and never improved after);
//  - a predecessor one level up of a position on a shortest path is on one itself, so the
//    positions of shortest paths are queued, validly, only by positions of shortest paths, in
//    the same order in both searches; a position off them queues only entries for positions off
//    them or entries that are stale by the time they are taken (their depth improves first);
//  - so both take the positions of shortest paths off their queues in the same order (the full
//    search interleaves others, which changes nothing: a consistent heuristic never queues below
//    the key being taken, so the full search takes its entries in key order, and within a key in
//    stack or queue order, and the entries of positions of shortest paths keep their relative
//    order in both), and the summit last among them with the same parents.
// Every expansion is of a position on a shortest path, so no budget is needed.
std::vector<Move> ExactStudy::restricted_astar(PathChoice choice) {
  const bool papers = choice == PathChoice::papers;
  Buckets queue(buckets_, buckets_used_, papers);
  const auto key_of = [&](std::uint32_t id) -> std::size_t {
    const std::size_t h = static_cast<std::size_t>(kPriests - nodes_[id].summit_priests);
    return (nodes_[id].astar_depth + h) * search::kTieLevels +
           (papers ? 0 : std::min<std::size_t>(h, search::kTieLevels - 1));
  };
  nodes_[0].parent = search::kNoNode;
  nodes_[0].astar_depth = 0;
  queue.push(0, key_of(0));
  std::uint32_t found = search::kNoNode;
  std::array<Step, kMaxMoves> ordered{};
  while (found == search::kNoNode) {
    const std::uint32_t id = queue.pop(key_of);
    if (id == search::kNoNode)
      throw std::logic_error("fujisan exact study: no shortest path among the marked positions");
    if (is_solved(nodes_[id].position)) {
      found = id;
      break;
    }
    const int depth = nodes_[id].astar_depth + 1;
    std::span<const Step> list = steps(id);
    if (papers) {
      MoveList moves;
      for (const Step& step : list) moves.push(step.move);
      papers_move_order(moves);
      for (int i = 0; i < moves.size; ++i)
        ordered[i] = *std::find_if(list.begin(), list.end(), [&](const Step& s) { return s.move == moves.moves[i]; });
      list = {ordered.data(), list.size()};
    }
    for (const Step& step : list) {
      Node& next = nodes_[step.to];
      const Labels& to = labels_[step.to];
      if (!to.on_shortest_path || to.depth != depth || next.astar_depth != kUnmet) continue;
      next.parent = id;
      next.move = step.move;
      next.astar_depth = static_cast<std::uint16_t>(depth);
      queue.push(step.to, key_of(step.to));
    }
  }
  std::vector<Move> moves;
  for (std::uint32_t id = found; nodes_[id].parent != search::kNoNode; id = nodes_[id].parent)
    moves.push_back(nodes_[id].move);
  std::reverse(moves.begin(), moves.end());
  return moves;
}

ExactStudy::Measures ExactStudy::measure(const Board& board, Variant variant, const Budget& budget, PathChoice choice) {
  Measures out;
  // A node budget of at least kPositionCount never stops solve_astar (it expands each position
  // at most once: its heuristic is consistent) nor the analysis, nor this study's searches. A
  // smaller one might, exactly where solve_astar and analyse_shortest_solutions would: they
  // answer then.
  if (budget.max_nodes != 0 && budget.max_nodes < kPositionCount) {
    out.solution = solve_astar(board, variant, kStart, budget, choice);
    if (out.solution.status == Status::solved)
      out.all = analyse_shortest_solutions(board, variant, kStart, budget, static_cast<int>(out.solution.moves.size()));
    return out;
  }
  start_board(board, variant);
  add_start();                            // node 0
  if (labels_[0].bound >= kNoPairPath) {  // unsolvable_in_pair_game(): no search needed
    out.solution.status = Status::unsolvable;
    return out;
  }
  {
    BudgetMeter meter(budget);
    out.solution = shortest_length(meter);
  }
  if (out.solution.status != Status::solved) return out;
  const std::uint32_t summit = analyse(static_cast<int>(out.solution.moves.size()), out.all);
  mark_shortest_paths(summit);
  out.solution.moves = restricted_astar(choice);
  return out;
}

}  // namespace puzzlelab::fujisan
