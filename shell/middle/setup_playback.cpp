#include "middle/setup_playback.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace puzzlelab {

namespace {

// Speeds a speaker can pick, from a slow explanation to a quick riffle.
constexpr double kMinSpeed = 0.25;
constexpr double kMaxSpeed = 60.0;

const std::vector<std::string> kNoSupply;

}  // namespace

// Walks the text as board_cells splits it: a row's cells are separated by ',' when it has any,
// else one character each; the items after the first ';' are one cell each.
std::string compose_board(std::string_view board, const std::vector<std::string>& cells) {
  if (board_cells(board).size() != cells.size())
    throw std::invalid_argument("compose_board: " + std::to_string(cells.size()) + " cells for a board of " +
                                std::to_string(board_cells(board).size()));
  std::string out;
  std::size_t next = 0;
  const auto semi = board.find(';');
  const std::string_view grid = board.substr(0, semi);
  std::size_t start = 0;
  for (;;) {
    const auto end = grid.find('/', start);
    const std::string_view row =
        grid.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (row.find(',') != std::string_view::npos) {
      const auto items = static_cast<std::size_t>(std::count(row.begin(), row.end(), ',')) + 1;
      for (std::size_t i = 0; i < items; ++i) {
        if (i) out += ',';
        out += cells[next++];
      }
    } else {
      for (std::size_t i = 0; i < row.size(); ++i) out += cells[next++];
    }
    if (end == std::string_view::npos) break;
    out += '/';
    start = end + 1;
  }
  while (next < cells.size()) {
    out += ';';
    out += cells[next++];
  }
  return out;
}

SetupPlayback::SetupPlayback(TracedBoard traced) : traced_(std::move(traced)) { rebuild(); }

void SetupPlayback::step_forward() { seek(position_ + 1); }

void SetupPlayback::step_back() {
  if (position_ > 0) seek(position_ - 1);
}

void SetupPlayback::seek(std::size_t position) {
  position_ = std::min(position, steps());
  pending_ = 0;
  if (at_end()) playing_ = false;
  rebuild();
}

// Replays the placements of the steps done; a redraw (clear) empties the board first. Traces
// have at most a few hundred placements, so replaying from the start is instant and keeps
// stepping back exact.
void SetupPlayback::rebuild() {
  cells_.assign(board_cells(traced_.board).size(), std::nullopt);
  for (std::size_t i = 0; i < position_; ++i) {
    const TraceStep& step = traced_.steps[i];
    if (step.clear) std::fill(cells_.begin(), cells_.end(), std::nullopt);
    for (const auto& placed : step.placed)
      if (placed.cell >= 0 && static_cast<std::size_t>(placed.cell) < cells_.size())
        cells_[static_cast<std::size_t>(placed.cell)] = placed.piece;
  }
}

const TraceStep* SetupPlayback::current() const { return position_ == 0 ? nullptr : &traced_.steps[position_ - 1]; }

std::string SetupPlayback::caption() const {
  if (const TraceStep* step = current()) return step->caption;
  return steps() == 0 ? "This setup records no steps." : "Ready: " + std::to_string(steps()) + " steps to the board.";
}

const std::vector<std::string>& SetupPlayback::supply() const {
  const TraceStep* step = current();
  return step ? step->supply : kNoSupply;
}

std::vector<int> SetupPlayback::arriving() const {
  std::vector<int> out;
  if (const TraceStep* step = current())
    for (const auto& placed : step->placed)
      if (placed.cell >= 0 && static_cast<std::size_t>(placed.cell) < cells_.size()) out.push_back(placed.cell);
  return out;
}

std::string SetupPlayback::board_so_far() const {
  std::vector<std::string> text = board_cells(traced_.board);
  std::vector<bool> later(text.size(), false);
  for (std::size_t i = position_; i < steps(); ++i)
    for (const auto& placed : traced_.steps[i].placed)
      if (placed.cell >= 0 && static_cast<std::size_t>(placed.cell) < later.size())
        later[static_cast<std::size_t>(placed.cell)] = true;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (cells_[i])
      text[i] = *cells_[i];
    else if (later[i])
      text[i] = "?";
  }
  return compose_board(traced_.board, text);
}

void SetupPlayback::set_speed(double steps_per_second) { speed_ = std::clamp(steps_per_second, kMinSpeed, kMaxSpeed); }

bool SetupPlayback::advance(double seconds) {
  if (!playing_ || seconds <= 0) return false;
  pending_ += seconds * speed_;
  const auto whole = static_cast<std::size_t>(pending_);
  if (whole == 0) return false;
  const double rest = pending_ - static_cast<double>(whole);
  seek(position_ + whole);
  pending_ = at_end() ? 0 : rest;
  return true;
}

}  // namespace puzzlelab
