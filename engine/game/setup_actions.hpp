// "Ease of physical setup" ([GD-taxonomy] section 5.1; [GD-entangled] section VI asks for it to be
// formalized) counted: the actions a person performs at the table to lay a challenge out, in five
// kinds every physical game shares. Each game counts its own setups' actions from their traces
// (games/<game>/setup_actions.hpp; the rules in each game's page, "Ease of setup, counted") and
// its Lab reports them per challenge under the names below (LabGame::setup_measures).
#pragma once

#include <map>
#include <string>

namespace puzzlelab {

struct SetupActions {
  int shuffles = 0;    // a set of pieces shuffled (a deck, a pile of tiles, the box of vehicles)
  int rolls = 0;       // a die rolled or a coin tossed (several dice rolled together count once)
  int placements = 0;  // a piece laid on the board or moved on it
  int flips = 0;       // a piece turned face-up as it is laid
  int lookups = 0;     // something the person must find or check: a piece of a rolled value, the
                       // pile whose turn it is, whether a rolled place is free
  int total() const { return shuffles + rolls + placements + flips + lookups; }
  SetupActions& operator+=(const SetupActions& other) {
    shuffles += other.shuffles;
    rolls += other.rolls;
    placements += other.placements;
    flips += other.flips;
    lookups += other.lookups;
    return *this;
  }
};

// The Lab's names for the counts: setup_actions (the total), setup_shuffles, setup_rolls,
// setup_placements, setup_flips, setup_lookups.
inline std::map<std::string, double> setup_action_measures(const SetupActions& a) {
  return {{"setup_actions", a.total()},       {"setup_shuffles", a.shuffles}, {"setup_rolls", a.rolls},
          {"setup_placements", a.placements}, {"setup_flips", a.flips},       {"setup_lookups", a.lookups}};
}

}  // namespace puzzlelab
