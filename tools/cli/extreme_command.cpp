// `puzzlelab extreme GAME --setup S --measure M [--minimize] [--challenges N] [--seed N]
//  [--patience N] [--keep N] [--max-nodes N] [--time-limit T] [game parameters]`: the search for
// the setup's challenge that maximizes (or minimizes) a measure (the protocol's "extreme";
// docs/LAB.md, "The hardest challenges"), printed as one JSON document: the best boards found with
// their seeds and measure, and what it took.
#include <memory>

#include "commands.hpp"
#include "protocol_call.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct ExtremeOptions {
  GameOptions game;
  BudgetOptions budget;
  std::string setup, measure, challenges, seed, patience, keep, random_solver;
  bool minimize = false;
};

}  // namespace

void add_extreme_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<ExtremeOptions>();
  auto* command = app.add_subcommand(
      "extreme", "Search a setup's challenges for the one with the largest (or smallest) measure (JSON)");
  options->game.add_to(*command);
  command->add_option("--setup", options->setup, "The setup whose challenges are searched")
      ->required()
      ->check(non_empty());
  command
      ->add_option("--measure", options->measure,
                   "What to maximize: a number the game's challenges carry (default: length where the game "
                   "measures one, else effort_nodes); another is refused, naming those")
      ->check(non_empty());
  command->add_flag("--minimize", options->minimize, "Search for the smallest value instead");
  command->add_option("--challenges", options->challenges, "Challenges measured at most: the budget (default 1000)")
      ->check(non_empty());
  command->add_option("--seed", options->seed, "Climb r starts from the setup's board for seed S + r (default 1)")
      ->check(non_empty());
  command->add_option("--patience", options->patience, "Tries in a row without a better board before a restart (100)")
      ->check(non_empty());
  command->add_option("--keep", options->keep, "Best boards listed (default 10)")->check(non_empty());
  command->add_option("--random-solver", options->random_solver, "Random solver by name (default: the game's first)")
      ->check(non_empty());
  options->budget.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = options->game.request_fields();
    request["op"] = "extreme";
    request["setup"] = options->setup;
    if (!options->measure.empty()) request["measure"] = options->measure;
    if (options->minimize) request["minimize"] = true;
    if (!options->challenges.empty()) request["challenges"] = options->challenges;
    if (!options->seed.empty()) request["seed"] = options->seed;
    if (!options->patience.empty()) request["patience"] = options->patience;
    if (!options->keep.empty()) request["keep"] = options->keep;
    if (!options->random_solver.empty()) request["random_solver"] = options->random_solver;
    if (request.contains("params") && request["params"].empty()) request.erase("params");
    options->budget.fill(request);
    io.out << call_protocol(request).dump(2) << '\n';
  });
}

}  // namespace puzzlelab::cli
