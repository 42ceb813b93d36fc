// A formula in conjunctive normal form, as a SAT solver reads it: variables numbered 1..variables,
// a literal is a variable (true) or its negation (false), and the clauses are kept one after
// another in one array, each ended by a 0, exactly as DIMACS writes them (core/dimacs.hpp) and as
// a solver's add() takes them. Every encoding of the engine builds one of these.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <vector>

namespace puzzlelab {

struct Cnf {
  int variables = 0;
  std::uint64_t clauses = 0;
  std::vector<int> literals;  // every clause's literals followed by 0

  // A new variable, numbered after every other.
  int fresh() { return ++variables; }
  void add(std::initializer_list<int> clause) { add(std::span<const int>(clause.begin(), clause.size())); }
  void add(std::span<const int> clause) {
    literals.insert(literals.end(), clause.begin(), clause.end());
    literals.push_back(0);
    ++clauses;
  }
};

}  // namespace puzzlelab
