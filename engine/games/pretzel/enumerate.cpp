#include "games/pretzel/enumerate.hpp"

#include <array>

#include "core/input_error.hpp"
#include "games/pretzel/blockade.hpp"

namespace puzzlelab::pretzel {

namespace {

constexpr std::uint8_t kUnreached = 0xff;

std::uint64_t binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

// Cards of a shape in a fixed order (suit by suit, rank ascending) and their dense numbers.
struct Numbering {
  Shape shape;
  int cards = 0;
  std::array<Card, kMaxCells> card{};
  std::array<int, 256> number{};
  std::uint64_t perms = 1;                         // cards!
  std::vector<std::vector<std::uint64_t>> choose;  // choose[n][k]

  explicit Numbering(const Shape& s) : shape(s) {
    for (int suit = 0; suit < s.suits; ++suit)
      for (int r = 2; r <= s.ranks; ++r) {
        number[make_card(suit, r)] = cards;
        card[cards++] = make_card(suit, r);
      }
    for (int i = 2; i <= cards; ++i) perms *= static_cast<std::uint64_t>(i);
    choose.assign(s.cells() + 1, std::vector<std::uint64_t>(s.suits + 2, 0));
    for (int n = 0; n <= s.cells(); ++n)
      for (int k = 0; k <= s.suits + 1; ++k) choose[n][k] = binomial(n, k);
  }

  std::uint64_t index(const Card* cells) const {
    // Hole set: combinatorial number system over the sorted hole cells.
    std::uint64_t combo = 0;
    int h = 0;
    int rest[kMaxCells];
    int m = 0;
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (cells[cell] == kHole) {
        ++h;
        combo += choose[cell][h];
      } else {
        rest[m++] = number[cells[cell]];
      }
    }
    // Lehmer code of the card sequence.
    std::uint64_t perm = 0;
    std::uint64_t used = 0;  // bit per card number already seen
    for (int i = 0; i < m; ++i) {
      const int smaller = rest[i] - __builtin_popcountll(used & ((std::uint64_t{1} << rest[i]) - 1));
      perm = perm * static_cast<std::uint64_t>(m - i) + static_cast<std::uint64_t>(smaller);
      used |= std::uint64_t{1} << rest[i];
    }
    return combo * perms + perm;
  }

  void cells_of(std::uint64_t index, Card* cells) const {
    std::uint64_t combo = index / perms;
    std::uint64_t perm = index % perms;
    // Hole set: the largest cell c with choose[c][h] <= combo, for h = k..1.
    bool hole[kMaxCells] = {};
    int c = shape.cells();
    for (int h = shape.suits; h >= 1; --h) {
      do --c;
      while (choose[c][h] > combo);
      hole[c] = true;
      combo -= choose[c][h];
    }
    // Lehmer digits, last position first.
    const int m = cards;
    int digit[kMaxCells];
    for (int i = m - 1; i >= 0; --i) {
      const auto base = static_cast<std::uint64_t>(m - i);
      digit[i] = static_cast<int>(perm % base);
      perm /= base;
    }
    std::uint64_t used = 0;
    int i = 0;
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (hole[cell]) {
        cells[cell] = kHole;
        continue;
      }
      // The digit[i]-th smallest unused card number.
      int d = digit[i++];
      int n = 0;
      for (;; ++n) {
        if (used >> n & 1) continue;
        if (d-- == 0) break;
      }
      used |= std::uint64_t{1} << n;
      cells[cell] = card[n];
    }
  }
};

}  // namespace

std::uint64_t count_deals(const Shape& shape) {
  // (kn)! / k! = product of (k+1)..kn
  std::uint64_t r = 1;
  for (int i = shape.suits + 1; i <= shape.cells(); ++i) {
    if (r > UINT64_MAX / static_cast<std::uint64_t>(i)) return 0;
    r *= static_cast<std::uint64_t>(i);
  }
  return r;
}

std::uint64_t deal_index(const Board& board) { return Numbering(board.shape).index(board.cells.data()); }

Board deal_at(const Shape& shape, std::uint64_t index) {
  Board board{shape, std::vector<Card>(shape.cells(), kHole)};
  Numbering(shape).cells_of(index, board.cells.data());
  return board;
}

namespace {

// Backward breadth-first search from the solved position over every deal. Returns false when
// the budget ran out.
bool backward_lengths(const Numbering& numbering, std::vector<std::uint8_t>& dist, std::vector<std::uint64_t>& layers,
                      BudgetMeter& meter) {
  const Shape& shape = numbering.shape;
  const int cells_count = shape.cells();
  const std::uint64_t deals = dist.size();
  const Board goal = solved_board(shape);
  dist[numbering.index(goal.cells.data())] = 0;
  layers.assign(1, 1);
  Card cells[kMaxCells];
  // Layer by layer: scan for the positions at distance d and undo every move into them.
  for (int d = 0; d < 254; ++d) {
    std::uint64_t next = 0;
    for (std::uint64_t i = 0; i < deals; ++i) {
      if (dist[i] != d) continue;
      if (!meter.spend()) return false;
      numbering.cells_of(i, cells);
      int holes[kMaxSuits];
      int nholes = 0;
      for (int cell = 0; cell < cells_count; ++cell)
        if (cells[cell] == kHole) holes[nholes++] = cell;
      for (int h = 0; h < cells_count; ++h) {
        const Card x = cells[h];
        if (x == kHole) continue;
        // X could have just arrived at h only if h is where X fits.
        const bool fits = shape.column(h) == 0 ? x == make_card(shape.row(h), 2) : cells[h - 1] == x - 1;
        if (!fits) continue;
        for (int j = 0; j < nholes; ++j) {
          const int p = holes[j];
          cells[p] = x;
          cells[h] = kHole;
          const std::uint64_t prev = numbering.index(cells);
          if (dist[prev] == kUnreached) {
            dist[prev] = static_cast<std::uint8_t>(d + 1);
            ++next;
          }
          cells[h] = x;
          cells[p] = kHole;
        }
      }
    }
    if (next == 0) break;
    layers.push_back(next);
  }
  return true;
}

std::uint64_t checked_deals(const Shape& shape) {
  validate(shape);
  const std::uint64_t deals = count_deals(shape);
  if (deals == 0 || deals > kMaxEnumerated)
    throw InputError("too_large", std::to_string(shape.suits) + " x " + std::to_string(shape.ranks) + " has " +
                                      (deals == 0 ? "more than 18446744073709551615" : std::to_string(deals)) +
                                      " deals ((kn)!/k!); enumeration takes at most " + std::to_string(kMaxEnumerated) +
                                      " (the largest sizes: 1 x 11, 2 x 5, 3 x 4, 4 x 3, 5 x 2, 6 x 2, 7 x 2)");
  return deals;
}

}  // namespace

std::vector<std::uint8_t> shortest_lengths(const Shape& shape, BudgetMeter& meter) {
  std::vector<std::uint8_t> dist(checked_deals(shape), kUnreached);
  std::vector<std::uint64_t> layers;
  if (!backward_lengths(Numbering(shape), dist, layers, meter)) return {};
  return dist;
}

Enumeration enumerate_deals(const Shape& shape, BudgetMeter& meter) {
  Enumeration e;
  e.shape = shape;
  e.deals = checked_deals(shape);
  // Every deal is visited once below, at a node each: a node budget smaller than the deals ends
  // the enumeration before its table of a byte a deal (up to 100 MB) is made.
  if (!meter.affords(e.deals)) return e;
  const Numbering numbering(shape);
  const int cells_count = shape.cells();
  std::vector<std::uint8_t> dist(e.deals, kUnreached);
  if (!backward_lengths(numbering, dist, e.lengths, meter)) return e;
  for (auto count : e.lengths) e.solvable += count;
  // The blockade detectors on every deal, checked against the exact answer.
  FrozenScratch scratch;
  const Geometry geometry(shape);
  Board board{shape, std::vector<Card>(cells_count, kHole)};
  for (std::uint64_t i = 0; i < e.deals; ++i) {
    if (!meter.spend()) return e;
    numbering.cells_of(i, board.cells.data());
    if (frozen_cards(geometry, board.cells.data(), scratch) > 0) {
      ++e.blocked;
      if (dist[i] != kUnreached) ++e.blocked_but_solvable;
    }
    if (!ducking_crabs(board).empty()) ++e.ducking_crabs;
    if (!duelling_deuces(board).empty()) ++e.duelling_deuces;
  }
  e.complete = true;
  return e;
}

}  // namespace puzzlelab::pretzel
