#include "middle/setup_playback.hpp"

#include <algorithm>
#include <utility>

namespace puzzlelab {

namespace {

// Speeds a speaker can pick, from a slow explanation to a quick riffle.
constexpr double kMinSpeed = 0.25;
constexpr double kMaxSpeed = 60.0;

const std::vector<std::string> kNoSupply;

}  // namespace

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
