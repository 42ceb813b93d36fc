// The Lab's "Hardest found" panel, under the form: choose one of the form's setups and a measure,
// "Find hardest" runs the search in a worker for a few seconds (middle/lab_hardest), and the best
// challenges found are listed with their measure; "Open" plays one on the play screen (by its seed
// when it is the setup's own board, else by its board).
#pragma once

#include <optional>
#include <string>

#include "lab/experiment.hpp"
#include "middle/challenge.hpp"
#include "middle/lab_hardest.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabHardestPanel {
 public:
  explicit LabHardestPanel(Requests& requests) : hardest_(requests) {}

  // `spec` is the form's experiment (nothing while the form is invalid); returns the challenge
  // the player opened.
  std::optional<Challenge> draw(const std::optional<lab::ExperimentSpec>& spec, const ui::Fonts& fonts);
  nlohmann::json automation() const { return hardest_.automation(); }

 private:
  LabHardest hardest_;
  int setup_ = 0;
  std::string measure_;  // by name; the game's default when the list lacks it
};

}  // namespace puzzlelab
