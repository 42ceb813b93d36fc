// `puzzlelab sweep GAME --setups A,B [--setup-file FILE]... --axis PARAM=FROM..TO[:STEP] [--axis ...]
//  [--trials T] [--per-trial N] [--seed S] [params] [--random-solver R] [--max-nodes M] [--jobs J]
//  [--shard I/N]`: an experiment at every point of one or two axes (engine/lab/sweep.hpp,
// docs/LAB.md "Sweeps"), printed as the sweep's document; with --shard, the partial result of that
// slice of the sweep's chunks, for `puzzlelab merge`. The setups are names, described setups written
// inline as JSON objects, or read from files (--setup-file, as experiment takes them). An axis is a
// whole-number parameter of the game, or a number in a described setup: LABEL/POINTER=...
// (my-tiles/values/0=1..4); its values are FROM..TO, FROM..TO:STEP or a list V,V,V.
//
// The chunks run on J threads; the document is computed from all of them in chunk order, so the
// output is the same bytes for every J and every shard split.
#include <atomic>
#include <memory>

#include "chunk_options.hpp"
#include "cli_error.hpp"
#include "commands.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game.hpp"
#include "lab/sweep.hpp"
#include "setup_file.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct SweepOptions {
  GameOptions game;
  std::string setups, trials, per_trial, seed, random_solver, max_nodes, jobs, shard;
  std::vector<std::string> setup_files, axes;
};

}  // namespace

void add_sweep_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<SweepOptions>();
  auto* command = app.add_subcommand(
      "sweep", "Run an experiment at every point of one or two parameter axes (JSON), e.g. rows x colours");
  options->game.add_to(*command, true);
  add_setup_list_options(*command, options->setups, options->setup_files);
  command
      ->add_option("--axis", options->axes,
                   "An axis: PARAM=FROM..TO[:STEP] or PARAM=V,V,...; a described setup's number as "
                   "LABEL/POINTER=... (once or twice)")
      ->required();
  command->add_option("--trials", options->trials, "Trials per setup at each point (default 10)")->check(non_empty());
  command->add_option("--per-trial", options->per_trial, "Challenges per trial (default 100)")->check(non_empty());
  command->add_option("--seed", options->seed, "Experiment seed of every point (default 1)")->check(non_empty());
  command->add_option("--random-solver", options->random_solver, "Random solver by name (default: the game's first)")
      ->check(non_empty());
  command->add_option("--max-nodes", options->max_nodes, "Search nodes per challenge (default 10000000)")
      ->check(non_empty());
  command->add_option("--jobs", options->jobs, "Threads (default 1); the output does not depend on it")
      ->check(non_empty());
  command->add_option("--shard", options->shard, "Run only slice I of N (1-based) and print a partial result for merge")
      ->check(non_empty());
  command->callback([options, io] {
    const std::uint64_t jobs = parse_jobs(options->jobs);
    if (options->setups.empty() && options->setup_files.empty())
      throw CliError(kExitBadInput, "sweep needs --setups or --setup-file");
    nlohmann::json request = options->game.request_fields();
    if (!options->trials.empty()) request["trials"] = options->trials;
    if (!options->per_trial.empty()) request["per_trial"] = options->per_trial;
    if (!options->seed.empty()) request["seed"] = options->seed;
    if (!options->random_solver.empty()) request["random_solver"] = options->random_solver;
    if (!options->max_nodes.empty()) request["max_nodes"] = options->max_nodes;
    if (request.contains("params") && request["params"].empty()) request.erase("params");
    try {
      // Files are checked with the sweep's game and its base params.
      const nlohmann::json game_fields = {{"game", request["game"]},
                                          {"params", request.value("params", nlohmann::json::object())}};
      request["setups"] =
          with_setup_files(options->setups.empty() ? nlohmann::json::array() : setups_option(options->setups),
                           options->setup_files, game_fields);
      nlohmann::json axes = nlohmann::json::array();
      for (const std::string& axis : options->axes) axes.push_back(lab::parse_sweep_axis_text(axis));
      request["axes"] = axes;
      const lab::SweepSpec spec = lab::read_sweep_spec(request, all_games());
      std::vector<std::uint64_t> chunks;
      if (!options->shard.empty()) {
        const auto [index, count] = parse_shard(options->shard);
        chunks = lab::sweep_shard_chunks(spec, index, count);
      } else {
        for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) chunks.push_back(c);
      }
      std::vector<lab::ChunkResult> results =
          run_chunks_on_threads(chunks, jobs, [&](std::uint64_t chunk, const std::atomic<bool>* stop) {
            return lab::run_sweep_chunk(spec, all_games(), chunk, {stop});
          });
      const nlohmann::json doc = options->shard.empty() ? lab::sweep_final_document(spec, std::move(results))
                                                        : lab::sweep_partial_document(spec, results);
      io.out << doc.dump(2) << '\n';
    } catch (const InputError& error) {
      throw CliError(kExitBadInput, error.what());
    }
  });
}

}  // namespace puzzlelab::cli
