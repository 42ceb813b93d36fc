#include "games/fujisan/setup_actions.hpp"

namespace puzzlelab::fujisan {

namespace {

// Pieces the setup lays that its trace does not show, because they never show a value: the ten
// Engraved Tiles hidden under the top tiles ([GD-taxonomy] section 4.4: twenty tiles build the
// mountain, ten show) and the three face-down dominoes marking the start spaces and raising the
// summit (section 4.5).
int hidden_pieces(Setup setup) {
  switch (setup) {
    case Setup::engraved_tiles: return 10;
    case Setup::dominoes: return 3;
    default: return 0;
  }
}

// Of those, the ones turned face-up: "assemble the mountain by turning tiles face-up" (all twenty
// tiles); the three dominoes stay face-down.
int hidden_pieces_turned_up(Setup setup) { return setup == Setup::engraved_tiles ? 10 : 0; }

// Whether one piece carries a whole column (a tile or domino) rather than one coin per space.
bool column_pieces(Setup setup) { return setup == Setup::engraved_tiles || setup == Setup::dominoes; }

// Whether the pieces are shuffled face-down, so each is turned face-up as it is laid ([GD-taxonomy]
// section 4: "Shuffle the 24 coins face-down", "Shuffle the tiles face-down", "Shuffle the
// dominoes face-down"); Pure Random lays coins taken face-up from the supply.
bool shuffled_face_down(Setup setup) { return setup != Setup::pure_random; }

}  // namespace

SetupActions count_setup_actions(Setup setup, const std::vector<TraceStep>& steps) {
  SetupActions out;
  for (const TraceStep& step : steps) {
    const int cells = static_cast<int>(step.placed.size());
    if (step.kind == "shuffle") {
      ++out.shuffles;
    } else if (step.kind == "roll") {
      // One roll, then a coin of that value found among the coins and laid.
      out.rolls += 1;
      out.lookups += cells;
      out.placements += cells;
    } else if (step.kind == "place" || step.kind == "flip") {
      // A top tile's other half on the summit is laid with the tile: placing a column already
      // laid is no action.
      const bool new_piece = !(setup == Setup::engraved_tiles && cells == 2 && step.caption.rfind("Tile ", 0) != 0);
      if (!new_piece) continue;
      const int pieces = column_pieces(setup) ? 1 : cells;
      out.placements += pieces;
      // A "flip" step is a tile or domino that came out of the shuffle the other way round: it is
      // laid as it comes, which costs nothing more than laying it.
      if (shuffled_face_down(setup)) out.flips += pieces;
      // Piecepack: which suit's turn it is (sun, moon, crown, arms in turn from the right).
      if (setup == Setup::piecepack) out.lookups += 1;
    } else if (step.kind == "redraw") {
      // The draw is checked and found to repeat a step pair; the coins are gathered (the next
      // draw's shuffle is its own step).
      out.lookups += 1;
    }
  }
  // Unique pairs: the final draw is checked too.
  if (setup == Setup::unique_pairs) out.lookups += 1;
  out.placements += hidden_pieces(setup);
  out.flips += hidden_pieces_turned_up(setup);
  return out;
}

}  // namespace puzzlelab::fujisan
