// `puzzlelab generate GAME [--setup S] --seed N [--count K]`: boards, one per line, from seeds
// N, N+1, ..., N+K-1. --setup may be left out for a game with a single setup (Fruit Dating's
// article). With --solvable [--max-attempts A]: the first board from N on that the default solver
// proves solvable, printed as the protocol's result (seed dealt, board, how the check ended).
#include <memory>

#include "cli_error.hpp"
#include "commands.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "protocol_call.hpp"
#include "setup_file.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct GenerateOptions {
  GameOptions game;
  std::string setup;
  std::string setup_file;
  std::string seed;
  std::string count;
  bool solvable = false;
  std::string max_attempts;
  BudgetOptions budget;  // for setups that redraw until a condition holds (unique-pairs)
};

// The setup of a game that has exactly one; otherwise --setup must be given. An unknown game is
// left to the protocol, which names the known ones.
std::string only_setup(const std::string& game) {
  try {
    const auto& setups = find_game(game).info().setups;
    if (setups.size() == 1) return setups.front().name;
  } catch (const InputError&) {
    return "";
  }
  throw CliError(kExitBadInput, "--setup is required");
}

}  // namespace

void add_generate_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<GenerateOptions>();
  auto* command = app.add_subcommand("generate", "Print boards from a setup and a seed, one per line");
  options->game.add_to(*command);
  command
      ->add_option("--setup", options->setup,
                   "Setup algorithm, e.g. dominoes (see `puzzlelab games`); required unless the game has one")
      ->check(non_empty());
  command
      ->add_option("--setup-file", options->setup_file,
                   "A described setup (docs/SETUPS.md) read from FILE, instead of --setup")
      ->check(non_empty());
  command->add_option("--seed", options->seed, "Seed of the first board, 0 to 18446744073709551615")->required();
  command->add_option("--count", options->count, "How many boards, 1 to 100000; seeds N, N+1, ... (default 1)")
      ->check(non_empty());
  command->add_flag("--solvable", options->solvable,
                    "Deal the first board from seed N on that the game's default solver proves solvable; "
                    "prints one JSON line with the seed dealt and the check");
  command
      ->add_option("--max-attempts", options->max_attempts,
                   "With --solvable: seeds to try at most, 1 to 100000 (default 100)")
      ->check(non_empty());
  options->budget.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    request["op"] = "generate";
    request["setup"] =
        setup_of(options->setup, options->setup_file, request, [&] { return only_setup(options->game.game); });
    request["seed"] = options->seed;
    if (!options->count.empty()) request["count"] = options->count;
    if (options->solvable) request["solvable"] = true;
    if (!options->max_attempts.empty()) request["max_attempts"] = options->max_attempts;
    options->budget.fill(request);
    const auto result = call_protocol(request);
    if (options->solvable) {
      io.out << result.dump() << '\n';
      return;
    }
    for (const auto& board : result["boards"]) io.out << board.get<std::string>() << '\n';
  });
}

}  // namespace puzzlelab::cli
