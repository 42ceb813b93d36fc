#include "games/sigmar/sat_formula.hpp"

#include "core/dimacs.hpp"

namespace puzzlelab::sigmar {

std::string_view to_string(SatEncoding encoding) { return encoding == SatEncoding::thesis ? "thesis" : "compact"; }

std::optional<SatEncoding> sat_encoding_from_string(std::string_view text) {
  if (text == "compact") return SatEncoding::compact;
  if (text == "thesis") return SatEncoding::thesis;
  return std::nullopt;
}

std::optional<SatFormula> encode(const Marbles& marbles, SatEncoding encoding, const EncodingStop& stop) {
  return encoding == SatEncoding::thesis ? encode_thesis(marbles, stop) : encode_compact(marbles, stop);
}

std::vector<Move> decode_moves(const Marbles& marbles, const SatFormula& formula,
                               const std::function<bool(int)>& is_true) {
  std::vector<Move> out;
  std::vector<Move> metal_moves;
  int step = 0;
  auto close_step = [&] {
    out.insert(out.end(), metal_moves.begin(), metal_moves.end());
    metal_moves.clear();
  };
  for (const MoveVariable& mv : formula.moves) {
    if (mv.step != step) {
      close_step();
      step = mv.step;
    }
    if (!is_true(mv.variable)) continue;
    const bool metal = is_metal(marbles.kind(mv.a)) || (mv.b >= 0 && is_metal(marbles.kind(mv.b)));
    (metal ? metal_moves : out).push_back(marbles.move(mv.a, mv.b));
  }
  close_step();
  return out;
}

std::string sat_dimacs(const Board& board, SatEncoding encoding, const SatFormula& formula) {
  std::vector<std::string> comments = {
      "Sigmar's Garden board " + format_board(board),
      "encoding: " + std::string(to_string(encoding)) +
          (encoding == SatEncoding::thesis ? " (the thesis's formulas 1-12, corrected as docs/SIGMAR.md says)"
                                           : " (several pairs a step)"),
      std::to_string(formula.cnf.variables) + " variables, " + std::to_string(formula.cnf.clauses) + " clauses, " +
          std::to_string(formula.steps) + " steps",
      "satisfiable exactly when the board can be cleared. To read a model back: each 'move' line",
      "below is VARIABLE STEP MOVE; the moves whose variable is true, by step, clear the board",
      "(within a step, any metal move last).",
  };
  const Marbles marbles(board);
  for (const MoveVariable& mv : formula.moves)
    comments.push_back("move " + std::to_string(mv.variable) + ' ' + std::to_string(mv.step + 1) + ' ' +
                       format_move(marbles.move(mv.a, mv.b)));
  return dimacs_text(formula.cnf, comments);
}

}  // namespace puzzlelab::sigmar
