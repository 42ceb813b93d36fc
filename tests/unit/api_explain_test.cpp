// The protocol's "explain": every legal move's verdict agrees with a brute-force walk of the whole
// game tree on small positions of several games, a dead move's line replays to a lost or dead
// position, the budget is kept (a starved request leaves moves undecided, never calls one dead),
// and bad input is refused naming the problem.
#include <doctest/doctest.h>

#include <atomic>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "api/protocol.hpp"
#include "game/game.hpp"
#include "game/explain_words.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

json explain_answer(const json& request) {
  const json response = handle_request(request);
  INFO("request: " << request.dump() << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == true);
  return response.at("result");
}

json explain_refusal(const json& request) {
  const json response = handle_request(request);
  INFO("request: " << request.dump() << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == false);
  return response.at("error");
}

std::string words_key(const GamePosition& position) {
  const BoardWords words = position.words();
  return words.summary + '\n' + words.places;
}

// The length of a shortest solution from `start` by breadth-first search over every position it
// reaches (told apart by their words), or nothing when none reaches the goal. The reference the
// solver-backed verdicts are held to: it knows nothing of any solver or pruning rule.
std::optional<std::size_t> brute_distance(const GamePosition& start) {
  if (start.solved()) return 0;
  std::deque<std::pair<std::unique_ptr<GamePosition>, std::size_t>> queue;
  std::unordered_set<std::string> seen{words_key(start)};
  for (const std::string& move : start.legal_moves()) queue.emplace_back(start.after(move), 1);
  while (!queue.empty()) {
    auto [position, depth] = std::move(queue.front());
    queue.pop_front();
    if (!seen.insert(words_key(*position)).second) continue;
    if (position->solved()) return depth;
    for (const std::string& move : position->legal_moves()) queue.emplace_back(position->after(move), depth + 1);
    REQUIRE(seen.size() < 2'000'000);  // the positions chosen below are small
  }
  return std::nullopt;
}

// Whether some position reachable from `start` (itself included) is lost (no legal move, not
// solved) or ruled dead by the game (GamePosition::dead_end).
bool reaches_an_end(const GamePosition& start) {
  std::deque<std::unique_ptr<GamePosition>> queue;
  std::unordered_set<std::string> seen;
  auto ends = [](const GamePosition& p) { return !p.solved() && (p.legal_moves().empty() || !p.dead_end().empty()); };
  if (ends(start)) return true;
  seen.insert(words_key(start));
  for (const std::string& move : start.legal_moves()) queue.push_back(start.after(move));
  while (!queue.empty()) {
    std::unique_ptr<GamePosition> position = std::move(queue.front());
    queue.pop_front();
    if (!seen.insert(words_key(*position)).second) continue;
    if (ends(*position)) return true;
    for (const std::string& move : position->legal_moves()) queue.push_back(position->after(move));
    REQUIRE(seen.size() < 2'000'000);
  }
  return false;
}

std::vector<std::string> texts_of(const json& list) {
  std::vector<std::string> out;
  for (const auto& item : list) out.push_back(item.get<std::string>());
  return out;
}

// Explains the position and holds every verdict to the brute force; returns how many moves were
// dead, so that a caller can insist its position has some.
int explain_against_brute_force(const std::string& game_name, const json& params, const std::string& board,
                                const std::vector<std::string>& moves) {
  const Game& game = find_game(game_name);
  json normalized = game.info().default_params();
  normalized.update(params);
  const json result = explain_answer({{"op", "explain"},
                                      {"game", game_name},
                                      {"params", params},
                                      {"board", board},
                                      {"moves", moves},
                                      {"max_nodes", 100'000'000},
                                      {"time_limit_ms", 600'000}});
  const auto here = game.position_after(normalized, board, moves);
  const std::vector<std::string> legal = here->legal_moves();
  REQUIRE(result.at("moves").size() == legal.size());

  std::optional<std::size_t> best;
  for (const std::string& move : legal)
    if (const auto d = brute_distance(*here->after(move))) best = best ? std::min(*best, *d) : *d;

  bool all_exact = true, any_win = false;
  for (const json& verdict : result.at("moves"))
    if (verdict.at("verdict") == "wins") {
      any_win = true;
      all_exact = all_exact && verdict.at("exact") == true;
    }
  CHECK(result.at("optimality_known") == (any_win && all_exact));
  int dead = 0;
  std::size_t previous_rank = 0;
  for (const json& verdict : result.at("moves")) {
    const std::string move = verdict.at("move");
    INFO(game_name << " " << board << " after " << json(moves).dump() << ": move " << move << " " << verdict.dump());
    const auto truth = brute_distance(*here->after(move));
    const std::string kind = verdict.at("verdict");
    REQUIRE(kind != "undecided");  // the budget is ample
    // Best first: wins, then dead.
    const std::size_t rank = kind == "wins" ? 0 : 1;
    CHECK(rank >= previous_rank);
    previous_rank = rank;
    if (kind == "wins") {
      REQUIRE(truth.has_value());
      if (verdict.at("exact") == true) {
        CHECK(verdict.at("distance") == *truth);
        if (result.at("optimality_known") == true) {
          CHECK(verdict.at("optimal") == (*truth == *best));
          CHECK(verdict.at("longer") == *truth - *best);
        }
      } else {
        CHECK(verdict.at("distance").get<std::size_t>() >= *truth);
        CHECK(verdict.at("optimal").is_null());
      }
      continue;
    }
    ++dead;
    CHECK_FALSE(truth.has_value());
    if (verdict.at("line").is_null()) {
      // No line: every position reachable goes on without end, none lost nor ruled dead.
      CHECK(verdict.at("line_search") == "exhausted");
      CHECK_FALSE(reaches_an_end(*here->after(move)));
      continue;
    }
    // The line replays and ends in a position with no legal move or one the game's rule calls dead.
    REQUIRE(verdict.at("line").is_array());
    std::vector<std::string> replay = moves;
    replay.push_back(move);
    const auto start = game.position_after(normalized, board, replay);
    for (const std::string& step : texts_of(verdict.at("line"))) {
      replay.push_back(step);
    }
    const auto end = game.position_after(normalized, board, replay);
    CHECK_FALSE(end->solved());
    const std::string rule = end->dead_end();
    CHECK((end->legal_moves().empty() || !rule.empty()));
    CHECK(verdict.at("line_end") == (rule.empty() ? "lost" : "dead"));
    const std::string reason = verdict.at("reason");
    if (!rule.empty()) CHECK(reason.rfind(rule, 0) == 0);
    CHECK(explain_words(verdict) == "dead: " + reason);
    // A position the game's rule calls dead has no solution (the rule is sound).
    if (!start->dead_end().empty()) CHECK_FALSE(brute_distance(*start).has_value());
  }
  return dead;
}

// The position `left` moves before the end of a solution of `board`: small enough for the brute
// force, with the solution's own moves and others to judge.
std::vector<std::string> before_the_end(const std::string& game, const json& params, const std::string& board,
                                        std::size_t left) {
  const json solved = explain_answer({{"op", "solve"}, {"game", game}, {"params", params}, {"board", board}});
  REQUIRE(solved.at("status") == "solved");
  std::vector<std::string> solution = texts_of(solved.at("solution"));
  REQUIRE(solution.size() > left);
  solution.resize(solution.size() - left);
  return solution;
}

std::string first_board(const std::string& game, const json& params, const std::string& setup, std::uint64_t seed) {
  return explain_answer({{"op", "generate"}, {"game", game}, {"params", params}, {"setup", setup}, {"seed", seed}})
      .at("boards")
      .at(0);
}

}  // namespace

TEST_CASE("explain agrees with brute force on small BoxOff positions") {
  int dead = 0;
  const json params = {{"rows", 3}, {"cols", 4}, {"colours", 3}};
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    dead += explain_against_brute_force("boxoff", params, first_board("boxoff", params, "shuffled", seed), {});
  }
  CHECK(dead > 0);
}

TEST_CASE("explain agrees with brute force on small Pretzel deals") {
  int dead = 0;
  const json params = {{"suits", 2}, {"ranks", 4}};
  for (std::uint64_t seed = 1; seed <= 8; ++seed)
    dead += explain_against_brute_force("pretzel", params, first_board("pretzel", params, "shuffled", seed), {});
  CHECK(dead > 0);
}

TEST_CASE("explain agrees with brute force near the end of Sigmar's Garden boards") {
  int dead = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const std::string board = first_board("sigmar", json::object(), "linear", seed);
    dead += explain_against_brute_force("sigmar", json::object(), board,
                                        before_the_end("sigmar", json::object(), board, 7));
  }
  CHECK(dead > 0);
}

TEST_CASE("explain agrees with brute force on Fruit Dating levels") {
  // Levels where a tilt may lose (a fruit left alone, stuck in mud, eaten) or not: every verdict
  // is held to the brute force either way.
  const json params = {{"width", 6}, {"height", 6}, {"min_moves", 3}, {"max_moves", 6}};
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    explain_against_brute_force("fruit-dating", params, first_board("fruit-dating", params, "article", seed), {});
}

TEST_CASE("a Sigmar move that strands an element is dead with the game's reason") {
  // Near the end of a solved board some moves leave an element or salt without its partner: the
  // reason names it, and the line is empty when the rule holds at once.
  bool named = false;
  for (std::uint64_t seed = 1; seed <= 6 && !named; ++seed) {
    const std::string board = first_board("sigmar", json::object(), "linear", seed);
    const json result = explain_answer({{"op", "explain"},
                                        {"game", "sigmar"},
                                        {"board", board},
                                        {"moves", before_the_end("sigmar", json::object(), board, 12)}});
    for (const json& verdict : result.at("moves"))
      if (verdict.at("verdict") == "dead" && verdict.at("line_end") == "dead") {
        const std::string reason = verdict.at("reason");
        CHECK((reason.find("without a partner") != std::string::npos ||
               reason.find("need a salt") != std::string::npos || reason.find("quicksilver") != std::string::npos ||
               reason.find("Vitae") != std::string::npos));
        named = true;
      }
  }
  CHECK(named);
}

TEST_CASE("a starved explain leaves moves undecided and never calls one dead") {
  const std::string board = first_board("sigmar", json::object(), "linear", 3);
  for (const std::uint64_t nodes : {1, 2, 10, 100}) {
    const json result = explain_answer(
        {{"op", "explain"}, {"game", "sigmar"}, {"board", board}, {"max_nodes", nodes}, {"solver", "search"}});
    CHECK(result.at("nodes").get<std::uint64_t>() <= nodes);
    bool undecided = false;
    for (const json& verdict : result.at("moves")) {
      CHECK(verdict.at("verdict") != "dead");  // the start of a solvable board: no move is dead this early
      undecided = undecided || verdict.at("verdict") == "undecided";
    }
    CHECK(undecided);
    CHECK(result.at("stopped") == "nodes");
  }
}

TEST_CASE("explain keeps its time limit and stops when cancelled") {
  const std::string board = "554344221335/311400512200";
  std::atomic<bool> cancel{true};
  const json cancelled = handle_request({{"op", "explain"}, {"game", "fujisan"}, {"board", board}}, &cancel);
  REQUIRE(cancelled.at("ok") == true);
  for (const json& verdict : cancelled.at("result").at("moves")) CHECK(verdict.at("verdict") == "undecided");
  CHECK(cancelled.at("result").at("stopped") == "cancelled");

  const json quick = explain_answer({{"op", "explain"}, {"game", "fujisan"}, {"board", board}, {"time_limit_ms", 50}});
  CHECK(quick.at("ms").get<double>() < 1000);
}

TEST_CASE("explain on Fujisan: the known minimum's first move is optimal") {
  const json result = explain_answer({{"op", "explain"}, {"game", "fujisan"}, {"board", "554344221335/311400512200"}});
  REQUIRE_FALSE(result.at("moves").empty());
  const json& first = result.at("moves").at(0);
  CHECK(first.at("verdict") == "wins");
  CHECK(first.at("distance") == 11);  // the published minimum is 12
  CHECK(first.at("optimal") == true);
  CHECK(explain_words(first) == "wins in 11 (optimal)");
  CHECK(result.at("best") == 11);
}

TEST_CASE("explain refuses bad input naming the problem") {
  const std::string board = "554344221335/311400512200";
  json e = explain_refusal({{"op", "explain"}, {"game", "fujisan"}, {"board", board}, {"moves", {"CL533", "SU"}}});
  CHECK(e.at("code") == "illegal_move");
  CHECK(e.at("message").get<std::string>().find("'SU'") != std::string::npos);
  e = explain_refusal({{"op", "explain"}, {"game", "fujisan"}, {"board", "55434422133/311400512200"}});
  CHECK(e.at("code") == "bad_board");
  e = explain_refusal({{"op", "explain"}, {"game", "fujisan"}, {"board", board}, {"max_nodes", 0}});
  CHECK(e.at("code") == "bad_budget");
  e = explain_refusal({{"op", "explain"}, {"game", "fujisan"}, {"board", board}, {"frobnicate", 1}});
  CHECK(e.at("message").get<std::string>().find("frobnicate") != std::string::npos);
  e = explain_refusal({{"op", "explain"}, {"game", "fujisan"}, {"board", board}, {"solver", "nope"}});
  CHECK(e.at("message").get<std::string>().find("nope") != std::string::npos);
}

TEST_CASE("explain of a solved position lists no move") {
  const json solved = explain_answer({{"op", "solve"}, {"game", "fujisan"}, {"board", "554344221335/311400512200"}});
  const json result = explain_answer({{"op", "explain"},
                                      {"game", "fujisan"},
                                      {"board", "554344221335/311400512200"},
                                      {"moves", solved.at("solution")}});
  CHECK(result.at("solved") == true);
  CHECK(result.at("moves").empty());
}
