// `puzzlelab validity GAME FILE... [--resamples N] [--seed S] [--max-nodes N] [--time-limit T]`:
// how well each measure the Lab computes predicts people's solve times and giving up, from record
// documents the app exports (the protocol's "validity"; docs/LAB.md, "Validity: measures against
// people's play"), printed as the protocol's result document.
#include <memory>

#include "commands.hpp"
#include "lab/play_records.hpp"
#include "protocol_call.hpp"
#include "regular_file.hpp"
#include "shared_options.hpp"

namespace puzzlelab::cli {

namespace {

struct ValidityOptions {
  std::string game;
  std::vector<std::string> files;
  std::string resamples, seed;
  BudgetOptions budget;
};

}  // namespace

void add_validity_command(CLI::App& app, const CliIo& io) {
  auto options = std::make_shared<ValidityOptions>();
  auto* command = app.add_subcommand(
      "validity", "How well each measure predicts people's solve times and giving up, from play records (JSON)");
  command->add_option("game", options->game, "The game whose records are read (others are counted, not used)")
      ->required()
      ->check(non_empty());
  command->add_option("files", options->files, "Record documents (JSON, as the app exports them), 1 to 100")
      ->required()
      ->check(non_empty());
  command->add_option("--resamples", options->resamples, "Bootstrap resamples, 100 to 100000 (default 2000)")
      ->check(non_empty());
  command->add_option("--seed", options->seed, "Seed of the bootstrap's resamples (default 1)")->check(non_empty());
  options->budget.add_to(*command);
  command->callback([options, io] {
    nlohmann::json request = {{"op", "validity"}, {"game", options->game}, {"files", nlohmann::json::array()}};
    if (!options->resamples.empty()) request["resamples"] = options->resamples;
    if (!options->seed.empty()) request["seed"] = options->seed;
    options->budget.fill(request);
    // Each file is read whole, at most the request's limit for all of them; the protocol checks
    // the sum and every other rule.
    for (const std::string& path : options->files)
      request["files"].push_back(
          {{"name", path}, {"text", read_regular_file(path, lab::kMaxRecordTextBytes, "record file")}});
    io.out << call_protocol(request).dump(2) << '\n';
  });
}

}  // namespace puzzlelab::cli
