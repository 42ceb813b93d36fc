#include "game/solvable_deal.hpp"

#include <algorithm>
#include <chrono>
#include <optional>

#include "core/input_error.hpp"

namespace puzzlelab {

namespace {

// What is left of the total budget, for the next attempt; nullopt once it is spent.
std::optional<Budget> remaining(const Budget& total, std::uint64_t nodes_used, double ms_used) {
  Budget left = total;
  if (total.max_nodes != 0) {
    if (nodes_used >= total.max_nodes) return std::nullopt;
    left.max_nodes = total.max_nodes - nodes_used;
  }
  if (total.max_ms > 0) {
    if (ms_used >= total.max_ms) return std::nullopt;
    left.max_ms = total.max_ms - ms_used;
  }
  if (total.cancel != nullptr && total.cancel->load(std::memory_order_relaxed)) return std::nullopt;
  return left;
}

}  // namespace

SolvableDeal deal_solvable(const Game& game, const nlohmann::json& params, const std::string& setup, std::uint64_t seed,
                           std::uint64_t max_attempts, const Budget& budget, std::uint64_t max_nodes_per_attempt) {
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed_ms = [&] {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  };
  SolvableDeal deal;
  std::optional<SolvableDeal> first_undecided;
  for (std::uint64_t attempt = 0; attempt < std::max<std::uint64_t>(max_attempts, 1); ++attempt) {
    if (attempt > 0 && seed + attempt < seed) break;  // past the largest seed
    const std::uint64_t current = seed + attempt;
    const auto left = remaining(budget, deal.nodes, elapsed_ms());
    // The first deal is always made, whatever the budget: there is something to deal.
    Budget attempt_budget = left ? *left : budget;
    if (max_nodes_per_attempt != 0 &&
        (attempt_budget.max_nodes == 0 || attempt_budget.max_nodes > max_nodes_per_attempt))
      attempt_budget.max_nodes = max_nodes_per_attempt;
    if (!left && attempt > 0) break;
    std::string board;
    try {
      board = game.generate(params, setup, current, attempt_budget);
    } catch (const InputError&) {
      if (attempt == 0) throw;
      break;  // a setup that redraws ran out of what is left: deal what was found
    }
    deal.seed = current;
    deal.board = board;
    deal.attempts = attempt + 1;
    if (!left) break;  // no budget left even for the first check: not checked
    const SolveOutcome outcome = game.solve(params, board, {}, attempt_budget, "");
    deal.nodes += outcome.nodes;
    deal.status = outcome.status;
    if (outcome.status == Status::solved) {
      deal.length = outcome.solution.size();
      deal.shortest = outcome.shortest;
      break;
    }
    if (outcome.status == Status::unknown && !first_undecided) first_undecided = deal;
  }
  if (deal.status != Status::solved && first_undecided) {
    const std::uint64_t attempts = deal.attempts, nodes = deal.nodes;
    deal = *first_undecided;
    deal.attempts = attempts;
    deal.nodes = nodes;
  }
  deal.ms = elapsed_ms();
  return deal;
}

nlohmann::json deal_check(const SolvableDeal& deal) {
  const bool solved = deal.status == Status::solved;
  return {{"status", to_string(deal.status)},
          {"attempts", deal.attempts},
          {"length", solved ? nlohmann::json(deal.length) : nlohmann::json(nullptr)},
          {"shortest", solved && deal.shortest},
          {"nodes", deal.nodes},
          {"ms", deal.ms}};
}

}  // namespace puzzlelab
