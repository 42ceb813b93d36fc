// Fruit Dating behind the type-erased Game interface: parameters, boards and moves as text and
// JSON, everything else delegated to rules, setups, solver, playout and metrics.
#include "games/fruit_dating/adapter.hpp"

#include <algorithm>
#include <chrono>
#include <string>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/rng.hpp"
#include "game/playout_outcome.hpp"
#include "games/fruit_dating/info.hpp"
#include "games/fruit_dating/metrics.hpp"
#include "games/fruit_dating/playout.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/setups.hpp"
#include "games/fruit_dating/solver.hpp"
#include "games/fruit_dating/trace_steps.hpp"

namespace puzzlelab::fruit_dating {

namespace {

// A solver run keeps to about this much memory; above it the state cap answers unknown.
constexpr std::uint64_t kSearchBytes = 256ull << 20;

// Normalized params hold every key (game/params.hpp); a caller passing fewer gets the defaults.
GeneratorParams params_of(const json& params) {
  GeneratorParams p;
  if (!params.is_object()) return p;
  p.candidate.width = params.value("width", p.candidate.width);
  p.candidate.height = params.value("height", p.candidate.height);
  p.candidate.features = params.value("features", std::string("all")) != "basic";
  p.min_moves = params.value("min_moves", p.min_moves);
  p.max_moves = params.value("max_moves", p.max_moves);
  return p;
}

void check_setup(std::string_view setup) {
  if (!setup_from_string(setup))
    throw InputError("unknown_setup", "unknown setup " + quote_input(setup) + " for fruit-dating (known: " +
                                          game_info().setup_names() + ")");
}

// The board, which must have the size the params give.
Board board_of(const json& params, std::string_view text) {
  Board board = parse_board(text);
  const GeneratorParams p = params_of(params);
  if (board.width != p.candidate.width || board.height != p.candidate.height)
    throw InputError("bad_board", "board is " + std::to_string(board.width) + " x " + std::to_string(board.height) +
                                      " tiles, but width and height are " + std::to_string(p.candidate.width) + " x " +
                                      std::to_string(p.candidate.height));
  return board;
}

Board play(Board board, const std::vector<std::string>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    try {
      apply(board, parse_move(moves[i]));
    } catch (const InputError& e) {
      throw InputError(e.code(), "move " + std::to_string(i + 1) + ": " + e.what());
    }
  }
  return board;
}

std::vector<std::string> texts(const std::vector<Dir>& moves) {
  std::vector<std::string> out;
  out.reserve(moves.size());
  for (Dir d : moves) out.push_back(format_move(d));
  return out;
}

SolverOptions search_options(const Board& board) {
  SolverOptions options;
  options.max_states = std::max<std::uint64_t>(1, kSearchBytes / bytes_per_state(board));
  return options;
}

class FruitDatingGame final : public Game {
 public:
  const GameInfo& info() const override { return game_info(); }

  void check_params(const json& normalized) const override {
    const GeneratorParams p = params_of(normalized);
    if (p.min_moves > p.max_moves)
      throw InputError("bad_params", "min_moves (" + std::to_string(p.min_moves) + ") is above max_moves (" +
                                         std::to_string(p.max_moves) + ")");
  }

  std::string describe_move(const json& params, std::string_view text, const std::vector<std::string>& moves_before,
                            const std::string& move) const override {
    try {
      return fruit_dating::describe_move(play(board_of(params, text), moves_before), move);
    } catch (const InputError&) {
      return move;
    }
  }

  std::string generate(const json& params, std::string_view setup, std::uint64_t seed,
                       const Budget& budget) const override {
    check_setup(setup);
    return format_board(fruit_dating::generate(params_of(params), seed, budget));
  }

  // The article's steps for the level generate gives: painting mode, each wall part, inner wall
  // and filled area, the weights, each placement by weight, and the candidates tested.
  TracedBoard trace(const json& params, std::string_view setup, std::uint64_t seed,
                    const Budget& budget) const override {
    check_setup(setup);
    Trace recorded;
    const Board level = fruit_dating::generate(params_of(params), seed, budget, &recorded);
    return {format_board(level), trace_steps(recorded, level)};
  }

  std::string normalize_board(const json& params, std::string_view board) const override {
    return format_board(board_of(params, board));
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

  ReplayOutcome replay(const json& params, std::string_view text, const std::vector<std::string>& moves) const override {
    Board board = board_of(params, text);
    ReplayOutcome out;
    for (const auto& move : moves) {
      try {
        apply(board, parse_move(move));
      } catch (const InputError& e) {
        out.legal = false;
        out.error = e.what();
        break;
      }
      ++out.applied;
    }
    out.solved = is_solved(board);
    out.legal_moves = texts(legal_moves(board));
    return out;
  }

  SolveOutcome solve(const json& params, std::string_view text, const std::vector<std::string>& moves,
                     const Budget& budget, std::string_view) const override {
    const auto started = std::chrono::steady_clock::now();
    const Board board = play(board_of(params, text), moves);
    BudgetMeter meter(budget);
    const SolveResult result = fruit_dating::solve(board, meter, search_options(board));
    SolveOutcome out;
    out.status = result.status;
    if (result.status == Status::solved) {
      out.solution = texts(result.moves);
      out.shortest = true;
    }
    if (result.out_of_memory) out.stopped = StopReason::memory;
    out.nodes = result.expanded;
    out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    return out;
  }

  PlayoutOutcome playout(const json& params, std::string_view text, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    const Board board = play(board_of(params, text), moves);
    Rng rng(seed);
    const Playout<Dir> result = random_playout(board, rng, max_moves == 0 ? kDefaultPlayoutMoves : max_moves);
    return playout_outcome(result, texts(result.moves));
  }

  json metrics(const json& params, std::string_view text, const Budget& budget) const override {
    const Board board = board_of(params, text);
    BudgetMeter meter(budget);
    const Metrics m = measure(board, meter, search_options(board));
    return {{"board", format_board(board)},
            {"width", board.width},
            {"height", board.height},
            {"status", puzzlelab::to_string(m.status)},
            {"min_length", m.min_length >= 0 ? json(m.min_length) : json(nullptr)},
            {"states", m.states},
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

  json setup_facts(const json& params, std::string_view setup) const override {
    check_setup(setup);
    const GeneratorParams p = params_of(params);
    return {{"setup", std::string(setup)},
            {"shortest_solution", {{"min", p.min_moves}, {"max", p.max_moves}}},
            {"candidate_state_cap", kCandidateStates},
            {"max_candidates", kMaxCandidates},
            {"note", "levels are drawn and solved until one's shortest solution lies in the range; each seed names "
                     "one level"}};
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<FruitDatingGame>(); }

}  // namespace puzzlelab::fruit_dating
