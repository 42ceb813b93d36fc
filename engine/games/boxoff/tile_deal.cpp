#include "games/boxoff/tile_deal.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <span>

#include "core/input_error.hpp"
#include "games/boxoff/big_count.hpp"

namespace puzzlelab::boxoff {

namespace {

[[noreturn]] void refuse_deal(const std::string& field, const std::string& problem) {
  throw InputError("bad_setup", "setup field " + field + ": " + problem);
}

std::string deal_letter(int colour) { return std::string(1, static_cast<char>('a' + colour)); }

std::string grid_text(const Params& p) { return std::to_string(p.rows) + "x" + std::to_string(p.cols); }

// The colours as the design gives them, one list per tile.
std::vector<std::vector<int>> tiles_of(const Params& p, const TileDesign& design, std::size_t squares) {
  if (!design.tiles.empty()) return design.tiles;
  std::vector<std::vector<int>> tiles;
  if (!design.cycle.empty()) {
    for (int s = 0; s < p.colours; ++s)
      for (const auto& offsets : design.cycle) {
        std::vector<int> tile;
        for (const int offset : offsets) tile.push_back((s + offset) % p.colours);
        tiles.push_back(tile);
      }
    return tiles;
  }
  const int per_colour = p.tokens_per_colour();
  for (int i = 0; i < p.squares(); ++i) {
    if (static_cast<std::size_t>(i) % squares == 0) tiles.emplace_back();
    tiles.back().push_back(design.fill == Fill::sorted ? i / per_colour : i % p.colours);
  }
  return tiles;
}

std::string tiles_field(const TileDesign& design) {
  return !design.tiles.empty() ? "tiles" : !design.cycle.empty() ? "cycle" : "fill";
}

bool l_shaped_slot(const std::vector<int>& slot, int cols) {
  if (slot.size() != 3) return false;
  const auto distance = [cols](int a, int b) { return std::abs(a / cols - b / cols) + std::abs(a % cols - b % cols); };
  const bool diagonal =
      std::abs(slot[1] / cols - slot[2] / cols) == 1 && std::abs(slot[1] % cols - slot[2] % cols) == 1;
  return distance(slot[0], slot[1]) == 1 && distance(slot[0], slot[2]) == 1 && diagonal;
}

bool straight_slot(const std::vector<int>& slot, int cols) {
  const auto same_row = [&](int s) { return s / cols == slot.front() / cols; };
  const auto same_col = [&](int s) { return s % cols == slot.front() % cols; };
  return slot.size() >= 2 &&
         (std::all_of(slot.begin(), slot.end(), same_row) || std::all_of(slot.begin(), slot.end(), same_col));
}

// A tile as a speaker reads it: its first square's colour, then the others', "a:ab".
std::string deal_tile_text(const std::vector<int>& tile) {
  std::string out = deal_letter(tile.front()) + ":";
  for (std::size_t i = 1; i < tile.size(); ++i) out += deal_letter(tile[i]);
  return out;
}

std::vector<std::string> supply_after(const std::vector<std::vector<int>>& tiles, std::size_t from, bool tokens) {
  std::vector<std::string> out;
  for (std::size_t i = from; i < tiles.size(); ++i)
    out.push_back(tokens ? deal_letter(tiles[i].front()) : deal_tile_text(tiles[i]));
  return out;
}

std::string count_word(int n) {
  static constexpr const char* words[] = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight"};
  return n >= 0 && n <= 8 ? words[n] : std::to_string(n);
}

std::vector<int> flip_tile(const std::vector<int>& tile, const std::vector<int>& flip) {
  std::vector<int> out(tile.size());
  for (std::size_t j = 0; j < tile.size(); ++j) out[j] = tile[static_cast<std::size_t>(flip[j])];
  return out;
}

void trace_start(const Params& p, const TileDeal& d, const std::vector<std::vector<int>>& tiles, SetupTrace& trace) {
  const std::string verb = d.shuffle ? "Shuffle" : "Take";
  const std::string kind = d.shuffle ? "shuffle" : "take";
  const std::string n = std::to_string(tiles.size());
  if (d.tokens()) {
    trace.add({kind,
               verb + " the " + n + " tokens" + (d.shuffle ? "" : " in the order listed") + ", " +
                   std::to_string(p.tokens_per_colour()) + " of each of the " + std::to_string(p.colours) + " colours",
               {},
               supply_after(tiles, 0, true)});
    return;
  }
  const std::string shape = d.l_shaped   ? "L-shaped"
                            : d.straight ? "straight"
                                         : std::to_string(d.slots.front().size()) + "-square";
  const std::string block = std::to_string(d.block_rows) + "x" + std::to_string(d.block_cols);
  const std::string each = d.slots_per_block == 1
                               ? " blocks, one " + shape + " slot each: "
                               : " blocks of " + count_word(d.slots_per_block) + " " + shape + " slots each: ";
  trace.add({"cut", "Cut the grid into " + block + each + std::to_string(d.slots.size()) + " slots", {}, {}});
  trace.add({kind,
             verb + " the " + n + " tiles" + (d.shuffle ? "" : " in the order listed") +
                 (d.l_shaped ? " (corner colour : arm colours)" : " (first square's colour : the others')"),
             {},
             supply_after(tiles, 0, false)});
}

}  // namespace

TileDeal resolve_deal(const Params& p, const TileDesign& design) {
  validate(p);
  const Block* chosen = nullptr;
  std::string sizes;
  for (const Block& block : design.blocks) {
    sizes += (sizes.empty() ? "" : ", ") + std::to_string(block.rows) + "x" + std::to_string(block.cols);
    if (!chosen && p.rows % block.rows == 0 && p.cols % block.cols == 0) chosen = &block;
  }
  if (!chosen)
    refuse_deal("blocks", "no block (" + sizes + ") divides the " + grid_text(p) + " grid: the tiles cannot cover it");
  TileDeal d;
  d.block_rows = chosen->rows;
  d.block_cols = chosen->cols;
  d.slots_per_block = static_cast<int>(chosen->slots.size());
  std::vector<std::pair<int, int>> corners;  // each block's top-left square, in reading order
  for (int i = 0; i < p.rows; i += chosen->rows)
    for (int j = 0; j < p.cols; j += chosen->cols) corners.emplace_back(i, j);
  const auto place = [&](const std::pair<int, int>& corner, const std::vector<Cell>& cells) {
    std::vector<int> squares;
    for (const Cell& c : cells) squares.push_back((corner.first + c.row) * p.cols + corner.second + c.col);
    d.slots.push_back(squares);
  };
  if (design.order == Order::slot_major) {
    for (const auto& cells : chosen->slots)
      for (const auto& corner : corners) place(corner, cells);
  } else {
    for (const auto& corner : corners)
      for (const auto& cells : chosen->slots) place(corner, cells);
  }
  const std::size_t squares = chosen->slots.front().size();
  d.tiles = tiles_of(p, design, squares);
  const std::string field = tiles_field(design);
  if (d.tiles.size() != d.slots.size())
    refuse_deal(field, std::to_string(d.tiles.size()) + " tiles" +
                           (design.cycle.empty() ? ""
                                                 : " (" + std::to_string(p.colours) + " colours x " +
                                                       std::to_string(design.cycle.size()) + " entries)") +
                           " for the " + std::to_string(d.slots.size()) + " slots of the " + grid_text(p) +
                           " grid: there must be one tile per slot");
  std::vector<int> count(static_cast<std::size_t>(p.colours), 0);
  for (const auto& tile : d.tiles)
    for (const int colour : tile) ++count[static_cast<std::size_t>(colour)];
  for (int k = 0; k < p.colours; ++k)
    if (count[static_cast<std::size_t>(k)] != p.tokens_per_colour())
      refuse_deal(field, "colour " + deal_letter(k) + " is on " + std::to_string(count[static_cast<std::size_t>(k)]) +
                             " squares; each of the " + std::to_string(p.colours) + " colours needs " +
                             std::to_string(p.tokens_per_colour()) + " (" + std::to_string(p.squares()) +
                             " squares shared equally)");
  d.shuffle = design.shuffle;
  d.flip = design.flip;
  d.l_shaped = std::all_of(d.slots.begin(), d.slots.end(), [&](const auto& s) { return l_shaped_slot(s, p.cols); });
  d.straight = std::all_of(d.slots.begin(), d.slots.end(), [&](const auto& s) { return straight_slot(s, p.cols); });
  return d;
}

Board deal(const Params& p, const TileDeal& d, Rng& rng, SetupTrace* trace) {
  // One shuffle of the whole list: the draws depend on its length alone, tokens or tiles.
  std::vector<std::vector<int>> tiles = d.tiles;
  if (d.shuffle) rng.shuffle(std::span<std::vector<int>>(tiles));
  if (trace) trace_start(p, d, tiles, *trace);
  std::vector<int> colours(static_cast<std::size_t>(p.squares()), 0);
  for (std::size_t i = 0; i < d.slots.size(); ++i) {
    const std::vector<int>& slot = d.slots[i];
    const bool flip = !d.flip.empty() && rng.coin();
    const std::vector<int> laid = flip ? flip_tile(tiles[i], d.flip) : tiles[i];
    std::vector<TracePlacement> placed;
    for (std::size_t j = 0; j < slot.size(); ++j) {
      colours[static_cast<std::size_t>(slot[j])] = laid[j];
      placed.push_back({slot[j], deal_letter(laid[j])});
    }
    if (!trace) continue;
    if (d.tokens()) {
      trace->add({"place", "Lay the next token, " + deal_letter(laid[0]) + ", on " + square_name(p.cols, slot[0]),
                  std::move(placed), supply_after(tiles, i + 1, true)});
    } else {
      trace->add({flip ? "flip" : "place",
                  "Tile " + deal_tile_text(tiles[i]) + (flip ? ", flipped," : "") + " into slot " +
                      std::to_string(i + 1) + (d.l_shaped ? ", its corner on " : ", its first square on ") +
                      square_name(p.cols, slot[0]),
                  std::move(placed), supply_after(tiles, i + 1, false)});
    }
  }
  Board board = board_from_colours(p.rows, p.cols, colours);
  board.colours = p.colours;
  for (int k = 0; k < p.colours; ++k) board.letters[static_cast<std::size_t>(k)] = static_cast<char>('a' + k);
  return board;
}

ChallengeCount count_deal(const TileDeal& d) {
  // Tiles alike up to a flip form one class; a class's tile shows one of its two sides.
  std::map<std::vector<int>, int> classes;
  int sided = 0;
  for (const auto& tile : d.tiles) {
    std::vector<int> key = tile;
    if (!d.flip.empty()) {
      const std::vector<int> other = flip_tile(tile, d.flip);
      if (other != tile) ++sided;
      key = std::min(tile, other);
    }
    ++classes[key];
  }
  BigCount count;
  double log10 = 0;
  if (d.shuffle) {
    int placed = 0;
    for (const auto& [kind, m] : classes)
      for (int j = 1; j <= m; ++j) {
        count.mul(static_cast<std::uint32_t>(++placed));
        count.div(static_cast<std::uint32_t>(j));
      }
    log10 = std::lgamma(static_cast<double>(d.tiles.size()) + 1.0) / std::log(10.0);
    for (const auto& [kind, m] : classes) log10 -= std::lgamma(m + 1.0) / std::log(10.0);
  }
  for (int i = 0; i < sided; ++i) count.mul(2);
  log10 += sided * std::log10(2.0);
  ChallengeCount out;
  out.exact = count.str();
  out.log10 = log10;
  const std::string t = std::to_string(d.tiles.size());
  const std::string f = std::to_string(sided);
  if (d.shuffle)
    out.formula = "t!/prod(m!)" + (sided > 0 ? " x 2^f, f = " + f + " tiles a flip changes" : std::string()) +
                  ", t = " + t + " tiles, m: the tiles alike" + (d.flip.empty() ? "" : " up to a flip");
  else
    out.formula = sided > 0 ? "2^f, f = " + f + " tiles a flip changes (laid in the order listed)"
                            : "1 (the tiles are laid in the order listed, unflipped)";
  return out;
}

std::vector<int> slot_of_squares(const Params& p, const TileDeal& d) {
  std::vector<int> out(static_cast<std::size_t>(p.squares()), -1);
  for (std::size_t i = 0; i < d.slots.size(); ++i)
    for (const int square : d.slots[i]) out[static_cast<std::size_t>(square)] = static_cast<int>(i);
  return out;
}

}  // namespace puzzlelab::boxoff
