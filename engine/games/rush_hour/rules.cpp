#include "games/rush_hour/rules.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::rush_hour {

namespace {

[[noreturn]] void bad_board(const std::string& why) { throw InputError("bad_board", why); }

std::string cell_name(int cell, int size) {
  return "row " + std::to_string(cell / size + 1) + ", column " + std::to_string(cell % size + 1);
}

// The rows of a board text: split at '/', or cut into `size` pieces when it has none.
std::vector<std::string_view> rows_of(std::string_view text, int size) {
  std::vector<std::string_view> rows;
  if (text.find('/') == std::string_view::npos) {
    const auto expected = static_cast<std::size_t>(size) * static_cast<std::size_t>(size);
    if (text.size() != expected)
      bad_board("a " + std::to_string(size) + "x" + std::to_string(size) + " board is " + std::to_string(size) +
                " rows separated by '/', or " + std::to_string(expected) + " characters in a row; this text has " +
                std::to_string(text.size()) + " characters and no '/'");
    for (int r = 0; r < size; ++r) rows.push_back(text.substr(static_cast<std::size_t>(r * size), size));
    return rows;
  }
  std::size_t start = 0;
  while (true) {
    const std::size_t slash = text.find('/', start);
    rows.push_back(text.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
    if (rows.size() > static_cast<std::size_t>(kMaxSize)) break;
  }
  if (static_cast<int>(rows.size()) != size)
    bad_board("the board has " + std::string(rows.size() > static_cast<std::size_t>(kMaxSize) ? "more than " : "") +
              std::to_string(std::min(rows.size(), static_cast<std::size_t>(kMaxSize))) + " rows, expected " +
              std::to_string(size) + " (rows separated by '/')");
  for (std::size_t r = 0; r < rows.size(); ++r)
    if (static_cast<int>(rows[r].size()) != size)
      bad_board("row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) + " cells, expected " +
                std::to_string(size));
  return rows;
}

}  // namespace

std::vector<std::int8_t> occupancy(const Board& board) {
  std::vector<std::int8_t> cells(static_cast<std::size_t>(board.cells()), kEmptyCell);
  for (const std::uint8_t wall : board.walls) cells[wall] = kWallCell;
  for (std::size_t v = 0; v < board.vehicles.size(); ++v)
    for (int i = 0; i < board.vehicles[v].length; ++i)
      cells[static_cast<std::size_t>(board.vehicles[v].cell(i, board.size))] = static_cast<std::int8_t>(v);
  return cells;
}

bool is_solved(const Board& board) { return board.vehicles[0].offset == exit_offset(board); }

Reach reach(const Board& board, const std::vector<std::int8_t>& cells, int v) {
  const Vehicle& vehicle = board.vehicles[static_cast<std::size_t>(v)];
  const int size = board.size;
  auto free_at = [&](int along) {
    const int cell = vehicle.horizontal ? vehicle.line * size + along : along * size + vehicle.line;
    return cells[static_cast<std::size_t>(cell)] == kEmptyCell;
  };
  Reach out;
  for (int along = vehicle.offset - 1; along >= 0 && free_at(along); --along) --out.back;
  for (int along = vehicle.offset + vehicle.length; along < size && free_at(along); ++along) ++out.forward;
  return out;
}

std::string why_illegal(const Board& board, Move move) {
  if (move.vehicle < 0 || move.vehicle >= static_cast<int>(board.vehicles.size())) return "there is no such vehicle";
  const Vehicle& vehicle = board.vehicles[static_cast<std::size_t>(move.vehicle)];
  const std::string name = std::string(1, vehicle.letter);
  if (move.distance == 0) return name + " must move at least one cell";
  const Reach r = reach(board, occupancy(board), move.vehicle);
  const int limit = move.distance > 0 ? r.forward : -r.back;
  if (steps_of(move) <= limit) return "";
  const char* way = move.distance > 0 ? (vehicle.horizontal ? "right" : "down") : (vehicle.horizontal ? "left" : "up");
  if (limit == 0) return name + " cannot move " + way + ": the way is blocked";
  return name + " can move at most " + std::to_string(limit) + (limit == 1 ? " cell " : " cells ") + way;
}

std::vector<Move> legal_moves(const Board& board) {
  std::vector<Move> out;
  const auto cells = occupancy(board);
  for (int v = 0; v < static_cast<int>(board.vehicles.size()); ++v) {
    const Reach r = reach(board, cells, v);
    for (int d = r.back; d <= r.forward; ++d)
      if (d != 0) out.push_back({v, d});
  }
  return out;
}

void apply(Board& board, Move move) {
  Vehicle& vehicle = board.vehicles[static_cast<std::size_t>(move.vehicle)];
  vehicle.offset = static_cast<std::int8_t>(vehicle.offset + move.distance);
}

int size_of_text(std::string_view text) {
  if (text.find('/') != std::string_view::npos) {
    int rows = 1;
    for (const char c : text) rows += c == '/' ? 1 : 0;
    return rows >= kMinSize && rows <= kMaxSize ? rows : 0;
  }
  for (int size = kMinSize; size <= kMaxSize; ++size)
    if (text.size() == static_cast<std::size_t>(size * size)) return size;
  return 0;
}

Board parse_board(std::string_view text, int size) {
  if (size < kMinSize || size > kMaxSize)
    bad_board("the board size must be from " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize));
  const std::vector<std::string_view> rows = rows_of(text, size);
  Board board;
  board.size = size;
  std::array<std::vector<int>, kMaxVehicles> cells_of{};
  for (int r = 0; r < size; ++r)
    for (int c = 0; c < size; ++c) {
      const char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      const int cell = r * size + c;
      if (ch == '.' || ch == 'o') continue;
      if (ch == 'x') {
        board.walls.push_back(static_cast<std::uint8_t>(cell));
      } else if (ch >= 'A' && ch <= 'Z') {
        cells_of[static_cast<std::size_t>(ch - 'A')].push_back(cell);
      } else {
        bad_board("a cell is '.' (empty), 'x' (a wall) or a capital letter (a vehicle), not " + describe_char(ch) +
                  " at " + cell_name(cell, size));
      }
    }
  for (int letter = 0; letter < kMaxVehicles; ++letter) {
    const std::vector<int>& cells = cells_of[static_cast<std::size_t>(letter)];
    if (cells.empty()) continue;
    const std::string name(1, static_cast<char>('A' + letter));
    const int n = static_cast<int>(cells.size());
    if (n < kCarLength || n > kTruckLength)
      bad_board("vehicle " + name + " has " + std::to_string(n) + (n == 1 ? " cell" : " cells") +
                "; a car has 2 and a truck 3");
    const int first = cells.front();
    const bool horizontal = cells[1] == first + 1 && cells[1] / size == first / size;
    const int stride = horizontal ? 1 : size;
    for (int i = 1; i < n; ++i)
      if (cells[static_cast<std::size_t>(i)] != first + i * stride)
        bad_board("vehicle " + name + "'s cells are not in one straight line of touching cells (at " +
                  cell_name(cells[static_cast<std::size_t>(i)], size) + ")");
    if (horizontal && (first + n - 1) / size != first / size)
      bad_board("vehicle " + name + " runs off the end of its row");
    Vehicle vehicle;
    vehicle.letter = static_cast<char>('A' + letter);
    vehicle.horizontal = horizontal;
    vehicle.length = static_cast<std::int8_t>(n);
    vehicle.line = static_cast<std::int8_t>(horizontal ? first / size : first % size);
    vehicle.offset = static_cast<std::int8_t>(horizontal ? first % size : first / size);
    board.vehicles.push_back(vehicle);
  }
  if (board.vehicles.empty() || board.vehicles[0].letter != 'A') bad_board("the board has no primary car 'A'");
  if (!board.vehicles[0].horizontal || board.vehicles[0].length != kCarLength)
    bad_board("the primary car 'A' must be a car (2 cells) lying in a row: the exit is at the row's right end");
  return board;
}

std::string format_board(const Board& board) {
  std::string out;
  const auto cells = occupancy(board);
  for (int r = 0; r < board.size; ++r) {
    if (r > 0) out += '/';
    for (int c = 0; c < board.size; ++c) {
      const std::int8_t at = cells[static_cast<std::size_t>(r * board.size + c)];
      out += at == kEmptyCell ? '.' : at == kWallCell ? 'x' : board.vehicles[static_cast<std::size_t>(at)].letter;
    }
  }
  return out;
}

Move parse_move(const Board& board, std::string_view text) {
  const auto refuse = [&](const std::string& why) -> Move {
    throw InputError("bad_move", "move " + quote_input(text) + " " + why);
  };
  if (text.size() < 3 || text.size() > 4) return refuse("is not a vehicle's letter and a signed distance, e.g. C+2");
  const char letter = text[0];
  int vehicle = -1;
  for (std::size_t v = 0; v < board.vehicles.size(); ++v)
    if (board.vehicles[v].letter == letter) vehicle = static_cast<int>(v);
  if (vehicle < 0) return refuse("names no vehicle on the board");
  if (text[1] != '+' && text[1] != '-') return refuse("needs a sign after the letter, e.g. C+2 or C-1");
  int distance = 0;
  for (const char c : text.substr(2)) {
    if (c < '0' || c > '9') return refuse("has no distance: a number of cells after the sign, e.g. C+2");
    distance = distance * 10 + (c - '0');
  }
  if (distance == 0 || distance >= board.size) return refuse("moves 0 cells or more than the board allows");
  return {vehicle, text[1] == '-' ? -distance : distance};
}

std::string format_move(const Board& board, Move move) {
  return std::string(1, board.vehicles[static_cast<std::size_t>(move.vehicle)].letter) +
         (move.distance < 0 ? "-" : "+") + std::to_string(steps_of(move));
}

}  // namespace puzzlelab::rush_hour
