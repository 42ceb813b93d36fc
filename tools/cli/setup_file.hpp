// --setup-file FILE (generate, trace, experiment, sweep): a described setup (docs/SETUPS.md) read from a
// file, so that a designer's own setup runs wherever a setup name does.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab::cli {

// The description in the regular file `path` (at most kMaxSetupDescriptionBytes), checked against
// the request's game and params by the protocol's normalize_setup: its normalized text, the setup
// to put in a request. Throws CliError naming the file and the problem.
std::string read_setup_file(const std::string& path, const nlohmann::json& game_fields);

// The setups of experiment and sweep: `setups` (the request's, or a preset's) with each --setup-file
// read as above added after them, in the order given. Throws CliError naming a bad file.
nlohmann::json with_setup_files(nlohmann::json setups, const std::vector<std::string>& files,
                                const nlohmann::json& game_fields);

// Throws CliError: "give --setup or --setup-file, not both".
[[noreturn]] void throw_both_setups();

// The one setup of generate and trace: --setup NAME, or --setup-file FILE (read as above), or
// what `neither` gives when both are left out. Throws CliError when both are given.
template <class Neither>
std::string setup_of(const std::string& name, const std::string& file, const nlohmann::json& game_fields,
                     Neither&& neither) {
  if (!name.empty() && !file.empty()) throw_both_setups();
  if (!file.empty()) return read_setup_file(file, game_fields);
  return name.empty() ? neither() : name;
}

}  // namespace puzzlelab::cli
