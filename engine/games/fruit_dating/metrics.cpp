#include "games/fruit_dating/metrics.hpp"

#include <array>

#include "core/board_seed.hpp"
#include "core/rng.hpp"
#include "games/fruit_dating/capped_dfs_solver.hpp"
#include "games/fruit_dating/playout.hpp"

namespace puzzlelab::fruit_dating {

Metrics measure(const Board& board, BudgetMeter& meter, BudgetMeter& dfs_meter, const SolverOptions& options) {
  Metrics m;
  const SolveResult r = solve(board, meter, options);
  m.status = r.status;
  m.states = r.stored;
  m.expanded = r.expanded;
  if (r.status == Status::solved) m.min_length = static_cast<int>(r.moves.size());
  CappedDfsOptions dfs_options;
  dfs_options.max_states = options.max_states;
  const CappedDfsResult dfs = solve_capped_dfs(board, dfs_meter, dfs_options);
  if (dfs.status == Status::unsolvable || (dfs.status == Status::solved && dfs.shortest)) {
    m.capped_dfs_expanded = static_cast<std::int64_t>(dfs.expanded);
    m.capped_dfs_runs = static_cast<std::int64_t>(dfs.runs);
  }

  Rng rng(board_seed(format_board(board)));
  const Playout<Dir> walk = random_playout(board, rng, kDefaultPlayoutMoves);
  m.playout_solved = walk.solved();
  m.playout_moves = walk.moves.size();
  m.playout_ended = puzzlelab::to_string(walk.end);

  std::array<bool, kColours> seen{};
  for (int t = 0; t < board.tiles(); ++t) {
    const Thing thing = board.things[t];
    m.floor_tiles += board.ground[t] != Ground::wall;
    m.mud += board.ground[t] == Ground::mud;
    if (is_fruit(thing) || is_spoiled(thing)) {
      ++m.fruit;
      seen[colour_of(thing)] = true;
    }
    m.obstacles += is_obstacle(thing);
    m.hedgehogs += is_hedgehog(thing);
    m.anteaters += is_anteater(thing);
  }
  for (bool s : seen) m.colours += s;
  m.one_ways = static_cast<int>(one_ways(board).size());
  m.legal_moves = static_cast<int>(legal_moves(board).size());
  return m;
}

}  // namespace puzzlelab::fruit_dating
