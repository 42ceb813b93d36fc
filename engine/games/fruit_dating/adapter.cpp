// Fruit Dating behind the type-erased Game interface: parameters, boards and moves as text and
// JSON, everything else delegated to rules, setups, solver, playout and metrics.
#include "games/fruit_dating/board_words.hpp"
#include "games/fruit_dating/adapter.hpp"

#include <algorithm>
#include <string>

#include "game/printing.hpp"
#include "game/described_setups.hpp"
#include "game/move_list.hpp"
#include "game/typed_position.hpp"
#include "games/fruit_dating/notation.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/rng.hpp"
#include "game/playout_outcome.hpp"
#include "game/setup_description.hpp"
#include "games/fruit_dating/capped_dfs_solver.hpp"
#include "games/fruit_dating/info.hpp"
#include "games/fruit_dating/inputs.hpp"
#include "games/fruit_dating/metrics.hpp"
#include "games/fruit_dating/playout.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/setup_description.hpp"
#include "games/fruit_dating/setups.hpp"
#include "games/fruit_dating/solver.hpp"
#include "games/fruit_dating/trace_steps.hpp"
#include "games/fruit_dating/render_svg.hpp"

namespace puzzlelab::fruit_dating {

namespace {

// A solver run keeps to about this much memory; above it the state cap answers unknown.
constexpr std::uint64_t kSearchBytes = 256ull << 20;

// Normalized params hold every key (game/params.hpp); a caller passing fewer gets the defaults.
void check_setup(std::string_view setup) {
  if (!setup_from_string(setup))
    throw InputError("unknown_setup", "unknown setup " + quote_input(setup) +
                                          " for fruit-dating (known: " + game_info().setup_names() + ")");
}

// The generator for a setup: the article's mix, or a described setup's (setup_description.hpp),
// which must be for the params' board size.
GeneratorParams generator_of(const json& params, std::string_view setup) {
  GeneratorParams p = params_of(params);
  if (!is_described_setup(setup)) {
    check_setup(setup);
    return p;
  }
  p.candidate.mix = read_mix(parse_setup_description(setup));
  check_mix_size(p.candidate.mix, p.candidate.width, p.candidate.height);
  return p;
}

// A move is a tilt; playing it checks that it changes the board and that the level is not over.

SolverOptions search_options(const Board& board) {
  SolverOptions options;
  options.max_states = std::max<std::uint64_t>(1, kSearchBytes / bytes_per_state(board));
  return options;
}

// One challenge in play (game/typed_position.hpp): the moves are played on the board itself.
struct Play {
  Notation notation() const { return {}; }
  BoardWords words(const Board& board) const { return describe_board(board); }
  std::string describe_move(const Board& board, const std::string& move) const {
    return fruit_dating::describe_move(board, move);
  }
  std::string dead_end(const Board& board) const { return fruit_dating::dead_end(board); }
};

class FruitDatingGame final : public Game, public Printing, public DescribedSetups {
 public:
  const GameInfo& info() const override { return game_info(); }

  void check_params(const json& normalized) const override {
    const GeneratorParams p = params_of(normalized);
    if (p.min_moves > p.max_moves)
      throw InputError("bad_params", "min_moves (" + std::to_string(p.min_moves) + ") is above max_moves (" +
                                         std::to_string(p.max_moves) + ")");
  }

  std::unique_ptr<GamePosition> start(const json& params, std::string_view text) const override {
    return start_position(Play{}, board_of(params, text));
  }

  std::string generate(const json& params, std::string_view setup, std::uint64_t seed,
                       const Budget& budget) const override {
    return format_board(fruit_dating::generate(generator_of(params, setup), seed, budget));
  }

  // The article's steps for the level generate gives: painting mode, each wall part, inner wall
  // and filled area, the weights, each placement by weight, and the candidates tested.
  TracedBoard trace(const json& params, std::string_view setup, std::uint64_t seed,
                    const Budget& budget) const override {
    Trace recorded;
    const Board level = fruit_dating::generate(generator_of(params, setup), seed, budget, &recorded);
    return {format_board(level), trace_steps(recorded, level)};
  }

  std::string normalize_board(const json& params, std::string_view board) const override {
    return format_board(board_of(params, board));
  }

  std::string render_svg(const json& params, std::string_view text,
                         const std::vector<std::string>& moves) const override {
    return fruit_dating::render_svg(play_moves(Notation{}, board_of(params, text), moves));
  }

  // A board's size is its text's: rows, and tiles per row.
  json params_for_board(const json& params, std::string_view text) const override {
    const auto [width, height] = size_of_text(text);
    if (width < kMinSize || width > kMaxSize || height < kMinSize || height > kMaxSize) return params;
    json out = params;
    out["width"] = width;
    out["height"] = height;
    return out;
  }

  SolveOutcome solve(const json& params, std::string_view text, const std::vector<std::string>& moves,
                     const Budget& budget, std::string_view solver) const override {
    return solve_after(Notation{}, board_of(params, text), moves, [&](const Board& board) {
      BudgetMeter meter(budget);
      if (solver == kCappedDfsSolver) {
        CappedDfsOptions options;
        options.max_states = search_options(board).max_states;
        CappedDfsResult result = solve_capped_dfs(board, meter, options);
        return Found<Dir>{.status = result.status,
                          .moves = std::move(result.moves),
                          .shortest = result.shortest,
                          .nodes = result.expanded,
                          .stopped = result.out_of_memory ? StopReason::memory : StopReason::none};
      }
      SolveResult result = fruit_dating::solve(board, meter, search_options(board));
      return Found<Dir>{.status = result.status,
                        .moves = std::move(result.moves),
                        .shortest = true,
                        .nodes = result.expanded,
                        .stopped = result.out_of_memory ? StopReason::memory : StopReason::none};
    });
  }

  PlayoutOutcome playout(const json& params, std::string_view text, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    return playout_after(
        Notation{}, board_of(params, text), moves, seed, max_moves, kDefaultPlayoutMoves,
        [](const Board& board, Rng& rng, std::uint64_t limit) { return random_playout(board, rng, limit); });
  }

  json metrics(const json& params, std::string_view text, const Budget& budget) const override {
    const Board board = board_of(params, text);
    BudgetMeter meter(budget), dfs_meter(budget);
    const Metrics m = measure(board, meter, dfs_meter, search_options(board));
    const auto or_null = [](std::int64_t v) { return v >= 0 ? json(v) : json(nullptr); };
    return {{"board", format_board(board)},
            {"width", board.width},
            {"height", board.height},
            {"status", puzzlelab::to_string(m.status)},
            {"min_length", m.min_length >= 0 ? json(m.min_length) : json(nullptr)},
            {"states", m.states},
            {"expanded", m.expanded},
            {"capped_dfs_expanded", or_null(m.capped_dfs_expanded)},
            {"capped_dfs_runs", or_null(m.capped_dfs_runs)},
            {"random_playout",
             {{"solved", m.playout_solved},
              {"moves", m.playout_moves},
              {"ended", m.playout_ended},
              {"max_moves", kDefaultPlayoutMoves}}},
            {"floor_tiles", m.floor_tiles},
            {"fruit", m.fruit},
            {"colours", m.colours},
            {"obstacles", m.obstacles},
            {"mud", m.mud},
            {"hedgehogs", m.hedgehogs},
            {"anteaters", m.anteaters},
            {"one_ways", m.one_ways},
            {"legal_moves", m.legal_moves}};
  }

  // The article's mix is every field's default, so its description is the mix as it stands; the
  // description is named after it, a built-in name being reserved.
  json describe_setup(const json&, std::string_view setup) const override {
    check_setup(setup);
    return describe_mix(GeneratorMix{}, std::string(setup) + "-described");
  }

  json normalize_setup(const json& params, const json& description) const override {
    const GeneratorMix mix = read_mix(description);
    const GeneratorParams p = params_of(params);
    check_mix_size(mix, p.candidate.width, p.candidate.height);
    return describe_mix(mix, description.at("name").get<std::string>());
  }

  json setup_facts(const json& params, std::string_view setup) const override {
    const GeneratorParams p = generator_of(params, setup);
    return {{"setup", std::string(setup)},
            {"shortest_solution", {{"min", p.min_moves}, {"max", p.max_moves}}},
            {"candidate_state_cap", p.candidate.mix.candidate_states},
            {"max_candidates", p.candidate.mix.max_candidates},
            {"note",
             "levels are drawn and solved until one's shortest solution lies in the range; each seed names "
             "one level"}};
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<FruitDatingGame>(); }

}  // namespace puzzlelab::fruit_dating
