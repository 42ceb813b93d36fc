// BoxOff behind the type-erased Game interface: parameters as JSON, boards and moves as text.
//
// A board carries its own size (its rows and columns) and colours (its letters), so boards,
// moves, solving, playouts and metrics read the board alone; the parameters rows, cols and
// colours choose what `generate` and `setup_facts` produce.
#include "games/boxoff/board_words.hpp"
#include "games/boxoff/adapter.hpp"

#include <span>
#include <string>

#include "game/printing.hpp"
#include "game/described_setups.hpp"
#include "game/move_list.hpp"
#include "game/typed_position.hpp"
#include "games/boxoff/notation.hpp"
#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/playout_outcome.hpp"
#include "games/boxoff/info.hpp"
#include "games/boxoff/inputs.hpp"
#include "games/boxoff/metrics.hpp"
#include "games/boxoff/playout.hpp"
#include "games/boxoff/render_svg.hpp"
#include "games/boxoff/setup_steps.hpp"
#include "games/boxoff/rules.hpp"
#include "games/boxoff/setups.hpp"
#include "games/boxoff/solver.hpp"
#include "games/boxoff/tile_deal.hpp"
#include "games/boxoff/tile_design.hpp"
#include "game/setup_description.hpp"

namespace puzzlelab::boxoff {

namespace {

Setup setup_of(std::string_view name) {
  if (auto setup = setup_from_string(name)) return *setup;
  throw InputError("unknown_setup",
                   "unknown setup " + quote_input(name) + " for boxoff (known: " + game_info().setup_names() + ")");
}

// A described setup's text (tile_design.hpp), read and checked against the parameters.
TileDeal described_deal(const Params& p, std::string_view setup) {
  return resolve_deal(p, read_tile_design(p, parse_setup_description(setup)));
}

// A move names two squares of the board's grid; it is read, then checked against the tokens.

// What setup_facts says of a described setup: the count of boards and the tiles, as for the built-ins.
json described_facts(const TileDeal& deal) {
  const ChallengeCount count = count_deal(deal);
  json facts = {{"challenges", count.exact}, {"challenges_log10", count.log10}, {"formula", count.formula}};
  json list = json::array();
  for (const auto& tile : deal.tiles) {
    std::string text;
    for (const int colour : tile) text += static_cast<char>('a' + colour);
    list.push_back(text);
  }
  facts["tiles"] = list;  // each tile's colours in its slot's order
  facts["blocks"] = std::to_string(deal.block_rows) + "x" + std::to_string(deal.block_cols);
  return facts;
}

// One challenge in play (game/typed_position.hpp): the moves are played on the board itself.
struct Play {
  Notation notation() const { return {}; }
  BoardWords words(const Board& board) const { return describe_board(board); }
  std::string describe_move(const Board& board, const std::string& move) const {
    return boxoff::describe_move(board, move);
  }
  std::string dead_end(const Board& board) const { return boxoff::dead_end(board); }
};

class BoxOffGame final : public Game, public Printing, public DescribedSetups {
 public:
  const GameInfo& info() const override { return game_info(); }

  // Colours must share the squares equally, an even number of tokens each (rules.hpp: validate).
  void check_params(const json& normalized) const override { validate(params_of(normalized)); }

  std::unique_ptr<GamePosition> start(const json&, std::string_view text) const override {
    return start_position(Play{}, parse_board(text));
  }

  std::string generate(const json& params, std::string_view setup, std::uint64_t seed, const Budget&) const override {
    const Params p = params_of(params);
    if (is_described_setup(setup)) {
      Rng rng(seed);
      return format_board(deal(p, described_deal(p, setup), rng));
    }
    const Setup s = setup_of(setup);
    check_setup(p, s);
    return format_board(boxoff::generate(p, s, seed));
  }

  TracedBoard trace(const json& params, std::string_view setup, std::uint64_t seed, const Budget&) const override {
    const Params p = params_of(params);
    SetupTrace recorder;
    Board board;
    if (is_described_setup(setup)) {
      Rng rng(seed);
      board = deal(p, described_deal(p, setup), rng, &recorder);
    } else {
      const Setup s = setup_of(setup);
      check_setup(p, s);
      board = boxoff::generate(p, s, seed, &recorder);
    }
    return {format_board(board), recorder.steps()};
  }

  std::string normalize_board(const json&, std::string_view board) const override {
    return format_board(parse_board(board));
  }

  std::string render_svg(const json&, std::string_view text, const std::vector<std::string>& moves) const override {
    return boxoff::render_svg(play_moves(Notation{}, parse_board(text), moves));
  }

  std::vector<std::string> setup_steps(const json&, const std::vector<TraceStep>& steps) const override {
    return boxoff::setup_steps(steps);
  }

  // A board names its own size. Boards that no generation request could make (colour counts
  // that differ, or an odd number per colour) keep the params they came with: params always
  // stay valid ones.
  json params_for_board(const json& params, std::string_view text) const override {
    const Board board = parse_board(text);
    const Params own{board.rows, board.cols, board.colours};
    try {
      validate(own);
    } catch (const InputError&) {
      return params;
    }
    json out = params;
    out["rows"] = own.rows;
    out["cols"] = own.cols;
    out["colours"] = own.colours;
    return out;
  }

  // Solvers: the move orderings by name (info.cpp); "alternating" is the default.
  SolveOutcome solve(const json&, std::string_view text, const std::vector<std::string>& moves, const Budget& budget,
                     std::string_view solver) const override {
    SolverOptions options;
    options.ordering = solver == "balanced"          ? Ordering::balanced
                       : solver == "fewest_stranded" ? Ordering::fewest_stranded
                                                     : Ordering::alternating;
    return solve_after(Notation{}, parse_board(text), moves, [&](const Board& board) {
      SolveResult r = boxoff::solve(board, budget, options);
      // Every solution empties the board, so all have the same length.
      return Found<Move>{.status = r.status, .moves = std::move(r.solution), .shortest = true, .nodes = r.nodes};
    });
  }

  // max_moves 0 means the default limit (core/playout.hpp).
  PlayoutOutcome playout(const json&, std::string_view text, const std::vector<std::string>& moves, std::uint64_t seed,
                         std::uint64_t max_moves) const override {
    return playout_after(
        Notation{}, parse_board(text), moves, seed, max_moves, kDefaultPlayoutMoves,
        [](const Board& board, Rng& rng, std::uint64_t limit) { return random_playout(board, rng, limit); });
  }

  json metrics(const json&, std::string_view text, const Budget& budget) const override {
    const Board board = parse_board(text);
    const Metrics m = measure(board, budget);
    json solvable = nullptr;
    if (m.solver != Status::unknown) solvable = m.solver == Status::solved;
    return {{"pair_equality", m.pair_equality.share()},
            {"adjacent_pairs", m.pair_equality.pairs},
            {"equal_pairs", m.pair_equality.equal},
            {"solver", to_string(m.solver)},
            {"solvable", solvable},
            {"solver_nodes", m.solver_nodes},
            {"random_solved", m.random_solved},
            {"random_win_rate", m.random_rate()},
            {"random_playouts", m.playouts}};
  }

  // Setups as data: the tile designs of tile_design.hpp, dealt by tile_deal.hpp.
  json describe_setup(const json& params, std::string_view setup) const override {
    return describe_builtin(params_of(params), setup_of(setup));
  }

  json normalize_setup(const json& params, const json& description) const override {
    return tile_design_json(read_tile_design(params_of(params), description));
  }

  json setup_facts(const json& params, std::string_view setup) const override {
    const Params p = params_of(params);
    if (is_described_setup(setup)) return described_facts(described_deal(p, setup));
    const Setup s = setup_of(setup);
    const ChallengeCount count = count_challenges(p, s);
    json facts = {{"challenges", count.exact}, {"challenges_log10", count.log10}, {"formula", count.formula}};
    if (s != Setup::shuffled) {
      const std::vector<Tile> tiles = s == Setup::l_tiles ? l_tiles(p) : three_colour_tiles(p);
      json list = json::array();
      for (const Tile& t : tiles) {
        std::string tile;
        for (int k : {t.corner, t.arms[0], t.arms[1]}) tile += static_cast<char>('a' + k);
        list.push_back(tile);
      }
      facts["tiles"] = list;  // corner, then the two arms
      facts["blocks"] = (p.rows % 2 == 0 && p.cols % 3 == 0) ? "2x3" : "3x2";
    }
    return facts;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<BoxOffGame>(); }

}  // namespace puzzlelab::boxoff
