#include "lab/figures.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace puzzlelab::lab {

nlohmann::json rounded_figure(double x) {
  if (!std::isfinite(x)) return nullptr;
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", x);
  const double value = std::strtod(text, nullptr);
  if (value == std::floor(value) && std::fabs(value) < 1e15) return static_cast<std::int64_t>(value);
  return value;
}

}  // namespace puzzlelab::lab
