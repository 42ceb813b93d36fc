#include "games/fujisan/rules.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::fujisan {

const char* to_string(Variant variant) { return variant == Variant::summit_step ? "summit_step" : "standard"; }

std::optional<Variant> variant_from_string(std::string_view name) {
  if (name == "standard") return Variant::standard;
  if (name == "summit_step") return Variant::summit_step;
  return std::nullopt;
}

int sideways_distance(Position p, int row, int from_column, int to_column) {
  const int lo = std::min(from_column, to_column);
  const int hi = std::max(from_column, to_column);
  int distance = hi - lo;  // spaces strictly between, plus the target
  for (int c = lo + 1; c < hi; ++c) distance -= occupied(p, space_of(row, c)) ? 1 : 0;
  return distance;
}

namespace {

// Mountain columns 1..12 as bits of a row's 14-bit occupancy.
constexpr std::uint32_t kMountainBits = ((1u << (kLastMountain + 1)) - 1) & ~1u;

}  // namespace

MoveGenerator::MoveGenerator(const Board& board, Variant variant) : variant_(variant) {
  for (int row = 0; row < kRows; ++row)
    for (int column = kFirstMountain; column <= kLastMountain; ++column)
      columns_[row][board.value(row, column)] |= 1u << column;
  for (auto& by_value : columns_) by_value[0] = 0;  // a 0 is never a sideways target
}

MoveGenerator::Targets MoveGenerator::sideways_targets(int row, int column, std::uint32_t occupied) const {
  const auto& with_value = columns_[row];
  // The empty mountain spaces of the row, as column bits. Rule 2a: occupied spaces in between
  // are not counted, so the d-th empty space in a direction is the one at distance d, and it is
  // a target when it holds d. Start columns are never in the set: a priest never returns to a
  // start space. Five steps each way whatever the row holds (an exhausted set contributes 0).
  std::uint32_t left = ~occupied & kMountainBits;
  std::uint32_t right = left & ~((2u << column) - 1);
  left &= (1u << column) - 1;
  std::uint32_t left_targets = 0, right_targets = 0;
  for (int distance = 1; distance <= kMaxValue; ++distance) {
    const std::uint32_t nearest_left = std::bit_floor(left);
    left_targets |= nearest_left & with_value[distance];
    left ^= nearest_left;
    const std::uint32_t nearest_right = right & (~right + 1);
    right_targets |= nearest_right & with_value[distance];
    right ^= nearest_right;
  }
  return {static_cast<std::uint16_t>(left_targets), static_cast<std::uint16_t>(right_targets)};
}

int MoveGenerator::sideways(Position p, int from, Move* out) const {
  const int row = row_of(from);
  Targets targets = sideways_targets(row, column_of(from), p >> (row * kColumns));
  // Leftwards nearest first (descending columns), then rightwards nearest first (ascending).
  int n = 0;
  const int row_start = row * kColumns;
  for (std::uint32_t left = targets.left; left != 0; left &= ~std::bit_floor(left))
    out[n++] = {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(row_start + 31 - std::countl_zero(left))};
  for (std::uint32_t right = targets.right; right != 0; right &= right - 1)
    out[n++] = {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(row_start + std::countr_zero(right))};
  return n;
}

int MoveGenerator::write(Position p, Move* out) const {
  int n = 0;
  for (Position rest = p; rest != 0; rest &= rest - 1) {
    const int from = std::countr_zero(rest);
    const int row = row_of(from);
    const int column = column_of(from);
    if (is_summit_column(column)) {
      if (variant_ == Variant::summit_step) {
        const int other = space_of(row, column == kSummitLeft ? kSummitRight : kSummitLeft);
        if (!occupied(p, other)) out[n++] = {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(other)};
      }
    } else {
      n += sideways(p, from, out + n);
    }
    // Rule 3: up or down within a mountain column, never on the ground (rule 3a).
    if (!is_start_column(column)) {
      const int across = space_of(1 - row, column);
      if (!occupied(p, across)) out[n++] = {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(across)};
    }
  }
  return n;
}

MoveList MoveGenerator::operator()(Position p) const {
  MoveList out;
  out.size = write(p, out.moves.data());
  return out;
}

MoveList legal_moves(const Board& board, Variant variant, Position p) { return MoveGenerator(board, variant)(p); }

bool is_legal(const Board& board, Variant variant, Position p, Move m) {
  for (const Move& legal : legal_moves(board, variant, p))
    if (legal == m) return true;
  return false;
}

Board parse_board(std::string_view text) {
  const auto slash = text.find('/');
  if (slash == std::string_view::npos)
    throw InputError("bad_board",
                     "a Fujisan board is TOP/BOTTOM, twelve digits 0-5 each (e.g. "
                     "554344221335/311400512200); no '/' found");
  if (text.find('/', slash + 1) != std::string_view::npos)
    throw InputError("bad_board", "a Fujisan board has exactly one '/' between its two rows");
  Board board;
  const std::string_view rows[2] = {text.substr(0, slash), text.substr(slash + 1)};
  const char* names[2] = {"top", "bottom"};
  for (int r = 0; r < kRows; ++r) {
    if (rows[r].size() != kLastMountain)
      throw InputError("bad_board", std::string("the ") + names[r] + " row has " + std::to_string(rows[r].size()) +
                                        " characters; it needs twelve digits 0-5");
    for (int i = 0; i < kLastMountain; ++i) {
      const char ch = rows[r][i];
      if (ch < '0' || ch > '5')
        throw InputError("bad_board", std::string("the ") + names[r] + " row has " + quote_input(rows[r].substr(i, 1)) +
                                          " at column " + std::to_string(i + 1) + "; values are digits 0-5");
      board.values[r][i] = static_cast<std::uint8_t>(ch - '0');
    }
  }
  return board;
}

std::string format_board(const Board& board) {
  std::string out;
  for (int r = 0; r < kRows; ++r) {
    if (r) out += '/';
    for (auto v : board.values[r]) out += static_cast<char>('0' + v);
  }
  return out;
}

Priests initial_priests() {
  // A, C, M, S
  return {static_cast<std::uint8_t>(space_of(1, 13)), static_cast<std::uint8_t>(space_of(0, 13)),
          static_cast<std::uint8_t>(space_of(1, 0)), static_cast<std::uint8_t>(space_of(0, 0))};
}

Position position_of(const Priests& priests) {
  Position p = 0;
  for (auto s : priests) p |= 1u << s;
  return p;
}

int priest_at(const Priests& priests, int space) {
  for (int i = 0; i < kPriests; ++i)
    if (priests[i] == space) return i;
  return -1;
}

Priests apply(Priests priests, Move m) {
  const int who = priest_at(priests, m.from);
  if (who >= 0) priests[who] = m.to;
  return priests;
}

std::string to_notation(const Board& board, const Priests& priests, Move m) {
  const Position p = position_of(priests);
  const int who = priest_at(priests, m.from);
  std::string out(1, who >= 0 ? kPriestLetters[who] : '?');
  const int row = row_of(m.from);
  const int from_column = column_of(m.from);
  const int to_column = column_of(m.to);
  if (row_of(m.to) != row) {
    out += row_of(m.to) == 0 ? 'U' : 'D';
    return out;
  }
  const int step = to_column > from_column ? 1 : -1;
  out += step > 0 ? 'R' : 'L';
  for (int c = from_column + step; c != to_column + step; c += step) {
    const char digit = static_cast<char>('0' + board.value(row, c));
    if (occupied(p, space_of(row, c))) {
      out += '(';
      out += digit;
      out += ')';
    } else {
      out += digit;
    }
  }
  return out;
}

Move parse_notation(const Board& board, Variant variant, const Priests& priests, std::string_view text) {
  auto fail = [&](const std::string& why) -> InputError {
    return InputError("bad_move", "move " + quote_input(text) + ": " + why);
  };
  if (text.size() < 2) throw fail("a move is a priest letter (A, C, M, S) and a direction (U, D, L, R)");
  int who = -1;
  for (int i = 0; i < kPriests; ++i)
    if (kPriestLetters[i] == text[0]) who = i;
  if (who < 0) throw fail("unknown priest " + quote_input(text.substr(0, 1)) + "; priests are A, C, M and S");
  const int from = priests[who];
  const int row = row_of(from);
  const int column = column_of(from);
  const Position p = position_of(priests);
  Move move{static_cast<std::uint8_t>(from), 0};
  const char direction = text[1];
  if (direction == 'U' || direction == 'D') {
    if (text.size() != 2) throw fail("an up/down move has nothing after the direction");
    if (is_start_column(column)) throw fail("a priest on the ground cannot move up or down");
    const int target_row = direction == 'U' ? 0 : 1;
    if (target_row == row)
      throw fail(std::string("the priest is already in the ") + (row == 0 ? "top" : "bottom") + " row");
    move.to = static_cast<std::uint8_t>(space_of(target_row, column));
  } else if (direction == 'L' || direction == 'R') {
    // The listed spaces fix the target; check them against the board as we walk.
    const int step = direction == 'R' ? 1 : -1;
    int c = column;
    std::size_t i = 2;
    if (i == text.size()) throw fail("a sideways move lists the values of the spaces travelled");
    while (i < text.size()) {
      c += step;
      if (c < kFirstMountain || c > kLastMountain) throw fail("the path runs off the mountain");
      const bool skipped = text[i] == '(';
      if (skipped) ++i;
      if (i >= text.size() || text[i] < '0' || text[i] > '5')
        throw fail("expected a value 0-5 at position " + std::to_string(i + 1));
      if (text[i] - '0' != board.value(row, c))
        throw fail("column " + std::to_string(c) + " holds " + std::to_string(board.value(row, c)) + ", not " +
                   text[i]);
      ++i;
      if (skipped) {
        if (i >= text.size() || text[i] != ')') throw fail("a '(' needs a closing ')'");
        ++i;
      }
      if (skipped != occupied(p, space_of(row, c)))
        throw fail("column " + std::to_string(c) +
                   (skipped ? " is not occupied" : " is occupied: write it in parentheses"));
    }
    move.to = static_cast<std::uint8_t>(space_of(row, c));
  } else {
    throw fail("unknown direction " + quote_input(std::string_view(&direction, 1)) + "; use U, D, L or R");
  }
  if (!is_legal(board, variant, p, move)) {
    if (occupied(p, move.to)) throw fail("the target space is occupied");
    if (is_summit_column(column) && row_of(move.to) == row)
      throw fail("a priest on the summit only moves up or down" +
                 std::string(variant == Variant::summit_step ? " or steps to the other summit space" : ""));
    if (row_of(move.to) == row)
      throw fail("the target holds " + std::to_string(board.value(move.to)) + " but the priest travels " +
                 std::to_string(sideways_distance(p, row, column, column_of(move.to))) + " unoccupied spaces");
    throw fail("not a legal move here");
  }
  return move;
}

int doubled_summit_distance(Position p) {
  int total = 0;
  for (Position rest = p; rest != 0; rest &= rest - 1) total += std::abs(2 * column_of(std::countr_zero(rest)) - 13);
  return total;
}

}  // namespace puzzlelab::fujisan
