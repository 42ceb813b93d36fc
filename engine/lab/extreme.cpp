#include "lab/extreme.hpp"

#include <algorithm>
#include <optional>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/rng.hpp"
#include "game/game_checks.hpp"
#include "game/limits.hpp"
#include "game/params.hpp"
#include "lab/effort.hpp"
#include "lab/extreme_measures.hpp"
#include "lab/lab_game.hpp"
#include "lab/spec.hpp"

namespace puzzlelab::lab {

namespace {

// The search's own stream of random numbers (the neighbours' order), apart from the setup's.
constexpr std::uint64_t kExtremeStream = 0x65787472656d65ull;  // "extreme"

struct ExtremeMeasured {
  std::optional<double> value;  // higher is better (negated when minimizing); none: does not apply
  Status status = Status::unknown;
  int length = -1;
};

class ExtremeSearch {
 public:
  ExtremeSearch(const ExtremeSpec& spec, const Game& game, const ExtremeLimits& limits, const ExtremeProgress& progress)
      : spec_(spec),
        game_(game),
        lab_(make_lab_game(game)),
        measure_(find_extreme_measure(game, spec.params, spec.measure)),
        progress_(progress),
        rng_(spec.seed, kExtremeStream) {
    budget_.max_nodes = spec.max_nodes;
    budget_.cancel = limits.cancel;
    budget_.deadline = limits.deadline;
  }

  ExtremeResult run() {
    for (std::uint64_t restart = 0; !done(); ++restart) {
      // Seeds never wrap around: the climb from the largest seed is the last.
      if (restart > 0 && spec_.seed + restart < spec_.seed) {
        result_.stopped = "seeds";
        break;
      }
      const std::uint64_t seed = spec_.seed + restart;
      ++result_.restarts;
      std::string board;
      try {
        board = game_.generate(spec_.params, spec_.setup, seed, budget_);
      } catch (const InputError&) {
        if (done()) break;  // a setup that redraws, stopped by the time limit or a cancel
        throw;
      }
      std::optional<ExtremeMeasured> current = measure(board, seed, 0, false);
      if (!current) break;
      std::uint64_t changes = 0, stale = 0;
      while (!done() && stale < spec_.patience) {
        const std::vector<std::string> near = lab_->neighbours_within_setup(spec_.params, spec_.setup, board, rng_);
        if (near.empty()) break;
        bool moved = false;
        for (const std::string& next : near) {
          if (done() || stale >= spec_.patience) break;
          const std::optional<ExtremeMeasured> m = measure(next, seed, changes + 1, true);
          if (!m) break;
          if (better(*m, *current))
            stale = 0;
          else
            ++stale;
          if (!better(*current, *m)) {  // better or as good: move there
            board = next;
            current = m;
            ++changes;
            moved = true;
            break;
          }
        }
        if (!moved) break;  // every neighbour was worse: a local best
      }
    }
    if (progress_) progress_(result_);
    return result_;
  }

 private:
  static bool better(const ExtremeMeasured& a, const ExtremeMeasured& b) {
    if (!a.value) return false;
    return !b.value || *a.value > *b.value;
  }

  bool done() {
    if (budget_.cancelled())
      result_.stopped = "cancelled";
    else if (budget_.past_deadline())
      result_.stopped = "time";
    else
      return result_.tried >= spec_.challenges;
    return true;
  }

  // The measure of one board, from where it comes (lab/extreme_measures.hpp); nothing when it does
  // not apply to this board.
  std::optional<double> value_of(const LabMeasure& m, const std::string& board) {
    const auto find = [&](const std::map<std::string, double>& values) -> std::optional<double> {
      const auto it = values.find(measure_.name);
      if (it == values.end()) return std::nullopt;
      return it->second;
    };
    switch (measure_.source) {
      case ExtremeSource::length:
        if (m.status != Status::solved || m.length < 0) return std::nullopt;
        return static_cast<double>(m.length);
      case ExtremeSource::metric: return find(m.metrics);
      case ExtremeSource::shared_effort: return find(shared_effort_measures(game_, spec_.params, board, budget_));
      case ExtremeSource::solution_space: return find(lab_->solution_space(spec_.params, board, budget_));
    }
    return std::nullopt;
  }

  // Measures one board; nothing when the search was stopped while it ran (its figures may be
  // cut short, so they are not counted).
  std::optional<ExtremeMeasured> measure(const std::string& board, std::uint64_t seed, std::uint64_t changes,
                                         bool local) {
    const LabMeasure m =
        lab_->measure(spec_.params, board, Rng::mix_seed(seed + changes), budget_, spec_.random_solver);
    ExtremeMeasured out;
    out.status = m.status;
    out.length = m.status == Status::solved ? m.length : -1;
    out.value = value_of(m, board);
    if (budget_.cancelled() || budget_.past_deadline()) {
      done();
      return std::nullopt;
    }
    if (out.value && spec_.minimize) out.value = -*out.value;
    ++result_.tried;
    if (local) ++result_.neighbours;
    if (!out.value) {
      ++result_.without_measure;
      return out;
    }
    keep(board, seed, changes, out);
    return out;
  }

  // The list stays diverse: a board is related to a listed one when it is the same board, comes
  // from the same climb, or is one local change away from it (the climbs met). A board enters
  // only when it is better than every listed board it is related to, and replaces them; so the
  // list holds at most one board per climb and no two boards one change apart, and the best board
  // found is always in it (only a better related board or a full list of better ones pushes a
  // board out).
  void keep(const std::string& board, std::uint64_t seed, std::uint64_t changes, const ExtremeMeasured& m) {
    auto& best = result_.best;
    const auto rank = [&](const ExtremeChallenge& c) { return spec_.minimize ? -c.value : c.value; };
    if (best.size() >= spec_.keep && !(*m.value > rank(best.back()))) return;
    // The same board or climb first: a sideways move within a climb is refused without looking
    // further. Then the boards one change away, found only when some other climb's board is listed.
    const auto same = [&](const ExtremeChallenge& c) { return c.board == board || c.seed == seed; };
    const auto not_better = [&](const ExtremeChallenge& c) { return !(*m.value > rank(c)); };
    if (std::any_of(best.begin(), best.end(), [&](const ExtremeChallenge& c) { return same(c) && not_better(c); }))
      return;
    std::vector<std::string> near;
    if (std::any_of(best.begin(), best.end(), [&](const ExtremeChallenge& c) { return !same(c); })) {
      // Their order does not matter here; a generator of its own leaves the search's untouched.
      Rng order(seed, kExtremeStream);
      near = lab_->neighbours_within_setup(spec_.params, spec_.setup, board, order);
      std::sort(near.begin(), near.end());
    }
    const auto related = [&](const ExtremeChallenge& c) {
      return same(c) || std::binary_search(near.begin(), near.end(), c.board);
    };
    std::vector<std::size_t> replaced;
    for (std::size_t i = 0; i < best.size(); ++i) {
      if (!related(best[i])) continue;
      if (not_better(best[i])) return;  // a related board at least as good is listed
      replaced.push_back(i);
    }
    for (auto it = replaced.rbegin(); it != replaced.rend(); ++it)
      best.erase(best.begin() + static_cast<std::ptrdiff_t>(*it));
    const double value = spec_.minimize ? -*m.value : *m.value;
    ExtremeChallenge c{seed, changes, board, value, m.status, m.length, result_.tried};
    const auto at =
        std::find_if(best.begin(), best.end(), [&](const ExtremeChallenge& b) { return *m.value > rank(b); });
    best.insert(at, c);
    if (best.size() > spec_.keep) best.pop_back();
    if (progress_) progress_(result_);
  }

  const ExtremeSpec& spec_;
  const Game& game_;
  const std::unique_ptr<LabGame> lab_;
  const ExtremeMeasure measure_;
  const ExtremeProgress& progress_;
  Rng rng_;
  Budget budget_;
  ExtremeResult result_;
};

}  // namespace

json ExtremeSpec::to_json() const {
  return {{"game", game},
          {"params", params},
          {"setup", setup},
          {"measure", measure},
          {"minimize", minimize},
          {"seed", std::to_string(seed)},
          {"challenges", challenges},
          {"max_nodes", max_nodes},
          {"patience", patience},
          {"keep", keep},
          {"random_solver", random_solver}};
}

ExtremeSpec read_extreme_spec(RequestFields& fields, const GameList& games) {
  ExtremeSpec spec;
  const Game& game = find_game_in(games, fields.required_string("game"));
  spec.game = game.name();
  spec.params = normalize_params(game, fields.optional_object("params"));
  spec.setup = fields.required_string("setup");
  check_setup(game, spec.setup);
  (void)game.setup_facts(spec.params, spec.setup);
  // Checked before any work: a measure the game's challenges never carry would spend the whole
  // budget finding nothing.
  spec.measure = default_extreme_measure(game, spec.params);
  if (const auto measure = fields.optional_string("measure")) {
    if (measure->empty())
      throw InputError("unknown_measure", "field 'measure' is empty; name a measure, e.g. " + spec.measure);
    spec.measure = *measure;
  }
  (void)find_extreme_measure(game, spec.params, spec.measure);
  spec.minimize = fields.optional_bool("minimize", false);
  spec.seed = fields.optional_whole_number("seed", {"seed", "bad_seed"}, 1);
  spec.challenges =
      fields.optional_whole_number("challenges", {"challenges", "bad_budget", 1, kMaxExtremeChallenges}, 1000);
  spec.max_nodes = fields.optional_whole_number("max_nodes", {"max_nodes", "bad_budget", 1, limits::kMaxMaxNodes},
                                                limits::kDefaultMaxNodes);
  spec.patience = fields.optional_whole_number("patience", {"patience", "bad_budget", 1, kMaxExtremeChallenges}, 100);
  spec.keep = fields.optional_whole_number("keep", {"keep", "bad_budget", 1, kMaxExtremeKeep}, 10);
  spec.random_solver = read_random_solver(fields, game);
  return spec;
}

json ExtremeChallenge::to_json() const {
  return {{"seed", std::to_string(seed)},
          {"changes", changes},
          {"board", board},
          {"value", value},
          {"status", to_string(status)},
          {"length", length >= 0 ? json(length) : json(nullptr)},
          {"found_after", found_after}};
}

json ExtremeResult::to_json(const ExtremeSpec& spec) const {
  json list = json::array();
  for (const ExtremeChallenge& c : best) list.push_back(c.to_json());
  return {{"format", "puzzlelab-extreme"},
          {"version", 1},
          {"search", spec.to_json()},
          {"best", list},
          {"tried", tried},
          {"neighbours", neighbours},
          {"restarts", restarts},
          {"without_measure", without_measure},
          {"stopped", stopped}};
}

ExtremeResult run_extreme(const ExtremeSpec& spec, const Game& game, const ExtremeLimits& limits,
                          const ExtremeProgress& progress) {
  return ExtremeSearch(spec, game, limits, progress).run();
}

}  // namespace puzzlelab::lab
