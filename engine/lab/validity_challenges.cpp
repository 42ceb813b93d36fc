#include "lab/validity_challenges.hpp"

#include <algorithm>
#include <memory>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/rng.hpp"
#include "game/capabilities.hpp"
#include "game/game_checks.hpp"
#include "game/params.hpp"
#include "game/printing.hpp"
#include "game/setup_description.hpp"
#include "lab/effort.hpp"
#include "lab/lab_game.hpp"

namespace puzzlelab::lab {

namespace {

// FNV-1a: the random solver's seed for a board, so that a challenge measures the same whatever
// files name it and in whatever order.
std::uint64_t text_hash(std::string_view text) {
  std::uint64_t h = 14695981039346656037ull;
  for (const char c : text) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h;
}

// A record's field checked against the game: the message names the field.
template <class Read>
auto checked_field(const char* key, Read read) {
  try {
    return read();
  } catch (const InputError& error) {
    throw InputError(error.code(), "\"" + std::string(key) + "\": " + error.what());
  }
}

// The setup's measures of a challenge, its printed steps, and whether its setup and seed deal
// its board; measures of a setup that does not are left out (setup_problem says why).
void measure_setup(const Game& game, const LabGame& lab, RecordedChallenge& c, const Budget& budget) {
  std::string dealt;
  std::vector<TraceStep> steps;
  try {
    TracedBoard traced = game.trace(c.params, c.setup, *c.seed, budget);
    dealt = std::move(traced.board);
    steps = std::move(traced.steps);
  } catch (const InputError& error) {
    if (error.code() != "not_supported") throw;
    dealt = game.generate(c.params, c.setup, *c.seed, budget);
  }
  if (dealt != c.board) {
    c.setup_problem = "setup " + quote_input(setup_label(c.setup)) + " deals another board for seed " +
                      std::to_string(*c.seed) + "; its setup measures are left out";
    return;
  }
  for (const auto& [name, value] : lab.setup_measures(c.params, c.setup, *c.seed, c.board, budget))
    c.measures[name] = value;
  if (const Printing* printing = capability<Printing>(game)) {
    const std::size_t printed = printing->setup_steps(c.params, steps).size();
    if (printed > 0) c.printed_setup_steps = static_cast<double>(printed);
  }
}

}  // namespace

void RecordedChallenges::add(const Game& game, PlayRecord&& record, std::size_t file_index, RecordFile& file) {
  RecordedChallenge c;
  try {
    const nlohmann::json params = checked_field("params", [&] { return normalize_params(game, record.params); });
    c.params = checked_field("board", [&] { return params_fitting_board(game, record.params, params, record.board); });
    c.board = checked_field("board", [&] { return game.normalize_board(c.params, record.board); });
    if (!record.setup.empty()) {
      c.setup = checked_field("setup", [&] { return checked_setup(game, c.params, record.setup); });
      c.seed = record.seed;  // a seed means something only with the setup it was dealt by
    }
  } catch (const InputError& error) {
    file.add_problem(record.index, error.what());
    return;
  }
  std::string key = c.params.dump() + '\n' + c.board + '\n' + c.setup + '\n' + (c.seed ? std::to_string(*c.seed) : "");
  const auto [found, added] = by_key_.try_emplace(std::move(key), challenges.size());
  if (added) challenges.push_back(std::move(c));
  records.push_back({std::move(record), found->second, file_index});
  ++file.used;
}

MeasuringOutcome measure_challenges(const Game& game, RecordedChallenges& set, const MeasureLimits& limits) {
  MeasuringOutcome out;
  const std::unique_ptr<LabGame> lab = make_lab_game(game);
  const std::string random_solver = lab->random_solvers().front().name;
  const bool timed = limits.until != BudgetClock::time_point{};
  const std::size_t n = set.challenges.size();
  bool hit_nodes = false, hit_time = false;
  for (std::size_t i = 0; i < n; ++i) {
    RecordedChallenge& c = set.challenges[i];
    const auto now = BudgetClock::now();
    if (limits.cancel != nullptr && limits.cancel->load(std::memory_order_relaxed)) {
      out.stopped = StopReason::cancelled;
      out.unmeasured += n - i;
      return out;
    }
    if (timed && now >= limits.until) {
      out.stopped = StopReason::time;
      out.unmeasured += n - i;
      return out;
    }
    StopReason reached = StopReason::none;
    Budget budget{limits.max_nodes, 0, limits.cancel, &reached};
    // At most half the time left (all of it for the last): one hard board cannot take it all.
    if (timed) budget.deadline = i + 1 == n ? limits.until : now + (limits.until - now) / 2;
    try {
      const LabMeasure m = lab->measure(c.params, c.board, Rng::mix_seed(text_hash(c.board)), budget, random_solver);
      c.measures = challenge_measures(m);
      for (const auto& [name, value] : lab->study_measures(kEffortMeasures, c.params, c.board, budget))
        c.measures[name] = value;
      if (c.seed) {
        try {
          measure_setup(game, *lab, c, budget);
        } catch (const InputError& error) {
          if (reached == StopReason::none)
            c.setup_problem = std::string("its setup measures are left out: ") + error.what();
        }
      }
    } catch (const InputError&) {
      if (reached == StopReason::none) throw;  // not the budget's doing: a defect, not the input's
    }
    if (reached != StopReason::none) {
      c.measures.clear();
      c.printed_setup_steps.reset();
      ++out.unmeasured;
      hit_nodes = hit_nodes || reached == StopReason::nodes;
      hit_time = hit_time || reached == StopReason::time;
      if (reached == StopReason::cancelled) {
        out.stopped = StopReason::cancelled;
        out.unmeasured += n - i - 1;
        return out;
      }
      continue;
    }
    c.measured = true;
  }
  out.stopped = hit_time ? StopReason::time : hit_nodes ? StopReason::nodes : StopReason::none;
  return out;
}

}  // namespace puzzlelab::lab
