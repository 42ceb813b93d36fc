// Rush Hour's ease of setup, counted (game/setup_actions.hpp; docs/RUSH_HOUR.md, "Ease of setup,
// counted"): what a person does at the table to lay a challenge out.
#pragma once

#include "core/setup_trace.hpp"
#include "game/setup_actions.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

// The dice at the table (at-the-table), counted step by step as its trace records them: the red
// car's die is a roll and a placement; each roll of the row, column and orientation dice (or of a
// wall's row and column dice) is one roll and one lookup (does it fit?), and a placement when it
// fits; the box shuffled once.
class SetupActionTally {
 public:
  void add(const TraceStep& step);
  const SetupActions& result() const { return counted_; }

 private:
  SetupActions counted_;
};

// A board laid from its printed steps: one placement per vehicle and wall. What a person does
// for a constructed or graded challenge, whose search no one runs at a table.
SetupActions laying_actions(const Board& board);

}  // namespace puzzlelab::rush_hour
