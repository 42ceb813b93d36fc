#include "setup_file.hpp"

#include "cli_error.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/setup_description.hpp"
#include "protocol_call.hpp"
#include "regular_file.hpp"

namespace puzzlelab::cli {

std::string read_setup_file(const std::string& path, const nlohmann::json& game_fields) {
  const std::string text = read_regular_file(path, kMaxSetupDescriptionBytes, "setup file");
  const std::string named = "setup file " + quote_input(path);
  nlohmann::json description;
  try {
    description = parse_setup_description(text);
  } catch (const InputError& error) {
    throw CliError(kExitBadInput, named + ": " + error.what());
  }
  nlohmann::json request = game_fields;
  request["op"] = "normalize_setup";
  request["description"] = description;
  try {
    return call_protocol(request)["setup"].get<std::string>();
  } catch (const CliError& error) {
    throw CliError(error.exit_code(), named + ": " + error.what());
  }
}

nlohmann::json with_setup_files(nlohmann::json setups, const std::vector<std::string>& files,
                                const nlohmann::json& game_fields) {
  for (const std::string& file : files) setups.push_back(read_setup_file(file, game_fields));
  return setups;
}

void throw_both_setups() { throw CliError(kExitBadInput, "give --setup or --setup-file, not both"); }

}  // namespace puzzlelab::cli
