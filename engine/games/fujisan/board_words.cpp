#include "games/fujisan/board_words.hpp"

#include <string>

#include "games/fujisan/info.hpp"

namespace puzzlelab::fujisan {
namespace {

const char* row_words(int row) { return row == 0 ? "top row" : "bottom row"; }

// "top row, left start", "bottom row, column 6 (summit) on a 0".
std::string fujisan_space_words(const Board& board, int space) {
  const int row = row_of(space), column = column_of(space);
  std::string out = row_words(row);
  if (column == 0) return out + ", left start";
  if (column == kColumns - 1) return out + ", right start";
  out += ", column " + std::to_string(column);
  if (is_summit_column(column)) out += " (summit)";
  return out + " on a " + std::to_string(board.value(row, column));
}

}  // namespace

BoardWords describe_board(const Board& board, const Priests& priests) {
  BoardWords words;
  const Position position = position_of(priests);
  const int on_summit = summit_priests(position);
  words.summary = is_solved(position) ? "All 4 priests are on the summit."
                                      : std::to_string(on_summit) + " of 4 priests on the summit.";
  std::string& places = words.places;
  for (int row = 0; row < kRows; ++row) {
    places += row == 0 ? "Top row, columns 1 to 12:" : " Bottom row:";
    for (int column = kFirstMountain; column <= kLastMountain; ++column) {
      places += (column == kFirstMountain ? " " : ", ") + std::to_string(board.value(row, column));
    }
    places += ".";
  }
  places += " Priests:";
  for (int i = 0; i < kPriests; ++i) {
    const char letter = kPriestLetters[static_cast<std::size_t>(i)];
    places += std::string(i == 0 ? " " : "; ") + letter + " (" + priest_name(letter) + ") " +
              fujisan_space_words(board, priests[static_cast<std::size_t>(i)]);
  }
  places += ".";
  return words;
}

std::string dead_end(const Priests&) { return ""; }

}  // namespace puzzlelab::fujisan
