// BoxOff solver (engine/games/boxoff/solver.hpp): known answers, exhaustive agreement with brute
// force on small grids, every pruning switched off in turn, solutions replayed, budgets, playouts.
#include <doctest/doctest.h>

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "games/boxoff/playout.hpp"
#include "games/boxoff/setups.hpp"
#include "games/boxoff/solver.hpp"

using namespace puzzlelab;
using namespace puzzlelab::boxoff;

namespace {

// Plays the solution and checks every move is legal and the board ends empty.
bool replays_to_empty(Board board, const std::vector<Move>& solution) {
  for (const Move m : solution) {
    if (!is_legal(board, m)) return false;
    apply(board, m);
  }
  return board.empty();
}

Status decide(const Board& board, const SolverOptions& options = {}) {
  const SolveResult r = solve(board, Budget{}, options);
  if (r.status == Status::solved) {
    CHECK(replays_to_empty(board, r.solution));
    CHECK(static_cast<int>(r.solution.size()) * 2 == std::popcount(board.occupied()));
  }
  return r.status;
}

// Calls f on every colouring of a rows x cols grid with `colours` colours in which every colour
// has `per_colour` tokens (0: any even number, colours possibly unused).
void each_colouring(int rows, int cols, int colours, int per_colour, const std::function<void(const Board&)>& f) {
  const int n = rows * cols;
  std::vector<int> cells(n, 0), count(colours, 0);
  std::function<void(int)> rec = [&](int s) {
    if (s == n) {
      for (int k = 0; k < colours; ++k)
        if (per_colour == 0 ? count[k] % 2 != 0 : count[k] != per_colour) return;
      Board b;
      b.rows = rows;
      b.cols = cols;
      b.colours = colours;
      for (int k = 0; k < colours; ++k) b.letters[k] = static_cast<char>('a' + k);
      for (int i = 0; i < n; ++i) b.colour[cells[i]] |= bit(i);
      f(b);
      return;
    }
    for (int k = 0; k < colours; ++k) {
      if (per_colour != 0 && count[k] == per_colour) continue;
      // Colours appear in order of first use: a colouring and its renamings are one case.
      if (k > 0 && count[k - 1] == 0) break;
      cells[s] = k;
      ++count[k];
      rec(s + 1);
      --count[k];
    }
  };
  rec(0);
}

}  // namespace

TEST_CASE("BoxOff known answers") {
  CHECK(decide(parse_board("bbwbbw/byyywb/ywwwyy")) == Status::solved);
  CHECK(decide(parse_board("ab/ba")) == Status::unsolvable);
  CHECK(decide(parse_board("..")) == Status::solved);
  CHECK(decide(parse_board("aa")) == Status::solved);
  CHECK(decide(parse_board("abba")) == Status::solved);
  CHECK(decide(parse_board("abab")) == Status::unsolvable);
  CHECK(decide(parse_board("a..a/.bb./a..a")) == Status::solved);
  // Each pair's rectangle holds a token of the other colour, both colours down to two: blockade.
  CHECK(decide(parse_board("ab/ba/..")) == Status::unsolvable);
  const SolveResult r = solve(parse_board("bbwbbw/byyywb/ywwwyy"), Budget{});
  CHECK(r.solution.size() == 9);
  CHECK(replays_to_empty(parse_board("bbwbbw/byyywb/ywwwyy"), r.solution));
}

TEST_CASE("BoxOff solver agrees with brute force on every small board") {
  // Every colouring (up to renaming the colours) with every colour an even count...
  int boards = 0, solvable = 0;
  auto check = [&](const Board& b) {
    const bool expected = brute_force_solvable(b);
    const Status got = decide(b);
    REQUIRE(got != Status::unknown);
    if ((got == Status::solved) != expected) FAIL_CHECK("disagrees on " << format_board(b));
    ++boards;
    solvable += expected;
  };
  each_colouring(2, 3, 3, 0, check);
  each_colouring(3, 2, 3, 0, check);
  each_colouring(2, 4, 3, 0, check);
  each_colouring(4, 2, 4, 0, check);
  each_colouring(3, 4, 2, 0, check);
  each_colouring(2, 6, 3, 0, check);
  // ... and every balanced 3x4 board with three colours (4 tokens each), 3x4 with six colours
  // (2 each) and 4x4 with four colours (4 each).
  each_colouring(3, 4, 3, 4, check);
  each_colouring(3, 4, 6, 2, check);
  MESSAGE("boards: " << boards << ", solvable: " << solvable);
  CHECK(boards > 10000);
  CHECK(solvable > 0);
  CHECK(solvable < boards);
}

TEST_CASE("BoxOff every pruning is sound: switching any off never changes the answer") {
  std::vector<SolverOptions> variants;
  for (int mask = 0; mask < 32; ++mask)
    variants.push_back(
        SolverOptions{(mask & 1) != 0, (mask & 2) != 0, (mask & 4) != 0, (mask & 8) != 0, (mask & 16) != 0});
  // On 4x6 boards the memo stays on (without it the search is exponential); on 4x3 boards
  // every combination is compared with brute force.
  auto compare = [&](const Board& b) {
    const Status reference = decide(b, SolverOptions{false, false, false, false, true});
    for (const SolverOptions& o : variants)
      if (o.memo) CHECK(decide(b, o) == reference);
  };
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    compare(generate(Params{4, 6, 4}, Setup::shuffled, seed));
    compare(generate(Params{4, 6, 4}, Setup::l_tiles, seed));
    compare(generate(Params{4, 6, 6}, Setup::shuffled, seed));
  }
  // Boards small enough for brute force, with several colours down to two tokens, so forced
  // moves, blockades and projections all fire.
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    const Board b = generate(Params{4, 3, 6}, Setup::shuffled, seed);
    const bool expected = brute_force_solvable(b);
    for (const SolverOptions& o : variants) CHECK((decide(b, o) == Status::solved) == expected);
  }
}

TEST_CASE("BoxOff move orderings change the effort, never the answer") {
  auto with = [](Ordering ordering) {
    SolverOptions o;
    o.ordering = ordering;
    return o;
  };
  const SolverOptions balanced = with(Ordering::balanced), stranded = with(Ordering::fewest_stranded),
                      alternating = with(Ordering::alternating);
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    const Board b = generate(Params{4, 3, 6}, Setup::shuffled, seed);
    const bool expected = brute_force_solvable(b);
    for (const SolverOptions& o : {balanced, stranded, alternating})
      CHECK((decide(b, o) == Status::solved) == expected);
  }
  for (std::uint64_t seed = 0; seed < 20; ++seed)
    for (const Params p : {Params{4, 6, 4}, Params{6, 6, 6}}) {
      const Board b = generate(p, Setup::l_tiles, seed);
      const Status reference = decide(b, balanced);
      CHECK(decide(b, stranded) == reference);
      CHECK(decide(b, alternating) == reference);
    }
}

TEST_CASE("BoxOff alternating orderings avoid the heavy tail of either one") {
  // Seed 176 of shuffled 6x8x3: the balanced ordering alone is still searching after a million
  // nodes (it needs tens of millions); alternating restarts solve it in a few ten thousand.
  const Board b = generate(Params{6, 8, 3}, Setup::shuffled, 176);
  SolverOptions balanced;
  balanced.ordering = Ordering::balanced;
  CHECK(solve(b, Budget{1000000, 0, nullptr}, balanced).status == Status::unknown);
  const SolveResult r = solve(b, Budget{1000000, 0, nullptr});
  REQUIRE(r.status == Status::solved);
  CHECK(replays_to_empty(b, r.solution));
}

TEST_CASE("BoxOff clearing a colour: a colour removable at once is removed first") {
  // a a b b      Colour a (four tokens) can go at once: a1-b1, c2-d2. The forced move of
  // b b a a      colour d (its last two tokens, b3-c3) would otherwise come first.
  // c d d c
  const Board b = parse_board("aabb/bbaa/cddc");
  const SolveResult r = solve(b, Budget{});
  REQUIRE(r.status == Status::solved);
  CHECK(format_move(b.cols, r.solution[0]) == "a1-b1");
  CHECK(format_move(b.cols, r.solution[1]) == "c2-d2");
  CHECK(replays_to_empty(b, r.solution));
  SolverOptions no_clear;
  no_clear.clear_colours = false;
  const SolveResult f = solve(b, Budget{}, no_clear);
  REQUIRE(f.status == Status::solved);
  CHECK(format_move(b.cols, f.solution[0]) == "b3-c3");
}

TEST_CASE("BoxOff forced moves: a colour's last two tokens go together") {
  // Colour b has two tokens and they are adjacent: the solver plays only that move first.
  const Board b = parse_board("abba/cddc/aaaa");
  SolverOptions o;
  o.clear_colours = false;
  const SolveResult r = solve(b, Budget{}, o);
  REQUIRE(r.status == Status::solved);
  CHECK(format_move(b.cols, r.solution[0]) == "b1-c1");
}

TEST_CASE("BoxOff budgets: node limit and cancel give unknown, never a wrong answer") {
  const Board hard = generate(Params{6, 6, 6}, Setup::l_tiles, 0);
  const SolveResult limited = solve(hard, Budget{1, 0, nullptr});
  CHECK(limited.status == Status::unknown);
  CHECK(limited.solution.empty());
  std::atomic<bool> cancel{true};
  // The cancel flag is read every 256 nodes; an unsolvable shuffled 6x6x6 board needs more.
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const Board b = generate(Params{6, 6, 6}, Setup::shuffled, seed);
    const SolveResult full = solve(b, Budget{});
    const SolveResult cancelled = solve(b, Budget{0, 0, &cancel});
    if (full.nodes > 512) CHECK(cancelled.status == Status::unknown);
    if (cancelled.status != Status::unknown) CHECK(cancelled.status == full.status);
  }
}

TEST_CASE("BoxOff decides the papers' configurations, solutions replay") {
  for (const Params p : {Params{4, 6, 4}, Params{6, 6, 6}, Params{6, 8, 3}})
    for (Setup s : {Setup::shuffled, Setup::l_tiles})
      for (std::uint64_t seed = 0; seed < 10; ++seed) {
        const Board b = generate(p, s, seed);
        const SolveResult r = solve(b, Budget{0, 20000, nullptr});
        CHECK(r.status != Status::unknown);
        if (r.status == Status::solved) CHECK(replays_to_empty(b, r.solution));
      }
}

TEST_CASE("BoxOff random playout: legal moves until empty or stuck, deterministic") {
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const Board b = generate(Params{4, 6, 4}, Setup::l_tiles, seed);
    Rng rng(seed);
    const auto p = random_playout(b, rng);
    Board after = b;
    for (const Move m : p.moves) {
      REQUIRE(is_legal(after, m));
      apply(after, m);
    }
    CHECK(p.solved() == after.empty());
    if (!p.solved()) CHECK(p.end == PlayoutEnd::stuck);
    if (!p.solved()) CHECK(legal_moves(after).empty());
    if (p.solved()) CHECK(decide(b) == Status::solved);
    Rng again(seed);
    CHECK(random_playout(b, again).moves == p.moves);
  }
  Rng rng(1);
  const auto limited = random_playout(parse_board("aabb/ccdd"), rng, 1);
  CHECK(limited.moves.size() == 1);
  CHECK(limited.end == PlayoutEnd::move_limit);
}
