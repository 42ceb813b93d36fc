// Rush Hour's setups (docs/RUSH_HOUR.md, "Setups"), each a plan a person or the engine follows:
//
// - at-the-table: the red car in the exit row at a rolled column, then the vehicles drawn from
//   the box one by one, each placed where three dice say (row, column, lying across or down) and
//   rolled again when it does not fit; after `rerolls` failed rolls it goes back to the box.
// - constructed: a board drawn as at the table, then the position of everything its vehicles can
//   reach that is farthest from any solved one (Fogleman's "unsolve"); drawn again when the draw
//   cannot be solved at all.
// - graded: constructed to a target number of moves: the drawn board is changed one vehicle at a
//   time (re-placed, taken out or added), a change kept when the farthest position does not get
//   nearer, until the farthest is at least `target` moves away; then a position exactly `target`
//   moves from solved, chosen at random among them.
//
// Determinism: the searches a setup makes are bounded by node caps of its own (kDrawPositions), not
// by the caller's budget, so (size, plan, seed) names one board in every build; the caller's
// budget only decides whether generation finishes or throws InputError("budget_exhausted").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/budget.hpp"
#include "core/setup_table.hpp"
#include "core/setup_trace.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

enum class Setup { at_the_table, constructed, graded };

// In the order the app lists them; the first is the default.
const std::array<SetupEntry<Setup>, 3>& all_setups();
std::optional<Setup> setup_from_string(std::string_view name);

enum class Method { at_the_table, constructed, graded };
const char* method_name(Method method);

// A setup as data (setup_description.hpp writes and reads it as JSON).
struct SetupPlan {
  Method method = Method::at_the_table;
  int cars = 0;  // in the box besides the red car
  int trucks = 0;
  int walls = 0;      // fixed blocks, placed first
  int rerolls = 0;    // failed rolls before a vehicle goes back to the box
  int target = 0;     // graded: fewest moves of the challenge
  int changes = 0;    // graded: changes tried at most; constructed: boards drawn at most
  int min_moves = 0;  // constructed: a draw whose farthest position is nearer to solved is drawn again
};

inline constexpr int kMaxRerolls = 1000;
inline constexpr int kMaxTarget = 200;
inline constexpr int kMaxChanges = 100000;
// A draw's reachable set is explored up to this many positions; a larger one counts as a draw
// that failed (the same in every build, whatever the caller's budget).
inline constexpr std::uint64_t kDrawPositions = 200'000;

// The built-in setup's plan on a board of `size`: the box's vehicles fill about three quarters of
// the board (8 cars and 3 trucks besides the red car on 6 x 6).
SetupPlan plan_of(Setup setup, int size);
SetupPlan default_plan(Method method, int size);

// The letters B, C, ... in reading order of each vehicle's first cell, the red car staying A: how
// a constructed or graded board is named, whatever order its vehicles were placed in.
Board relettered(Board board);

// The board for (size, plan, seed), its steps recorded in `trace` when given. Spends the caller's
// budget on the searches (constructed, graded); throws InputError("budget_exhausted") when it runs
// out, or when a plan's draws or changes are used up before a board is found.
Board generate(int size, const SetupPlan& plan, std::uint64_t seed, const Budget& budget, SetupTrace* trace = nullptr);

}  // namespace puzzlelab::rush_hour
