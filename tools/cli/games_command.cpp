// `puzzlelab games`: one JSON line per game, its whole description (engine/game/game_info.hpp):
// parameters with ranges and defaults, presets, setups, solvers, metrics, rules and text formats.
#include <memory>

#include "commands.hpp"
#include "protocol_call.hpp"

namespace puzzlelab::cli {

void add_games_command(CLI::App& app, const CliIo& io) {
  auto* command = app.add_subcommand(
      "games", "List the games with their parameters, presets, setups, solvers, metrics, rules and formats");
  command->callback([io] {
    const auto result = call_protocol({{"op", "games"}});
    for (const auto& game : result["games"]) print_json_line(io.out, game);
  });
}

}  // namespace puzzlelab::cli
