#include "games/sigmar/portfolio.hpp"

#include <algorithm>
#include <chrono>

#include "games/sigmar/sat_solver.hpp"

namespace puzzlelab::sigmar {

Decision decide(const Board& board, const Budget& budget, const PortfolioOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  };
  auto stopped = [&] {
    if (budget.cancelled() || budget.past_deadline()) return true;
    return budget.max_ms > 0 && elapsed() >= budget.max_ms;
  };
  auto slice = [&](std::uint64_t units) {
    Budget b;
    b.max_nodes = units;
    b.cancel = budget.cancel;
    b.deadline = budget.deadline;
    if (budget.max_ms > 0) b.max_ms = std::max(budget.max_ms - elapsed(), 0.001);
    return b;
  };
  SearchRun search(board);
  SatRun sat(board);  // encodes only when its first slice runs
  Decision out;
  std::uint64_t search_units = std::max<std::uint64_t>(options.search_first, 1);
  std::uint64_t sat_units = std::max<std::uint64_t>(options.sat_slice, 1);
  bool first = true;
  for (;;) {
    const std::uint64_t searched = search.nodes();
    const bool search_may = budget.max_nodes == 0 || searched < budget.max_nodes;
    if (search_may) {
      const std::uint64_t units =
          budget.max_nodes == 0 ? search_units : std::min(search_units, budget.max_nodes - searched);
      out.result = search.advance(slice(units));
      if (out.result.status != Status::unknown) break;
    }
    if (stopped()) break;
    const SatResult s = sat.advance(slice(sat_units));
    ++out.sat_slices;
    if (s.status != Status::unknown) {
      out.by_sat = true;
      out.result.status = s.status;
      out.result.solution = s.solution;
      break;
    }
    if (stopped()) break;
    search_units = first ? std::max<std::uint64_t>(options.search_slice, 1) : search_units * 2;
    first = false;
    sat_units *= 2;
  }
  out.result.nodes = search.nodes();
  out.result.ms = elapsed();
  // Without an answer the loop above ended on the time or the cancel flag: say which.
  if (out.result.status == Status::unknown)
    out.result.stopped = budget.cancelled() ? StopReason::cancelled : StopReason::time;
  return out;
}

}  // namespace puzzlelab::sigmar
