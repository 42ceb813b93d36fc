// `puzzlelab merge FILES...`: the experiment document from the partial results of
// `puzzlelab experiment --shard I/N` (every shard of one experiment, any order), byte for byte
// the document of the unsharded run; or the partial results of `puzzlelab sweep --shard I/N`
// (told apart by their format) into the sweep's document.
#include <memory>

#include "cli_error.hpp"
#include "commands.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game.hpp"
#include "game/json_input.hpp"
#include "lab/merge.hpp"
#include "lab/sweep.hpp"
#include "regular_file.hpp"

namespace puzzlelab::cli {

namespace {

// A partial result of 100,000 chunks (more than most experiments have) is far smaller. Its text
// is held while it is read, its chunks' figures after that (docs/LAB.md).
constexpr std::uint64_t kMaxPartialBytes = 256ull << 20;

}  // namespace

void add_merge_command(CLI::App& app, const CliIo& io) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* command = app.add_subcommand(
      "merge", "Combine the partial results of `experiment --shard I/N` into the experiment's document");
  command->add_option("files", *files, "Partial results (JSON files), one per shard, any order")->required();
  command->callback([files, io] {
    try {
      if (!files->empty()) {
        // A sweep's partial says so in its format, which no chunk's figures can hold.
        const std::string first = read_regular_file(files->front(), kMaxPartialBytes, "partial result");
        if (first.find("\"puzzlelab-lab-sweep-partial\"") != std::string::npos) {
          std::vector<nlohmann::json> partials;
          std::vector<std::string> names;
          for (const auto& path : *files) {
            names.push_back(quote_input(path));
            partials.push_back(
                parse_json_input(partials.empty() ? first : read_regular_file(path, kMaxPartialBytes, "partial result"),
                                 "the partial result " + names.back()));
          }
          io.out << lab::merge_sweep_partials(partials, names, all_games()).dump(2) << '\n';
          return;
        }
      }
      lab::PartialMerge merge(all_games());
      for (const auto& path : *files)
        merge.add_text(read_regular_file(path, kMaxPartialBytes, "partial result"), quote_input(path));
      io.out << merge.document().dump(2) << '\n';
    } catch (const InputError& error) {
      throw CliError(kExitBadInput, error.what());
    }
  });
}

}  // namespace puzzlelab::cli
