// `puzzlelab render GAME BOARD [MOVES...] [--solution]` or `puzzlelab render GAME --setup S --seed N`:
// the challenge as one printable SVG document on stdout (the protocol's "render" answer, its
// `document`): the board, the physical setup steps when it comes from a seed, and with
// --solution the solver's moves in words with a small board after each.
#include <memory>

#include "cli_error.hpp"
#include "commands.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct RenderOptions {
  GameOptions game;
  PositionOptions position;
  std::string setup;
  std::string seed;
  bool solution = false;
  SolverOption solver;
  BudgetOptions budget;
};

// The setup of a game that has exactly one (Fruit Dating's article), so --seed alone names a board.
std::string single_setup(const std::string& game) {
  try {
    const auto& setups = find_game(game).info().setups;
    if (setups.size() == 1) return setups.front().name;
  } catch (const InputError&) {
    return "";  // the protocol names the known games
  }
  throw CliError(kExitBadInput, "--setup is required with --seed");
}

}  // namespace

void add_render_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<RenderOptions>();
  auto* command =
      app.add_subcommand("render", "Write a board (and with --solution its solution) as a printable SVG document");
  options->game.add_to(*command);
  options->position.add_to(*command, false);
  command
      ->add_option("--setup", options->setup,
                   "With --seed: the board this setup deals, with its setup steps in words (see `puzzlelab games`)")
      ->check(non_empty());
  command->add_option("--seed", options->seed, "Seed of the board, 0 to 18446744073709551615")->check(non_empty());
  command->add_flag("--solution", options->solution,
                    "Add the solution: the solver's moves in words, and a small board after each for short ones");
  options->solver.add_to(*command);
  options->budget.add_to(*command);
  command->callback([options, io] {
    if (!options->setup.empty() && options->seed.empty()) throw CliError(kExitBadInput, "--setup needs --seed");
    if (options->position.board.empty() && options->seed.empty())
      throw CliError(kExitBadInput, "render needs a BOARD, or --seed (and --setup) to deal one");
    nlohmann::json request = options->game.request_fields();
    request["op"] = "render";
    if (!options->position.board.empty()) request["board"] = options->position.board;
    if (!options->position.moves.empty()) request["moves"] = options->position.moves;
    if (!options->seed.empty()) {
      request["setup"] = options->setup.empty() ? single_setup(options->game.game) : options->setup;
      request["seed"] = options->seed;
    }
    if (options->solution) request["solution"] = true;
    options->solver.fill(request);
    options->budget.fill(request);
    io.out << call_protocol(request)["document"].get<std::string>();
  });
}

}  // namespace puzzlelab::cli
