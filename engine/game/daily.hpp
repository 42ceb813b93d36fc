// The daily challenge: one challenge per game per UTC date, the same for everyone and always
// solvable (docs/app/DAILY.md). It is a solvable deal (game/solvable_deal.hpp) of the game's play
// setup (GameInfo::play_setup, else its first) with every parameter at its default, from a seed
// named by the game and the date:
//
//   daily_seed(game, date) = 64-bit FNV-1a of "puzzlelab-daily/GAME/YYYY-MM-DD"
//
// (the same hash as core/board_seed.hpp; the setups then mix it with Rng::mix_seed like any seed).
// The search for a solvable seed is bounded by the solver's nodes and a number of seeds only,
// never by time: a time limit would let a slow machine give up on a seed a fast one proves, and
// the two would deal different daily challenges. The cancel flag may stop the deal, which then
// fails instead of answering something else. Part of the determinism contract: the seed function,
// the budget and the setup choice below are pinned by tests/golden/daily_v1.txt.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "game/daily_date.hpp"
#include "game/game.hpp"
#include "game/solvable_deal.hpp"

namespace puzzlelab {

// The solver's nodes over every seed tried and for one seed, and the seeds tried, for one daily
// deal.
inline constexpr std::uint64_t kDailyMaxNodes = 20'000'000;
inline constexpr std::uint64_t kDailyMaxNodesPerSeed = 2'000'000;
inline constexpr std::uint64_t kDailyMaxAttempts = 200;

struct DailyChallenge {
  std::string game;
  DailyDate date;
  nlohmann::json params;         // every parameter at its default
  std::string setup;             // the play setup
  std::uint64_t first_seed = 0;  // daily_seed(game, date): where the search began
  SolvableDeal deal;             // deal.seed and deal.board: the day's challenge
};

std::uint64_t daily_seed(const std::string& game, const DailyDate& date);
// The setup the daily challenge (and the app's fresh games) deal: play_setup, else the first.
std::string daily_setup(const Game& game);

// Deals the day's challenge. Throws InputError("budget_exhausted", ...) when `cancel` is set
// meanwhile (its answer would not be the day's).
DailyChallenge deal_daily(const Game& game, const DailyDate& date, const std::atomic<bool>* cancel = nullptr);

}  // namespace puzzlelab
