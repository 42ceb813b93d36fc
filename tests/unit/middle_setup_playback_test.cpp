// Setup playback (shell/middle/setup_playback.hpp) over real traces from the engine, fetched the
// way the app fetches them (EngineClient::trace through the request queue).
#include <doctest/doctest.h>

#include <optional>
#include <stdexcept>
#include <string>

#include "core/setup_trace.hpp"
#include "middle/engine_client.hpp"
#include "middle/setup_playback.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::Challenge;
using puzzlelab::RequestEnd;
using puzzlelab::SetupPlayback;
using puzzlelab::TraceResult;
using json = nlohmann::json;

namespace {

Challenge seeded(const std::string& game, const std::string& setup, std::uint64_t seed, json params) {
  Challenge c;
  c.game = game;
  c.params = std::move(params);
  c.setup = setup;
  c.seed = seed;
  return c;
}

TraceResult fetch(const Challenge& challenge) {
  puzzlelab::testing::ControllerRig rig;
  std::optional<TraceResult> result;
  rig.engine.trace(challenge, [&](const TraceResult& r) { result = r; });
  rig.settle();
  REQUIRE(result.has_value());
  return *result;
}

// The cells a playback shows, with unset cells written as '?'.
std::vector<std::string> shown(const SetupPlayback& playback) {
  std::vector<std::string> out;
  for (const auto& cell : playback.cells()) out.push_back(cell.value_or("?"));
  return out;
}

}  // namespace

TEST_CASE("setup playback: forward to the end shows the board; back and forward again agree") {
  for (const auto& [game, setup, params] :
       {std::tuple<std::string, std::string, json>{"fujisan", "engraved-tiles", {{"variant", "standard"}}},
        {"boxoff", "l-tiles", {{"rows", 4}, {"cols", 6}, {"colours", 4}}},
        {"pretzel", "banded-suits", {{"suits", 3}, {"ranks", 4}}},
        {"sigmar", "linear", {{"template", "rings"}}}}) {
    const std::string label = game + " " + setup;  // INFO cannot capture bindings in clang 14
    INFO(label);
    const TraceResult result = fetch(seeded(game, setup, 9, params));
    REQUIRE(result.end == RequestEnd::answered);
    SetupPlayback playback(result.traced);
    CHECK(playback.at_start());
    CHECK(playback.current() == nullptr);
    for (const auto& cell : playback.cells()) CHECK_FALSE(cell.has_value());
    std::vector<std::vector<std::string>> frames = {shown(playback)};
    while (!playback.at_end()) {
      playback.step_forward();
      frames.push_back(shown(playback));
    }
    CHECK(frames.size() == playback.steps() + 1);
    // Every cell placed holds the board's piece; the others are the game's empty cells.
    const std::vector<std::string> board = puzzlelab::board_cells(playback.board());
    for (std::size_t i = 0; i < board.size(); ++i)
      CHECK((frames.back()[i] == board[i] || (frames.back()[i] == "?" && (board[i] == "_" || board[i] == "."))));
    // Stepping back retraces the same frames.
    for (std::size_t i = frames.size() - 1; i > 0; --i) {
      playback.step_back();
      CHECK(shown(playback) == frames[i - 1]);
    }
    CHECK(playback.at_start());
    playback.step_back();  // stays at the start
    CHECK(playback.at_start());
    playback.seek(1000000);
    CHECK(playback.at_end());
    CHECK(shown(playback) == frames.back());
    CHECK(playback.caption() == playback.current()->caption);
  }
}

TEST_CASE("setup playback: playing moves on by whole steps at its speed and stops at the end") {
  const TraceResult result = fetch(seeded("fujisan", "dominoes", 3, {{"variant", "standard"}}));
  REQUIRE(result.end == RequestEnd::answered);
  SetupPlayback playback(result.traced);
  CHECK(playback.steps() == 13);
  CHECK_FALSE(playback.advance(10));  // not playing
  playback.set_speed(4);
  playback.play();
  CHECK(playback.seconds_to_next_step() == doctest::Approx(0.25));
  CHECK_FALSE(playback.advance(0.2));  // 0.8 of a step
  CHECK(playback.seconds_to_next_step() == doctest::Approx(0.05));
  CHECK(playback.advance(0.1));  // 1.2 steps
  CHECK(playback.position() == 1);
  // Step 1 is the shuffle: all fifteen dominoes are still to come.
  CHECK(playback.current()->kind == "shuffle");
  CHECK(playback.supply().size() == 15);
  // What is left of the step begun: the frame that plays it can be asked for at that time.
  CHECK(playback.seconds_to_next_step() == doctest::Approx(0.2));
  CHECK_FALSE(playback.advance(playback.seconds_to_next_step() - 1e-6));
  CHECK(playback.advance(2e-6));
  CHECK(playback.position() == 2);
  CHECK(playback.advance(0.75));
  CHECK(playback.position() == 5);
  CHECK(playback.supply().size() == 11);  // four dominoes have become steps 1 to 4
  playback.pause();
  CHECK_FALSE(playback.advance(5));
  playback.play();
  CHECK(playback.advance(100));
  CHECK(playback.at_end());
  CHECK_FALSE(playback.playing());
  playback.set_speed(1e9);
  CHECK(playback.speed() == 60.0);
  playback.set_speed(-1);
  CHECK(playback.speed() == 0.25);
}

TEST_CASE("setup playback: a redraw clears the board before the next draw") {
  // unique-pairs redraws until the twelve step pairs differ; find a seed that redraws.
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const TraceResult result = fetch(seeded("fujisan", "unique-pairs", seed, {{"variant", "standard"}}));
    REQUIRE(result.end == RequestEnd::answered);
    SetupPlayback playback(result.traced);
    std::size_t redraw = 0;
    for (std::size_t i = 0; i < result.traced.steps.size(); ++i)
      if (result.traced.steps[i].clear) redraw = i + 1;
    if (redraw == 0) continue;
    playback.seek(redraw - 1);
    bool any_placed = false;
    for (const auto& cell : playback.cells()) any_placed = any_placed || cell.has_value();
    CHECK(any_placed);
    playback.seek(redraw);
    for (const auto& cell : playback.cells()) CHECK_FALSE(cell.has_value());
    return;
  }
  FAIL("no seed below 50 redraws");
}

TEST_CASE("setup playback: refused and unreadable trace answers") {
  Challenge bad = seeded("fujisan", "domino", 1, {{"variant", "standard"}});
  const TraceResult refused = fetch(bad);
  CHECK(refused.end == RequestEnd::failed);
  CHECK(refused.error.code == "unknown_setup");
  const TraceResult unreadable = puzzlelab::read_trace_result(json{{"ok", true}, {"result", {{"board", 5}}}});
  CHECK(unreadable.end == RequestEnd::failed);
  CHECK(unreadable.error.code == "bad_response");
  // Wrong types inside a step are dropped, not trusted.
  const TraceResult odd = puzzlelab::read_trace_result(
      json{{"ok", true},
           {"result",
            {{"board", "12/34"},
             {"steps", {{{"kind", 1}, {"placed", {{{"cell", "x"}}, {{"cell", 2}, {"piece", "3"}}}}}}}}}});
  REQUIRE(odd.end == RequestEnd::answered);
  REQUIRE(odd.traced.steps.size() == 1);
  CHECK(odd.traced.steps[0].kind.empty());
  REQUIRE(odd.traced.steps[0].placed.size() == 1);
  SetupPlayback playback(odd.traced);
  playback.step_forward();
  CHECK(shown(playback) == std::vector<std::string>{"?", "?", "3", "?"});
}

TEST_CASE("setup playback: compose_board writes cells back into the board text's shape") {
  for (const std::string board :
       {"011032440233/553224534550", "3c,2d,3d,3a/4c,4a,.,4d/2b,3b,.,2c/4b,2a,.,.",
        "########/###.c..#/###.o..#/###.a..#/##e.x..#/##.###.#/##e.ca.#/########;27^;31>", "aab/bcc"}) {
    INFO(board);
    CHECK(puzzlelab::compose_board(board, puzzlelab::board_cells(board)) == board);
  }
  CHECK(puzzlelab::compose_board("12/34", {"a", "b", "c", "d"}) == "ab/cd");
  CHECK(puzzlelab::compose_board("1,2/3,4;56>", {"10", ".", "3", "4", "77<"}) == "10,./3,4;77<");
  CHECK_THROWS_AS(puzzlelab::compose_board("12/34", {"a", "b", "c"}), std::invalid_argument);
}

TEST_CASE("setup playback: the board so far marks what is to come and ends on the board, for every game") {
  for (const auto& [game, setup, params] :
       {std::tuple<std::string, std::string, json>{"fujisan", "piecepack", {{"variant", "standard"}}},
        {"boxoff", "l-tiles", {{"rows", 4}, {"cols", 6}, {"colours", 4}}},
        {"pretzel", "shuffled", {{"suits", 4}, {"ranks", 4}}},
        {"sigmar", "pair-stack", {{"template", "symmetric-6"}}},
        {"fruit-dating", "article", {{"width", 6}, {"height", 6}, {"min_moves", 3}, {"max_moves", 8}}}}) {
    const std::string label = game + " " + setup;  // INFO cannot capture bindings in clang 14
    INFO(label);
    const TraceResult result = fetch(seeded(game, setup, 4, params));
    REQUIRE(result.end == RequestEnd::answered);
    SetupPlayback playback(result.traced);
    const std::vector<std::string> board = puzzlelab::board_cells(playback.board());
    const std::vector<std::string> start = puzzlelab::board_cells(playback.board_so_far());
    REQUIRE(start.size() == board.size());
    std::size_t waiting = 0;
    for (std::size_t i = 0; i < board.size(); ++i) {
      // At the start a cell is either still to come or one no step places, shown as the board has it.
      CHECK((start[i] == "?" || start[i] == board[i]));
      waiting += start[i] == "?" ? 1 : 0;
    }
    CHECK(waiting > 0);
    CHECK(playback.arriving().empty());
    while (!playback.at_end()) {
      playback.step_forward();
      // The cells the step names are the ones it placed, and they now hold its pieces.
      const std::vector<int> arriving = playback.arriving();
      REQUIRE(arriving.size() == playback.current()->placed.size());
      for (std::size_t k = 0; k < arriving.size(); ++k) {
        const auto& cell = playback.cells()[static_cast<std::size_t>(arriving[k])];
        REQUIRE(cell.has_value());
        // A step may place one cell twice (a redraw within it); its last placement is what shows.
        if (k + 1 == arriving.size()) CHECK(*cell == playback.current()->placed[k].piece);
      }
    }
    CHECK(playback.board_so_far() == playback.board());
    playback.seek(0);
    CHECK(playback.board_so_far() != playback.board());
  }
}
