// `puzzlelab trace GAME --setup S --seed N`: one board with the steps its setup took, as one JSON
// document (the protocol's "trace" answer): `board` equals `generate`'s, `steps` in order.
#include <memory>

#include "cli_error.hpp"
#include "commands.hpp"
#include "protocol_call.hpp"
#include "setup_file.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct TraceOptions {
  GameOptions game;
  std::string setup;
  std::string setup_file;
  std::string seed;
  BudgetOptions budget;  // for setups that redraw until a condition holds
};

}  // namespace

void add_trace_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<TraceOptions>();
  auto* command = app.add_subcommand("trace", "One board with every step its setup took, as JSON");
  options->game.add_to(*command);
  command->add_option("--setup", options->setup, "Setup algorithm, e.g. dominoes (see `puzzlelab games`)")
      ->check(non_empty());
  command
      ->add_option("--setup-file", options->setup_file,
                   "A described setup (docs/SETUPS.md) read from FILE, instead of --setup")
      ->check(non_empty());
  command->add_option("--seed", options->seed, "Seed of the board, 0 to 18446744073709551615")->required();
  options->budget.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    request["op"] = "trace";
    request["setup"] = setup_of(options->setup, options->setup_file, request,
                                []() -> std::string { throw CliError(kExitBadInput, "--setup is required"); });
    request["seed"] = options->seed;
    options->budget.fill(request);
    print_json_line(io.out, call_protocol(request));
  });
}

}  // namespace puzzlelab::cli
