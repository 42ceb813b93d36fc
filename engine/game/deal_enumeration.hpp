// The DealEnumeration capability (game/capabilities.hpp): every distinct deal of a (small) size,
// each decided exactly, for the "enumerate" op and `puzzlelab enumerate`.
#pragma once

#include <nlohmann/json.hpp>

#include "core/budget.hpp"

namespace puzzlelab {

class DealEnumeration {
 public:
  static constexpr const char* kLacking = "has no enumeration of deals";
  virtual ~DealEnumeration() = default;

  // The result holds at least "status" ("complete", or "unknown" when the budget ran out),
  // "deals", "solvable" and "shortest_lengths" (deals per shortest solution length, indexed by
  // length). Throws InputError for sizes it cannot do.
  virtual nlohmann::json enumerate(const nlohmann::json& params, const Budget& budget) const = 0;
};

}  // namespace puzzlelab
