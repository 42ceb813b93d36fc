// A game's part in the Lab: what an experiment measures of one challenge, the measure groups a
// study may ask for, and the local changes the search for the hardest challenges tries. The Lab
// sits above the games, so this part is the Lab's own: a game that measures more than the defaults
// below keeps its part in engine/games/<game>/lab/ (compiled into the Lab's layer, never the game
// layer), and make_lab_game finds it by the game's name (the list made from games.cmake).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/status.hpp"
#include "game/game.hpp"

namespace puzzlelab {

// What an experiment (engine/lab, docs/LAB.md) records for one challenge.
struct LabMeasure {
  Status status = Status::unknown;  // the game's exact solver
  int length = -1;                  // shortest solution length: solved, and the game measures it; else -1
  bool random_solved = false;       // the random solver (the papers' P(Sr)) solved it
  // The game's numeric measures of the challenge by name (booleans as 0 or 1); a measure that
  // does not apply to this challenge (e.g. counter-intuitive moves of an unsolvable one) is absent.
  std::map<std::string, double> metrics;
};

// What LabGame::measure can give under some params: whether it measures a length, and the names
// its metrics may hold.
struct LabMeasureNames {
  bool length = false;
  std::vector<std::string> metrics;
};

class LabGame {
 public:
  explicit LabGame(const Game& game) : game_(game) {}
  virtual ~LabGame() = default;
  LabGame(const LabGame&) = delete;
  LabGame& operator=(const LabGame&) = delete;

  const Game& game() const { return game_; }

  // The random solvers an experiment may name, the first the default (the papers' definition);
  // default: one playout with the game's default move limit.
  virtual std::vector<Named> random_solvers() const;
  // The measures of one challenge, deterministic for (params, board, random_seed, budget's node
  // limit): the exact solver's verdict and shortest length, the random solver `random_solver`
  // (one of random_solvers(), checked by the caller) from Rng(random_seed), and the metrics.
  // Default: solve with the default solver, one playout, and the top-level numbers and booleans
  // of Game::metrics; games override it with the papers' definitions (docs/LAB.md).
  virtual LabMeasure measure(const json& params, std::string_view board, std::uint64_t random_seed,
                             const Budget& budget, std::string_view random_solver) const;
  // What measure can give a challenge under `params`: every metric name it may set (each absent
  // from a challenge it does not apply to) and whether it measures a length; nothing it never
  // gives. The search for the hardest challenges ranks only these (lab/extreme_measures.hpp), and
  // tests/unit/lab_measure_names_test.cpp holds each game's list to what measure gives.
  // Default: as the default measure, a length and the numbers and booleans of info().metrics.
  virtual LabMeasureNames measure_names(const json& params) const;
  // Measures of how the challenge was laid out rather than of the board (e.g. the actions a person
  // performs following the setup's trace, game/setup_actions.hpp), added to the challenge's
  // metrics; deterministic for (params, setup, seed). `board` is the board that setup and seed
  // deal (a setup a person cannot run at the table is measured by laying that board). Default: none.
  virtual std::map<std::string, double> setup_measures(const json& params, std::string_view setup, std::uint64_t seed,
                                                       std::string_view board, const Budget& budget) const;
  // A costly set of measures only a study asks for (StudyPreset::study_measures, e.g. Sigmar's
  // "thesis-positions": the thesis's five searches on every board), added to the challenge's
  // metrics; deterministic for (params, board, budget's node limit). Every other experiment is
  // spared their cost. Every game has the group "effort" (lab/effort.hpp: an experiment's
  // `measures`); default: no other (a preset naming one is a defect: logic_error).
  virtual std::map<std::string, double> study_measures(std::string_view name, const json& params,
                                                       std::string_view board, const Budget& budget) const;
  // The game's part of the "effort" measure group (lab/effort.hpp, docs/LAB.md): the
  // solution-space measures its own positions give (shortest_solutions, shortest_solutions_capped,
  // tree_positions, dead_end_share), deterministic for (params, board, budget's node limit); a
  // measure it cannot give within kEffortTreePositions positions is absent. Default: none.
  virtual std::map<std::string, double> solution_space(const json& params, std::string_view board,
                                                       const Budget& budget) const;
  // The names solution_space can give under `params`, as measure_names is to measure. Default: none.
  virtual std::vector<std::string> solution_space_names(const json& params) const;
  // The search for a setup's hardest challenges (`puzzlelab extreme`, lab/extreme.hpp): boards one
  // local change away from `board` (a board of `setup`) that `setup` could also deal for some
  // seed, in an order drawn from `rng` (deterministic for its state). Default: none, so the search
  // tries the setup's seeds only.
  virtual std::vector<std::string> neighbours_within_setup(const json& params, std::string_view setup,
                                                           std::string_view board, Rng& rng) const;

 private:
  const Game& game_;
};

// The Lab part of `game`: its own (engine/games/<game>/lab/lab_game.hpp), found by its name in the
// list made from games.cmake, or the defaults above for a game that keeps none. It refers to
// `game`, which must outlive it.
std::unique_ptr<LabGame> make_lab_game(const Game& game);

}  // namespace puzzlelab
