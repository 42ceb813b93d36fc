// Pretzel's ease of setup, counted (game/setup_actions.hpp; docs/PRETZEL.md, "Ease of setup,
// counted"): what a person does with the cards to deal a challenge, read from the setup's trace
// (the steps `puzzlelab trace` prints). No Pretzel setup redraws, so the trace holds every step.
#pragma once

#include <vector>

#include "core/setup_trace.hpp"
#include "game/setup_actions.hpp"

namespace puzzlelab::pretzel {

// A shuffle per `shuffle` step (the whole deck, a suit's deck, a set of cards); a placement per
// card dealt and per ace taken out to the left; a lookup whenever a card comes from another pile
// than the card before it (the person finds the pile whose turn it is: every card of Sequential
// Suits, once per suit in Banded Suits, never in Shuffled).
SetupActions count_setup_actions(const std::vector<TraceStep>& steps);

}  // namespace puzzlelab::pretzel
