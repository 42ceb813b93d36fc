#include "game/daily.hpp"

#include "core/board_seed.hpp"
#include "core/input_error.hpp"
#include "game/params.hpp"

namespace puzzlelab {

std::uint64_t daily_seed(const std::string& game, const DailyDate& date) {
  return board_seed("puzzlelab-daily/" + game + "/" + format_daily_date(date));
}

std::string daily_setup(const Game& game) {
  const GameInfo& info = game.info();
  for (const SetupSpec& setup : info.setups)
    if (!info.play_setup.empty() && setup.name == info.play_setup) return setup.name;
  return info.setups.empty() ? "" : info.setups.front().name;
}

DailyChallenge deal_daily(const Game& game, const DailyDate& date, const std::atomic<bool>* cancel) {
  DailyChallenge daily;
  daily.game = game.name();
  daily.date = date;
  daily.params = normalize_params(game, nlohmann::json::object());
  daily.setup = daily_setup(game);
  daily.first_seed = daily_seed(daily.game, date);
  Budget budget;
  budget.max_nodes = kDailyMaxNodes;  // no max_ms, no deadline: see the header
  budget.cancel = cancel;
  daily.deal = deal_solvable(game, daily.params, daily.setup, daily.first_seed, kDailyMaxAttempts, budget,
                             kDailyMaxNodesPerSeed);
  if (cancel != nullptr && cancel->load(std::memory_order_relaxed))
    throw InputError("budget_exhausted", "the daily challenge's deal was cancelled");
  return daily;
}

}  // namespace puzzlelab
