// Embed mode (docs/app/TALK_MODE.md, "Embed mode"): the app inside someone else's page, in an
// iframe opened with ?embed=1 (natively: the --embed flag), showing only the scene or the board.
// The browser side carries the postMessage interface's text to and from the host page (what the
// messages say: middle/embed_messages.hpp) and keeps the app from taking keys it does not use: SDL
// hears the keyboard on the canvas alone (its keyboard-element hint), and a key the app does not use
// never reaches SDL, so nothing prevents its default (the browser's own keys work) and the host
// hears of it as a "key" event. Natively there is no host page: no messages, every key the app's.
#pragma once

#include <string>
#include <vector>

namespace puzzlelab::platform::embed_host {

// Whether the app runs embedded: the page's query has embed=1 (natively: set_embedded). Callable
// before SDL_Init.
bool embedded();
// Natively: the --embed flag.
void set_embedded(bool on);

// Before SDL_Init, in embed mode: SDL's keyboard listeners go on the canvas, not on the window, so
// keys reach the app only while its canvas has the focus (a click on it gives it the focus).
void prepare_keyboard();
// After the window exists, in embed mode: listens to the host page's messages and filters the keys.
void start();

// The messages the host page posted since the last call, as text (an object as its JSON), oldest
// first. The page keeps at most 64 waiting; later ones are dropped until the app takes them.
std::vector<std::string> take_messages();
// Posts an event (a JSON object's text) to the host page; nothing without one.
void post_to_host(const std::string& json);

// The keys the app uses now, the rest going by it. A key is an SDL scancode and the modifiers that
// must be held with it, as bits: 1 Ctrl, 2 Shift, 4 Alt (none other held).
struct UsedKey {
  int scancode = 0;
  unsigned modifiers = 0;
};
void use_keys(const std::vector<UsedKey>& keys);
// A board's keys: every key pressed without Ctrl, Alt or Cmd, except Esc and the function keys.
void use_board_keys();

}  // namespace puzzlelab::platform::embed_host
