// "daily": the day's challenge of a game (game/daily.hpp): {"op": "daily", "game": G, "date":
// "YYYY-MM-DD"}. No budget fields: the deal is bounded by the solver's nodes alone, so that every
// machine deals the same challenge; only cancel stops it (and then it fails, budget_exhausted).
#include <string>

#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "game/daily.hpp"
#include "game/daily_link.hpp"
#include "game/link.hpp"

namespace puzzlelab {

nlohmann::json op_daily(RequestFields& fields, const OpContext& context) {
  const Game& game = find_game_in(context.games, fields.required_string("game"));
  const DailyDate date = parse_daily_date(fields.required_string("date"));
  fields.reject_unknown("daily");
  const DailyChallenge daily = deal_daily(game, date, context.cancel);
  const SolvableDeal& deal = daily.deal;
  Link seed_link;
  seed_link.game = daily.game;
  seed_link.params = daily.params;
  seed_link.setup = daily.setup;
  seed_link.seed = deal.seed;
  return {{"game", daily.game},
          {"date", format_daily_date(date)},
          {"params", daily.params},
          {"setup", daily.setup},
          {"seed", std::to_string(deal.seed)},  // strings: JavaScript cannot hold every 64-bit seed
          {"first_seed", std::to_string(daily.first_seed)},
          {"board", deal.board},
          {"link", format_daily_link({daily.game, date})},
          {"seed_link", format_link(seed_link, context.games)},
          {"check", deal_check(deal)}};
}

}  // namespace puzzlelab
