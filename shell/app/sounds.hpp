// The app's sound cues (middle/sound_synth.hpp: what each tells the player and how it sounds) played
// on the device (ui/sound_device.hpp), which knows a sound only by its name and its samples.
#pragma once

#include "middle/sound_synth.hpp"
#include "ui/sound_device.hpp"

namespace puzzlelab {

// Plays a cue when sound is on; otherwise does nothing.
inline void play_sound(SoundCue cue) {
  ui::sound::play(to_string(cue),
                  [cue](int sample_rate, float volume) { return synthesize(cue, sample_rate, volume); });
}

}  // namespace puzzlelab
