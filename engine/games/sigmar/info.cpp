#include "games/sigmar/info.hpp"

#include "core/input_error.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/templates.hpp"

namespace puzzlelab::sigmar {

namespace {

// The template parameter's choices: the random symmetric ones first (the game's own boards look
// like these), then the fixed ones.
std::vector<Named> template_choices() {
  std::vector<Named> values = {
      {"symmetric-6", "a random template with 6-fold symmetry: a random walk from the centre, rotated"},
      {"symmetric-3", "a random template with 3-fold symmetry"},
      {"symmetric-2", "a random template with 2-fold symmetry"},
      {"rings", "the outer two rings and the centre: the thesis's hardest template"},
  };
  for (const auto& named : named_templates()) values.push_back({named.name, named.description});
  return values;
}

ParamSpec template_param() {
  ParamSpec spec = ParamSpec::choice("template", "which cells hold marbles", template_choices());
  spec.custom =
      "or a template written out: 91 characters, one per cell row by row as in the board text, 'x' a cell that "
      "holds a marble and '_' one that does not, the centre 'x', as many 'x' as the tile set has marbles (55 in the "
      "standard set)";
  return spec;
}

GameInfo make_info() {
  GameInfo info;
  info.name = "sigmar";
  info.title = "Sigmar's Garden";
  info.params = {
      variant_param({{"standard",
                      "Opus Magnum's rules: metals in order, gold last of the metals (55 marbles in the standard "
                      "tile set)."}}),
      template_param(),
      // The tile set (tile_set.hpp): the standard set by default.
      ParamSpec::whole_number("elements", "marbles of each of the four elements", 0, 16, 8),
      ParamSpec::whole_number("salt", "salt marbles", 0, 64, 4),
      ParamSpec::whole_number("vitae_mors", "vitae marbles, and as many mors", 0, 32, 4),
      ParamSpec::whole_number("metals", "metals: gold and the ones below it (6: lead..gold)", 1, 6, 6),
      ParamSpec::whole_number("quicksilver", "quicksilver marbles: one fewer than the metals", 0, 5, 5),
  };
  info.presets = {
      {"classic", "a random 6-fold symmetric template, like the game's own boards", {{"template", "symmetric-6"}}},
      {"rings", "the outer two rings and the centre: the hardest template of the thesis", {{"template", "rings"}}},
      {"wheel", "the rim, six spokes and the hub", {{"template", "wheel"}}},
      {"lopsided", "a random template with only 2-fold symmetry", {{"template", "symmetric-2"}}},
      {"small",
       "a smaller tile set: 31 marbles (4 of each element, 4 salt, 2 vitae, 2 mors, 3 quicksilver, iron..gold)",
       {{"template", "symmetric-6"},
        {"elements", 4},
        {"salt", 4},
        {"vitae_mors", 2},
        {"metals", 4},
        {"quicksilver", 3}}},
  };
  info.setups = setup_specs(all_setups());
  info.lab_setup_ms = {{"linear", 6.5}, {"random-test", 183}, {"pair-stack", 21}};
  info.lab_effort_ms = 7900;
  info.solvers = {
      {"decide",
       "The search for up to 100,000 positions, then the SAT solver with what is left of the budget: the "
       "quickest answer either way."},
      {"search", "Depth-first search with every pruning and restarts that alternate move orderings."},
      {"sat", "The SAT encoding solved by CaDiCaL; its solution is replayed before it is given."},
      {"sat-thesis",
       "The thesis's own SAT encoding (one tile per time step, a hidden key for the gold) solved by CaDiCaL; its "
       "solution is replayed before it is given."},
      {"human", "A patient player: nearest to the next metal first, remembering dead positions, no other pruning."},
      {"search-none", "The search in cell order only (no restarts), with every pruning."},
      {"search-lock-distance", "The search, nearest to the next metal first only (no restarts), with every pruning."},
      {"search-most-freed", "The search, the move freeing the most marbles first only (no restarts)."},
      {"search-most-neighbours", "The search, marbles with the most neighbours first only (no restarts)."},
      {"search-centre-distance", "The search, nearest to the centre first only (no restarts)."},
      {"thesis-none",
       "The thesis's solver: backtracking with a memo of visited positions, cell order, no other pruning."},
      {"thesis-lock-distance",
       "The thesis's solver: backtracking with a memo, nearest to the next metal first, no other pruning."},
      {"thesis-lock-distance-far",
       "The thesis's solver read the other way: backtracking with a memo, farthest from the next metal first."},
      {"thesis-most-freed",
       "The thesis's solver: backtracking with a memo, the move freeing the most marbles first, no other pruning."},
      {"thesis-most-neighbours",
       "The thesis's solver: backtracking with a memo, marbles with the most neighbours first, no other pruning."},
      {"thesis-centre-distance",
       "The thesis's solver: backtracking with a memo, the move whose nearest marble is nearest to the centre "
       "first, no other pruning."},
      {"thesis-centre-distance-sum",
       "The thesis's solver read the other way: backtracking with a memo, the smallest sum of the move's distances "
       "to the centre first."},
  };
  info.metrics = {
      {"board", "string", "the board, normalized"},
      {"status", "string", "solved, unsolvable or unknown (decided by search, then SAT)"},
      {"decided_by", "string", "search or sat: which solver gave the answer"},
      {"free_marbles", "whole number", "marbles free at the start"},
      {"opening_moves", "whole number", "legal moves at the start"},
      {"human_status", "string", "the human-like search's verdict (unknown when its budget ran out)"},
      {"human_nodes", "whole number", "positions a human-like search expands: nearest to the next metal first"},
      {"random_rate", "number", "share of random playouts (a random legal move until stuck) that clear the board"},
      {"playouts", "whole number", "random playouts made, seeded from the board"},
      {"solutions", "string or null",
       "distinct removal sequences, exact, in decimal digits; null when the count did not finish within the "
       "request's max_nodes positions (2,000,000 when none is set), its time limit and 2^20 stored positions"},
      {"solution_nodes", "whole number", "positions the solution count expanded"},
  };
  info.rules =
      "Clear the board. Click two free marbles that match to remove them; gold leaves alone.\n"
      "A marble is free when three neighbouring cells in a row around it are empty (outside the board counts as "
      "empty). Free marbles are drawn bright, blocked ones dimmed.\n"
      "Matches: an element (air, earth, fire, water) with the same element or with salt; salt with salt; vitae with "
      "mors; quicksilver with the metal that comes next.\n"
      "The metals leave in order: lead, tin, iron, copper, silver, each with a quicksilver, then gold alone once no "
      "other metal is left.";
  info.board_format =
      "91 characters, the cells row by row from the top (rows of 6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6): '_' empty, "
      "a e f w air earth fire water, s salt, v vitae, m mors, q quicksilver, 0..5 lead tin iron copper silver "
      "gold. A standard board: 8 of each element, 4 salt, 4 vitae, 4 mors, 5 quicksilver, one of each metal; "
      "another tile set (elements, salt, vitae_mors, metals, quicksilver) has its own counts.";
  info.move_format =
      "Two cells joined by '-', earlier cell first, or one cell for gold: cells are a row letter a..k (top to "
      "bottom) and the position in the row from 1, so a1-b3, and f6 for the centre.";
  return info;
}

std::string marble_at(const Board& board, int cell) {
  return std::string(kind_name(board.kind(cell))) + " (" + cell_name(cell) + ")";
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = make_info();
  return info;
}

std::string describe_move(const Board& board, const std::string& text) {
  Move move;
  try {
    move = parse_move(text);
  } catch (const InputError&) {
    return text;
  }
  const bool marbles_there = board.has(move.a) && (move.single() || board.has(move.b));
  if (!marbles_there) return move.single() ? cell_name(move.a) : cell_name(move.a) + " with " + cell_name(move.b);
  if (move.single()) return marble_at(board, move.a) + " alone";
  return marble_at(board, move.a) + " with " + marble_at(board, move.b);
}

}  // namespace puzzlelab::sigmar
