// The exact solvers: the published minimum lengths, A* against the independent breadth-first
// solver on random boards of every setup under both rules, against a memory-less brute force on
// short challenges, and every solution replayed move by move.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <tuple>
#include <sstream>
#include <string>
#include <vector>

#include "fujisan_reference.hpp"
#include "games/fujisan/metrics.hpp"
#include "games/fujisan/playout.hpp"
#include "games/fujisan/position_index.hpp"
#include "games/fujisan/search_space.hpp"
#include "games/fujisan/setups.hpp"
#include "games/fujisan/solver.hpp"
#include "test_paths.hpp"
#include "test_scale.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

namespace {

// A 10-move challenge (any-coin) whose two tie orders return different shortest solutions, with
// 2 and 0 counter-intuitive moves.
constexpr const char* kTieBoard = "544225450523/343152542520";
constexpr int kTieFastCounterIntuitive = 2;
constexpr int kTiePapersCounterIntuitive = 0;

struct Known {
  std::string name, board;
  int moves;
};

std::vector<Known> known_challenges() {
  // Published answers, copied into tests/data/ (see tests/data/README.md for their sources).
  const std::string path = puzzlelab::test_paths::test_data() + "/fujisan/known-challenges.tsv";
  std::ifstream in(path);
  INFO("reading " << path);
  REQUIRE(in.good());
  std::vector<Known> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Known k;
    std::string top, bottom;
    fields >> k.name >> top >> bottom >> k.moves;
    REQUIRE(!fields.fail());
    k.board = top + "/" + bottom;
    out.push_back(k);
  }
  return out;
}

// Every move legal by the independent rules, ending on the full summit.
bool replays_to_summit(const Board& board, Variant variant, Position p, const std::vector<Move>& moves) {
  for (const Move& m : moves) {
    bool legal = false;
    for (const Move& r : fujisan_reference::moves(board, variant, p)) legal = legal || r == m;
    if (!legal) return false;
    p = apply(p, m);
  }
  return is_solved(p);
}

// The authors' A* [GD-code] as their code keeps its open list: ordered by f, then by an insertion
// counter (f + 1e-12 x count), successors queued in their code's order (by source row, source
// column, the up/down move first, then the sideways moves by target column), here over the
// independent move generator; a position reached again by a shorter path is queued again with a
// new count, and the goal is taken off the queue (so the path is shortest).
std::vector<Move> papers_reference_path(const Board& board, Variant variant) {
  struct Reached {
    int depth;
    Position parent;
    Move move;
  };
  std::map<Position, Reached> reached{{kStart, {0, kStart, {}}}};
  std::set<std::tuple<int, std::uint64_t, Position>> open;  // f, insertion count, position
  std::uint64_t count = 0;
  const auto h = [](Position p) { return kPriests - summit_priests(p); };
  open.insert({h(kStart), count++, kStart});
  while (!open.empty()) {
    const auto [f, order, p] = *open.begin();
    open.erase(open.begin());
    if (f != reached.at(p).depth + h(p)) continue;  // queued again since, with a shorter path
    if (is_solved(p)) {
      std::vector<Move> path;
      for (Position q = p; q != kStart; q = reached.at(q).parent) path.push_back(reached.at(q).move);
      std::reverse(path.begin(), path.end());
      return path;
    }
    std::vector<Move> next = fujisan_reference::moves(board, variant, p);
    std::sort(next.begin(), next.end(), [](Move a, Move b) {
      const auto key = [](Move m) {
        return std::tuple(row_of(m.from), column_of(m.from), column_of(m.to) == column_of(m.from) ? 0 : 1,
                          column_of(m.to));
      };
      return key(a) < key(b);
    });
    for (const Move& m : next) {
      const Position q = apply(p, m);
      const int depth = reached.at(p).depth + 1;
      const auto found = reached.find(q);
      if (found != reached.end() && found->second.depth <= depth) continue;
      reached[q] = {depth, p, m};
      open.insert({depth + h(q), count++, q});
    }
  }
  return {};
}

}  // namespace

TEST_CASE("position index: a bijection from four-priest positions onto 0..20474") {
  CHECK(kPositionCount == 20475);
  std::vector<bool> hit(kPositionCount, false);
  std::size_t count = 0;
  for (Position p = 0xF; p < (1u << kSpaces);) {
    const std::size_t i = position_index(p);
    REQUIRE(i < kPositionCount);
    REQUIRE_FALSE(hit[i]);
    hit[i] = true;
    ++count;
    // Next integer with the same number of set bits (Gosper's hack).
    const Position c = p & (~p + 1), r = p + c;
    p = (((r ^ p) >> 2) / c) | r;
  }
  CHECK(count == kPositionCount);
}

TEST_CASE("the published challenges have their published minimum lengths") {
  const auto known = known_challenges();
  REQUIRE(known.size() >= 4);
  for (const auto& k : known) {
    CAPTURE(k.name);
    const Board board = parse_board(k.board);
    const Solution a = solve_astar(board, Variant::standard, kStart, {});
    REQUIRE(a.status == Status::solved);
    CHECK(static_cast<int>(a.moves.size()) == k.moves);
    CHECK(replays_to_summit(board, Variant::standard, kStart, a.moves));
    const Solution b = solve_bfs(board, Variant::standard, kStart, {});
    CHECK(static_cast<int>(b.moves.size()) == k.moves);
    CHECK(replays_to_summit(board, Variant::standard, kStart, b.moves));
  }
}

TEST_CASE("A*'s papers tie order: the authors' path, shortest like the fast one") {
  // A board whose shortest solutions (10 moves) the two tie orders choose differently: the fast
  // order (f, then h, then the last queued) and the authors' (f, then the first queued).
  const Board board = parse_board(kTieBoard);
  const Solution fast = solve_astar(board, Variant::standard, kStart, {});
  const Solution papers = solve_astar(board, Variant::standard, kStart, {}, PathChoice::papers);
  REQUIRE(fast.status == Status::solved);
  REQUIRE(papers.status == Status::solved);
  CHECK(fast.moves.size() == 10);
  CHECK(papers.moves.size() == 10);
  CHECK(solve_bfs(board, Variant::standard, kStart, {}).moves.size() == 10);
  CHECK(fast.moves != papers.moves);
  CHECK(replays_to_summit(board, Variant::standard, kStart, fast.moves));
  CHECK(replays_to_summit(board, Variant::standard, kStart, papers.moves));
  CHECK(papers.moves == papers_reference_path(board, Variant::standard));
  CHECK(count_counter_intuitive(kStart, fast.moves) == kTieFastCounterIntuitive);
  CHECK(count_counter_intuitive(kStart, papers.moves) == kTiePapersCounterIntuitive);

  // On boards of every setup under both rules: the reference's path, and as short as the fast one.
  int differ = 0;
  for (const auto& info : all_setups()) {
    for (Variant variant : {Variant::standard, Variant::summit_step}) {
      for (std::uint64_t seed = 0; seed < test_scale::sample<std::uint64_t>(25); ++seed) {
        const Board b = generate(info.setup, seed + 500);
        CAPTURE(format_board(b));
        const Solution f = solve_astar(b, variant, kStart, {});
        const Solution p = solve_astar(b, variant, kStart, {}, PathChoice::papers);
        REQUIRE(f.status == p.status);
        if (p.status != Status::solved) continue;
        REQUIRE(f.moves.size() == p.moves.size());
        REQUIRE(p.moves == papers_reference_path(b, variant));
        differ += f.moves != p.moves ? 1 : 0;
      }
    }
  }
  CHECK(differ > test_scale::sample(60));
}

TEST_CASE("A* agrees with breadth-first search on random boards of every setup, both rules") {
  int unsolvable = 0, solved = 0;
  for (const auto& info : all_setups()) {
    for (Variant variant : {Variant::standard, Variant::summit_step}) {
      for (std::uint64_t seed = 0; seed < test_scale::sample<std::uint64_t>(200); ++seed) {
        const Board board = generate(info.setup, seed + 1000);
        CAPTURE(format_board(board));
        const Solution a = solve_astar(board, variant, kStart, {});
        const Solution b = solve_bfs(board, variant, kStart, {});
        REQUIRE(a.status != Status::unknown);
        REQUIRE(a.status == b.status);
        REQUIRE(a.moves.size() == b.moves.size());
        if (a.status == Status::solved) {
          ++solved;
          REQUIRE(a.moves.size() >= 8);
          REQUIRE(replays_to_summit(board, variant, kStart, a.moves));
          REQUIRE(replays_to_summit(board, variant, kStart, b.moves));
        } else {
          ++unsolvable;
          // A proof covers the whole reachable space: both searches saw the same positions.
          REQUIRE(a.stored == b.stored);
        }
      }
    }
  }
  CHECK(solved > 0);
  CHECK(unsolvable > 0);
}

TEST_CASE("A* agrees with a memory-less brute force on challenges with short solutions") {
  int checked = 0;
  for (std::uint64_t seed = 0; checked < 40 && seed < 5000; ++seed) {
    const Board board = generate(Setup::engraved_tiles, seed);  // the setup with most short solutions
    const Solution a = solve_astar(board, Variant::standard, kStart, {});
    if (a.status != Status::solved || a.moves.size() > 10) continue;
    const int length = static_cast<int>(a.moves.size());
    CAPTURE(format_board(board));
    CHECK(fujisan_reference::solvable_within(board, Variant::standard, kStart, length));
    CHECK_FALSE(fujisan_reference::solvable_within(board, Variant::standard, kStart, length - 1));
    ++checked;
  }
  CHECK(checked == 40);
}

TEST_CASE("solving from a position part-way through a game") {
  const Board board = parse_board("554344221335/311400512200");  // One: 12 moves
  const Solution full = solve_astar(board, Variant::standard, kStart, {});
  REQUIRE(full.moves.size() == 12);
  // After the first k moves of a shortest solution, 12 - k moves remain.
  Position p = kStart;
  for (int k = 0; k <= 12; ++k) {
    const Solution rest = solve_astar(board, Variant::standard, p, {});
    REQUIRE(rest.status == Status::solved);
    CHECK(rest.moves.size() == std::size_t(12 - k));
    if (k < 12) p = apply(p, full.moves[k]);
  }
  CHECK(is_solved(p));
}

TEST_CASE("a budget that runs out gives unknown, never a wrong answer") {
  const Board board = parse_board("551102224335/244331001054");  // Four: 62 moves
  Budget tiny;
  tiny.max_nodes = 100;
  CHECK(solve_astar(board, Variant::standard, kStart, tiny).status == Status::unknown);
  CHECK(solve_bfs(board, Variant::standard, kStart, tiny).status == Status::unknown);
  std::atomic<bool> cancel{true};
  Budget cancelled;
  cancelled.cancel = &cancel;
  CHECK(solve_astar(board, Variant::standard, kStart, cancelled).status == Status::unknown);
}

TEST_CASE("a board with both summit spaces of a column at 0 is proved unsolvable") {
  // Column 6 can then only be entered by up/down from column 6: never.
  const Board board = parse_board("123451012345/543210054321");
  for (Variant variant : {Variant::standard}) {
    const Solution a = solve_astar(board, variant, kStart, {});
    CHECK(a.status == Status::unsolvable);
    CHECK(a.moves.empty());
  }
}

TEST_CASE("random playouts: legal moves, honest endings, reproducible") {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const Board board = generate(Setup::dominoes, seed);
    Rng r1(seed), r2(seed);
    const auto a = random_playout(board, Variant::standard, kStart, r1, 60);
    const auto b = random_playout(board, Variant::standard, kStart, r2, 60);
    REQUIRE(a.moves == b.moves);
    REQUIRE(a.end == b.end);
    REQUIRE(a.moves.size() <= 60);
    Position p = kStart;
    for (const Move& m : a.moves) {
      REQUIRE(is_legal(board, Variant::standard, p, m));
      p = apply(p, m);
    }
    switch (a.end) {
      case PlayoutEnd::solved: REQUIRE(is_solved(p)); break;
      case PlayoutEnd::stuck: REQUIRE(legal_moves(board, Variant::standard, p).size == 0); break;
      case PlayoutEnd::move_limit: REQUIRE(a.moves.size() == 60); break;
      case PlayoutEnd::budget: FAIL("no budget was set"); break;
    }
  }
}
