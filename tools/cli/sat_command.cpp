// `puzzlelab sat GAME BOARD [MOVES...] [--encoding NAME]`: the position as a CNF formula in
// DIMACS text on stdout (the protocol's "sat" answer, its `dimacs`), for any outside SAT solver:
// `puzzlelab sat sigmar BOARD > board.cnf; cadical board.cnf`.
#include <memory>

#include "commands.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct SatOptions {
  GameOptions game;
  PositionOptions position;
  std::string encoding;
  BudgetOptions budget;
};

}  // namespace

void add_sat_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<SatOptions>();
  auto* command = app.add_subcommand("sat", "Write a position as a CNF formula (DIMACS) for an outside SAT solver");
  options->game.add_to(*command);
  options->position.add_to(*command);
  command
      ->add_option("--encoding", options->encoding, "The encoding, one of the game's (docs/CLI.md); default: its first")
      ->check(non_empty());
  options->budget.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    request["op"] = "sat";
    request["board"] = options->position.board;
    if (!options->position.moves.empty()) request["moves"] = options->position.moves;
    if (!options->encoding.empty()) request["encoding"] = options->encoding;
    options->budget.fill(request);
    io.out << call_protocol(request)["dimacs"].get<std::string>();
  });
}

}  // namespace puzzlelab::cli
