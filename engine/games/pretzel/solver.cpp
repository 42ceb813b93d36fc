#include "games/pretzel/solver.hpp"

#include <algorithm>
#include <cstring>
#include <optional>
#include <type_traits>

#include "core/byte_state_store.hpp"
#include "games/pretzel/blockade.hpp"

namespace puzzlelab::pretzel {

std::uint64_t bytes_per_state(const Shape& shape) { return ByteStateStore::bytes_per_state(shape.cells()); }

namespace {

constexpr std::uint32_t kNone = ByteStateStore::kNone;
// The store keeps a move in a byte below 0x80: a card (pos[] below relies on the same bound).
static_assert(std::is_same_v<Move, std::uint8_t>);

// The moves of a position: (card, from cell, to cell), holes in cell order.
struct Step {
  Card card;
  std::uint8_t from;
  std::uint8_t to;
};

int moves_of(const Geometry& geometry, const Card* cells, Step* out) {
  const Shape& shape = geometry.shape();
  std::uint8_t pos[128];
  int holes[kMaxSuits];
  int nholes = 0;
  for (int cell = 0; cell < shape.cells(); ++cell) {
    pos[cells[cell]] = static_cast<std::uint8_t>(cell);
    if (cells[cell] == kHole && nholes < kMaxSuits) holes[nholes++] = cell;
  }
  int count = 0;
  for (int i = 0; i < nholes; ++i) {
    const Card fit = geometry.fitting(cells, holes[i]);
    if (fit != kHole) out[count++] = Step{fit, pos[fit], static_cast<std::uint8_t>(holes[i])};
  }
  return count;
}

bool limit_reached(const ByteStateStore& store, const SolverOptions& options) {
  return options.max_states != 0 && store.size() >= options.max_states;
}

// Both searches first settle the deals that need no search: already sorted, or blocked outright.
std::optional<SolveResult> settle_at_start(const Board& start, const Board& goal, const Geometry& geometry,
                                           const SolverOptions& options, FrozenScratch& scratch) {
  SolveResult result;
  if (start.cells == goal.cells) {
    result.status = Status::solved;
    result.shortest = true;
    result.stored = 1;
    return result;
  }
  if (options.prune_blockades && frozen_cards(geometry, start.cells.data(), scratch) > 0) {
    result.status = Status::unsolvable;
    result.pruned = 1;
    return result;
  }
  return std::nullopt;
}

}  // namespace

SolveResult solve_shortest(const Board& start, BudgetMeter& meter, const SolverOptions& options) {
  const Shape& shape = start.shape;
  const Geometry geometry(shape);
  const int stride = shape.cells();
  const Board goal = solved_board(shape);
  FrozenScratch scratch;
  if (auto settled = settle_at_start(start, goal, geometry, options, scratch)) return *settled;
  SolveResult result;
  ByteStateStore store(stride);
  store.insert(start.cells.data(), kNone, kHole);
  Card buf[kMaxCells];
  Step steps[kMaxSuits];
  std::uint32_t found = kNone;
  Move last = kHole;
  bool out_of_memory = false;
  for (std::uint32_t head = 0; head < store.size() && found == kNone && !out_of_memory; ++head) {
    if (store.dead(head)) continue;
    if (!meter.spend()) break;
    ++result.expanded;
    std::memcpy(buf, store.state(head), stride);
    const int count = moves_of(geometry, buf, steps);
    for (int i = 0; i < count; ++i) {
      const Step& m = steps[i];
      buf[m.to] = m.card;
      buf[m.from] = kHole;
      if (std::memcmp(buf, goal.cells.data(), stride) == 0) {
        found = head;
        last = m.card;
      } else if (limit_reached(store, options)) {
        out_of_memory = true;
      } else {
        const std::uint32_t id = store.insert(buf, head, m.card);
        // A new position with a blockade is kept (so it is not tested again) but never expanded.
        if (id != kNone && options.prune_blockades && frozen_cards(geometry, buf, scratch) > 0) {
          store.mark_dead(id);
          ++result.pruned;
        }
      }
      buf[m.from] = m.card;
      buf[m.to] = kHole;
      if (found != kNone || out_of_memory) break;
    }
  }
  result.stored = store.size();
  result.out_of_memory = out_of_memory;
  if (found != kNone) {
    result.status = Status::solved;
    result.shortest = true;
    result.moves = store.path_to(found);
    result.moves.push_back(last);
  } else if (meter.spent() || out_of_memory) {
    result.status = Status::unknown;
  } else {
    result.status = Status::unsolvable;
  }
  return result;
}

SolveResult solve_any(const Board& start, BudgetMeter& meter, const SolverOptions& options) {
  const Shape& shape = start.shape;
  const Geometry geometry(shape);
  const int stride = shape.cells();
  const Board goal = solved_board(shape);
  FrozenScratch scratch;
  if (auto settled = settle_at_start(start, goal, geometry, options, scratch)) return *settled;
  SolveResult result;
  struct Frame {
    std::uint32_t id;
    std::uint8_t count;
    std::uint8_t next;
    Step steps[kMaxSuits];
  };
  // Moves that put a card on its goal cell first (they extend a sorted row when the card on the
  // left is home too), then the rest in cell order.
  auto fill = [&](Frame& frame, const Card* cells) {
    Step all[kMaxSuits];
    const int count = moves_of(geometry, cells, all);
    int n = 0;
    for (int i = 0; i < count; ++i)
      if (shape.goal(all[i].card) == all[i].to) frame.steps[n++] = all[i];
    for (int i = 0; i < count; ++i)
      if (shape.goal(all[i].card) != all[i].to) frame.steps[n++] = all[i];
    frame.count = static_cast<std::uint8_t>(count);
    frame.next = 0;
  };
  ByteStateStore store(stride);
  std::vector<Frame> stack;
  stack.push_back(Frame{store.insert(start.cells.data(), kNone, kHole), 0, 0, {}});
  fill(stack.back(), start.cells.data());
  Card buf[kMaxCells];
  bool out_of_memory = false;
  while (!stack.empty()) {
    Frame& top = stack.back();
    if (top.next >= top.count) {
      stack.pop_back();
      continue;
    }
    if (top.next == 0) {
      if (!meter.spend()) break;
      ++result.expanded;
    }
    const Step m = top.steps[top.next++];
    const std::uint32_t parent = top.id;
    std::memcpy(buf, store.state(parent), stride);
    buf[m.to] = m.card;
    buf[m.from] = kHole;
    if (std::memcmp(buf, goal.cells.data(), stride) == 0) {
      result.status = Status::solved;
      result.moves = store.path_to(parent);
      result.moves.push_back(m.card);
      result.stored = store.size();
      return result;
    }
    if (limit_reached(store, options)) {
      out_of_memory = true;
      break;
    }
    const std::uint32_t id = store.insert(buf, parent, m.card);
    if (id == kNone) continue;
    if (options.prune_blockades && frozen_cards(geometry, buf, scratch) > 0) {
      store.mark_dead(id);
      ++result.pruned;
      continue;
    }
    stack.push_back(Frame{id, 0, 0, {}});
    fill(stack.back(), buf);
  }
  result.stored = store.size();
  result.out_of_memory = out_of_memory;
  result.status = (meter.spent() || out_of_memory) ? Status::unknown : Status::unsolvable;
  return result;
}

SolveResult solve(const Board& start, BudgetMeter& meter, const SolverOptions& options) {
  SolveResult first = solve_shortest(start, meter, options);
  if (first.status != Status::unknown || !first.out_of_memory || meter.spent()) return first;
  SolveResult second = solve_any(start, meter, options);
  second.expanded += first.expanded;
  second.pruned += first.pruned;
  second.stored = std::max(second.stored, first.stored);
  return second;
}

std::uint64_t states_for_memory(const Shape& shape, std::uint64_t bytes) {
  return std::max<std::uint64_t>(1, bytes / bytes_per_state(shape));
}

}  // namespace puzzlelab::pretzel
