// The protocol's operations, one function each (op_<name>.cpp), and the inputs they share.
// Each operation reads its fields from the request, refuses unknown ones, runs, and returns the
// "result" object of the response; bad input throws InputError (see protocol.cpp).
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/budget.hpp"
#include "game/game.hpp"
#include "game/request_fields.hpp"

namespace puzzlelab {

struct OpContext {
  const GameList& games;
  const std::atomic<bool>* cancel = nullptr;
  // When the request began: its time_limit_ms counts from here, over everything it does.
  BudgetClock::time_point started = BudgetClock::now();
};

// The request's deadline: `time_limit_ms` after it began.
BudgetClock::time_point request_deadline(const OpContext& context, std::uint64_t time_limit_ms);

// "game" (required) and "params" (optional object, normalized by the game).
struct GameChoice {
  const Game& game;
  nlohmann::json params;     // normalized
  nlohmann::json requested;  // as the request gave them (which keys it names explicitly)
};
GameChoice read_game_choice(RequestFields& fields, const OpContext& context);

// "setup" (required): a built-in setup's name, or a described setup (its text or the description
// as an object), checked against the game and the params (checked_setup); a described setup is
// returned as its normalized text.
std::string read_setup(RequestFields& fields, const GameChoice& choice);

// "board" (required) and "moves" (optional): the board normalized by the game, and the params to
// read it with: the request's, with the size the board implies where the request leaves it open
// (params_fitting_board). Operations on a board use these params, not choice.params.
struct PositionInput {
  nlohmann::json params;
  std::string board;
  std::vector<std::string> moves;
};
// The board alone (metrics), then the board and the moves.
PositionInput read_board(RequestFields& fields, const GameChoice& choice);
PositionInput read_position(RequestFields& fields, const GameChoice& choice);
// Throws InputError("illegal_move", ...) naming the first illegal move, for operations that
// search or play on from the position (verify reports illegal moves instead).
void require_legal_moves(const GameChoice& choice, const PositionInput& position);

// "solver" (optional): one of the game's solvers by name; "" for the default.
std::string read_solver(RequestFields& fields, const Game& game);

// "max_nodes" and "time_limit_ms", with the defaults of limits.hpp, plus the caller's cancel flag.
// The time limit is the whole request's: the budget's deadline, which every search made from it
// keeps (and each search's own max_ms, so a lone search reads it as before).
Budget read_budget(RequestFields& fields, const OpContext& context);

// The game's solve from the position (solve, hint), with `stopped` saying which limit an
// `unknown` answer reached and `none` otherwise.
SolveOutcome solve_for_request(const GameChoice& choice, const PositionInput& position, const Budget& budget,
                               const std::string& solver);
// What every op that searches says of the search: "status", "length" (the solution's, or null),
// "shortest", "nodes", "ms" and "stopped" (null, or the limit an unknown answer reached).
nlohmann::json search_fields(const SolveOutcome& outcome);

nlohmann::json op_games(RequestFields& fields, const OpContext& context);
nlohmann::json op_generate(RequestFields& fields, const OpContext& context);
nlohmann::json op_daily(RequestFields& fields, const OpContext& context);
nlohmann::json op_trace(RequestFields& fields, const OpContext& context);
nlohmann::json op_describe_setup(RequestFields& fields, const OpContext& context);
nlohmann::json op_normalize_setup(RequestFields& fields, const OpContext& context);
nlohmann::json op_render(RequestFields& fields, const OpContext& context);
nlohmann::json op_sat(RequestFields& fields, const OpContext& context);
nlohmann::json op_solve(RequestFields& fields, const OpContext& context);
nlohmann::json op_hint(RequestFields& fields, const OpContext& context);
nlohmann::json op_explain(RequestFields& fields, const OpContext& context);
nlohmann::json op_verify(RequestFields& fields, const OpContext& context);
nlohmann::json op_share_code(RequestFields& fields, const OpContext& context);
nlohmann::json op_verify_code(RequestFields& fields, const OpContext& context);
nlohmann::json op_playout(RequestFields& fields, const OpContext& context);
nlohmann::json op_metrics(RequestFields& fields, const OpContext& context);
nlohmann::json op_enumerate(RequestFields& fields, const OpContext& context);
nlohmann::json op_experiment(RequestFields& fields, const OpContext& context);
nlohmann::json op_merge(RequestFields& fields, const OpContext& context);
nlohmann::json op_sweep(RequestFields& fields, const OpContext& context);
nlohmann::json op_sweep_merge(RequestFields& fields, const OpContext& context);
nlohmann::json op_extreme(RequestFields& fields, const OpContext& context);
nlohmann::json op_validity(RequestFields& fields, const OpContext& context);
nlohmann::json op_cancel(RequestFields& fields, const OpContext& context);

}  // namespace puzzlelab
