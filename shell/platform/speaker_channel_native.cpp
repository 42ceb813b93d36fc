// The desktop side of speaker_channel.hpp: one window, so no speaker window and no channel (the
// talk draws the speaker panel itself); the wall clock from the system.
#include "platform/speaker_channel.hpp"

#include <chrono>

namespace puzzlelab::platform::speaker {

bool has_windows() { return false; }
bool is_speaker_window() { return false; }
std::string speaker_window_token() { return ""; }
std::string main_window_token(bool) { return ""; }
bool open_window(const std::string&, const std::string&) { return false; }
std::string window_url(const std::string&, const std::string&) { return ""; }
void post(const std::string&, bool) {}
void set_farewell(const std::string&) {}
std::optional<std::string> take_message(std::size_t) { return std::nullopt; }

double wall_clock_ms() {
  const auto since_epoch = std::chrono::system_clock::now().time_since_epoch();
  return static_cast<double>(std::chrono::duration_cast<std::chrono::milliseconds>(since_epoch).count());
}

}  // namespace puzzlelab::platform::speaker
