#include "middle/laser_pointer.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace puzzlelab {
namespace {

// Eases out: quick to leave, slow to arrive, so the eye lands with the dot.
float ease(double t) {
  const double u = std::clamp(t, 0.0, 1.0);
  return static_cast<float>(1 - (1 - u) * (1 - u) * (1 - u));
}

PointerXY lerp(PointerXY a, PointerXY b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

}  // namespace

std::vector<PointerSpot> plot_spots(const std::vector<PlotMark>& marks, std::size_t limit) {
  std::vector<PointerSpot> spots;
  if (marks.size() <= limit) {
    for (const PlotMark& m : marks)
      spots.push_back({"plot-" + std::to_string(m.series) + "-" + std::to_string(m.item), m.at});
    return spots;
  }
  // One spot per item, at its highest mark, items in the order they are first drawn.
  std::map<int, std::size_t> index_of;
  for (const PlotMark& m : marks) {
    const auto [it, added] = index_of.try_emplace(m.item, spots.size());
    if (added)
      spots.push_back({"plot-" + std::to_string(m.item), m.at});
    else if (m.at.y < spots[it->second].at.y)
      spots[it->second].at = m.at;
  }
  return spots;
}

void LaserPointer::set_spots(std::vector<PointerSpot> spots) {
  spots_ = std::move(spots);
  if (source_ != Source::keys || spot_.empty()) return;
  const auto it = std::find_if(spots_.begin(), spots_.end(), [&](const PointerSpot& s) { return s.name == spot_; });
  if (it == spots_.end()) return;  // gone: the dot stays where it was
  index_ = static_cast<int>(it - spots_.begin());
  target_ = it->at;  // a glide under way goes on to the spot's new place
}

void LaserPointer::mouse(std::optional<PointerXY> at, double now) {
  if (!at) return;
  if (!mouse_seen_) {
    mouse_seen_ = true;
    mouse_at_ = *at;
    return;
  }
  if (*at == mouse_at_) return;
  mouse_at_ = *at;
  last_move_ = now;
  source_ = Source::mouse;
  spot_.clear();
  record(*at, now);
}

void LaserPointer::jump(int direction, double now) {
  if (spots_.empty() || direction == 0) return;
  const int n = static_cast<int>(spots_.size());
  const int step = direction > 0 ? 1 : -1;
  if (index_ < 0 || index_ >= n)
    index_ = step > 0 ? 0 : n - 1;
  else
    index_ = ((index_ + step) % n + n) % n;
  const PointerSpot& spot = spots_[static_cast<std::size_t>(index_)];
  const std::optional<PointerXY> here = position(now);
  from_ = here ? *here : spot.at;  // from nowhere, it simply appears
  target_ = spot.at;
  glide_start_ = now;
  source_ = Source::keys;
  spot_ = spot.name;
}

void LaserPointer::nudge(int dx, int dy, double seconds, float speed, PointerXY min, PointerXY max, double now) {
  if (dx == 0 && dy == 0) return;
  const std::optional<PointerXY> here = position(now);
  PointerXY at = here ? *here : PointerXY{(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f};
  // The same speed along a diagonal as along an axis.
  const float scale = (dx != 0 && dy != 0 ? 1 / std::sqrt(2.0f) : 1.0f) * speed * static_cast<float>(seconds);
  at.x = std::clamp(at.x + static_cast<float>(dx) * scale, min.x, max.x);
  at.y = std::clamp(at.y + static_cast<float>(dy) * scale, min.y, max.y);
  from_ = target_ = at;
  glide_start_ = now - kGlideSeconds;  // no glide: it is where the keys put it
  source_ = Source::keys;
  spot_.clear();  // moved off its spot: it no longer follows one (Tab goes on from the last)
  record(at, now);
}

void LaserPointer::new_scene() {
  spots_.clear();
  spot_.clear();
  index_ = -1;
  if (source_ == Source::keys) {
    source_ = Source::none;
    trail_.clear();
  }
}

void LaserPointer::tick(double now) {
  if (source_ == Source::keys)
    if (const std::optional<PointerXY> at = position(now)) record(*at, now);
  while (!trail_.empty() && now - trail_.front().second > kTrailSeconds) trail_.pop_front();
}

std::optional<PointerXY> LaserPointer::position(double now) const {
  switch (source_) {
    case Source::none: return std::nullopt;
    case Source::mouse:
      if (now - last_move_ > kMouseSeconds) return std::nullopt;
      return mouse_at_;
    case Source::keys: return lerp(from_, target_, ease((now - glide_start_) / kGlideSeconds));
  }
  return std::nullopt;
}

float LaserPointer::opacity(double now) const {
  if (!position(now)) return 0;
  if (source_ == Source::keys) return 1;
  return static_cast<float>(std::clamp((kMouseSeconds - (now - last_move_)) / kFadeSeconds, 0.0, 1.0));
}

double LaserPointer::busy_until() const {
  const double trail_end = trail_.empty() ? -100 : trail_.back().second + kTrailSeconds;
  switch (source_) {
    case Source::none: return trail_end;
    case Source::mouse: return std::max(trail_end, last_move_ + kMouseSeconds);
    case Source::keys: return std::max(trail_end, glide_start_ + kGlideSeconds);
  }
  return trail_end;
}

void LaserPointer::record(PointerXY at, double now) {
  if (!trail_.empty() && trail_.back().first == at) return;
  trail_.emplace_back(at, now);
}

}  // namespace puzzlelab
