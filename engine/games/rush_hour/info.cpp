#include "games/rush_hour/info.hpp"

#include "core/input_error.hpp"
#include "games/rush_hour/setups.hpp"

namespace puzzlelab::rush_hour {

namespace {

GameInfo make_info() {
  GameInfo info;
  info.name = "rush-hour";
  info.title = "Rush Hour";
  info.physical_pieces = true;
  info.params = {
      variant_param(
          {{"standard", "Slide cars and trucks along their lines until the red car A can drive out on the right."}}),
      ParamSpec::whole_number("size", "cells along each side of the square board", kMinSize, kMaxSize, kStandardSize),
  };
  info.presets = {
      {"4x4", "a small board, 4 cells a side", {{"size", 4}}},
      {"5x5", "5 cells a side", {{"size", 5}}},
      {"7x7", "7 cells a side", {{"size", 7}}},
  };
  info.setups = setup_specs(all_setups());
  info.play_setup = "constructed";
  info.lab_setup_ms = {{"at-the-table", 2}, {"constructed", 40}, {"graded", 1200}};
  info.lab_effort_ms = 20;
  info.solvers = {
      {kFewestMovesSolver,
       "Best-first search over slides, by moves so far plus a lower bound (1 plus the vehicles across the red "
       "car's way): the fewest moves (a slide of any length is one), and among those solutions the fewest steps; "
       "unsolvable once every reachable position is seen, or at once when the static check proves it."},
      {kFewestStepsSolver,
       "Breadth-first search over one-cell slides: the fewest steps (cells moved), the steps of one vehicle one way "
       "merged into one move."},
  };
  info.metrics = {
      {"board", "string", "the board, normalized"},
      {"size", "whole number", "cells along each side"},
      {"status", "string", "solved, unsolvable or unknown (the budget ran out)"},
      {"static_unsolvable", "boolean", "proved unsolvable without a search: a cell on the red car's way stays taken"},
      {"min_length", "whole number or null", "fewest moves, when solved"},
      {"steps", "whole number or null", "cells moved by the fewest-moves solution with the fewest steps"},
      {"min_steps", "whole number or null", "fewest cells moved by any solution"},
      {"positions", "whole number or null", "positions the vehicles can reach from the board (null: too many)"},
      {"farthest", "whole number or null",
       "fewest moves from the reachable position farthest from solved (-1: none is solved; null: too many)"},
      {"expanded", "whole number", "positions the fewest-moves search expanded"},
      {"vehicles", "whole number", "vehicles on the board, the red car included"},
      {"cars", "whole number", "cars (2 cells), the red car included"},
      {"trucks", "whole number", "trucks (3 cells)"},
      {"walls", "whole number", "fixed blocks"},
      {"legal_moves", "whole number", "slides possible at the start"},
      {"random_playout", "object", "one random playout, seeded from the board: solved, moves, ended, max_moves"},
  };
  info.rules =
      "Get the red car A out: it leaves through the exit at the right end of its row. Every car (2 cells) and truck "
      "(3 cells) slides along its own line, forward or back, as far as the cells are free; none turns, jumps or "
      "passes another. A move slides one vehicle any distance; walls never move.";
  info.board_format =
      "Rows top to bottom separated by '/', one character per cell: '.' empty, 'x' a wall, a capital letter a "
      "vehicle's cell ('A' the red car, in the row of the exit); 4 to 9 cells a side. Also read without the '/' "
      "and with 'o' for empty. Example: BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLMM";
  info.move_format =
      "The vehicle's letter and the cells it slides, + right or down, - left or up, e.g. \"C+2\" or \"A-1\".";
  return info;
}

const char* way(const Vehicle& v, int distance) {
  return distance > 0 ? (v.horizontal ? "right" : "down") : (v.horizontal ? "left" : "up");
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = make_info();
  return info;
}

std::string vehicle_name(const Vehicle& vehicle) {
  if (vehicle.letter == 'A') return "the red car";
  return vehicle.length == kTruckLength ? "truck" : "car";
}

std::string describe_move(const Board& board, const std::string& text) {
  Move move;
  try {
    move = parse_move(board, text);
  } catch (const InputError&) {
    return text;
  }
  const Vehicle& v = board.vehicles[static_cast<std::size_t>(move.vehicle)];
  const int cells = steps_of(move);
  std::string out = "Slide " + (v.letter == 'A' ? std::string("the red car A") : vehicle_name(v) + " " + v.letter) +
                    " " + way(v, move.distance) + " " + std::to_string(cells) + (cells == 1 ? " cell" : " cells") +
                    " (" + text + ")";
  if (!why_illegal(board, move).empty()) return out;
  Board after = board;
  apply(after, move);
  if (is_solved(after)) out += ": the red car drives out";
  return out;
}

}  // namespace puzzlelab::rush_hour
