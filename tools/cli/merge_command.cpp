// `puzzlelab merge FILES...`: the experiment document from the partial results of
// `puzzlelab experiment --shard I/N` (every shard of one experiment, any order), byte for byte
// the document of the unsharded run.
#include <memory>

#include "cli_error.hpp"
#include "commands.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game.hpp"
#include "lab/merge.hpp"
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
