#include "games/sigmar/setups.hpp"

#include <algorithm>
#include <span>

#include "core/input_error.hpp"
#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

namespace {

constexpr std::array<SetupInfo, 3> kSetups = {{
    {Setup::linear, "linear", "the thesis's linear-time frontier placement: always solvable",
     "Ruigrok, Generating and Solving Sigmar's Garden Puzzles (2025): the linear generator"},
    {Setup::random_test, "random-test", "random placement, kept when the solver finds a solution",
     "Ruigrok, Generating and Solving Sigmar's Garden Puzzles (2025): the random-test generator"},
    {Setup::pair_stack, "pair-stack", "pairs placed from gold outwards with backtracking; no vitae or mors on the rim",
     "Hruška's Sigmar's Garden clone, as described by Ruigrok (2025), section 7: pair-stack placement"},
}};

constexpr int kLinearAttempts = 10000;

// A placed pair before the metals get their names: kind `metal_slot` stands for "some metal".
constexpr Kind kSomeMetal = Kind::gold;

struct PairKinds {
  Kind a, b;
};

// The pairs of a set other than gold, in a fixed order (27 for the standard set): the element
// pairs (element by element), an element with salt for each element left over when the count is
// odd, the salt pairs, vitae/mors, quicksilver/metal (metals as kSomeMetal).
struct SetPairs {
  std::vector<PairKinds> pairs;
  int element_pairs = 0;  // pairs [0, element_pairs) are element with element
  int salt_pairs = 0;     // the salt pairs start at index salt_start
  int salt_start = 0;
};
SetPairs set_pairs(const TileSet& set) {
  SetPairs out;
  auto& pairs = out.pairs;
  for (int e = 0; e < kElements; ++e)
    for (int k = 0; k < set.elements / 2; ++k) pairs.push_back({static_cast<Kind>(e), static_cast<Kind>(e)});
  out.element_pairs = static_cast<int>(pairs.size());
  const int left_over = set.elements % 2 == 1 ? kElements : 0;
  for (int e = 0; e < left_over; ++e) pairs.push_back({static_cast<Kind>(e), Kind::salt});
  out.salt_start = static_cast<int>(pairs.size());
  out.salt_pairs = (set.salt - left_over) / 2;
  for (int k = 0; k < out.salt_pairs; ++k) pairs.push_back({Kind::salt, Kind::salt});
  for (int k = 0; k < set.vitae_mors; ++k) pairs.push_back({Kind::vitae, Kind::mors});
  for (int k = 0; k < set.quicksilver; ++k) pairs.push_back({Kind::quicksilver, kSomeMetal});
  return out;
}

// Three contiguous neighbours each filled already or outside the template (off the board counts
// as outside): Algorithm 2 of the thesis.
bool placeable(const Template& t, const std::array<bool, kCells>& filled, int c) {
  unsigned blocking = 0;
  const auto& nb = neighbours(c);
  for (int k = 0; k < 6; ++k)
    if (nb[k] != kNoCell && t.has(nb[k]) && !filled[nb[k]]) blocking |= 1u << k;
  return free_pattern(blocking);
}

}  // namespace

const std::array<SetupInfo, 3>& all_setups() { return kSetups; }
std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(kSetups, name); }
std::string_view to_string(Setup setup) { return name_of_setup(kSetups, setup); }

LinearAttempt linear_attempt(const Template& t, Rng& rng, const TileSet& set) {
  // Draws: coin per salt pair (+ below(element pairs) when crossing; no coin without element
  // pairs), shuffle of the stack, then per step the gold chance (when eligible) and two frontier
  // indices. The standard set: 16 element pairs, salt pairs 16 and 17.
  SetPairs made = set_pairs(set);
  std::vector<PairKinds>& stack = made.pairs;
  for (int s = made.salt_start; s < made.salt_start + made.salt_pairs && made.element_pairs > 0; ++s) {
    if (!rng.coin()) continue;
    const auto e = rng.below(static_cast<std::uint32_t>(made.element_pairs));
    std::swap(stack[s].b, stack[e].b);  // (s,s) + (e,e) -> (s,e) + (e,s)
  }
  rng.shuffle(std::span<PairKinds>(stack));
  LinearAttempt run;
  Generated& out = run.generated;
  std::array<bool, kCells> filled{};
  std::vector<int>& frontier = run.frontier;
  std::array<bool, kCells> in_frontier{};
  auto consider = [&](int c) {
    if (c == kNoCell || c == kCentre || !t.has(c) || filled[c] || in_frontier[c]) return;
    if (!placeable(t, filled, c)) return;
    in_frontier[c] = true;
    frontier.push_back(c);
  };
  for (int c = 0; c < kCells; ++c) consider(c);
  auto take = [&](std::size_t k) {
    const int c = frontier[k];
    frontier[k] = frontier.back();
    frontier.pop_back();
    in_frontier[c] = false;
    return c;
  };
  int& metals = run.metals_placed;
  bool& gold = run.gold_placed;
  auto place_gold = [&] {
    filled[kCentre] = true;
    out.board.put(kCentre, Kind::gold);
    out.trace.push_back(Placement{gold_move(kCentre), Kind::gold, Kind::gold});
    gold = true;
    for (const int n : neighbours(kCentre)) consider(n);
  };
  std::size_t next = 0;
  while (next < stack.size() || !gold) {
    const bool gold_ready = !gold && metals == set.metals - 1 && placeable(t, filled, kCentre);
    if (gold_ready && (next == stack.size() || frontier.size() < 2 ||
                       rng.below(static_cast<std::uint32_t>(frontier.size() + 1)) == 0)) {
      place_gold();
      continue;
    }
    if (next == stack.size() || frontier.size() < 2) {
      run.dead_end = true;
      run.pairs_left = static_cast<int>(stack.size() - next);
      return run;
    }
    const int a = take(rng.below(static_cast<std::uint32_t>(frontier.size())));
    const int b = take(rng.below(static_cast<std::uint32_t>(frontier.size())));
    PairKinds kinds = stack[next++];
    if (kinds.b == kSomeMetal) kinds.b = metal_of_rank(set.lowest_metal() + metals++);
    filled[a] = filled[b] = true;
    out.board.put(a, kinds.a);
    out.board.put(b, kinds.b);
    const Move m = make_move(a, b);  // the earlier cell first: the kinds follow the cells
    out.trace.push_back(Placement{m, out.board.kind(m.a), out.board.kind(m.b)});
    for (const int c : {a, b})
      for (const int n : neighbours(c)) consider(n);
  }
  for (const Placement& p : out.trace) out.solution.push_back(p.cells);
  return run;
}

Generated generate_linear(const Template& t, Rng& rng, const TileSet& set) {
  check_tile_set(set);
  for (int attempt = 1;; ++attempt) {
    LinearAttempt run = linear_attempt(t, rng, set);
    if (run.dead_end) {
      // A bound so that no template and set can keep it going for ever (a standard board takes
      // a few attempts at most).
      if (attempt == kLinearAttempts)
        throw InputError("budget_exhausted", "linear found no placement in " + std::to_string(kLinearAttempts) +
                                                 " attempts on this template; try another seed or setup");
      continue;
    }
    run.generated.attempts = attempt;
    return std::move(run.generated);
  }
}

std::optional<Generated> generate_random_test(const Template& t, Rng& rng, const Budget& per_board, int attempts,
                                              const TileSet& set) {
  check_tile_set(set);
  std::vector<int> cells;
  for (int c = 0; c < kCells; ++c)
    if (t.has(c) && c != kCentre) cells.push_back(c);
  std::vector<Kind> kinds;
  for (int k = 0; k < kKinds; ++k)
    if (static_cast<Kind>(k) != Kind::gold)
      for (int n = 0; n < set.count(static_cast<Kind>(k)); ++n) kinds.push_back(static_cast<Kind>(k));
  for (int attempt = 1; attempt <= attempts; ++attempt) {
    rng.shuffle(std::span<Kind>(kinds));
    Generated out;
    out.attempts = attempt;
    out.board.put(kCentre, Kind::gold);
    for (std::size_t k = 0; k < cells.size() && k < kinds.size(); ++k) out.board.put(cells[k], kinds[k]);
    const SolveResult r = solve(out.board, per_board);
    if (r.status != Status::solved) continue;
    out.solution = r.solution;
    for (const Move m : r.solution)
      out.trace.push_back(Placement{m, out.board.kind(m.a), m.single() ? out.board.kind(m.a) : out.board.kind(m.b)});
    return out;
  }
  return std::nullopt;
}

namespace {

// Can every empty template cell still be filled, one at a time, each free when it is placed (with
// the cells filled so far and those placed before it)? Filling only ever blocks, so look at it
// backwards: from the template full, take away any empty-to-be cell that is free; taking one away
// never blocks another, so taking them greedily finds an order whenever one exists. A cell left
// over can never be placed whatever comes first: the placement that caused it is a dead end.
bool completable(const Template& t, const std::array<bool, kCells>& filled) {
  std::array<bool, kCells> present{};
  std::vector<int> pending;
  for (int c = 0; c < kCells; ++c) {
    present[c] = t.has(c) || c == kCentre;
    if (present[c] && !filled[c]) pending.push_back(c);
  }
  auto free_in = [&](int c) {
    unsigned occ = 0;
    const auto& nb = neighbours(c);
    for (int k = 0; k < 6; ++k)
      if (nb[k] != kNoCell && present[nb[k]]) occ |= 1u << k;
    return free_pattern(occ);
  };
  for (bool progress = true; progress && !pending.empty();) {
    progress = false;
    for (std::size_t k = 0; k < pending.size();) {
      if (free_in(pending[k])) {
        present[pending[k]] = false;
        pending[k] = pending.back();
        pending.pop_back();
        progress = true;
      } else {
        ++k;
      }
    }
  }
  return pending.empty();
}

bool on_rim(int c) { return ring_of(c) == kSide - 1; }

// The cells: 27 pairs of template cells in placement order (gold on the centre before them),
// each pair free among the cells filled so far, with backtracking. nullopt when the attempt runs
// out of steps or of choices.
std::optional<std::vector<std::pair<int, int>>> pair_stack_cells(const Template& t, Rng& rng,
                                                                 const PairStackOptions& options, const TileSet& set) {
  const std::size_t kPairs = static_cast<std::size_t>(set.marbles() - 1) / 2;
  const int kVitaeMorsPairs = set.vitae_mors;
  std::vector<int> cells;
  for (int c = 0; c < kCells; ++c)
    if (t.has(c) && c != kCentre) cells.push_back(c);
  std::array<bool, kCells> filled{};
  filled[kCentre] = true;
  auto free_now = [&](int c) {
    unsigned occ = 0;
    const auto& nb = neighbours(c);
    for (int k = 0; k < 6; ++k)
      if (nb[k] != kNoCell && filled[nb[k]]) occ |= 1u << k;
    return free_pattern(occ);
  };
  struct Level {
    std::vector<std::pair<int, int>> options;  // cell pairs, in trial order
    std::size_t next = 0;
  };
  std::vector<std::pair<int, int>> placed;
  int inner_pairs = 0;  // placed pairs with neither cell on the rim: room for vitae and mors
  auto open_level = [&] {
    Level l;
    std::vector<int> empty;
    for (const int c : cells)
      if (!filled[c]) empty.push_back(c);
    for (std::size_t i = 0; i < empty.size(); ++i)
      for (std::size_t j = i + 1; j < empty.size(); ++j) {
        const int a = empty[i], b = empty[j];
        filled[a] = filled[b] = true;
        if (free_now(a) && free_now(b)) l.options.emplace_back(a, b);
        filled[a] = filled[b] = false;
      }
    rng.shuffle(std::span<std::pair<int, int>>(l.options));
    std::stable_sort(l.options.begin(), l.options.end(), [](const auto& x, const auto& y) {
      return ring_of(x.first) + ring_of(x.second) < ring_of(y.first) + ring_of(y.second);
    });
    return l;
  };
  // Can the rest still be completed, with enough rim-free pairs left for vitae and mors?
  auto viable = [&] {
    if (options.no_vitae_mors_on_rim) {
      int inner_empty = 0;
      for (const int c : cells) inner_empty += !filled[c] && !on_rim(c);
      if (inner_pairs + inner_empty / 2 < kVitaeMorsPairs) return false;
    }
    return completable(t, filled);
  };
  if (kPairs == 0) return placed;  // gold alone
  std::vector<Level> levels;
  levels.push_back(open_level());
  int steps = 0;
  while (!levels.empty()) {
    Level& l = levels.back();
    if (l.next > 0) {  // take back this level's previous choice
      const auto [a, b] = placed.back();
      filled[a] = filled[b] = false;
      inner_pairs -= !on_rim(a) && !on_rim(b);
      placed.pop_back();
    }
    if (l.next == l.options.size()) {
      levels.pop_back();
      continue;
    }
    if (++steps > options.steps_per_attempt) return std::nullopt;
    const auto [a, b] = l.options[l.next++];
    filled[a] = filled[b] = true;
    inner_pairs += !on_rim(a) && !on_rim(b);
    placed.emplace_back(a, b);
    if (placed.size() == kPairs) return placed;
    if (viable()) levels.push_back(open_level());
  }
  return std::nullopt;
}

std::optional<Generated> pair_stack_attempt(const Template& t, Rng& rng, const PairStackOptions& options,
                                            const TileSet& set) {
  const auto cells = pair_stack_cells(t, rng, options, set);
  if (!cells) return std::nullopt;
  // The kinds, dealt onto the placed cell pairs: vitae/mors pairs on random pairs clear of the
  // rim (when asked), the other pairs shuffled over the rest. The freeness of a placement does
  // not depend on the kinds, so the deal keeps the trace backwards a solution.
  std::vector<PairKinds> stack = set_pairs(set).pairs;
  rng.shuffle(std::span<PairKinds>(stack));
  std::vector<std::size_t> order(cells->size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  rng.shuffle(std::span<std::size_t>(order));
  if (options.no_vitae_mors_on_rim)  // levels clear of the rim first: vitae/mors go on those
    std::stable_partition(order.begin(), order.end(),
                          [&](std::size_t k) { return !on_rim((*cells)[k].first) && !on_rim((*cells)[k].second); });
  std::stable_partition(stack.begin(), stack.end(), [](const PairKinds& p) { return p.a == Kind::vitae; });
  std::vector<PairKinds> kinds(cells->size());
  for (std::size_t k = 0; k < order.size(); ++k) kinds[order[k]] = stack[k];
  Generated out;
  out.board.put(kCentre, Kind::gold);
  out.trace.push_back(Placement{gold_move(kCentre), Kind::gold, Kind::gold});
  int metal = kMetals - 2;  // named in placement order, silver first: the reverse of removal
  for (std::size_t k = 0; k < cells->size(); ++k) {
    PairKinds p = kinds[k];
    if (p.b == kSomeMetal) p.b = metal_of_rank(metal--);
    auto [a, b] = (*cells)[k];
    if (p.a != p.b && rng.coin()) std::swap(a, b);
    out.board.put(a, p.a);
    out.board.put(b, p.b);
    const Move m = make_move(a, b);
    out.trace.push_back(Placement{m, out.board.kind(m.a), out.board.kind(m.b)});
  }
  for (auto it = out.trace.rbegin(); it != out.trace.rend(); ++it) out.solution.push_back(it->cells);
  return out;
}

}  // namespace

std::optional<Generated> generate_pair_stack(const Template& t, Rng& rng, const PairStackOptions& options,
                                             const TileSet& set) {
  check_tile_set(set);
  // Draws, per attempt: one shuffle of the candidate cell pairs per level opened; once the
  // cells are placed, the shuffle of the stack, the shuffle of the levels, and a coin per pair of
  // two different kinds (which cell gets which). A failed attempt goes on with the next draws.
  for (int attempt = 1; attempt <= options.attempts; ++attempt) {
    std::optional<Generated> g = pair_stack_attempt(t, rng, options, set);
    if (g) {
      g->attempts = attempt;
      return g;
    }
  }
  return std::nullopt;
}

}  // namespace puzzlelab::sigmar
