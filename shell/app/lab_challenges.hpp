// The challenges behind the Lab's figures, a panel that owns which are listed: choose a setup and
// a trial (or click a plot: show()), a worker lists that trial's challenges (seed, verdict,
// shortest length, random solver), and "Open" plays any of them on the play screen (its seed
// link: generate(params, setup, seed) is the very challenge measured).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "middle/lab_run.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// A listed challenge the player opened: the run's setup (by index) and the challenge's seed.
struct LabChallengePick {
  std::size_t setup = 0;
  std::string seed;
};

class LabChallengesPanel {
 public:
  explicit LabChallengesPanel(LabRun& run) : run_(run) {}

  // Lists a trial's challenges; `length` >= 0 lists instead the challenges of that shortest
  // length (a histogram bar's) from the first trial that has one.
  void show(std::size_t setup, std::uint64_t trial, int length);
  // A new run: its first setup's first trial.
  void reset();
  // Draws the choice and the list; returns the challenge opened.
  std::optional<LabChallengePick> draw(const ui::Fonts& fonts);

 private:
  LabRun& run_;
  int setup_ = 0;
  int trial_ = 1;             // 1-based, as shown
  bool whole_trial_ = false;  // a length's listing shows the whole trial, not only that length
};

}  // namespace puzzlelab
