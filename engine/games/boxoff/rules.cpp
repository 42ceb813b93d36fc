#include "games/boxoff/rules.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::boxoff {

namespace {

[[noreturn]] void bad_params(const std::string& message) { throw InputError("bad_params", message); }
[[noreturn]] void bad_board(const std::string& message) { throw InputError("bad_board", message); }
[[noreturn]] void bad_move(const std::string& message) { throw InputError("bad_move", message); }

}  // namespace

void validate(const Params& p) {
  if (p.rows < 1 || p.rows > kMaxRows)
    bad_params("rows must be 1.." + std::to_string(kMaxRows) + ", not " + std::to_string(p.rows));
  if (p.cols < 1 || p.cols > kMaxCols)
    bad_params("cols must be 1.." + std::to_string(kMaxCols) + ", not " + std::to_string(p.cols));
  if (p.colours < kMinColours || p.colours > kMaxColours)
    bad_params("colours must be " + std::to_string(kMinColours) + ".." + std::to_string(kMaxColours) + ", not " +
               std::to_string(p.colours));
  if (p.squares() % p.colours != 0)
    bad_params(std::to_string(p.colours) + " colours do not divide the " + std::to_string(p.rows) + "x" +
               std::to_string(p.cols) + " grid's " + std::to_string(p.squares()) + " squares evenly");
  if (p.tokens_per_colour() % 2 != 0)
    bad_params(std::to_string(p.rows) + "x" + std::to_string(p.cols) + " with " + std::to_string(p.colours) +
               " colours gives " + std::to_string(p.tokens_per_colour()) +
               " tokens of each colour, an odd number: tokens are removed in pairs");
}

Geometry::Geometry(int rows, int cols) : rows_(rows), cols_(cols) {
  for (int s = 0; s < rows * cols; ++s) all_ |= bit(s);
  for (int lo = 0; lo < rows; ++lo)
    for (int hi = lo; hi < rows; ++hi)
      for (int r = lo; r <= hi; ++r)
        for (int c = 0; c < cols; ++c) row_band_[lo][hi] |= bit(r * cols + c);
  for (int lo = 0; lo < cols; ++lo)
    for (int hi = lo; hi < cols; ++hi)
      for (int c = lo; c <= hi; ++c)
        for (int r = 0; r < rows; ++r) col_band_[lo][hi] |= bit(r * cols + c);
  for (int s = 0; s < rows * cols; ++s) {
    const int r = s / cols, c = s % cols;
    Mask n = 0;
    if (r > 0) n |= bit(s - cols);
    if (r + 1 < rows) n |= bit(s + cols);
    if (c > 0) n |= bit(s - 1);
    if (c + 1 < cols) n |= bit(s + 1);
    neighbours_[s] = n;
  }
}

std::string why_illegal(const Board& board, Move m) {
  const int squares = board.rows * board.cols;
  if (m.a >= squares || m.b >= squares) return "the move names a square outside the board";
  const std::string a = square_name(board.cols, m.a), b = square_name(board.cols, m.b);
  if (m.a == m.b) return "a move needs two different squares, not " + a + " twice";
  const int ca = board.colour_at(m.a), cb = board.colour_at(m.b);
  if (ca < 0) return "square " + a + " is empty";
  if (cb < 0) return "square " + b + " is empty";
  if (ca != cb) return a + " (" + board.letters[ca] + ") and " + b + " (" + board.letters[cb] + ") differ in colour";
  const Geometry g = board.geometry();
  const Mask blockers = g.rect(m.a, m.b) & board.occupied() & ~(bit(m.a) | bit(m.b));
  if (blockers != 0) {
    std::string names;
    for (Mask rest = blockers; rest != 0; rest &= rest - 1)
      names += (names.empty() ? "" : ", ") + square_name(board.cols, std::countr_zero(rest));
    return "the rectangle from " + a + " to " + b + " still holds other tokens (" + names + ")";
  }
  return "";
}

bool is_legal(const Board& board, Move m) {
  const int squares = board.rows * board.cols;
  if (m.a >= squares || m.b >= squares || m.a == m.b) return false;
  const int k = board.colour_at(m.a);
  return k >= 0 && is_legal(board.geometry(), board.occupied(), board.colour[k], m);
}

std::vector<Move> legal_moves(const Board& board) {
  const Geometry g = board.geometry();
  const Mask occupied = board.occupied();
  std::vector<Move> moves;
  for (int k = 0; k < board.colours; ++k) {
    for (Mask first = board.colour[k]; first != 0; first &= first - 1) {
      const int a = std::countr_zero(first);
      for (Mask second = first & (first - 1); second != 0; second &= second - 1) {
        const int b = std::countr_zero(second);
        if ((g.rect(a, b) & occupied) == (bit(a) | bit(b))) moves.push_back(make_move(a, b));
      }
    }
  }
  return moves;
}

void apply(Board& board, Move m) {
  for (int k = 0; k < board.colours; ++k) board.colour[k] &= ~(bit(m.a) | bit(m.b));
}

Board parse_board(std::string_view text) {
  // Surrounding white space (a pasted line) is forgiven; anything else is checked.
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n' || text.front() == '\r'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
    text.remove_suffix(1);
  if (text.empty()) bad_board("the board is empty: expected rows of letters separated by '/', e.g. \"ab/ba\"");

  std::vector<std::string_view> rows;
  for (std::size_t start = 0;;) {
    const auto slash = text.find('/', start);
    rows.push_back(text.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  if (static_cast<int>(rows.size()) > kMaxRows)
    bad_board("the board has " + std::to_string(rows.size()) + " rows; at most " + std::to_string(kMaxRows) +
              " are allowed");
  const std::size_t width = rows[0].size();
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].empty()) bad_board("row " + std::to_string(r + 1) + " of the board is empty");
    if (rows[r].size() != width)
      bad_board("row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) + " squares but row 1 has " +
                std::to_string(width) + ": every row must have the same length");
  }
  if (static_cast<int>(width) > kMaxCols)
    bad_board("the board has " + std::to_string(width) + " columns; at most " + std::to_string(kMaxCols) +
              " are allowed");

  // Colours in alphabetical order of their letters.
  std::array<int, 26> count{};
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < width; ++c) {
      const char ch = rows[r][c];
      if (ch == '.') continue;
      if (ch < 'a' || ch > 'z')
        bad_board("unexpected " + describe_char(ch) + " at row " + std::to_string(r + 1) + ", column " +
                  std::to_string(c + 1) + ": squares are lowercase letters (one per colour) or '.' (empty)");
      ++count[ch - 'a'];
    }
  Board board;
  board.rows = static_cast<int>(rows.size());
  board.cols = static_cast<int>(width);
  std::array<int, 26> index{};
  for (int l = 0; l < 26; ++l) {
    if (count[l] == 0) continue;
    if (count[l] % 2 != 0)
      bad_board("colour '" + std::string(1, static_cast<char>('a' + l)) + "' has " + std::to_string(count[l]) +
                " tokens, an odd number: tokens are removed in pairs, so every colour needs an even count");
    if (board.colours == kMaxColours)
      bad_board("the board uses more than " + std::to_string(kMaxColours) + " colours (letters)");
    index[l] = board.colours;
    board.letters[board.colours++] = static_cast<char>('a' + l);
  }
  for (int r = 0; r < board.rows; ++r)
    for (int c = 0; c < board.cols; ++c) {
      const char ch = rows[r][c];
      if (ch != '.') board.colour[index[ch - 'a']] |= bit(r * board.cols + c);
    }
  return board;
}

std::string format_board(const Board& board) {
  std::string out;
  for (int r = 0; r < board.rows; ++r) {
    if (r > 0) out += '/';
    for (int c = 0; c < board.cols; ++c) {
      const int k = board.colour_at(r * board.cols + c);
      out += k < 0 ? '.' : board.letters[k];
    }
  }
  return out;
}

Board board_from_colours(int rows, int cols, const std::vector<int>& colours) {
  Board board;
  board.rows = rows;
  board.cols = cols;
  for (int s = 0; s < rows * cols; ++s) {
    const int k = colours[s];
    board.colours = std::max(board.colours, k + 1);
    board.colour[k] |= bit(s);
  }
  for (int k = 0; k < board.colours; ++k) board.letters[k] = static_cast<char>('a' + k);
  return board;
}

std::string square_name(int cols, int square) {
  return std::string(1, static_cast<char>('a' + square % cols)) + std::to_string(square / cols + 1);
}

std::string format_move(int cols, Move m) { return square_name(cols, m.a) + "-" + square_name(cols, m.b); }

namespace {

// One square, in either form ("b3" or "r3c2"); returns the square or throws.
int parse_square(int rows, int cols, std::string_view whole, std::string_view text) {
  int row = 0, col = 0;
  auto number = [&](std::string_view digits) {
    if (digits.empty() || digits.size() > 2 ||
        !std::all_of(digits.begin(), digits.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
      return -1;
    return std::stoi(std::string(digits));
  };
  if (text.size() >= 4 && text[0] == 'r' && text.find('c') != std::string_view::npos) {
    const auto cpos = text.find('c');
    row = number(text.substr(1, cpos - 1));
    col = number(text.substr(cpos + 1));
  } else if (text.size() >= 2 && text[0] >= 'a' && text[0] <= 'z') {
    col = text[0] - 'a' + 1;
    row = number(text.substr(1));
  } else {
    row = col = -1;
  }
  if (row <= 0 || col <= 0)
    bad_move("cannot read square " + quote_input(text) + " in move " + quote_input(whole) +
             ": write a column letter and a row number (\"b3\") or \"r3c2\"");
  if (row > rows || col > cols)
    bad_move("square " + quote_input(text) + " in move " + quote_input(whole) + " is outside the " +
             std::to_string(rows) + "x" + std::to_string(cols) + " board (columns a.." +
             std::string(1, static_cast<char>('a' + cols - 1)) + ", rows 1.." + std::to_string(rows) + ")");
  return (row - 1) * cols + (col - 1);
}

}  // namespace

Move parse_move(int rows, int cols, std::string_view text) {
  const auto dash = text.find('-');
  if (dash == std::string_view::npos || text.find('-', dash + 1) != std::string_view::npos)
    bad_move("cannot read move " + quote_input(text) + ": write two squares joined by '-', e.g. \"a1-c1\"");
  const int a = parse_square(rows, cols, text, text.substr(0, dash));
  const int b = parse_square(rows, cols, text, text.substr(dash + 1));
  if (a == b) bad_move("move " + quote_input(text) + " names the same square twice");
  return make_move(a, b);
}

PairEquality pair_equality(const Board& board) {
  PairEquality result;
  const Mask occupied = board.occupied();
  for (int r = 0; r < board.rows; ++r)
    for (int c = 0; c < board.cols; ++c) {
      const int s = r * board.cols + c;
      if (!((occupied >> s) & 1u)) continue;
      const int k = board.colour_at(s);
      for (int t : {c + 1 < board.cols ? s + 1 : -1, r + 1 < board.rows ? s + board.cols : -1}) {
        if (t < 0 || !((occupied >> t) & 1u)) continue;
        ++result.pairs;
        if (board.colour_at(t) == k) ++result.equal;
      }
    }
  return result;
}

}  // namespace puzzlelab::boxoff
