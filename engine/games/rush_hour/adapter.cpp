// Rush Hour behind the type-erased Game interface: parameters, boards and moves as text and JSON,
// everything else delegated to rules, setups, solvers, playout and metrics. Move lists are played
// by the helper every adapter shares (game/move_list.hpp), given the game's notation.
#include "games/rush_hour/adapter.hpp"

#include <string>
#include <vector>

#include "core/board_seed.hpp"
#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "core/trim_space.hpp"
#include "game/described_setups.hpp"
#include "game/move_list.hpp"
#include "game/printing.hpp"
#include "game/setup_description.hpp"
#include "game/typed_position.hpp"
#include "games/rush_hour/board_words.hpp"
#include "games/rush_hour/info.hpp"
#include "games/rush_hour/inputs.hpp"
#include "games/rush_hour/metrics.hpp"
#include "games/rush_hour/notation.hpp"
#include "games/rush_hour/playout.hpp"
#include "games/rush_hour/render_svg.hpp"
#include "games/rush_hour/rules.hpp"
#include "games/rush_hour/setup_description.hpp"
#include "games/rush_hour/setup_steps.hpp"
#include "games/rush_hour/setups.hpp"
#include "games/rush_hour/solver.hpp"

namespace puzzlelab::rush_hour {

namespace {

// One challenge in play (game/typed_position.hpp): the moves are played on the board itself.
struct Play {
  Notation notation() const { return {}; }
  BoardWords words(const Board& board) const { return describe_board(board); }
  std::string describe_move(const Board& board, const std::string& move) const {
    return rush_hour::describe_move(board, move);
  }
  std::string dead_end(const Board& board) const { return rush_hour::dead_end(board); }
};

json or_null(std::int64_t value) { return value >= 0 ? json(value) : json(nullptr); }

class RushHourGame final : public Game, public Printing, public DescribedSetups {
 public:
  const GameInfo& info() const override { return game_info(); }

  std::unique_ptr<GamePosition> start(const json& params, std::string_view board) const override {
    return start_position(Play{}, board_of(params, board));
  }

  std::string generate(const json& params, std::string_view setup, std::uint64_t seed,
                       const Budget& budget) const override {
    return format_board(rush_hour::generate(size_of(params), plan_for(params, setup), seed, budget));
  }

  TracedBoard trace(const json& params, std::string_view setup, std::uint64_t seed,
                    const Budget& budget) const override {
    SetupTrace recorder;
    const Board board = rush_hour::generate(size_of(params), plan_for(params, setup), seed, budget, &recorder);
    return {format_board(board), recorder.steps()};
  }

  std::string normalize_board(const json& params, std::string_view board) const override {
    return format_board(board_of(params, board));
  }

  // A pasted board's size is its text's.
  json params_for_board(const json& params, std::string_view text) const override {
    const int size = size_of_text(trim_space(text));
    if (size == 0) return params;
    json out = params;
    out["size"] = size;
    return out;
  }

  std::string render_svg(const json& params, std::string_view board,
                         const std::vector<std::string>& moves) const override {
    return rush_hour::render_svg(play_moves(Notation{}, board_of(params, board), moves));
  }

  std::vector<std::string> setup_steps(const json& params, const std::vector<TraceStep>& steps) const override {
    return rush_hour::setup_steps(size_of(params), steps);
  }

  SolveOutcome solve(const json& params, std::string_view board, const std::vector<std::string>& moves,
                     const Budget& budget, std::string_view solver) const override {
    return solve_after(Notation{}, board_of(params, board), moves, [&](const Board& position) {
      SolveResult result =
          solver == kFewestStepsSolver ? solve_fewest_steps(position, budget) : solve_fewest_moves(position, budget);
      // Both are shortest in their own measure; the move list's length is shortest only for "bfs".
      return Found<Move>{.status = result.status,
                         .moves = std::move(result.moves),
                         .shortest = solver != kFewestStepsSolver,
                         .nodes = result.expanded,
                         .stopped = result.out_of_memory ? StopReason::memory : StopReason::none};
    });
  }

  PlayoutOutcome playout(const json& params, std::string_view board, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    return playout_after(
        Notation{}, board_of(params, board), moves, seed, max_moves, kDefaultPlayoutMoves,
        [](const Board& position, Rng& rng, std::uint64_t limit) { return random_playout(position, rng, limit); });
  }

  // Every key listed in game_info().metrics, and no other.
  json metrics(const json& params, std::string_view text, const Budget& budget) const override {
    const Board board = board_of(params, text);
    const Metrics m = measure(board, budget);
    Rng rng(board_seed(format_board(board)));
    const Playout<Move> walk = random_playout(board, rng, kDefaultPlayoutMoves);
    return {{"board", format_board(board)},
            {"size", board.size},
            {"status", puzzlelab::to_string(m.status)},
            {"static_unsolvable", m.static_unsolvable},
            {"min_length", or_null(m.min_length)},
            {"steps", or_null(m.steps)},
            {"min_steps", or_null(m.min_steps)},
            {"positions", or_null(m.positions)},
            {"farthest", m.positions >= 0 ? json(m.farthest) : json(nullptr)},
            {"expanded", m.expanded},
            {"vehicles", m.vehicles},
            {"cars", m.cars},
            {"trucks", m.trucks},
            {"walls", m.walls},
            {"legal_moves", m.legal_moves},
            {"random_playout",
             {{"solved", walk.solved()},
              {"moves", walk.moves.size()},
              {"ended", puzzlelab::to_string(walk.end)},
              {"max_moves", kDefaultPlayoutMoves}}}};
  }

  // Every built-in setup is a plan, so each has a description dealing the same boards.
  json describe_setup(const json& params, std::string_view setup) const override {
    const SetupPlan plan = plan_for(params, setup);
    return describe_plan(plan, std::string(setup) + "-described");
  }

  json normalize_setup(const json& params, const json& description) const override {
    return describe_plan(read_plan(description, size_of(params)), description.at("name").get<std::string>());
  }

  json setup_facts(const json& params, std::string_view setup) const override {
    const SetupPlan plan = plan_for(params, setup);
    json facts = describe_plan(plan, "facts");
    facts.erase("name");
    facts["setup"] = std::string(setup);
    facts["note"] = plan.method == Method::at_the_table
                        ? "each seed names one throw of the dice; a vehicle that does not fit in its re-rolls stays "
                          "in the box"
                        : "each seed names one board; its searches are capped at " + std::to_string(kDrawPositions) +
                              " positions per draw, whatever the budget";
    return facts;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<RushHourGame>(); }

}  // namespace puzzlelab::rush_hour
