// Our encoding (docs/SIGMAR.md, "SAT solver"). Steps t = 0..T-1 with T = the number of moves of a
// one-move-per-step solution, so no solution is lost; a step may also remove several pairs at
// once (or none): pairs that are all free at the start of a step can be removed one after another
// in any order, since removing marbles never blocks others; the metal order allows one metal move
// per step.
//   on(i,t)     marble i is on the board before step t (t = 0..T)
//   pair(p,t)   pair p is removed at step t (gold alone counts as a pair of one)
//   open(i,t,k) the k-th window of three contiguous neighbours of i is empty before step t
#include <bit>

#include "games/sigmar/sat_formula.hpp"

namespace puzzlelab::sigmar {

namespace {

class CompactEncoder {
 public:
  CompactEncoder(const Marbles& mb, const EncodingStop& stop) : mb_(mb), stop_(stop) {
    const int n = mb.count();
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j)
        if (kinds_pair(mb.kind(i), mb.kind(j))) pairs_.push_back({i, j});
    for (int i = 0; i < n; ++i)
      if (mb.kind(i) == Kind::gold) pairs_.push_back({i, -1});
    int moves = 0;
    for (int i = 0; i < n; ++i) moves += mb.kind(i) == Kind::gold ? 2 : 1;
    f_.steps = moves / 2;
    on_.assign(static_cast<std::size_t>(n) * (f_.steps + 1), 0);
    for (auto& v : on_) v = f_.cnf.fresh();
    for (int t = 0; t < f_.steps; ++t)
      for (const auto& [a, b] : pairs_) f_.moves.push_back({f_.cnf.fresh(), t, a, b});
  }

  std::optional<SatFormula> encode() {
    const int n = mb_.count();
    const int steps = f_.steps;
    for (int i = 0; i < n; ++i) {
      clause({on(i, 0)});
      clause({-on(i, steps)});
      for (int t = 0; t < steps; ++t) clause({on(i, t), -on(i, t + 1)});  // never comes back
    }
    // Freeness windows per marble: the neighbours' marbles in each window of three.
    std::vector<std::vector<Mask>> windows(n);
    for (int i = 0; i < n; ++i) {
      const auto& nb = neighbours(mb_.cell(i));
      for (int k = 0; k < 6; ++k) {
        Mask w = 0;
        for (int d = 0; d < 3; ++d) {
          const int c = nb[(k + d) % 6];
          if (c != kNoCell && mb_.marble_on(c) >= 0) w |= bit(mb_.marble_on(c));
        }
        windows[i].push_back(w);
      }
    }
    std::vector<std::vector<std::size_t>> pairs_of(n);
    for (std::size_t p = 0; p < pairs_.size(); ++p) {
      pairs_of[pairs_[p].first].push_back(p);
      if (pairs_[p].second >= 0) pairs_of[pairs_[p].second].push_back(p);
    }
    for (int t = 0; t < steps; ++t) {
      // free(i,t): a variable per marble and step, implied only when some window is empty.
      std::vector<int> free(n, 0);
      for (int i = 0; i < n; ++i) {
        if (halted()) return std::nullopt;
        bool always = false;
        for (const Mask w : windows[i]) always |= w == 0;
        if (always) continue;
        free[i] = f_.cnf.fresh();
        std::vector<int> any = {-free[i]};
        for (const Mask w : windows[i]) {
          const int o = f_.cnf.fresh();
          any.push_back(o);
          for (Mask m = w; m; m &= m - 1) clause({-o, -on(std::countr_zero(m), t)});
        }
        f_.cnf.add(any);
      }
      for (std::size_t p = 0; p < pairs_.size(); ++p) {
        if (halted()) return std::nullopt;
        const int v = pair_var(p, t);
        for (const int i : {pairs_[p].first, pairs_[p].second}) {
          if (i < 0) continue;
          clause({-v, on(i, t)});
          clause({-v, -on(i, t + 1)});
          if (free[i] != 0) clause({-v, free[i]});
        }
        // The metal order: quicksilver takes a metal only when every lower metal is gone; gold
        // only when every other metal is gone.
        const int a = pairs_[p].first, b = pairs_[p].second;
        const int metal = is_metal(mb_.kind(a)) ? a : (b >= 0 && is_metal(mb_.kind(b))) ? b : -1;
        if (metal >= 0) {
          const int rank = metal_rank(mb_.kind(metal));
          for (Mask m = mb_.metals(); m; m &= m - 1) {
            const int other = std::countr_zero(m);
            if (metal_rank(mb_.kind(other)) < rank) clause({-v, -on(other, t)});
          }
        }
      }
      // A marble that leaves at step t leaves in exactly one of its pairs.
      for (int i = 0; i < n; ++i) {
        if (halted()) return std::nullopt;
        std::vector<int> some = {-on(i, t), on(i, t + 1)};
        for (const std::size_t p : pairs_of[i]) some.push_back(pair_var(p, t));
        f_.cnf.add(some);
        at_most_one(pairs_of[i], t);
      }
    }
    return std::move(f_);
  }

 private:
  int on(int i, int t) const { return on_[static_cast<std::size_t>(t) * mb_.count() + i]; }
  int pair_var(std::size_t p, int t) const {
    return f_.moves[static_cast<std::size_t>(t) * pairs_.size() + p].variable;
  }
  // The stop is asked every 16th time: each time costs a few dozen clauses.
  bool halted() { return (++polls_ & 15u) == 0 && stop_ && stop_(); }
  void clause(std::initializer_list<int> lits) { f_.cnf.add(lits); }
  // Sequential counter (Sinz) for more than a few literals, pairwise below that.
  void at_most_one(const std::vector<std::size_t>& ps, int t) {
    const std::size_t k = ps.size();
    if (k <= 1) return;
    if (k <= 5) {
      for (std::size_t a = 0; a < k; ++a)
        for (std::size_t b = a + 1; b < k; ++b) clause({-pair_var(ps[a], t), -pair_var(ps[b], t)});
      return;
    }
    int prev = f_.cnf.fresh();
    clause({-pair_var(ps[0], t), prev});
    for (std::size_t a = 1; a < k; ++a) {
      const int x = pair_var(ps[a], t);
      clause({-x, -prev});
      if (a + 1 < k) {
        const int cur = f_.cnf.fresh();
        clause({-x, cur});
        clause({-prev, cur});
        prev = cur;
      }
    }
  }

  const Marbles& mb_;
  const EncodingStop& stop_;
  std::vector<std::pair<int, int>> pairs_;
  std::vector<int> on_;
  SatFormula f_;
  unsigned polls_ = 0;
};

}  // namespace

std::optional<SatFormula> encode_compact(const Marbles& marbles, const EncodingStop& stop) {
  return CompactEncoder(marbles, stop).encode();
}

}  // namespace puzzlelab::sigmar
