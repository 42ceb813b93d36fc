// A tile set: how many marbles of each kind a board holds (docs/SIGMAR.md, "Tile sets"). The game
// uses the standard set (8 of each element, 4 salt, 4 vitae, 4 mors, 5 quicksilver, the six
// metals: 55 marbles); [Ruigrok] section 4 reduces to boards with other counts, so any set the
// rules can clear is a game parameter. A set of m metals is gold and the m - 1 metals below it
// (silver, copper, ... down), so the metals present always run from some metal up to gold and
// the removal order is the standard one with the lower metals left out.
#pragma once

#include <optional>
#include <string>

#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

struct TileSet {
  int elements = 8;  // of each of air, earth, fire, water
  int salt = 4;
  int vitae_mors = 4;  // vitae, and as many mors
  int metals = 6;      // gold and the metals below it, 1..6
  int quicksilver = 5;

  // The marbles of one kind in this set (metals: one each, from rank kMetals - metals up).
  int count(Kind k) const;
  int marbles() const;
  // The rank (0 lead .. 5 gold) of the first metal to leave.
  int lowest_metal() const { return kMetals - metals; }
  bool standard() const { return *this == TileSet{}; }
  friend bool operator==(const TileSet&, const TileSet&) = default;
};

// The solver numbers a position's marbles in a 64-bit mask.
inline constexpr int kMaxMarbles = 64;

// Empty when the rules can clear a board of this set, else the problem in words: a count out of
// range, quicksilver not one fewer than the metals, elements left over that the salt cannot
// cover (or an odd salt left alone), more marbles than the solver's 64.
std::string why_invalid(const TileSet& set);
// Throws InputError("bad_params", why_invalid(set)) for a set that cannot be valid.
void check_tile_set(const TileSet& set);

// The set whose counts a board holds, when they make a valid set (equal elements, vitae as many
// as mors, one each of gold and the metals just below it); nullopt otherwise.
std::optional<TileSet> tile_set_of_board(const Board& board);

// The board text checked against a set: parse_cells, then gold and every count as the set has
// them. Throws InputError("bad_board", ...) naming the count that is off.
Board parse_board(std::string_view text, const TileSet& set);

// "8 of each element, 4 salt, 4 vitae, 4 mors, 5 quicksilver, lead..gold (55 marbles)".
std::string describe(const TileSet& set);

}  // namespace puzzlelab::sigmar
