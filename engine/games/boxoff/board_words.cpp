#include "games/boxoff/board_words.hpp"

#include <bit>
#include <string>
#include <vector>

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

std::string dead_end(const Board& board) {
  // A colour with exactly two tokens left must remove them together, after every token inside
  // their rectangle is gone; a pair whose rectangle holds a token of another such colour must
  // wait for that pair. Pairs with nothing to wait for are peeled off until none is: whatever
  // remains waits, directly or not, on a cycle, and can never go.
  const Geometry geometry = board.geometry();
  const Mask occupied = board.occupied();
  std::vector<int> last_pairs;  // colours down to two tokens
  for (int k = 0; k < board.colours; ++k)
    if (std::popcount(board.colour[static_cast<std::size_t>(k)]) == 2) last_pairs.push_back(k);
  std::vector<bool> waiting(last_pairs.size(), true);
  auto waits_on = [&](std::size_t i, std::size_t j) {
    const Mask mine = board.colour[static_cast<std::size_t>(last_pairs[i])];
    const int a = std::countr_zero(mine), b = 63 - std::countl_zero(mine);
    return (geometry.rect(a, b) & occupied & board.colour[static_cast<std::size_t>(last_pairs[j])]) != 0;
  };
  for (bool peeled = true; peeled;) {
    peeled = false;
    for (std::size_t i = 0; i < last_pairs.size(); ++i) {
      if (!waiting[i]) continue;
      bool blocked = false;
      for (std::size_t j = 0; j < last_pairs.size() && !blocked; ++j) blocked = j != i && waiting[j] && waits_on(i, j);
      if (!blocked) {
        waiting[i] = false;
        peeled = true;
      }
    }
  }
  std::vector<std::string> stuck;
  for (std::size_t i = 0; i < last_pairs.size(); ++i)
    if (waiting[i]) stuck.push_back(std::string(colour_name(last_pairs[i])) + " " + symbol_name(last_pairs[i]) + "s");
  if (stuck.empty()) return "";
  std::string names;
  for (std::size_t i = 0; i < stuck.size(); ++i)
    names += (i == 0 ? "" : i + 1 == stuck.size() ? " and " : ", ") + stuck[i];
  return "The last " + names + " block each other: each pair's rectangle holds a token of another that must go first";
}

}  // namespace puzzlelab::boxoff
