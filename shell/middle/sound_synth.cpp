#include "middle/sound_synth.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numbers>

namespace puzzlelab {
namespace {

// One note of a cue: when it starts and how long it rings, its pitch (with an optional glide to
// `to_hz`), how loud against the cue's other notes, how fast it decays, and its partials' weights
// (the fundamental, the second and the third harmonic).
struct Note {
  double start = 0, length = 0;
  double hz = 440, to_hz = 0;
  double level = 1;
  double decay = 0;  // per second, exponential; 0 keeps the level
  double partials[3] = {1, 0, 0};
};

struct Recipe {
  double seconds = 0;
  std::vector<Note> notes;
};

// Each recipe is short (under half a second) and soft-edged: a puzzle's sounds accompany a move,
// they never announce one.
Recipe recipe(SoundCue cue) {
  switch (cue) {
    case SoundCue::move: return {0.06, {{0.0, 0.06, 520, 0, 1.0, 55, {1, 0.35, 0.15}}}};
    case SoundCue::refused:
      return {0.22, {{0.0, 0.09, 150, 0, 0.9, 12, {1, 0.6, 0.4}}, {0.12, 0.09, 140, 0, 0.9, 12, {1, 0.6, 0.4}}}};
    case SoundCue::undo: return {0.09, {{0.0, 0.09, 640, 420, 0.8, 25, {1, 0.2, 0}}}};
    case SoundCue::hint:
      return {0.3, {{0.0, 0.16, 880, 0, 0.6, 14, {1, 0.1, 0}}, {0.12, 0.18, 1320, 0, 0.6, 12, {1, 0.1, 0}}}};
    case SoundCue::solved:
      return {0.48,
              {{0.0, 0.18, 523.25, 0, 0.7, 8, {1, 0.25, 0.1}},
               {0.09, 0.18, 659.25, 0, 0.7, 8, {1, 0.25, 0.1}},
               {0.18, 0.18, 783.99, 0, 0.7, 8, {1, 0.25, 0.1}},
               {0.27, 0.21, 1046.5, 0, 0.8, 6, {1, 0.25, 0.1}}}};
  }
  return {};
}

// A note's own envelope: a 4 ms rise and a release over its last 30% (at least 6 ms), so every
// note, and therefore the cue, begins and ends at zero.
double envelope(double t, double length) {
  const double attack = std::min(0.004, length * 0.25);
  const double release = std::max(0.006, length * 0.3);
  if (t < 0 || t >= length) return 0;
  if (t < attack) return t / attack;
  if (t > length - release) return (length - t) / release;
  return 1;
}

}  // namespace

std::string_view to_string(SoundCue cue) {
  switch (cue) {
    case SoundCue::move: return "move";
    case SoundCue::refused: return "refused";
    case SoundCue::undo: return "undo";
    case SoundCue::hint: return "hint";
    case SoundCue::solved: return "solved";
  }
  return "move";
}

double sound_seconds(SoundCue cue) { return recipe(cue).seconds; }

std::vector<float> synthesize(SoundCue cue, int sample_rate, float volume) {
  const float gain = std::clamp(volume, 0.0f, 1.0f);
  if (gain <= 0 || sample_rate < 1000) return {};
  const Recipe r = recipe(cue);
  const auto count = static_cast<std::size_t>(std::lround(r.seconds * sample_rate));
  std::vector<double> mix(count, 0.0);
  for (const Note& note : r.notes) {
    const auto first = static_cast<std::size_t>(std::lround(note.start * sample_rate));
    const auto span = static_cast<std::size_t>(std::lround(note.length * sample_rate));
    double phase = 0;  // integrated, so a glide stays continuous
    for (std::size_t i = 0; i < span && first + i < count; ++i) {
      const double t = static_cast<double>(i) / sample_rate;
      const double hz = note.to_hz > 0 ? note.hz + (note.to_hz - note.hz) * (t / note.length) : note.hz;
      phase += 2 * std::numbers::pi * hz / sample_rate;
      double wave = 0;
      for (int k = 0; k < 3; ++k) wave += note.partials[k] * std::sin(phase * (k + 1));
      mix[first + i] += note.level * std::exp(-note.decay * t) * envelope(t, note.length) * wave;
    }
  }
  // Normalized so the loudest sample is exactly volume x kSoundPeak, whatever the recipe's sum.
  double loudest = 0;
  for (const double x : mix) loudest = std::max(loudest, std::abs(x));
  std::vector<float> samples(count, 0.0f);
  if (loudest <= 0) return samples;
  const double scale = gain * kSoundPeak / loudest;
  for (std::size_t i = 0; i < count; ++i) samples[i] = static_cast<float>(mix[i] * scale);
  return samples;
}

}  // namespace puzzlelab
