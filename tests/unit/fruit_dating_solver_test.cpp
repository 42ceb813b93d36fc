// Fruit Dating solver (engine/games/fruit_dating/solver.hpp): shortest solutions, proved
// unsolvability, budgets, and agreement with a brute-force search on small levels.
#include <doctest/doctest.h>

#include <string>

#include "core/rng.hpp"
#include "games/fruit_dating/candidate.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/solver.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fruit_dating;

namespace {

SolveResult solve_text(const std::string& text, const Budget& budget = {}) {
  BudgetMeter meter(budget);
  return solve(parse_board(text), meter);
}

bool replays_to_solved(Board board, const std::vector<Dir>& moves) {
  for (Dir d : moves) apply(board, d);
  return is_solved(board);
}

// Depth-first search of every move sequence up to `depth` tilts, no duplicate detection: the
// article's first brute force. True when some sequence of exactly `depth` moves or fewer solves.
bool brute_solves_within(const Board& board, int depth) {
  if (is_solved(board)) return true;
  if (depth == 0) return false;
  for (Dir d : legal_moves(board)) {
    Board next = board;
    tilt(next, d);
    if (brute_solves_within(next, depth - 1)) return true;
  }
  return false;
}

// The shortest solution length up to `limit` by iterative deepening, or -1.
int brute_shortest(const Board& board, int limit) {
  for (int depth = 0; depth <= limit; ++depth)
    if (brute_solves_within(board, depth)) return depth;
  return -1;
}

}  // namespace

TEST_CASE("the solver finds a shortest solution and replays it") {
  const SolveResult one = solve_text("#######/#a...a#/#.....#/#######");
  CHECK(one.status == Status::solved);
  CHECK(one.moves == std::vector<Dir>{Dir::right});  // right is tried first
  // The fruit meet only by way of the gap on the right: right, then up (tried before down).
  const std::string text = "#######/#a....#/#####.#/#a....#/#######";
  const SolveResult r = solve_text(text);
  REQUIRE(r.status == Status::solved);
  CHECK(r.moves == std::vector<Dir>{Dir::right, Dir::up});
  CHECK(replays_to_solved(parse_board(text), r.moves));
  CHECK(brute_shortest(parse_board(text), 6) == 2);
}

TEST_CASE("already solved: no moves; unsolvable once every reachable position is examined") {
  const SolveResult done = solve_text("####/#..#/#..#/####");
  CHECK(done.status == Status::solved);
  CHECK(done.moves.empty());
  // The two fruit only ever move up and down their own columns.
  const SolveResult apart = solve_text("#####/#a#a#/#.#.#/#####");
  CHECK(apart.status == Status::unsolvable);
  CHECK(apart.stored == 2);
  CHECK(apart.expanded == 2);
  // Lost from the start.
  CHECK(solve_text("#######/#a..b.#/#b....#/#######").status == Status::unsolvable);
  // Every way leads into mud.
  CHECK(solve_text("#####/#a~a#/#~~~#/#####").status == Status::unsolvable);
}

TEST_CASE("the budget stops the solver with unknown, never a wrong answer") {
  const std::string text = "########/#a....b#/#.o..x.#/#..##..#/#.u..o.#/#b....a#/########";
  const SolveResult full = solve_text(text);
  REQUIRE(full.status == Status::solved);
  REQUIRE(full.expanded > 3);
  Budget tight;
  tight.max_nodes = 2;
  const SolveResult cut = solve_text(text, tight);
  CHECK(cut.status == Status::unknown);
  CHECK(cut.moves.empty());
  std::atomic<bool> cancel{true};
  Budget cancelled;
  cancelled.cancel = &cancel;
  // The flag is read every 256 nodes: a search that ends sooner still answers right.
  const SolveResult c = solve_text(text, cancelled);
  CHECK((c.status == Status::unknown || c.moves.size() == full.moves.size()));
  // Depth and state limits answer unknown too, not unsolvable.
  BudgetMeter meter(Budget{});
  SolverOptions shallow;
  shallow.max_depth = static_cast<int>(full.moves.size()) - 1;
  const SolveResult limited = solve(parse_board(text), meter, shallow);
  CHECK(limited.status == Status::unknown);
  CHECK(limited.depth_limited);
  SolverOptions small;
  small.max_states = 3;
  BudgetMeter meter2(Budget{});
  const SolveResult capped = solve(parse_board(text), meter2, small);
  CHECK(capped.status == Status::unknown);
  CHECK(capped.out_of_memory);
}

TEST_CASE("the solver agrees with brute force on small generated levels") {
  int compared = 0, solved = 0;
  for (std::uint64_t seed = 0; seed < 60; ++seed) {
    CandidateOptions options;
    options.width = 5 + static_cast<int>(seed % 2);
    options.height = 5 + static_cast<int>(seed / 2 % 2);
    options.features = seed % 3 != 0;
    Rng rng(seed);
    Trace trace;
    const Board level = draw_candidate(options, rng, trace);
    CAPTURE(format_board(level));
    BudgetMeter meter(Budget{});
    const SolveResult r = solve(level, meter);
    REQUIRE(r.status != Status::unknown);
    constexpr int kDepth = 6;
    const int brute = brute_shortest(level, kDepth);
    if (r.status == Status::solved) {
      CHECK(replays_to_solved(level, r.moves));
      ++solved;
      if (static_cast<int>(r.moves.size()) <= kDepth)
        CHECK(brute == static_cast<int>(r.moves.size()));
      else
        CHECK(brute == -1);
    } else {
      CHECK(brute == -1);
    }
    ++compared;
  }
  CHECK(compared == 60);
  CHECK(solved >= 10);  // the comparison covers solvable levels, not only dead ones
}
