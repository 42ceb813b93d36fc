// "render": a challenge made printable (game/printable.hpp): the board as SVG, the physical setup
// steps when it comes from a setup and a seed, and, when asked, the solution move by move.
#include <string>

#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/printable.hpp"
#include "game/setup_description.hpp"

namespace puzzlelab {

namespace {

nlohmann::json printed_moves(const Printable& printable) {
  auto out = nlohmann::json::array();
  for (const PrintedMove& move : printable.solution)
    out.push_back({{"move", move.move},
                   {"description", move.description},
                   {"svg", move.svg.empty() ? nlohmann::json(nullptr) : nlohmann::json(move.svg)}});
  return out;
}

}  // namespace

nlohmann::json op_render(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  // A board from a seed brings its setup's steps; a board alone has none to tell.
  const bool seeded = fields.has("setup") || fields.has("seed");
  std::string setup;
  std::uint64_t seed = 0;
  if (seeded) {
    setup = read_setup(fields, choice);
    seed = fields.required_whole_number("seed", {"seed", "bad_seed"});
  }
  const std::optional<std::string> given_board = fields.has("board") ? fields.optional_string("board") : std::nullopt;
  const std::vector<std::string> given_moves = fields.optional_string_list("moves");
  const bool solution = fields.optional_bool("solution", false);
  const std::string solver = read_solver(fields, choice.game);
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("render");
  if (!seeded && !given_board) throw InputError("missing_field", "missing field 'board' (or 'setup' and 'seed')");

  TracedBoard traced;
  if (seeded) traced = choice.game.trace(choice.params, setup, seed, budget);
  // Read the board as every op does (its size, normalized), then check a seeded one matches.
  nlohmann::json request = {{"board", given_board ? *given_board : traced.board}, {"moves", given_moves}};
  RequestFields position_fields(request);
  const PositionInput position = read_position(position_fields, choice);
  if (seeded && given_board && position.board != traced.board)
    throw InputError("board_mismatch", "the board is not the one setup " + quote_input(setup_label(setup)) +
                                           " deals for seed " + std::to_string(seed) + " (" + traced.board + ")");
  require_legal_moves(choice, position);

  SolveOutcome solved;
  if (solution) solved = solve_for_request(choice, position, budget, solver);
  const Printable printable = make_printable(choice.game, position.params, position.board, position.moves, traced.steps,
                                             solution ? &solved : nullptr);
  nlohmann::json out = {{"game", printable.game},
                        {"title", printable.title},
                        {"params", position.params},
                        {"board", printable.board},
                        {"moves", printable.moves},
                        {"svg", printable.board_svg},
                        {"setup_steps", printable.setup_steps},
                        {"document", printable_svg(printable)}};
  if (seeded) {
    out["setup"] = setup;
    out["seed"] = std::to_string(seed);  // JavaScript cannot hold every 64-bit seed
  }
  if (solution) {
    out["solution"] = {{"status", to_string(printable.status)},
                       {"shortest", printable.shortest},
                       {"moves", printed_moves(printable)},
                       {"stopped", solved.stopped == StopReason::none ? nlohmann::json(nullptr)
                                                                      : nlohmann::json(to_string(solved.stopped))}};
  } else {
    out["solution"] = nullptr;
  }
  return out;
}

}  // namespace puzzlelab
