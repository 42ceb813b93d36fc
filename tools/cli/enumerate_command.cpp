// `puzzlelab enumerate GAME [game parameters]`: every distinct deal of a small size, each decided
// exactly (the protocol's "enumerate"; Pretzel has one). One JSON line: deals, solvable, the
// number of deals per shortest solution length, ...
#include <memory>

#include "commands.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct EnumerateOptions {
  GameOptions game;
  BudgetOptions budget;
};

}  // namespace

void add_enumerate_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<EnumerateOptions>();
  auto* command = app.add_subcommand(
      "enumerate", "Decide every distinct deal of a small size, for a game that offers it: counts as JSON");
  options->game.add_to(*command);
  options->budget.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    request["op"] = "enumerate";
    options->budget.fill(request);
    print_json_line(io.out, call_protocol(request));
  });
}

}  // namespace puzzlelab::cli
