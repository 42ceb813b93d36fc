// The request fields several operations share: game and params, setup, position, budget.
#include <utility>

#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "game/game_checks.hpp"
#include "game/limits.hpp"
#include "game/params.hpp"

namespace puzzlelab {

GameChoice read_game_choice(RequestFields& fields, const OpContext& context) {
  const Game& game = find_game_in(context.games, fields.required_string("game"));
  nlohmann::json requested = fields.optional_object("params");
  nlohmann::json params = normalize_params(game, requested);
  return GameChoice{game, std::move(params), std::move(requested)};
}

std::string read_setup(RequestFields& fields, const GameChoice& choice) {
  return checked_setup(choice.game, choice.params, fields.required_setup("setup"));
}

PositionInput read_board(RequestFields& fields, const GameChoice& choice) {
  const std::string text = fields.required_string("board");
  PositionInput position;
  position.params = params_fitting_board(choice.game, choice.requested, choice.params, text);
  position.board = choice.game.normalize_board(position.params, text);
  return position;
}

namespace {

// Surrounding white space (a pasted line, a line read with its newline) is forgiven in a move
// as in a board, for every game alike; the move is then used and echoed without it.
std::string trimmed_move(const std::string& move) {
  const auto first = move.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  return move.substr(first, move.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace

PositionInput read_position(RequestFields& fields, const GameChoice& choice) {
  PositionInput position = read_board(fields, choice);
  position.moves = fields.optional_string_list("moves");
  for (std::string& move : position.moves) move = trimmed_move(move);
  return position;
}

std::string read_solver(RequestFields& fields, const Game& game) {
  const auto solver = fields.optional_string("solver");
  if (!solver) return {};
  // Given but empty is a mistake, not a request for the default.
  if (solver->empty())
    throw InputError("unknown_solver",
                     "field 'solver' is empty (" + game.name() + "'s solvers: " + game.info().solver_names() + ")");
  check_solver(game, *solver);
  return *solver;
}

void require_legal_moves(const GameChoice& choice, const PositionInput& position) {
  check_moves_legal(choice.game, position.params, position.board, position.moves);
}

Budget read_budget(RequestFields& fields, const OpContext& context) {
  Budget budget;
  budget.max_nodes = fields.optional_whole_number("max_nodes", {"max_nodes", "bad_budget", 1, limits::kMaxMaxNodes},
                                                  limits::kDefaultMaxNodes);
  budget.max_ms = static_cast<double>(fields.optional_whole_number(
      "time_limit_ms", {"time_limit_ms", "bad_budget", 1, limits::kMaxTimeLimitMs}, limits::kDefaultTimeLimitMs));
  budget.cancel = context.cancel;
  budget.deadline = request_deadline(context, static_cast<std::uint64_t>(budget.max_ms));
  return budget;
}

BudgetClock::time_point request_deadline(const OpContext& context, std::uint64_t time_limit_ms) {
  return context.started + std::chrono::milliseconds(time_limit_ms);
}

SolveOutcome solve_for_request(const GameChoice& choice, const PositionInput& position, const Budget& budget,
                               const std::string& solver) {
  StopReason reached = StopReason::none;
  Budget metered = budget;
  metered.stopped = &reached;
  SolveOutcome outcome = choice.game.solve(position.params, position.board, position.moves, metered, solver);
  if (outcome.status != Status::unknown)
    outcome.stopped = StopReason::none;
  else if (outcome.stopped == StopReason::none)
    outcome.stopped = reached;
  return outcome;
}

nlohmann::json search_fields(const SolveOutcome& outcome) {
  const bool solved = outcome.status == Status::solved;
  return {{"status", to_string(outcome.status)},
          {"length", solved ? nlohmann::json(outcome.solution.size()) : nlohmann::json(nullptr)},
          {"shortest", solved && outcome.shortest},
          {"nodes", outcome.nodes},
          {"ms", outcome.ms},
          {"stopped",
           outcome.stopped == StopReason::none ? nlohmann::json(nullptr) : nlohmann::json(to_string(outcome.stopped))}};
}

}  // namespace puzzlelab
