#include "games/rush_hour/lab/studies.hpp"

#include <string>

#include "games/rush_hour/rules.hpp"
#include "games/rush_hour/setups.hpp"

namespace puzzlelab::rush_hour {

namespace {

// The three setups on the standard 6 x 6 board. Sized for a browser: a graded board climbs through
// changes, each explored (about 0.6 s a board natively, GameInfo::lab_setup_ms), so 10 trials of
// 20 boards rather than the papers' 10 of 100; `--per-trial` or the form asks for more.
StudyPreset setups_study() {
  StudyPreset p = study_preset("rush-hour-setups",
                               "Rush Hour 6 x 6: dice at the table, constructed as Fogleman's unsolve [Fogleman], "
                               "graded to " +
                                   std::to_string(plan_of(Setup::graded, kStandardSize).target) + " moves",
                               "rush-hour", {{"variant", "standard"}, {"size", kStandardSize}},
                               {"at-the-table", "constructed", "graded"});
  p.per_trial = 20;
  return p;
}

}  // namespace

PublishedStudies studies() { return {{setups_study()}, {}}; }

}  // namespace puzzlelab::rush_hour
