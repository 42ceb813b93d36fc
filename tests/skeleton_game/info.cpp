#include "skeleton_game/info.hpp"

#include "core/input_error.hpp"
#include "skeleton_game/setups.hpp"

namespace puzzlelab::skeleton {

namespace {

GameInfo make_info() {
  GameInfo info;
  info.name = "skeleton";  // as typed on the CLI and written in links: never renamed
  info.title = "Skeleton";
  info.params = {
      // Every game lists its rule variants first, even when it has one.
      variant_param({{"standard", "Press a lit lamp: it goes dark and its neighbours switch."}}),
      ParamSpec::whole_number("lamps", "lamps in the row", kMinLamps, kMaxLamps, 6),
  };
  info.presets = {{"short", "a row of 4 lamps", {{"lamps", 4}}}};
  info.setups = setup_specs(all_setups());
  info.solvers = {{"bfs", "Breadth-first search over the positions: a shortest solution, or a proof there is none."}};
  info.metrics = {
      {"lit", "whole number", "lamps lit at the start"},
      {"status", "string", "the solver's verdict: solved, unsolvable or unknown (the budget ran out)"},
      {"min_length", "whole number or null", "presses in a shortest solution; null unless solved"},
  };
  info.rules =
      "Darken the row. A move presses a lit lamp: it goes dark, and each lamp beside it switches (a lit one goes "
      "dark, a dark one lights).";
  info.board_format = "One character per lamp, left to right: '#' lit, '.' dark, e.g. \"#..#.#\".";
  info.move_format = "The number of the lamp pressed, counted from 1 at the left, e.g. \"3\".";
  return info;
}

std::string switched(const Board& board, Move lamp) {
  return "lamp " + format_move(lamp) + (board.lit[lamp] ? " goes dark" : " lights");
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = make_info();
  return info;
}

std::string describe_move(const Board& board, const std::string& move) {
  try {
    const Move lamp = parse_move(board, move);
    if (!why_illegal(board, lamp).empty()) return move;
    std::string out = "Press lamp " + format_move(lamp) + ": it goes dark";
    if (lamp > 0) out += ", " + switched(board, lamp - 1);
    if (lamp + 1 < board.lamps()) out += ", " + switched(board, lamp + 1);
    return out;
  } catch (const InputError&) {
    return move;
  }
}

BoardWords describe_board(const Board& board) {
  BoardWords words;
  int lit = 0;
  for (const bool on : board.lit) lit += on ? 1 : 0;
  words.summary = lit == 0 ? "Every lamp is dark."
                           : std::to_string(lit) + " of " + std::to_string(board.lamps()) +
                                 (lit == 1 ? " lamp lit." : " lamps lit.");
  words.places = "Lamps 1 to " + std::to_string(board.lamps()) + ":";
  for (int i = 0; i < board.lamps(); ++i)
    words.places += std::string(i == 0 ? " " : ", ") + (board.lit[static_cast<std::size_t>(i)] ? "lit" : "dark");
  words.places += ".";
  return words;
}

std::string dead_end(const Board&) { return ""; }

}  // namespace puzzlelab::skeleton
