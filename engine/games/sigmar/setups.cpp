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

// A placed pair before the metals get their names: kind `metal_slot` stands for "some metal".
constexpr Kind kSomeMetal = Kind::gold;

struct PairKinds {
  Kind a, b;
};

// The 27 pairs of a standard board other than gold, in a fixed order; metals as kSomeMetal.
std::vector<PairKinds> standard_pairs() {
  std::vector<PairKinds> pairs;
  for (int e = 0; e < kElements; ++e)
    for (int k = 0; k < 4; ++k) pairs.push_back({static_cast<Kind>(e), static_cast<Kind>(e)});
  for (int k = 0; k < 2; ++k) pairs.push_back({Kind::salt, Kind::salt});
  for (int k = 0; k < 4; ++k) pairs.push_back({Kind::vitae, Kind::mors});
  for (int k = 0; k < 5; ++k) pairs.push_back({Kind::quicksilver, kSomeMetal});
  return pairs;
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

Generated generate_linear(const Template& t, Rng& rng) {
  for (int attempt = 1;; ++attempt) {
    // Draws: coin per salt pair (+ below(16) when crossing), shuffle of the stack, then per step
    // the gold chance (when eligible) and two frontier indices.
    std::vector<PairKinds> stack = standard_pairs();
    for (int s = 16; s < 18; ++s) {
      if (!rng.coin()) continue;
      const auto e = rng.below(16);
      std::swap(stack[s].b, stack[e].b);  // (s,s) + (e,e) -> (s,e) + (e,s)
    }
    rng.shuffle(std::span<PairKinds>(stack));
    Generated out;
    out.attempts = attempt;
    std::array<bool, kCells> filled{};
    std::vector<int> frontier;
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
    int metals = 0;
    bool gold = false;
    auto place_gold = [&] {
      filled[kCentre] = true;
      out.board.put(kCentre, Kind::gold);
      out.trace.push_back(Placement{gold_move(kCentre), Kind::gold, Kind::gold});
      gold = true;
      for (const int n : neighbours(kCentre)) consider(n);
    };
    std::size_t next = 0;
    bool stuck = false;
    while (next < stack.size() || !gold) {
      const bool gold_ready = !gold && metals == kMetals - 1 && placeable(t, filled, kCentre);
      if (gold_ready && (next == stack.size() || frontier.size() < 2 ||
                         rng.below(static_cast<std::uint32_t>(frontier.size() + 1)) == 0)) {
        place_gold();
        continue;
      }
      if (next == stack.size() || frontier.size() < 2) {
        stuck = true;
        break;
      }
      const int a = take(rng.below(static_cast<std::uint32_t>(frontier.size())));
      const int b = take(rng.below(static_cast<std::uint32_t>(frontier.size())));
      PairKinds kinds = stack[next++];
      if (kinds.b == kSomeMetal) kinds.b = metal_of_rank(metals++);
      filled[a] = filled[b] = true;
      out.board.put(a, kinds.a);
      out.board.put(b, kinds.b);
      out.trace.push_back(Placement{make_move(a, b), kinds.a, kinds.b});
      for (const int c : {a, b})
        for (const int n : neighbours(c)) consider(n);
    }
    if (stuck) continue;
    for (const Placement& p : out.trace) out.solution.push_back(p.cells);
    return out;
  }
}

std::optional<Generated> generate_random_test(const Template& t, Rng& rng, const Budget& per_board, int attempts) {
  std::vector<int> cells;
  for (int c = 0; c < kCells; ++c)
    if (t.has(c) && c != kCentre) cells.push_back(c);
  std::vector<Kind> kinds;
  for (int k = 0; k < kKinds; ++k)
    if (static_cast<Kind>(k) != Kind::gold)
      for (int n = 0; n < standard_count(static_cast<Kind>(k)); ++n) kinds.push_back(static_cast<Kind>(k));
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
std::optional<Generated> pair_stack_attempt(const Template& t, Rng& rng, const PairStackOptions& options) {
  std::vector<PairKinds> stack = standard_pairs();
  rng.shuffle(std::span<PairKinds>(stack));
  int metal = kMetals - 2;
  for (PairKinds& p : stack)
    if (p.b == kSomeMetal) p.b = metal_of_rank(metal--);
  std::vector<int> cells;
  for (int c = 0; c < kCells; ++c)
    if (t.has(c) && c != kCentre) cells.push_back(c);

  Generated out;
  out.board.put(kCentre, Kind::gold);
  out.trace.push_back(Placement{gold_move(kCentre), Kind::gold, Kind::gold});
  auto fits = [&](Kind k, int c) {
    return !(options.no_vitae_mors_on_rim && (k == Kind::vitae || k == Kind::mors) && ring_of(c) == kSide - 1);
  };
  auto walled_in = [&](int c) {
    unsigned occ = 0;
    const auto& nb = neighbours(c);
    for (int k = 0; k < 6; ++k)
      if (nb[k] != kNoCell && out.board.has(nb[k])) occ |= 1u << k;
    return !free_pattern(occ);
  };
  struct Level {
    std::vector<std::pair<int, int>> options;  // cell pairs for this level's marbles, in trial order
    std::size_t next = 0;
  };
  auto open_level = [&](std::size_t level) {
    Level l;
    const PairKinds kinds = stack[level];
    std::vector<int> empty;
    for (const int c : cells)
      if (!out.board.has(c)) empty.push_back(c);
    for (std::size_t i = 0; i < empty.size(); ++i)
      for (std::size_t j = 0; j < empty.size(); ++j) {
        if (i == j || (kinds.a == kinds.b && j < i)) continue;
        const int a = empty[i], b = empty[j];
        if (!fits(kinds.a, a) || !fits(kinds.b, b)) continue;
        out.board.put(a, kinds.a);
        out.board.put(b, kinds.b);
        if (is_free(out.board, a) && is_free(out.board, b)) l.options.emplace_back(a, b);
        out.board.clear(a);
        out.board.clear(b);
      }
    rng.shuffle(std::span<std::pair<int, int>>(l.options));
    std::stable_sort(l.options.begin(), l.options.end(), [](const auto& x, const auto& y) {
      return ring_of(x.first) + ring_of(x.second) < ring_of(y.first) + ring_of(y.second);
    });
    return l;
  };
  std::vector<Level> levels;
  levels.push_back(open_level(0));
  int steps = 0;
  while (!levels.empty()) {
    const std::size_t level = levels.size() - 1;
    Level& l = levels.back();
    if (l.next > 0) {  // take back this level's previous choice
      const auto [a, b] = l.options[l.next - 1];
      out.board.clear(a);
      out.board.clear(b);
      out.trace.pop_back();
    }
    if (l.next == l.options.size()) {
      levels.pop_back();
      continue;
    }
    if (++steps > options.steps_per_attempt) return std::nullopt;
    const auto [a, b] = l.options[l.next++];
    out.board.put(a, stack[level].a);
    out.board.put(b, stack[level].b);
    out.trace.push_back(Placement{make_move(a, b), stack[level].a, stack[level].b});
    if (level + 1 == stack.size()) {
      for (auto it = out.trace.rbegin(); it != out.trace.rend(); ++it) out.solution.push_back(it->cells);
      return out;
    }
    bool dead = false;
    for (const int c : cells)
      if (!out.board.has(c) && walled_in(c)) dead = true;
    if (!dead) levels.push_back(open_level(level + 1));
  }
  return std::nullopt;
}

}  // namespace

std::optional<Generated> generate_pair_stack(const Template& t, Rng& rng, const PairStackOptions& options) {
  // Draws, per attempt: the shuffle of the stack, then one shuffle of the candidate cell pairs
  // per level opened. A failed attempt goes on with the next draws.
  for (int attempt = 1; attempt <= options.attempts; ++attempt) {
    std::optional<Generated> g = pair_stack_attempt(t, rng, options);
    if (g) {
      g->attempts = attempt;
      return g;
    }
  }
  return std::nullopt;
}

}  // namespace puzzlelab::sigmar
