#include "core/dimacs.hpp"

#include <charconv>

namespace puzzlelab {

std::string dimacs_text(const Cnf& cnf, const std::vector<std::string>& comments) {
  std::string out;
  // About four characters a literal: one allocation for the whole text.
  out.reserve(cnf.literals.size() * 4 + 64 * comments.size() + 64);
  for (const std::string& comment : comments) {
    out += "c ";
    for (const char ch : comment) {
      out += ch;
      if (ch == '\n') out += "c ";
    }
    out += '\n';
  }
  out += "p cnf " + std::to_string(cnf.variables) + ' ' + std::to_string(cnf.clauses) + '\n';
  char number[16];
  bool line_start = true;
  for (const int literal : cnf.literals) {
    if (!line_start) out += ' ';
    const auto end = std::to_chars(number, number + sizeof number, literal).ptr;
    out.append(number, end);
    line_start = literal == 0;
    if (line_start) out += '\n';
  }
  return out;
}

}  // namespace puzzlelab
