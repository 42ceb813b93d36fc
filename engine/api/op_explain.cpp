// "explain": every legal move from the position with its verdict, each proved by the solver
// within a share of the request's budget: wins (in how many moves, and whether on a shortest
// line), dead (the solver proved no solution is left, with the line that shows it) or undecided.
#include <algorithm>
#include <chrono>
#include <memory>

#include "api/operations.hpp"
#include "game/refutation.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

enum class Verdict { wins, undecided, dead };  // best first

const char* to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::wins: return "wins";
    case Verdict::dead: return "dead";
    case Verdict::undecided: break;
  }
  return "undecided";
}

struct MoveVerdict {
  std::string move;
  Verdict verdict = Verdict::undecided;
  std::size_t distance = 0;  // wins: moves left after this one
  bool exact = false;        // wins: the distance is proved shortest
  Refutation refutation;     // dead
  std::uint64_t nodes = 0;
  double ms = 0;
  StopReason stopped = StopReason::none;  // undecided: the limit its share reached
};

// What is left of the request's budget, handed out in equal shares: each step gets the nodes and
// the time left divided by the steps still to come, so a step that finishes early leaves its rest
// to the next, and the request as a whole stays within max_nodes and its deadline.
class BudgetShares {
 public:
  explicit BudgetShares(const Budget& whole) : whole_(whole) {}

  // The share of one of `steps` steps still to come (at least one).
  Budget next(std::size_t steps) const {
    Budget share = whole_;
    const std::uint64_t left_nodes = whole_.max_nodes - std::min(spent_, whole_.max_nodes);
    // Never 0, which would mean no limit: a share of no nodes stops at its first node.
    share.max_nodes = std::max<std::uint64_t>(1, left_nodes / steps);
    const double left_ms = std::chrono::duration<double, std::milli>(whole_.deadline - BudgetClock::now()).count();
    share.max_ms = std::max(0.001, left_ms / static_cast<double>(steps));
    return share;
  }
  bool nodes_left() const { return spent_ < whole_.max_nodes; }
  void spend(std::uint64_t nodes) { spent_ += nodes; }
  std::uint64_t spent() const { return spent_; }

 private:
  Budget whole_;
  std::uint64_t spent_ = 0;
};

MoveVerdict judge_move(const GameChoice& choice, const PositionInput& position, const std::string& move,
                       const Budget& share, const std::string& solver) {
  PositionInput after = position;
  after.moves.push_back(move);
  const SolveOutcome outcome = solve_for_request(choice, after, share, solver);
  MoveVerdict verdict;
  verdict.move = move;
  verdict.nodes = outcome.nodes;
  verdict.ms = outcome.ms;
  verdict.stopped = outcome.stopped;
  if (outcome.status == Status::solved) {
    verdict.verdict = Verdict::wins;
    verdict.distance = outcome.solution.size();
    verdict.exact = outcome.shortest;
  } else if (outcome.status == Status::unsolvable) {
    verdict.verdict = Verdict::dead;
  }
  return verdict;
}

bool better(const MoveVerdict& a, const MoveVerdict& b) {
  if (a.verdict != b.verdict) return a.verdict < b.verdict;
  if (a.verdict != Verdict::wins) return false;
  if (a.distance != b.distance) return a.distance < b.distance;
  return a.exact && !b.exact;
}

const char* ending_name(Refutation::Ending ending) {
  switch (ending) {
    case Refutation::Ending::found: return "found";
    case Refutation::Ending::exhausted: return "exhausted";
    case Refutation::Ending::stopped: break;
  }
  return "stopped";
}

json stopped_json(StopReason reason) { return reason == StopReason::none ? json(nullptr) : json(to_string(reason)); }

// A dead move's reason when no line was found: the solver's proof stands, in words.
std::string unlined_reason(const Refutation& refutation) {
  if (refutation.ending == Refutation::Ending::exhausted)
    return "No sequence of moves reaches the goal: every position reachable goes on without end";
  return "No solution is left (proved by the solver); no line to a lost position was found within the budget";
}

json verdict_json(const MoveVerdict& v, bool optimality_known, std::size_t best, const std::string& described) {
  json out = {{"move", v.move},
              {"description", described},
              {"verdict", to_string(v.verdict)},
              {"nodes", v.nodes},
              {"ms", v.ms},
              {"stopped", stopped_json(v.verdict == Verdict::undecided ? v.stopped : StopReason::none)}};
  const bool wins = v.verdict == Verdict::wins;
  out["distance"] = wins ? json(v.distance) : json(nullptr);
  out["exact"] = wins && v.exact;
  out["optimal"] = wins && optimality_known ? json(v.distance == best) : json(nullptr);
  out["longer"] = wins && optimality_known ? json(v.distance - best) : json(nullptr);
  if (v.verdict == Verdict::dead) {
    const Refutation& r = v.refutation;
    const bool found = r.ending == Refutation::Ending::found;
    out["line"] = found ? json(r.line) : json(nullptr);
    out["line_end"] = found ? json(r.dead_end.empty() ? "lost" : "dead") : json(nullptr);
    out["line_search"] = ending_name(r.ending);
    out["reason"] = found ? r.reason : unlined_reason(r);
  } else {
    out["line"] = nullptr;
    out["line_end"] = nullptr;
    out["line_search"] = nullptr;
    out["reason"] = nullptr;
  }
  return out;
}

}  // namespace

nlohmann::json op_explain(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const PositionInput position = read_position(fields, choice);
  const std::string solver = read_solver(fields, choice.game);
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("explain");
  require_legal_moves(choice, position);
  const auto started = BudgetClock::now();

  const std::unique_ptr<GamePosition> here =
      choice.game.position_after(position.params, position.board, position.moves);
  const std::vector<std::string> legal = here->legal_moves();

  // Every move is solved first, each with an equal share of what is left and one share kept back
  // for the lines of the dead moves; then each dead move's line, with a share of the rest.
  BudgetShares shares(budget);
  std::vector<MoveVerdict> verdicts;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    if (!shares.nodes_left()) {  // every node spent: the rest stay undecided, none is searched
      MoveVerdict starved;
      starved.move = legal[i];
      starved.stopped = StopReason::nodes;
      verdicts.push_back(std::move(starved));
      continue;
    }
    verdicts.push_back(judge_move(choice, position, legal[i], shares.next(legal.size() - i + 1), solver));
    shares.spend(verdicts.back().nodes);
  }
  std::size_t dead_left = static_cast<std::size_t>(
      std::count_if(verdicts.begin(), verdicts.end(), [](const MoveVerdict& v) { return v.verdict == Verdict::dead; }));
  for (MoveVerdict& v : verdicts) {
    if (v.verdict != Verdict::dead) continue;
    const std::size_t steps = dead_left--;
    if (!shares.nodes_left()) {
      v.refutation.stopped = StopReason::nodes;
      continue;
    }
    v.refutation = find_refutation(*here->after(v.move), shares.next(steps));
    shares.spend(v.refutation.nodes);
  }

  std::stable_sort(verdicts.begin(), verdicts.end(), better);
  // Optimality can be said only when every move is decided and every winning distance is proved
  // shortest: an undecided move or a bound might hide a shorter line.
  bool optimality_known = true;
  std::size_t best = 0;
  bool any_win = false;
  StopReason stopped = StopReason::none;
  for (const MoveVerdict& v : verdicts) {
    if (v.verdict == Verdict::undecided) {
      optimality_known = false;
      if (stopped == StopReason::none) stopped = v.stopped;
    }
    if (v.verdict != Verdict::wins) continue;
    optimality_known = optimality_known && v.exact;
    best = any_win ? std::min(best, v.distance) : v.distance;
    any_win = true;
  }

  json moves = json::array();
  for (const MoveVerdict& v : verdicts)
    moves.push_back(verdict_json(v, optimality_known, best, here->describe_move(v.move)));
  return {{"board", position.board},
          {"moves_played", position.moves},
          {"solved", here->solved()},
          {"moves", std::move(moves)},
          {"best", any_win ? json(best) : json(nullptr)},
          {"optimality_known", optimality_known && any_win},
          {"nodes", shares.spent()},
          {"ms", std::chrono::duration<double, std::milli>(BudgetClock::now() - started).count()},
          {"stopped", stopped_json(stopped)}};
}

}  // namespace puzzlelab
