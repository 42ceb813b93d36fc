#include "middle/solve_share.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "game/replay_code.hpp"

namespace puzzlelab {

std::string solve_result_line(std::size_t moves, const std::optional<std::size_t>& optimum, std::uint64_t hints,
                              double seconds) {
  std::string text = "Solved in " + std::to_string(moves) + (moves == 1 ? " move" : " moves");
  if (optimum) text += " (optimum " + std::to_string(*optimum) + ")";
  text += hints == 0 ? ", no hints" : ", " + std::to_string(hints) + (hints == 1 ? " hint" : " hints");
  return text + ", " + clock_text(seconds);
}

std::string challenge_result_line(bool position_solved, const PlayerStats& stats, std::size_t moves, double now) {
  if (stats.current_solved() && stats.current_assisted()) return "Solved with the solver's help";
  if (!position_solved || !stats.current_solved()) return "Not solved yet";
  return solve_result_line(moves, stats.current_optimum(), stats.current_hints(), std::floor(stats.seconds(now)));
}

std::optional<SolveShare> solve_share(const Challenge& challenge, const std::vector<std::string>& played,
                                      bool position_solved, const PlayerStats& stats, double now,
                                      const std::string& title) {
  if (!position_solved || !stats.current_solved() || stats.current_assisted() || challenge.board.empty())
    return std::nullopt;
  ReplayCode code;
  code.game = challenge.game;
  code.params = challenge.params;
  code.board = challenge.board;
  code.moves = played;
  // Whole seconds, as the clock shows them (a code holds no fractions).
  const double seconds = std::floor(stats.seconds(now));
  code.seconds = static_cast<std::uint64_t>(std::min(seconds, double(kMaxReplayCodeSeconds)));
  code.hints = std::min(stats.current_hints(), kMaxReplayCodeHints);
  try {
    SolveShare share;
    share.code = encode_replay_code(code);
    share.result = solve_result_line(played.size(), stats.current_optimum(), code.hints, seconds);
    // The sentence goes on after the title: "Fujisan: solved in ...".
    share.text = "Puzzle Lab \xC2\xB7 " + title + ": s" + share.result.substr(1);
    return share;
  } catch (const InputError&) {
    return std::nullopt;  // too long for a code: the link still shares the challenge
  }
}

}  // namespace puzzlelab
