#include "games/fujisan/exact_study.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>

#include "core/search_astar.hpp"
#include "core/search_table.hpp"
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

}  // namespace

// One priest alone on the board, in a relaxed game: a sideways move from column c to a mountain
// space t of its row (not from the summit) is allowed when t holds a value v >= 1 with
// |t - c| - 3 <= v <= |t - c| (the real move counts the spaces travelled minus the occupied
// ones, and at most three other priests stand in between); up/down in any mountain column. Every
// real move of a priest is a move of this game, so its distance to a summit space here never
// exceeds the real moves that priest still needs, and summed over the four priests (each move
// moves one) it is a lower bound on the moves left.

std::array<std::uint8_t, kSpaces> relaxed_distances(const Board& board) {
  std::array<std::uint8_t, kSpaces> distance;
  distance.fill(kUnreachable);
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

bool unsolvable_in_relaxed_game(const Board& board) {
  const std::array<std::uint8_t, kSpaces> distance = relaxed_distances(board);
  for (Position rest = kStart; rest != 0; rest &= rest - 1)
    if (distance[std::countr_zero(rest)] == kUnreachable) return true;
  return false;
}

ExactStudy::ExactStudy()
    : moves_(Board{}, Variant::standard),
      row_listed_(std::size_t{kRows} * kRowPatterns, 0),
      slot_(kPositionCount, 0),
      nodes_(kPositionCount),
      labels_(kPositionCount),
      paths_(kPositionCount) {}

void ExactStudy::start_board(const Board& board, Variant variant) {
  moves_ = MoveGenerator(board, variant);
  relaxed_ = relaxed_distances(board);
  std::fill(row_listed_.begin(), row_listed_.end(), 0);  // 12 KB: cheaper than a stamp per row
  rows_.clear();
  row_moves_.clear();
  node_count_ = 0;
  step_count_ = 0;
  std::fill(slot_.begin(), slot_.end(), 0);  // 40 KB
}

std::uint32_t ExactStudy::add_node(Position p, std::uint16_t& slot, Move move, int summit, int relaxed) {
  const std::uint32_t id = node_count_++;
  slot = static_cast<std::uint16_t>(id + 1);
  Node& node = nodes_[id];
  node.position = p;
  node.listed = false;
  // One priest moved: the summit count and the relaxed sum change by its two spaces only.
  node.summit_priests = static_cast<std::uint8_t>(summit - ((kSummit >> move.from) & 1u) + ((kSummit >> move.to) & 1u));
  Labels& labels = labels_[id];
  labels.depth = -1;
  labels.relaxed = static_cast<std::uint16_t>(relaxed - relaxed_[move.from] + relaxed_[move.to]);
  return id;
}

std::uint32_t ExactStudy::add_start() {
  std::uint16_t& slot = slot_[position_index(kStart)];
  const std::uint32_t id = node_count_++;
  slot = static_cast<std::uint16_t>(id + 1);
  Node& node = nodes_[id];
  node.position = kStart;
  node.listed = false;
  node.summit_priests = static_cast<std::uint8_t>(summit_priests(kStart));
  int relaxed = 0;
  for (Position rest = kStart; rest != 0; rest &= rest - 1) relaxed += relaxed_[std::countr_zero(rest)];
  labels_[id].depth = -1;
  labels_[id].relaxed = static_cast<std::uint16_t>(relaxed);
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
  const int relaxed = labels_[id].relaxed;
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
        *out++ = {m, move.counter_intuitive, node_of(apply(p, m), move.term + across_term, m, summit, relaxed)};
      }
      if (!is_start_column(column) && ((across_row >> column) & 1u) == 0) {
        const Move m{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(space_of(1 - row, column))};
        const Position next = apply(p, m);
        *out++ = {m, 0, node_of(next, position_index(next), m, summit, relaxed)};  // up/down: never counter-intuitive
      }
    }
  }
  Node& node = nodes_[id];
  node.first_step = step_count_;
  node.step_count = static_cast<std::uint8_t>(out - first);
  node.listed = true;
  step_count_ += static_cast<std::uint32_t>(out - first);
}

// search::astar (core/search_astar.hpp) on the node ids, step for step: the same bucket queue
// (f, then the heuristic, last in first out), the same goal test, budget and reopening, so it
// expands the same positions in the same order and returns the same path. Its tree lives in the
// nodes: A* meets positions in the order listing numbers them (a position is listed only when
// A* expands it, and A* takes its successors in listing order), so a successor is new to A*
// exactly when its id is the next one A* has not met.
Solution ExactStudy::astar(BudgetMeter& meter) {
  Solution out;
  for (std::size_t key = 0; key < buckets_used_; ++key) buckets_[key].clear();
  buckets_used_ = 0;
  std::size_t lowest = 0;  // no non-empty bucket below this
  const auto key_of = [&](std::uint32_t id) -> std::size_t {
    const std::size_t h = static_cast<std::size_t>(kPriests - nodes_[id].summit_priests);
    return (nodes_[id].astar_depth + h) * search::kTieLevels + std::min<std::size_t>(h, search::kTieLevels - 1);
  };
  const auto push = [&](std::uint32_t id) {
    const std::size_t key = key_of(id);
    if (key >= buckets_used_) {
      if (key >= buckets_.size()) buckets_.resize(key + 1);
      buckets_used_ = key + 1;
    }
    buckets_[key].push_back(id);
    lowest = std::min(lowest, key);
  };

  nodes_[0].parent = search::kNoNode;
  nodes_[0].astar_depth = 0;
  std::uint32_t met = 1;
  push(0);
  std::uint32_t found = search::kNoNode;
  for (;;) {
    while (lowest < buckets_used_ && buckets_[lowest].empty()) ++lowest;
    if (lowest == buckets_used_) break;  // open list empty: every reachable position was expanded
    const std::uint32_t id = buckets_[lowest].back();
    buckets_[lowest].pop_back();
    if (key_of(id) != lowest) continue;  // stale: its depth improved after it was queued
    if (is_solved(nodes_[id].position)) {
      found = id;
      break;
    }
    if (!meter.spend()) break;
    ++out.expanded;
    const std::uint32_t depth = nodes_[id].astar_depth + 1u;
    for (const Step& step : steps(id)) {
      Node& next = nodes_[step.to];
      if (step.to >= met) {  // step.to == met: the next position A* meets
        ++met;
      } else if (depth >= next.astar_depth) {
        continue;
      }
      // Met now, or met before by a longer way (only with an inconsistent heuristic): (re)open it.
      next.parent = id;
      next.move = step.move;
      next.astar_depth = static_cast<std::uint16_t>(depth);
      push(step.to);
    }
  }
  out.stored = met;
  if (found != search::kNoNode) {
    out.status = Status::solved;
    for (std::uint32_t id = found; nodes_[id].parent != search::kNoNode; id = nodes_[id].parent)
      out.moves.push_back(nodes_[id].move);
    std::reverse(out.moves.begin(), out.moves.end());
  } else {
    out.status = meter.spent() ? Status::unknown : Status::unsolvable;
  }
  return out;
}

// analyse_shortest_solutions (metrics.cpp) with `length` known, on the listed steps, pruned by
// the relaxed lower bound.
ShortestSolutions ExactStudy::analyse(int length) {
  ShortestSolutions out;
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
      if (from.depth + 1 + to.relaxed > length) continue;
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
  return out;
}

ExactStudy::Measures ExactStudy::measure(const Board& board, Variant variant, const Budget& budget) {
  start_board(board, variant);
  add_start();  // node 0
  Measures out;
  // A node budget of at least kPositionCount never stops A* (it expands each position at most
  // once: the heuristic is consistent) nor the analysis, so those budgets are not counted. A
  // smaller one might, exactly where solve_astar and analyse_shortest_solutions would: they
  // answer then.
  const bool budget_unreached = budget.max_nodes == 0 || budget.max_nodes >= kPositionCount;
  if (budget_unreached) {
    for (Position rest = kStart; rest != 0; rest &= rest - 1) {
      if (relaxed_[std::countr_zero(rest)] == kUnreachable) {
        out.solution.status = Status::unsolvable;
        return out;
      }
    }
  }
  {
    BudgetMeter meter(budget);
    out.solution = astar(meter);
  }
  if (out.solution.status != Status::solved) return out;
  const int length = static_cast<int>(out.solution.moves.size());
  if (budget_unreached) {
    out.all = analyse(length);
  } else {
    out.all = analyse_shortest_solutions(board, variant, kStart, budget, length);
  }
  return out;
}

}  // namespace puzzlelab::fujisan
