#include "games/sigmar/solver.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <memory>
#include <map>
#include <set>
#include <unordered_map>

#include "core/bounded_state_set.hpp"
#include "core/exact_mask_set.hpp"
#include "games/sigmar/marbles.hpp"

namespace puzzlelab::sigmar {

namespace {

constexpr std::array<std::string_view, 6> kOrderingNames = {
    "none", "lock-distance", "most-freed", "most-neighbours", "centre-distance", "best"};

// The three classes of marbles that pair only among themselves. A move touches one class; the
// tests of a class only need repeating when a move touched it.
enum : unsigned { kElementClass = 1, kVitaeMorsClass = 2, kMetalClass = 4, kAllClasses = 7 };

unsigned class_of(Kind k) {
  if (is_element(k) || k == Kind::salt) return kElementClass;
  if (k == Kind::vitae || k == Kind::mors) return kVitaeMorsClass;
  return kMetalClass;
}

struct Scored {
  int score = 0;
  MarblePair move;
};

class Search {
 public:
  Search(const Board& board, const SolverOptions& options)
      : mb_(board),
        meter_(Budget{}),
        ordering_(options.ordering),
        opt_(options),
        exact_dead_(options.exact_memo_limit),
        levels_(80) {
    const Marbles& mb = mb_;
    if (options.ordering == Ordering::lock_distance) {
      for (int i = 0; i < mb.count(); ++i)
        for (int j = 0; j < mb.count(); ++j) dist_[i][j] = static_cast<std::uint8_t>(distance(mb.cell(i), mb.cell(j)));
    }
    for (int r = 0; r < kMetals; ++r)
      for (int s = r + 1; s < kMetals; ++s) later_metals_[r] |= mb.of_kind(metal_of_rank(s));
    quick_ = mb.of_kind(Kind::quicksilver);
    salt_ = mb.of_kind(Kind::salt);
    vitae_ = mb.of_kind(Kind::vitae);
    mors_ = mb.of_kind(Kind::mors);
    gold_ = mb.of_kind(Kind::gold);
    metal_class_ = quick_ | mb.metals();
    element_class_ = mb.elements() | salt_;
    // The projections, smallest first: each closed class alone, then each pair of them, with the
    // elements split by element (salts kept with each, free to leave alone).
    const Mask vm = vitae_ | mors_;
    auto add = [&](unsigned classes, Mask members, bool salt_alone) {
      if (std::popcount(members) >= 2) projections_.push_back(ProjectionSpec{classes, members, salt_alone});
    };
    add(kVitaeMorsClass, vm, false);
    add(kMetalClass, metal_class_, false);
    for (int e = 0; e < kElements; ++e) add(kElementClass, mb.of_kind(static_cast<Kind>(e)) | salt_, true);
    single_projections_ = projections_.size();
    add(kVitaeMorsClass | kMetalClass, vm | metal_class_, false);
    for (int e = 0; e < kElements; ++e) {
      const Mask es = mb.of_kind(static_cast<Kind>(e)) | salt_;
      add(kElementClass | kMetalClass, es | metal_class_, true);
      add(kElementClass | kVitaeMorsClass, es | vm, true);
    }
    for (int e = 0; e < kElements; ++e)
      add(kAllClasses, mb.of_kind(static_cast<Kind>(e)) | salt_ | vm | metal_class_, true);
    projection_cache_.resize(projections_.size());
  }

  // 1: solved (path_ holds the moves), 0: proved dead, -1: this slice's budget spent. With
  // restarts, rounds take turns between the orderings with a node allowance that doubles after
  // each full cycle; the table of dead positions is kept from round to round (a position proved
  // dead stays dead), so each round starts where the earlier ones left their proofs. A round cut
  // short proves nothing. A slice that ends inside a round leaves the schedule where it is: the
  // next slice runs that round again (its proofs so far are in the table), so slices of any size
  // add up to the same complete search.
  int advance(const Budget& slice) {
    meter_ = BudgetMeter(slice);
    const std::uint64_t before = meter_.nodes();
    const int r = advance_rounds();
    total_nodes_ += meter_.nodes() - before;
    if (r != 1) path_.clear();
    return r;
  }
  const std::vector<MarblePair>& path() const { return path_; }
  std::uint64_t nodes() const { return total_nodes_; }
  std::uint64_t memo_hits() const { return memo_hits_; }
  // For searches that need proofs of deadness only (the solution counter): every test on
  // position m, all projections from the first call, their sub-searches' allowance growing with
  // the calls as it grows with a search's nodes.
  bool proved_dead(Mask m) {
    probes_ = std::max<std::uint64_t>(probes_ + 1, kEasyNodes + 1);
    return !passes(m, kAllClasses);
  }
  const Marbles& marbles() const { return mb_; }

 private:
  std::uint64_t spent_nodes() const { return total_nodes_ + meter_.nodes() + probes_; }
  int advance_rounds() {
    if (!opt_.restarts) return dfs(mb_.all(), kAllClasses, 0);
    if (cycle_.empty()) {
      cycle_ = {opt_.ordering};
      for (const Ordering o : {Ordering::best, Ordering::most_freed, Ordering::centre_distance, Ordering::none})
        if (o != opt_.ordering) cycle_.push_back(o);
    }
    for (;; ++round_) {
      ordering_ = cycle_[round_ % cycle_.size()];
      round_left_ = allowance_;
      const int r = dfs(mb_.all(), kAllClasses, 0);
      if (r != kRoundOver) return r;
      path_.clear();
      if (round_ % cycle_.size() == cycle_.size() - 1) allowance_ *= 2;
    }
  }

  int dfs(Mask m, unsigned touched, int depth) {
    if (m == 0) return 1;
    if (opt_.memo && known_dead(m)) {
      ++memo_hits_;
      return 0;
    }
    if (!meter_.spend()) return -1;
    if (round_left_-- == 0) return kRoundOver;
    if (!passes(m, touched)) return dead(m);
    const Mask free = mb_.free_in(m);

    if (opt_.clear_classes) {
      const std::size_t before = path_.size();
      const unsigned cleared = clear_classes(m, free);
      if (cleared != 0) {
        Mask next = m;
        for (std::size_t k = before; k < path_.size(); ++k) {
          next &= ~bit(path_[k].i);
          if (path_[k].j >= 0) next &= ~bit(path_[k].j);
        }
        const int r = dfs(next, cleared, depth + 1);
        if (r == 1) return 1;
        path_.resize(before);
        return r == 0 ? dead(m) : r;  // the cleared classes were a safe move: dead iff next is
      }
    }

    std::vector<Scored>& moves = levels_[depth];
    order(m, free, moves);
    for (std::size_t k = 0; k < moves.size(); ++k) {
      const MarblePair mv = moves[k].move;
      Mask next = m & ~bit(mv.i);
      if (mv.j >= 0) next &= ~bit(mv.j);
      path_.push_back(mv);
      const int r = dfs(next, class_of(mb_.kind(mv.i)), depth + 1);
      if (r == 1) return 1;
      path_.pop_back();
      if (r < 0) return r;
    }
    return dead(m);
  }

  bool known_dead(Mask m) const { return opt_.exact_memo ? exact_dead_.contains(m) : dead_.contains(m); }
  int dead(Mask m) {
    if (opt_.memo && opt_.exact_memo)
      exact_dead_.insert(m);
    else if (opt_.memo)
      dead_.insert(m);
    return 0;
  }

  // ---- pruning: each test is a necessary condition for a solution ----
  bool passes(Mask m, unsigned touched) {
    if (opt_.counts && !counts_ok(m, touched)) return false;
    if (opt_.metal_chain && (touched & kMetalClass) && !metal_chain_ok(m)) return false;
    // The two-class projections cost far more than most boards need: they join in once the
    // search has shown the board is not easy. (Skipping a test never makes an answer wrong.)
    const std::uint64_t nodes = spent_nodes();
    const std::size_t used = nodes > kEasyNodes       ? projections_.size()
                             : nodes > kVeryEasyNodes ? single_projections_
                                                      : 0;
    // The sub-searches may cost far more than the search they serve (a board where every
    // sub-board is solvable but hard to show so): their total stays within a fixed allowance plus
    // a multiple of the main search's nodes; beyond it the tests are skipped until the search has
    // caught up.
    if (opt_.projections && projection_work_ < kProjectionBase + kProjectionRatio * nodes)
      for (std::size_t p = 0; p < used; ++p)
        if ((touched & projections_[p].classes) && !projection_ok(p, m & projections_[p].members)) return false;
    return true;
  }

  bool counts_ok(Mask m, unsigned touched) const {
    if (touched & kElementClass) {
      int odd = 0;
      for (int e = 0; e < kElements; ++e) odd += std::popcount(m & mb_.of_kind(static_cast<Kind>(e))) & 1;
      const int salts = std::popcount(m & salt_);
      if (odd > salts || ((salts - odd) & 1) != 0) return false;
    }
    if ((touched & kVitaeMorsClass) && std::popcount(m & vitae_) != std::popcount(m & mors_)) return false;
    if ((touched & kMetalClass) && std::popcount(m & quick_) != std::popcount(m & mb_.metals() & ~gold_)) return false;
    return true;
  }

  // A metal leaves with a quicksilver while every later metal is still on the board: both must
  // be free with those metals present (and nothing else, at best).
  bool metal_chain_ok(Mask m) const {
    const Mask quick = m & quick_;
    for (Mask metals = m & mb_.metals() & ~gold_; metals; metals &= metals - 1) {
      const int x = std::countr_zero(metals);
      const Mask base = (m & later_metals_[metal_rank(mb_.kind(x))]) | bit(x);
      bool ok = false;
      for (Mask q = quick; q && !ok; q &= q - 1) {
        const Mask s = base | (q & -q);
        ok = mb_.is_free(x, s) && mb_.is_free(std::countr_zero(q), s);
      }
      if (!ok) return false;
    }
    return true;
  }

  // Is the sub-board `s` (the marbles of some classes) solvable with every other marble gone?
  // When the elements are in it but not all of them, a salt may also leave alone: in a solution
  // of the whole board it may pair with an element outside. A sub-search that outgrows its
  // allowance answers yes (it proves nothing) and is not tried again for that sub-board.
  bool projection_ok(std::size_t type, Mask s) {
    if (s == 0) return true;
    if (const auto it = projection_cache_[type].find(s); it != projection_cache_[type].end()) return it->second != 0;
    projection_left_ = kProjectionAllowance;
    const int r = projection(type, s);
    if (r < 0) projection_cache_[type].emplace(s, kGaveUp);
    return r != 0;
  }
  // 1 solvable, 0 not, -1 allowance spent.
  int projection(std::size_t type, Mask s) {
    if (s == 0) return 1;
    auto& cache = projection_cache_[type];
    if (const auto it = cache.find(s); it != cache.end()) return it->second;
    if (projection_left_-- == 0) return -1;
    ++projection_work_;
    if (!sub_board_counts_ok(type, s)) {
      cache.emplace(s, 0);
      return 0;
    }
    const std::size_t depth = static_cast<std::size_t>(std::popcount(s));
    if (projection_moves_.size() <= depth) projection_moves_.resize(depth + 1);
    std::vector<MarblePair>& moves = projection_moves_[depth];
    marble_moves(mb_, s, moves);
    if (projections_[type].salt_alone)
      for (Mask a = mb_.free_in(s) & salt_; a; a &= a - 1)
        moves.push_back(MarblePair{static_cast<std::int8_t>(std::countr_zero(a)), -1});
    for (const MarblePair mv : moves) {
      Mask next = s & ~bit(mv.i);
      if (mv.j >= 0) next &= ~bit(mv.j);
      const int r = projection(type, next);
      if (r != 0) {
        if (r == 1) cache.emplace(s, 1);
        return r;
      }
    }
    cache.emplace(s, 0);
    return 0;
  }

  // The counts and the metal chain, on a sub-board where a salt may leave alone (so one salt
  // covers an odd element) when salt_alone is set: necessary for the sub-board to be solvable,
  // for the same reasons as on the whole board.
  bool sub_board_counts_ok(std::size_t type, Mask s) const {
    const unsigned classes = projections_[type].classes;
    if ((classes & kVitaeMorsClass) && std::popcount(s & vitae_) != std::popcount(s & mors_)) return false;
    if (classes & kMetalClass) {
      if (std::popcount(s & quick_) != std::popcount(s & mb_.metals() & ~gold_)) return false;
      if (!metal_chain_ok(s)) return false;
    }
    if ((classes & kElementClass) && !projections_[type].salt_alone) {
      int odd = 0;
      for (int e = 0; e < kElements; ++e) odd += std::popcount(s & mb_.of_kind(static_cast<Kind>(e))) & 1;
      const int salts = std::popcount(s & salt_);
      if (odd > salts || ((salts - odd) & 1) != 0) return false;
    } else if (classes & kElementClass) {
      int odd = 0;
      for (int e = 0; e < kElements; ++e) odd += std::popcount(s & mb_.of_kind(static_cast<Kind>(e))) & 1;
      if (odd > std::popcount(s & salt_)) return false;
    }
    return true;
  }

  // ---- safe moves ----
  // A class that only pairs within itself, with every marble of it free and a complete pairing
  // available, can be removed at once: removing marbles never blocks others, and no other marble
  // needs these. Appends the moves to path_ and returns the classes cleared.
  unsigned clear_classes(Mask m, Mask free) {
    unsigned cleared = 0;
    auto push = [&](int i, int j) {
      path_.push_back(MarblePair{static_cast<std::int8_t>(i), static_cast<std::int8_t>(j)});
    };
    auto pair_off = [&](Mask a, Mask b) {  // equal counts
      for (; a; a &= a - 1, b &= b - 1) push(std::countr_zero(a), std::countr_zero(b));
    };
    const Mask vm = m & (vitae_ | mors_);
    if (vm != 0 && (vm & ~free) == 0 && std::popcount(m & vitae_) == std::popcount(m & mors_)) {
      pair_off(m & vitae_, m & mors_);
      cleared |= kVitaeMorsClass;
    }
    const Mask mc = m & metal_class_;
    if (mc != 0 && (mc & ~free) == 0 && std::popcount(m & quick_) == std::popcount(m & mb_.metals() & ~gold_)) {
      Mask q = m & quick_;
      for (int r = 0; r < kMetals - 1; ++r)
        for (Mask a = m & mb_.of_kind(metal_of_rank(r)); a; a &= a - 1, q &= q - 1)
          push(std::countr_zero(a), std::countr_zero(q));
      for (Mask g = m & gold_; g; g &= g - 1) push(std::countr_zero(g), -1);
      cleared |= kMetalClass;
    }
    const Mask ec = m & element_class_;
    if (ec != 0 && (ec & ~free) == 0) {
      Mask salts = m & salt_;
      int odd = 0;
      for (int e = 0; e < kElements; ++e) odd += std::popcount(m & mb_.of_kind(static_cast<Kind>(e))) & 1;
      const int n_salts = std::popcount(salts);
      if (odd <= n_salts && ((n_salts - odd) & 1) == 0) {
        for (int e = 0; e < kElements; ++e) {
          Mask a = m & mb_.of_kind(static_cast<Kind>(e));
          while (std::popcount(a) >= 2) {
            const int i = std::countr_zero(a);
            a &= a - 1;
            push(i, std::countr_zero(a));
            a &= a - 1;
          }
          if (a != 0) {
            push(std::countr_zero(a), std::countr_zero(salts));
            salts &= salts - 1;
          }
        }
        while (salts != 0) {
          const int i = std::countr_zero(salts);
          salts &= salts - 1;
          push(i, std::countr_zero(salts));
          salts &= salts - 1;
        }
        cleared |= kElementClass;
      }
    } else if ((m & salt_) == 0) {
      // Without salt each element pairs only with itself.
      for (int e = 0; e < kElements; ++e) {
        const Mask a = m & mb_.of_kind(static_cast<Kind>(e));
        if (a != 0 && (a & ~free) == 0 && (std::popcount(a) & 1) == 0) {
          for (Mask b = a; b; b &= b - 1) {
            const int i = std::countr_zero(b);
            b &= b - 1;
            push(i, std::countr_zero(b));
          }
          cleared |= kElementClass;
        }
      }
    }
    return cleared;
  }

  // ---- move ordering ----
  int freed_by(Mask m, Mask free, MarblePair mv) const {
    Mask next = m & ~bit(mv.i);
    Mask around = mb_.adjacent(mv.i);
    if (mv.j >= 0) {
      next &= ~bit(mv.j);
      around |= mb_.adjacent(mv.j);
    }
    int freed = 0;
    for (Mask c = around & next & ~free; c; c &= c - 1) freed += mb_.is_free(std::countr_zero(c), next);
    return freed;
  }
  int neighbours_of(Mask m, MarblePair mv) const {
    int n = std::popcount(mb_.adjacent(mv.i) & m);
    if (mv.j >= 0) n += std::popcount(mb_.adjacent(mv.j) & m);
    return n;
  }

  void order(Mask m, Mask free, std::vector<Scored>& out) {
    marble_moves(mb_, m, raw_);
    out.clear();
    Mask next_metal = 0;
    if (ordering_ == Ordering::lock_distance) {
      const int r = mb_.next_metal(m);
      if (r >= 0) next_metal = m & mb_.of_kind(metal_of_rank(r));
    }
    for (const MarblePair mv : raw_) {
      int score = 0;
      switch (ordering_) {
        case Ordering::none: score = -(mv.i * 64 + (mv.j < 0 ? 63 : mv.j)); break;
        case Ordering::lock_distance: {
          int d = 99;
          for (Mask l = next_metal; l; l &= l - 1) {
            const int x = std::countr_zero(l);
            d = std::min<int>(d, dist_[mv.i][x]);
            if (mv.j >= 0) d = std::min<int>(d, dist_[mv.j][x]);
          }
          score = opt_.lock_farthest ? d : -d;
          break;
        }
        case Ordering::most_freed: score = freed_by(m, free, mv); break;
        case Ordering::most_neighbours: score = neighbours_of(m, mv); break;
        case Ordering::centre_distance:
          score = -move_centre_distance(mb_.cell(mv.i), mv.j < 0 ? -1 : mb_.cell(mv.j), opt_.centre_distance);
          break;
        case Ordering::best:
          score =
              (class_of(mb_.kind(mv.i)) == kMetalClass ? 1000 : 0) + 16 * freed_by(m, free, mv) + neighbours_of(m, mv);
          break;
      }
      out.push_back(Scored{score, mv});
    }
    if (opt_.tie_order == TieOrder::cells) {
      // Marbles are numbered in cell order and a pair has i < j: the lower cell, then the other.
      std::sort(out.begin(), out.end(), [](const Scored& a, const Scored& b) {
        if (a.score != b.score) return a.score > b.score;
        return a.move.i != b.move.i ? a.move.i < b.move.i : a.move.j < b.move.j;
      });
    } else {
      std::stable_sort(out.begin(), out.end(), [](const Scored& a, const Scored& b) { return a.score > b.score; });
    }
  }

  static constexpr int kRoundOver = -2;
  const Marbles mb_;
  BudgetMeter meter_;  // this slice's
  std::uint64_t total_nodes_ = 0;
  std::uint64_t memo_hits_ = 0;
  std::uint64_t probes_ = 0;  // proved_dead calls (0 in a search)
  std::vector<Ordering> cycle_;
  std::size_t round_ = 0;
  std::uint64_t allowance_ = 2000;
  Ordering ordering_ = Ordering::best;
  std::uint64_t round_left_ = UINT64_MAX;
  SolverOptions opt_;
  BoundedStateSet dead_;     // positions proved dead (forgetting one only costs time)
  ExactMaskSet exact_dead_;  // the same, forgetting nothing (exact_memo)
  std::vector<MarblePair> path_;
  std::vector<std::vector<Scored>> levels_;
  std::vector<MarblePair> raw_;
  struct ProjectionSpec {
    unsigned classes = 0;  // the classes whose moves change it
    Mask members = 0;
    bool salt_alone = false;
  };
  static constexpr std::uint64_t kProjectionAllowance = 4000;
  static constexpr std::uint64_t kProjectionBase = 20000;
  static constexpr std::uint64_t kProjectionRatio = 2;
  static constexpr std::uint64_t kEasyNodes = 200;
  static constexpr std::uint64_t kVeryEasyNodes = 40;
  std::vector<ProjectionSpec> projections_;
  std::size_t single_projections_ = 0;
  static constexpr std::int8_t kGaveUp = -1;
  std::vector<std::unordered_map<Mask, std::int8_t>> projection_cache_;  // 1 solvable, 0 dead, kGaveUp
  std::uint64_t projection_left_ = 0;
  std::uint64_t projection_work_ = 0;                      // sub-search nodes, all projections together
  std::vector<std::vector<MarblePair>> projection_moves_;  // one buffer per number of marbles left
  std::array<std::array<std::uint8_t, 64>, 64> dist_{};
  std::array<Mask, kMetals> later_metals_{};
  Mask quick_ = 0, salt_ = 0, vitae_ = 0, mors_ = 0, gold_ = 0, metal_class_ = 0, element_class_ = 0;
};

}  // namespace

int move_centre_distance(int cell_a, int cell_b, CentreDistance reading) {
  const int a = ring_of(cell_a);
  if (cell_b < 0) return a;
  const int b = ring_of(cell_b);
  return reading == CentreDistance::sum ? a + b : std::min(a, b);
}

std::optional<Ordering> ordering_from_string(std::string_view name) {
  for (std::size_t k = 0; k < kOrderingNames.size(); ++k)
    if (kOrderingNames[k] == name) return kOrderings[k];
  return std::nullopt;
}
std::string_view to_string(Ordering ordering) { return kOrderingNames[static_cast<int>(ordering)]; }

struct SearchRun::Impl {
  Impl(const Board& board, const SolverOptions& options) : search(board, options) {}
  Search search;
  double ms = 0;
  bool done = false;
  SolveResult answer;
};

SearchRun::SearchRun(const Board& board, const SolverOptions& options)
    : impl_(std::make_unique<Impl>(board, options)) {}
SearchRun::~SearchRun() = default;

SolveResult SearchRun::advance(const Budget& slice) {
  if (impl_->done) return impl_->answer;
  const auto t0 = std::chrono::steady_clock::now();
  Search& search = impl_->search;
  const int r = search.advance(slice);
  SolveResult result;
  result.status = r == 1 ? Status::solved : r == 0 ? Status::unsolvable : Status::unknown;
  if (r == 1)
    for (const MarblePair mv : search.path()) result.solution.push_back(search.marbles().move(mv.i, mv.j));
  result.nodes = search.nodes();
  result.memo_hits = search.memo_hits();
  impl_->ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  result.ms = impl_->ms;
  if (r >= 0) {
    impl_->done = true;
    impl_->answer = result;
  }
  return result;
}

std::uint64_t SearchRun::nodes() const { return impl_->search.nodes(); }

struct DeadPositionTest::Impl {
  explicit Impl(const Board& board) : search(board, SolverOptions{}) {}
  Search search;
};
DeadPositionTest::DeadPositionTest(const Board& board) : impl_(std::make_unique<Impl>(board)) {}
DeadPositionTest::~DeadPositionTest() = default;
bool DeadPositionTest::proved_dead(std::uint64_t position) { return impl_->search.proved_dead(position); }

SolveResult solve(const Board& board, const Budget& budget, const SolverOptions& options) {
  return SearchRun(board, options).advance(budget);
}

namespace {
bool brute(const Board& board, std::set<std::string>& dead) {
  if (board.empty()) return true;
  const std::string key = format_board(board);
  if (dead.count(key)) return false;
  for (const Move m : legal_moves(board)) {
    Board next = board;
    apply(next, m);
    if (brute(next, dead)) return true;
  }
  dead.insert(key);
  return false;
}
}  // namespace

bool brute_force_solvable(const Board& board) {
  std::set<std::string> dead;
  return brute(board, dead);
}

std::optional<std::uint64_t> count_solutions(const Board& board, const Budget& budget) {
  const Marbles mb(board);
  BudgetMeter meter(budget);
  std::unordered_map<Mask, std::uint64_t> memo;
  std::vector<MarblePair> moves;
  bool spent = false;
  auto count = [&](auto&& self, Mask m) -> std::uint64_t {
    if (m == 0) return 1;
    if (const auto it = memo.find(m); it != memo.end()) return it->second;
    if (spent || !meter.spend()) {
      spent = true;
      return 0;
    }
    marble_moves(mb, m, moves);
    const std::vector<MarblePair> mine = moves;
    std::uint64_t total = 0;
    for (const MarblePair mv : mine) {
      Mask next = m & ~bit(mv.i);
      if (mv.j >= 0) next &= ~bit(mv.j);
      const std::uint64_t n = self(self, next);
      total = total > UINT64_MAX - n ? UINT64_MAX : total + n;
      if (spent) return 0;
    }
    memo.emplace(m, total);
    return total;
  };
  const std::uint64_t n = count(count, mb.all());
  if (spent) return std::nullopt;
  return n;
}

std::string check_solution(Board board, const std::vector<Move>& solution) {
  for (std::size_t k = 0; k < solution.size(); ++k) {
    const std::string why = why_illegal(board, solution[k]);
    if (!why.empty()) return "move " + std::to_string(k + 1) + " (" + format_move(solution[k]) + "): " + why;
    apply(board, solution[k]);
  }
  if (!board.empty()) return std::to_string(board.marbles()) + " marbles left after the last move";
  return "";
}

}  // namespace puzzlelab::sigmar
