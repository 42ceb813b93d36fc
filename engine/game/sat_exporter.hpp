// The SatExporter capability (game/capabilities.hpp): a position as a CNF formula for any outside
// SAT solver (the "sat" op, `puzzlelab sat`).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/budget.hpp"
#include "game/game_info.hpp"

namespace puzzlelab {

struct SatExport {
  std::string encoding;  // the one used, by name
  int variables = 0;
  std::uint64_t clauses = 0;
  std::string dimacs;  // DIMACS text, its "c" lines saying how to read a model back as moves
};

class SatExporter {
 public:
  static constexpr const char* kLacking = "has no SAT encoding";
  virtual ~SatExporter() = default;

  // The encodings by name, the first the default.
  virtual std::vector<Named> sat_encodings() const = 0;
  // The position `moves` reach from `board` as a CNF formula, satisfiable exactly when it can be
  // solved, in one of sat_encodings() by name (empty: the first). The budget's time and cancel
  // flag stop a long encoding (InputError("budget_exhausted", ...)). Throws InputError for a bad
  // board or move, and InputError("unknown_encoding", ...) naming the encodings.
  virtual SatExport sat_export(const nlohmann::json& params, std::string_view board,
                               const std::vector<std::string>& moves, std::string_view encoding,
                               const Budget& budget) const = 0;
};

}  // namespace puzzlelab
