// "Add to talk" in the Lab: the study on show (or the one the form holds) with the plot chosen
// beside the button (box, bars or lengths: talk mode's lab scene, docs/app/TALK_MODE.md) as a scene
// of the talk being built (app/talk_editor.hpp).
#pragma once

#include <optional>

#include "lab/experiment.hpp"
#include "middle/talk.hpp"

namespace puzzlelab {

class LabAddToTalk {
 public:
  // The button and the plot's choice, on the current line's flow; the scene when pressed. `spec`
  // null: the button is disabled (the form holds no study that can run).
  std::optional<TalkScene> draw(const lab::ExperimentSpec* spec);
  TalkPlot plot() const { return plot_; }

 private:
  TalkPlot plot_ = TalkPlot::bars;
};

}  // namespace puzzlelab
