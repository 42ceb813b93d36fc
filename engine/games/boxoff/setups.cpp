#include "games/boxoff/setups.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/input_error.hpp"
#include "games/boxoff/big_count.hpp"
#include "games/boxoff/tile_deal.hpp"
#include "games/boxoff/tile_design.hpp"

namespace puzzlelab::boxoff {

namespace {

std::string size_text(const Params& p) {
  std::string out = "(";  // built with += : GCC 12 warns (-Wrestrict, falsely) on "(" + std::string
  out += std::to_string(p.rows);
  out += ',';
  out += std::to_string(p.cols);
  out += ',';
  out += std::to_string(p.colours);
  out += ')';
  return out;
}

}  // namespace

const std::array<SetupInfo, 3>& all_setups() {
  static constexpr std::array<SetupInfo, 3> setups = {{
      {Setup::shuffled, "shuffled", "The tokens, an equal number of each colour, shuffled into the grid.",
       "entangled-components paper, section II-A (Shuffled)"},
      {Setup::l_tiles, "l-tiles",
       "L-shaped tiles, two squares of one colour and one of another, shuffled, flipped and laid in 2x3 blocks.",
       "entangled-components paper, section II-A (L-Tiles)"},
      {Setup::three_colour_tiles, "three-colour-tiles",
       "The papers' control: L-shaped tiles with three different colours each, laid like L-Tiles.",
       "entangled-components paper, section V (the three-colour control)"},
  }};
  return setups;
}

std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(all_setups(), name); }

std::string_view to_string(Setup setup) { return name_of_setup(all_setups(), setup); }

std::vector<Slot> tile_slots(int rows, int cols) {
  std::vector<Slot> first, second;
  auto at = [cols](int r, int c) { return r * cols + c; };
  if (rows % 2 == 0 && cols % 3 == 0) {
    // 2x3 block at (i, j):  C1 A1 A2      slot 1: corner (i,j), arms (i,j+1), (i+1,j)
    //                       A1 A2 C2      slot 2: corner (i+1,j+2), arms (i,j+2), (i+1,j+1)
    for (int i = 0; i < rows; i += 2)
      for (int j = 0; j < cols; j += 3) {
        first.push_back({at(i, j), {at(i, j + 1), at(i + 1, j)}});
        second.push_back({at(i + 1, j + 2), {at(i, j + 2), at(i + 1, j + 1)}});
      }
  } else if (rows % 3 == 0 && cols % 2 == 0) {
    // 3x2 block at (i, j), the 2x3 block transposed:  C1 A1
    //                                                 A1 A2
    //                                                 A2 C2
    for (int i = 0; i < rows; i += 3)
      for (int j = 0; j < cols; j += 2) {
        first.push_back({at(i, j), {at(i + 1, j), at(i, j + 1)}});
        second.push_back({at(i + 2, j + 1), {at(i + 2, j), at(i + 1, j + 1)}});
      }
  } else {
    throw InputError("bad_params",
                     "tile setups lay the grid in 2x3 blocks (rows even, columns a multiple of 3) or 3x2 blocks "
                     "(rows a multiple of 3, columns even); a " +
                         std::to_string(rows) + "x" + std::to_string(cols) + " grid fits neither");
  }
  first.insert(first.end(), second.begin(), second.end());
  return first;
}

std::vector<int> tile_of_squares(int rows, int cols) {
  const std::vector<Slot> slots = tile_slots(rows, cols);
  std::vector<int> out(static_cast<std::size_t>(rows * cols), -1);
  for (std::size_t i = 0; i < slots.size(); ++i)
    for (const int square : {slots[i].corner, slots[i].arms[0], slots[i].arms[1]})
      out[static_cast<std::size_t>(square)] = static_cast<int>(i);
  return out;
}

std::vector<Tile> l_tiles(const Params& p) {
  validate(p);
  const int t = static_cast<int>(tile_slots(p.rows, p.cols).size());
  const int c = p.colours;
  const int n = p.tokens_per_colour();
  std::vector<Tile> tiles;
  // The papers' cycles: every colour is S on two tiles, D = S+1 and S+2 (4 colours) or S+1 and
  // S+4 (6 colours), in that order for each S.
  if (t == 2 * c && (c == 4 || c == 6)) {
    const int second = c == 4 ? 2 : 4;
    for (int s = 0; s < c; ++s)
      for (int offset : {1, second}) tiles.push_back({s, {s, (s + offset) % c}});
    return tiles;
  }
  // The general construction. S: colour i mod c for tile i, so S counts differ by at most one;
  // colour k is then S on s_k tiles and must be D on d_k = n - 2 s_k tiles. Tiles are listed by
  // S, the D's as the sorted multiset (colour k d_k times); tile i takes D number (i + r) mod t,
  // for the rotation r in 1..t-1 that never pairs a colour with itself and gives the most
  // different tiles (the smallest such r on ties). For (4,6,4) this gives the paper's cycle.
  std::vector<int> s_list(t), d_list;
  std::vector<int> s_count(c, 0);
  for (int i = 0; i < t; ++i) ++s_count[i % c];
  for (int k = 0, i = 0; k < c; ++k)
    for (int j = 0; j < s_count[k]; ++j) s_list[i++] = k;
  for (int k = 0; k < c; ++k) {
    const int d = n - 2 * s_count[k];
    if (d < 0)
      throw InputError("bad_params", "no L-tile set for " + size_text(p) + ": colour " +
                                         std::string(1, static_cast<char>('a' + k)) + " would need " +
                                         std::to_string(2 * s_count[k]) + " squares as S but has only " +
                                         std::to_string(n) + " tokens (use fewer colours or a larger grid)");
    d_list.insert(d_list.end(), d, k);
  }
  int best_r = -1, best_distinct = -1;
  for (int r = 1; r < t; ++r) {
    bool ok = true;
    std::vector<std::pair<int, int>> kinds;
    for (int i = 0; i < t && ok; ++i) {
      const int d = d_list[(i + r) % t];
      ok = d != s_list[i];
      kinds.emplace_back(s_list[i], d);
    }
    if (!ok) continue;
    std::sort(kinds.begin(), kinds.end());
    const int distinct = static_cast<int>(std::unique(kinds.begin(), kinds.end()) - kinds.begin());
    if (distinct > best_distinct) best_distinct = distinct, best_r = r;
  }
  if (best_r < 0)
    throw InputError("bad_params", "no L-tile set for " + size_text(p) + ": the colour counts cannot be balanced");
  for (int i = 0; i < t; ++i) tiles.push_back({s_list[i], {s_list[i], d_list[(i + best_r) % t]}});
  return tiles;
}

std::vector<Tile> three_colour_tiles(const Params& p) {
  validate(p);
  const int t = static_cast<int>(tile_slots(p.rows, p.cols).size());
  const int c = p.colours;
  if (c < 3) throw InputError("bad_params", "three-colour tiles need at least 3 colours, not " + std::to_string(c));
  std::vector<Tile> tiles;
  if (p.rows * p.cols == 24 && c == 4) {
    // The authors' control set for (4,6,4): corner k, arms {k+1, k+2} and {k+3, k+2}.
    static constexpr int paper[8][3] = {{0, 1, 2}, {3, 0, 1}, {2, 3, 0}, {1, 2, 3},
                                        {0, 3, 2}, {1, 0, 3}, {2, 1, 0}, {3, 2, 1}};
    for (const auto& row : paper) tiles.push_back({row[0], {row[1], row[2]}});
    return tiles;
  }
  // General: the colours 0, 1, ..., c-1, 0, 1, ... (hw squares, so each colour hw/c times) cut
  // into consecutive triples; three consecutive colours always differ as c >= 3.
  for (int i = 0; i < t; ++i) tiles.push_back({(3 * i) % c, {(3 * i + 1) % c, (3 * i + 2) % c}});
  return tiles;
}

void check_setup(const Params& params, Setup setup) {
  validate(params);
  if (setup == Setup::l_tiles) (void)l_tiles(params);
  if (setup == Setup::three_colour_tiles) (void)three_colour_tiles(params);
}

Board generate(const Params& p, Setup setup, Rng& rng, SetupTrace* trace) {
  // Every published setup is a tile design (tile_design.hpp), dealt by the one interpreter that
  // deals described setups too.
  return deal(p, resolve_deal(p, builtin_design(p, setup)), rng, trace);
}

Board generate(const Params& params, Setup setup, std::uint64_t seed, SetupTrace* trace) {
  Rng rng(seed);
  return generate(params, setup, rng, trace);
}

ChallengeCount count_challenges(const Params& p, Setup setup) {
  check_setup(p, setup);
  ChallengeCount out;
  BigCount count;
  double log10 = 0;
  if (setup == Setup::shuffled) {
    // Multiply up (hw)! and divide by each k! as we go; every partial quotient is an integer
    // (a product of multinomial coefficients).
    const int k = p.tokens_per_colour();
    for (int colour = 0; colour < p.colours; ++colour)
      for (int j = 1; j <= k; ++j) {
        count.mul(static_cast<std::uint32_t>(colour * k + j));
        count.div(static_cast<std::uint32_t>(j));
      }
    log10 = (std::lgamma(p.squares() + 1.0) - p.colours * std::lgamma(k + 1.0)) / std::log(10.0);
    out.formula = "(hw)!/(k!)^c, k = hw/c";
  } else {
    const std::vector<Tile> tiles = setup == Setup::l_tiles ? l_tiles(p) : three_colour_tiles(p);
    std::map<std::array<int, 3>, int> kinds;
    for (const Tile& tile : tiles)
      ++kinds[{tile.corner, std::min(tile.arms[0], tile.arms[1]), std::max(tile.arms[0], tile.arms[1])}];
    const int t = static_cast<int>(tiles.size());
    // t! / prod(m!) as a product of binomials, then 2^t.
    int placed = 0;
    for (const auto& [kind, m] : kinds)
      for (int j = 1; j <= m; ++j) {
        count.mul(static_cast<std::uint32_t>(++placed));
        count.div(static_cast<std::uint32_t>(j));
      }
    for (int i = 0; i < t; ++i) count.mul(2);
    log10 = t * std::log10(2.0) + std::lgamma(t + 1.0) / std::log(10.0);
    for (const auto& [kind, m] : kinds) log10 -= std::lgamma(m + 1.0) / std::log(10.0);
    out.formula = kinds.size() == tiles.size() ? "2^t t!, t = hw/3" : "2^t t!/prod(m!), t = hw/3, m: identical tiles";
  }
  out.exact = count.str();
  out.log10 = log10;
  return out;
}

}  // namespace puzzlelab::boxoff
