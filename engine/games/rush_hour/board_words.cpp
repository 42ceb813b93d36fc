#include "games/rush_hour/board_words.hpp"

#include <algorithm>
#include <set>

#include "games/rush_hour/info.hpp"
#include "games/rush_hour/static_check.hpp"

namespace puzzlelab::rush_hour {

namespace {

std::string place(int row, int column) {
  return "row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1);
}

std::string vehicle_words(const Board& board, const Vehicle& v) {
  const int row = v.horizontal ? v.line : v.offset;
  const int column = v.horizontal ? v.offset : v.line;
  const int last = v.offset + v.length - 1;
  std::string out = v.letter == 'A' ? std::string("A, the red car") : std::string(1, v.letter) + ", " + vehicle_name(v);
  out += v.horizontal ? " across row " + std::to_string(row + 1) + ", columns " + std::to_string(column + 1) + " to " +
                            std::to_string(last + 1)
                      : " down column " + std::to_string(column + 1) + ", rows " + std::to_string(row + 1) + " to " +
                            std::to_string(last + 1);
  (void)board;
  return out;
}

}  // namespace

BoardWords describe_board(const Board& board) {
  BoardWords words;
  const Vehicle& red = board.vehicles[0];
  if (is_solved(board)) {
    words.summary = "The red car is at the exit: solved.";
  } else {
    const auto cells = occupancy(board);
    std::set<char> ahead;
    int walls = 0;
    for (int c = red.offset + red.length; c < board.size; ++c) {
      const std::int8_t at = cells[static_cast<std::size_t>(red.line * board.size + c)];
      if (at == kWallCell) ++walls;
      if (at >= 0) ahead.insert(board.vehicles[static_cast<std::size_t>(at)].letter);
    }
    const int gap = exit_offset(board) - red.offset;
    words.summary = "The red car is " + std::to_string(gap) + (gap == 1 ? " cell" : " cells") +
                    " from the exit in row " + std::to_string(red.line + 1) + "; ";
    if (ahead.empty() && walls == 0) {
      words.summary += "nothing is in its way.";
    } else {
      std::string names;
      for (const char letter : ahead) names += std::string(names.empty() ? "" : ", ") + letter;
      words.summary += "in its way: " + (names.empty() ? std::string() : names) +
                       (walls > 0 ? std::string(names.empty() ? "" : " and ") + "a wall" : "") + ".";
    }
  }
  words.places = std::to_string(board.size) + " by " + std::to_string(board.size) + " board, " +
                 std::to_string(board.vehicles.size()) + " vehicles: ";
  for (std::size_t v = 0; v < board.vehicles.size(); ++v)
    words.places += (v == 0 ? "" : "; ") + vehicle_words(board, board.vehicles[v]);
  words.places += ".";
  if (!board.walls.empty()) {
    words.places += " Walls at ";
    for (std::size_t w = 0; w < board.walls.size(); ++w)
      words.places += (w == 0 ? "" : "; ") + place(board.walls[w] / board.size, board.walls[w] % board.size);
    words.places += ".";
  }
  return words;
}

std::string dead_end(const Board& board) {
  const StaticCheck check = static_check(board);
  if (!check.unsolvable) return "";
  const Vehicle& red = board.vehicles[0];
  for (int c = red.offset + red.length; c < board.size; ++c) {
    const int cell = red.line * board.size + c;
    if (std::binary_search(check.always_occupied.begin(), check.always_occupied.end(), cell))
      return place(red.line, c) + " stays taken whatever moves are made: the red car's way out is blocked for good";
  }
  return "the red car's way out is blocked for good";
}

}  // namespace puzzlelab::rush_hour
