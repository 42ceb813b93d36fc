// A view's own typed states along the moves played: the board is parsed once per challenge and
// each move applied once, so a new position (a move, an undo, a jump in the move list) costs the
// moves that differ from the last one shown, never a replay from the start. Legality is the
// session's business: it checked every move before the view hears of it.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace puzzlelab {

template <class State>
class PositionTrail {
 public:
  // Starts over from the challenge's starting state.
  void reset(State start) {
    states_.assign(1, std::move(start));
    moves_.clear();
  }

  // Follows `played`: keeps the states of the prefix it shares with the moves followed before and
  // applies the others with apply(const State&, const std::string& move) -> State (which may throw
  // for a move it cannot read; the trail then ends at the last state it reached).
  template <class Apply>
  void follow(const std::vector<std::string>& played, Apply apply) {
    std::size_t common = 0;
    while (common < moves_.size() && common < played.size() && moves_[common] == played[common]) ++common;
    states_.resize(common + 1);
    moves_.resize(common);
    for (std::size_t i = common; i < played.size(); ++i) {
      State next = apply(states_.back(), played[i]);
      states_.push_back(std::move(next));
      moves_.push_back(played[i]);
    }
  }

  // Follows `played` with a game's notation (engine/games/<game>/notation.hpp, the one the
  // engine's positions and solvers use): each move read in the position it is played from, then
  // played; a move it cannot read throws as above.
  template <class Notation>
  void follow_notation(const std::vector<std::string>& played, const Notation& notation) {
    follow(played, [&notation](const State& state, const std::string& text) {
      State next = state;
      notation.play(next, notation.read(state, text));
      return next;
    });
  }

  bool started() const { return !states_.empty(); }
  // The state after the moves followed (reset() must have been called).
  const State& current() const { return states_.back(); }

 private:
  std::vector<State> states_;       // states_[i]: after the first i moves
  std::vector<std::string> moves_;  // the moves followed
};

}  // namespace puzzlelab
