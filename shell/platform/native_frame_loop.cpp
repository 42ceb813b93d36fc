#include "platform/frame_loop.hpp"

namespace puzzlelab::platform::frame_loop {

// The desktop loop polls SDL's events and the workers every few milliseconds (shell/main.cpp).
void install() {}
void begin_tick() {}
void sleep_until(double /*time*/) {}

}  // namespace puzzlelab::platform::frame_loop
