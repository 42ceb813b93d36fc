// Checks of user input against a game that the protocol and the link codec share, so that both
// word the same problem the same way.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"

namespace puzzlelab {

// Throws InputError("unknown_setup", ...) listing the game's setups. A described setup is
// checked as checked_setup checks it, with the game's default params.
void check_setup(const Game& game, const std::string& setup);

// A setup as a request, a link or a file gives it, checked against the game and `params`
// (normalized): a built-in name as it is (InputError("unknown_setup", ...) for an unknown one), or
// a described setup (game/setup_description.hpp) read, checked by the game (DescribedSetups::normalize_setup)
// and returned as its normalized text. Throws InputError("bad_setup", ...) naming the problem (a
// name that is a built-in setup's among them), or "not_supported" for a game without descriptions.
std::string checked_setup(const Game& game, const nlohmann::json& params, const std::string& setup);

// The normalized description of a setup: a built-in one's (DescribedSetups::describe_setup) or a described
// one's, checked as checked_setup does.
nlohmann::json normalized_description(const Game& game, const nlohmann::json& params, const std::string& setup);

// Throws InputError("unknown_solver", ...) listing the game's solvers. Empty means the default.
void check_solver(const Game& game, const std::string& solver);

// The params a request's board is read with: `params` (normalized) with the size the board
// implies (Game::params_for_board) in place, so that a board of any size is read as what it is.
// `requested` is the params as the request gave them: when it names a value the board
// contradicts (--suits 4 with a 3-row Pretzel board), throws InputError("board_mismatch", ...).
// A board whose size cannot be read leaves params as they are (normalize_board then says why).
nlohmann::json params_fitting_board(const Game& game, const nlohmann::json& requested, const nlohmann::json& params,
                                    std::string_view board);

// Throws InputError("illegal_move", "move 3 of 5 ('AU') is illegal: ...") for the first move
// that cannot be played from `board` (normalized params, normalized board).
void check_moves_legal(const Game& game, const nlohmann::json& params, std::string_view board,
                       const std::vector<std::string>& moves);

}  // namespace puzzlelab
