// The published BoxOff setups as first written, square by square and tile by tile
// ([GD-entangled] sections II-A and V), before they became descriptions dealt by the tile
// interpreter (engine/games/boxoff/tile_deal.*): the reference the descriptions are checked
// against, board by board and trace step by step.
#pragma once

#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/rng.hpp"
#include "core/setup_trace.hpp"
#include "games/boxoff/rules.hpp"
#include "games/boxoff/setups.hpp"

namespace puzzlelab::boxoff {

namespace reference_setups_detail {

// ---- trace steps (core/setup_trace.hpp): a cell is a square, row * cols + column ----
inline std::string ref_letter(int colour) { return std::string(1, static_cast<char>('a' + colour)); }
inline std::vector<std::string> ref_token_letters(const std::vector<int>& colours, std::size_t from) {
  std::vector<std::string> out;
  for (std::size_t i = from; i < colours.size(); ++i) out.push_back(ref_letter(colours[i]));
  return out;
}
// A tile as a speaker reads it: corner colour, then the arms, "a:ab".
inline std::string ref_tile_text(const Tile& tile) {
  return ref_letter(tile.corner) + ":" + ref_letter(tile.arms[0]) + ref_letter(tile.arms[1]);
}
inline std::vector<std::string> ref_tile_texts(const std::vector<Tile>& tiles, std::size_t from) {
  std::vector<std::string> out;
  for (std::size_t i = from; i < tiles.size(); ++i) out.push_back(ref_tile_text(tiles[i]));
  return out;
}

}  // namespace reference_setups_detail

inline Board reference_generate(const Params& p, Setup setup, Rng& rng, SetupTrace* trace) {
  using namespace reference_setups_detail;  // the helpers above
  validate(p);
  std::vector<int> colours(p.squares());
  if (setup == Setup::shuffled) {
    // Tokens in colour order (k repeated hw/c times), one Fisher-Yates shuffle, laid in reading order.
    for (int s = 0; s < p.squares(); ++s) colours[s] = s / p.tokens_per_colour();
    rng.shuffle(std::span<int>(colours));
    if (trace) {
      trace->add({"shuffle",
                  "Shuffle the " + std::to_string(p.squares()) + " tokens, " + std::to_string(p.tokens_per_colour()) +
                      " of each of the " + std::to_string(p.colours) + " colours",
                  {},
                  ref_token_letters(colours, 0)});
      for (int s = 0; s < p.squares(); ++s)
        trace->add({"place",
                    "Lay the next token, " + ref_letter(colours[s]) + ", on " + square_name(p.cols, s),
                    {{s, ref_letter(colours[s])}},
                    ref_token_letters(colours, static_cast<std::size_t>(s) + 1)});
    }
  } else {
    // Tiles: one shuffle of the tile list, then for each slot in placement order (see tile_slots)
    // one coin: heads flips the tile (swaps its arms).
    std::vector<Tile> tiles = setup == Setup::l_tiles ? l_tiles(p) : three_colour_tiles(p);
    const std::vector<Slot> slots = tile_slots(p.rows, p.cols);
    rng.shuffle(std::span<Tile>(tiles));
    if (trace) {
      const bool wide = p.rows % 2 == 0 && p.cols % 3 == 0;
      trace->add({"cut",
                  std::string("Cut the grid into ") + (wide ? "2x3" : "3x2") +
                      " blocks of two L-shaped slots each: " + std::to_string(slots.size()) + " slots",
                  {},
                  {}});
      trace->add({"shuffle",
                  "Shuffle the " + std::to_string(tiles.size()) + " tiles (corner colour : arm colours)",
                  {},
                  ref_tile_texts(tiles, 0)});
    }
    for (std::size_t i = 0; i < slots.size(); ++i) {
      Tile tile = tiles[i];
      const bool flipped = rng.coin();
      if (flipped) std::swap(tile.arms[0], tile.arms[1]);
      colours[slots[i].corner] = tile.corner;
      colours[slots[i].arms[0]] = tile.arms[0];
      colours[slots[i].arms[1]] = tile.arms[1];
      if (trace)
        trace->add({flipped ? "flip" : "place",
                    "Tile " + ref_tile_text(tiles[i]) + (flipped ? ", flipped," : "") + " into slot " +
                        std::to_string(i + 1) + ", its corner on " + square_name(p.cols, slots[i].corner),
                    {{slots[i].corner, ref_letter(tile.corner)},
                     {slots[i].arms[0], ref_letter(tile.arms[0])},
                     {slots[i].arms[1], ref_letter(tile.arms[1])}},
                    ref_tile_texts(tiles, i + 1)});
    }
  }
  Board board = board_from_colours(p.rows, p.cols, colours);
  board.colours = p.colours;
  for (int k = 0; k < p.colours; ++k) board.letters[k] = static_cast<char>('a' + k);
  return board;
}

}  // namespace puzzlelab::boxoff
