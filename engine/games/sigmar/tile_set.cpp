#include "games/sigmar/tile_set.hpp"

#include "core/input_error.hpp"

namespace puzzlelab::sigmar {

namespace {

std::string plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The elements each kind leaves over for salt (one per kind when the count is odd).
int odd_elements(const TileSet& set) { return set.elements % 2 == 1 ? kElements : 0; }

std::string range_problem(const TileSet& set) {
  struct Range {
    const char* name;
    int value, min, max;
  };
  const Range ranges[] = {{"elements", set.elements, 0, kMaxMarbles / kElements},
                          {"salt", set.salt, 0, kMaxMarbles},
                          {"vitae_mors", set.vitae_mors, 0, kMaxMarbles / 2},
                          {"metals", set.metals, 1, kMetals},
                          {"quicksilver", set.quicksilver, 0, kMetals - 1}};
  for (const Range& r : ranges)
    if (r.value < r.min || r.value > r.max)
      return std::string(r.name) + " must be " + std::to_string(r.min) + ".." + std::to_string(r.max) + ", not " +
             std::to_string(r.value);
  return {};
}

}  // namespace

int TileSet::count(Kind k) const {
  if (is_element(k)) return elements;
  switch (k) {
    case Kind::salt: return salt;
    case Kind::vitae:
    case Kind::mors: return vitae_mors;
    case Kind::quicksilver: return quicksilver;
    default: return metal_rank(k) >= lowest_metal() ? 1 : 0;
  }
}

int TileSet::marbles() const { return kElements * elements + salt + 2 * vitae_mors + metals + quicksilver; }

std::string why_invalid(const TileSet& set) {
  if (std::string range = range_problem(set); !range.empty()) return range;
  if (set.quicksilver != set.metals - 1)
    return "quicksilver must be one fewer than the metals (each metal but gold leaves with a quicksilver): " +
           plural(set.metals, "metal needs ", "metals need ") + std::to_string(set.metals - 1) + " quicksilver, not " +
           std::to_string(set.quicksilver);
  const int odd = odd_elements(set);
  if (set.salt < odd)
    return "with " + std::to_string(set.elements) +
           " of each element one of each is left over and needs a salt: salt must be at least 4, not " +
           std::to_string(set.salt);
  if ((set.salt - odd) % 2 != 0)
    return odd == 0 ? "salt must be even when the elements pair among themselves (" + std::to_string(set.elements) +
                          " of each): one of " + std::to_string(set.salt) + " salt would be left without a partner"
                    : "salt must be 4 (one for each element left over) plus an even number: with " +
                          std::to_string(set.salt) + " salt one would be left without a partner";
  if (set.marbles() > kMaxMarbles)
    return "the set has " + std::to_string(set.marbles()) + " marbles; the solver takes at most " +
           std::to_string(kMaxMarbles) + " (one bit each)";
  return {};
}

void check_tile_set(const TileSet& set) {
  if (std::string why = why_invalid(set); !why.empty()) throw InputError("bad_params", "tile set: " + why);
}

std::optional<TileSet> tile_set_of_board(const Board& board) {
  TileSet set;
  set.elements = board.count(Kind::air);
  for (int e = 1; e < kElements; ++e)
    if (board.count(static_cast<Kind>(e)) != set.elements) return std::nullopt;
  set.salt = board.count(Kind::salt);
  set.vitae_mors = board.count(Kind::vitae);
  if (board.count(Kind::mors) != set.vitae_mors) return std::nullopt;
  set.quicksilver = board.count(Kind::quicksilver);
  // Gold and a run of the metals just below it, one each.
  set.metals = 0;
  for (int rank = kMetals - 1; rank >= 0 && board.count(metal_of_rank(rank)) == 1; --rank) ++set.metals;
  if (set.metals == 0) return std::nullopt;
  for (int rank = 0; rank < kMetals; ++rank)
    if (board.count(metal_of_rank(rank)) != set.count(metal_of_rank(rank))) return std::nullopt;
  if (!why_invalid(set).empty()) return std::nullopt;
  return set;
}

Board parse_board(std::string_view text, const TileSet& set) {
  // Surrounding white space (a pasted line) is forgiven, as by every game's board reader.
  const auto first = text.find_first_not_of(" \t\r\n");
  text = first == std::string_view::npos ? std::string_view()
                                         : text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
  Board board = parse_cells(text);
  auto bad = [](const std::string& message) { throw InputError("bad_board", message); };
  if (board.count(Kind::gold) == 0) bad("gold (5) is missing: every board has one gold marble");
  const std::string whose = set.standard() ? "a standard board has " : "this tile set has ";
  const std::string mine = set.standard() ? "), this one " : "), this board ";
  for (int k = 0; k < kKinds; ++k) {
    const Kind kind = static_cast<Kind>(k);
    const int want = set.count(kind), n = board.count(kind);
    if (n != want)
      bad(whose + std::to_string(want) + " " + std::string(kind_name(kind)) + " (" + letter(kind) + mine +
          std::to_string(n));
  }
  return board;
}

std::string describe(const TileSet& set) {
  std::string out = std::to_string(set.elements) + " of each element, " + std::to_string(set.salt) + " salt, " +
                    std::to_string(set.vitae_mors) + " vitae, " + std::to_string(set.vitae_mors) + " mors, " +
                    std::to_string(set.quicksilver) + " quicksilver, ";
  out += set.metals == 1 ? "gold" : std::string(kind_name(metal_of_rank(set.lowest_metal()))) + "..gold";
  return out + " (" + std::to_string(set.marbles()) + " marbles)";
}

}  // namespace puzzlelab::sigmar
