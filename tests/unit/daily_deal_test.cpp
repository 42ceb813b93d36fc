// The daily challenge (game/daily.hpp, the "daily" op): the seed is a stable function of the game
// and the date, the same day deals the same board and other days and games other boards, every
// game's daily challenge is proved solvable, and nothing in the deal can depend on the machine's
// speed: every search it runs is given nodes and never time.
#include <doctest/doctest.h>

#include <atomic>
#include <set>
#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/daily.hpp"
#include "game/game.hpp"

using namespace puzzlelab;

namespace {

// A game that passes everything to a real one and remembers every budget it was given.
class DailyBudgetSpy final : public Game {
 public:
  explicit DailyBudgetSpy(const Game& real) : real_(real) {}
  const GameInfo& info() const override { return real_.info(); }
  std::unique_ptr<GamePosition> start(const json& params, std::string_view board) const override {
    return real_.start(params, board);
  }
  std::string generate(const json& params, std::string_view setup, std::uint64_t seed,
                       const Budget& budget) const override {
    budgets.push_back(budget);
    return real_.generate(params, setup, seed, budget);
  }
  std::string normalize_board(const json& params, std::string_view board) const override {
    return real_.normalize_board(params, board);
  }
  SolveOutcome solve(const json& params, std::string_view board, const std::vector<std::string>& moves,
                     const Budget& budget, std::string_view solver) const override {
    budgets.push_back(budget);
    return real_.solve(params, board, moves, budget, solver);
  }
  PlayoutOutcome playout(const json& params, std::string_view board, const std::vector<std::string>& moves,
                         std::uint64_t seed, std::uint64_t max_moves) const override {
    return real_.playout(params, board, moves, seed, max_moves);
  }
  json metrics(const json& params, std::string_view board, const Budget& budget) const override {
    return real_.metrics(params, board, budget);
  }
  json setup_facts(const json& params, std::string_view setup) const override {
    return real_.setup_facts(params, setup);
  }

  mutable std::vector<Budget> budgets;

 private:
  const Game& real_;
};

json daily_request(const std::string& game, const std::string& date) {
  return handle_request({{"op", "daily"}, {"game", game}, {"date", date}});
}

}  // namespace

TEST_CASE("daily: the seed is FNV-1a of puzzlelab-daily/GAME/DATE, pinned") {
  CHECK(daily_seed("fujisan", {2026, 12, 1}) == 14732304476913564708ull);
  CHECK(daily_seed("fujisan", {2026, 12, 2}) != daily_seed("fujisan", {2026, 12, 1}));
  CHECK(daily_seed("boxoff", {2026, 12, 1}) != daily_seed("fujisan", {2026, 12, 1}));
}

TEST_CASE("daily: every game deals a challenge proved solvable, the same one each time") {
  for (const auto& game : all_games()) {
    for (const DailyDate date : {DailyDate{2026, 11, 30}, DailyDate{2026, 12, 1}}) {
      CAPTURE(game->name());
      CAPTURE(format_daily_date(date));
      const DailyChallenge daily = deal_daily(*game, date);
      CHECK(daily.deal.status == Status::solved);
      CHECK(daily.setup == daily_setup(*game));
      CHECK(daily.params == game->info().default_params());
      CHECK(daily.first_seed == daily_seed(game->name(), date));
      CHECK(daily.deal.seed == daily.first_seed + daily.deal.attempts - 1);
      CHECK(daily.deal.board == game->generate(daily.params, daily.setup, daily.deal.seed, Budget{}));
      const DailyChallenge again = deal_daily(*game, date);
      CHECK(again.deal.seed == daily.deal.seed);
      CHECK(again.deal.board == daily.deal.board);
    }
  }
}

TEST_CASE("daily: other days and other games deal other challenges") {
  for (const auto& game : all_games()) {
    std::set<std::string> boards;
    for (int day = 1; day <= 5; ++day) boards.insert(deal_daily(*game, {2027, 1, day}).deal.board);
    CAPTURE(game->name());
    CHECK(boards.size() == 5);
  }
  CHECK(deal_daily(find_game("fujisan"), {2027, 1, 1}).deal.seed !=
        deal_daily(find_game("boxoff"), {2027, 1, 1}).deal.seed);
}

TEST_CASE("daily: every search of the deal is bounded by nodes, never by time") {
  for (const auto& game : all_games()) {
    CAPTURE(game->name());
    DailyBudgetSpy spy(*game);
    const DailyChallenge daily = deal_daily(spy, {2026, 12, 1});
    REQUIRE_FALSE(spy.budgets.empty());
    for (const Budget& budget : spy.budgets) {
      CHECK(budget.max_ms == 0);
      CHECK_FALSE(budget.has_deadline());
      CHECK(budget.max_nodes > 0);
      CHECK(budget.max_nodes <= kDailyMaxNodesPerSeed);
    }
    CHECK(daily.deal.board == deal_daily(*game, {2026, 12, 1}).deal.board);
  }
}

TEST_CASE("daily: a cancelled deal fails rather than deal another challenge") {
  std::atomic<bool> cancel{true};
  try {
    deal_daily(find_game("fujisan"), {2026, 12, 1}, &cancel);
    FAIL("a cancelled deal answered");
  } catch (const InputError& e) {
    CHECK(e.code() == "budget_exhausted");
    CHECK(std::string(e.what()) == "the daily challenge's deal was cancelled");
  }
}

TEST_CASE("daily: the op answers the board, the seed and the links, and refuses what it does not take") {
  const json response = daily_request("fujisan", "2026-12-01");
  REQUIRE(response.at("ok") == true);
  const json& r = response.at("result");
  const DailyChallenge daily = deal_daily(find_game("fujisan"), {2026, 12, 1});
  CHECK(r.at("board") == daily.deal.board);
  CHECK(r.at("seed") == std::to_string(daily.deal.seed));
  CHECK(r.at("first_seed") == "14732304476913564708");
  CHECK(r.at("date") == "2026-12-01");
  CHECK(r.at("setup") == "dominoes");
  CHECK(r.at("link") == "#v1/daily/fujisan/2026-12-01");
  CHECK(r.at("seed_link") == "#v1/fujisan/seed/dominoes/standard/" + std::to_string(daily.deal.seed));
  CHECK(r.at("check").at("status") == "solved");

  const auto refused = [](const json& request) {
    const json answer = handle_request(request);
    REQUIRE(answer.at("ok") == false);
    return answer.at("error").at("code").get<std::string>() + ": " +
           answer.at("error").at("message").get<std::string>();
  };
  CHECK(refused({{"op", "daily"}, {"game", "fujisan"}, {"date", "2026-02-30"}}) ==
        "bad_date: the date '2026-02-30' does not exist: Feb 2026 has days 01-28");
  CHECK(refused({{"op", "daily"}, {"game", "fujisan"}}).rfind("missing_field: ", 0) == 0);
  CHECK(refused({{"op", "daily"}, {"game", "chess"}, {"date", "2026-12-01"}}).rfind("unknown_game: ", 0) == 0);
  // No time limit may change the day's challenge, so the op takes none (nor a node budget).
  CHECK(refused({{"op", "daily"}, {"game", "fujisan"}, {"date", "2026-12-01"}, {"time_limit_ms", 5}})
            .rfind("unknown_field: ", 0) == 0);
  CHECK(refused({{"op", "daily"}, {"game", "fujisan"}, {"date", "2026-12-01"}, {"max_nodes", 5}})
            .rfind("unknown_field: ", 0) == 0);
}
