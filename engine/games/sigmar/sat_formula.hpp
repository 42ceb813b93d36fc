// What both Sigmar SAT encodings produce (docs/SIGMAR.md, "SAT encodings: the thesis's and
// ours"): the formula (core/cnf.hpp) and, for reading a model back, the variable of every move at
// every step. `compact` is ours (compact_cnf.cpp): a step removes any number of pairs that are
// free together; `thesis` is the thesis's formulas 1-12 with the corrections the docs list
// (thesis_cnf.cpp): one tile per time step, a pair at steps 2t-1 and 2t.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/cnf.hpp"
#include "games/sigmar/marbles.hpp"

namespace puzzlelab::sigmar {

enum class SatEncoding { compact, thesis };
std::string_view to_string(SatEncoding encoding);
std::optional<SatEncoding> sat_encoding_from_string(std::string_view text);

// The move removing marbles a and b (marble indices; b = -1: gold alone) at `step` (0-based)
// when `variable` is true in a model.
struct MoveVariable {
  int variable = 0;
  int step = 0;
  int a = 0;
  int b = -1;
};

struct SatFormula {
  Cnf cnf;
  int steps = 0;
  std::vector<MoveVariable> moves;  // by step, then as the encoding numbers its pairs
};

// Asked now and then while encoding (a full board takes about a millisecond of CPU, more on a
// loaded machine or in WebAssembly, and a budget may be shorter); true stops the encoding, which
// then returns nothing.
using EncodingStop = std::function<bool()>;

std::optional<SatFormula> encode_compact(const Marbles& marbles, const EncodingStop& stop);
std::optional<SatFormula> encode_thesis(const Marbles& marbles, const EncodingStop& stop);
std::optional<SatFormula> encode(const Marbles& marbles, SatEncoding encoding, const EncodingStop& stop);

// The moves a model makes, step by step: within a step (the compact encoding may remove several
// pairs at once, all free together) the metal move, at most one, comes last so that the metal
// order holds. `is_true(variable)` reads the model.
std::vector<Move> decode_moves(const Marbles& marbles, const SatFormula& formula,
                               const std::function<bool(int)>& is_true);

// The formula as DIMACS text with "c" lines naming the board, the encoding, the sizes and every
// move variable ("c move VARIABLE STEP MOVE"), which is how a model is read back.
std::string sat_dimacs(const Board& board, SatEncoding encoding, const SatFormula& formula);

}  // namespace puzzlelab::sigmar
