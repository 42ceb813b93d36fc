// The sub-commands that ask about one position (a board plus the moves played on it), each
// printing the protocol's result as one JSON line: hint, verify, playout, metrics.
#include <memory>

#include "commands.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct PositionCommandOptions {
  GameOptions game;
  PositionOptions position;
  BudgetOptions budget;
  SolverOption solver;    // hint
  std::string seed;       // playout
  std::string max_moves;  // playout
  std::string setup;      // metrics
};

nlohmann::json position_request(const PositionCommandOptions& options, const char* op) {
  nlohmann::json request = options.game.request_fields();
  request["op"] = op;
  request["board"] = options.position.board;
  request["moves"] = options.position.moves;
  return request;
}

void add_hint(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<PositionCommandOptions>();
  auto* command = app.add_subcommand("hint", "The next move of a shortest solution from the position");
  options->game.add_to(*command);
  options->position.add_to(*command);
  options->budget.add_to(*command);
  options->solver.add_to(*command);
  command->callback([options, io] {
    auto request = position_request(*options, "hint");
    options->budget.fill(request);
    options->solver.fill(request);
    print_json_line(io.out, call_protocol(request));
  });
}

void add_verify(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<PositionCommandOptions>();
  auto* command = app.add_subcommand(
      "verify",
      "Replay moves: are they legal (else the first illegal one and why), is the board solved, legal moves now");
  options->game.add_to(*command);
  options->position.add_to(*command);
  command->callback([options, io] { print_json_line(io.out, call_protocol(position_request(*options, "verify"))); });
}

void add_playout(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<PositionCommandOptions>();
  auto* command = app.add_subcommand("playout", "One random playout from the position, reproducible from --seed");
  // The command's own options first: a game parameter of the same name (Fruit Dating's
  // max_moves) then goes through --params instead of taking the flag.
  command->add_option("--seed", options->seed, "Seed of the random moves, 0 to 18446744073709551615")->required();
  command->add_option("--max-moves", options->max_moves, "Stop after this many moves, 1 to 1000000 (default 1000)")
      ->check(non_empty());
  options->game.add_to(*command);
  options->position.add_to(*command);
  command->callback([options, io] {
    auto request = position_request(*options, "playout");
    request["seed"] = options->seed;
    if (!options->max_moves.empty()) request["max_moves"] = options->max_moves;
    print_json_line(io.out, call_protocol(request));
  });
}

void add_metrics(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<PositionCommandOptions>();
  auto* command = app.add_subcommand("metrics", "The board's metrics, and facts about --setup when given");
  options->game.add_to(*command);
  command->add_option("board", options->position.board, "Board in the game's text format")
      ->required()
      ->check(non_empty());
  command->add_option("--setup", options->setup, "Also report facts about this setup, e.g. dominoes")
      ->check(non_empty());
  options->budget.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    request["op"] = "metrics";
    request["board"] = options->position.board;
    if (!options->setup.empty()) request["setup"] = options->setup;
    options->budget.fill(request);
    print_json_line(io.out, call_protocol(request));
  });
}

}  // namespace

void add_position_commands(CLI::App& app, const CliIo& io) {
  add_hint(app, io);
  add_verify(app, io);
  add_playout(app, io);
  add_metrics(app, io);
}

}  // namespace puzzlelab::cli
