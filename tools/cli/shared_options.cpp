#include "shared_options.hpp"

#include <charconv>
#include <cmath>

#include "api/limits.hpp"
#include "cli_error.hpp"

namespace puzzlelab::cli {

void GameOptions::add_to(CLI::App& command) {
  command.add_option("game", game, "Game name, e.g. fujisan (see `puzzlelab games`)")->required();
  command.add_option("--variant", variant, "Rule variant, e.g. standard or summit_step (default: the game's first)");
  command.add_option("--params", params_json, "Game parameters as a JSON object, e.g. '{\"variant\": \"standard\"}'");
}

nlohmann::json GameOptions::request_fields() const {
  nlohmann::json params = nlohmann::json::object();
  if (!params_json.empty()) {
    params = nlohmann::json::parse(params_json, nullptr, false);
    if (!params.is_object()) throw CliError(kExitBadInput, "--params must be a JSON object, e.g. '{\"variant\": \"standard\"}'");
  }
  if (!variant.empty()) params["variant"] = variant;
  return {{"game", game}, {"params", params}};
}

void PositionOptions::add_to(CLI::App& command, bool board_required) {
  auto* board_option = command.add_option("board", board, "Board in the game's text format, e.g. 554344221335/311400512200");
  if (board_required) board_option->required();
  command.add_option("moves", moves, "Moves already played, in the game's notation, e.g. SU SR3");
}

void BudgetOptions::add_to(CLI::App& command) {
  command.add_option("--max-nodes", max_nodes,
                     "Stop after this many search nodes (default " + std::to_string(limits::kDefaultMaxNodes) + ")");
  command.add_option("--time-limit", time_limit_seconds,
                     "Stop after this many seconds, e.g. 0.5 (default " +
                         std::to_string(limits::kDefaultTimeLimitMs / 1000) + ")");
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
                                      std::to_string(static_cast<int>(max_seconds)) + ", got '" + time_limit_seconds + "'");
  // Rounded up, so a tiny positive limit still allows one millisecond.
  request["time_limit_ms"] = static_cast<std::uint64_t>(std::ceil(seconds * 1000.0));
}

}  // namespace puzzlelab::cli
