// `puzzlelab experiment [GAME] --setups A,B --trials T --per-trial N --seed S [params]
//  [--preset NAME] [--random-solver R] [--max-nodes M] [--range X,Y[:BXxBY]]... [--jobs J] [--shard I/N]`: a Monte
//  Carlo
// comparison of setups (engine/lab, docs/LAB.md) printed as one JSON document; with --shard, the
// partial result of that slice of the chunks, for `puzzlelab merge`.
//
// The chunks run on J threads. Each chunk's result depends only on the experiment and its index
// (experiment.hpp), and the document is computed from all of them in chunk order, so the output
// is the same bytes for every J and every shard split.
#include <atomic>
#include <memory>

#include "chunk_options.hpp"
#include "lab/lab_game.hpp"
#include "cli_error.hpp"
#include "commands.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game.hpp"
#include "game/request_fields.hpp"
#include "lab/experiment.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"
#include "setup_file.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct ExperimentOptions {
  GameOptions game;
  std::string preset, setups, trials, per_trial, seed, random_solver, max_nodes, jobs, shard, measures;
  std::vector<std::string> setup_files;
  std::vector<std::string> ranges;
};

// --setup-file FILE, each added after --setups (or the preset's setups): the game and params they
// are checked with are the request's, the preset's where the request leaves them out.
void add_setup_files(const std::vector<std::string>& files, nlohmann::json& request) {
  if (files.empty()) return;
  const StudyPreset* preset = nullptr;
  if (const auto name = request.find("preset"); name != request.end())
    preset = lab::find_study_preset(name->get<std::string>());
  nlohmann::json game_fields = {{"game", request.value("game", preset ? preset->game : "")},
                                {"params", preset ? preset->params : nlohmann::json::object()}};
  if (const auto params = request.find("params"); params != request.end())
    for (const auto& [key, value] : params->items()) game_fields["params"][key] = value;
  request["setups"] = with_setup_files(request.contains("setups") ? request["setups"]
                                       : preset                   ? nlohmann::json(preset->setups)
                                                                  : nlohmann::json::array(),
                                       files, game_fields);
}

// "Random solver by name (default: ...; <game> also has <solver>, ...)" for every game with a
// choice of random solvers.
std::string random_solver_help() {
  std::string text = "Random solver by name (default: the papers' definition";
  for (const auto& game : all_games()) {
    const std::vector<Named> solvers = make_lab_game(*game)->random_solvers();
    if (solvers.size() < 2) continue;
    text += "; " + game->name() + " also has ";
    for (std::size_t i = 1; i < solvers.size(); ++i) text += (i > 1 ? ", " : "") + solvers[i].name;
  }
  return text + ")";
}

}  // namespace

void add_experiment_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<ExperimentOptions>();
  auto* command = app.add_subcommand(
      "experiment", "Compare setups by Monte Carlo: solvability, random solver, lengths, metrics, tests (JSON)");
  options->game.add_to(*command, false);
  command
      ->add_option("--preset", options->preset,
                   "A published study: " + lab::study_preset_names() + " (other options override it)")
      ->check(non_empty());
  add_setup_list_options(*command, options->setups, options->setup_files);
  command->add_option("--trials", options->trials, "Trials per setup (default 10)")->check(non_empty());
  command->add_option("--per-trial", options->per_trial, "Challenges per trial (default 100)")->check(non_empty());
  command
      ->add_option("--seed", options->seed, "Experiment seed: challenge i of trial t uses seed S + t*N + i (default 1)")
      ->check(non_empty());
  command->add_option("--random-solver", options->random_solver, random_solver_help())->check(non_empty());
  command->add_option("--max-nodes", options->max_nodes, "Search nodes per challenge (default 10000000)")
      ->check(non_empty());
  command->add_option("--measures", options->measures, "Measure groups to add, comma-separated: effort (docs/LAB.md)")
      ->check(non_empty());
  command
      ->add_option("--range", options->ranges,
                   "Expressive range of two measures, X,Y or X,Y:BXxBY (bins per axis, default 10x10); repeatable")
      ->allow_extra_args(false)
      ->check(non_empty());
  command->add_option("--jobs", options->jobs, "Threads (default 1); the output does not depend on it")
      ->check(non_empty());
  command->add_option("--shard", options->shard, "Run only slice I of N (1-based) and print a partial result for merge")
      ->check(non_empty());
  command->callback([options, io] {
    const std::uint64_t jobs = parse_jobs(options->jobs);
    nlohmann::json request = options->game.request_fields();
    if (!options->preset.empty()) request["preset"] = options->preset;
    if (!options->trials.empty()) request["trials"] = options->trials;
    if (!options->per_trial.empty()) request["per_trial"] = options->per_trial;
    if (!options->seed.empty()) request["seed"] = options->seed;
    if (!options->random_solver.empty()) request["random_solver"] = options->random_solver;
    if (!options->max_nodes.empty()) request["max_nodes"] = options->max_nodes;
    if (!options->ranges.empty()) request["ranges"] = options->ranges;
    if (!options->measures.empty()) request["measures"] = split_commas(options->measures);
    if (request["params"].empty()) request.erase("params");
    try {
      if (!options->setups.empty()) request["setups"] = setups_option(options->setups);
      add_setup_files(options->setup_files, request);
      RequestFields fields(request);
      const lab::ExperimentSpec spec = lab::read_experiment_spec(fields, all_games());
      fields.reject_unknown("experiment");
      const Game& game = find_game(spec.game);
      std::vector<std::uint64_t> chunks;
      if (!options->shard.empty()) {
        const auto [index, count] = parse_shard(options->shard);
        chunks = lab::shard_chunks(spec, index, count);
      } else {
        for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) chunks.push_back(c);
      }
      std::vector<lab::ChunkResult> results =
          run_chunks_on_threads(chunks, jobs, [&](std::uint64_t chunk, const std::atomic<bool>* stop) {
            return lab::run_chunk(spec, game, chunk, {stop});
          });
      const nlohmann::json doc =
          options->shard.empty() ? lab::final_document(spec, std::move(results)) : lab::partial_document(spec, results);
      io.out << doc.dump(2) << '\n';
    } catch (const InputError& error) {
      throw CliError(kExitBadInput, error.what());
    }
  });
}

}  // namespace puzzlelab::cli
