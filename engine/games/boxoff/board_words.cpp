#include "games/boxoff/board_words.hpp"

#include <bit>
#include <string>

#include "games/boxoff/info.hpp"

namespace puzzlelab::boxoff {

BoardWords describe_board(const Board& board) {
  BoardWords words;
  const int left = std::popcount(board.occupied());
  if (left == 0) {
    words.summary = "The board is empty: every token is off.";
  } else {
    words.summary = std::to_string(left) + (left == 1 ? " token" : " tokens") + " left:";
    bool first = true;
    for (int k = 0; k < board.colours; ++k) {
      const int count = std::popcount(board.colour[static_cast<std::size_t>(k)]);
      if (count == 0) continue;
      words.summary += std::string(first ? " " : ", ") + std::to_string(count) + " " + colour_name(k) + " " +
                       symbol_name(k) + (count == 1 ? "" : "s");
      first = false;
    }
    words.summary += ".";
  }
  std::string& places = words.places;
  places = std::to_string(board.rows) + " rows of " + std::to_string(board.cols) + " squares, columns a to " +
           std::string(1, static_cast<char>('a' + board.cols - 1)) + ".";
  for (int row = 0; row < board.rows; ++row) {
    places += " Row " + std::to_string(row + 1) + ":";
    for (int col = 0; col < board.cols; ++col) {
      const int colour = board.colour_at(row * board.cols + col);
      places += col == 0 ? " " : ", ";
      places += colour < 0 ? std::string("empty") : std::string(colour_name(colour)) + " " + symbol_name(colour);
    }
    places += ".";
  }
  return words;
}

}  // namespace puzzlelab::boxoff
