// `puzzlelab explain GAME BOARD [MOVES...]`: every legal move from the position with its verdict
// (the protocol's "explain"), one move a line, best first; a dead move's refuting line below it.
// --json prints the protocol's result as one JSON line instead.
#include <algorithm>
#include <memory>
#include <string>

#include "commands.hpp"
#include "game/explain_words.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct ExplainOptions {
  GameOptions game;
  PositionOptions position;
  BudgetOptions budget;
  SolverOption solver;
  bool json = false;
};

std::string joined(const nlohmann::json& moves) {
  std::string out;
  for (const auto& move : moves) out += (out.empty() ? "" : " ") + move.get<std::string>();
  return out;
}

void print_table(std::ostream& out, const nlohmann::json& result) {
  const auto& moves = result.at("moves");
  if (moves.empty()) {
    out << (result.at("solved").get<bool>() ? "The position is solved: no move is left.\n"
                                            : "No legal move: the position is lost.\n");
    return;
  }
  std::size_t width = 0;
  for (const auto& move : moves) width = std::max(width, move.at("move").get<std::string>().size());
  for (const auto& move : moves) {
    const std::string name = move.at("move").get<std::string>();
    out << name << std::string(width - name.size() + 2, ' ') << explain_words(move) << '\n';
    if (move.at("line").is_array())
      out << std::string(width + 2, ' ') << "line: "
          << (move.at("line").empty() ? std::string("none: the move itself leads there") : joined(move.at("line")))
          << '\n';
  }
  if (!result.at("stopped").is_null())
    out << "Some moves are undecided: the budget ran out (" << result.at("stopped").get<std::string>()
        << "); --max-nodes and --time-limit give more.\n";
}

}  // namespace

void add_explain_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<ExplainOptions>();
  auto* command = app.add_subcommand(
      "explain", "Every legal move from the position with its verdict: wins in how many, dead (and why), undecided");
  options->game.add_to(*command);
  options->position.add_to(*command);
  options->budget.add_to(*command);
  options->solver.add_to(*command);
  command->add_flag("--json", options->json, "Print the protocol's result as one JSON line");
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    request["op"] = "explain";
    request["board"] = options->position.board;
    request["moves"] = options->position.moves;
    options->budget.fill(request);
    options->solver.fill(request);
    const nlohmann::json result = call_protocol(request);
    if (options->json)
      print_json_line(io.out, result);
    else
      print_table(io.out, result);
  });
}

}  // namespace puzzlelab::cli
