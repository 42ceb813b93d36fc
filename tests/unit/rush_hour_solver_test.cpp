// Rush Hour's exact solvers, static check and landscape (engine/games/rush_hour/solver.hpp,
// static_check.hpp, landscape.hpp): published answers, agreement with a deliberately simple search
// over board texts on random small boards, replayed solutions and budgets.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/rng.hpp"
#include "games/rush_hour/landscape.hpp"
#include "games/rush_hour/packed_position.hpp"
#include "games/rush_hour/rules.hpp"
#include "games/rush_hour/solver.hpp"
#include "games/rush_hour/static_check.hpp"

using namespace puzzlelab;
using namespace puzzlelab::rush_hour;

namespace {

Board board_of(const std::string& text) { return parse_board(text, size_of_text(text)); }

int steps_of_moves(const std::vector<Move>& moves) {
  int steps = 0;
  for (const Move m : moves) steps += steps_of(m);
  return steps;
}

// Plays the moves, each checked legal, and says whether they end on a solved board.
bool replays_to_solved(Board board, const std::vector<Move>& moves) {
  for (const Move m : moves) {
    if (!why_illegal(board, m).empty()) return false;
    apply(board, m);
  }
  return is_solved(board);
}

// Brute force over board texts (format_board), with std::map and std::set, from the rules alone.
struct Brute {
  bool solvable = false;
  int fewest_moves = -1;
  int steps_at_fewest_moves = -1;  // the fewest steps of the solutions with fewest_moves moves
  int fewest_steps = -1;
  // Every reachable position's text and its fewest moves to a solved one (-1: none).
  std::map<std::string, int> distance;
};

// Dijkstra from `start`: each legal move costs `cost(move)`, a pair compared in order; the first
// solved board popped has the least cost.
template <class Cost>
std::pair<int, int> brute_least(const Board& start, Cost cost) {
  using Entry = std::tuple<int, int, std::string>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  std::set<std::string> done;
  open.emplace(0, 0, format_board(start));
  while (!open.empty()) {
    const auto [first, second, text] = open.top();
    open.pop();
    if (!done.insert(text).second) continue;
    const Board board = parse_board(text, start.size);
    if (is_solved(board)) return {first, second};
    for (const Move m : legal_moves(board)) {
      Board next = board;
      apply(next, m);
      const auto [a, b] = cost(m);
      open.emplace(first + a, second + b, format_board(next));
    }
  }
  return {-1, -1};
}

Brute brute_force(const Board& start) {
  Brute out;
  // The reachable set, then distances from the solved positions in it, by texts.
  std::map<std::string, std::vector<std::string>> neighbours;
  std::vector<std::string> todo{format_board(start)};
  neighbours[todo.front()];
  while (!todo.empty()) {
    const std::string text = todo.back();
    todo.pop_back();
    const Board board = parse_board(text, start.size);
    for (const Move m : legal_moves(board)) {
      Board next = board;
      apply(next, m);
      const std::string next_text = format_board(next);
      neighbours[text].push_back(next_text);
      if (neighbours.emplace(next_text, std::vector<std::string>{}).second) todo.push_back(next_text);
    }
  }
  std::vector<std::string> level;
  for (const auto& entry : neighbours) {
    const bool solved = is_solved(parse_board(entry.first, start.size));
    out.distance[entry.first] = solved ? 0 : -1;
    if (solved) level.push_back(entry.first);
  }
  for (int d = 1; !level.empty(); ++d) {
    std::vector<std::string> next_level;
    for (const std::string& text : level)
      for (const std::string& n : neighbours[text])
        if (out.distance[n] == -1) {
          out.distance[n] = d;
          next_level.push_back(n);
        }
    level = next_level;
  }
  out.solvable = out.distance[format_board(start)] >= 0;
  if (!out.solvable) return out;
  const auto by_moves = brute_least(start, [](Move m) { return std::pair{1, steps_of(m)}; });
  out.fewest_moves = by_moves.first;
  out.steps_at_fewest_moves = by_moves.second;
  out.fewest_steps = brute_least(start, [](Move m) { return std::pair{steps_of(m), 0}; }).first;
  return out;
}

// A random board of `size`: the primary car in the exit row, then vehicles (and now and then a
// wall) at random places, a place refused when it is taken.
Board random_board(Rng& rng, int size) {
  std::vector<std::string> rows(static_cast<std::size_t>(size), std::string(static_cast<std::size_t>(size), '.'));
  auto at = [&](int r, int c) -> char& { return rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]; };
  const int exit_row = exit_row_for(size);
  const int a = static_cast<int>(rng.below(static_cast<std::uint32_t>(size - 2)));
  at(exit_row, a) = at(exit_row, a + 1) = 'A';
  const int vehicles = static_cast<int>(rng.between(2, static_cast<std::uint32_t>(size + 2)));
  char letter = 'B';
  for (int tries = 0; tries < 40 && letter < 'B' + vehicles; ++tries) {
    const bool horizontal = rng.coin();
    const int length = rng.below(3) == 0 ? 3 : 2;
    const int line = static_cast<int>(rng.below(static_cast<std::uint32_t>(size)));
    const int offset = static_cast<int>(rng.below(static_cast<std::uint32_t>(size - length + 1)));
    bool free = true;
    for (int i = 0; i < length; ++i) free = free && (horizontal ? at(line, offset + i) : at(offset + i, line)) == '.';
    if (!free) continue;
    for (int i = 0; i < length; ++i) (horizontal ? at(line, offset + i) : at(offset + i, line)) = letter;
    ++letter;
  }
  if (rng.below(4) == 0) {
    const int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(size)));
    const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(size)));
    if (at(r, c) == '.') at(r, c) = 'x';
  }
  std::string text;
  for (int r = 0; r < size; ++r) text += (r > 0 ? "/" : "") + rows[static_cast<std::size_t>(r)];
  return parse_board(text, size);
}

// Fogleman's example board (his cmd/example): 49 moves; his solver's solution takes 93 steps.
const char* const kFoglemanExample = "BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLMM";

}  // namespace

TEST_CASE("rush hour solvers: published move counts") {
  struct Known {
    const char* board;
    int moves;
  };
  // Fogleman's repository: cmd/example (49), the 51-move puzzle of his database and two more of his
  // database's lines (cpp/src/main.cpp, with their numbers of moves), and the web player's default
  // puzzle with a wall (web/app.js: 60 moves).
  const Known known[] = {{kFoglemanExample, 49},
                         {"BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM.", 51},
                         {"BB.C...D.CEE.DAAFGH.IIFGH.JKK.LLJ...", 15},
                         {"B..CDDBEEC.F.G.AAF.GHHIJKKL.IJ..L.MM", 24},
                         {"IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", 60}};
  for (const Known& k : known) {
    CAPTURE(k.board);
    const Board board = board_of(k.board);
    const SolveResult by_moves = solve_fewest_moves(board, {});
    REQUIRE(by_moves.status == Status::solved);
    CHECK(static_cast<int>(by_moves.moves.size()) == k.moves);
    CHECK(by_moves.steps == steps_of_moves(by_moves.moves));
    CHECK(replays_to_solved(board, by_moves.moves));
    // The breadth-first search, a second method, finds as many moves and as many steps.
    const SolveResult by_moves_bfs = solve_fewest_moves_bfs(board, {});
    REQUIRE(by_moves_bfs.status == Status::solved);
    CHECK(by_moves_bfs.moves.size() == by_moves.moves.size());
    CHECK(by_moves_bfs.steps == by_moves.steps);
    CHECK(by_moves_bfs.steps == steps_of_moves(by_moves_bfs.moves));
    CHECK(replays_to_solved(board, by_moves_bfs.moves));
    // The bound prunes: fewer positions expanded than level by level.
    CHECK(by_moves.expanded <= by_moves_bfs.expanded);
    const SolveResult by_steps = solve_fewest_steps(board, {});
    REQUIRE(by_steps.status == Status::solved);
    CHECK(by_steps.steps == steps_of_moves(by_steps.moves));
    CHECK(replays_to_solved(board, by_steps.moves));
    // Each optimum bounds the other solver's solution.
    CHECK(by_steps.steps <= by_moves.steps);
    CHECK(static_cast<int>(by_steps.moves.size()) >= k.moves);
  }
  // Fogleman's solver found a 49-move solution of 93 steps: ours, the fewest steps among 49-move
  // solutions, takes no more.
  CHECK(solve_fewest_moves(board_of(kFoglemanExample), {}).steps <= 93);
}

TEST_CASE("rush hour landscape: published reachable sets and farthest positions") {
  // His database's 51-move line: the board is its cluster's farthest position, of 4780 positions.
  const Landscape l = explore(board_of("BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM."), {});
  REQUIRE(l.status == Status::solved);
  CHECK(l.positions == 4780);
  CHECK(l.farthest == 51);
  CHECK(l.start_distance == 51);
  std::uint64_t total = 0;
  for (int d = 0; d <= l.farthest; ++d) total += l.count_at(d);
  CHECK(total == l.positions);
  CHECK(l.count_at(l.farthest + 1) == 0);
  // Sampled positions: the solver agrees with their distance.
  for (const int d : {0, 1, 7, 30, 51}) {
    const std::vector<Board> boards = l.at_distance(d);
    REQUIRE(boards.size() == l.count_at(d));
    REQUIRE_FALSE(boards.empty());
    for (std::size_t i = 0; i < boards.size(); i += 1 + boards.size() / 3) {
      CAPTURE(format_board(boards[i]));
      const SolveResult r = solve_fewest_moves(boards[i], {});
      REQUIRE(r.status == Status::solved);
      CHECK(static_cast<int>(r.moves.size()) == d);
    }
  }
}

TEST_CASE("rush hour solvers agree with brute force on random small boards") {
  Rng rng(20261130);
  int solvable = 0, unsolvable = 0, caught_static = 0;
  for (int round = 0; round < 300; ++round) {
    const Board board = random_board(rng, round % 2 == 0 ? 4 : 5);
    CAPTURE(format_board(board));
    const Brute brute = brute_force(board);
    const SolveResult by_moves = solve_fewest_moves(board, {});
    const SolveResult by_moves_bfs = solve_fewest_moves_bfs(board, {});
    const SolveResult by_steps = solve_fewest_steps(board, {});
    const StaticCheck check = static_check(board);
    if (brute.solvable) {
      ++solvable;
      CHECK_FALSE(check.unsolvable);
      REQUIRE(by_moves.status == Status::solved);
      REQUIRE(by_moves_bfs.status == Status::solved);
      REQUIRE(by_steps.status == Status::solved);
      CHECK(static_cast<int>(by_moves.moves.size()) == brute.fewest_moves);
      CHECK(by_moves.steps == brute.steps_at_fewest_moves);
      CHECK(by_moves.steps == steps_of_moves(by_moves.moves));
      CHECK(static_cast<int>(by_moves_bfs.moves.size()) == brute.fewest_moves);
      CHECK(by_moves_bfs.steps == brute.steps_at_fewest_moves);
      CHECK(replays_to_solved(board, by_moves_bfs.moves));
      CHECK(by_steps.steps == brute.fewest_steps);
      CHECK(by_steps.steps == steps_of_moves(by_steps.moves));
      CHECK(replays_to_solved(board, by_moves.moves));
      CHECK(replays_to_solved(board, by_steps.moves));
    } else {
      ++unsolvable;
      caught_static += check.unsolvable ? 1 : 0;
      CHECK(by_moves.status == Status::unsolvable);
      CHECK(by_moves_bfs.status == Status::unsolvable);
      CHECK(by_steps.status == Status::unsolvable);
      CHECK(by_moves.proved_static == check.unsolvable);
      CHECK(by_moves_bfs.proved_static == check.unsolvable);
    }
    // Cells the static check calls always occupied are occupied in every reachable position.
    for (const auto& entry : brute.distance)
      for (const int cell : check.always_occupied)
        CHECK(entry.first[static_cast<std::size_t>(cell + cell / board.size)] != '.');

    const Landscape l = explore(board, {});
    REQUIRE(l.status == (brute.solvable ? Status::solved : Status::unsolvable));
    CHECK(l.positions == brute.distance.size());
    CHECK(l.start_distance == brute.distance.at(format_board(board)));
    std::map<int, std::set<std::string>> by_distance;
    for (const auto& entry : brute.distance) by_distance[entry.second].insert(entry.first);
    for (const auto& level : by_distance) {
      if (level.first < 0) continue;
      std::set<std::string> found;
      for (const Board& b : l.at_distance(level.first)) found.insert(format_board(b));
      CHECK(found == level.second);
    }
    if (brute.solvable) CHECK(l.farthest == by_distance.rbegin()->first);
  }
  // The random boards cover both verdicts, and the static check proves some without search.
  CHECK(solvable > 50);
  CHECK(unsolvable > 20);
  CHECK(caught_static > 0);
}

TEST_CASE("rush hour fewest moves: the A* search and the breadth-first search agree on larger random boards") {
  // Boards of 6 to 9 cells a side, too big for the brute force: the two methods find as many
  // moves and as many steps, both solutions replay, and both prove the same boards unsolvable.
  Rng rng(20261201);
  int solved = 0, unsolvable = 0;
  for (int round = 0; round < 400; ++round) {
    const Board board = random_board(rng, 6 + round % 4);
    CAPTURE(format_board(board));
    Budget budget;
    budget.max_nodes = 200'000;
    const SolveResult bfs = solve_fewest_moves_bfs(board, budget);
    if (bfs.status == Status::unknown) continue;
    const SolveResult astar = solve_fewest_moves(board, budget);
    REQUIRE(astar.status == bfs.status);
    CHECK(astar.expanded <= bfs.expanded);
    if (bfs.status == Status::unsolvable) {
      ++unsolvable;
      CHECK(astar.proved_static == bfs.proved_static);
      continue;
    }
    ++solved;
    CHECK(astar.moves.size() == bfs.moves.size());
    CHECK(astar.steps == bfs.steps);
    CHECK(astar.steps == steps_of_moves(astar.moves));
    CHECK(replays_to_solved(board, astar.moves));
    CHECK(replays_to_solved(board, bfs.moves));
  }
  CHECK(solved > 200);
  CHECK(unsolvable > 20);
}

TEST_CASE("rush hour static check: sound on larger random boards, every reachable position checked") {
  // The landscape searches without the static check: every position of each reachable set keeps
  // the cells the check calls always occupied, and a set with a solved position is never called
  // unsolvable.
  Rng rng(11);
  int explored = 0, caught = 0;
  for (int round = 0; round < 240; ++round) {
    const Board board = random_board(rng, 4 + round % 4);
    CAPTURE(format_board(board));
    Budget budget;
    budget.max_nodes = 20'000;
    const Landscape l = explore(board, budget);
    if (l.status == Status::unknown) continue;
    ++explored;
    const StaticCheck check = static_check(board);
    if (l.status == Status::solved) CHECK_FALSE(check.unsolvable);
    caught += check.unsolvable ? 1 : 0;
    const PackedGeometry geometry(board);
    int emptied = 0;  // always-occupied cells found empty, over the whole set
    for (const PackedPosition& key : l.keys) {
      const std::vector<std::int8_t> cells = occupancy(geometry.unpack(key));
      for (const int cell : check.always_occupied) emptied += cells[static_cast<std::size_t>(cell)] == kEmptyCell;
    }
    CHECK(emptied == 0);
  }
  CHECK(explored > 200);
  CHECK(caught > 0);
}

TEST_CASE("rush hour solvers: 26 vehicles, the moving ones past the sixteenth") {
  // His 51-move board inside a 9x9 one whose other cells hold 13 vehicles that cannot move (full
  // rows and columns) and a column of walls: the same puzzle, with its 12 vehicles besides A
  // relettered O to Z, so that they are vehicles 14 to 25 (most of them in a packed position's
  // second word).
  const std::string small = "BCDDE./BCF.EG/B.FAAG/HHHI.G/..JIKK/LLJMM.";
  std::string big = "BBBCCCDDD/EEEFFFGGG/";
  for (int r = 0; r < 6; ++r) {
    std::string row = r < 3 ? "HJx" : "IKx";  // two trucks in each of the first two columns
    for (int c = 0; c < 6; ++c) {
      const char ch = small[static_cast<std::size_t>(r * 7 + c)];
      row += ch >= 'B' && ch <= 'M' ? static_cast<char>(ch + 13) : ch;
    }
    big += row + "/";
  }
  big += "LLLMMMNNN";
  const Board board = board_of(big);
  REQUIRE(board.size == 9);
  REQUIRE(board.vehicles.size() == 26);
  REQUIRE(board.vehicles[0].line == exit_row_for(9));
  const Board plain = board_of(small);

  const SolveResult by_moves = solve_fewest_moves(board, {});
  const SolveResult plain_by_moves = solve_fewest_moves(plain, {});
  REQUIRE(by_moves.status == Status::solved);
  CHECK(by_moves.moves.size() == 51);
  CHECK(by_moves.steps == plain_by_moves.steps);
  CHECK(replays_to_solved(board, by_moves.moves));
  const SolveResult by_steps = solve_fewest_steps(board, {});
  REQUIRE(by_steps.status == Status::solved);
  CHECK(by_steps.steps == solve_fewest_steps(plain, {}).steps);
  CHECK(replays_to_solved(board, by_steps.moves));
  const Landscape l = explore(board, {});
  CHECK(l.positions == 4780);
  CHECK(l.farthest == 51);
  CHECK(l.start_distance == 51);
  const std::vector<Board> farthest = l.at_distance(51);
  REQUIRE(farthest.size() == l.count_at(51));
  CHECK(solve_fewest_moves(farthest.back(), {}).moves.size() == 51);
}

TEST_CASE("rush hour static check: boards blocked for good") {
  // A truck in a column of 4 covers the middle two cells wherever it is: the exit row's among them.
  // A truck stopped by a wall at the foot of its column always covers the exit row. A full first row
  // pins the car under its column's truck-free end, and with the car below it, C always covers
  // the exit row (found only by going back and forth between rows and columns). A car ahead of A
  // in A's own row.
  const char* const blocked[] = {"..B./AAB./..B./....", "..B.../..B.../AAB.../....../....../..x...",
                                 "DDDEE/...C./AA.C./...F./...F.", "...../...../AA.BB/...../....."};
  for (const char* text : blocked) {
    CAPTURE(text);
    const Board board = board_of(text);
    CHECK(static_check(board).unsolvable);
    CHECK_FALSE(brute_force(board).solvable);
    const SolveResult r = solve_fewest_moves(board, {});
    CHECK(r.status == Status::unsolvable);
    CHECK(r.proved_static);
    CHECK(r.expanded == 0);
  }
  // Walls are always occupied; a free board has nothing else always occupied.
  CHECK(static_check(board_of("x.../AA../..../...x")).always_occupied == std::vector<int>{0, 15});
  CHECK_FALSE(static_check(board_of("..B./AAB./..../....")).unsolvable);
}

TEST_CASE("rush hour solvers: an already solved board, and unsolvable ones proved by search") {
  const SolveResult done = solve_fewest_moves(board_of("..../..AA/..../...."), {});
  CHECK(done.status == Status::solved);
  CHECK(done.moves.empty());
  CHECK(solve_fewest_steps(board_of("..../..AA/..../...."), {}).moves.empty());
  // Some random boards are unsolvable in ways the static check does not see: the search proves it
  // by expanding every reachable position.
  Rng rng(7);
  int proved_by_search = 0;
  for (int round = 0; round < 200 && proved_by_search == 0; ++round) {
    const Board board = random_board(rng, 4);
    const SolveResult r = solve_fewest_moves(board, {});
    if (r.status == Status::unsolvable && !r.proved_static) {
      ++proved_by_search;
      CHECK(r.expanded == r.stored);
      const SolveResult bfs = solve_fewest_moves_bfs(board, {});
      CHECK(bfs.status == Status::unsolvable);
      CHECK(bfs.expanded == r.expanded);
      CHECK(solve_fewest_steps(board, {}).status == Status::unsolvable);
    }
  }
  CHECK(proved_by_search == 1);
}

TEST_CASE("rush hour solvers: budgets and the position cap stop with unknown") {
  const Board board = board_of(kFoglemanExample);
  for (const std::uint64_t nodes : {1u, 5u, 100u}) {
    Budget budget;
    budget.max_nodes = nodes;
    for (const SolveResult& by_moves : {solve_fewest_moves(board, budget), solve_fewest_moves_bfs(board, budget)}) {
      CHECK(by_moves.status == Status::unknown);
      CHECK(by_moves.expanded <= nodes);
      CHECK(by_moves.moves.empty());
    }
    const SolveResult by_steps = solve_fewest_steps(board, budget);
    CHECK(by_steps.status == Status::unknown);
    CHECK(by_steps.expanded <= nodes);
    const Landscape l = explore(board, budget);
    CHECK(l.status == Status::unknown);
    CHECK(l.expanded <= nodes);
    CHECK(l.positions == 0);
  }
  const SolveResult capped = solve_fewest_moves(board, {}, SolverOptions{.max_positions = 1000});
  CHECK(capped.status == Status::unknown);
  CHECK(capped.out_of_memory);
  CHECK(capped.stored <= 1000);
  CHECK(solve_fewest_moves_bfs(board, {}, SolverOptions{.max_positions = 1000}).out_of_memory);
  CHECK(solve_fewest_steps(board, {}, SolverOptions{.max_positions = 1000}).out_of_memory);
  const Landscape l = explore(board, {}, 1000);
  CHECK(l.status == Status::unknown);
  CHECK(l.out_of_memory);
}
