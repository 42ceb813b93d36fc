// The one interface every game implements for the protocol, the CLI, the worker and the app.
// A game folder keeps its rules, setups, solver and metrics in plain typed C++; a small adapter
// (engine/games/<game>/adapter.cpp) translates them to this type-erased, text-and-JSON surface and
// registers it by name. Moves and boards cross this boundary as printable strings, so anything a
// player can do can be written down, replayed, linked and tested. Game is what every game must do
// to be played, read and written; a game's further powers are capabilities (game/capabilities.hpp).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/setup_trace.hpp"
#include "core/status.hpp"
#include "game/game_info.hpp"
#include "game/game_position.hpp"

namespace puzzlelab {

using json = nlohmann::json;

// A search from a position: the board plus the moves already played on it.
struct SolveOutcome {
  Status status = Status::unknown;
  std::vector<std::string> solution;  // from the given position; empty unless solved
  bool shortest = false;              // the solution is proved shortest
  std::uint64_t nodes = 0;
  double ms = 0;
  // Why an `unknown` answer stopped. A game whose solver caps its stored positions says `memory`;
  // solve_for_request (api/operations.hpp) fills in the budget's limits.
  StopReason stopped = StopReason::none;
};

// A board with the steps its setup took to make it (core/setup_trace.hpp).
struct TracedBoard {
  std::string board;  // exactly what generate gives for the same params, setup and seed
  std::vector<TraceStep> steps;
};

struct PlayoutOutcome {
  bool solved = false;
  std::vector<std::string> moves;
  std::string ended;  // "solved", "stuck" (no legal move) or "move-limit"
};

struct ReplayOutcome {
  bool legal = true;                     // every move was legal
  std::size_t applied = 0;               // how many moves were applied before the first illegal one
  std::string error;                     // why the first illegal move was refused
  bool solved = false;                   // the position after the applied moves is solved
  std::vector<std::string> legal_moves;  // legal moves in that position
};

class Game {
 public:
  virtual ~Game() = default;

  // The game's declarative description (game/game_info.hpp): parameters, presets, setups,
  // solvers, metrics, rules and text formats. The same object for the game's whole life.
  virtual const GameInfo& info() const = 0;
  std::string name() const { return info().name; }    // "fujisan"
  std::string title() const { return info().title; }  // "Fujisan"

  // Rules between parameters that the single-parameter specs cannot say (e.g. BoxOff's colours
  // must divide the squares). Gets params already checked one by one and completed with
  // defaults (game/params.hpp); throws InputError("bad_params", ...). Default: none.
  virtual void check_params(const json& normalized) const;

  // The challenge `board` (normalized params) before any move, as a typed position behind the
  // GamePosition interface (game/game_position.hpp, game/typed_position.hpp). Throws InputError for a bad
  // board.
  virtual std::unique_ptr<GamePosition> start(const json& params, std::string_view board) const = 0;

  // What follows is written once over start() for every game.
  // The position `moves` reach from `board`; the first move that cannot be played throws
  // illegal_move(...) (game/move_list.hpp).
  std::unique_ptr<GamePosition> position_after(const json& params, std::string_view board,
                                               const std::vector<std::string>& moves) const;
  // Plays `moves` as far as they are legal: how many were applied, why the next one was refused,
  // whether the position reached is solved and its legal moves.
  ReplayOutcome replay(const json& params, std::string_view board, const std::vector<std::string>& moves) const;
  // A player's description of `move` in the position reached by `moves_before` from `board`,
  // e.g. "S (Sun) moves right onto a 3" (GamePosition::describe_move). A move that cannot be read
  // there, or a position that cannot be reached, leaves the move as it is; never throws.
  std::string describe_move(const json& params, std::string_view board, const std::vector<std::string>& moves_before,
                            const std::string& move) const;
  // The position reached by `moves` from `board`, in the game's own words (GamePosition::words).
  // Throws InputError for a bad board or move, as position_after does.
  BoardWords describe_board(const json& params, std::string_view board, const std::vector<std::string>& moves) const;

  // All of these take normalized params and throw InputError for a bad board, setup or move.
  // A setup that draws until a condition holds (Fujisan's unique-pairs) counts each draw as a node
  // of `budget` and throws InputError("budget_exhausted", ...) when it runs out; the others
  // ignore it.
  virtual std::string generate(const json& params, std::string_view setup, std::uint64_t seed,
                               const Budget& budget) const = 0;
  // The same generation as `generate`, run with a recorder: every step of the setup (what was
  // shuffled, drawn, placed where, turned) in order, ending on the same board. Default: a game
  // whose setups record no steps answers InputError("not_supported", ...).
  virtual TracedBoard trace(const json& params, std::string_view setup, std::uint64_t seed, const Budget& budget) const;
  virtual std::string normalize_board(const json& params, std::string_view board) const = 0;
  // The params that describe a board, given as typed (before normalize_board): a game whose board
  // text carries its own size returns params with the board's size in place, so that the board is
  // read as what it is (every op taking a board, links) and a pasted board's link and the next new
  // game read right. A board whose size cannot be read keeps params as they are (normalize_board
  // then names the problem); so does the default, for games whose boards all have one size.
  virtual json params_for_board(const json& params, std::string_view board) const;
  // `solver` is one of info().solvers by name (checked by the caller: game/game_checks.hpp), or
  // empty for the default (the first).
  virtual SolveOutcome solve(const json& params, std::string_view board, const std::vector<std::string>& moves,
                             const Budget& budget, std::string_view solver) const = 0;
  virtual PlayoutOutcome playout(const json& params, std::string_view board, const std::vector<std::string>& moves,
                                 std::uint64_t seed, std::uint64_t max_moves) const = 0;
  virtual json metrics(const json& params, std::string_view board, const Budget& budget) const = 0;
  // Facts about a setup that need no board, e.g. how many challenges it can produce.
  virtual json setup_facts(const json& params, std::string_view setup) const = 0;
};

using GameList = std::vector<std::unique_ptr<Game>>;

// All registered games, in the order the app lists them. Never empty.
const std::vector<std::unique_ptr<Game>>& all_games();
// Throws InputError("unknown_game", ...) listing the known names.
const Game& find_game(std::string_view name);
// The same lookup in any list of games (tests pass their own).
const Game& find_game_in(const GameList& games, std::string_view name);
// The game named `name`, or null when there is none (for readers that drop what they cannot use).
const Game* game_named(std::string_view name, const GameList& games = all_games());
// "fujisan, boxoff, pretzel": the names, in order, as messages list them.
std::string game_names(const GameList& games = all_games());

}  // namespace puzzlelab
