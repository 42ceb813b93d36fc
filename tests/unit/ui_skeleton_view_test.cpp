// The skeleton game's view (tests/skeleton_game/view/), drawn in a headless ImGui context as the
// app draws every view: the lamps of the position it is shown (following the moves played with the
// game's notation), a click on a lit lamp and a digit key as that lamp's move, nothing for a dark
// lamp or off the board, and a setup drawn step by step from the game's own trace, each step a
// different picture.
#include <doctest/doctest.h>

#include <imgui.h>

#include "headless_imgui.hpp"

#include "core/budget.hpp"
#include "games/setup_stage.hpp"
#include "middle/setup_playback.hpp"
#include "skeleton_game/adapter.hpp"
#include "skeleton_game/view/skeleton_view.hpp"
#include "ui/redraw.hpp"

using namespace puzzlelab;

namespace {

class HeadlessUi {
 public:
  // One frame with the mouse at `mouse` (button down or not) and `typed` queued: what the view
  // returns from drawing the board into the whole display.
  std::optional<std::string> board(GameView& view, ImVec2 mouse, bool down = false, ImWchar typed = 0) {
    if (typed) ImGui::GetIO().AddInputCharacter(typed);
    test::begin_window_frame("board", mouse, down);
    BoardFrame frame;
    frame.min = ImVec2(0, 0);
    frame.max = ImGui::GetIO().DisplaySize;
    frame.keyboard = true;
    const std::optional<std::string> move = view.draw(frame);
    test::end_window_frame();
    return move;
  }

  // A click: the mouse over `at`, then pressed there; the move the press gave.
  std::optional<std::string> click(GameView& view, ImVec2 at) {
    board(view, at);
    const std::optional<std::string> move = board(view, at, true);
    board(view, at);
    return move;
  }

 private:
  puzzlelab::test::HeadlessImGui imgui_{ImVec2(800, 400)};
};

Challenge lamps(const std::string& board) {
  Challenge c;
  c.game = "skeleton";
  c.params = {{"lamps", static_cast<int>(board.size())}};
  c.board = board;
  return c;
}

SessionPosition position(std::uint64_t challenge, std::vector<std::string> played) {
  SessionPosition p;
  p.challenge_revision = challenge;
  p.played = std::move(played);
  return p;
}

std::vector<bool> lit_of(const GameView& view) {
  std::vector<bool> out;
  const nlohmann::json shown = view.automation();
  for (const auto& lamp : shown.at("lamps")) out.push_back(lamp.at("lit").get<bool>());
  return out;
}

ImVec2 centre_of(const GameView& view, int lamp) {
  const nlohmann::json shown = view.automation();
  const nlohmann::json& at = shown.at("lamps").at(static_cast<std::size_t>(lamp));
  return ImVec2(at.at("x").get<float>(), at.at("y").get<float>());
}

}  // namespace

TEST_CASE("skeleton view: the lamps shown, pressed by click and by key, following the moves played") {
  HeadlessUi ui;
  std::unique_ptr<GameView> view = skeleton::make_view();
  CHECK(view->game() == "skeleton");
  view->show(lamps("#..#.#"), position(1, {}));
  ui.board(*view, ImVec2(-100, -100));  // lays the lamps out
  CHECK(lit_of(*view) == std::vector<bool>{true, false, false, true, false, true});
  CHECK(view->aspect() > 1.0f);
  CHECK(view->target_size() > 20.0f);

  // A lit lamp clicked is its move; a dark one, or the space between lamps, is none.
  CHECK(ui.click(*view, centre_of(*view, 3)) == std::optional<std::string>("4"));
  CHECK_FALSE(ui.click(*view, centre_of(*view, 1)).has_value());
  const ImVec2 a = centre_of(*view, 0), b = centre_of(*view, 1);
  CHECK_FALSE(ui.click(*view, ImVec2((a.x + b.x) / 2, a.y - view->target_size())).has_value());
  // A digit presses the lamp of that number, when lit.
  CHECK(ui.board(*view, ImVec2(-100, -100), false, '6') == std::optional<std::string>("6"));
  CHECK_FALSE(ui.board(*view, ImVec2(-100, -100), false, '2').has_value());

  // After "1" (lamp 1 goes dark, its neighbour lamp 2 lights) and back to the start again.
  view->show(lamps("#..#.#"), position(1, {"1"}));
  ui.board(*view, ImVec2(-100, -100));
  CHECK(lit_of(*view) == std::vector<bool>{false, true, false, true, false, true});
  view->show(lamps("#..#.#"), position(1, {}));
  CHECK(lit_of(*view) == std::vector<bool>{true, false, false, true, false, true});
  // A new challenge starts over from its own board.
  view->show(lamps("...#"), position(2, {}));
  ui.board(*view, ImVec2(-100, -100));
  CHECK(lit_of(*view) == std::vector<bool>{false, false, false, true});
  CHECK(view->controls().size() >= 2);
}

TEST_CASE("skeleton view: a setup drawn from the game's trace, step by step") {
  HeadlessUi ui;
  std::unique_ptr<GameView> view = skeleton::make_view();
  const std::unique_ptr<Game> game = skeleton::make_game();
  const json params = {{"lamps", 6}};
  const TracedBoard traced = game->trace(params, game->info().setups.front().name, 7, Budget{});
  view->show(lamps(traced.board), position(3, {}));
  ui.board(*view, ImVec2(-100, -100));  // the window's first frame, laid out unseen
  SetupPlayback playback(traced);
  REQUIRE(playback.steps() == 6);  // one toss per lamp
  std::uint64_t last_picture = 0;
  for (std::size_t step = 0; step <= playback.steps(); ++step) {
    playback.seek(step);
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(800, 400));
    ImGui::Begin("board", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
    SetupFrame frame;
    frame.min = ImVec2(0, 0);
    frame.max = ImVec2(800, 400);
    frame.areas = split_setup_area(frame.min, frame.max, view->aspect());
    frame.playback = &playback;
    view->draw_setup(frame);
    ImGui::End();
    ImGui::Render();
    // Every step changes the picture: the empty sockets at the start, then one lamp set per step.
    const std::uint64_t picture = ui::redraw::fingerprint(*ImGui::GetDrawData());
    CHECK(ImGui::GetDrawData()->TotalVtxCount > 0);
    CHECK(picture != last_picture);
    last_picture = picture;
  }
}
