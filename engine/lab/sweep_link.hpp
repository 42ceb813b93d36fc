// A sweep's link (docs/LINKS.md, "Lab links"):
//   #v1/lab/sweep/GAME/PARAMS/SETUPS/AXES/OPTIONS
// PARAMS and SETUPS as in an experiment link; AXES are '.'-separated items NAME=V_V_V (a game
// parameter, or a described setup's label and JSON pointer such as my-tiles~2Fvalues~2F0; the
// values listed, '_' between them); OPTIONS: trials, per_trial and seed always, random_solver and
// max_nodes when given.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "lab/sweep.hpp"

namespace puzzlelab::lab {

// "#v1/lab/sweep/..." or not. Never throws.
bool is_sweep_link(std::string_view text);
// The sweep's request fields (as the "sweep" op takes them), from the link's syntax alone.
// Throws InputError("bad_link", ...) naming the problem.
nlohmann::json decode_sweep_link(std::string_view text);
// decode_sweep_link, then read_sweep_spec's checks. Throws InputError naming the problem.
SweepSpec parse_sweep_link(std::string_view text, const GameList& games = all_games());
// The link: parse_sweep_link(format_sweep_link(s)) is the same sweep.
std::string format_sweep_link(const SweepSpec& spec);

}  // namespace puzzlelab::lab
