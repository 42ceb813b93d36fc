#include "middle/setup_timer.hpp"

#include <algorithm>

namespace puzzlelab {

void SetupTimer::start(double now) {
  if (started_) return;
  started_ = now;
}

SetupTimer::Phase SetupTimer::phase() const {
  if (!started_) return Phase::ready;
  return done_at_.size() >= steps_.size() ? Phase::complete : Phase::timing;
}

bool SetupTimer::done(double now) {
  if (phase() != Phase::timing) return false;
  // A clock that went back would make a step negative: a step takes no less than nothing.
  done_at_.push_back(std::max(now, done_at_.empty() ? *started_ : done_at_.back()));
  return true;
}

bool SetupTimer::back() {
  if (done_at_.empty()) return false;
  done_at_.pop_back();
  return true;
}

std::vector<double> SetupTimer::step_seconds() const {
  std::vector<double> out;
  if (!started_) return out;
  double from = *started_;
  for (const double at : done_at_) {
    out.push_back(at - from);
    from = at;
  }
  return out;
}

double SetupTimer::total(double now) const {
  if (!started_) return 0;
  if (phase() == Phase::complete) return done_at_.empty() ? 0.0 : done_at_.back() - *started_;
  return std::max(0.0, now - *started_);
}

}  // namespace puzzlelab
