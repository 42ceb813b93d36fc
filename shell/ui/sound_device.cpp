#include "ui/sound_device.hpp"

#include <map>
#include <string>
#include <vector>

#include <SDL.h>

namespace puzzlelab::ui::sound {
namespace {

enum class Device { closed, open, unavailable };

struct State {
  bool enabled = false;
  float volume = 0.5f;
#ifdef __EMSCRIPTEN__
  bool gesture = false;  // browsers start audio only after a click, tap or key press
#else
  bool gesture = true;  // the desktop needs none
#endif
  Device device = Device::closed;
  SDL_AudioDeviceID id = 0;
  int rate = 0;
  std::string problem;  // why the device is unavailable
  std::map<std::string, int> queued;
};

State g;

// Opens the default output, mono float samples at the device's own rate. Failing is normal on a
// machine without sound: it is remembered (and shown to automation), never reported as an error.
bool open_device() {
  if (g.device == Device::open) return true;
  if (g.device == Device::unavailable) return false;
  if (SDL_WasInit(SDL_INIT_AUDIO) == 0 && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    g.device = Device::unavailable;
    g.problem = SDL_GetError();
    return false;
  }
  SDL_AudioSpec want{};
  want.freq = 44100;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 1024;
  SDL_AudioSpec have{};
  g.id = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
  if (g.id == 0) {
    g.device = Device::unavailable;
    g.problem = SDL_GetError();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return false;
  }
  g.rate = have.freq;
  g.device = Device::open;
  SDL_PauseAudioDevice(g.id, 0);
  return true;
}

}  // namespace

void configure(bool enabled, float volume) {
  const bool was = g.enabled && g.volume > 0;
  g.enabled = enabled;
  g.volume = volume;
  const bool on = enabled && volume > 0;
  // Turned off: what is still queued stops at once.
  if (was && !on && g.device == Device::open) SDL_ClearQueuedAudio(g.id);
  // On, and allowed to start: the device opens now rather than in the middle of the first cue.
  if (on && g.gesture && g.device == Device::closed) open_device();
}

void user_gesture() { g.gesture = true; }

void play(std::string_view name, const Samples& make_samples) {
  if (!g.enabled || g.volume <= 0 || !g.gesture || !open_device()) return;
  const std::vector<float> samples = make_samples(g.rate, g.volume);
  if (samples.empty()) return;
  // Never let sounds pile up behind a stalled device (a background tab): keep under half a second.
  const auto bytes_per_second = static_cast<Uint32>(g.rate) * sizeof(float);
  if (SDL_GetQueuedAudioSize(g.id) > bytes_per_second / 2) SDL_ClearQueuedAudio(g.id);
  if (SDL_QueueAudio(g.id, samples.data(), static_cast<Uint32>(samples.size() * sizeof(float))) == 0)
    ++g.queued[std::string(name)];
}

nlohmann::json automation() {
  const char* device = g.device == Device::open ? "open" : g.device == Device::unavailable ? "unavailable" : "closed";
  nlohmann::json state = {{"enabled", g.enabled}, {"volume", g.volume}, {"device", device}, {"queued", g.queued}};
  if (!g.problem.empty()) state["problem"] = g.problem;
  if (g.device == Device::open) state["rate"] = g.rate;
  return state;
}

void shutdown() {
  if (g.device != Device::open) return;
  SDL_CloseAudioDevice(g.id);
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  g.device = Device::closed;
  g.id = 0;
}

}  // namespace puzzlelab::ui::sound
