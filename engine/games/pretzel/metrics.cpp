#include "games/pretzel/metrics.hpp"

#include "core/board_seed.hpp"
#include "core/rng.hpp"

namespace puzzlelab::pretzel {

Metrics measure(const Board& board, BudgetMeter& meter, const SolverOptions& options) {
  Metrics m;
  const SolveResult r = solve(board, meter, options);
  m.status = r.status;
  m.shortest = r.shortest;
  m.states = r.stored;
  if (r.status == Status::solved && r.shortest) m.min_length = static_cast<int>(r.moves.size());

  Rng rng(board_seed(format_board(board)));
  const Playout<Move> walk = random_playout(board, rng, kDefaultPlayoutMoves);
  m.playout_solved = walk.solved();
  m.playout_moves = walk.moves.size();
  m.playout_ended = puzzlelab::to_string(walk.end);

  const Blockade blockade = find_blockade(board);
  m.blockade = blockade.kind;
  FrozenScratch scratch;
  m.blocked_cards = frozen_cards(Geometry(board.shape), board.cells.data(), scratch);
  m.legal_moves = static_cast<int>(legal_moves(board).size());
  for (int s = 0; s < board.shape.suits; ++s)
    for (int c = 0; c + 1 < board.shape.ranks && board.at(s, c) == make_card(s, c + 2); ++c) ++m.cards_home;
  return m;
}

}  // namespace puzzlelab::pretzel
