// Links that rerun an experiment (docs/LINKS.md, "Lab links"): the URL hash names the experiment
// the way a challenge link names a challenge, so a study can be shared, bookmarked and reopened
// in the app's Lab screen.
//   #v1/lab/GAME/PARAMS/SETUP.SETUP.../OPTIONS
//   #v1/lab/preset/NAME[/OPTIONS]
// OPTIONS are name=value items: trials, per_trial, seed, random_solver, max_nodes, preset.
// The first form writes trials, per_trial, seed and random_solver always (so a link keeps its
// meaning if a default changes), max_nodes when it is not the default and preset when the
// experiment has one; the preset form writes only what differs from the preset.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "lab/experiment.hpp"

namespace puzzlelab::lab {

// Whether `text` is a Lab link ("#v1/lab/..."; whole URLs, a missing '#' and percent-encoding
// are read as decode_link reads them). Never throws.
bool is_lab_link(std::string_view text);

// Reads a Lab link's syntax without consulting any game: the experiment's request fields
// ("game", "params", "setups", "preset", "trials", ... as the protocol's "experiment" op takes
// them). Throws InputError("bad_link" or "unsupported_link_version", ...) naming the problem.
nlohmann::json decode_lab_link(std::string_view text);

// decode_lab_link, then checks the experiment as the "experiment" op does (known game, preset,
// setups and random solver, valid params, sizes in range). Throws InputError naming the problem.
ExperimentSpec parse_lab_link(std::string_view text, const GameList& games = all_games());

// Writes the link of an experiment ("#v1/lab/..."): parse_lab_link(format_lab_link(s)) gives s
// back. Throws InputError("bad_link", ...) for parameters a link cannot hold.
std::string format_lab_link(const ExperimentSpec& spec, const GameList& games = all_games());

}  // namespace puzzlelab::lab
