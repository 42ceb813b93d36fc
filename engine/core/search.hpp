// The engine's search building blocks, each under a budget:
//  - A* over a small state-space concept (core/search_types.hpp), with the visited-state tables
//    of core/search_table.hpp: Fujisan's solver. Header templates, so a game's successor loop is
//    compiled into the search.
//  - BoundedStateSet (core/bounded_state_set.hpp): a transposition table of 64-bit states in a
//    fixed memory budget, for depth-first searches: BoxOff's positions proved dead.
//  - ByteStateStore (core/byte_state_store.hpp): every state of a breadth- or depth-first search
//    over fixed-length byte strings, with parents: Pretzel's solvers.
// The random playout every game uses is core/playout.hpp.
#pragma once

#include "core/bounded_state_set.hpp"
#include "core/byte_state_store.hpp"
#include "core/search_astar.hpp"
#include "core/search_types.hpp"
