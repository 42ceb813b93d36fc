// The replay-code commands (docs/CLI.md): share-code writes a solve as a code, verify-code
// replays a code and compares it with the optimum. Both print the protocol's result as one JSON
// line.
#include <memory>

#include "commands.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct ShareCodeOptions {
  GameOptions game;
  PositionOptions position;
  std::string seconds;
  std::string hints;
};

void add_share_code(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<ShareCodeOptions>();
  auto* command = app.add_subcommand(
      "share-code", "Write a solve (BOARD and the MOVES that solve it) as a replay code anyone can verify");
  command->add_option("--seconds", options->seconds, "Time the solve took, whole seconds (default 0)")
      ->check(non_empty());
  command->add_option("--hints", options->hints, "Hints used during the solve (default 0)")->check(non_empty());
  options->game.add_to(*command);
  options->position.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    request["op"] = "share_code";
    request["board"] = options->position.board;
    request["moves"] = options->position.moves;
    if (!options->seconds.empty()) request["seconds"] = options->seconds;
    if (!options->hints.empty()) request["hints"] = options->hints;
    print_json_line(io.out, call_protocol(request));
  });
}

struct VerifyCodeOptions {
  std::string code;
  BudgetOptions budget;
};

void add_verify_code(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<VerifyCodeOptions>();
  auto* command = app.add_subcommand(
      "verify-code", "Replay a replay code: is it a solve of its challenge, in how many moves, against the optimum");
  command->add_option("code", options->code, "The replay code")->required();
  options->budget.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = {{"op", "verify_code"}, {"code", options->code}};
    options->budget.fill(request);
    print_json_line(io.out, call_protocol(request));
  });
}

}  // namespace

void add_code_commands(CLI::App& app, const CliIo& io) {
  add_share_code(app, io);
  add_verify_code(app, io);
}

}  // namespace puzzlelab::cli
