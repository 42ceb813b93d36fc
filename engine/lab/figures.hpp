// How a Lab document prints a computed figure: six significant digits, enough for any
// experiment's precision and the same text in every build even where two maths libraries differ
// in the last bits; a whole number as an integer; not a number (or infinite) as null.
#pragma once

#include <nlohmann/json.hpp>

namespace puzzlelab::lab {

nlohmann::json rounded_figure(double x);

}  // namespace puzzlelab::lab
