#include "middle/play_recorder.hpp"

#include <algorithm>
#include <utility>

#include "middle/json_read.hpp"

namespace puzzlelab {
namespace {

std::uint64_t capped(std::uint64_t n) { return std::min(n, kMaxRecordMoves); }

}  // namespace

void set_setup_timing(PlayRecord& record, const std::vector<double>& steps) {
  record.setup_steps.clear();
  double total = 0;
  for (const double step : steps) {
    record.setup_steps.push_back(record_seconds(step));
    total += std::max(0.0, step);
  }
  record.setup_seconds = record_seconds(total);
}

void PlayRecorder::begin(PlayRecord draft, std::string key) {
  draft.played = true;
  draft.solved = false;
  current_ = Current{std::move(key), std::move(draft), false, false};
}

const std::string& PlayRecorder::key() const {
  static const std::string kNone;
  return current_ ? current_->key : kNone;
}

const PlayRecord* PlayRecorder::draft() const { return current_ ? &current_->record : nullptr; }

void PlayRecorder::moved(std::size_t moves, bool by_solver) {
  if (!current_ || current_->written) return;
  current_->moved = true;
  current_->record.moves = capped(moves);
  if (by_solver) current_->record.solver = true;
}

void PlayRecorder::position(std::size_t moves) {
  if (!current_ || current_->written) return;
  current_->record.moves = capped(moves);
}

void PlayRecorder::undone(std::size_t moves) {
  if (!current_ || current_->written) return;
  current_->record.moves = capped(moves);
  current_->record.undos = capped(current_->record.undos + 1);
}

void PlayRecorder::restarted() {
  if (!current_ || current_->written) return;
  current_->record.moves = 0;
  current_->record.restarts = capped(current_->record.restarts + 1);
}

void PlayRecorder::hinted() {
  if (!current_ || current_->written) return;
  current_->record.hints = capped(current_->record.hints + 1);
}

std::optional<PlayRecord> PlayRecorder::solved(std::size_t moves, double seconds) {
  if (!current_ || current_->written) return std::nullopt;
  current_->written = true;
  PlayRecord& r = current_->record;
  r.moves = capped(moves);
  r.seconds = record_seconds(seconds);
  r.solved = true;
  r.played = true;
  return r;
}

std::optional<PlayRecord> PlayRecorder::left(double seconds) {
  if (!current_) return std::nullopt;
  std::optional<Current> was = std::exchange(current_, std::nullopt);
  if (was->written) return std::nullopt;
  PlayRecord& r = was->record;
  if (was->moved) {
    r.seconds = record_seconds(seconds);
    r.solved = false;
    r.played = true;
    return r;
  }
  if (r.setup_seconds) {  // laid out at the table, never played on screen: not a give-up
    r.seconds = 0;
    r.solved = false;
    r.played = false;
    r.moves = r.undos = r.restarts = r.hints = 0;
    r.solver = false;
    return r;
  }
  return std::nullopt;
}

bool PlayRecorder::timed_setup(const std::vector<double>& steps) {
  if (!current_ || current_->written) return false;
  set_setup_timing(current_->record, steps);
  return true;
}

nlohmann::json PlayRecorder::to_json() const {
  if (!current_) return nullptr;
  return {{"key", current_->key},
          {"record", record_to_json(current_->record)},
          {"moved", current_->moved},
          {"written", current_->written}};
}

PlayRecorder PlayRecorder::from_json(const nlohmann::json& value, bool* damaged) {
  PlayRecorder recorder;
  if (damaged) *damaged = false;
  if (value.is_null()) return recorder;
  const auto key = json_read::text(json_read::at(value, "key"), 64 * 1024);
  const auto moved = json_read::flag(json_read::at(value, "moved"));
  const auto written = json_read::flag(json_read::at(value, "written"));
  auto record = record_from_json(json_read::at(value, "record"));
  if (!key || key->empty() || !moved || !written || !record) {
    if (damaged) *damaged = true;
    return recorder;
  }
  recorder.current_ = Current{*key, std::move(*record), *moved, *written};
  return recorder;
}

}  // namespace puzzlelab
