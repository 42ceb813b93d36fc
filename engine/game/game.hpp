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

// What an experiment (engine/lab, docs/LAB.md) records for one challenge.
struct LabMeasure {
  Status status = Status::unknown;  // the game's exact solver
  int length = -1;                  // shortest solution length: solved, and the game measures it; else -1
  bool random_solved = false;       // the random solver (the papers' P(Sr)) solved it
  // The game's numeric measures of the challenge by name (booleans as 0 or 1); a measure that
  // does not apply to this challenge (e.g. counter-intuitive moves of an unsolvable one) is absent.
  std::map<std::string, double> metrics;
};

// What Game::lab_measure can give under some params: whether it measures a length, and the names
// its metrics may hold.
struct LabMeasureNames {
  bool length = false;
  std::vector<std::string> metrics;
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

  // The search for a setup's hardest challenges (`puzzlelab extreme`, lab/extreme.hpp): boards one
  // local change away from `board` (a board of `setup`) that `setup` could also deal for some
  // seed, in an order drawn from `rng` (deterministic for its state). Default: none, so the search
  // tries the setup's seeds only.
  virtual std::vector<std::string> neighbours_within_setup(const json& params, std::string_view setup,
                                                           std::string_view board, Rng& rng) const {
    (void)params, (void)setup, (void)board, (void)rng;
    return {};
  }

  // Experiments (engine/lab). The random solvers an experiment may name, the first the default
  // (the papers' definition); default: one playout with the game's default move limit.
  virtual std::vector<Named> lab_random_solvers() const;
  // The measures of one challenge, deterministic for (params, board, random_seed, budget's node
  // limit): the exact solver's verdict and shortest length, the random solver `random_solver`
  // (one of lab_random_solvers(), checked by the caller) from Rng(random_seed), and the metrics.
  // Default: solve with the default solver, one playout, and the top-level numbers and booleans
  // of metrics(); games override it with the papers' definitions (docs/LAB.md).
  virtual LabMeasure lab_measure(const json& params, std::string_view board, std::uint64_t random_seed,
                                 const Budget& budget, std::string_view random_solver) const;
  // What lab_measure can give a challenge under `params`: every metric name it may set (each
  // absent from a challenge it does not apply to) and whether it measures a length; nothing it
  // never gives. The search for the hardest challenges ranks only these (lab/extreme_measures.hpp),
  // and tests/unit/lab_measure_names_test.cpp holds each game's list to what lab_measure gives.
  // Default: as the default lab_measure, a length and the numbers and booleans of info().metrics.
  virtual LabMeasureNames lab_measure_names(const json& params) const;
  // Measures of how the challenge was laid out rather than of the board (e.g. the actions a person
  // performs following the setup's trace), added to the challenge's metrics; deterministic for
  // (params, setup, seed). Default: none.
  virtual std::map<std::string, double> lab_setup_measures(const json& params, std::string_view setup,
                                                           std::uint64_t seed, const Budget& budget) const {
    (void)params, (void)setup, (void)seed, (void)budget;
    return {};
  }
  // A costly set of measures only a study asks for (StudyPreset::study_measures, e.g. Sigmar's
  // "thesis-positions": the thesis's five searches on every board), added to the challenge's
  // metrics; deterministic for (params, board, budget's node limit). Every other experiment is
  // spared their cost. Every game has the group "effort" (game/effort.hpp: an experiment's
  // `measures`); default: no other (a preset naming one is a defect: logic_error).
  virtual std::map<std::string, double> lab_study_measures(std::string_view name, const json& params,
                                                           std::string_view board, const Budget& budget) const;
  // The game's part of the "effort" measure group (game/effort.hpp, docs/LAB.md): the
  // solution-space measures its own positions give (shortest_solutions, shortest_solutions_capped,
  // tree_positions, dead_end_share), deterministic for (params, board, budget's node limit); a
  // measure it cannot give within kEffortTreePositions positions is absent. Default: none.
  virtual std::map<std::string, double> lab_solution_space(const json& params, std::string_view board,
                                                           const Budget& budget) const {
    (void)params, (void)board, (void)budget;
    return {};
  }
  // The names lab_solution_space can give under `params`, as lab_measure_names is to lab_measure.
  // Default: none.
  virtual std::vector<std::string> lab_solution_space_names(const json& params) const {
    (void)params;
    return {};
  }
};

using GameList = std::vector<std::unique_ptr<Game>>;

// All registered games, in the order the app lists them. Never empty.
const std::vector<std::unique_ptr<Game>>& all_games();
// Throws InputError("unknown_game", ...) listing the known names.
const Game& find_game(std::string_view name);
// The same lookup in any list of games (tests pass their own).
const Game& find_game_in(const GameList& games, std::string_view name);
// "fujisan, boxoff, pretzel": the names, in order, as messages list them.
std::string game_names(const GameList& games = all_games());

}  // namespace puzzlelab
