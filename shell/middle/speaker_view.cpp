#include "middle/speaker_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace puzzlelab {

namespace {

// Durations past this (about 114 years) are shown as this: a clock never overflows.
constexpr double kLongestShown = 3.6e9;

std::string two_digits(long long n) {
  char out[8];
  std::snprintf(out, sizeof out, "%02lld", n);
  return out;
}

std::string whole_seconds_text(long long total) {
  const long long hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60;
  if (hours > 0) return std::to_string(hours) + ":" + two_digits(minutes) + ":" + two_digits(seconds);
  return std::to_string(minutes) + ":" + two_digits(seconds);
}

}  // namespace

CountdownTone countdown_tone(double remaining_s) {
  if (remaining_s < 0) return CountdownTone::red;
  if (remaining_s <= kSpeakerAmberSeconds) return CountdownTone::amber;
  return CountdownTone::normal;
}

std::string speaker_clock_text(double seconds) {
  if (!std::isfinite(seconds)) seconds = 0;
  const double magnitude = std::min(std::fabs(seconds), kLongestShown);
  const long long total = static_cast<long long>(std::floor(magnitude));
  return (seconds < 0 && total > 0 ? "-" : "") + whole_seconds_text(total);
}

std::string speaker_countdown_text(double remaining_s) {
  if (!std::isfinite(remaining_s)) remaining_s = 0;
  if (remaining_s < 0) return speaker_clock_text(-remaining_s) + " over";
  const long long left = static_cast<long long>(std::ceil(std::min(remaining_s, kLongestShown)));
  return whole_seconds_text(left) + " left";
}

SpeakerSummary summarize_for_speaker(const Talk& talk, std::size_t scene, double elapsed_s) {
  SpeakerSummary out;
  out.title = talk.title;
  out.scenes = talk.scenes.size();
  if (talk.scenes.empty()) return out;
  scene = std::min(scene, talk.scenes.size() - 1);
  const TalkScene& s = talk.scenes[scene];
  out.scene = scene + 1;
  out.where = "Scene " + std::to_string(out.scene) + " / " + std::to_string(out.scenes);
  out.kind = scene_kind_name(s.kind);
  out.notes = s.notes;
  out.caption = s.caption;
  if (scene + 1 < talk.scenes.size()) {
    const TalkScene& next = talk.scenes[scene + 1];
    out.next_kind = scene_kind_name(next.kind);
    out.next = next.kind == SceneKind::title && !next.title.empty() ? next.title + ". " + next.caption : next.caption;
  } else {
    out.next = "End of talk";
  }
  out.elapsed_s = std::isfinite(elapsed_s) ? std::max(0.0, elapsed_s) : 0.0;
  if (talk.minutes > 0) {
    out.countdown_s = static_cast<double>(talk.minutes) * 60 - out.elapsed_s;
    out.tone = countdown_tone(*out.countdown_s);
  }
  return out;
}

}  // namespace puzzlelab
