#include "games/sigmar/board_words.hpp"

#include <string>

namespace puzzlelab::sigmar {

BoardWords describe_board(const Board& board) {
  BoardWords words;
  const int left = board.marbles();
  int free_marbles = 0;
  for (int cell = 0; cell < kCells; ++cell)
    if (board.has(cell) && is_free(board, cell)) ++free_marbles;
  if (left == 0) {
    words.summary = "The board is empty: every marble is off.";
  } else {
    words.summary = std::to_string(left) + (left == 1 ? " marble" : " marbles") + " left, " +
                    std::to_string(free_marbles) + " free";
    const int next = next_metal_rank(board);
    if (next >= 0) words.summary += "; the next metal is " + std::string(kind_name(metal_of_rank(next)));
    words.summary += ".";
  }
  std::string& places = words.places;
  places = "Rows a to k, top to bottom; marbles marked free can be taken.";
  for (int row = 0; row < kRows; ++row) {
    std::string marbles;
    for (int i = 0; i < row_length(row); ++i) {
      const int cell = row_start(row) + i;
      if (!board.has(cell)) continue;
      marbles += (marbles.empty() ? " " : ", ") + cell_name(cell) + " " + std::string(kind_name(board.kind(cell)));
      if (is_free(board, cell)) marbles += " free";
    }
    places +=
        " Row " + std::string(1, static_cast<char>('a' + row)) + ":" + (marbles.empty() ? " empty" : marbles) + ".";
  }
  return words;
}

}  // namespace puzzlelab::sigmar
