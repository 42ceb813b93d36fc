// A solve to share (docs/app/SHARE.md): the result in words and the replay code that proves it
// (game/replay_code.hpp: the challenge, the moves, the time and the hints, checked by replaying
// the moves, so that whoever reads it need not trust the sender).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "middle/challenge.hpp"
#include "middle/player_stats.hpp"

namespace puzzlelab {

struct SolveShare {
  std::string code;    // the replay code
  std::string result;  // "Solved in 14 moves (optimum 14), no hints, 2:35"
  std::string text;    // "Puzzle Lab · Fujisan: solved in 14 moves (optimum 14), no hints, 2:35"
};

// The share of the challenge on screen, solved by `played` (the session's moves to the cursor):
// nullopt unless the position is solved, the player solved it without the solver playing a move
// (`stats` says so; its time and hints go into the code), and the moves make a code (a solve too
// long for a code's 8,192 characters has none). `title`: the game's title.
std::optional<SolveShare> solve_share(const Challenge& challenge, const std::vector<std::string>& played,
                                      bool position_solved, const PlayerStats& stats, double now,
                                      const std::string& title);

// "Solved in 14 moves (optimum 14), 1 hint, 2:35": the optimum when known, the time as the
// statistics' clock writes it.
std::string solve_result_line(std::size_t moves, const std::optional<std::size_t>& optimum, std::uint64_t hints,
                              double seconds);

// The result line of the challenge on screen however it stands: solve_result_line once the player
// solved it alone, else "Solved with the solver's help" or "Not solved yet".
std::string challenge_result_line(bool position_solved, const PlayerStats& stats, std::size_t moves, double now);

}  // namespace puzzlelab
