// The setup algorithm of Fruit Dating (docs/FRUIT_DATING.md, "Generator"): the article's
// generate-and-test. Candidates are drawn one after another from one Rng (candidate.hpp) and each
// is solved; the first whose shortest solution has min_moves..max_moves moves is the level.
// Shorter ones are rejected as trivially solved, longer or unsolvable ones as unfit.
//
// Determinism: each candidate's search is bounded only by node and depth limits that do not
// depend on the caller's budget (the mix's candidate_states, kCandidateStates for the article, and max_moves), so a
// (params, seed) pair names the same level in every build; the caller's budget only decides whether generation finishes
// or throws InputError("budget_exhausted").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/setup_table.hpp"
#include "games/fruit_dating/candidate.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/trace.hpp"

namespace puzzlelab::fruit_dating {

enum class Setup { article };
using SetupInfo = SetupEntry<Setup>;

const std::array<SetupInfo, 1>& all_setups();
std::optional<Setup> setup_from_string(std::string_view name);

inline constexpr int kMinMoves = 1;
inline constexpr int kMaxMoves = 30;  // the article's first depth limit

struct GeneratorParams {
  CandidateOptions candidate;
  int min_moves = 5;
  int max_moves = 12;
};

// Throws InputError("bad_params") for min_moves > max_moves or values out of range.
void validate(const GeneratorParams& params);

// The level, its trace (when asked for) and the candidates tried. Spends one node of the budget
// per position the candidates' searches expand; throws InputError("budget_exhausted") when the
// budget or the mix's max_candidates runs out first.
Board generate(const GeneratorParams& params, std::uint64_t seed, const Budget& budget, Trace* trace = nullptr);

}  // namespace puzzlelab::fruit_dating
