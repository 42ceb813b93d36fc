// What only draws the eye on a board (a hint's travelling ring, a selected priest's pulse, mud's
// bubbles) moves with the clock while animations are on, and stands still while they are off (the
// player's setting, or the system's reduced motion: BoardFrame::ambient_time): every game's view,
// drawn in a headless ImGui context at two moments, gives the same picture (ui::redraw's
// fingerprint), so the app draws no frame while the player thinks.
#include <doctest/doctest.h>

#include <imgui.h>

#include "headless_imgui.hpp"

#include "core/budget.hpp"
#include "game/game.hpp"
#include "games/game_view.hpp"
#include "middle/session.hpp"
#include "ui/redraw.hpp"

using namespace puzzlelab;

namespace {

class HeadlessBoard {
 public:
  // The fingerprint of one frame of `view` at `time`, the mouse at `mouse` (pressed or not).
  std::uint64_t picture(GameView& view, double time, bool animate, const std::optional<std::string>& hint,
                        ImVec2 mouse = ImVec2(-100, -100), bool down = false) {
    test::begin_window_frame("board", mouse, down);
    BoardFrame frame;
    frame.min = ImVec2(0, 0);
    frame.max = ImGui::GetIO().DisplaySize;
    frame.time = time;
    frame.animate = animate;
    frame.hint = hint;
    view.draw(frame);
    return ui::redraw::fingerprint(test::end_window_frame());
  }

 private:
  test::HeadlessImGui imgui_{ImVec2(900, 700)};
};

// A challenge of `game` as the app deals one: its play setup, default parameters, seed 3.
Challenge dealt(const Game& game) {
  Challenge c;
  c.game = game.name();
  c.params = game.info().default_params();
  c.setup = game.info().play_setup.empty() ? game.info().setups.front().name : game.info().play_setup;
  c.seed = 3;
  c.board = game.generate(c.params, c.setup, *c.seed, Budget{});
  return c;
}

}  // namespace

TEST_CASE("ambient motion: every view's hint moves with the clock, and stands still with animations off") {
  for (const auto& game : all_games()) {
    std::unique_ptr<GameView> view = make_view(game->name());
    if (!view) continue;
    CAPTURE(game->name());
    Session session;
    session.start(dealt(*game));
    REQUIRE_FALSE(session.legal_moves().empty());
    view->show(session.challenge(), session.position());
    const std::optional<std::string> hint = session.legal_moves().front();
    HeadlessBoard board;
    // Long after any glide of the first frames; the two moments a fraction of each loop apart.
    for (double t : {0.0, 30.0, 30.0}) board.picture(*view, t, true, hint);
    CHECK(board.picture(*view, 30.0, true, hint) != board.picture(*view, 30.55, true, hint));
    CHECK(board.picture(*view, 30.0, false, hint) == board.picture(*view, 30.55, false, hint));
    // Without the hint, with animations off, the board is as still.
    CHECK(board.picture(*view, 31.0, false, std::nullopt) == board.picture(*view, 47.3, false, std::nullopt));
  }
}

TEST_CASE("ambient motion: a selected Fujisan priest pulses, and stands still with animations off") {
  const Game& fujisan = find_game("fujisan");
  std::unique_ptr<GameView> view = make_view("fujisan");
  REQUIRE(view);
  Session session;
  session.start(dealt(fujisan));
  view->show(session.challenge(), session.position());
  HeadlessBoard board;
  for (double t : {0.0, 30.0}) board.picture(*view, t, false, std::nullopt);
  // The priest of the first legal move, clicked where the view says it stands.
  const nlohmann::json shown = view->automation();
  const std::string move = session.legal_moves().front();
  const std::string letter = move.substr(0, 1);
  const int priest = shown.at("priests").at(letter).get<int>();
  const nlohmann::json& space = shown.at("spaces").at(static_cast<std::size_t>(priest));
  const ImVec2 at(space.at("x").get<float>(), space.at("y").get<float>());
  board.picture(*view, 30.1, false, std::nullopt, at);
  board.picture(*view, 30.2, false, std::nullopt, at, true);
  board.picture(*view, 30.3, false, std::nullopt, at);
  REQUIRE(view->automation().at("selected") == letter);

  const ImVec2 away(-100, -100);
  CHECK(board.picture(*view, 31.0, true, std::nullopt, away) != board.picture(*view, 31.25, true, std::nullopt, away));
  CHECK(board.picture(*view, 31.0, false, std::nullopt, away) ==
        board.picture(*view, 31.25, false, std::nullopt, away));
}
