// DIMACS CNF, the text every SAT solver reads: comment lines "c ...", the header
// "p cnf VARIABLES CLAUSES", then each clause as its literals and a closing 0 on one line.
#pragma once

#include <string>
#include <vector>

#include "core/cnf.hpp"

namespace puzzlelab {

// `comments` become "c " lines before the header, one each (a line break inside one starts
// another "c " line, so no comment can break the format).
std::string dimacs_text(const Cnf& cnf, const std::vector<std::string>& comments);

}  // namespace puzzlelab
