#include "games/pretzel/info.hpp"

#include "core/input_error.hpp"
#include "games/pretzel/setups.hpp"

namespace puzzlelab::pretzel {

namespace {

GameInfo make_info() {
  const Shape defaults;
  GameInfo info;
  info.name = "pretzel";
  info.title = "Pretzel";
  info.physical_pieces = true;
  info.params = {
      variant_param(
          {{"standard", "de Bruijn's Pretzel: no redeals; a card follows its predecessor of the same suit."}}),
      ParamSpec::whole_number("suits", "suits, one row of the grid each", kMinSuits, kMaxSuits, defaults.suits),
      ParamSpec::whole_number("ranks", "ranks per suit (ace included), one column of the grid each", kMinRanks,
                              kMaxRanks, defaults.ranks),
  };
  info.presets = {
      {"4x4",
       "4 suits x 4 ranks: de Bruijn's classic; about 45% of shuffled deals can be solved.",
       {{"suits", 4}, {"ranks", 4}}},
      {"4x8", "4 suits x 8 ranks: shortest solutions are around 44 moves.", {{"suits", 4}, {"ranks", 8}}},
      {"3x5", "3 suits x 5 ranks: a small deal, quick to play.", {{"suits", 3}, {"ranks", 5}}},
      {"4x13", "4 suits x 13 ranks: a full deck; the solver may need a while.", {{"suits", 4}, {"ranks", 13}}},
  };
  info.setups = setup_specs(all_setups());
  info.lab_setup_ms = {{"shuffled", 1.3}, {"sequential-suits", 1.3}, {"banded-suits", 2}, {"random-suits", 1.3}};
  info.lab_effort_ms = 3;
  info.solvers = {
      {"combined",
       "Breadth-first search for a shortest solution; if that runs out of memory, depth-first search "
       "with what is left of the budget (the solution is then not necessarily shortest)."},
      {"bfs", "Breadth-first search only: a shortest solution, or unknown when memory or the budget runs out."},
      {"dfs",
       "Depth-first search only, trying first the move that extends a row's sorted run: decides large deals; "
       "the solution is not necessarily shortest."},
  };
  info.metrics = {
      {"board", "string", "the board, normalized"},
      {"suits", "whole number", "suits of the deal"},
      {"ranks", "whole number", "ranks per suit"},
      {"status", "string", "solved, unsolvable or unknown (the budget or memory ran out)"},
      {"min_length", "whole number or null", "moves in a shortest solution, when one was proved shortest"},
      {"states", "whole number", "positions the solver stored"},
      {"random_playout", "object", "one random playout, seeded from the board: solved, moves, ended, max_moves"},
      {"blockade", "string", "the blockade the exact test finds in the deal (none when there is none)"},
      {"blocked_cards", "whole number", "frozen cards away from their goals"},
      {"legal_moves", "whole number", "legal moves in the starting position"},
      {"cards_home", "whole number", "cards in their rows' sorted runs (they never move again)"},
  };
  info.rules =
      "Sort every row into one suit, in order, with the hole at the end: row 1 takes the suit of the first ace, row "
      "2 the second, and so on.\n"
      "The aces stand in their own column on the left. A card may move into a hole when it is the same suit as, and "
      "one rank above, the card just left of the hole (left of the first column are the aces, so only that row's 2 "
      "fits there). Nothing fits right of another hole or of the highest card. There are no redeals: when no card "
      "can move and the rows are not sorted, the game is lost, so undo and try another way.\n"
      "With 13 ranks the cards show 11, 12 and 13 as J, Q and K.";
  info.board_format =
      "Rows separated by '/', cells by ','; a card is its rank then its suit letter (2a, 13d; row r's suit is the "
      "r-th letter), '.' a hole; the aces column on the left is implied. Each row has one cell per rank column (n), "
      "in all one hole per suit. Example (2 suits x 3 ranks): 3a,.,2b/2a,3b,.";
  info.move_format = "The card moved, rank then suit letter (row 1's suit is a, row 2's b, ...): 3b, 12d.";
  return info;
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = make_info();
  return info;
}

std::string rank_label(int rank, int ranks) {
  if (rank == 1) return "A";
  if (ranks == 13 && rank >= 11) return rank == 11 ? "J" : (rank == 12 ? "Q" : "K");
  return std::to_string(rank);
}

const char* suit_name(int suit) {
  static const char* const names[] = {"spades", "hearts", "diamonds",  "clubs",
                                      "stars",  "moons",  "triangles", "hexagons"};
  return suit >= 0 && suit < kMaxSuits ? names[suit] : "?";
}

std::string describe_move(const Board& board, const std::string& move) {
  Move card = kHole;
  try {
    card = parse_move(board, move);
  } catch (const InputError&) {
    // Not playable here (a move from another position): describe it from its text alone.
    std::size_t i = 0;
    int rank = 0;
    while (i < move.size() && i < 3 && move[i] >= '0' && move[i] <= '9') rank = rank * 10 + (move[i++] - '0');
    if (i + 1 != move.size() || rank < 2 || rank > kMaxRanks) return move;
    const char letter = static_cast<char>(move[i] | 0x20);
    if (letter < 'a' || letter >= 'a' + kMaxSuits) return move;
    card = make_card(letter - 'a', rank);
  }
  const int rank = rank_of(card), suit = suit_of(card);
  std::string out = rank_label(rank, board.shape.ranks) + " of " + suit_name(suit) + " (" + format_move(card) + ")";
  if (rank == 2) return out + " to the front of row " + std::to_string(suit + 1);
  return out + " next to the " + rank_label(rank - 1, board.shape.ranks);
}

}  // namespace puzzlelab::pretzel
