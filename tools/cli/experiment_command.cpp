// `puzzlelab experiment [GAME] --setups A,B --trials T --per-trial N --seed S [params]
//  [--preset NAME] [--random-solver R] [--max-nodes M] [--jobs J] [--shard I/N]`: a Monte Carlo
// comparison of setups (engine/lab, docs/LAB.md) printed as one JSON document; with --shard, the
// partial result of that slice of the chunks, for `puzzlelab merge`.
//
// The chunks run on J threads. Each chunk's result depends only on the experiment and its index
// (experiment.hpp), and the document is computed from all of them in chunk order, so the output
// is the same bytes for every J and every shard split.
#include <atomic>
#include <charconv>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

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

constexpr std::uint64_t kMaxJobs = 256;

struct ExperimentOptions {
  GameOptions game;
  std::string preset, setups, trials, per_trial, seed, random_solver, max_nodes, jobs, shard;
  std::vector<std::string> setup_files;
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
  nlohmann::json setups = request.contains("setups")
                              ? request["setups"]
                              : (preset ? nlohmann::json(preset->setups) : nlohmann::json::array());
  for (const std::string& file : files) setups.push_back(read_setup_file(file, game_fields));
  request["setups"] = setups;
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    out.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

// "Random solver by name (default: ...; <game> also has <solver>, ...)" for every game with a
// choice of random solvers.
std::string random_solver_help() {
  std::string text = "Random solver by name (default: the papers' definition";
  for (const auto& game : all_games()) {
    const std::vector<Named> solvers = game->lab_random_solvers();
    if (solvers.size() < 2) continue;
    text += "; " + game->name() + " also has ";
    for (std::size_t i = 1; i < solvers.size(); ++i) text += (i > 1 ? ", " : "") + solvers[i].name;
  }
  return text + ")";
}

bool read_whole(std::string_view text, std::uint64_t& value) {
  const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && stop == text.data() + text.size() && !text.empty();
}

// "I/N" with 1 <= I <= N.
std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  std::uint64_t index = 0, count = 0;
  if (slash == std::string::npos || !read_whole(std::string_view(text).substr(0, slash), index) ||
      !read_whole(std::string_view(text).substr(slash + 1), count) || index < 1 || index > count)
    throw CliError(kExitBadInput, "--shard must be I/N with 1 <= I <= N, e.g. 2/4; got " + quote_input(text));
  return {index, count};
}

std::uint64_t parse_jobs(const std::string& text) {
  if (text.empty()) return 1;
  std::uint64_t jobs = 0;
  if (!read_whole(text, jobs) || jobs < 1 || jobs > kMaxJobs)
    throw CliError(kExitBadInput, "--jobs must be a whole number from 1 to " + std::to_string(kMaxJobs) + ", got " +
                                      quote_input(text));
  return jobs;
}

// The chunks on `jobs` threads; results in the order of `chunks`. The first error wins.
std::vector<lab::ChunkResult> run_chunks(const lab::ExperimentSpec& spec, const Game& game,
                                         const std::vector<std::uint64_t>& chunks, std::uint64_t jobs) {
  std::vector<lab::ChunkResult> results(chunks.size());
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto work = [&] {
    for (;;) {
      const std::size_t i = next.fetch_add(1);
      if (i >= chunks.size() || failed.load()) return;
      try {
        results[i] = lab::run_chunk(spec, game, chunks[i], {&failed});
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
        failed = true;
        return;
      }
    }
  };
  std::vector<std::thread> threads;
  const std::uint64_t count = std::min<std::uint64_t>(jobs, std::max<std::size_t>(chunks.size(), 1));
  for (std::uint64_t t = 1; t < count; ++t) threads.emplace_back(work);
  work();
  for (auto& thread : threads) thread.join();
  if (error) std::rethrow_exception(error);
  return results;
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
  command->add_option("--setups", options->setups, "Setups to compare, comma-separated, e.g. shuffled,l-tiles")
      ->check(non_empty());
  command
      ->add_option("--setup-file", options->setup_files,
                   "A described setup (docs/SETUPS.md) read from FILE, compared beside --setups; repeatable")
      ->check(non_empty());
  command->add_option("--trials", options->trials, "Trials per setup (default 10)")->check(non_empty());
  command->add_option("--per-trial", options->per_trial, "Challenges per trial (default 100)")->check(non_empty());
  command
      ->add_option("--seed", options->seed, "Experiment seed: challenge i of trial t uses seed S + t*N + i (default 1)")
      ->check(non_empty());
  command->add_option("--random-solver", options->random_solver, random_solver_help())->check(non_empty());
  command->add_option("--max-nodes", options->max_nodes, "Search nodes per challenge (default 10000000)")
      ->check(non_empty());
  command->add_option("--jobs", options->jobs, "Threads (default 1); the output does not depend on it")
      ->check(non_empty());
  command->add_option("--shard", options->shard, "Run only slice I of N (1-based) and print a partial result for merge")
      ->check(non_empty());
  command->callback([options, io] {
    const std::uint64_t jobs = parse_jobs(options->jobs);
    nlohmann::json request = options->game.request_fields();
    if (!options->preset.empty()) request["preset"] = options->preset;
    if (!options->setups.empty()) request["setups"] = split_commas(options->setups);
    if (!options->trials.empty()) request["trials"] = options->trials;
    if (!options->per_trial.empty()) request["per_trial"] = options->per_trial;
    if (!options->seed.empty()) request["seed"] = options->seed;
    if (!options->random_solver.empty()) request["random_solver"] = options->random_solver;
    if (!options->max_nodes.empty()) request["max_nodes"] = options->max_nodes;
    if (request["params"].empty()) request.erase("params");
    add_setup_files(options->setup_files, request);
    try {
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
      std::vector<lab::ChunkResult> results = run_chunks(spec, game, chunks, jobs);
      const nlohmann::json doc =
          options->shard.empty() ? lab::final_document(spec, std::move(results)) : lab::partial_document(spec, results);
      io.out << doc.dump(2) << '\n';
    } catch (const InputError& error) {
      throw CliError(kExitBadInput, error.what());
    }
  });
}

}  // namespace puzzlelab::cli
