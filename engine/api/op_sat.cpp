// "sat": a position as a CNF formula in DIMACS text (the SatExporter capability: game/sat_exporter.hpp), for any
// outside SAT solver to check a verdict; `puzzlelab sat` prints its `dimacs`.
#include "api/operations.hpp"
#include "game/capabilities.hpp"
#include "game/sat_exporter.hpp"

namespace puzzlelab {

nlohmann::json op_sat(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const PositionInput position = read_position(fields, choice);
  const std::string encoding = fields.optional_string("encoding").value_or("");
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("sat");
  require_legal_moves(choice, position);

  const SatExport out = require_capability<SatExporter>(choice.game)
                            .sat_export(position.params, position.board, position.moves, encoding, budget);
  return {{"board", position.board},    {"moves", position.moves}, {"encoding", out.encoding},
          {"variables", out.variables}, {"clauses", out.clauses},  {"dimacs", out.dimacs}};
}

}  // namespace puzzlelab
