#include "shared_options.hpp"

#include <charconv>
#include <cmath>

#include "cli_error.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/json_input.hpp"
#include "game/limits.hpp"
#include "protocol_call.hpp"

namespace puzzlelab::cli {

namespace {

std::string flag_of(const std::string& parameter) {
  std::string flag = "--" + parameter;
  for (char& c : flag)
    if (c == '_') c = '-';
  return flag;
}

// A whole number (optionally negative) that fits 64 bits becomes a JSON integer; anything else
// stays a string. Either way the game checks it, so its own message names a bad value
// ("must be 2..13, got 99", "must be a whole number").
nlohmann::json parameter_value(const std::string& text) {
  const char* begin = text.data();
  const char* end = begin + text.size();
  std::int64_t signed_value = 0;
  if (auto [stop, error] = std::from_chars(begin, end, signed_value); error == std::errc() && stop == end)
    return signed_value;
  std::uint64_t unsigned_value = 0;
  if (auto [stop, error] = std::from_chars(begin, end, unsigned_value); error == std::errc() && stop == end)
    return unsigned_value;
  return text;
}

// The parameter flags the chosen game takes, for a message: "--variant, --rows, --cols, --colours".
std::string flags_of(const nlohmann::json& game) {
  std::string flags;
  for (const auto& parameter : game.at("params"))
    flags += (flags.empty() ? "" : ", ") + flag_of(parameter.at("name").get<std::string>());
  return flags;
}

// "rows of the grid, 1..8 (default 6)" or "the rule variant: standard, summit_step (default standard)".
std::string parameter_help(const nlohmann::json& parameter) {
  std::string text = parameter.at("meaning").get<std::string>();
  if (parameter.at("kind") == "whole_number") {
    text += ", " + parameter.at("min").dump() + ".." + parameter.at("max").dump();
  } else {
    std::string values;
    for (const auto& value : parameter.at("values"))
      values += (values.empty() ? "" : ", ") + value.at("name").get<std::string>();
    text += ": " + values;
  }
  const auto& fallback = parameter.at("default");
  return text + " (default " + (fallback.is_string() ? fallback.get<std::string>() : fallback.dump()) + ")";
}

// "fujisan: astar (default), bfs; boxoff: ..." for --solver's help.
std::string solver_help() {
  std::string text = "Solver by name (default: the game's first)";
  for (const auto& listed : game_list()) {
    std::string names;
    for (const auto& solver : listed.at("solvers"))
      names += (names.empty() ? "" : ", ") + solver.at("name").get<std::string>();
    text += "; " + listed.at("name").get<std::string>() + ": " + names;
  }
  return text;
}

const nlohmann::json* find_listed_game(const std::string& name) {
  for (const auto& game : game_list())
    if (game.at("name") == name) return &game;
  return nullptr;
}

}  // namespace

CLI::Validator non_empty() {
  return CLI::Validator(
      [](std::string& value) { return value.empty() ? std::string("needs a value; got an empty one") : std::string(); },
      "", "non-empty");
}

void GameOptions::add_to(CLI::App& command, bool game_required) {
  auto* game_option = command.add_option(
      "game", game,
      "Game name, e.g. " + game_list().front().at("name").get<std::string>() + " (see `puzzlelab games`)");
  this->game_required = game_required;
  if (game_required) game_option->required();
  command
      .add_option("--params", params_json,
                  "Game parameters as a JSON object, e.g. '{\"rows\": 4, \"cols\": 6, \"colours\": 4}'")
      ->check(non_empty());
  // One flag per parameter name of any game; games that share a name share the flag.
  std::map<std::string, std::string> help;
  std::vector<std::string> order;
  for (const auto& listed : game_list()) {
    for (const auto& parameter : listed.at("params")) {
      const std::string name = parameter.at("name").get<std::string>();
      const std::string text = listed.at("name").get<std::string>() + ": " + parameter_help(parameter);
      if (help.count(name) == 0) order.push_back(name);
      help[name] += (help[name].empty() ? "" : "; ") + text;
    }
  }
  for (const auto& name : order) {
    const std::string flag = flag_of(name);
    if (command.get_option_no_throw(flag) != nullptr) continue;  // taken by the command itself: use --params
    ParameterFlag& entry = parameters[name];
    entry.flag = flag;
    entry.option = command.add_option(flag, entry.text, help[name])->group("Game parameters");
  }
}

nlohmann::json GameOptions::request_fields() const {
  nlohmann::json params = nlohmann::json::object();
  if (!params_json.empty()) {
    try {
      // The protocol's own reading: the same nesting and number limits, the same messages.
      params = parse_json_input(params_json, "--params");
    } catch (const InputError& error) {
      throw CliError(kExitBadInput, error.what());
    }
    if (!params.is_object())
      throw CliError(kExitBadInput,
                     "--params must be a JSON object, e.g. '{\"rows\": 4, \"cols\": 6, \"colours\": 4}'");
  }
  // An unknown game is left to the protocol, which names the known ones.
  const nlohmann::json* listed = find_listed_game(game);
  for (const auto& [name, entry] : parameters) {
    if (entry.option == nullptr || entry.option->count() == 0) continue;
    if (listed != nullptr) {
      bool takes = false;
      for (const auto& parameter : listed->at("params")) takes = takes || parameter.at("name") == name;
      if (!takes)
        throw CliError(kExitBadInput,
                       entry.flag + " is not a parameter of " + game + " (it takes " + flags_of(*listed) + ")");
    }
    params[name] = parameter_value(entry.text);
  }
  nlohmann::json fields = {{"params", params}};
  if (game_required || !game.empty()) fields["game"] = game;
  return fields;
}

void SolverOption::add_to(CLI::App& command) { option = command.add_option("--solver", solver, solver_help()); }

void SolverOption::fill(nlohmann::json& request) const {
  if (option != nullptr && option->count() > 0) request["solver"] = solver;
}

void PositionOptions::add_to(CLI::App& command, bool board_required) {
  auto* board_option =
      command.add_option("board", board, "Board in the game's text format, e.g. 554344221335/311400512200")
          ->check(non_empty());
  if (board_required) board_option->required();
  command.add_option("moves", moves, "Moves already played, in the game's notation, e.g. SU SR3");
}

void BudgetOptions::add_to(CLI::App& command) {
  command
      .add_option("--max-nodes", max_nodes,
                  "Stop after this many search nodes (default " + std::to_string(limits::kDefaultMaxNodes) + ")")
      ->check(non_empty());
  command
      .add_option(
          "--time-limit", time_limit_seconds,
          "Stop after this many seconds, e.g. 0.5 (default " + std::to_string(limits::kDefaultTimeLimitMs / 1000) + ")")
      ->check(non_empty());
}

void BudgetOptions::fill(nlohmann::json& request) const {
  if (!max_nodes.empty()) request["max_nodes"] = max_nodes;
  if (time_limit_seconds.empty()) return;
  const double max_seconds = static_cast<double>(limits::kMaxTimeLimitMs) / 1000.0;
  double seconds = 0;
  const auto* begin = time_limit_seconds.data();
  const auto* end = begin + time_limit_seconds.size();
  const auto [stop, error] = std::from_chars(begin, end, seconds);
  if (error != std::errc() || stop != end || !std::isfinite(seconds) || seconds <= 0 || seconds > max_seconds)
    throw CliError(kExitBadInput, "--time-limit must be a number of seconds greater than 0 and at most " +
                                      std::to_string(static_cast<int>(max_seconds)) + ", got " +
                                      quote_input(time_limit_seconds));
  // Rounded up, so a tiny positive limit still allows one millisecond.
  request["time_limit_ms"] = static_cast<std::uint64_t>(std::ceil(seconds * 1000.0));
}

void add_setup_list_options(CLI::App& command, std::string& setups, std::vector<std::string>& setup_files) {
  command
      .add_option("--setups", setups,
                  "Setups to compare, comma-separated, e.g. shuffled,l-tiles; a described setup may be written "
                  "inline as its JSON object")
      ->check(non_empty());
  command
      .add_option("--setup-file", setup_files,
                  "A described setup (docs/SETUPS.md) read from FILE, compared beside --setups; repeatable")
      ->check(non_empty());
}

}  // namespace puzzlelab::cli
