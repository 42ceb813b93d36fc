// Rush Hour's view (shell/games/rush_hour/), drawn in a headless ImGui context as the app draws
// every view: the vehicles and walls of the position it is shown, a vehicle dragged along its line
// as its move (clamped to how far it can go, dropped on the nearest cell), a blocked or short drag
// as no move, a click selecting and a tap on a free cell of the selected vehicle's line sliding it
// there, the keyboard's letters, Tab and arrows, the moves played followed with a glide, the hint
// pointed at, and a setup drawn step by step from the game's own trace.
#include <doctest/doctest.h>

#include <cmath>

#include <imgui.h>

#include "headless_imgui.hpp"

#include "core/budget.hpp"
#include "games/rush_hour/adapter.hpp"
#include "games/rush_hour/rush_hour_view.hpp"
#include "games/setup_stage.hpp"
#include "middle/setup_playback.hpp"
#include "ui/keys.hpp"
#include "ui/redraw.hpp"

using namespace puzzlelab;

namespace {

// B across the top; the truck C down the right edge, in the red car's way; the truck D down the
// left edge under A, stuck against the bottom; a wall at row 4, column 2; E across beside it.
constexpr const char* kRushBoard = "BB...C/.....C/AA...C/D...../D.x.EE/D.....";

class RushUi {
 public:
  RushUi() {
    while (ui::keys::waiting()) {  // presses left over from another test
      ui::keys::begin_frame(true);
      ui::keys::end_frame();
    }
  }

  // One frame with the mouse at `mouse` (button down or not): what the view returns from drawing
  // the board into the whole display.
  std::optional<std::string> board(GameView& view, ImVec2 mouse, bool down = false, double time = 0,
                                   std::optional<std::string> hint = std::nullopt) {
    ui::keys::begin_frame(false);
    test::begin_window_frame("board", mouse, down);
    BoardFrame frame;
    frame.min = ImVec2(0, 0);
    frame.max = ImGui::GetIO().DisplaySize;
    frame.keyboard = true;
    frame.time = time;
    frame.hint = std::move(hint);
    const std::optional<std::string> move = view.draw(frame);
    test::end_window_frame();
    ui::keys::end_frame();
    return move;
  }

  // A press at `from`, the pointer dragged to `to` in a few frames and let go there: the move the
  // release gave (none before it).
  std::optional<std::string> drag(GameView& view, ImVec2 from, ImVec2 to) {
    board(view, from);
    std::optional<std::string> early = board(view, from, true);
    for (int i = 1; i <= 4; ++i) {
      const float k = static_cast<float>(i) / 4;
      early = early ? early : board(view, ImVec2(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k), true);
    }
    REQUIRE_FALSE(early.has_value());
    return board(view, to);
  }

  // A press and release in place: a tap on a free cell plays as it is pressed, a vehicle is
  // selected as it is let go.
  std::optional<std::string> click(GameView& view, ImVec2 at) {
    board(view, at);
    const std::optional<std::string> pressed = board(view, at, true);
    const std::optional<std::string> released = board(view, at);
    CHECK_FALSE((pressed && released));
    return pressed ? pressed : released;
  }

  // A key tapped (with modifiers as SDL spells them), seen by the next frame.
  std::optional<std::string> key(GameView& view, SDL_Scancode key, Uint16 mod = KMOD_NONE) {
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.keysym.scancode = key;
    event.key.keysym.mod = mod;
    ui::keys::on_event(event);
    return board(view, ImVec2(-100, -100));
  }

  // A character typed, seen by the next frame.
  std::optional<std::string> type(GameView& view, ImWchar c) {
    ImGui::GetIO().AddInputCharacter(c);
    return board(view, ImVec2(-100, -100));
  }

 private:
  test::HeadlessImGui imgui_{ImVec2(800, 600)};
};

Challenge rush_challenge(const std::string& board) {
  Challenge c;
  c.game = "rush-hour";
  c.params = {{"variant", "standard"}, {"size", 6}};
  c.board = board;
  return c;
}

SessionPosition rush_position(std::uint64_t challenge, std::vector<std::string> played, bool solved = false) {
  SessionPosition p;
  p.challenge_revision = challenge;
  p.played = std::move(played);
  p.solved = solved;
  return p;
}

const nlohmann::json& vehicle_shown(const nlohmann::json& shown, const std::string& letter) {
  for (const nlohmann::json& v : shown.at("vehicles"))
    if (v.at("letter") == letter) return v;
  FAIL("no vehicle " << letter);
  static const nlohmann::json none;
  return none;
}

ImVec2 rush_centre(const GameView& view, const std::string& letter) {
  const nlohmann::json shown = view.automation();
  const nlohmann::json& v = vehicle_shown(shown, letter);
  return ImVec2(v.at("x").get<float>(), v.at("y").get<float>());
}

float rush_cell(const GameView& view) { return view.automation().at("cell").get<float>(); }

ImVec2 shifted(ImVec2 p, float dx, float dy) { return ImVec2(p.x + dx, p.y + dy); }

std::optional<std::string> selected_letter(const GameView& view) {
  const nlohmann::json s = view.automation().at("selected");
  return s.is_null() ? std::nullopt : std::optional<std::string>(s.get<std::string>());
}

}  // namespace

TEST_CASE("rush hour view: the board shown, vehicles in their rectangles, the exit at A's row") {
  RushUi ui;
  std::unique_ptr<GameView> view = rush_hour::make_view();
  CHECK(view->game() == "rush-hour");
  view->show(rush_challenge(kRushBoard), rush_position(1, {}));
  ui.board(*view, ImVec2(-100, -100));
  const nlohmann::json shown = view->automation();
  CHECK(shown.at("size") == 6);
  CHECK(shown.at("text") == kRushBoard);
  CHECK(shown.at("vehicles").size() == 5);
  CHECK(shown.at("walls").size() == 1);
  CHECK(shown.at("walls")[0].at("row") == 4);
  CHECK(shown.at("walls")[0].at("column") == 2);
  CHECK(shown.at("exit").at("row") == 2);
  const float cell = rush_cell(*view);
  CHECK(cell > 40.0f);
  CHECK(view->target_size() == doctest::Approx(cell));
  CHECK_FALSE(view->zoomable());
  CHECK(view->aspect() > 1.0f);
  // The truck C stands three cells tall in the last column, right of the red car's row.
  const nlohmann::json& c = vehicle_shown(shown, "C");
  const nlohmann::json& rect = c.at("rect");
  CHECK(rect.at("y1").get<float>() - rect.at("y0").get<float>() == doctest::Approx(3 * cell));
  CHECK(rect.at("x1").get<float>() - rect.at("x0").get<float>() == doctest::Approx(cell));
  CHECK(c.at("forward") == 1);
  CHECK(vehicle_shown(shown, "A").at("forward") == 3);
  CHECK(shown.at("exit").at("x").get<float>() > rect.at("x1").get<float>());
  CHECK(view->controls().size() >= 5);
}

TEST_CASE("rush hour view: dragging a vehicle along its line gives its move, clamped to its reach") {
  RushUi ui;
  std::unique_ptr<GameView> view = rush_hour::make_view();
  view->show(rush_challenge(kRushBoard), rush_position(1, {}));
  ui.board(*view, ImVec2(-100, -100));
  const float cell = rush_cell(*view);

  // Two cells right, a little off the line and short of the cell: the nearest cell counts.
  const ImVec2 a = rush_centre(*view, "A");
  CHECK(ui.drag(*view, a, shifted(a, 1.8f * cell, 0.3f * cell)) == std::optional<std::string>("A+2"));
  // Far past C: it stops where C stands.
  CHECK(ui.drag(*view, a, shifted(a, 9 * cell, 0)) == std::optional<std::string>("A+3"));
  // A truck dragged down past E: one cell.
  const ImVec2 c = rush_centre(*view, "C");
  CHECK(ui.drag(*view, c, shifted(c, 0, 1.6f * cell)) == std::optional<std::string>("C+1"));
  // E to the left runs into the wall after one cell.
  const ImVec2 e = rush_centre(*view, "E");
  CHECK(ui.drag(*view, e, shifted(e, -3 * cell, 0)) == std::optional<std::string>("E-1"));

  // Blocked: D can go neither up (A) nor down (the edge); dragging across its line moves nothing.
  const ImVec2 d = rush_centre(*view, "D");
  CHECK_FALSE(ui.drag(*view, d, shifted(d, 0, -2 * cell)).has_value());
  CHECK_FALSE(ui.drag(*view, d, shifted(d, 0, 2 * cell)).has_value());
  CHECK_FALSE(ui.drag(*view, a, shifted(a, 0, 2 * cell)).has_value());
  // Less than half a cell: it falls back where it stood.
  CHECK_FALSE(ui.drag(*view, a, shifted(a, 0.3f * cell, 0)).has_value());
  // A drag that starts on no vehicle (off the line of A, selected by its drags) moves nothing.
  CHECK(selected_letter(*view) == std::optional<std::string>("A"));
  CHECK_FALSE(ui.drag(*view, shifted(a, 2 * cell, cell), shifted(a, 3 * cell, cell)).has_value());
}

TEST_CASE("rush hour view: the dragged vehicle follows the pointer within its reach") {
  RushUi ui;
  std::unique_ptr<GameView> view = rush_hour::make_view();
  view->show(rush_challenge(kRushBoard), rush_position(1, {}));
  ui.board(*view, ImVec2(-100, -100));
  const float cell = rush_cell(*view);
  const ImVec2 b = rush_centre(*view, "B");
  ui.board(*view, b);
  ui.board(*view, b, true);
  ui.board(*view, shifted(b, 1.5f * cell, 0), true);
  CHECK(view->automation().at("dragging") == "B");
  // (ImGui floors the mouse position: within a pixel.)
  CHECK(std::fabs(rush_centre(*view, "B").x - (b.x + 1.5f * cell)) < 1.0f);
  ui.board(*view, shifted(b, 7 * cell, 0), true);  // B reaches three cells, up to C
  CHECK(std::fabs(rush_centre(*view, "B").x - (b.x + 3 * cell)) < 0.01f);
  CHECK(ui.board(*view, shifted(b, 7 * cell, 0)) == std::optional<std::string>("B+3"));
  CHECK(view->automation().at("dragging").is_null());
  // Played, it stands where it was let go: nothing glides (no animation waits for frames that a
  // still picture would never get).
  view->show(rush_challenge(kRushBoard), rush_position(1, {"B+3"}));
  ui.board(*view, ImVec2(-100, -100), false, 1.0);
  CHECK(view->automation().at("animating") == false);
  CHECK(std::fabs(rush_centre(*view, "B").x - (b.x + 3 * cell)) < 0.01f);
}

TEST_CASE("rush hour view: a click selects, a tap on a free cell of its line slides it there") {
  RushUi ui;
  std::unique_ptr<GameView> view = rush_hour::make_view();
  view->show(rush_challenge(kRushBoard), rush_position(1, {}));
  ui.board(*view, ImVec2(-100, -100));
  const float cell = rush_cell(*view);
  CHECK_FALSE(selected_letter(*view).has_value());
  const ImVec2 b = rush_centre(*view, "B");
  CHECK_FALSE(ui.click(*view, b).has_value());
  CHECK(selected_letter(*view) == std::optional<std::string>("B"));
  // B covers columns 0 and 1: the free cell at column 3 is reached by sliding two cells.
  CHECK(ui.click(*view, shifted(b, 2.5f * cell, 0)) == std::optional<std::string>("B+2"));
  // Another vehicle clicked is selected instead; a free cell off the selected one's line clears.
  CHECK_FALSE(ui.click(*view, shifted(b, 4.5f * cell, 0)).has_value());
  CHECK(selected_letter(*view) == std::optional<std::string>("C"));
  CHECK_FALSE(ui.click(*view, shifted(b, 1.5f * cell, 3 * cell)).has_value());
  CHECK_FALSE(selected_letter(*view).has_value());
}

TEST_CASE("rush hour view: letters and Tab select, arrows slide along the line") {
  RushUi ui;
  std::unique_ptr<GameView> view = rush_hour::make_view();
  view->show(rush_challenge(kRushBoard), rush_position(1, {}));
  ui.board(*view, ImVec2(-100, -100));

  CHECK_FALSE(ui.type(*view, 'c').has_value());
  CHECK(selected_letter(*view) == std::optional<std::string>("C"));
  CHECK_FALSE(ui.key(*view, SDL_SCANCODE_UP).has_value());     // C is at the top
  CHECK_FALSE(ui.key(*view, SDL_SCANCODE_RIGHT).has_value());  // across its line
  CHECK(ui.key(*view, SDL_SCANCODE_DOWN) == std::optional<std::string>("C+1"));

  CHECK_FALSE(ui.key(*view, SDL_SCANCODE_TAB).has_value());
  CHECK(selected_letter(*view) == std::optional<std::string>("D"));
  CHECK_FALSE(ui.key(*view, SDL_SCANCODE_TAB, KMOD_LSHIFT).has_value());
  CHECK_FALSE(ui.key(*view, SDL_SCANCODE_TAB, KMOD_LSHIFT).has_value());
  CHECK(selected_letter(*view) == std::optional<std::string>("B"));
  CHECK(ui.key(*view, SDL_SCANCODE_RIGHT) == std::optional<std::string>("B+1"));
  CHECK(ui.key(*view, SDL_SCANCODE_RIGHT, KMOD_LSHIFT) == std::optional<std::string>("B+3"));
  CHECK_FALSE(ui.key(*view, SDL_SCANCODE_LEFT, KMOD_LSHIFT).has_value());  // nowhere to go left

  CHECK_FALSE(ui.type(*view, 'A').has_value());
  CHECK(selected_letter(*view) == std::optional<std::string>("A"));
  CHECK(ui.key(*view, SDL_SCANCODE_RIGHT, KMOD_LSHIFT) == std::optional<std::string>("A+3"));
  CHECK_FALSE(ui.type(*view, 'z').has_value());  // no such vehicle: the selection stays
  CHECK(selected_letter(*view) == std::optional<std::string>("A"));
  CHECK_FALSE(ui.key(*view, SDL_SCANCODE_ESCAPE).has_value());
  CHECK_FALSE(selected_letter(*view).has_value());
  // With nothing selected the first arrow selects the red car and moves nothing.
  CHECK_FALSE(ui.key(*view, SDL_SCANCODE_RIGHT).has_value());
  CHECK(selected_letter(*view) == std::optional<std::string>("A"));
}

TEST_CASE("rush hour view: a letter the app uses as a shortcut is left to the app") {
  RushUi ui;
  std::unique_ptr<GameView> view = rush_hour::make_view();
  // H is the app's hint key (ui/shortcuts.hpp): typing it does not select the vehicle H.
  view->show(rush_challenge("BB...C/.....C/AA...C/D...../D.x.HH/D....."), rush_position(1, {}));
  ui.board(*view, ImVec2(-100, -100));
  CHECK_FALSE(ui.type(*view, 'h').has_value());
  CHECK_FALSE(selected_letter(*view).has_value());
  CHECK_FALSE(ui.type(*view, 'd').has_value());
  CHECK(selected_letter(*view) == std::optional<std::string>("D"));
}

TEST_CASE("rush hour view: moves played glide, the hint is pointed at, a new challenge starts over") {
  RushUi ui;
  std::unique_ptr<GameView> view = rush_hour::make_view();
  view->show(rush_challenge(kRushBoard), rush_position(1, {}));
  ui.board(*view, ImVec2(-100, -100), false, 10.0);
  const float cell = rush_cell(*view);
  const float a_before = rush_centre(*view, "A").x;

  view->show(rush_challenge(kRushBoard), rush_position(1, {"C+1", "A+3"}));
  ui.board(*view, ImVec2(-100, -100), false, 11.0);
  const nlohmann::json gliding = view->automation();
  CHECK(gliding.at("animating") == true);
  CHECK(vehicle_shown(gliding, "A").at("column") == 3);
  CHECK(vehicle_shown(gliding, "A").at("x").get<float>() == doctest::Approx(a_before));  // not yet on its way
  ui.board(*view, ImVec2(-100, -100), false, 12.0);
  const nlohmann::json settled = view->automation();
  CHECK(settled.at("animating") == false);
  CHECK(vehicle_shown(settled, "A").at("x").get<float>() == doctest::Approx(a_before + 3 * cell));
  CHECK(settled.at("text") == "BB..../.....C/...AAC/D....C/D.x.EE/D.....");

  // The hint of this position is shown; one that does not fit it is not.
  ui.board(*view, ImVec2(-100, -100), false, 12.5, std::string("E-1"));
  CHECK(view->automation().at("hint") == "E-1");
  ui.board(*view, ImVec2(-100, -100), false, 12.6, std::string("B-1"));
  CHECK(view->automation().at("hint").is_null());

  // Undone: back where it started.
  view->show(rush_challenge(kRushBoard), rush_position(1, {}));
  ui.board(*view, ImVec2(-100, -100), false, 20.0);
  ui.board(*view, ImVec2(-100, -100), false, 21.0);
  CHECK(view->automation().at("text") == kRushBoard);

  // Another challenge, of another size, replaces the board without a glide.
  view->show(rush_challenge("AA.B/...B/..../xCC."), rush_position(2, {}));
  ui.board(*view, ImVec2(-100, -100), false, 22.0);
  const nlohmann::json other = view->automation();
  CHECK(other.at("size") == 4);
  CHECK(other.at("animating") == false);
  CHECK(other.at("exit").at("row") == 0);
  CHECK(rush_cell(*view) > cell);
}

TEST_CASE("rush hour view: a setup drawn from the game's trace, step by step") {
  RushUi ui;
  std::unique_ptr<GameView> view = rush_hour::make_view();
  const std::unique_ptr<Game> game = rush_hour::make_game();
  const nlohmann::json params = {{"variant", "standard"}, {"size", 6}};
  for (const char* setup : {"at-the-table", "constructed"}) {
    CAPTURE(setup);
    const TracedBoard traced = game->trace(params, setup, 11, Budget{});
    view->show(rush_challenge(traced.board), rush_position(3, {}));
    ui.board(*view, ImVec2(-100, -100));
    SetupPlayback playback(traced);
    REQUIRE(playback.steps() >= 3);
    std::uint64_t last_picture = 0;
    int placing_steps = 0, rolls_shown = 0;
    for (std::size_t step = 0; step <= playback.steps(); ++step) {
      playback.seek(step);
      for (const float arrival : {0.3f, 1.0f}) {
        ImGui::GetIO().MousePos = ImVec2(-100, -100);
        ImGui::NewFrame();
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(ImVec2(800, 600));
        ImGui::Begin("board", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
        SetupFrame frame;
        frame.min = ImVec2(0, 0);
        frame.max = ImVec2(800, 600);
        frame.areas = split_setup_area(frame.min, frame.max, view->aspect());
        frame.playback = &playback;
        frame.arrival = arrival;
        view->draw_setup(frame);
        ImGui::End();
        ImGui::Render();
        CHECK(ImGui::GetDrawData()->TotalVtxCount > 0);
        if (arrival < 1) continue;
        // Every step that writes cells changes the picture (a refused roll only has its caption).
        const std::uint64_t picture = ui::redraw::fingerprint(*ImGui::GetDrawData());
        const bool writes = playback.current() && !playback.current()->placed.empty();
        if (writes) {
          ++placing_steps;
          CHECK(picture != last_picture);
        }
        // A refused roll after a placement shows where the dice said.
        if (playback.current() && playback.current()->kind == "roll" && step >= 2 &&
            !traced.steps[step - 2].placed.empty())
          rolls_shown += picture != last_picture ? 1 : 0;
        last_picture = picture;
      }
    }
    CHECK(placing_steps >= 2);
    CHECK(rolls_shown >= 1);
    // At the end the board drawn is the challenge's.
    CHECK(playback.board_so_far() == traced.board);
  }
}
