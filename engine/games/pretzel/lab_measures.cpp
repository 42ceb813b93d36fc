#include "games/pretzel/lab_measures.hpp"

#include <array>
#include <set>
#include <vector>

#include "core/byte_state_store.hpp"

namespace puzzlelab::pretzel {

int greedy_score(const Board& board, const int* hole_cells) {
  const Shape& shape = board.shape;
  int score = 0;
  for (int i = 0; i < shape.suits; ++i) {
    const int hole = hole_cells[i];
    if (shape.column(hole) == 0) {
      score += 2;
      continue;
    }
    const Card left = board.cells[hole - 1];
    if (left != kHole && rank_of(left) == shape.ranks) {
      score -= 1;
    } else if (left == kHole) {
      score += 0;
    } else {
      // Cell i (the hole's ordinal) holding the card that belongs there, as the simulator reads it.
      const Card home = make_card(shape.row(i), shape.column(i) + 2);
      score += board.cells[i] == home ? 2 : 1;
    }
  }
  return score;
}

bool greedy_solves(const Board& deal) {
  const Shape& shape = deal.shape;
  Board board = deal;
  std::array<int, kMaxSuits> holes{};
  int found = 0;
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (board.cells[cell] == kHole) holes[found++] = cell;
  std::set<std::vector<Card>> seen{board.cells};
  for (;;) {
    if (is_solved(board)) return true;
    int best_score = 0, best_slot = -1, best_from = -1;
    for (int i = 0; i < shape.suits; ++i) {
      const Card fit = fitting_card(shape, board.cells.data(), holes[i]);
      if (fit == kHole) continue;
      int from = -1;
      for (int cell = 0; cell < shape.cells(); ++cell)
        if (board.cells[cell] == fit) from = cell;
      Board next = board;
      next.cells[holes[i]] = fit;
      next.cells[from] = kHole;
      std::array<int, kMaxSuits> next_holes = holes;
      next_holes[i] = from;
      const int score = greedy_score(next, next_holes.data());
      if (best_slot < 0 || score > best_score) {
        best_score = score;
        best_slot = i;
        best_from = from;
      }
    }
    if (best_slot < 0) return false;
    board.cells[holes[best_slot]] = board.cells[best_from];
    board.cells[best_from] = kHole;
    holes[best_slot] = best_from;
    if (!seen.insert(board.cells).second) return false;
  }
}

std::optional<std::uint64_t> count_dead_ends(const Board& deal, std::uint64_t max_states) {
  const Shape& shape = deal.shape;
  const int stride = shape.cells();
  ByteStateStore store(stride);
  store.insert(deal.cells.data(), ByteStateStore::kNone, 0);
  Board position{shape, deal.cells};
  std::uint64_t dead_ends = 0;
  for (std::uint32_t id = 0; id < store.size(); ++id) {
    const std::uint8_t* state = store.state(id);
    position.cells.assign(state, state + stride);
    if (is_solved(position)) continue;
    const std::vector<Move> moves = legal_moves(position);
    if (moves.empty()) {
      ++dead_ends;
      continue;
    }
    for (const Move m : moves) {
      Board next = position;
      apply(next, m);
      store.insert(next.cells.data(), id, 0);
      if (store.size() > max_states) return std::nullopt;
    }
  }
  return dead_ends;
}

}  // namespace puzzlelab::pretzel
