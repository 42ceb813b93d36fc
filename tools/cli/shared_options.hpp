// Options several sub-commands share, and how they become protocol request fields. Numbers are
// kept as the text typed and passed on as decimal strings, so the protocol's own checks word
// every range error ("seed must be a whole number from 0 to ...").
#pragma once

#include <map>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

namespace puzzlelab::cli {

// A check for an option whose empty value ('') would otherwise read as "not given" and become the
// default silently: refused with "--count: needs a value; got an empty one".
CLI::Validator non_empty();

// --setups (names and inline descriptions, comma-separated) and --setup-file (repeatable): how
// experiment and sweep name the setups they compare.
void add_setup_list_options(CLI::App& command, std::string& setups, std::vector<std::string>& setup_files);

// GAME (positional), --params, and one flag per game parameter (--variant, --rows, --suits, ...).
// The parameter flags come from the games' descriptions (the protocol's "games"), so a game's new
// parameter gets its flag, with its range and default in --help, without a change here. A given flag becomes
// params[name]; the game validates the value, and a flag the chosen game does not take is refused here, naming the game
// and the flags it does take.
struct GameOptions {
  std::string game;
  bool game_required = true;
  std::string params_json;
  struct ParameterFlag {
    std::string flag;  // "--rows"
    std::string text;  // as typed
    CLI::Option* option = nullptr;
  };
  std::map<std::string, ParameterFlag> parameters;  // by parameter name, e.g. "rows"

  // GAME is required unless `game_required` is false (experiment: a preset names it).
  void add_to(CLI::App& command, bool game_required = true);
  // {"game": ..., "params": ...} for a request ("game" left out when not given); throws CliError for --params that is
  // not a JSON object and for a parameter flag the game does not take. The flags override --params.
  nlohmann::json request_fields() const;
};

// --solver NAME (solve, hint): one of the game's solvers; the protocol refuses an unknown one,
// naming the known ones.
struct SolverOption {
  std::string solver;
  CLI::Option* option = nullptr;

  void add_to(CLI::App& command);
  void fill(nlohmann::json& request) const;
};

// BOARD and MOVES... (positionals after GAME).
struct PositionOptions {
  std::string board;
  std::vector<std::string> moves;

  void add_to(CLI::App& command, bool board_required = true);
};

// --max-nodes, --time-limit (seconds).
struct BudgetOptions {
  std::string max_nodes;
  std::string time_limit_seconds;

  void add_to(CLI::App& command);
  // Adds max_nodes / time_limit_ms to a request when given; throws CliError for a bad time limit.
  void fill(nlohmann::json& request) const;
};

}  // namespace puzzlelab::cli
