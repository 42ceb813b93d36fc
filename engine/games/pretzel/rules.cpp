#include "games/pretzel/rules.hpp"

#include <cctype>

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::pretzel {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

std::string where(int row, int column) {
  return "row " + std::to_string(row + 1) + ", cell " + std::to_string(column + 1);
}

std::string suit_range(const Shape& shape) {
  if (shape.suits == 1) return "a";
  return std::string("a..") + suit_letter(shape.suits - 1);
}

// Parses "3b" (rank then suit letter). On failure returns kHole and sets `error`.
Card parse_card(const Shape& shape, std::string_view text, std::string& error) {
  std::size_t i = 0;
  int rank = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && i < 3)
    rank = rank * 10 + (text[i++] - '0');
  if (i == 0 || i + 1 != text.size() || !std::isalpha(static_cast<unsigned char>(text[i]))) {
    error = quote_input(text) + " is not a card (a rank then a suit letter, e.g. 3b) or '.' for a hole";
    return kHole;
  }
  const int suit = std::tolower(static_cast<unsigned char>(text[i])) - 'a';
  if (suit >= shape.suits) {
    error = quote_input(text) + ": suit " + quote_input(text.substr(i, 1)) + " is not in play with " +
            std::to_string(shape.suits) + " suit" + (shape.suits == 1 ? "" : "s") + " (" + suit_range(shape) + ")";
    return kHole;
  }
  if (rank == 1) {
    error = quote_input(text) + ": aces are not on the grid (they sit in the implied column left of it)";
    return kHole;
  }
  if (rank < 2 || rank > shape.ranks) {
    error = quote_input(text) + ": rank " + std::to_string(rank) + " is not in play (ranks 2.." +
            std::to_string(shape.ranks) + ")";
    return kHole;
  }
  return make_card(suit, rank);
}

}  // namespace

void validate(const Shape& shape) {
  if (shape.suits < kMinSuits || shape.suits > kMaxSuits)
    throw InputError("bad_params", "suits must be " + std::to_string(kMinSuits) + ".." + std::to_string(kMaxSuits) +
                                       ", got " + std::to_string(shape.suits));
  if (shape.ranks < kMinRanks || shape.ranks > kMaxRanks)
    throw InputError("bad_params", "ranks must be " + std::to_string(kMinRanks) + ".." + std::to_string(kMaxRanks) +
                                       ", got " + std::to_string(shape.ranks));
}

char suit_letter(int suit) { return static_cast<char>('a' + suit); }

std::string card_text(Card c) {
  if (c == kHole) return ".";
  return std::to_string(rank_of(c)) + suit_letter(suit_of(c));
}

Board solved_board(const Shape& shape) {
  Board board{shape, std::vector<Card>(shape.cells(), kHole)};
  for (int s = 0; s < shape.suits; ++s)
    for (int r = 2; r <= shape.ranks; ++r) board.cells[shape.goal(make_card(s, r))] = make_card(s, r);
  return board;
}

bool is_solved(const Board& board) {
  const Shape& shape = board.shape;
  for (int s = 0; s < shape.suits; ++s) {
    for (int c = 0; c + 1 < shape.ranks; ++c)
      if (board.at(s, c) != make_card(s, c + 2)) return false;
  }
  return true;  // the remaining cell of each row is then its hole
}

std::vector<Move> legal_moves(const Board& board) {
  std::vector<Move> moves;
  const Card* cells = board.cells.data();
  for (int cell = 0; cell < board.shape.cells(); ++cell) {
    if (cells[cell] != kHole) continue;
    const Card fit = fitting_card(board.shape, cells, cell);
    if (fit != kHole) moves.push_back(fit);
  }
  return moves;
}

int target_of(const Board& board, Move move) {
  const Shape& shape = board.shape;
  if (move == kHole || suit_of(move) >= shape.suits || rank_of(move) < 2 || rank_of(move) > shape.ranks) return -1;
  int target = -1;
  if (rank_of(move) == 2) {
    target = shape.cell(suit_of(move), 0);
  } else {
    for (int cell = 0; cell < shape.cells(); ++cell)
      if (board.cells[cell] == move - 1) {
        if (shape.column(cell) + 1 < shape.ranks) target = cell + 1;
        break;
      }
  }
  if (target < 0 || board.cells[target] != kHole) return -1;
  return target;
}

void apply(Board& board, Move move) {
  const int target = target_of(board, move);
  if (target < 0) throw InputError("bad_move", "card " + card_text(move) + " has no hole to move into");
  for (auto& cell : board.cells)
    if (cell == move) cell = kHole;
  board.cells[target] = move;
}

Board parse_board(const Shape& shape, std::string_view text) {
  validate(shape);
  const std::string_view all = trim(text);
  if (all.empty()) throw InputError("bad_board", "empty board (expected rows separated by '/', cells by ',')");
  Board board{shape, std::vector<Card>(shape.cells(), kHole)};
  std::vector<int> seen_at(256, -1);
  int row = 0;
  int holes = 0;
  std::size_t start = 0;
  for (;;) {
    const std::size_t slash = all.find('/', start);
    const std::string_view row_text =
        all.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    if (row >= shape.suits) {
      int rows = row + 1;
      for (std::size_t p = slash; p != std::string_view::npos; p = all.find('/', p + 1)) ++rows;
      throw InputError("bad_board", "board has " + std::to_string(rows) + " rows, expected " +
                                        std::to_string(shape.suits) + " (one per suit)");
    }
    // Cells of this row.
    int column = 0;
    std::size_t cs = 0;
    for (;;) {
      const std::size_t comma = row_text.find(',', cs);
      const std::string_view cell_text =
          trim(row_text.substr(cs, comma == std::string_view::npos ? std::string_view::npos : comma - cs));
      if (column < shape.ranks) {
        Card card = kHole;
        if (cell_text != ".") {
          std::string error;
          card = parse_card(shape, cell_text, error);
          if (card == kHole) throw InputError("bad_board", where(row, column) + ": " + error);
          const int cell = shape.cell(row, column);
          if (seen_at[card] >= 0)
            throw InputError("bad_board", "card " + card_text(card) + " appears twice (" +
                                              where(shape.row(seen_at[card]), shape.column(seen_at[card])) + " and " +
                                              where(row, column) + ")");
          seen_at[card] = cell;
        } else {
          ++holes;
        }
        board.cells[shape.cell(row, column)] = card;
      }
      ++column;
      if (comma == std::string_view::npos) break;
      cs = comma + 1;
    }
    if (column != shape.ranks)
      throw InputError("bad_board", "row " + std::to_string(row + 1) + " has " + std::to_string(column) + " cell" +
                                        (column == 1 ? "" : "s") + ", expected " + std::to_string(shape.ranks) +
                                        " (one per column)");
    ++row;
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  if (row != shape.suits)
    throw InputError("bad_board", "board has " + std::to_string(row) + " row" + (row == 1 ? "" : "s") + ", expected " +
                                      std::to_string(shape.suits) + " (one per suit)");
  // Every cell is filled and no card repeats, so the card count is right exactly when the hole
  // count is; name the missing cards either way.
  std::string missing;
  int missing_count = 0;
  for (int s = 0; s < shape.suits; ++s)
    for (int r = 2; r <= shape.ranks; ++r)
      if (seen_at[make_card(s, r)] < 0) {
        if (++missing_count <= 6) missing += (missing.empty() ? "" : ", ") + card_text(make_card(s, r));
      }
  if (missing_count > 6) missing += ", ...";
  if (holes != shape.suits || missing_count != 0)
    throw InputError("bad_board",
                     "board has " + std::to_string(holes) + " hole" + (holes == 1 ? "" : "s") + ", expected " +
                         std::to_string(shape.suits) + " (one per suit)" +
                         (missing_count ? "; missing card" + std::string(missing_count == 1 ? "" : "s") + ": " + missing
                                        : std::string()));
  return board;
}

std::string format_board(const Board& board) {
  std::string out;
  for (int r = 0; r < board.shape.suits; ++r) {
    if (r) out += '/';
    for (int c = 0; c < board.shape.ranks; ++c) {
      if (c) out += ',';
      out += card_text(board.at(r, c));
    }
  }
  return out;
}

Move parse_move(const Board& board, std::string_view text) {
  const std::string_view t = trim(text);
  if (t == ".") throw InputError("bad_move", "a move names the card moved (e.g. 3b), not a hole");
  std::string error;
  const Card card = parse_card(board.shape, t, error);
  if (card == kHole) throw InputError("bad_move", "move " + error);
  if (target_of(board, card) < 0) {
    std::string why;
    if (rank_of(card) == 2) {
      why = "the first cell of row " + std::to_string(suit_of(card) + 1) + " is not a hole";
    } else {
      const Card pred = static_cast<Card>(card - 1);
      int at = 0;
      while (board.cells[at] != pred) ++at;
      why = board.shape.column(at) + 1 == board.shape.ranks ? card_text(pred) + " is in the last column"
                                                            : "the cell right of " + card_text(pred) + " is not a hole";
    }
    throw InputError("bad_move", "card " + card_text(card) + " cannot move: " + why);
  }
  return card;
}

std::string format_move(Move move) { return card_text(move); }

}  // namespace puzzlelab::pretzel
