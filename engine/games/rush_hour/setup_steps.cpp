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

// "Lay truck E across row 2, columns 4 to 6." A vehicle's cells lie in one row or one column; a
// piece the trace spells otherwise is named by its cells' count alone.
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

// The walls and vehicles a step places, walls first, then the red car, then the others by letter.
std::vector<std::string> placed_sentences(const TraceStep& step, int size) {
  std::vector<int> walls;
  std::map<char, Piece> vehicles;
  for (const TracePlacement& p : step.placed) {
    if (p.piece == "x") walls.push_back(p.cell);
    if (p.piece.size() != 1 || p.piece[0] < 'A' || p.piece[0] > 'Z') continue;
    Piece& piece = vehicles[p.piece[0]];
    piece.letter = p.piece[0];
    piece.cells.insert(std::upper_bound(piece.cells.begin(), piece.cells.end(), p.cell), p.cell);
  }
  std::vector<std::string> out;
  std::sort(walls.begin(), walls.end());
  for (const int cell : walls)
    out.push_back("Put a wall on row " + std::to_string(cell / size + 1) + ", column " +
                  std::to_string(cell % size + 1) + ".");
  // A whole board laid at once (a constructed setup's last step) starts with the box's vehicles.
  if (vehicles.size() > 1) {
    int cars = 0, trucks = 0;
    for (const auto& entry : vehicles)
      if (entry.first != 'A') (entry.second.cells.size() == kTruckLength ? trucks : cars) += 1;
    out.push_back("Take " + numbered("car", "cars", cars) + " and " + numbered("truck", "trucks", trucks) +
                  " from the box, and the red car.");
  }
  for (const auto& entry : vehicles) out.push_back(vehicle_sentence(entry.second, size));
  return out;
}

}  // namespace

std::vector<std::string> setup_steps(int size, const std::vector<TraceStep>& steps) {
  std::vector<std::string> out;
  for (const TraceStep& step : final_draw(steps)) {
    if (step.kind == "shuffle") {
      // The steps below name every vehicle: the person takes them out instead of shuffling.
      std::string text = step.caption;
      if (text.rfind("Shuffle the box: ", 0) == 0) text = "Take " + text.substr(17) + " from the box";
      out.push_back(text + ".");
      continue;
    }
    // Rolls, refused rolls and the searches' notes place nothing: the board is laid as it came out.
    for (std::string& sentence : placed_sentences(step, size)) out.push_back(std::move(sentence));
  }
  return out;
}

}  // namespace puzzlelab::rush_hour
