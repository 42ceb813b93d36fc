#include "games/sigmar/sat_solver.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <climits>
#include <memory>
#include <stdexcept>

#include <cadical.hpp>

#include "games/sigmar/marbles.hpp"
#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

namespace {

// Stops CaDiCaL, and the encoding before it, when the current slice's time runs out or its
// cancel flag is set, and remembers which of the two it was.
class SliceTerminator : public CaDiCaL::Terminator {
 public:
  void start(const Budget& slice) {
    budget_ = slice;
    start_ = std::chrono::steady_clock::now();
    reason_ = StopReason::none;
  }
  bool terminate() override {
    if (budget_.cancelled())
      reason_ = StopReason::cancelled;
    else if ((budget_.max_ms > 0 &&
              std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count() >
                  budget_.max_ms) ||
             budget_.past_deadline())
      reason_ = StopReason::time;
    return reason_ != StopReason::none;
  }
  StopReason reason() const { return reason_; }

 private:
  Budget budget_;
  std::chrono::steady_clock::time_point start_;
  StopReason reason_ = StopReason::none;
};

// The encoding. Steps t = 0..T-1 with T = the number of moves of a one-move-per-step solution,
// so no solution is lost; a step may also remove several pairs at once (or none): pairs that
// are all free at the start of a step can be removed one after another in any order, since
// removing marbles never blocks others; the metal order allows one metal move per step.
//   on(i,t)     marble i is on the board before step t (t = 0..T)
//   pair(p,t)   pair p is removed at step t (gold alone counts as a pair of one)
//   open(i,t,k) the k-th window of three contiguous neighbours of i is empty before step t
class Encoder {
 public:
  Encoder(const Marbles& mb, CaDiCaL::Solver& s) : mb_(mb), s_(s) {
    const int n = mb.count();
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j)
        if (kinds_pair(mb.kind(i), mb.kind(j))) pairs_.push_back({i, j});
    for (int i = 0; i < n; ++i)
      if (mb.kind(i) == Kind::gold) pairs_.push_back({i, -1});
    int moves = 0;
    for (int i = 0; i < n; ++i) moves += mb.kind(i) == Kind::gold ? 2 : 1;
    steps_ = moves / 2;
    on_.assign(static_cast<std::size_t>(n) * (steps_ + 1), 0);
    for (auto& v : on_) v = fresh();
    pair_var_.assign(pairs_.size() * steps_, 0);
    for (auto& v : pair_var_) v = fresh();
  }

  int steps() const { return steps_; }
  int on(int i, int t) const { return on_[static_cast<std::size_t>(t) * mb_.count() + i]; }
  int pair_var(std::size_t p, int t) const { return pair_var_[static_cast<std::size_t>(t) * pairs_.size() + p]; }
  const std::vector<std::pair<int, int>>& pairs() const { return pairs_; }
  int variables() const { return next_ - 1; }
  std::uint64_t clauses() const { return clauses_; }

  // False when `stop` said so first: a large board takes a good part of a second to encode, more
  // than a short time limit allows. It is asked every few marbles or pairs (halted()).
  bool encode(SliceTerminator& stop) {
    stop_ = &stop;
    const int n = mb_.count();
    for (int i = 0; i < n; ++i) {
      clause({on(i, 0)});
      clause({-on(i, steps_)});
      for (int t = 0; t < steps_; ++t) clause({on(i, t), -on(i, t + 1)});  // never comes back
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
    for (int t = 0; t < steps_; ++t) {
      // free(i,t): a variable per marble and step, implied only when some window is empty.
      std::vector<int> free(n, 0);
      for (int i = 0; i < n; ++i) {
        if (halted()) return false;
        bool always = false;
        for (const Mask w : windows[i]) always |= w == 0;
        if (always) continue;
        free[i] = fresh();
        std::vector<int> any = {-free[i]};
        for (const Mask w : windows[i]) {
          const int o = fresh();
          any.push_back(o);
          for (Mask m = w; m; m &= m - 1) clause({-o, -on(std::countr_zero(m), t)});
        }
        clause(any);
      }
      for (std::size_t p = 0; p < pairs_.size(); ++p) {
        if (halted()) return false;
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
        if (halted()) return false;
        std::vector<int> some = {-on(i, t), on(i, t + 1)};
        for (const std::size_t p : pairs_of[i]) some.push_back(pair_var(p, t));
        clause(some);
        at_most_one(pairs_of[i], t);
      }
    }
    return true;
  }

 private:
  // The clock is read every 16th time: each time costs a few dozen clauses.
  bool halted() { return (++polls_ & 15u) == 0 && stop_->terminate(); }
  int fresh() { return next_++; }
  void clause(std::initializer_list<int> lits) {
    for (const int l : lits) s_.add(l);
    s_.add(0);
    ++clauses_;
  }
  void clause(const std::vector<int>& lits) {
    for (const int l : lits) s_.add(l);
    s_.add(0);
    ++clauses_;
  }
  // Sequential counter (Sinz) for more than a few literals, pairwise below that.
  void at_most_one(const std::vector<std::size_t>& ps, int t) {
    const std::size_t k = ps.size();
    if (k <= 1) return;
    if (k <= 5) {
      for (std::size_t a = 0; a < k; ++a)
        for (std::size_t b = a + 1; b < k; ++b) clause({-pair_var(ps[a], t), -pair_var(ps[b], t)});
      return;
    }
    int prev = fresh();
    clause({-pair_var(ps[0], t), prev});
    for (std::size_t a = 1; a < k; ++a) {
      const int x = pair_var(ps[a], t);
      clause({-x, -prev});
      if (a + 1 < k) {
        const int cur = fresh();
        clause({-x, cur});
        clause({-prev, cur});
        prev = cur;
      }
    }
  }

  const Marbles& mb_;
  CaDiCaL::Solver& s_;
  std::vector<std::pair<int, int>> pairs_;
  int steps_ = 0;
  std::vector<int> on_;
  std::vector<int> pair_var_;
  int next_ = 1;
  std::uint64_t clauses_ = 0;
  SliceTerminator* stop_ = nullptr;
  unsigned polls_ = 0;
};

}  // namespace

struct SatRun::Impl {
  explicit Impl(const Board& b) : board(b), mb(b) {}
  Board board;
  Marbles mb;
  std::unique_ptr<CaDiCaL::Solver> solver;
  std::unique_ptr<Encoder> enc;
  SliceTerminator terminator;
  SatResult result;
  bool done = false;
};

SatRun::SatRun(const Board& board) : impl_(std::make_unique<Impl>(board)) {
  if (impl_->mb.count() == 0) {
    impl_->result.status = Status::solved;
    impl_->done = true;
  }
}
SatRun::~SatRun() = default;

SatResult SatRun::advance(const Budget& slice) {
  Impl& x = *impl_;
  if (x.done) return x.result;
  const auto t0 = std::chrono::steady_clock::now();
  auto stopped = [&](StopReason why) {
    x.result.stopped = why;
    x.result.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return x.result;
  };
  x.terminator.start(slice);
  if (x.terminator.terminate()) return stopped(x.terminator.reason());
  if (!x.solver) {  // encoded on the first slice
    x.solver = std::make_unique<CaDiCaL::Solver>();
    x.solver->set("quiet", 1);
    x.enc = std::make_unique<Encoder>(x.mb, *x.solver);
    if (!x.enc->encode(x.terminator)) {
      // A formula cut short is of no use: the next slice encodes afresh.
      x.enc.reset();
      x.solver.reset();
      return stopped(x.terminator.reason());
    }
    x.result.variables = x.enc->variables();
    x.result.clauses = x.enc->clauses();
  }
  CaDiCaL::Solver& solver = *x.solver;
  solver.connect_terminator(&x.terminator);
  if (slice.max_nodes > 0)
    solver.limit("conflicts", static_cast<int>(std::min<std::uint64_t>(slice.max_nodes, INT_MAX)));
  const int r = solver.solve();
  solver.disconnect_terminator();
  // No answer: the terminator stopped CaDiCaL (time, cancel), or else its conflict limit did.
  x.result.stopped = r != 0                                      ? StopReason::none
                     : x.terminator.reason() != StopReason::none ? x.terminator.reason()
                                                                 : StopReason::nodes;
  if (r == 20) x.result.status = Status::unsolvable;
  if (r == 10) {
    // Decode: step by step, the pairs removed; within a step any order is legal, metal moves
    // (at most one per step) last so that the metal order holds.
    const Encoder& enc = *x.enc;
    for (int t = 0; t < enc.steps(); ++t) {
      std::vector<Move> metal_moves;
      for (std::size_t p = 0; p < enc.pairs().size(); ++p) {
        if (solver.val(enc.pair_var(p, t)) <= 0) continue;
        const auto [a, b] = enc.pairs()[p];
        const Move m = x.mb.move(a, b);
        (is_metal(x.mb.kind(a)) || (b >= 0 && is_metal(x.mb.kind(b))) ? metal_moves : x.result.solution).push_back(m);
      }
      x.result.solution.insert(x.result.solution.end(), metal_moves.begin(), metal_moves.end());
    }
    const std::string why = check_solution(x.board, x.result.solution);
    if (!why.empty()) throw std::logic_error("SAT solution does not replay: " + why);
    x.result.status = Status::solved;
  }
  x.result.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (r != 0) {  // the answer is kept; the formula and what CaDiCaL learnt are not needed any more
    x.done = true;
    x.solver.reset();
    x.enc.reset();
  }
  return x.result;
}

SatResult solve_sat(const Board& board, const Budget& budget) { return SatRun(board).advance(budget); }

}  // namespace puzzlelab::sigmar
