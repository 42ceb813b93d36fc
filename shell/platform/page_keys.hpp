// Keys the browser itself acts on that talk mode takes for its own: F5 (a presentation clicker's
// "start" key, and Shift+F5) would reload the page and end the talk. While a talk is open the page
// keeps the browser from acting on them (preventDefault on the key-down, in the capture phase, so
// SDL still sees the key); otherwise they keep their usual meaning. Natively nothing to keep.
#pragma once

namespace puzzlelab::platform {

// Called every frame the app draws: whether a talk is open on the screen in view.
void hold_talk_keys(bool talk_open);

}  // namespace puzzlelab::platform
