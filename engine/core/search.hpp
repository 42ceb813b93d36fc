// Generic searches over a small state-space concept (see core/search_types.hpp): breadth-first,
// A*, memoised depth-first and random playout, each under a budget. Header templates, so the
// successor loop of each game is compiled into the search.
#pragma once

#include "core/search_astar.hpp"
#include "core/search_bfs.hpp"
#include "core/search_dfs.hpp"
#include "core/search_playout.hpp"
#include "core/search_types.hpp"
