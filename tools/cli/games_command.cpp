// `puzzlelab games`: one JSON line per game (setups, variants, parameters, default params, board
// format).
#include <memory>

#include "commands.hpp"
#include "protocol_call.hpp"

namespace puzzlelab::cli {

void add_games_command(CLI::App& app) {
  auto* command = app.add_subcommand("games", "List the games with their setups, variants, parameters and board format");
  command->callback([] {
    const auto result = call_protocol({{"op", "games"}});
    for (const auto& game : result["games"]) print_json_line(game);
  });
}

}  // namespace puzzlelab::cli
