#include "games/rush_hour/setups.hpp"

#include <algorithm>
#include <chrono>
#include <span>
#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "games/rush_hour/landscape.hpp"

namespace puzzlelab::rush_hour {

const std::array<SetupEntry<Setup>, 3>& all_setups() {
  static constexpr std::array<SetupEntry<Setup>, 3> setups = {{
      {Setup::at_the_table, "at-the-table",
       "Dice at the table: the red car in the exit row, then each vehicle from the box where a row, a column and "
       "an orientation die say, rolled again when it does not fit.",
       "this project, after the physical game"},
      {Setup::constructed, "constructed",
       "A board drawn at the table, then the position its vehicles can reach that is farthest from any solved one.",
       "Fogleman, Solving Rush Hour, the Puzzle (2018): \"unsolve\""},
      {Setup::graded, "graded",
       "Constructed to a target: a drawn board changed one vehicle at a time until a position that many moves from "
       "solved exists, then one of those positions.",
       "this project, after Fogleman's generator"},
  }};
  return setups;
}

std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(all_setups(), name); }

const char* method_name(Method method) {
  switch (method) {
    case Method::at_the_table: return "at-the-table";
    case Method::constructed: return "constructed";
    case Method::graded: return "graded";
  }
  return "at-the-table";
}

SetupPlan default_plan(Method method, int size) {
  // The box for each size: vehicles covering about three quarters of the board with the red car.
  static constexpr std::array<std::array<int, 2>, kMaxSize + 1> box = {
      {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {3, 1}, {5, 2}, {8, 3}, {11, 4}, {14, 5}, {17, 6}}};
  // Graded targets a climb reaches in a few seconds (docs/RUSH_HOUR.md, "graded").
  static constexpr std::array<int, kMaxSize + 1> targets = {0, 0, 0, 0, 4, 12, 15, 12, 10, 10};
  const int s = std::clamp(size, kMinSize, kMaxSize);
  SetupPlan plan;
  plan.method = method;
  plan.cars = box[static_cast<std::size_t>(s)][0];
  plan.trucks = box[static_cast<std::size_t>(s)][1];
  plan.rerolls = 20;
  plan.target = method == Method::graded ? targets[static_cast<std::size_t>(s)] : 0;
  plan.changes = method == Method::graded ? 3000 : method == Method::constructed ? 1000 : 0;
  // Constructed boards worth a puzzle: most draws' farthest positions are a few moves out.
  static constexpr std::array<int, kMaxSize + 1> least = {0, 0, 0, 0, 3, 6, 10, 6, 6, 6};
  plan.min_moves = method == Method::constructed ? least[static_cast<std::size_t>(s)] : 0;
  return plan;
}

SetupPlan plan_of(Setup setup, int size) {
  switch (setup) {
    case Setup::at_the_table: return default_plan(Method::at_the_table, size);
    case Setup::constructed: return default_plan(Method::constructed, size);
    case Setup::graded: return default_plan(Method::graded, size);
  }
  return default_plan(Method::at_the_table, size);
}

Board relettered(Board board) {
  std::vector<Vehicle> others(board.vehicles.begin() + 1, board.vehicles.end());
  std::sort(others.begin(), others.end(),
            [&](const Vehicle& a, const Vehicle& b) { return a.cell(0, board.size) < b.cell(0, board.size); });
  for (std::size_t i = 0; i < others.size(); ++i) others[i].letter = static_cast<char>('B' + i);
  board.vehicles.resize(1);
  board.vehicles.insert(board.vehicles.end(), others.begin(), others.end());
  return board;
}

namespace {

const char* kind_of(int length) { return length == kTruckLength ? "Truck" : "Car"; }

std::string where(int row, int column) {
  return "row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1);
}

std::vector<TracePlacement> cells_of(const Board& board, const Vehicle& vehicle) {
  std::vector<TracePlacement> out;
  for (int i = 0; i < vehicle.length; ++i) out.push_back({vehicle.cell(i, board.size), std::string(1, vehicle.letter)});
  return out;
}

// Every cell of the board, as the last step of a constructed setup places it.
std::vector<TracePlacement> whole_board(const Board& board) {
  std::vector<TracePlacement> out;
  const std::string text = format_board(board);
  int cell = 0;
  for (const char c : text)
    if (c != '/') out.push_back({cell++, std::string(1, c)});
  return out;
}

// Why a vehicle cannot lie there, or "" when it can.
std::string misfit(const Board& board, const std::vector<std::int8_t>& cells, const Vehicle& v) {
  const int end = v.offset + v.length - 1;
  if (end >= board.size) return "runs off the board";
  for (int i = 0; i < v.length; ++i) {
    const std::int8_t at = cells[static_cast<std::size_t>(v.cell(i, board.size))];
    if (at == kWallCell) return "hits a wall";
    if (at != kEmptyCell) return std::string("hits ") + board.vehicles[static_cast<std::size_t>(at)].letter;
  }
  const Vehicle& red = board.vehicles[0];
  if (v.horizontal && v.line == red.line && v.offset > red.offset)
    return "would lie across the exit row ahead of the red car for good";
  return "";
}

// One vehicle from the box rolled onto the board: a row die, a column die and an orientation die
// (1 to 3 across, 4 to 6 down), rolled again up to `rerolls` times. False when it goes back.
bool roll_vehicle(Board& board, int length, char letter, int rerolls, Rng& rng, SetupTrace* trace,
                  const std::vector<std::string>& box_left = {}) {
  for (int roll = 0; roll <= rerolls; ++roll) {
    const int row = static_cast<int>(rng.below(static_cast<std::uint32_t>(board.size)));
    const int column = static_cast<int>(rng.below(static_cast<std::uint32_t>(board.size)));
    const bool across = rng.below(6) < 3;
    Vehicle v;
    v.letter = letter;
    v.horizontal = across;
    v.length = static_cast<std::int8_t>(length);
    v.line = static_cast<std::int8_t>(across ? row : column);
    v.offset = static_cast<std::int8_t>(across ? column : row);
    const std::string said =
        std::string(kind_of(length)) + " " + letter + ": " + where(row, column) + ", " + (across ? "across" : "down");
    const std::string why = misfit(board, occupancy(board), v);
    if (why.empty()) {
      board.vehicles.push_back(v);
      if (trace) trace->add({"place", said, cells_of(board, v), box_left});
      return true;
    }
    if (trace)
      trace->add({"roll", said + ": " + why + (roll < rerolls ? "; roll again" : "; back in the box"), {}, box_left});
  }
  return false;
}

// The board a person sets up at the table with the plan's box (setups.hpp).
Board draw_at_the_table(int size, const SetupPlan& plan, Rng& rng, SetupTrace* trace, bool clear) {
  Board board;
  board.size = size;
  Vehicle red;
  red.letter = 'A';
  red.horizontal = true;
  red.length = kCarLength;
  red.line = static_cast<std::int8_t>(exit_row_for(size));
  red.offset = static_cast<std::int8_t>(rng.below(static_cast<std::uint32_t>(size - kCarLength)));
  // Walls first: each on an empty cell a row and a column die give, never in the exit row.
  for (int w = 0; w < plan.walls; ++w) {
    for (int roll = 0; roll <= plan.rerolls; ++roll) {
      const int row = static_cast<int>(rng.below(static_cast<std::uint32_t>(size)));
      const int column = static_cast<int>(rng.below(static_cast<std::uint32_t>(size)));
      const auto cell = static_cast<std::uint8_t>(row * size + column);
      const bool taken =
          row == red.line || std::find(board.walls.begin(), board.walls.end(), cell) != board.walls.end();
      if (!taken) {
        board.walls.insert(std::upper_bound(board.walls.begin(), board.walls.end(), cell), cell);
        if (trace) trace->add({"place", "Wall: " + where(row, column), {{cell, "x"}}, {}, clear && w == 0});
        break;
      }
      if (trace)
        trace->add({"roll",
                    "Wall: " + where(row, column) + (row == red.line ? ": the exit row stays open" : ": taken") +
                        (roll < plan.rerolls ? "; roll again" : "; left out"),
                    {},
                    {},
                    clear && w == 0 && roll == 0});
    }
  }
  board.vehicles.push_back(red);
  if (trace)
    trace->add({"place",
                "The red car A in the exit row, " + where(red.line, red.offset) + " (a die)",
                cells_of(board, red),
                {},
                clear && plan.walls == 0});
  // The box, shuffled: which vehicle comes out next is the draw.
  std::vector<int> box(static_cast<std::size_t>(plan.cars), kCarLength);
  box.insert(box.end(), static_cast<std::size_t>(plan.trucks), kTruckLength);
  rng.shuffle(std::span<int>(box));
  // The supply a trace shows: the vehicles still in the box, in the order they come out.
  std::vector<std::string> box_left;
  for (const int length : box) box_left.emplace_back(length == kTruckLength ? "truck" : "car");
  if (trace && !box.empty())
    trace->add({"shuffle",
                "Shuffle the box: " + std::to_string(plan.cars) + (plan.cars == 1 ? " car and " : " cars and ") +
                    std::to_string(plan.trucks) + (plan.trucks == 1 ? " truck" : " trucks"),
                {},
                box_left});
  for (const int length : box) {
    if (static_cast<int>(board.vehicles.size()) >= kMaxVehicles) break;
    box_left.erase(box_left.begin());
    roll_vehicle(board, length, static_cast<char>('A' + board.vehicles.size()), plan.rerolls, rng, trace, box_left);
  }
  return board;
}

// The caller's budget as one for a draw's search: its cancel and time, and the draw's own node cap.
// The caller's budget spread over a setup's searches: its cancel and time, and its nodes counted
// across all of them; each search also stops at the draw's own cap (kDrawPositions), which counts
// as a failed draw, the same in every build.
struct DrawBudget {
  Budget budget;
  StopReason stopped = StopReason::none;
  std::uint64_t caller_nodes = 0;  // 0: no node limit
  std::uint64_t spent = 0;
  explicit DrawBudget(const Budget& caller) : caller_nodes(caller.max_nodes) {
    budget.cancel = caller.cancel;
    budget.deadline = caller.deadline;
    if (caller.max_ms > 0 && caller.max_ms < 3.2e12) {
      const auto end = BudgetClock::now() + std::chrono::duration_cast<BudgetClock::duration>(
                                                std::chrono::duration<double, std::milli>(caller.max_ms));
      if (!budget.has_deadline() || end < budget.deadline) budget.deadline = end;
    }
    budget.stopped = &stopped;
  }
  // The landscape of a draw; a draw too large to explore counts as unsolvable.
  Landscape explore_draw(const Board& board) {
    constexpr std::uint64_t own_cap = 2 * kDrawPositions;
    const std::uint64_t left = caller_nodes == 0 ? own_cap : caller_nodes - std::min(spent, caller_nodes);
    budget.max_nodes = std::min(own_cap, left);
    stopped = StopReason::none;
    if (budget.max_nodes == 0) stopped = StopReason::nodes;
    Landscape landscape = budget.max_nodes == 0 ? Landscape{} : explore(board, budget);
    spent += landscape.expanded;
    const bool own_cap_reached = stopped == StopReason::nodes && budget.max_nodes == own_cap;
    if (landscape.status == Status::unknown && !own_cap_reached)
      throw InputError("budget_exhausted", stopped == StopReason::nodes
                                               ? "the setup used up its node budget before it found a board"
                                               : "the setup ran out of time before it found a board");
    return landscape;
  }
};

int farthest_of(const Landscape& landscape) { return landscape.status == Status::solved ? landscape.farthest : -1; }

std::string positions_said(std::uint64_t n) { return std::to_string(n) + (n == 1 ? " position" : " positions"); }

Board constructed(int size, const SetupPlan& plan, Rng& rng, DrawBudget& search, SetupTrace* trace) {
  for (int draw = 0; draw < std::max(1, plan.changes); ++draw) {
    const Board start = draw_at_the_table(size, plan, rng, trace, draw > 0);
    const Landscape landscape = search.explore_draw(start);
    const int reach = farthest_of(landscape);
    if (reach < std::max(1, plan.min_moves)) {
      if (trace)
        trace->add({"reject",
                    reach < 0
                        ? std::string("No position of these vehicles is solved: draw again")
                        : "The farthest position is " + std::to_string(reach) + " moves from solved, fewer than " +
                              std::to_string(std::max(1, plan.min_moves)) + ": draw again",
                    {},
                    {}});
      continue;
    }
    const std::vector<Board> farthest = landscape.at_distance(landscape.farthest);
    const Board chosen = relettered(farthest[rng.below(static_cast<std::uint32_t>(farthest.size()))]);
    if (trace)
      trace->add({"unsolve",
                  "Of the " + positions_said(landscape.positions) + " these vehicles can reach, the farthest from " +
                      "solved is " + std::to_string(landscape.farthest) + " moves away: this one",
                  whole_board(chosen),
                  {},
                  true});
    return chosen;
  }
  throw InputError("budget_exhausted", "constructed drew " + std::to_string(plan.changes) +
                                           " boards and none could be solved in at least " +
                                           std::to_string(std::max(1, plan.min_moves)) + " moves");
}

// One change to a board: a vehicle other than the red car re-placed or taken out, or one added.
Board changed(const Board& board, const SetupPlan& plan, Rng& rng) {
  Board next = board;
  const int others = static_cast<int>(board.vehicles.size()) - 1;
  const int kind = static_cast<int>(rng.below(3));  // 0 re-place, 1 take out, 2 add
  if ((kind == 0 || kind == 1) && others > 0) {
    const auto v = 1 + rng.below(static_cast<std::uint32_t>(others));
    const int length = next.vehicles[v].length;
    next.vehicles.erase(next.vehicles.begin() + static_cast<std::ptrdiff_t>(v));
    if (kind == 0) roll_vehicle(next, length, 'a', plan.rerolls, rng, nullptr);
  } else if (static_cast<int>(next.vehicles.size()) < kMaxVehicles) {
    roll_vehicle(next, rng.below(4) == 0 ? kTruckLength : kCarLength, 'a', plan.rerolls, rng, nullptr);
  }
  return relettered(next);
}

// Changes without progress before a climb starts again from a fresh draw.
constexpr int kStaleChanges = 150;

Board graded(int size, const SetupPlan& plan, Rng& rng, DrawBudget& search, SetupTrace* trace) {
  Board board = relettered(draw_at_the_table(size, plan, rng, trace, false));
  Landscape landscape = search.explore_draw(board);
  int best = farthest_of(landscape);
  int stale = 0;  // changes since the farthest position last got farther
  for (int change = 0; change < plan.changes && best < plan.target; ++change) {
    // A climb stuck on a board no single change improves starts again from a fresh draw.
    const bool restart = stale >= kStaleChanges;
    const Board next =
        restart ? relettered(draw_at_the_table(size, plan, rng, nullptr, false)) : changed(board, plan, rng);
    Landscape next_landscape = search.explore_draw(next);
    const int reach = farthest_of(next_landscape);
    ++stale;
    if (!restart && reach < best) continue;
    if (reach > best || restart) stale = 0;
    if (trace && restart)
      trace->add({"change",
                  "Change " + std::to_string(change + 1) + ": no change helped for " + std::to_string(kStaleChanges) +
                      " tries; a fresh draw, " + std::to_string(std::max(reach, 0)) + " moves",
                  whole_board(next),
                  {},
                  true});
    if (trace && reach > best && !restart)
      trace->add({"change",
                  "Change " + std::to_string(change + 1) + ": the farthest position is now " + std::to_string(reach) +
                      " moves from solved",
                  whole_board(next),
                  {},
                  true});
    board = next;
    landscape = std::move(next_landscape);
    best = reach;
  }
  if (best < plan.target)
    throw InputError("budget_exhausted", "graded tried " + std::to_string(plan.changes) + " changes and reached " +
                                             std::to_string(std::max(best, 0)) + " moves, not the target " +
                                             std::to_string(plan.target));
  const std::uint64_t count = landscape.count_at(plan.target);
  const std::vector<Board> at_target = landscape.at_distance(plan.target);
  const Board chosen = relettered(at_target[rng.below(static_cast<std::uint32_t>(at_target.size()))]);
  if (trace)
    trace->add({"grade",
                "Of the " + positions_said(count) + " exactly " + std::to_string(plan.target) +
                    " moves from solved, this one (drawn at random)",
                whole_board(chosen),
                {},
                true});
  return chosen;
}

}  // namespace

Board generate(int size, const SetupPlan& plan, std::uint64_t seed, const Budget& budget, SetupTrace* trace) {
  Rng rng(seed);
  if (plan.method == Method::at_the_table) return draw_at_the_table(size, plan, rng, trace, false);
  DrawBudget search(budget);
  if (plan.method == Method::constructed) return constructed(size, plan, rng, search, trace);
  return graded(size, plan, rng, search, trace);
}

}  // namespace puzzlelab::rush_hour
