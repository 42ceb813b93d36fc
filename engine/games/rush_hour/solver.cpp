// (first version: plain searches over board texts; the packed searches replace it)
#include "games/rush_hour/solver.hpp"

#include <map>
#include <string>

#include "games/rush_hour/static_check.hpp"

namespace puzzlelab::rush_hour {

namespace {

SolveResult search(const Board& start, const Budget& budget, bool unit) {
  SolveResult out;
  if (static_check(start).unsolvable) {
    out.status = Status::unsolvable;
    out.proved_static = true;
    return out;
  }
  BudgetMeter meter(budget);
  std::map<std::string, std::pair<std::string, Move>> parent;
  std::vector<Board> frontier = {start};
  parent[format_board(start)] = {"", {}};
  while (!frontier.empty()) {
    std::vector<Board> next;
    for (const Board& b : frontier) {
      if (is_solved(b)) {
        std::vector<Move> moves;
        std::string key = format_board(b);
        while (!parent[key].first.empty()) {
          moves.insert(moves.begin(), parent[key].second);
          key = parent[key].first;
        }
        out.status = Status::solved;
        out.moves = moves;
        for (const Move& m : moves) out.steps += steps_of(m);
        out.expanded = meter.nodes();
        return out;
      }
      if (!meter.spend()) {
        out.expanded = meter.nodes();
        return out;
      }
      for (const Move& m : legal_moves(b)) {
        if (unit && steps_of(m) != 1) continue;
        Board c = b;
        apply(c, m);
        const std::string key = format_board(c);
        if (parent.count(key)) continue;
        parent[key] = {format_board(b), m};
        next.push_back(c);
      }
    }
    frontier = std::move(next);
  }
  out.status = Status::unsolvable;
  out.expanded = meter.nodes();
  return out;
}

}  // namespace

SolveResult solve_fewest_moves(const Board& start, const Budget& budget) { return search(start, budget, false); }
SolveResult solve_fewest_steps(const Board& start, const Budget& budget) { return search(start, budget, true); }

}  // namespace puzzlelab::rush_hour
