#include "games/rush_hour/lab/studies.hpp"

#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

namespace {

// The dice at the table beside the constructed setup on the standard 6 x 6 board, 10 trials of 100
// boards each. The graded setup is left out: it explores a board after every change it tries, up
// to its cap of positions, which costs seconds a board (GameInfo::lab_setup_ms), and a seed whose
// changes never reach the target ends the experiment with budget_exhausted.
StudyPreset setups_study() {
  return study_preset("rush-hour-setups",
                      "Rush Hour 6 x 6: dice at the table against boards constructed as Fogleman's unsolve [Fogleman]",
                      "rush-hour", {{"variant", "standard"}, {"size", kStandardSize}}, {"at-the-table", "constructed"});
}

}  // namespace

PublishedStudies studies() { return {{setups_study()}, {}}; }

}  // namespace puzzlelab::rush_hour
