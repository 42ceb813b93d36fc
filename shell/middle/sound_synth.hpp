// The app's sounds, synthesized: no audio files, a few sine partials under an envelope per cue.
// Pure (no device, no SDL): the buffers are unit-tested natively (tests/unit/middle_sound_test.cpp)
// and handed to the device by ui/sound_device.cpp.
//
// Every buffer rises from silence and falls back to it (a short attack and release), so a sound
// never starts or stops with a click, and its peak is at most volume x kPeak.
#pragma once

#include <string_view>
#include <vector>

namespace puzzlelab {

// What a sound tells the player.
enum class SoundCue {
  move,     // a move was played: a short wooden tock
  refused,  // a move was refused: a low, dull double buzz
  undo,     // a move was taken back: a short falling blip
  hint,     // a hint arrived: two soft rising chimes
  solved,   // the puzzle is solved: a rising major arpeggio
};

std::string_view to_string(SoundCue cue);

// The loudest sample at volume 1: headroom for two cues overlapping on the device.
inline constexpr float kSoundPeak = 0.5f;

// One cue as mono samples in -1..1 at `sample_rate` Hz, scaled by `volume` (clamped to 0..1).
// Silence (volume 0, or a rate under 1000 Hz) is an empty buffer: nothing to queue.
std::vector<float> synthesize(SoundCue cue, int sample_rate, float volume);

// How long a cue lasts, in seconds (the buffer holds round(seconds x rate) samples).
double sound_seconds(SoundCue cue);

}  // namespace puzzlelab
