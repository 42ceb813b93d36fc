// The protocol's envelope with a test-only game whose every method can be made to fail: whatever
// a game throws, handle_request answers with a structured error and never throws itself.
#include <doctest/doctest.h>

#include <new>
#include <stdexcept>
#include <string>

#include "api/protocol.hpp"
#include "core/input_error.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

enum class Failure { none, bad_alloc, runtime_error, not_an_exception, input_error };

// The fake game's two positions: the board "x" and, after "go", solved.
class FakePosition final : public GamePosition {
 public:
  explicit FakePosition(bool solved) : solved_(solved) {}
  std::unique_ptr<GamePosition> after(std::string_view move) const override {
    if (move != "go" || solved_) throw InputError("illegal_move", "no such move");
    return std::make_unique<FakePosition>(true);
  }
  bool solved() const override { return solved_; }
  std::vector<std::string> legal_moves() const override {
    return solved_ ? std::vector<std::string>{} : std::vector<std::string>{"go"};
  }
  BoardWords words() const override { return {"", "x"}; }
  std::string describe_move(const std::string& move) const override { return move; }
  std::string dead_end() const override { return ""; }

 private:
  bool solved_;
};

// One board, "x", whose only move "go" solves it. `failure` makes solve() throw.
class FakeGame final : public Game {
 public:
  explicit FakeGame(Failure failure) : failure_(failure) {}
  const GameInfo& info() const override {
    static const GameInfo info = [] {
      GameInfo i;
      i.name = "fake";
      i.title = "Fake";
      i.params = {variant_param({{"plain", "The only rules."}})};
      i.setups = {{"only", "The one board.", "this test"}};
      i.solvers = {{"only", "Knows the one move."}};
      i.board_format = "x";
      i.move_format = "go";
      return i;
    }();
    return info;
  }
  std::unique_ptr<GamePosition> start(const json&, std::string_view) const override {
    return std::make_unique<FakePosition>(false);
  }
  std::string generate(const json&, std::string_view, std::uint64_t, const Budget&) const override { return "x"; }
  std::string normalize_board(const json&, std::string_view board) const override {
    if (board != "x") throw InputError("bad_board", "the fake game's only board is 'x'");
    return "x";
  }
  SolveOutcome solve(const json&, std::string_view, const std::vector<std::string>& moves, const Budget&,
                     std::string_view) const override {
    switch (failure_) {
      case Failure::bad_alloc: throw std::bad_alloc();
      case Failure::runtime_error: throw std::runtime_error("the solver broke");
      case Failure::not_an_exception: throw 42;
      case Failure::input_error: throw InputError("bad_board", "the solver disliked the board");
      case Failure::none: break;
    }
    SolveOutcome out;
    out.status = Status::solved;
    if (moves.empty()) out.solution = {"go"};
    out.shortest = true;
    out.nodes = 1;
    return out;
  }
  PlayoutOutcome playout(const json&, std::string_view, const std::vector<std::string>&, std::uint64_t,
                         std::uint64_t) const override {
    return {true, {"go"}, "solved"};
  }
  json metrics(const json&, std::string_view, const Budget&) const override { return {{"size", 1}}; }
  json setup_facts(const json&, std::string_view) const override { return {{"boards", 1}}; }

 private:
  Failure failure_;
};

GameList games_failing(Failure failure) {
  GameList games;
  games.push_back(std::make_unique<FakeGame>(failure));
  return games;
}

json solve_with(Failure failure) {
  const GameList games = games_failing(failure);
  return handle_request_with({{"id", 9}, {"op", "solve"}, {"game", "fake"}, {"board", "x"}}, games);
}

}  // namespace

TEST_CASE("any game can stand behind the protocol") {
  const GameList games = games_failing(Failure::none);
  const json listed = handle_request_with({{"op", "games"}}, games);
  CHECK(listed.at("result").at("games").at(0).at("name") == "fake");
  const json solved = handle_request_with({{"op", "solve"}, {"game", "fake"}, {"board", "x"}}, games);
  CHECK(solved.at("result").at("solution") == json{"go"});
  const json hint = handle_request_with({{"op", "hint"}, {"game", "fake"}, {"board", "x"}, {"moves", {"go"}}}, games);
  CHECK(hint.at("result").at("move").is_null());
  CHECK(hint.at("result").at("length") == 0);
  const json unknown = handle_request_with({{"op", "solve"}, {"game", "fujisan"}, {"board", "x"}}, games);
  CHECK(unknown.at("error").at("message") == "unknown game 'fujisan' (known: fake)");
}

TEST_CASE("whatever a game throws becomes an error response") {
  const json oom = solve_with(Failure::bad_alloc);
  CHECK(oom.at("id") == 9);
  CHECK(oom.at("ok") == false);
  CHECK(oom.at("error").at("code") == "out_of_memory");

  const json broken = solve_with(Failure::runtime_error);
  CHECK(broken.at("error").at("code") == "internal_error");
  CHECK(broken.at("error").at("message") == "internal error: the solver broke");

  const json odd = solve_with(Failure::not_an_exception);
  CHECK(odd.at("error").at("code") == "internal_error");

  const json input = solve_with(Failure::input_error);
  CHECK(input.at("error") == json{{"code", "bad_board"}, {"message", "the solver disliked the board"}});
}

TEST_CASE("long or binary input is quoted short and printable in messages") {
  const GameList games = games_failing(Failure::none);
  const std::string long_name(5000, 'q');
  const json response = handle_request_with({{"op", "solve"}, {"game", long_name}}, games);
  const std::string message = response.at("error").at("message");
  CHECK(message == "unknown game '" + std::string(60, 'q') + "...' (5000 bytes) (known: fake)");
  const json binary = handle_request_with({{"op", std::string("so\nlve\x01", 7)}}, games);
  CHECK(binary.at("error").at("message").get<std::string>().rfind("unknown op 'so\\x0Alve\\x01'", 0) == 0);
}
