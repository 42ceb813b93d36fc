// Whether the frame loop runs at all. An idle browser page should cost nothing: not even a tick
// per animation frame that draws nothing (ui/redraw.hpp decides what a tick draws). So when a tick
// finds nothing due, the loop sleeps: the browser's main loop is paused, and it is resumed by
//
// - input and the page's own events: pointer, mouse, touch, wheel and keys, focus, resize (of the
//   window or of the canvas), a link navigated to, a history step, the page shown again, full
//   screen entered or left, text typed or pasted into the page's text element, a click on the
//   screen-reader layer, a message from a host page (embed mode), a change of the system's colour
//   scheme or reduced-motion preference;
// - anything else the app queues for its next tick: a worker's answer (web/worker_pool.js), a
//   speaker channel message, a file the user chose; each calls Module.puzzlelabWake();
// - a timer for the time the app asked to draw at (ui::redraw::request_at).
//
// Natively the desktop loop keeps polling (it sleeps between ticks on its own), so these do
// nothing there.
#pragma once

namespace puzzlelab::platform::frame_loop {

// Once, before anything can queue work for a tick: the page's listeners that wake the loop.
void install();
// The start of every tick: wakes that came during the last one were for this one.
void begin_tick();
// The end of a tick that found nothing due: stop the loop until a wake, or until `time` (seconds
// on now_seconds()'s clock; infinity: no timer). A wake during the tick that ends keeps the loop
// running for one more tick, which takes what it queued.
void sleep_until(double time);

}  // namespace puzzlelab::platform::frame_loop
