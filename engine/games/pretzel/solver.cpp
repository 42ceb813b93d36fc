#include "games/pretzel/solver.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>

#include "games/pretzel/blockade.hpp"

namespace puzzlelab::pretzel {

const char* to_string(Status status) {
  switch (status) {
    case Status::solved: return "solved";
    case Status::unsolvable: return "unsolvable";
    case Status::unknown: return "unknown";
  }
  return "unknown";
}

std::uint64_t bytes_per_state(const Shape& shape) {
  // arena + parent + move + two 8-byte table slots (the table is kept at most half full)
  return static_cast<std::uint64_t>(shape.cells()) + 4 + 1 + 16;
}

namespace {

constexpr std::uint32_t kNone = 0xffffffffu;

std::uint64_t hash_bytes(const Card* s, int n) {
  std::uint64_t h = 0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(n);
  int i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s + i, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  if (i < n) {
    std::uint64_t w = 0;
    std::memcpy(&w, s + i, static_cast<std::size_t>(n - i));
    h = (h ^ w) * 0xff51afd7ed558ccdull;
  }
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 32;
  return h;
}

// Positions found so far, in order, with parent links; a hash table of ids finds duplicates.
class StateStore {
 public:
  explicit StateStore(int stride) : stride_(stride) { table_.assign(std::size_t{1} << 12, 0); }

  std::uint32_t size() const { return size_; }
  const Card* state(std::uint32_t id) const {
    return chunks_[id >> kChunkBits].get() + static_cast<std::size_t>(id & kChunkMask) * stride_;
  }
  std::uint32_t parent(std::uint32_t id) const { return parents_[id]; }
  // Positions proved unsolvable (a blockade) are stored but flagged: the move's high bit.
  bool dead(std::uint32_t id) const { return (moves_[id] & kDeadBit) != 0; }
  void mark_dead(std::uint32_t id) { moves_[id] |= kDeadBit; }

  // Adds the position unless present; returns its new id, or kNone when it was already there.
  std::uint32_t insert(const Card* s, std::uint32_t parent, Move move) {
    if (2 * (static_cast<std::size_t>(size_) + 1) > table_.size()) grow();
    const std::uint64_t h = hash_bytes(s, stride_);
    const std::uint64_t tag = h >> 32;
    std::size_t slot = h & (table_.size() - 1);
    for (;;) {
      const std::uint64_t entry = table_[slot];
      if (entry == 0) break;
      if ((entry >> 32) == tag && std::memcmp(state(static_cast<std::uint32_t>(entry) - 1), s, stride_) == 0) return kNone;
      slot = (slot + 1) & (table_.size() - 1);
    }
    const std::uint32_t id = size_++;
    if ((id >> kChunkBits) >= chunks_.size())
      chunks_.push_back(std::unique_ptr<Card[]>(new Card[static_cast<std::size_t>(stride_) << kChunkBits]));
    std::memcpy(chunks_[id >> kChunkBits].get() + static_cast<std::size_t>(id & kChunkMask) * stride_, s, stride_);
    parents_.push_back(parent);
    moves_.push_back(move);
    table_[slot] = (tag << 32) | (static_cast<std::uint64_t>(id) + 1);
    return id;
  }

  std::vector<Move> path_to(std::uint32_t id) const {
    std::vector<Move> path;
    for (; parents_[id] != kNone; id = parents_[id]) path.push_back(static_cast<Move>(moves_[id] & ~kDeadBit));
    std::reverse(path.begin(), path.end());
    return path;
  }

 private:
  static constexpr Move kDeadBit = 0x80;  // cards are below 0x80
  static constexpr int kChunkBits = 12;
  static constexpr std::uint32_t kChunkMask = (1u << kChunkBits) - 1;

  void grow() {
    std::vector<std::uint64_t> old = std::move(table_);
    table_.assign(old.size() * 2, 0);
    const std::size_t mask = table_.size() - 1;
    for (std::uint64_t entry : old) {
      if (entry == 0) continue;
      const std::uint64_t h = hash_bytes(state(static_cast<std::uint32_t>(entry) - 1), stride_);
      std::size_t slot = h & mask;
      while (table_[slot] != 0) slot = (slot + 1) & mask;
      table_[slot] = entry;
    }
  }

  int stride_;
  std::uint32_t size_ = 0;
  std::vector<std::unique_ptr<Card[]>> chunks_;
  std::vector<std::uint32_t> parents_;
  std::vector<Move> moves_;
  std::vector<std::uint64_t> table_;
};

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

bool limit_reached(const StateStore& store, const SolverOptions& options) {
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
  StateStore store(stride);
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
  StateStore store(stride);
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

PlayoutResult random_playout(Board board, Rng& rng, std::uint64_t max_moves) {
  PlayoutResult result;
  for (;;) {
    if (is_solved(board)) {
      result.solved = true;
      result.ended = "solved";
      return result;
    }
    if (result.moves.size() >= max_moves) {
      result.ended = "move-limit";
      return result;
    }
    const auto moves = legal_moves(board);
    if (moves.empty()) {
      result.ended = "stuck";
      return result;
    }
    const Move m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    apply(board, m);
    result.moves.push_back(m);
  }
}

}  // namespace puzzlelab::pretzel
