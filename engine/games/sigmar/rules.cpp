#include "games/sigmar/rules.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "games/sigmar/tile_set.hpp"

namespace puzzlelab::sigmar {

namespace {

[[noreturn]] void bad_board(const std::string& message) { throw InputError("bad_board", message); }
[[noreturn]] void bad_move(const std::string& message) { throw InputError("bad_move", message); }

constexpr std::string_view kLetters = "aefwsvmq012345";
constexpr std::array<std::string_view, kKinds> kNames = {"air",   "earth",  "fire",        "water", "salt",
                                                         "vitae", "mors",   "quicksilver", "lead",  "tin",
                                                         "iron",  "copper", "silver",      "gold"};
constexpr std::array<int, kKinds> kStandard = {8, 8, 8, 8, 4, 4, 4, 5, 1, 1, 1, 1, 1, 1};

// Geometry tables, built once.
struct Tables {
  std::array<Axial, kCells> axial{};
  std::array<std::array<int, 6>, kCells> neighbours{};
  std::array<int, kRows> start{};
  Tables() {
    int c = 0;
    for (int r = 0; r < kRows; ++r) {
      start[r] = c;
      for (int i = 0; i < row_length(r); ++i, ++c) axial[c] = Axial{i + std::max(0, r - 5), r};
    }
    static constexpr int dx[6] = {1, 1, 0, -1, -1, 0};
    static constexpr int dy[6] = {0, 1, 1, 0, -1, -1};
    for (int cell = 0; cell < kCells; ++cell)
      for (int k = 0; k < 6; ++k) neighbours[cell][k] = at(axial[cell].x + dx[k], axial[cell].y + dy[k]);
  }
  int at(int x, int y) const {
    if (y < 0 || y >= kRows || x < 0 || x > 10 || std::abs(x - y) > 5) return kNoCell;
    return start[y] + x - std::max(0, y - 5);
  }
};
const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

char letter(Kind k) { return kLetters[index_of(k)]; }
std::string_view kind_name(Kind k) { return kNames[index_of(k)]; }
int standard_count(Kind k) { return kStandard[index_of(k)]; }

bool kinds_pair(Kind a, Kind b) {
  if (is_element(a)) return a == b || b == Kind::salt;
  if (is_element(b)) return a == Kind::salt;
  if (a == Kind::salt) return b == Kind::salt;
  if (a == Kind::vitae) return b == Kind::mors;
  if (a == Kind::mors) return b == Kind::vitae;
  if (a == Kind::quicksilver) return is_metal(b) && b != Kind::gold;
  if (b == Kind::quicksilver) return is_metal(a) && a != Kind::gold;
  return false;
}

int row_length(int row) { return row <= 5 ? 6 + row : 16 - row; }
int row_start(int row) { return tables().start[row]; }
Axial axial(int cell) { return tables().axial[cell]; }
int cell_at(int x, int y) { return tables().at(x, y); }
int row_of(int cell) { return tables().axial[cell].y; }
int column_of(int cell) { return cell - tables().start[row_of(cell)]; }
const std::array<int, 6>& neighbours(int cell) { return tables().neighbours[cell]; }
int distance(int a, int b) {
  const Axial p = axial(a), q = axial(b);
  const int dx = p.x - q.x, dy = p.y - q.y;
  return (std::abs(dx) + std::abs(dy) + std::abs(dx - dy)) / 2;
}
int ring_of(int cell) { return distance(cell, kCentre); }

int Board::marbles() const {
  return static_cast<int>(std::count_if(cell.begin(), cell.end(), [](std::uint8_t v) { return v != kEmpty; }));
}
int Board::count(Kind k) const {
  return static_cast<int>(std::count(cell.begin(), cell.end(), static_cast<std::uint8_t>(k)));
}

bool is_free(const Board& board, int c) {
  unsigned occ = 0;
  const auto& nb = neighbours(c);
  for (int k = 0; k < 6; ++k)
    if (nb[k] != kNoCell && board.has(nb[k])) occ |= 1u << k;
  return free_pattern(occ);
}

int next_metal_rank(const Board& board) {
  int best = -1;
  for (int c = 0; c < kCells; ++c)
    if (board.has(c) && is_metal(board.kind(c))) {
      const int r = metal_rank(board.kind(c));
      if (best < 0 || r < best) best = r;
    }
  return best;
}

Move make_move(int a, int b) {
  if (b < a) std::swap(a, b);
  return Move{static_cast<std::int8_t>(a), static_cast<std::int8_t>(b)};
}

std::string why_illegal(const Board& board, Move m) {
  auto in_range = [](int c) { return c >= 0 && c < kCells; };
  if (!in_range(m.a) || (!m.single() && !in_range(m.b))) return "the move names a cell off the board";
  if (!board.has(m.a)) return "no marble on " + cell_name(m.a);
  if (!m.single() && !board.has(m.b)) return "no marble on " + cell_name(m.b);
  if (!m.single() && m.a == m.b) return "a marble cannot pair with itself";
  const Kind a = board.kind(m.a);
  const int next = next_metal_rank(board);
  if (m.single()) {
    if (a != Kind::gold) return std::string(kind_name(a)) + " on " + cell_name(m.a) + " cannot be removed alone";
    if (next != metal_rank(Kind::gold))
      return "gold can only be removed when no other metal is left (" + std::string(kind_name(metal_of_rank(next))) +
             " is still on the board)";
    if (!is_free(board, m.a)) return "gold on " + cell_name(m.a) + " is not free";
    return "";
  }
  const Kind b = board.kind(m.b);
  if (!kinds_pair(a, b))
    return std::string(kind_name(a)) + " on " + cell_name(m.a) + " and " + std::string(kind_name(b)) + " on " +
           cell_name(m.b) + " do not pair";
  for (const Kind k : {a, b})
    if (is_metal(k) && metal_rank(k) != next)
      return std::string(kind_name(k)) + " is not the next metal (" + std::string(kind_name(metal_of_rank(next))) +
             " must go first)";
  for (const int c : {int(m.a), int(m.b)})
    if (!is_free(board, c)) return std::string(kind_name(board.kind(c))) + " on " + cell_name(c) + " is not free";
  return "";
}

bool is_legal(const Board& board, Move m) { return why_illegal(board, m).empty(); }

std::vector<Move> legal_moves(const Board& board) {
  std::vector<int> free_cells;
  for (int c = 0; c < kCells; ++c)
    if (board.has(c) && is_free(board, c)) free_cells.push_back(c);
  const int next = next_metal_rank(board);
  auto usable = [&](Kind k) { return !is_metal(k) || metal_rank(k) == next; };
  std::vector<Move> moves;
  for (std::size_t i = 0; i < free_cells.size(); ++i) {
    const int a = free_cells[i];
    const Kind ka = board.kind(a);
    if (!usable(ka)) continue;
    if (ka == Kind::gold) {
      moves.push_back(gold_move(a));
      continue;
    }
    for (std::size_t j = i + 1; j < free_cells.size(); ++j) {
      const int b = free_cells[j];
      const Kind kb = board.kind(b);
      if (usable(kb) && kinds_pair(ka, kb)) moves.push_back(make_move(a, b));
    }
  }
  return moves;
}

void apply(Board& board, Move m) {
  board.clear(m.a);
  if (!m.single()) board.clear(m.b);
}

Board parse_cells(std::string_view text) {
  if (text.size() != kCells)
    bad_board("a Sigmar board has " + std::to_string(kCells) +
              " characters (rows of 6,7,8,9,10,11,10,9,8,7,6 cells), not " + std::to_string(text.size()));
  Board board;
  for (int c = 0; c < kCells; ++c) {
    const char ch = text[c];
    if (ch == '_') continue;
    const auto pos = kLetters.find(ch);
    if (pos == std::string_view::npos)
      bad_board("unknown marble " + describe_char(ch) + " at character " + std::to_string(c + 1) + " (cell " +
                cell_name(c) + "); use _ aefw s v m q 0-5");
    board.put(c, static_cast<Kind>(pos));
  }
  return board;
}

Board parse_board(std::string_view text) { return parse_board(text, TileSet{}); }

std::string format_board(const Board& board) {
  std::string out(kCells, '_');
  for (int c = 0; c < kCells; ++c)
    if (board.has(c)) out[c] = letter(board.kind(c));
  return out;
}

std::string cell_name(int cell) {
  return std::string(1, static_cast<char>('a' + row_of(cell))) + std::to_string(column_of(cell) + 1);
}

std::string format_move(Move m) {
  if (m.single()) return cell_name(m.a);
  return cell_name(m.a) + "-" + cell_name(m.b);
}

namespace {
int parse_cell(std::string_view text, std::string_view whole) {
  auto fail = [&] {
    bad_move(
        quote_input(whole) +
        " is not a Sigmar move: cells are a row letter a-k and a position 1-11 in the row, e.g. \"a1-b3\" or \"f6\"");
  };
  if (text.size() < 2 || text.size() > 3) fail();
  const int row = text[0] - 'a';
  if (row < 0 || row >= kRows) fail();
  int pos = 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') fail();
    pos = pos * 10 + (text[i] - '0');
  }
  if (pos < 1 || pos > row_length(row))
    bad_move("row " + std::string(1, text[0]) + " has cells 1-" + std::to_string(row_length(row)) + ", not " +
             std::to_string(pos));
  return row_start(row) + pos - 1;
}
}  // namespace

Move parse_move(std::string_view text) {
  const auto dash = text.find('-');
  if (dash == std::string_view::npos) return gold_move(parse_cell(text, text));
  const int a = parse_cell(text.substr(0, dash), text);
  const int b = parse_cell(text.substr(dash + 1), text);
  if (a == b) bad_move(quote_input(text) + " names the same cell twice");
  return make_move(a, b);
}

}  // namespace puzzlelab::sigmar
