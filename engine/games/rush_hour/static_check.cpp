#include "games/rush_hour/static_check.hpp"

#include <algorithm>

namespace puzzlelab::rush_hour {

namespace {

// One line (a row or a column): the cells known to stay occupied by what crosses it (walls, or
// vehicles lying across the line), and the vehicles lying along it. Those vehicles can never pass
// each other nor an obstacle, so between two obstacles (or a line's end) they keep their order:
// packed to the left, vehicle i starts at `leftmost`, packed to the right at `rightmost`, and any
// place it reaches is between the two. Cells from `rightmost` to `leftmost + length - 1` are then
// covered wherever it is. Marks them in `covered`; returns whether any was new.
bool mark_line(const Board& board, bool horizontal, int line, const std::vector<bool>& obstacle,
               std::vector<bool>& covered) {
  const int size = board.size;
  auto cell_at = [&](int along) { return horizontal ? line * size + along : along * size + line; };
  std::vector<const Vehicle*> along_line;
  for (const Vehicle& v : board.vehicles)
    if (v.horizontal == horizontal && v.line == line) along_line.push_back(&v);
  if (along_line.empty()) return false;
  std::sort(along_line.begin(), along_line.end(),
            [](const Vehicle* a, const Vehicle* b) { return a->offset < b->offset; });

  bool changed = false;
  std::size_t first = 0;  // the first vehicle of the current stretch between obstacles
  while (first < along_line.size()) {
    // The stretch around vehicle `first`: from the nearest obstacle before it to the one after.
    int start = along_line[first]->offset;
    while (start > 0 && !obstacle[static_cast<std::size_t>(cell_at(start - 1))]) --start;
    int stop = along_line[first]->offset;  // one past the stretch's last cell
    while (stop < size && !obstacle[static_cast<std::size_t>(cell_at(stop))]) ++stop;
    std::size_t last = first;  // one past the stretch's last vehicle
    while (last < along_line.size() && along_line[last]->offset < stop) ++last;

    std::vector<int> leftmost(last - first), rightmost(last - first);
    int at = start;
    for (std::size_t i = first; i < last; ++i) {
      leftmost[i - first] = at;
      at += along_line[i]->length;
    }
    at = stop;
    for (std::size_t i = last; i-- > first;) {
      at -= along_line[i]->length;
      rightmost[i - first] = at;
    }
    for (std::size_t i = first; i < last; ++i)
      for (int c = rightmost[i - first]; c < leftmost[i - first] + along_line[i]->length; ++c) {
        const auto cell = static_cast<std::size_t>(cell_at(c));
        if (!covered[cell]) {
          covered[cell] = true;
          changed = true;
        }
      }
    first = last;
  }
  return changed;
}

}  // namespace

StaticCheck static_check(const Board& board) {
  const auto cells = static_cast<std::size_t>(board.cells());
  // Cells that stay occupied by vehicles lying in rows (they block the columns' vehicles) and by
  // vehicles lying in columns (they block the rows'); walls block both.
  std::vector<bool> by_rows(cells, false), by_columns(cells, false);
  for (const std::uint8_t wall : board.walls) by_rows[wall] = by_columns[wall] = true;
  for (bool changed = true; changed;) {
    changed = false;
    for (int line = 0; line < board.size; ++line) {
      changed = mark_line(board, true, line, by_columns, by_rows) || changed;
      changed = mark_line(board, false, line, by_rows, by_columns) || changed;
    }
  }

  StaticCheck out;
  for (std::size_t cell = 0; cell < cells; ++cell)
    if (by_rows[cell] || by_columns[cell]) out.always_occupied.push_back(static_cast<int>(cell));
  const Vehicle& primary = board.vehicles[0];
  for (int c = primary.offset + primary.length; c < board.size; ++c)
    if (by_rows[static_cast<std::size_t>(primary.line * board.size + c)] ||
        by_columns[static_cast<std::size_t>(primary.line * board.size + c)])
      out.unsolvable = true;
  // Another vehicle in the primary car's row, ahead of it: neither can pass the other.
  for (std::size_t v = 1; v < board.vehicles.size(); ++v)
    if (board.vehicles[v].horizontal && board.vehicles[v].line == primary.line &&
        board.vehicles[v].offset > primary.offset)
      out.unsolvable = true;
  return out;
}

}  // namespace puzzlelab::rush_hour
