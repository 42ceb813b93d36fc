// `puzzlelab setups GAME [--describe SETUP]`: the game's built-in setups, one "NAME: what it does"
// line each; with --describe, one setup as a description (docs/SETUPS.md), pretty JSON ready to
// edit and give back with --setup-file. The protocol's "games" and "describe_setup" answer.
#include <memory>

#include "cli_error.hpp"
#include "commands.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct SetupsOptions {
  GameOptions game;
  std::string describe;
};

}  // namespace

void add_setups_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<SetupsOptions>();
  auto* command = app.add_subcommand("setups", "List a game's setups, or print one as a description (JSON)");
  options->game.add_to(*command);
  command
      ->add_option("--describe", options->describe,
                   "Print this setup as a description to edit and run with --setup-file (docs/SETUPS.md)")
      ->check(non_empty());
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    if (!options->describe.empty()) {
      request["op"] = "describe_setup";
      request["setup"] = options->describe;
      io.out << call_protocol(request)["description"].dump(2) << '\n';
      return;
    }
    // The setups listed by the protocol's "games", the game checked by the protocol's own words.
    request["op"] = "describe_setup";
    request["setup"] = "";
    for (const auto& game : game_list()) {
      if (game["name"] != options->game.game) continue;
      for (const auto& setup : game["setups"])
        io.out << setup["name"].get<std::string>() << ": " << setup["description"].get<std::string>() << '\n';
      return;
    }
    call_protocol(request);  // an unknown game: the protocol names the known ones
    throw CliError(kExitInternal, "game " + options->game.game + " has no entry in the games list");
  });
}

}  // namespace puzzlelab::cli
