// The solver's design and the soundness of each test are argued in docs/BOXOFF.md ("Solver");
// the comments here give the short form.
//
// Two facts carry everything:
//  (M) Monotonicity. Removing tokens never makes a legal move illegal, except moves that use the
//      removed tokens: legality asks that a rectangle hold no *other* token, and removals only
//      empty squares. So a move legal now stays legal as long as its own two tokens remain.
//  (P) Projection. If a position is solvable, so is the sub-position made of the tokens of any
//      set of colours: take a solution and keep only the moves of those colours. Each kept move
//      is made on a board holding a subset of the tokens the full solution had at that time, so
//      its rectangle is still clear (M, applied to a set of squares instead of a move order).
#include "games/boxoff/solver.hpp"

#include <algorithm>
#include <chrono>
#include <unordered_set>

#include "core/bounded_state_set.hpp"

namespace puzzlelab::boxoff {

namespace {

struct MoveList {
  std::array<Move, 1024> moves;  // at most 2 colours x C(32, 2) = 992 pairs on 64 squares
  int size = 0;
};

class Search {
 public:
  Search(const Board& board, const SolverOptions& options, BudgetMeter& meter)
      : g_(board.geometry()), options_(options), meter_(meter) {
    for (int k = 0; k < board.colours; ++k)
      if (board.colour[k] != 0) colour_[colours_++] = board.colour[k];
  }

  // True when occ can be emptied; `path` then holds the moves (when record is set).
  bool solvable(Mask occ, bool record, bool project) {
    if (occ == 0) return true;
    if (aborted_) return false;
    if (options_.memo && dead_.contains(occ)) return false;
    if (!meter_.spend() || meter_.nodes() >= round_end_) {
      aborted_ = true;
      return false;
    }
    bool ok = false;
    int cleared = 0;
    if (options_.clear_colours && clear_a_colour(occ, cleared)) {
      // occ is solvable exactly when occ without that colour is (see clear_a_colour).
      const Mask colour = colour_of(cleared_square_);
      if (record) path.insert(path.end(), clearing_.begin(), clearing_.begin() + cleared);
      ok = solvable(occ & ~colour, record, project);
      if (!ok && record) path.resize(path.size() - cleared);
    } else if (!dead_end(occ, project)) {
      MoveList list;
      generate(occ, list);
      for (int i = 0; i < list.size && !ok && !aborted_; ++i) {
        const Move m = list.moves[i];
        if (record) path.push_back(m);
        ok = solvable(occ & ~(bit(m.a) | bit(m.b)), record, project);
        if (!ok && record) path.pop_back();
      }
    }
    if (!ok && !aborted_ && options_.memo) dead_.insert(occ);
    return ok;
  }

  // Starts a fresh descent from the root that gives up after `allowance` more nodes (0: never),
  // trying moves in `ordering`. What earlier descents proved (dead positions, solvable
  // projections) stays known.
  void start_round(Ordering ordering, std::uint64_t allowance) {
    ordering_ = ordering;
    round_end_ = allowance == 0 ? UINT64_MAX : meter_.nodes() + allowance;
    aborted_ = false;
    path.clear();
  }
  bool aborted() const { return aborted_; }
  std::vector<Move> path;

 private:
  Mask colour_of(int square) const {
    for (int k = 0; k < colours_; ++k)
      if ((colour_[k] >> square) & 1u) return colour_[k];
    return 0;
  }

  // Clearing a colour. If the tokens of one colour can all be removed now, by moves of that
  // colour alone with every other token still in place, then occ is solvable exactly when occ
  // without that colour is: (=>) by projection (P), the other colours' sub-position of a
  // solvable position is solvable; (<=) clear the colour, then solve the rest. So the solver
  // clears it and tries nothing else here. This generalises the forced move (a colour's last two
  // tokens with a clear rectangle). Finding the clearing sequence is a small search over the
  // colour's own tokens, capped at kClearNodes expansions (giving up is always sound). On
  // success the moves are in clearing_[0..count) and cleared_square_ names a square of the
  // colour.
  static constexpr int kClearNodes = 64;
  bool clear_a_colour(Mask occ, int& count) {
    for (int k = 0; k < colours_; ++k) {
      const Mask mine = occ & colour_[k];
      if (mine == 0) continue;
      // Quick necessary test: every token needs a partner whose rectangle holds no token of
      // another colour.
      const Mask others = occ & ~mine;
      bool hopeful = true;
      for (Mask rest = mine; rest != 0 && hopeful; rest &= rest - 1)
        hopeful = has_partner(std::countr_zero(rest), mine, others);
      if (!hopeful) continue;
      int budget = kClearNodes;
      count = 0;
      if (clear_colour(mine, others, 0, budget)) {
        count = std::popcount(mine) / 2;
        cleared_square_ = std::countr_zero(mine);
        return true;
      }
    }
    return false;
  }

  bool clear_colour(Mask mine, Mask others, int depth, int& budget) {
    if (mine == 0) return true;
    if (--budget < 0) return false;
    const Mask occ = mine | others;
    for (Mask first = mine; first != 0; first &= first - 1) {
      const int a = std::countr_zero(first);
      for (Mask second = first & (first - 1); second != 0; second &= second - 1) {
        const int b = std::countr_zero(second);
        if ((g_.rect(a, b) & occ) != (bit(a) | bit(b))) continue;
        clearing_[depth] = make_move(a, b);
        if (clear_colour(mine & ~(bit(a) | bit(b)), others, depth + 1, budget)) return true;
        if (budget < 0) return false;
      }
    }
    return false;
  }

  // Sound tests that occ cannot be emptied (each argued below); false when unsure.
  bool dead_end(Mask occ, bool project) {
    if (options_.blockade_test && blockade(occ)) return true;
    if (project && options_.pair_projection && !projections_solvable(occ)) return true;
    return false;
  }

  // Blockade. A colour with exactly two tokens left must remove them together, after every
  // token inside their rectangle is gone. If such a pair's rectangle holds a token of another
  // colour that is also down to two, that pair must go first. A cycle of "must go first" among
  // these pairs can never be resolved: the position is dead. (A special case of projection,
  // but it costs a few instructions and catches the commonest deadlock.)
  bool blockade(Mask occ) const {
    std::array<int, kMaxColours> pair_of{};  // colour -> index among the pairs, or -1
    std::array<Mask, kMaxColours> inside{};
    std::array<int, kMaxColours> owner{};
    int pairs = 0;
    for (int k = 0; k < colours_; ++k) {
      const Mask mine = occ & colour_[k];
      pair_of[k] = -1;
      if (std::popcount(mine) != 2) continue;
      const int a = std::countr_zero(mine), b = 63 - std::countl_zero(mine);
      inside[pairs] = g_.rect(a, b) & occ & ~mine;
      owner[pairs] = k;
      pair_of[k] = pairs++;
    }
    if (pairs < 2) return false;
    // after[i]: the pairs that must go before pair i.
    std::array<std::uint8_t, kMaxColours> before{};
    for (int i = 0; i < pairs; ++i)
      for (int j = 0; j < pairs; ++j)
        if (i != j && (inside[i] & colour_[owner[j]]) != 0) before[i] |= static_cast<std::uint8_t>(1u << j);
    // Peel off pairs with nothing left before them; whatever cannot be peeled lies on a cycle
    // (or waits for one).
    std::uint8_t left = static_cast<std::uint8_t>((1u << pairs) - 1);
    for (bool changed = true; changed;) {
      changed = false;
      for (int i = 0; i < pairs; ++i)
        if ((left >> i & 1u) && (before[i] & left) == 0) {
          left = static_cast<std::uint8_t>(left & ~(1u << i));
          changed = true;
        }
    }
    return left != 0;
  }

  // Projection (P): the sub-position of every two colours must be solvable. Sub-positions are
  // positions like any other (a mask; each square's colour is fixed), so they share the table of
  // dead positions; those found solvable are remembered separately. With two colours or fewer
  // left the sub-position is the position itself, and one colour alone can always be emptied
  // (the pair of its tokens with the smallest rectangle holds no third token of its colour), so
  // only pairs of colours are checked.
  bool projections_solvable(Mask occ) {
    std::array<Mask, kMaxColours> present{};
    int n = 0;
    for (int k = 0; k < colours_; ++k)
      if ((occ & colour_[k]) != 0) present[n++] = occ & colour_[k];
    if (n <= 2) return true;
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        const Mask sub = present[i] | present[j];
        if (solvable_.contains(sub)) continue;
        if (options_.memo && dead_.contains(sub)) return false;
        const bool ok = solvable(sub, false, false);
        if (aborted_) return true;
        if (!ok) return false;
        solvable_.insert(sub);
      }
    return true;
  }

  // Whether token a has a partner among `mine` whose rectangle holds no token of `blockers`
  // other than the two of them.
  bool has_partner(int a, Mask mine, Mask blockers) const {
    for (Mask cand = mine & ~bit(a); cand != 0; cand &= cand - 1) {
      const int b = std::countr_zero(cand);
      if ((g_.rect(a, b) & blockers & ~(bit(a) | bit(b))) == 0) return true;
    }
    return false;
  }

  // The tokens among `among` that no legal move of occ would remove.
  Mask stranded(Mask occ, Mask among) const {
    Mask out = 0;
    for (int k = 0; k < colours_; ++k) {
      const Mask mine = occ & colour_[k];
      for (Mask rest = mine & among; rest != 0; rest &= rest - 1) {
        const int a = std::countr_zero(rest);
        if (!has_partner(a, mine, occ)) out |= bit(a);
      }
    }
    return out;
  }

  // The legal moves of occ, best first. A colour down to its last two tokens whose rectangle is
  // clear is a forced move: those two must be removed together in any solution, and by (M)
  // removing them first keeps every later move of that solution legal; so if occ is solvable at
  // all, it is solvable starting with this move, and no other move needs to be tried.
  void generate(Mask occ, MoveList& out) const {
    struct Scored {
      int score;
      Move move;
    };
    std::array<Scored, 1024> scored;
    int n = 0;
    // For the lookahead: by (M) a token with a partner keeps it when two tokens of another
    // colour go, so after a move only the mover's colour and the tokens stranded now can be
    // stranded.
    const bool lookahead = ordering_ == Ordering::fewest_stranded;
    const Mask stranded_now = lookahead ? stranded(occ, occ) : 0;
    for (int k = 0; k < colours_; ++k) {
      const Mask mine = occ & colour_[k];
      const Mask suspects = mine | (stranded_now & ~colour_[k]);
      const int count = std::popcount(mine);
      for (Mask first = mine; first != 0; first &= first - 1) {
        const int a = std::countr_zero(first);
        for (Mask second = first & (first - 1); second != 0; second &= second - 1) {
          const int b = std::countr_zero(second);
          const Mask ends = bit(a) | bit(b);
          const Mask box = g_.rect(a, b);
          if ((box & occ) != ends) continue;
          if (count == 2 && options_.forced_moves) {
            out.moves[0] = make_move(a, b);
            out.size = 1;
            return;
          }
          // Balanced: colours with the most tokens left first (so that no colour is left at the
          // end with few, far-apart tokens), then small rectangles (adjacent tokens first).
          // Fewest stranded: the same, after the number of tokens the move leaves with no
          // partner they could be removed with right now (a one-move lookahead).
          int score = (64 - count) * 64 + std::popcount(box);
          if (lookahead) score += std::popcount(stranded(occ & ~ends, suspects & ~ends)) * 4096;
          scored[n++] = {score, make_move(a, b)};
        }
      }
    }
    std::stable_sort(scored.begin(), scored.begin() + n,
                     [](const Scored& x, const Scored& y) { return x.score < y.score; });
    for (int i = 0; i < n; ++i) out.moves[i] = scored[i].move;
    out.size = n;
  }

  Geometry g_;
  SolverOptions options_;
  BudgetMeter& meter_;
  std::array<Mask, kMaxColours> colour_{};
  int colours_ = 0;
  BoundedStateSet dead_;      // positions proved dead (sub-positions of projections too)
  BoundedStateSet solvable_;  // two-colour projections found solvable
  bool aborted_ = false;
  Ordering ordering_ = Ordering::balanced;
  std::uint64_t round_end_ = UINT64_MAX;
  std::array<Move, 32> clearing_{};
  int cleared_square_ = 0;
};

}  // namespace

constexpr std::uint64_t kFirstRoundNodes = 30000;

SolveResult solve(const Board& board, const Budget& budget, const SolverOptions& options) {
  BudgetMeter meter(budget);
  Search search(board, options, meter);
  SolveResult result;
  bool ok = false;
  if (options.ordering != Ordering::alternating) {
    search.start_round(options.ordering, 0);
    ok = search.solvable(board.occupied(), true, true);
  } else {
    // Either ordering alone has a heavy tail: on a few boards in a thousand it wanders into a
    // huge dead subtree that the other ordering avoids (on one 6x8x3 board, 240 nodes against
    // over 30 million). Restarts that take turns, each pair with twice the allowance of the
    // last, cost at most a small factor over the better ordering, and lose nothing: positions
    // proved dead stay in the table. The node allowances make the answer deterministic.
    for (int round = 0;; ++round) {
      const Ordering ordering = round % 2 == 0 ? Ordering::balanced : Ordering::fewest_stranded;
      search.start_round(ordering, kFirstRoundNodes << std::min(round / 2, 40));
      ok = search.solvable(board.occupied(), true, true);
      if (ok || !search.aborted() || meter.spent()) break;
    }
  }
  result.status = ok ? Status::solved : search.aborted() ? Status::unknown : Status::unsolvable;
  if (ok) result.solution = search.path;
  result.nodes = meter.nodes();
  result.ms = meter.elapsed_ms();
  return result;
}

namespace {

bool brute(const Board& board, Mask occ, std::unordered_set<Mask>& seen) {
  if (occ == 0) return true;
  if (!seen.insert(occ).second) return false;  // already explored, and it failed
  Board here = board;
  for (int k = 0; k < here.colours; ++k) here.colour[k] &= occ;
  for (const Move m : legal_moves(here))
    if (brute(board, occ & ~(bit(m.a) | bit(m.b)), seen)) return true;
  return false;
}

}  // namespace

bool brute_force_solvable(const Board& board) {
  std::unordered_set<Mask> seen;
  return brute(board, board.occupied(), seen);
}

}  // namespace puzzlelab::boxoff
