// When the app draws. An idle page costs nothing: the frame loop takes the input events and the
// workers' answers on every tick, and draws only when something asks for it; a tick that finds
// nothing due stops the browser's loop until an event, an answer or a timer wakes it
// (platform/frame_loop.hpp; the desktop's loop keeps polling every few milliseconds). A frame is due for:
// - input (a short grace follows each event, so hover and popups settle), a resize, a link
//   navigated to or a worker's answer (the frame loop and App::tick report those); answers that
//   stream in (a study's reports, many a second) draw at most ten frames a second, so the workers
//   keep the cores and a laptop its battery while the plots still fill in as they report;
// - a picture that is still changing: after every drawn frame, the draw data's fingerprint is
//   compared with the last one, so any animation (a glide, a pulse, a spinner) keeps frames
//   coming until it has stopped moving for a few frames (ImGui lays a popup out over a couple of
//   frames), with no list of animations to keep up to date. A frame whose picture is the one
//   already on screen is laid out but not rendered or shown (changed()): the canvas keeps its
//   last frame, and rasterizing a frame is the dearest part of one (a software renderer spends
//   tens of milliseconds on it, a phone's GPU its battery);
// - a timer: code that changes the picture later by the clock alone (the next step of a solution
//   being played, a notice that fades after a few seconds) asks for a frame at that time.
#pragma once

#include <cstdint>

struct ImDrawData;

namespace puzzlelab::ui::redraw {

// Draw the next frame (something changed outside a frame).
void request();
// Draw for a worker's answer: at once, unless answers are streaming in (this one came within a
// tenth of a second of the last), then no sooner than a tenth of a second after the last frame.
// Any other request (input, a timer) draws at once as ever.
void request_for_answer();
// Keep drawing until `time` (seconds on platform::now_seconds()'s clock).
void request_until(double time);
// Draw a frame at `time` (a timer). Only the earliest pending time is kept: a timer's owner asks
// again on every frame it draws, as the solution player and the notices do.
void request_at(double time);

// The frame loop: whether this tick draws. Clears the requests it serves.
bool due(double now);
// The time the earliest timer asks for (request_at), infinity when none: a loop that found nothing
// due may sleep until then (platform/frame_loop.hpp).
double timer_at();
// A fingerprint of everything a frame draws: vertices, indices, clip rectangles, textures, the
// surface's size and scale, and the colour the frame is cleared to.
std::uint64_t fingerprint(const ImDrawData& data, std::uint32_t clear_colour = 0);
// The frame loop, after ImGui::Render(): whether this frame's picture differs from the last one
// laid out (and so from the one on screen), i.e. whether it must be rendered and shown.
bool changed(std::uint64_t picture);
// The frame loop, after every frame laid out, shown or not: the picture's fingerprint decides
// whether the next tick draws.
void drew(std::uint64_t picture, bool shown);

// Frames laid out since the start (for the automation state and the idle test), and of those the
// ones rendered and shown.
std::uint64_t frames_drawn();
std::uint64_t frames_shown();

}  // namespace puzzlelab::ui::redraw
