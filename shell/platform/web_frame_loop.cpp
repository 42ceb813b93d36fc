// The browser side of frame_loop.hpp: Emscripten's main loop paused while nothing is due, and
// resumed by Module.puzzlelabWake(), which the page's events and every queue the app's ticks read
// call. Waking schedules the next tick on the next animation frame (emscripten_resume_main_loop);
// SDL's own event handlers only queue the events, which that tick takes.
#include "platform/frame_loop.hpp"

#include <emscripten.h>

#include <algorithm>
#include <cmath>

namespace {

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(void, js_frame_loop_install, (), {
  // sleeping: the main loop is paused; timer: the wake set for the earliest request_at time;
  // again: a wake came while a tick ran. The browser tests read them (and the counts of sleeps and
  // wakes, for their messages).
  const loop = {sleeping: false, again: false, timer: 0, sleeps: 0, wakes: 0};
  Module.puzzlelabLoop = loop;
  Module.puzzlelabWake = () => {
    if (loop.timer) {
      clearTimeout(loop.timer);
      loop.timer = 0;
    }
    if (!loop.sleeping) {
      loop.again = true;
      return;
    }
    loop.sleeping = false;
    loop.wakes += 1;
    _emscripten_resume_main_loop();
  };
  const wake = () => Module.puzzlelabWake();
  // Capture phase on the window: before SDL's handlers (and any that stop an event) see it.
  const events = ["pointerdown", "pointermove", "pointerup", "pointercancel", "pointerover", "pointerout",
                  "mousedown", "mousemove", "mouseup", "wheel", "touchstart", "touchmove", "touchend", "touchcancel",
                  "keydown", "keyup", "keypress", "click", "focus", "blur", "resize", "hashchange", "popstate",
                  "pageshow", "paste", "input", "compositionend", "message"];
  for (const type of events) window.addEventListener(type, wake, {capture: true, passive: true});
  document.addEventListener("visibilitychange", wake);
  document.addEventListener("fullscreenchange", wake);
  // The canvas's box can change without the window's (the page's layout, full screen).
  if (typeof ResizeObserver === "function" && Module.canvas) new ResizeObserver(wake).observe(Module.canvas);
  // The system's colour scheme ("Follow the system") and reduced motion, read by the ticks.
  if (typeof window.matchMedia === "function") {
    for (const query of ["(prefers-color-scheme: light)", "(prefers-reduced-motion: reduce)"]) {
      const list = window.matchMedia(query);
      if (list && list.addEventListener) list.addEventListener("change", wake);
    }
  }
});

EM_JS(void, js_frame_loop_begin_tick, (), { Module.puzzlelabLoop.again = false; });

// Returns whether the loop may sleep (no wake came during this tick); the timer is set here.
EM_JS(int, js_frame_loop_sleep, (double delay_ms), {
  const loop = Module.puzzlelabLoop;
  if (loop.again) return 0;
  loop.sleeping = true;
  loop.sleeps += 1;
  // (setTimeout takes at most 2^31 - 1 ms; a timer further away wakes early and sleeps again.)
  if (delay_ms >= 0) loop.timer = setTimeout(Module.puzzlelabWake, Math.min(Math.ceil(delay_ms) + 1, 2147483647));
  return 1;
});
// clang-format on

}  // namespace

namespace puzzlelab::platform::frame_loop {

void install() { js_frame_loop_install(); }

void begin_tick() { js_frame_loop_begin_tick(); }

void sleep_until(double time) {
  const double delay_ms = std::isfinite(time) ? std::max(0.0, (time - emscripten_get_now() / 1000.0) * 1000.0) : -1.0;
  if (js_frame_loop_sleep(delay_ms) != 0) emscripten_pause_main_loop();
}

}  // namespace puzzlelab::platform::frame_loop
