// The frame pacing (shell/ui/redraw.hpp) in a headless ImGui context: the draw-data fingerprint
// tells identical frames from changed ones (a moved or hovered button), and frames are due exactly
// while something asks for them: a request, a grace period, a timer, or a picture still changing;
// the timer's time is where a sleeping frame loop wakes.
#include <doctest/doctest.h>

#include <cmath>

#include <imgui.h>

#include "headless_imgui.hpp"

#include "ui/redraw.hpp"
#include "ui/widgets.hpp"

namespace redraw = puzzlelab::ui::redraw;

namespace {

class Headless {
 public:
  // One frame: a button at `at`, the mouse at `mouse`.
  const ImDrawData& frame(ImVec2 at, ImVec2 mouse = ImVec2(-100, -100)) {
    ImGui::GetIO().MousePos = mouse;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(640, 480));
    ImGui::Begin("w", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
    ImGui::SetCursorScreenPos(at);
    ImGui::Button("New game", ImVec2(120, 30));
    ImGui::End();
    ImGui::Render();
    return *ImGui::GetDrawData();
  }

 private:
  puzzlelab::test::HeadlessImGui imgui_{ImVec2(640, 480)};
};

// One frame with a spinner in it at `time`.
const ImDrawData& spinner_frame(double time) {
  puzzlelab::test::begin_window_frame("w", ImVec2(-100, -100));
  puzzlelab::ui::spinner("busy", time, IM_COL32(255, 200, 80, 255));
  return puzzlelab::test::end_window_frame();
}

// What the shell does with each frame laid out: show it when its picture changed.
void lay_out(const ImDrawData& data, std::uint32_t clear_colour = 0) {
  const std::uint64_t picture = redraw::fingerprint(data, clear_colour);
  redraw::drew(picture, redraw::changed(picture));
}

// Draws identical frames until none is due any more; how many it took (at most `limit`).
int settle(Headless& ui, double now, int limit = 20) {
  int frames = 0;
  while (redraw::due(now) && frames < limit) {
    lay_out(ui.frame(ImVec2(50, 50)));
    ++frames;
  }
  return frames;
}

// A time later than every time an earlier case handed the frame pacing (a case's graces and timers
// end within seconds of its own times): a case that starts from here finds nothing of another's
// due, in whatever order the cases run.
double fresh_time() {
  static double next = 1e7;
  next += 1e5;
  return next;
}

}  // namespace

TEST_CASE("redraw: the fingerprint tells identical frames from moved or hovered ones") {
  Headless ui;
  ui.frame(ImVec2(50, 50));  // ImGui's first frame lays the window out
  const auto still = redraw::fingerprint(ui.frame(ImVec2(50, 50)));
  CHECK(redraw::fingerprint(ui.frame(ImVec2(50, 50))) == still);
  CHECK(redraw::fingerprint(ui.frame(ImVec2(51, 50))) != still);                  // moved by one pixel
  CHECK(redraw::fingerprint(ui.frame(ImVec2(50, 50), ImVec2(60, 60))) != still);  // hovered
  CHECK(redraw::fingerprint(ui.frame(ImVec2(50, 50))) == still);
}

TEST_CASE("redraw: only a frame whose picture changed is shown; the frames that settle are not") {
  Headless ui;
  const double now = fresh_time();
  // Whatever an earlier test left (its last picture, nothing due), this test's picture is the one
  // on screen before counting: frames asked for and laid out until it holds.
  redraw::request();
  settle(ui, now);
  const std::uint64_t shown_before = redraw::frames_shown();
  const std::uint64_t drawn_before = redraw::frames_drawn();

  // A request that changes nothing: frames are laid out until the picture holds, none is shown.
  redraw::request();
  CHECK(settle(ui, now) >= 2);
  CHECK(redraw::frames_shown() == shown_before);
  CHECK(redraw::frames_drawn() > drawn_before);

  // A moved window: its first frame is shown, the identical ones after it are not.
  redraw::request();
  REQUIRE(redraw::due(now));
  lay_out(ui.frame(ImVec2(52, 50)));
  CHECK(redraw::frames_shown() == shown_before + 1);
  for (int i = 0; i < 3; ++i) lay_out(ui.frame(ImVec2(52, 50)));
  CHECK(redraw::frames_shown() == shown_before + 1);
  lay_out(ui.frame(ImVec2(50, 50)));  // back where it was: shown again
  CHECK(redraw::frames_shown() == shown_before + 2);

  // The same draw data cleared to another colour (a theme change) is another picture.
  const ImDrawData& same = ui.frame(ImVec2(50, 50));
  CHECK(redraw::fingerprint(same, 0xff202020u) != redraw::fingerprint(same, 0xfff0f0f0u));
  redraw::request();
  REQUIRE(redraw::due(now));
  lay_out(ui.frame(ImVec2(50, 50)), 0xff202020u);
  CHECK(redraw::frames_shown() == shown_before + 3);
}

TEST_CASE("redraw: frames are due while asked for, and stop once the picture holds still") {
  Headless ui;
  const double now = fresh_time();
  // Whatever came before, identical frames end the drawing within a few frames...
  const int first = settle(ui, now);
  CHECK(first < 20);
  CHECK_FALSE(redraw::due(now));
  CHECK_FALSE(redraw::due(now + 100));  // ...and an idle app stays idle

  // A request: a few frames (ImGui lays popups out over two), then idle again.
  redraw::request();
  const int after_request = settle(ui, now);
  CHECK(after_request >= 2);
  CHECK(after_request <= 4);

  // A picture that keeps changing keeps frames coming.
  redraw::request();
  for (int i = 0; i < 10; ++i) {
    REQUIRE(redraw::due(now));
    lay_out(ui.frame(ImVec2(50.0f + static_cast<float>(i), 50)));
  }
  CHECK(settle(ui, now) >= 2);
  CHECK_FALSE(redraw::due(now));

  // A grace period: due until it ends, whatever the picture does.
  redraw::request_until(now + 0.25);
  CHECK(redraw::due(now + 0.1));
  lay_out(ui.frame(ImVec2(50, 50)));
  CHECK(redraw::due(now + 0.2));
  CHECK_FALSE(redraw::due(now + 0.3));

  // A timer: nothing before it, frames at it; the loop may sleep until its time, and with no timer
  // left, until woken.
  redraw::request_at(now + 5);
  redraw::request_at(now + 3);  // the earliest wins
  CHECK_FALSE(redraw::due(now + 2));
  CHECK(redraw::timer_at() == now + 3);
  CHECK(redraw::due(now + 3));
  CHECK(std::isinf(redraw::timer_at()));  // served
  CHECK(settle(ui, now + 3) >= 1);
  CHECK_FALSE(redraw::due(now + 4));  // the later one was replaced, not kept
  CHECK(std::isinf(redraw::timer_at()));
}

TEST_CASE("redraw: a lone answer draws at once; a stream of answers draws ten frames a second") {
  Headless ui;
  double now = fresh_time();
  settle(ui, now);
  REQUIRE_FALSE(redraw::due(now));

  // One answer (a deal, a hint): a frame at once.
  now += 5;
  redraw::due(now);  // the loop's tick before the answer arrives
  redraw::request_for_answer();
  CHECK(redraw::due(now));
  lay_out(ui.frame(ImVec2(60, 50)));

  // Answers every 10 ms for two seconds, each changing the picture: about twenty frames, never
  // two within a tenth of a second, and a sleeping loop knows when the next one is due.
  int frames = 0;
  double last_frame = -1;
  bool timer_right = true;
  for (int i = 0; i < 200; ++i) {
    now += 0.01;
    if (redraw::due(now)) {
      CHECK((last_frame < 0 || now - last_frame >= 0.1 - 1e-9));
      last_frame = now;
      lay_out(ui.frame(ImVec2(60.0f + static_cast<float>(i % 40), 50)));
      ++frames;
    } else if (!(redraw::timer_at() <= last_frame + 0.1 + 1e-9)) {
      timer_right = false;
    }
    redraw::request_for_answer();
  }
  CHECK(frames >= 15);
  CHECK(frames <= 22);
  CHECK(timer_right);

  // Input during the stream draws at once, and so do answers within its grace.
  redraw::request();
  redraw::request_until(now + 0.25);
  CHECK(redraw::due(now + 0.001));
  lay_out(ui.frame(ImVec2(70, 50)));
  redraw::request_for_answer();
  CHECK(redraw::due(now + 0.002));
  lay_out(ui.frame(ImVec2(71, 50)));

  // Once the stream stops, the picture settles and the app is idle again.
  CHECK(settle(ui, now + 1) >= 1);
  CHECK_FALSE(redraw::due(now + 2));
}

TEST_CASE("redraw: a spinner turns in steps, twelve a second, asking for the frame of its next step") {
  puzzlelab::test::HeadlessImGui imgui{ImVec2(640, 480)};
  const double steps = puzzlelab::ui::kSpinnerSteps;
  // Far past any grace or timer another case left; just after a step began.
  const double first_step = std::floor(fresh_time() * steps);
  const double now = (first_step + 0.2) / steps, next = (first_step + 1) / steps;
  spinner_frame(now);  // ImGui's first frame lays the window out
  for (int i = 0; i < 20 && redraw::due(now); ++i) lay_out(spinner_frame(now));
  REQUIRE_FALSE(redraw::due(now));
  // Within a step the picture holds, so no frame is due until the next step...
  const auto held = redraw::fingerprint(spinner_frame(now));
  CHECK(redraw::fingerprint(spinner_frame((first_step + 0.7) / steps)) == held);
  CHECK(redraw::timer_at() == next);
  CHECK_FALSE(redraw::due((first_step + 0.7) / steps));
  // ...which is due, and turns it.
  const double later = (first_step + 1.1) / steps;
  CHECK(redraw::due(later));
  CHECK(redraw::fingerprint(spinner_frame(later)) != held);
  for (int i = 0; i < 20 && redraw::due(later); ++i) lay_out(spinner_frame(later));
  CHECK(redraw::timer_at() == (first_step + 2) / steps);
}
