#include "platform/page_keys.hpp"

namespace puzzlelab::platform {

// A desktop window has no page to reload: F5 reaches the app like any key.
void hold_talk_keys(bool /*talk_open*/) {}

}  // namespace puzzlelab::platform
