// What a Lab study costs, estimated before it runs, so a link can fill the form without starting
// hours of work on every worker (docs/app/LAB_SCREEN.md, "Links"): the challenges the study
// measures times a cost per challenge of its game and setup, measured once natively (the CLI's
// `experiment`, one thread, the game's default parameters) and scaled for WebAssembly.
#pragma once

#include <string>
#include <vector>

#include "lab/experiment.hpp"
#include "lab/sweep.hpp"

namespace puzzlelab {

// The app's workers run the engine compiled to WebAssembly: about this many times slower than
// the native build the costs were measured with.
inline constexpr double kWebSlowdown = 2.0;

// Milliseconds one worker spends on one challenge of `setup` (a built-in name; a described setup,
// or one its game has not measured, costs the game's dearest setup), with the effort group when
// `effort` (a solve, a replay and a walk over the game tree more). An unknown game costs the
// dearest of all.
double challenge_ms(const std::string& game, const std::string& setup, bool effort);

// Seconds of one worker's time: every challenge of every setup (and every size of a series,
// every point of a sweep).
double study_worker_seconds(const lab::ExperimentSpec& spec);
double study_worker_seconds(const std::vector<lab::ExperimentSpec>& experiments);
double study_worker_seconds(const lab::SweepSpec& sweep);

// The time on the clock with `workers` workers sharing the work (at least one).
double study_seconds(double worker_seconds, int workers);

}  // namespace puzzlelab
