#include "games/rush_hour/solver.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

#include "games/rush_hour/exit_bound.hpp"
#include "games/rush_hour/packed_position.hpp"
#include "games/rush_hour/position_store.hpp"
#include "games/rush_hour/static_check.hpp"

namespace puzzlelab::rush_hour {

namespace {

constexpr std::uint32_t kNone = PositionStore::kNone;

// A move in 16 bits: the vehicle above, the distance + 8 (0 to 16) in the low 5 bits.
std::uint16_t encode(int vehicle, int distance) { return static_cast<std::uint16_t>((vehicle << 5) | (distance + 8)); }
Move decode(std::uint16_t code) { return {code >> 5, (code & 31) - 8}; }

// The positions found, each with the position it was reached from and the move that did it.
struct SearchTree {
  PositionStore store;
  std::vector<std::uint32_t> parent;
  std::vector<std::uint16_t> move;
  std::uint64_t max_positions = PositionStore::kMaxPositions;
  bool out_of_memory = false;

  // The id of `p`, adding it (from `from` by `code`) when new: {id, added}; {kNone, false} when it
  // is new but the cap allows no more positions.
  std::pair<std::uint32_t, bool> reach(const PackedPosition& p, std::uint64_t hash, std::uint32_t from,
                                       std::uint16_t code) {
    if (store.size() >= max_positions) {
      const std::uint32_t id = store.find(p, hash);
      if (id == kNone) out_of_memory = true;
      return {id, false};
    }
    const auto found = store.add(p, hash);
    if (found.second) {
      parent.push_back(from);
      move.push_back(code);
    }
    return found;
  }

  // The moves from the root to `id`, in order.
  std::vector<Move> path_to(std::uint32_t id) const {
    std::vector<Move> moves;
    for (; parent[id] != kNone; id = parent[id]) moves.push_back(decode(move[id]));
    std::reverse(moves.begin(), moves.end());
    return moves;
  }
};

// What every search answers before searching: a board already solved, or one the static check
// proves unsolvable. True when `out` is the answer.
bool answered_without_search(const Board& start, SolveResult& out) {
  if (is_solved(start)) {
    out.status = Status::solved;
    return true;
  }
  if (static_check(start).unsolvable) {
    out.status = Status::unsolvable;
    out.proved_static = true;
    return true;
  }
  return false;
}

void stop_unknown(SolveResult& out, const BudgetMeter& meter, const SearchTree& tree) {
  out.status = Status::unknown;
  out.expanded = meter.nodes();
  out.stored = tree.store.size();
  out.out_of_memory = tree.out_of_memory;
}

// Every reachable position seen and none solved.
void finish_unsolvable(SolveResult& out, const BudgetMeter& meter, const SearchTree& tree) {
  out.status = Status::unsolvable;
  out.expanded = meter.nodes();
  out.stored = tree.store.size();
}

// Among the positions of the fewest moves from which the red car drives out, the one whose exit
// slide ends with the fewest steps (the first offered of those tied).
struct BestExit {
  std::uint32_t id = kNone;
  std::uint32_t steps = std::numeric_limits<std::uint32_t>::max();
  int slide = 0;

  bool found() const { return id != kNone; }
  // Position `at`, reached in `steps_so_far` steps, `to_exit` cells from the exit.
  void offer(std::uint32_t at, std::uint32_t steps_so_far, int to_exit) {
    const std::uint32_t total = steps_so_far + static_cast<std::uint32_t>(to_exit);
    if (total >= steps) return;
    id = at;
    steps = total;
    slide = to_exit;
  }
};

// The answer once the best exit is known: the path to it, then the red car's slide out.
void finish_solved(SolveResult& out, const BudgetMeter& meter, const SearchTree& tree, const BestExit& best) {
  out.status = Status::solved;
  out.moves = tree.path_to(best.id);
  out.moves.push_back({0, best.slide});
  out.steps = static_cast<int>(best.steps);
  out.expanded = meter.nodes();
  out.stored = tree.store.size();
}

}  // namespace

SolveResult solve_fewest_moves_bfs(const Board& start, const Budget& budget, const SolverOptions& options) {
  SolveResult out;
  if (answered_without_search(start, out)) return out;
  BudgetMeter meter(budget);
  const PackedGeometry geometry(start);
  SearchTree tree;
  tree.max_positions = position_cap(options.max_positions);
  std::vector<std::uint32_t> steps;  // the fewest steps of a fewest-moves path to each position
  tree.reach(geometry.pack(start), hash_of(geometry.pack(start)), kNone, 0);
  steps.push_back(0);
  const int exit = geometry.exit_offset();
  MoveBatch batch;

  // Level by level: [begin, end) are the positions `level` moves from the start.
  for (std::uint32_t begin = 0, end = 1; begin < end; begin = end, end = tree.store.size()) {
    BestExit best;  // among the level's positions
    for (std::uint32_t id = begin; id < end; ++id) {
      if (!meter.spend()) {
        stop_unknown(out, meter, tree);
        return out;
      }
      const PackedPosition p = tree.store.at(id);  // a copy: adding positions moves the store
      const Occupancy occupied = geometry.occupied(p);
      const int to_exit = exit - PackedGeometry::offset(p, 0);
      if (geometry.reach(occupied, p, 0).forward >= to_exit) {
        best.offer(id, steps[id], to_exit);
        continue;
      }
      if (best.found()) continue;  // the next level is not needed
      // Positions reached by sliding the last-moved vehicle again are on this level or an earlier one.
      const int last_vehicle = id == 0 ? -1 : decode(tree.move[id]).vehicle;
      batch.clear();
      geometry.for_each_move(p, occupied, false, last_vehicle, [&](int v, int d) { batch.add(tree.store, p, v, d); });
      for (const MoveBatch::Entry& move : batch) {
        const std::uint32_t via = steps[id] + static_cast<std::uint32_t>(steps_of({move.vehicle, move.distance}));
        const std::uint16_t code = encode(move.vehicle, move.distance);
        const auto [child, added] = tree.reach(move.next, move.hash, id, code);
        if (tree.out_of_memory) break;
        if (added) {
          steps.push_back(via);
        } else if (child >= end && via < steps[child]) {
          // Found again on the next level with fewer steps: reached from here instead.
          steps[child] = via;
          tree.parent[child] = id;
          tree.move[child] = code;
        }
      }
      if (tree.out_of_memory) {
        stop_unknown(out, meter, tree);
        return out;
      }
    }
    if (best.found()) {
      finish_solved(out, meter, tree, best);
      return out;
    }
  }
  finish_unsolvable(out, meter, tree);
  return out;
}

SolveResult solve_fewest_moves(const Board& start, const Budget& budget, const SolverOptions& options) {
  SolveResult out;
  if (answered_without_search(start, out)) return out;
  BudgetMeter meter(budget);
  const PackedGeometry geometry(start);
  const ExitBound bound(start);
  SearchTree tree;
  tree.max_positions = position_cap(options.max_positions);
  // Each position's fewest moves found so far (0 once it is expanded: then no path is cheaper, and
  // its queue entries are told apart from the one expanded), the fewest steps of those paths, and
  // its bound.
  struct Found {
    std::uint32_t moves;
    std::uint32_t steps;
    std::uint32_t bound;
  };
  std::vector<Found> found;
  // The positions to expand, by (moves + bound, moves), each list in the order added. A position is
  // added again when a path with fewer moves is found; the bound is consistent, so that entry comes
  // first and the older one is skipped as expanded. A move changes the bound by at most 1, so while
  // the lists of moves + bound = f are expanded, positions are added to those of f, f + 1 and f + 2
  // only: three rows of lists, f's in row f % 3, each reused when its f is done.
  std::array<std::vector<std::vector<std::uint32_t>>, 3> open;
  std::uint64_t waiting = 0;  // entries in the lists not yet expanded
  const auto queue = [&](std::uint32_t id, std::uint32_t moves, std::uint32_t f) {
    auto& row = open[f % 3];
    if (row.size() <= moves) row.resize(moves + 1);
    row[moves].push_back(id);
    ++waiting;
  };
  const PackedPosition root = geometry.pack(start);
  tree.reach(root, hash_of(root), kNone, 0);
  found.push_back({0, 0, static_cast<std::uint32_t>(bound.of(root))});
  queue(0, 0, found[0].bound);
  const int exit = geometry.exit_offset();
  MoveBatch batch;

  // By increasing moves + bound, and within that by increasing moves: a position's parents on its
  // fewest-moves paths have one move fewer and a bound at most one more, so they all come first
  // and its fewest steps are final when it is expanded (as in the breadth-first search's levels).
  // The first position from which the car can drive out comes at the fewest moves; its list holds
  // every other such position (a bound of 1 means exactly that), so the list is finished for the
  // fewest steps and the search stops.
  for (std::uint32_t f = found[0].bound; waiting > 0; ++f) {
    auto& row = open[f % 3];
    for (std::uint32_t moves = 0; moves < row.size(); ++moves) {
      BestExit best;  // among this list's positions
      // Expanding adds to lists of one more move only, never to this one.
      for (std::size_t i = 0; i < row[moves].size(); ++i) {
        const std::uint32_t id = row[moves][i];
        --waiting;
        if (found[id].moves != moves) continue;  // expanded already (moves 0: only the start's entry has that)
        found[id].moves = 0;
        if (!meter.spend()) {
          stop_unknown(out, meter, tree);
          return out;
        }
        const PackedPosition p = tree.store.at(id);  // a copy: adding positions moves the store
        const int h = static_cast<int>(found[id].bound);
        const int to_exit = exit - PackedGeometry::offset(p, 0);
        // A bound of 1: nothing lies across the car's way (the static check has ruled out walls and
        // vehicles along it), so it drives out.
        if (h == 1) {
          best.offer(id, found[id].steps, to_exit);
          continue;
        }
        if (best.found()) continue;
        const Occupancy occupied = geometry.occupied(p);
        const std::uint32_t steps = found[id].steps;
        // Positions reached by sliding the last-moved vehicle again are one move from the previous
        // position, with no more steps: never by a cheaper path.
        const int last_vehicle = id == 0 ? -1 : decode(tree.move[id]).vehicle;
        batch.clear();
        geometry.for_each_move(p, occupied, false, last_vehicle, [&](int v, int d) { batch.add(tree.store, p, v, d); });
        const std::uint32_t via_moves = moves + 1;
        for (const MoveBatch::Entry& move : batch) {
          const std::uint32_t via_steps = steps + static_cast<std::uint32_t>(steps_of({move.vehicle, move.distance}));
          const std::uint16_t code = encode(move.vehicle, move.distance);
          const auto [child, added] = tree.reach(move.next, move.hash, id, code);
          if (tree.out_of_memory) break;
          if (added) {
            const int child_bound = bound.after(h, p, move.vehicle, move.distance);
            found.push_back({via_moves, via_steps, static_cast<std::uint32_t>(child_bound)});
          } else {
            Found& known = found[child];
            // An expanded position's moves read 0: never improved.
            if (via_moves > known.moves || (via_moves == known.moves && via_steps >= known.steps)) continue;
            const bool fewer_moves = via_moves < known.moves;
            known.moves = via_moves;
            known.steps = via_steps;
            tree.parent[child] = id;
            tree.move[child] = code;
            if (!fewer_moves) continue;  // already in its list
          }
          queue(child, via_moves, via_moves + found[child].bound);
        }
        if (tree.out_of_memory) {
          stop_unknown(out, meter, tree);
          return out;
        }
      }
      if (best.found()) {
        finish_solved(out, meter, tree, best);
        return out;
      }
    }
    for (auto& list : row) list.clear();  // kept for f + 3
  }
  finish_unsolvable(out, meter, tree);
  return out;
}

SolveResult solve_fewest_steps(const Board& start, const Budget& budget, const SolverOptions& options) {
  SolveResult out;
  if (answered_without_search(start, out)) return out;
  BudgetMeter meter(budget);
  const PackedGeometry geometry(start);
  SearchTree tree;
  tree.max_positions = position_cap(options.max_positions);
  tree.reach(geometry.pack(start), hash_of(geometry.pack(start)), kNone, 0);
  MoveBatch batch;

  for (std::uint32_t id = 0; id < tree.store.size(); ++id) {
    if (!meter.spend()) {
      stop_unknown(out, meter, tree);
      return out;
    }
    const PackedPosition p = tree.store.at(id);
    std::uint32_t solved_from = kNone;
    std::uint16_t last = 0;
    // The step back to where it came from is not tried (the vehicle's other step is: a step is not
    // a whole slide).
    const Move came = id == 0 ? Move{-1, 0} : decode(tree.move[id]);
    batch.clear();
    geometry.for_each_move(p, true, -1, [&](int v, int d) {
      if (v != came.vehicle || d != -came.distance) batch.add(tree.store, p, v, d);
    });
    for (const MoveBatch::Entry& move : batch) {
      if (move.vehicle == 0 && geometry.solved(move.next)) {
        solved_from = id;
        last = encode(move.vehicle, move.distance);
        break;
      }
      tree.reach(move.next, move.hash, id, encode(move.vehicle, move.distance));
      if (tree.out_of_memory) break;
    }
    if (solved_from != kNone) {
      std::vector<Move> steps = tree.path_to(solved_from);
      steps.push_back(decode(last));
      // Consecutive steps of one vehicle one way are one move.
      for (const Move step : steps) {
        if (!out.moves.empty() && out.moves.back().vehicle == step.vehicle &&
            (out.moves.back().distance < 0) == (step.distance < 0))
          out.moves.back().distance += step.distance;
        else
          out.moves.push_back(step);
      }
      out.status = Status::solved;
      out.steps = static_cast<int>(steps.size());
      out.expanded = meter.nodes();
      out.stored = tree.store.size();
      return out;
    }
    if (tree.out_of_memory) {
      stop_unknown(out, meter, tree);
      return out;
    }
  }
  finish_unsolvable(out, meter, tree);
  return out;
}

}  // namespace puzzlelab::rush_hour
