// A published study over a size, run as one experiment per size (docs/LAB.md, "Series"): the
// Pretzel study is 4 suits x 2..9 ranks, one preset per rank count (pretzel-4x2 ... pretzel-4x9);
// the series "pretzel-4xN" runs pretzel-4x2 ... pretzel-4xTO with the series' trials, challenges
// per trial and seed, so each size's document is exactly the preset's run with those options
// (`puzzlelab experiment --preset pretzel-4x5 --trials T --per-trial P --seed S`), paper values
// included. The app's Lab runs the sizes one after another and draws them as lines.
//
// Its link (docs/LINKS.md, "Lab links"):  #v1/lab/series/NAME/to=TO.trials=T.per_trial=P.seed=S
// (every option always written, so a link keeps its meaning if a default changes).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "lab/studies.hpp"
#include "lab/experiment.hpp"

namespace puzzlelab::lab {

using puzzlelab::SeriesPreset;

// Every game's published series (lab/studies.hpp), in the Lab's order.
const std::vector<SeriesPreset>& series_presets();
// nullptr when there is none of that name.
const SeriesPreset* find_series_preset(std::string_view name);

struct SeriesSpec {
  std::string name;  // a series preset's
  int to = 0;        // the largest size run (sizes first..to)
  std::uint64_t trials = 0;
  std::uint64_t per_trial = 0;
  std::uint64_t seed = 1;

  // The preset's defaults. Throws InputError("unknown_preset", ...).
  static SeriesSpec defaults(const std::string& name);
  // The sizes run, first..to.
  std::vector<int> sizes() const;
  nlohmann::json to_json() const;  // {name, parameter, from, to, trials, per_trial, seed (decimal string)}
  bool operator==(const SeriesSpec& other) const = default;
};

// One experiment per size, each the size's preset with the series' trials, per_trial and seed,
// checked by the experiment's reader. Throws InputError naming the problem: an unknown series
// ("unknown_preset"), `to` out of range ("bad_experiment": from first + 1 to last, so there are
// two points at least), sizes out of range (the experiment's own messages).
std::vector<ExperimentSpec> series_experiments(const SeriesSpec& spec, const GameList& games = all_games());

// "#v1/lab/series/..." or not. Never throws.
bool is_series_link(std::string_view text);
// Reads and checks a series link (series_experiments' checks included). Throws InputError
// ("bad_link" for the syntax, else the checks' codes) naming the problem.
SeriesSpec parse_series_link(std::string_view text, const GameList& games = all_games());
// "#v1/lab/series/NAME/to=..trials=..per_trial=..seed=..": parse_series_link gives the spec back.
std::string format_series_link(const SeriesSpec& spec);

}  // namespace puzzlelab::lab
