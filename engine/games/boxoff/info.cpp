#include "games/boxoff/info.hpp"

#include "core/input_error.hpp"
#include "games/boxoff/setups.hpp"

namespace puzzlelab::boxoff {

namespace {

constexpr const char* kColourNames[kMaxColours] = {"orange", "sky blue", "green", "yellow",
                                                   "blue",   "red",      "pink",  "grey"};
constexpr const char* kSymbolNames[kMaxColours] = {"circle", "square", "triangle", "diamond",
                                                   "star",   "cross",  "hexagon",  "plus"};

int wrapped(int colour) { return ((colour % kMaxColours) + kMaxColours) % kMaxColours; }

GameInfo make_info() {
  const Params defaults;
  GameInfo info;
  info.name = "boxoff";
  info.title = "BoxOff";
  info.physical_pieces = true;
  info.params = {
      variant_param(
          {{"standard", "Remove two tokens of one colour when no other token lies in the rectangle they span."}}),
      ParamSpec::whole_number("rows", "rows of the grid", 1, kMaxRows, defaults.rows),
      ParamSpec::whole_number("cols", "columns of the grid", 1, kMaxCols, defaults.cols),
      ParamSpec::whole_number("colours", "token colours; they share the squares equally, an even number of tokens each",
                              kMinColours, kMaxColours, defaults.colours),
  };
  info.presets = {
      {"4x6x4", "4 x 6, 4 colours (the papers' small size)", {{"rows", 4}, {"cols", 6}, {"colours", 4}}},
      {"6x6x6", "6 x 6, 6 colours (the papers' large size)", {{"rows", 6}, {"cols", 6}, {"colours", 6}}},
      {"6x8x3", "6 x 8, 3 colours (the published game)", {{"rows", 6}, {"cols", 8}, {"colours", 3}}},
  };
  info.setups = setup_specs(all_setups());
  info.lab_setup_ms = {{"shuffled", 14}, {"l-tiles", 4.4}, {"three-colour-tiles", 19}};
  info.lab_effort_ms = 12;
  info.solvers = {
      {"alternating",
       "Exact depth-first search, restarts taking turns between the two move orderings (either alone has a heavy "
       "tail)."},
      {"balanced",
       "Exact depth-first search trying the colours with the most tokens left first, then the smallest rectangles."},
      {"fewest_stranded",
       "Exact depth-first search trying first the moves that leave the fewest tokens without a removable partner."},
  };
  info.metrics = {
      {"pair_equality", "number", "share of orthogonally adjacent square pairs holding the same colour"},
      {"adjacent_pairs", "whole number", "orthogonally adjacent square pairs"},
      {"equal_pairs", "whole number", "of those, pairs of the same colour"},
      {"solver", "string", "the exact solver's verdict: solved, unsolvable or unknown (the budget ran out)"},
      {"solvable", "boolean or null", "the board can be emptied; null when the solver did not decide"},
      {"solver_nodes", "whole number", "positions the exact solver expanded"},
      {"random_solved", "boolean", "one random playout (the papers' random solver) emptied the board"},
      {"random_win_rate", "number", "share of the further random playouts that emptied the board"},
      {"random_playouts", "whole number", "how many further random playouts were run"},
  };
  info.rules =
      "Empty the grid. A move removes two tokens of the same colour when no other token lies inside the rectangle "
      "they span (both squares included), so two neighbours of one colour can always go. Every colour has its own "
      "symbol too. When tokens remain but no pair can be removed, the game is stuck: undo and try another way.\n"
      "Boards of the tile setups are laid from L-shaped tiles of three squares (outlined), the physical pieces of the "
      "game: shuffled, turned over at random and placed in the grid's fixed slots.";
  info.board_format =
      "Rows top to bottom separated by '/', one lowercase letter per colour (any letters, at most 8) or '.' for an "
      "empty square, e.g. \"bbwbbw/byyywb/ywwwyy\"; every row the same length (1..8 rows and columns), every colour "
      "an even number of tokens.";
  info.move_format =
      "Two squares, column letter then row number counted from the top row (a1 is the top-left square): \"a1-c1\" "
      "(or \"r1c1-r1c3\").";
  return info;
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = make_info();
  return info;
}

const char* colour_name(int colour) { return kColourNames[wrapped(colour)]; }
const char* symbol_name(int colour) { return kSymbolNames[wrapped(colour)]; }

std::string describe_move(const Board& board, const std::string& move) {
  try {
    const Move m = parse_move(board.rows, board.cols, move);
    const int colour = board.colour_at(m.a);
    std::string out = "Remove ";
    if (colour >= 0) out += std::string("the ") + colour_name(colour) + " " + symbol_name(colour) + "s ";
    return out + "on " + square_name(board.cols, m.a) + " and " + square_name(board.cols, m.b);
  } catch (const InputError&) {
    return move;
  }
}

}  // namespace puzzlelab::boxoff
