#include "games/fujisan/info.hpp"

#include "games/fujisan/setups.hpp"

namespace puzzlelab::fujisan {

namespace {

GameInfo make_info() {
  GameInfo info;
  info.name = "fujisan";
  info.title = "Fujisan";
  info.physical_pieces = true;
  info.params = {variant_param({
      {"standard", "A priest on the summit only moves up or down (the papers' rule)."},
      {"summit_step", "A priest on the summit may also step to the other summit space of its row (2005 rules)."},
  })};
  info.setups = setup_specs(all_setups());
  info.lab_setup_ms = {{"pure-random", 4.5},    {"any-coin", 3.5}, {"piecepack", 4.2},
                       {"engraved-tiles", 3.1}, {"dominoes", 4.1}, {"unique-pairs", 6.3}};
  info.lab_effort_ms = 90;
  info.play_setup = "dominoes";  // the papers' most solvable setup
  info.solvers = {
      {"astar", "A* with the papers' admissible heuristic (empty summit spaces): a shortest solution."},
      {"bfs", "Plain breadth-first search over every reachable position: a shortest solution, found independently."},
  };
  info.metrics = {
      {"board", "string", "the board, normalized"},
      {"variant", "string", "the rule variant measured"},
      {"status", "string", "solved, unsolvable or unknown (the budget ran out)"},
      {"min_length", "whole number or null", "moves in a shortest solution"},
      {"counter_intuitive", "object or null",
       "min and max sideways moves away from the summit over all shortest solutions"},
      {"shortest_solutions", "whole number", "how many shortest solutions (move sequences) exist"},
      {"shortest_solutions_saturated", "boolean", "the count reached 2^64-1 and stopped there"},
      {"connectivity", "object",
       "connections (ordered pairs of steps one move apart on the empty board) and their average per step"},
      {"random_playout", "object",
       "one random playout from the start, seeded from the board: solved, moves, ended, max_moves"},
      {"value_counts", "array", "how many spaces hold each value 0..5"},
      {"unique_step_pairs", "boolean", "the twelve steps all hold different value pairs"},
  };
  info.rules =
      "Bring all four priests to the summit (the four gold spaces in the middle).\n"
      "A priest moves along its row onto a space whose value equals the number of empty spaces it travels "
      "(counting the target, not counting spaces with priests on them). It may also move up or down within a "
      "column when the other space is empty, but not while it still stands on the ground. A 0 is reached only by "
      "moving up or down. On the summit a priest only moves up or down; under the summit_step variant it may also "
      "step to the other summit space of its row.";
  info.board_format =
      "TOP/BOTTOM: the values (digits 0-5) of the 12 mountain columns of each row, left to right; columns 6 and 7 "
      "are the summit. Example: 554344221335/311400512200";
  info.move_format =
      "Kirkby notation: the priest's letter (A, C, M, S), then U, D, L or R; sideways moves list the values "
      "travelled, those under other priests in parentheses. Examples: SU, SR3, SR4(2)3";
  return info;
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = make_info();
  return info;
}

const char* priest_name(char letter) {
  switch (letter) {
    case 'A': return "Arms";
    case 'C': return "Crowns";
    case 'M': return "Moons";
    case 'S': return "Suns";
    default: return "?";
  }
}

std::string describe_move(const std::string& move) {
  if (move.size() < 2) return move;
  std::string out = std::string(1, move[0]) + " (" + priest_name(move[0]) + ") ";
  switch (move[1]) {
    case 'U': return out + "moves up";
    case 'D': return out + "moves down";
    case 'L': out += "moves left"; break;
    case 'R': out += "moves right"; break;
    default: return move;
  }
  if (const std::size_t last = move.find_last_of("012345"); last != std::string::npos && move.back() != ')')
    out += " onto a " + std::string(1, move[last]);
  return out;
}

}  // namespace puzzlelab::fujisan
