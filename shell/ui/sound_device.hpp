// The sounds' device glue (the sounds themselves are middle/sound_synth.hpp): SDL's audio device,
// opened once sound is on and, in the browser, the player has clicked, tapped or pressed a key
// (browsers start audio only after a user gesture), fed with SDL_QueueAudio. A machine without an audio device
// (a headless browser, the desktop under Xvfb) is noted once, quietly, and the app carries on
// without sound.
#pragma once

#include <nlohmann/json.hpp>

#include "middle/sound_synth.hpp"

namespace puzzlelab::ui::sound {

// The settings, every frame: off (or volume 0) drops queued sound and plays nothing; on opens
// the device when it may.
void configure(bool enabled, float volume);
// A click, tap or key press reached the app: from now on the device may be opened.
void user_gesture();
// Plays a cue when sound is on (opening the device if needed); otherwise does nothing.
void play(SoundCue cue);
// For the automation hook: whether sound is on, the device's state ("closed", "open",
// "unavailable" with the reason), and how many cues were queued on the device, by name.
nlohmann::json automation();
// Closes the device (the desktop's exit).
void shutdown();

}  // namespace puzzlelab::ui::sound
