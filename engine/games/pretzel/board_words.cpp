#include "games/pretzel/board_words.hpp"

#include <string>

#include "games/pretzel/blockade.hpp"
#include "games/pretzel/info.hpp"

namespace puzzlelab::pretzel {
namespace {

std::string pretzel_card_words(Card card, int ranks) {
  if (card == kHole) return "hole";
  return rank_label(rank_of(card), ranks) + " of " + suit_name(suit_of(card));
}

}  // namespace

BoardWords describe_board(const Board& board) {
  const Shape& shape = board.shape;
  int home = 0, cards = 0;
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const Card card = board.cells[static_cast<std::size_t>(cell)];
    if (card == kHole) continue;
    ++cards;
    if (shape.goal(card) == cell) ++home;
  }
  BoardWords words;
  words.summary = is_solved(board) ? "Every card is in its place."
                                   : std::to_string(home) + " of " + std::to_string(cards) + " cards in place.";
  std::string& places = words.places;
  places = std::to_string(shape.suits) + (shape.suits == 1 ? " row" : " rows") + ", each after its ace.";
  for (int row = 0; row < shape.suits; ++row) {
    places += " Row " + std::to_string(row + 1) + ", ace of " + suit_name(row) + ":";
    for (int column = 0; column < shape.ranks; ++column)
      places += (column == 0 ? " " : ", ") + pretzel_card_words(board.at(row, column), shape.ranks);
    places += ".";
  }
  return words;
}

std::string dead_end(const Board& board) {
  const Blockade blockade = find_blockade(board);
  if (blockade.kind == BlockadeKind::none) return "";
  std::string cards;
  for (std::size_t i = 0; i < blockade.cards.size(); ++i)
    cards += (i == 0                           ? ""
              : i + 1 == blockade.cards.size() ? " and "
                                               : ", ") +
             pretzel_card_words(blockade.cards[i], board.shape.ranks);
  const std::string never = " can never move again";
  switch (blockade.kind) {
    case BlockadeKind::ducking_crab: return "A Ducking Crab: the " + cards + never;
    case BlockadeKind::duelling_deuces: return "Duelling Deuces: the " + cards + never;
    default:
      return "The " + cards + never + ", away from " + (blockade.cards.size() == 1 ? "its place" : "their places");
  }
}

}  // namespace puzzlelab::pretzel
