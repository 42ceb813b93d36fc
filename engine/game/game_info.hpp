// What a game says about itself, declaratively: its parameters (with ranges, choices and
// defaults), presets, setups, solvers, metrics, rules text and text formats. Everything that
// lists or checks a game's options is derived from this one description: parameter validation
// (game/params.hpp), the protocol's "games" op, the CLI's parameter flags and --help, link
// parameters and the app's new-game dialog. A game fills one GameInfo and returns it from
// Game::info().
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

using json = nlohmann::json;

// A name as typed on the CLI and in links, and one sentence for --help and the dialog.
struct Named {
  std::string name;
  std::string description;
};

// One game parameter: the key in params (also the CLI flag --name and the link item name=value).
struct ParamSpec {
  enum class Kind { whole_number, choice };

  std::string name;
  std::string meaning;  // one line, e.g. "rows of the grid"
  Kind kind = Kind::whole_number;
  std::int64_t min = 0, max = 0;  // whole_number: the allowed range, both included
  std::vector<Named> values;      // choice: the allowed names, each with one line
  // choice: what a value may be besides the names, in one line ("" when nothing else): such a
  // value passes the check one by one and the game's check_params decides (Sigmar's templates
  // written out cell by cell).
  std::string custom;
  json default_value;  // a whole number or one of the values' names

  static ParamSpec whole_number(std::string name, std::string meaning, std::int64_t min, std::int64_t max,
                                std::int64_t default_value);
  static ParamSpec choice(std::string name, std::string meaning, std::vector<Named> values);  // default: the first

  // "1..8" or "standard, summit_step": what a message names as allowed.
  std::string allowed() const;
};

// A named set of parameter values (those it leaves out keep their defaults).
struct Preset {
  std::string name;         // "6x8x3"
  std::string description;  // one line
  json params;
};

struct SetupSpec {
  std::string name;
  std::string description;  // one sentence
  std::string source;       // where the algorithm comes from: a paper and section, or "this project"
};

struct MetricSpec {
  std::string name;     // the key in the metrics result
  std::string type;     // "whole number", "number", "boolean", "string", "object", ... ("or null" when it may be)
  std::string meaning;  // one line

  // A whole number, a number or a boolean (or null when it may be): a value the default lab
  // measure keeps (LabGame::measure, lab/lab_game.hpp), booleans as 0 or 1.
  bool numeric() const;
};

struct GameInfo {
  std::string name;   // "fujisan"
  std::string title;  // "Fujisan"
  // Every game's first parameter is "variant", a choice of rule variants (the first the default).
  std::vector<ParamSpec> params;
  std::vector<Preset> presets;
  std::vector<SetupSpec> setups;
  // The setup the app deals a new player's game with (the one a player enjoys most); "" for the
  // first. The app's choice only: the protocol and the CLI never default a setup from it.
  std::string play_setup;
  // Played at a table with physical pieces (cards, tiles, coins, vehicles): its Printing lists a
  // dealt challenge's setup steps and its Lab counts setup actions, and the app offers "Time my
  // setup". False for a game known only on screen (Sigmar's Garden, Fruit Dating).
  bool physical_pieces = false;
  std::vector<Named> solvers;  // the first is the default
  std::vector<MetricSpec> metrics;
  std::string rules;         // a few sentences per paragraph, paragraphs separated by '\n'
  std::string board_format;  // the board text, with an example
  std::string move_format;   // the move text, with an example
  // What one challenge costs the Lab, for its estimate of a study's time before a link may start
  // it (shell/middle/lab_cost.hpp): milliseconds natively on one thread at the default parameters
  // per built-in setup (`puzzlelab experiment GAME --setups S --trials 1 --per-trial 40`, 10 for
  // the dearest games), and what the effort measures add. Deliberately on the dear side: a study
  // estimated too large only waits for Run.
  std::vector<std::pair<std::string, double>> lab_setup_ms;
  double lab_effort_ms = 0;

  const ParamSpec* find_param(const std::string& name) const;
  // Every parameter at its default.
  json default_params() const;
  // "variant, rows, cols, colours"
  std::string param_names() const;
  std::string setup_names() const;
  std::string solver_names() const;
  // The whole description as the protocol's "games" op lists it.
  json to_json() const;
};

// The rule-variant parameter every game lists first.
ParamSpec variant_param(std::vector<Named> variants);

// A game's setup table (engine/core/setup_table.hpp) as SetupSpecs, in the table's order.
template <class Table>
std::vector<SetupSpec> setup_specs(const Table& table) {
  std::vector<SetupSpec> out;
  for (const auto& entry : table)
    out.push_back({std::string(entry.name), std::string(entry.description), std::string(entry.source)});
  return out;
}

}  // namespace puzzlelab
