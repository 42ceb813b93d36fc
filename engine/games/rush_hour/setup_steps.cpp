#include "games/rush_hour/setup_steps.hpp"

#include <algorithm>
#include <map>

#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

namespace {

struct Piece {
  char letter = 'A';
  std::vector<int> cells;  // ascending
};

std::string numbered(const char* one, const char* many, int n) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "columns 3 and 4", "rows 2 to 4".
std::string span(const char* what, int first, int count) {
  const std::string from = std::to_string(first + 1);
  const std::string to = std::to_string(first + count);
  return std::string(what) + "s " + from + (count == 2 ? " and " : " to ") + to;
}

// "Lay truck E across row 2, columns 4 to 6.": a vehicle's cells lie in one row or one column.
std::string vehicle_sentence(const Piece& piece, int size) {
  const int first = piece.cells.front();
  const int count = static_cast<int>(piece.cells.size());
  const bool across = count < 2 || piece.cells[1] == first + 1;
  const std::string name = piece.letter == 'A' ? std::string("the red car A")
                                               : std::string(count == kTruckLength ? "truck " : "car ") + piece.letter;
  const int row = first / size;
  const int column = first % size;
  if (across)
    return "Lay " + name + " across row " + std::to_string(row + 1) + ", " + span("column", column, count) + ".";
  return "Lay " + name + " down column " + std::to_string(column + 1) + ", " + span("row", row, count) + ".";
}

// The walls and vehicles some steps place, each vehicle's cells gathered by its letter.
struct Laid {
  std::vector<int> walls;
  std::map<char, Piece> vehicles;
};

Laid laid_by(const std::vector<TraceStep>& steps) {
  Laid out;
  for (const TraceStep& step : steps)
    for (const TracePlacement& p : step.placed) {
      if (p.piece == "x") out.walls.insert(std::upper_bound(out.walls.begin(), out.walls.end(), p.cell), p.cell);
      if (p.piece.size() != 1 || p.piece[0] < 'A' || p.piece[0] > 'Z') continue;
      Piece& piece = out.vehicles[p.piece[0]];
      piece.letter = p.piece[0];
      piece.cells.insert(std::upper_bound(piece.cells.begin(), piece.cells.end(), p.cell), p.cell);
    }
  return out;
}

// "Take 8 cars and 2 trucks from the box." for the vehicles laid besides the red car: those the
// steps need, whatever went back in the box when the dice found no room for it.
std::string taken_from_box(const Laid& laid) {
  int cars = 0, trucks = 0;
  for (const auto& entry : laid.vehicles)
    if (entry.first != 'A') (entry.second.cells.size() == kTruckLength ? trucks : cars) += 1;
  return "Take " + numbered("car", "cars", cars) + " and " + numbered("truck", "trucks", trucks) + " from the box.";
}

std::string wall_sentence(int cell, int size) {
  return "Put a wall on row " + std::to_string(cell / size + 1) + ", column " + std::to_string(cell % size + 1) + ".";
}

}  // namespace

std::vector<std::string> setup_steps(int size, const std::vector<TraceStep>& steps) {
  const std::vector<TraceStep> draw = final_draw(steps);
  const Laid board = laid_by(draw);
  std::vector<std::string> out;
  for (const TraceStep& step : draw) {
    // The steps below name every vehicle: the person takes them out instead of shuffling.
    if (step.kind == "shuffle") out.push_back(taken_from_box(board));
    // Rolls, refused rolls and the searches' notes place nothing: the board is laid as it came out.
    const Laid here = laid_by({step});
    for (const int cell : here.walls) out.push_back(wall_sentence(cell, size));
    // A whole board laid at once (a constructed setup's last step) takes the box's vehicles first.
    if (here.vehicles.size() > 1) out.push_back(taken_from_box(here));
    for (const auto& entry : here.vehicles) out.push_back(vehicle_sentence(entry.second, size));
  }
  return out;
}

}  // namespace puzzlelab::rush_hour
