#include "games/rush_hour/neighbours.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "core/budget.hpp"
#include "games/rush_hour/landscape.hpp"

namespace puzzlelab::rush_hour {

namespace {

// The searches' cap: what the setup itself explores of a draw (setups.cpp's DrawBudget), so a
// neighbour is a board the setup would not have refused as too large.
Budget draw_budget() {
  Budget budget;
  budget.max_nodes = 2 * kDrawPositions;
  return budget;
}

int count_trucks(const Board& board) {
  int trucks = 0;
  for (std::size_t v = 1; v < board.vehicles.size(); ++v) trucks += board.vehicles[v].length == kTruckLength;
  return trucks;
}

// Every place a vehicle of `length` fits on the board, across then down, in reading order of its
// first cell: where a set of dice could put it (never across the exit row ahead of the red car,
// where the setup refuses it).
std::vector<Vehicle> free_placements(const Board& board, int length) {
  const std::vector<std::int8_t> cells = occupancy(board);
  const Vehicle& red = board.vehicles[0];
  std::vector<Vehicle> out;
  for (const bool horizontal : {true, false})
    for (int line = 0; line < board.size; ++line)
      for (int offset = 0; offset + length <= board.size; ++offset) {
        Vehicle v;
        v.horizontal = horizontal;
        v.length = static_cast<std::int8_t>(length);
        v.line = static_cast<std::int8_t>(line);
        v.offset = static_cast<std::int8_t>(offset);
        if (horizontal && line == red.line && offset > red.offset) continue;
        bool free = true;
        for (int i = 0; i < length && free; ++i)
          free = cells[static_cast<std::size_t>(v.cell(i, board.size))] == kEmptyCell;
        if (free) out.push_back(v);
      }
  return out;
}

// Places a vehicle of `length` at a free place drawn by `rng`; false when none is free.
bool place_one(Board& board, int length, Rng& rng) {
  const std::vector<Vehicle> places = free_placements(board, length);
  if (places.empty() || static_cast<int>(board.vehicles.size()) >= kMaxVehicles) return false;
  Vehicle v = places[rng.below(static_cast<std::uint32_t>(places.size()))];
  v.letter = 'Z';  // renamed by relettered
  board.vehicles.push_back(v);
  return true;
}

// One change drawn by `rng`: a vehicle other than the red car re-placed or taken out, or one of
// the box's vehicles added; nothing when the drawn change cannot be made.
std::optional<Board> one_change(const Board& board, const SetupPlan& plan, Rng& rng) {
  Board next = board;
  const int others = static_cast<int>(board.vehicles.size()) - 1;
  const int kind = static_cast<int>(rng.below(3));  // 0 re-place, 1 take out, 2 add
  if (kind < 2) {
    if (others == 0) return std::nullopt;
    const auto v = 1 + rng.below(static_cast<std::uint32_t>(others));
    const int length = next.vehicles[v].length;
    next.vehicles.erase(next.vehicles.begin() + static_cast<std::ptrdiff_t>(v));
    if (kind == 0 && !place_one(next, length, rng)) return std::nullopt;
  } else {
    const int trucks = count_trucks(board);
    const int cars_left = plan.cars - (others - trucks), trucks_left = plan.trucks - trucks;
    if (cars_left + trucks_left <= 0) return std::nullopt;
    // A vehicle drawn from what is left in the box.
    const bool truck = static_cast<int>(rng.below(static_cast<std::uint32_t>(cars_left + trucks_left))) < trucks_left;
    if (!place_one(next, truck ? kTruckLength : kCarLength, rng)) return std::nullopt;
  }
  return relettered(next);
}

}  // namespace

std::optional<Board> unsolved(const Board& drawn, Rng& rng, int min_moves) {
  const Landscape landscape = explore(drawn, draw_budget());
  if (landscape.status != Status::solved || landscape.farthest < std::max(1, min_moves)) return std::nullopt;
  const std::vector<Board> farthest = landscape.at_distance(landscape.farthest);
  return relettered(farthest[rng.below(static_cast<std::uint32_t>(farthest.size()))]);
}

bool fits_box(const Board& board, const SetupPlan& plan) {
  const int trucks = count_trucks(board);
  const int cars = static_cast<int>(board.vehicles.size()) - 1 - trucks;
  return cars <= plan.cars && trucks <= plan.trucks && static_cast<int>(board.walls.size()) <= plan.walls;
}

std::vector<Board> constructed_neighbours(const Board& board, const SetupPlan& plan, Rng& rng, int count) {
  std::vector<Board> out;
  std::set<std::string> seen = {format_board(board)};
  // Changes are drawn until `count` neighbours are found; a board where most changes fail (full,
  // or whose changes all unsolve to itself) stops after a few tries per neighbour asked.
  for (int tries = 0; tries < 4 * count && static_cast<int>(out.size()) < count; ++tries) {
    const std::optional<Board> changed = one_change(board, plan, rng);
    if (!changed || !seen.insert(format_board(*changed)).second) continue;
    const std::optional<Board> next = unsolved(*changed, rng, plan.min_moves);
    if (!next || !seen.insert(format_board(*next)).second) continue;
    out.push_back(*next);
  }
  return out;
}

}  // namespace puzzlelab::rush_hour
