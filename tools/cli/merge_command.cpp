// `puzzlelab merge FILES...`: the experiment document from the partial results of
// `puzzlelab experiment --shard I/N` (every shard of one experiment, any order), byte for byte
// the document of the unsharded run.
#include <fstream>
#include <memory>
#include <sstream>

#include "api/game.hpp"
#include "api/json_input.hpp"
#include "cli_error.hpp"
#include "commands.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "lab/merge.hpp"

namespace puzzlelab::cli {

namespace {

// A partial result of the largest experiment is far smaller; anything bigger is not one.
constexpr std::streamoff kMaxPartialBytes = 1ll << 30;

nlohmann::json read_partial(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw CliError(kExitBadInput, "cannot read " + quote_input(path));
  file.seekg(0, std::ios::end);
  if (file.tellg() > kMaxPartialBytes) throw CliError(kExitBadInput, quote_input(path) + " is too large for a partial result");
  file.seekg(0);
  std::ostringstream text;
  text << file.rdbuf();
  try {
    return parse_json_input(text.str(), path);
  } catch (const InputError& error) {
    throw CliError(kExitBadInput, error.what());
  }
}

}  // namespace

void add_merge_command(CLI::App& app, const CliIo& io) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* command = app.add_subcommand(
      "merge", "Combine the partial results of `experiment --shard I/N` into the experiment's document");
  command->add_option("files", *files, "Partial results (JSON files), one per shard, any order")->required();
  command->callback([files, io] {
    std::vector<nlohmann::json> partials;
    for (const auto& path : *files) partials.push_back(read_partial(path));
    try {
      io.out << lab::merge_partials(partials, *files, all_games()).dump(2) << '\n';
    } catch (const InputError& error) {
      throw CliError(kExitBadInput, error.what());
    }
  });
}

}  // namespace puzzlelab::cli
