// The skeleton game's adapter: the typed rules, setups, solver, playout and metrics of this folder
// translated to the Game interface's text and JSON. Move lists are played by the helper every
// adapter shares (game/move_list.hpp), given the game's notation; everything else is a line or
// two that reads params, parses the board and calls the folder's functions.
#include "skeleton_game/adapter.hpp"

#include <cstdint>
#include <string>
#include <vector>

#include "game/printing.hpp"
#include "game/move_list.hpp"
#include "game/typed_position.hpp"
#include "skeleton_game/notation.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "skeleton_game/info.hpp"
#include "skeleton_game/inputs.hpp"
#include "skeleton_game/metrics.hpp"
#include "skeleton_game/playout.hpp"
#include "skeleton_game/render_svg.hpp"
#include "skeleton_game/rules.hpp"
#include "skeleton_game/setups.hpp"
#include "skeleton_game/solver.hpp"

namespace puzzlelab::skeleton {

namespace {

Setup setup_of(std::string_view name) {
  if (const auto setup = setup_from_string(name)) return *setup;
  throw InputError("unknown_setup",
                   "unknown setup " + quote_input(name) + " for skeleton (known: " + game_info().setup_names() + ")");
}

// How move texts are read, played and written (game/move_list.hpp). A move is read, then checked.

// One challenge in play (game/typed_position.hpp): the moves are played on the board itself.
struct Play {
  Notation notation() const { return {}; }
  BoardWords words(const Board& board) const { return describe_board(board); }
  std::string describe_move(const Board& board, const std::string& move) const {
    return skeleton::describe_move(board, move);
  }
  std::string dead_end(const Board& board) const { return skeleton::dead_end(board); }
};

class SkeletonGame final : public Game, public Printing {
 public:
  const GameInfo& info() const override { return game_info(); }

  std::unique_ptr<GamePosition> start(const json& params, std::string_view board) const override {
    return start_position(Play{}, board_of(params, board));
  }

  std::string generate(const json& params, std::string_view setup, std::uint64_t seed, const Budget&) const override {
    return format_board(skeleton::generate(lamps_of(params), setup_of(setup), seed));
  }

  TracedBoard trace(const json& params, std::string_view setup, std::uint64_t seed, const Budget&) const override {
    SetupTrace recorder;
    const Board board = skeleton::generate(lamps_of(params), setup_of(setup), seed, &recorder);
    return {format_board(board), recorder.steps()};
  }

  std::string normalize_board(const json& params, std::string_view board) const override {
    return format_board(board_of(params, board));
  }

  std::string render_svg(const json& params, std::string_view board,
                         const std::vector<std::string>& moves) const override {
    return skeleton::render_svg(play_moves(Notation{}, board_of(params, board), moves));
  }

  SolveOutcome solve(const json& params, std::string_view board, const std::vector<std::string>& moves,
                     const Budget& budget, std::string_view) const override {
    return solve_after(Notation{}, board_of(params, board), moves, [&](const Board& position) {
      SolveResult result = skeleton::solve(position, budget);
      return Found<Move>{
          .status = result.status, .moves = std::move(result.moves), .shortest = true, .nodes = result.expanded};
    });
  }

  PlayoutOutcome playout(const json& params, std::string_view board, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    return playout_after(
        Notation{}, board_of(params, board), moves, seed, max_moves, kDefaultPlayoutMoves,
        [](const Board& position, Rng& rng, std::uint64_t limit) { return random_playout(position, rng, limit); });
  }

  // Every key listed in game_info().metrics, and no other.
  json metrics(const json& params, std::string_view board, const Budget& budget) const override {
    const Metrics m = measure(board_of(params, board), budget);
    return {{"lit", m.lit},
            {"status", to_string(m.status)},
            {"min_length", m.min_length >= 0 ? json(m.min_length) : json(nullptr)}};
  }

  json setup_facts(const json& params, std::string_view setup) const override {
    setup_of(setup);
    return {{"setup", std::string(setup)}, {"boards", std::uint64_t{1} << lamps_of(params)}};
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<SkeletonGame>(); }

}  // namespace puzzlelab::skeleton
