// The one interface every game implements for the protocol, the CLI, the worker and the app.
// A game folder keeps its rules, setups, solver and metrics in plain typed C++; a small adapter
// (engine/games/<game>/adapter.cpp) translates them to this type-erased, text-and-JSON surface and
// registers it by name. Moves and boards cross this boundary as printable strings, so anything a
// player can do can be written down, replayed, linked and tested.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/budget.hpp"
#include "core/status.hpp"

namespace puzzlelab {

using json = nlohmann::json;

struct Named {
  std::string name;         // as typed on the CLI and in links, e.g. "dominoes"
  std::string description;  // one sentence for --help and the new-game dialog
};

// A game's setup table (engine/core/setup_table.hpp) as the names and descriptions Game::setups
// lists.
template <class Table>
std::vector<Named> named_setups(const Table& table) {
  std::vector<Named> out;
  for (const auto& entry : table) out.push_back({std::string(entry.name), std::string(entry.description)});
  return out;
}

// A search from a position: the board plus the moves already played on it.
struct SolveOutcome {
  Status status = Status::unknown;
  std::vector<std::string> solution;  // from the given position; empty unless solved
  bool shortest = false;              // the solution is proved shortest
  std::uint64_t nodes = 0;
  double ms = 0;
};

struct PlayoutOutcome {
  bool solved = false;
  std::vector<std::string> moves;
  std::string ended;  // "solved", "stuck" (no legal move) or "move-limit"
};

struct ReplayOutcome {
  bool legal = true;           // every move was legal
  std::size_t applied = 0;     // how many moves were applied before the first illegal one
  std::string error;           // why the first illegal move was refused
  bool solved = false;         // the position after the applied moves is solved
  std::vector<std::string> legal_moves;  // legal moves in that position
};

class Game {
 public:
  virtual ~Game() = default;

  virtual std::string name() const = 0;   // "fujisan"
  virtual std::string title() const = 0;  // "Fujisan"
  virtual std::vector<Named> setups() const = 0;
  virtual std::vector<Named> variants() const = 0;  // rule variants; the first is the default
  // The parameters besides the rule variant, in the order to list them: the key in params (also
  // the CLI's flag, --name) and one line with the allowed values. Empty when the game has none.
  virtual std::vector<Named> parameters() const = 0;
  virtual std::string board_format_help() const = 0;

  // Game parameters (size, rule variant, ...) as a JSON object. Returns them completed with
  // defaults; throws InputError naming the problem.
  virtual json normalize_params(const json& params) const = 0;

  // All of these take normalized params and throw InputError for a bad board, setup or move.
  virtual std::string generate(const json& params, std::string_view setup, std::uint64_t seed) const = 0;
  virtual std::string normalize_board(const json& params, std::string_view board) const = 0;
  // The params that describe a (normalized) board: a game whose board text carries its own size
  // returns params with the board's size in place, so that a pasted board's link and the next
  // new game read right. The default keeps params as they are (the board already had to fit).
  virtual json params_for_board(const json& params, std::string_view board) const;
  virtual ReplayOutcome replay(const json& params, std::string_view board,
                               const std::vector<std::string>& moves) const = 0;
  virtual SolveOutcome solve(const json& params, std::string_view board,
                             const std::vector<std::string>& moves, const Budget& budget) const = 0;
  virtual PlayoutOutcome playout(const json& params, std::string_view board,
                                 const std::vector<std::string>& moves, std::uint64_t seed,
                                 std::uint64_t max_moves) const = 0;
  virtual json metrics(const json& params, std::string_view board, const Budget& budget) const = 0;
  // Facts about a setup that need no board, e.g. how many challenges it can produce.
  virtual json setup_facts(const json& params, std::string_view setup) const = 0;

  // Enumeration: every distinct deal of a (small) size, each decided exactly, for the "enumerate"
  // op. A game that has one overrides both; the result holds at least "status" ("complete", or
  // "unknown" when the budget ran out), "deals", "solvable" and "shortest_lengths" (deals per
  // shortest solution length, indexed by length). Throws InputError for sizes it cannot do.
  virtual bool has_enumeration() const { return false; }
  virtual json enumerate(const json& params, const Budget& budget) const;
};

using GameList = std::vector<std::unique_ptr<Game>>;

// All registered games, in the order the app lists them. Never empty.
const std::vector<std::unique_ptr<Game>>& all_games();
// Throws InputError("unknown_game", ...) listing the known names.
const Game& find_game(std::string_view name);
// The same lookup in any list of games (tests pass their own).
const Game& find_game_in(const GameList& games, std::string_view name);

}  // namespace puzzlelab
