// A verdict of the protocol's "explain" operation (docs/PROTOCOL.md) in words, the same on the
// command line and in the app: "wins in 22 (optimal)", "wins in 25 (3 longer)", "wins in at most
// 30 (not proved shortest)", "dead: Fire is left without a partner after 9 moves", "not decided
// within the budget".
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// `verdict` is one element of the result's "moves"; fields it lacks read as absent.
std::string explain_words(const nlohmann::json& verdict);

}  // namespace puzzlelab
