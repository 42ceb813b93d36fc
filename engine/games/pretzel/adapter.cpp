// Pretzel behind the type-erased Game interface: parameters, boards and moves as text and JSON,
// everything else delegated to rules, setups, solver, blockade and metrics.
#include "games/pretzel/adapter.hpp"

#include <chrono>
#include <cmath>
#include <string>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "games/pretzel/blockade.hpp"
#include "games/pretzel/enumerate.hpp"
#include "games/pretzel/metrics.hpp"
#include "games/pretzel/playout.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/setups.hpp"
#include "games/pretzel/solver.hpp"

namespace puzzlelab::pretzel {

namespace {

// A solver run keeps to about this much memory; above it, the state cap answers unknown (or the
// depth-first fallback takes over).
constexpr std::uint64_t kSearchBytes = 256ull << 20;

std::string known_setup_names() {
  std::string names;
  for (const auto& info : all_setups()) {
    if (!names.empty()) names += ", ";
    names += info.name;
  }
  return names;
}

Setup setup_of(std::string_view setup) {
  const auto which = setup_from_string(setup);
  if (!which)
    throw InputError("unknown_setup", "unknown Pretzel setup '" + std::string(setup.substr(0, 40)) +
                                          "'; known setups: " + known_setup_names());
  return *which;
}

int read_count(const json& value, const char* key, int lo, int hi) {
  if (!value.is_number_integer())
    throw InputError("bad_params", std::string("Pretzel '") + key + "' must be a whole number " + std::to_string(lo) + ".." +
                                       std::to_string(hi));
  // Unsigned first: a value above the largest int64 must not wrap around to a negative one.
  if (value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
    throw InputError("bad_params", std::string("Pretzel '") + key + "' must be " + std::to_string(lo) + ".." +
                                       std::to_string(hi) + ", got " + value.dump());
  const auto v = value.get<std::int64_t>();
  if (v < lo || v > hi)
    throw InputError("bad_params", std::string("Pretzel '") + key + "' must be " + std::to_string(lo) + ".." +
                                       std::to_string(hi) + ", got " + std::to_string(v));
  return static_cast<int>(v);
}

// normalize_params has checked the params; missing keys mean the defaults.
Shape shape_of(const json& params) {
  Shape shape;
  if (params.is_object()) {
    if (params.contains("suits")) shape.suits = read_count(params.at("suits"), "suits", kMinSuits, kMaxSuits);
    if (params.contains("ranks")) shape.ranks = read_count(params.at("ranks"), "ranks", kMinRanks, kMaxRanks);
  }
  return shape;
}

Board board_of(const json& params, std::string_view text) { return parse_board(shape_of(params), text); }

// Plays moves on the board; throws InputError on the first illegal one, naming its place.
Board play(Board board, const std::vector<std::string>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    try {
      apply(board, parse_move(board, moves[i]));
    } catch (const InputError& e) {
      throw InputError(e.code(), "move " + std::to_string(i + 1) + ": " + e.what());
    }
  }
  return board;
}

std::vector<std::string> texts(const std::vector<Move>& moves) {
  std::vector<std::string> out;
  out.reserve(moves.size());
  for (Move m : moves) out.push_back(format_move(m));
  return out;
}

class PretzelGame final : public Game {
 public:
  std::string name() const override { return "pretzel"; }
  std::string title() const override { return "Pretzel"; }

  std::vector<Named> setups() const override { return named_setups(all_setups()); }

  std::vector<Named> variants() const override {
    return {{"standard", "de Bruijn's Pretzel: no redeals; a card follows its predecessor of the same suit."}};
  }

  std::vector<Named> parameters() const override {
    return {{"suits", "suits, one row of the grid each, " + std::to_string(kMinSuits) + ".." + std::to_string(kMaxSuits)},
            {"ranks", "ranks per suit (ace included), one column of the grid each, " + std::to_string(kMinRanks) +
                          ".." + std::to_string(kMaxRanks)}};
  }

  std::string board_format_help() const override {
    return "Rows separated by '/', cells by ','; a card is its rank then its suit letter (2a, 13d; row r's suit "
           "is the r-th letter), '.' a hole; the aces column on the left is implied. Each row has one cell per "
           "rank column (n), in all one hole per suit. Example (2 suits x 3 ranks): 3a,.,2b/2a,3b,. ; a move is "
           "the card moved, e.g. 2a";
  }

  json normalize_params(const json& params) const override {
    if (!params.is_null() && !params.is_object())
      throw InputError("bad_params", "Pretzel parameters are a JSON object such as {\"suits\": 4, \"ranks\": 4}");
    if (params.is_object())
      for (const auto& [key, value] : params.items())
        if (key != "suits" && key != "ranks" && key != "variant")
          throw InputError("unknown_param",
                           "Pretzel has no parameter '" + key.substr(0, 40) + "'; its parameters are 'suits' and 'ranks'");
    if (params.is_object() && params.contains("variant") && params.at("variant") != "standard")
      throw InputError("unknown_variant", "unknown Pretzel variant; the only variant is 'standard'");
    const Shape shape = shape_of(params);
    return {{"suits", shape.suits}, {"ranks", shape.ranks}};
  }

  std::string generate(const json& params, std::string_view setup, std::uint64_t seed) const override {
    return format_board(pretzel::generate(shape_of(params), setup_of(setup), seed));
  }

  std::string normalize_board(const json& params, std::string_view board) const override {
    return format_board(board_of(params, board));
  }

  ReplayOutcome replay(const json& params, std::string_view text, const std::vector<std::string>& moves) const override {
    Board board = board_of(params, text);
    ReplayOutcome out;
    for (const auto& move : moves) {
      try {
        apply(board, parse_move(board, move));
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
                     const Budget& budget) const override {
    const auto started = std::chrono::steady_clock::now();
    const Board board = play(board_of(params, text), moves);
    BudgetMeter meter(budget);
    SolverOptions options;
    options.max_states = states_for_memory(board.shape, kSearchBytes);
    const SolveResult result = pretzel::solve(board, meter, options);
    SolveOutcome out;
    out.status = result.status;
    if (result.status == Status::solved) {
      out.solution = texts(result.moves);
      out.shortest = result.shortest;
    }
    out.nodes = result.expanded;
    out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    return out;
  }

  // max_moves 0 means the default limit (core/playout.hpp).
  PlayoutOutcome playout(const json& params, std::string_view text, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    const Board board = play(board_of(params, text), moves);
    Rng rng(seed);
    const Playout<Move> result = random_playout(board, rng, max_moves == 0 ? kDefaultPlayoutMoves : max_moves);
    PlayoutOutcome out;
    out.solved = result.solved();
    out.moves = texts(result.moves);
    out.ended = puzzlelab::to_string(result.end);
    return out;
  }

  json metrics(const json& params, std::string_view text, const Budget& budget) const override {
    const Board board = board_of(params, text);
    BudgetMeter meter(budget);
    SolverOptions options;
    options.max_states = states_for_memory(board.shape, kSearchBytes);
    const Metrics m = measure(board, meter, options);
    json out;
    out["board"] = format_board(board);
    out["suits"] = board.shape.suits;
    out["ranks"] = board.shape.ranks;
    out["status"] = puzzlelab::to_string(m.status);
    out["min_length"] = m.min_length >= 0 ? json(m.min_length) : json(nullptr);
    out["states"] = m.states;
    out["random_playout"] = {{"solved", m.playout_solved},
                             {"moves", m.playout_moves},
                             {"ended", m.playout_ended},
                             {"max_moves", kDefaultPlayoutMoves}};
    out["blockade"] = std::string(to_string(m.blockade));
    out["blocked_cards"] = m.blocked_cards;
    out["legal_moves"] = m.legal_moves;
    out["cards_home"] = m.cards_home;
    return out;
  }

  json setup_facts(const json& params, std::string_view setup) const override {
    const Shape shape = shape_of(params);
    const Setup which = setup_of(setup);
    const double deals = distinct_deals(shape, which);
    json facts = {{"setup", std::string(setup)},
                  {"possible_challenges",
                   {{"deals_approx", deals},
                    {"formula", which == Setup::shuffled ? "(kn)!" : "(n!)^k"},
                    {"note", "distinct deals before the aces are removed; boards (holes interchangeable) are "
                             "fewer by k! for shuffled"}}}};
    if (which != Setup::shuffled && shape.suits == shape.ranks)
      facts["same_as"] = which == Setup::sequential_suits ? "banded-suits" : "sequential-suits";
    return facts;
  }

  // Every deal of the shape by one backward search (enumerate.hpp); sizes above kMaxEnumerated
  // deals are refused (too_large). Counts are given only for a complete enumeration.
  bool has_enumeration() const override { return true; }
  json enumerate(const json& params, const Budget& budget) const override {
    const Shape shape = shape_of(params);
    BudgetMeter meter(budget);
    const Enumeration e = enumerate_deals(shape, meter);
    json out = {{"status", e.complete ? "complete" : "unknown"},
                {"deals", e.deals},
                {"nodes", meter.nodes()},
                {"ms", meter.elapsed_ms()}};
    for (const char* key : {"solvable", "unsolvable", "shortest_lengths", "longest", "blocked",
                            "blocked_but_solvable", "ducking_crabs", "duelling_deuces"})
      out[key] = nullptr;
    if (!e.complete) return out;
    out["solvable"] = e.solvable;
    out["unsolvable"] = e.deals - e.solvable;
    out["shortest_lengths"] = e.lengths;  // shortest_lengths[d]: deals solved in d moves at best
    out["longest"] = e.lengths.empty() ? json(nullptr) : json(e.lengths.size() - 1);
    out["blocked"] = e.blocked;
    out["blocked_but_solvable"] = e.blocked_but_solvable;
    out["ducking_crabs"] = e.ducking_crabs;
    out["duelling_deuces"] = e.duelling_deuces;
    return out;
  }
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<PretzelGame>(); }

}  // namespace puzzlelab::pretzel
