// Cyclic blockades (de Bruijn; the entangled-components paper, section V): cards that can never
// move again, so a deal (or any later position) with one of them away from its goal is unsolvable.
//
// The exact test is a fixed point. Call a set S of cards *closed* when, for every card X in S,
//   (a) X is a 2, or the card X-1 is in S, and
//   (b) X's target cell (the row's first cell for a 2, else the cell right of X-1) does not exist
//       (X-1 is in the last column) or holds a card of S.
// No card of a closed set ever moves: consider the first move of one, X. Until then X-1 has not
// moved (it is in S, or it is the fixed ace), so X's target is the same cell as now, which does
// not exist or still holds a card of S, never a hole. Closed sets are closed under union, so
// there is a largest one, the *frozen* cards; it is found by striking out every card that might
// move (a card whose target is a hole now, and, repeatedly, the successor of a struck card and
// the card whose target a struck card occupies) until nothing changes. A frozen card away from
// its goal cell proves the position unsolvable. The test runs to the fixed point: a single pass
// (or the generalised crab below) would strike too little and flag solvable positions.
//
// The two shapes the paper names are closed sets of two cards, so they are exact on their own:
//   Ducking Crab     the 2 of suit s in the last grid column and the 3 of s in the 2's goal
//                    (row s, first cell): the 2 waits for the 3 to leave, the 3 can only follow
//                    the 2, which has no cell to its right.
//   Duelling Deuces  the 2 of suit s in row t's first cell and the 2 of t in row s's first cell.
// A one-look generalisation of the crab (X in the last column, X+1 in X's target cell, for X above
// 2; the paper names only the shape of the 2 and the 3) is NOT exact: X-1 may move away, which
// changes X's target; the fixed point covers it only when X-1 is frozen too.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

// Frozen cards of a position: `frozen[card]` is set for every card in the largest closed set.
// `cells` holds shape.cells() cards. Returns the number of frozen cards away from their goal
// (0: no blockade; > 0: the position is unsolvable).
struct FrozenScratch {
  std::uint8_t pos[128];     // cell of each card
  std::uint8_t frozen[128];  // 1: frozen
  std::uint8_t work[128];    // worklist of struck cards
};
int frozen_cards(const Geometry& geometry, const Card* cells, FrozenScratch& scratch);

// True when some card can never reach its goal (see above): the position is unsolvable.
bool is_blocked(const Shape& shape, const Card* cells);
inline bool is_blocked(const Board& board) { return is_blocked(board.shape, board.cells.data()); }

enum class BlockadeKind { none, ducking_crab, duelling_deuces, other };
std::string_view to_string(BlockadeKind kind);

struct Blockade {
  BlockadeKind kind = BlockadeKind::none;
  std::vector<Card> cards;  // frozen cards away from their goal (for `other`), else the named pair
};

// The suits s whose 2 is in the last column with the 3 of s in row s's first cell.
std::vector<int> ducking_crabs(const Board& board);
// The pairs (s, t), s < t, whose 2s sit in each other's first cells.
std::vector<std::pair<int, int>> duelling_deuces(const Board& board);

// Names the blockade: a Ducking Crab or Duelling Deuces when present, else `other` when the fixed
// point finds frozen cards away from their goals, else none.
Blockade find_blockade(const Board& board);

}  // namespace puzzlelab::pretzel
