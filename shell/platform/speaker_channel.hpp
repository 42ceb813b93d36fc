// The speaker view's window and channel (docs/app/TALK_MODE.md, "Speaker view"). In the browser the
// speaker view is a second window of the same page (`?speaker=TOKEN`, the talk's link as its hash),
// and the two windows talk over a BroadcastChannel named "puzzlelab-talk": the messages are JSON
// text (middle/speaker_sync.hpp), read with no trust, each carrying the token that pairs one main
// window with its speaker view. A window opens the channel only once it is paired: a main window
// that opened no speaker view, or a speaker window whose address holds no token, never listens.
// Natively there is no second window and no channel: the talk shows the speaker panel itself
// (app/speaker_host.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace puzzlelab::platform::speaker {

// Whether this build has speaker windows (the browser) or only the panel (the desktop).
bool has_windows();
// Whether this page is a speaker window (the browser: loaded with ?speaker=...; natively never).
bool is_speaker_window();
// A speaker window's pairing token: the one in its address, "" when that is no token (an address
// typed or shared by hand, the old ?speaker=1).
std::string speaker_window_token();
// The main window's pairing token: the one it gave its speaker view, kept for the tab's life in
// its sessionStorage (a reload keeps the pairing); "" when it opened none. `create`: make one (128
// random bits) when there is none.
std::string main_window_token(bool create);
// Opens the speaker window (or brings the open one forward) at `hash` (a talk link, no '#'; may be
// ""), paired by `token`. Must run in answer to a key press or a click, as popup blockers ask;
// false when the browser blocked it (or natively).
bool open_window(const std::string& hash, const std::string& token);
// The speaker window's address, to open by hand when the browser blocked it.
std::string window_url(const std::string& hash, const std::string& token);
// Posts a message to the other windows (the first post or take opens the channel). `keep`: the
// main window's state, posted again every 2 seconds (so a speaker window knows the main one is
// alive even when nothing changes) until the next kept message; `farewell`, when not empty, is
// posted as the page goes away.
void post(const std::string& message, bool keep = false);
void set_farewell(const std::string& message);
// The next message another window posted, in the order received. At most 64 wait (older ones are
// dropped first), and a message longer than `max_size` bytes is never queued.
std::optional<std::string> take_message(std::size_t max_size);
// Milliseconds since 1970 (Date.now() in the browser), the clock both windows share.
double wall_clock_ms();

}  // namespace puzzlelab::platform::speaker
