// The sounds' device glue: SDL's audio device,
// opened once sound is on and, in the browser, the player has clicked, tapped or pressed a key
// (browsers start audio only after a user gesture), fed with SDL_QueueAudio. A machine without an audio device
// (a headless browser, the desktop under Xvfb) is noted once, quietly, and the app carries on
// without sound. It knows a sound only by its name and its samples: what the app's sounds are and
// how they sound is the middle layer's (middle/sound_synth.hpp, played by app/sounds.hpp).
#pragma once

#include <functional>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab::ui::sound {

// The settings, every frame: off (or volume 0) drops queued sound and plays nothing; on opens
// the device when it may.
void configure(bool enabled, float volume);
// A click, tap or key press reached the app: from now on the device may be opened.
void user_gesture();
// A sound's mono samples in -1..1 at the device's rate and the set volume, asked for only when the
// sound will be played.
using Samples = std::function<std::vector<float>(int sample_rate, float volume)>;
// Plays a sound when sound is on (opening the device if needed); otherwise does nothing. `name`
// counts it for the automation hook.
void play(std::string_view name, const Samples& samples);
// For the automation hook: whether sound is on, the device's state ("closed", "open",
// "unavailable" with the reason), and how many sounds were queued on the device, by name.
nlohmann::json automation();
// Closes the device (the desktop's exit).
void shutdown();

}  // namespace puzzlelab::ui::sound
