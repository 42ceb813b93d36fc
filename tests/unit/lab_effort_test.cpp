// The "effort" measure group (game/effort.hpp, docs/LAB.md): the game-tree walk against brute
// force on small boards of every game, the reused counters (Fujisan's analysis of all shortest
// paths, Pretzel's dead ends, Sigmar's solution count) against the walk, the solution's branching
// and forced moves against a replay with each game's typed rules, and the experiment field.
#include <doctest/doctest.h>

#include <functional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/lab_game.hpp"
#include "core/input_error.hpp"
#include "lab/effort.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "game/request_fields.hpp"
#include "games/boxoff/rules.hpp"
#include "games/boxoff/solution_space.hpp"
#include "games/fujisan/metrics.hpp"
#include "games/fujisan/solution_space.hpp"
#include "games/fujisan/solver.hpp"
#include "games/pretzel/lab_measures.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/solution_space.hpp"
#include "games/sigmar/solution_count.hpp"
#include "games/sigmar/solution_space.hpp"
#include "lab/experiment.hpp"
#include "lab/spec.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

// Brute force through the Game interface alone: move sequences of exactly `depth` moves from the
// board that end solved (and no shorter prefix is solved), by replaying every prefix.
std::uint64_t effort_solving_sequences(const Game& game, const json& params, const std::string& board,
                                       std::vector<std::string>& prefix, int depth) {
  const ReplayOutcome at = game.replay(params, board, prefix);
  REQUIRE(at.legal);
  if (at.solved) return depth == 0 ? 1 : 0;
  if (depth == 0) return 0;
  std::uint64_t total = 0;
  for (const std::string& move : at.legal_moves) {
    prefix.push_back(move);
    total += effort_solving_sequences(game, params, board, prefix, depth - 1);
    prefix.pop_back();
  }
  return total;
}

// The shortest length and how many sequences have it, by iterative deepening; -1 when none is
// found up to max_depth.
std::pair<int, std::uint64_t> effort_brute_shortest(const Game& game, const json& params, const std::string& board,
                                                    int max_depth) {
  for (int depth = 0; depth <= max_depth; ++depth) {
    std::vector<std::string> prefix;
    const std::uint64_t count = effort_solving_sequences(game, params, board, prefix, depth);
    if (count > 0) return {depth, count};
  }
  return {-1, 0};
}

// Every position reachable, by depth-first search over a std::set: how many, and how many are
// unsolved with no move.
template <class State, class Key, class Successors, class Solved>
std::pair<std::uint64_t, std::uint64_t> effort_brute_tree(const State& start, Key key, Successors successors,
                                                          Solved solved) {
  std::set<decltype(key(start))> seen{key(start)};
  std::vector<State> stack{start};
  std::uint64_t dead = 0;
  while (!stack.empty()) {
    const State s = stack.back();
    stack.pop_back();
    if (solved(s)) continue;
    const auto next = successors(s);
    if (next.empty()) ++dead;
    for (const State& t : next)
      if (seen.insert(key(t)).second) stack.push_back(t);
  }
  return {seen.size(), dead};
}

void check_against_brute_force(const std::string& game_name, const json& given, const std::string& setup,
                               std::uint64_t seeds, int max_depth) {
  const Game& game = find_game(game_name);
  const json params = normalize_params(game, given);
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const std::string board = game.generate(params, setup, seed, {});
    const auto measures = make_lab_game(game)->study_measures(kEffortMeasures, params, board, {});
    const auto [length, count] = effort_brute_shortest(game, params, board, max_depth);
    CAPTURE(seed);
    CAPTURE(board);
    if (length < 0) continue;  // too long for the brute force
    REQUIRE(measures.count("shortest_solutions") == 1);
    CHECK(measures.at("shortest_solutions") == static_cast<double>(count));
    CHECK(measures.at("shortest_solutions_capped") == 0);
    ++compared;
  }
  CHECK(compared > 0);
}

}  // namespace

TEST_CASE("effort: shortest solutions match brute force over move sequences on small boards") {
  SUBCASE("boxoff") {
    check_against_brute_force("boxoff", {{"rows", 2}, {"cols", 4}, {"colours", 2}}, "shuffled", 12, 4);
  }
  SUBCASE("pretzel") { check_against_brute_force("pretzel", {{"suits", 2}, {"ranks", 3}}, "shuffled", 12, 12); }
  SUBCASE("fruit-dating") {
    check_against_brute_force("fruit-dating", {{"width", 5}, {"height", 5}, {"min_moves", 2}, {"max_moves", 5}},
                              "article", 6, 5);
  }
}

TEST_CASE("effort: Fujisan's count of shortest solutions and dead ends against the tree walk and a depth-first count") {
  const Game& game = find_game("fujisan");
  const json params = normalize_params(game, json::object());
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 40 && compared < 3; ++seed) {
    const fujisan::Board board = fujisan::parse_board(game.generate(params, "any-coin", seed, {}));
    const fujisan::Solution shortest =
        fujisan::solve_astar(board, fujisan::Variant::standard, fujisan::kStart, Budget{});
    if (shortest.status != Status::solved || shortest.moves.size() > 11) continue;
    CAPTURE(seed);
    const int length = static_cast<int>(shortest.moves.size());
    // Depth-first over move sequences of exactly `length` moves, pruned by the empty summit
    // spaces (each move fills at most one).
    std::function<std::uint64_t(fujisan::Position, int)> count = [&](fujisan::Position p, int left) -> std::uint64_t {
      if (fujisan::is_solved(p)) return left == 0 ? 1 : 0;
      if (left == 0 || 4 - fujisan::summit_priests(p) > left) return 0;
      std::uint64_t total = 0;
      for (const fujisan::Move m : fujisan::legal_moves(board, fujisan::Variant::standard, p))
        total += count(fujisan::apply(p, m), left - 1);
      return total;
    };
    const std::uint64_t brute = count(fujisan::kStart, length);
    const TreeFacts tree = fujisan::game_tree(board, fujisan::Variant::standard, {});
    REQUIRE(tree.complete);
    CHECK(tree.shortest == length);
    CHECK(tree.shortest_count == brute);
    const auto measures = fujisan::solution_space(board, fujisan::Variant::standard, {});
    CHECK(measures.at("shortest_solutions") == static_cast<double>(brute));
    const auto [positions, dead] = effort_brute_tree(
        fujisan::kStart, [](fujisan::Position p) { return p; },
        [&](fujisan::Position p) {
          std::vector<fujisan::Position> out;
          for (const fujisan::Move m : fujisan::legal_moves(board, fujisan::Variant::standard, p))
            out.push_back(fujisan::apply(p, m));
          return out;
        },
        [](fujisan::Position p) { return fujisan::is_solved(p); });
    CHECK(tree.positions == positions);
    CHECK(tree.dead_ends == dead);
    CHECK(measures.at("tree_positions") == static_cast<double>(positions));
    CHECK(measures.at("dead_end_share") == static_cast<double>(dead) / static_cast<double>(positions));
    ++compared;
  }
  CHECK(compared > 0);
}

TEST_CASE("effort: BoxOff's and Pretzel's dead ends against a depth-first walk (and Pretzel's own count)") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    CAPTURE(seed);
    const Game& boxoff_game = find_game("boxoff");
    const json bp = normalize_params(boxoff_game, {{"rows", 3}, {"cols", 4}, {"colours", 3}});
    const boxoff::Board bb = boxoff::parse_board(boxoff_game.generate(bp, "shuffled", seed, {}));
    const TreeFacts bt = boxoff::game_tree(bb, {});
    const auto [bpositions, bdead] = effort_brute_tree(
        bb, [](const boxoff::Board& b) { return b.occupied(); },
        [](const boxoff::Board& b) {
          std::vector<boxoff::Board> out;
          for (const boxoff::Move m : boxoff::legal_moves(b)) {
            boxoff::Board next = b;
            boxoff::apply(next, m);
            out.push_back(next);
          }
          return out;
        },
        [](const boxoff::Board& b) { return b.empty(); });
    REQUIRE(bt.complete);
    CHECK(bt.positions == bpositions);
    CHECK(bt.dead_ends == bdead);

    const Game& pretzel_game = find_game("pretzel");
    const json pp = normalize_params(pretzel_game, {{"suits", 3}, {"ranks", 4}});
    const pretzel::Board pb =
        pretzel::parse_board(pretzel::Shape{3, 4}, pretzel_game.generate(pp, "shuffled", seed, {}));
    const TreeFacts pt = pretzel::game_tree(pb, {});
    if (!pt.complete) continue;
    const auto [ppositions, pdead] = effort_brute_tree(
        pb, [](const pretzel::Board& b) { return b.cells; },
        [](const pretzel::Board& b) {
          std::vector<pretzel::Board> out;
          for (const pretzel::Move m : pretzel::legal_moves(b)) {
            pretzel::Board next = b;
            pretzel::apply(next, m);
            out.push_back(next);
          }
          return out;
        },
        [](const pretzel::Board& b) { return pretzel::is_solved(b); });
    CHECK(pt.positions == ppositions);
    CHECK(pt.dead_ends == pdead);
    // The Lab's dead ends of solvable deals (lab_measures.hpp) walk the same tree.
    if (pt.shortest >= 0) CHECK(pretzel::count_dead_ends(pb, kEffortTreePositions) == pt.dead_ends);
  }
}

TEST_CASE("effort: Sigmar's solution count against the tree walk and brute force on a small board") {
  using sigmar::Kind;
  sigmar::Board board;
  board.put(sigmar::kCentre, Kind::gold);
  // Six marbles on the outer ring, all free: fire, fire, water, water, salt, salt.
  const Kind kinds[] = {Kind::fire, Kind::fire, Kind::water, Kind::water, Kind::salt, Kind::salt};
  int placed = 0;
  for (int cell = 0; cell < sigmar::kCells && placed < 6; ++cell)
    if (sigmar::ring_of(cell) == sigmar::kSide - 1 && cell % 3 == 0) board.put(cell, kinds[placed++]);
  REQUIRE(placed == 6);
  const TreeFacts tree = sigmar::game_tree(board, {});
  REQUIRE(tree.complete);
  std::function<std::uint64_t(const sigmar::Board&)> brute = [&](const sigmar::Board& b) -> std::uint64_t {
    if (b.empty()) return 1;
    std::uint64_t total = 0;
    for (const sigmar::Move m : sigmar::legal_moves(b)) {
      sigmar::Board next = b;
      sigmar::apply(next, m);
      total += brute(next);
    }
    return total;
  };
  const std::uint64_t sequences = brute(board);
  REQUIRE(sequences > 0);
  CHECK(tree.shortest_count == sequences);
  const sigmar::CountResult counted = sigmar::count_all_solutions(board, {});
  REQUIRE(counted.count.has_value());
  CHECK(counted.count->low() == sequences);
  const auto measures = sigmar::solution_space(board, {});
  CHECK(measures.at("shortest_solutions") == static_cast<double>(sequences));
}

TEST_CASE("effort: branching and forced moves along the solution match a replay with the typed rules") {
  SUBCASE("boxoff") {
    const Game& game = find_game("boxoff");
    const json params = normalize_params(game, {{"rows", 3}, {"cols", 4}, {"colours", 2}});
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const std::string text = game.generate(params, "shuffled", seed, {});
      const SolveOutcome solved = game.solve(params, text, {}, {}, "");
      if (solved.status != Status::solved) continue;
      boxoff::Board b = boxoff::parse_board(text);
      double legal = 0, forced = 0;
      for (const std::string& move : solved.solution) {
        const auto moves = boxoff::legal_moves(b);
        legal += static_cast<double>(moves.size());
        forced += moves.size() == 1 ? 1 : 0;
        boxoff::apply(b, boxoff::parse_move(b.rows, b.cols, move));
      }
      const auto measures = make_lab_game(game)->study_measures(kEffortMeasures, params, text, {});
      const double n = static_cast<double>(solved.solution.size());
      CHECK(measures.at("solution_branching") == doctest::Approx(legal / n));
      CHECK(measures.at("solution_forced") == doctest::Approx(forced / n));
      CHECK(measures.at("effort_nodes") == static_cast<double>(solved.nodes));
    }
  }
  SUBCASE("pretzel") {
    const Game& game = find_game("pretzel");
    const json params = normalize_params(game, {{"suits", 3}, {"ranks", 4}});
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const std::string text = game.generate(params, "shuffled", seed, {});
      const SolveOutcome solved = game.solve(params, text, {}, {}, "");
      if (solved.status != Status::solved || solved.solution.empty()) continue;
      pretzel::Board b = pretzel::parse_board(pretzel::Shape{3, 4}, text);
      double legal = 0, forced = 0;
      for (const std::string& move : solved.solution) {
        const auto moves = pretzel::legal_moves(b);
        legal += static_cast<double>(moves.size());
        forced += moves.size() == 1 ? 1 : 0;
        pretzel::apply(b, pretzel::parse_move(b, move));
      }
      const PathShape shape = path_shape(game, params, text, solved.solution);
      const double n = static_cast<double>(solved.solution.size());
      CHECK(shape.positions == solved.solution.size());
      CHECK(shape.mean_legal_moves == doctest::Approx(legal / n));
      CHECK(shape.forced_share == doctest::Approx(forced / n));
      ++compared;
    }
    CHECK(compared > 0);
  }
}

TEST_CASE("effort: experiments take the group only when asked, and refuse an unknown one") {
  const json base = {{"game", "boxoff"},
                     {"params", {{"rows", 2}, {"cols", 4}, {"colours", 2}}},
                     {"setups", {"shuffled"}},
                     {"trials", 1},
                     {"per_trial", 5}};
  const auto chunk_metrics = [](const json& request) {
    RequestFields fields(request);
    const lab::ExperimentSpec spec = lab::read_experiment_spec(fields, all_games());
    return std::pair{spec, lab::run_chunk(spec, find_game("boxoff"), 0).metrics};
  };
  const auto [plain_spec, plain] = chunk_metrics(base);
  CHECK(plain.count("effort_nodes") == 0);
  CHECK_FALSE(plain_spec.to_json().contains("measures"));
  json with = base;
  with["measures"] = {"effort"};
  const auto [effort_spec, effort] = chunk_metrics(with);
  for (const char* name : {"effort_nodes", "shortest_solutions", "solution_branching", "tree_positions"})
    CHECK(effort.count(name) == 1);
  CHECK(effort_spec.to_json().at("measures") == json{"effort"});
  // The spec reads back from its own JSON (a partial result's experiment) unchanged.
  const json written = effort_spec.to_json();
  RequestFields again(written);
  CHECK(lab::read_experiment_spec(again, all_games()).to_json() == effort_spec.to_json());

  json unknown = base;
  unknown["measures"] = {"effort", "speed"};
  RequestFields fields(unknown);
  CHECK_THROWS_WITH_AS(lab::read_experiment_spec(fields, all_games()),
                       doctest::Contains("unknown measure group 'speed'"), InputError);
}
