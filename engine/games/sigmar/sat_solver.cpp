#include "games/sigmar/sat_solver.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <climits>
#include <memory>
#include <optional>
#include <stdexcept>

#include <cadical.hpp>

#include "games/sigmar/marbles.hpp"
#include "games/sigmar/sat_formula.hpp"
#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

namespace {

// Stops CaDiCaL, and the encoding before it, when the current slice's time runs out or its
// cancel flag is set, and remembers which of the two it was.
class SliceTerminator : public CaDiCaL::Terminator {
 public:
  void start(const Budget& slice) {
    budget_ = slice;
    start_ = std::chrono::steady_clock::now();
    reason_ = StopReason::none;
  }
  bool terminate() override {
    if (budget_.cancelled())
      reason_ = StopReason::cancelled;
    else if ((budget_.max_ms > 0 &&
              std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count() >
                  budget_.max_ms) ||
             budget_.past_deadline())
      reason_ = StopReason::time;
    return reason_ != StopReason::none;
  }
  StopReason reason() const { return reason_; }

 private:
  Budget budget_;
  std::chrono::steady_clock::time_point start_;
  StopReason reason_ = StopReason::none;
};

}  // namespace

struct SatRun::Impl {
  Impl(const Board& b, SatEncoding e) : board(b), mb(b), encoding(e) {}
  Board board;
  Marbles mb;
  SatEncoding encoding;
  std::unique_ptr<CaDiCaL::Solver> solver;
  std::optional<SatFormula> formula;
  SliceTerminator terminator;
  SatResult result;
  bool done = false;
};

SatRun::SatRun(const Board& board, SatEncoding encoding) : impl_(std::make_unique<Impl>(board, encoding)) {
  if (impl_->mb.count() == 0) {
    impl_->result.status = Status::solved;
    impl_->done = true;
  }
}
SatRun::~SatRun() = default;

SatResult SatRun::advance(const Budget& slice) {
  Impl& x = *impl_;
  if (x.done) return x.result;
  const auto t0 = std::chrono::steady_clock::now();
  auto stopped = [&](StopReason why) {
    x.result.stopped = why;
    x.result.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return x.result;
  };
  x.terminator.start(slice);
  if (x.terminator.terminate()) return stopped(x.terminator.reason());
  if (!x.solver) {  // encoded on the first slice
    x.formula = encode(x.mb, x.encoding, [&] { return x.terminator.terminate(); });
    // A formula cut short is of no use: the next slice encodes afresh.
    if (!x.formula) return stopped(x.terminator.reason());
    x.solver = std::make_unique<CaDiCaL::Solver>();
    x.solver->set("quiet", 1);
    for (const int literal : x.formula->cnf.literals) x.solver->add(literal);
    x.result.variables = x.formula->cnf.variables;
    x.result.clauses = x.formula->cnf.clauses;
    x.formula->cnf = Cnf{};  // CaDiCaL keeps its own copy; the move variables are what decoding needs
  }
  CaDiCaL::Solver& solver = *x.solver;
  solver.connect_terminator(&x.terminator);
  if (slice.max_nodes > 0)
    solver.limit("conflicts", static_cast<int>(std::min<std::uint64_t>(slice.max_nodes, INT_MAX)));
  const int r = solver.solve();
  solver.disconnect_terminator();
  // No answer: the terminator stopped CaDiCaL (time, cancel), or else its conflict limit did.
  x.result.stopped = r != 0                                      ? StopReason::none
                     : x.terminator.reason() != StopReason::none ? x.terminator.reason()
                                                                 : StopReason::nodes;
  if (r == 20) x.result.status = Status::unsolvable;
  if (r == 10) {
    x.result.solution = decode_moves(x.mb, *x.formula, [&](int v) { return solver.val(v) > 0; });
    const std::string why = check_solution(x.board, x.result.solution);
    if (!why.empty()) throw std::logic_error("SAT solution does not replay: " + why);
    x.result.status = Status::solved;
  }
  x.result.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (r != 0) {  // the answer is kept; the formula and what CaDiCaL learnt are not needed any more
    x.done = true;
    x.solver.reset();
    x.formula.reset();
  }
  return x.result;
}

SatResult solve_sat(const Board& board, const Budget& budget, SatEncoding encoding) {
  return SatRun(board, encoding).advance(budget);
}

}  // namespace puzzlelab::sigmar
