#include "games/sigmar/setups.hpp"

#include <algorithm>
#include <span>

#include "core/input_error.hpp"
#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

namespace {

constexpr std::array<SetupInfo, 2> kSetups = {{
    {Setup::linear, "linear", "the thesis's linear-time frontier placement: always solvable",
     "Ruigrok, Generating and Solving Sigmar's Garden Puzzles (2025): the linear generator"},
    {Setup::random_test, "random-test", "random placement, kept when the solver finds a solution",
     "Ruigrok, Generating and Solving Sigmar's Garden Puzzles (2025): the random-test generator"},
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

const std::array<SetupInfo, 2>& all_setups() { return kSetups; }
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

}  // namespace puzzlelab::sigmar
