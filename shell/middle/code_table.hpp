// Replay codes pasted together (docs/app/SHARE.md), e.g. a group's results of one daily
// challenge: every code is verified by replaying its moves (game/replay_code.hpp), the solves
// are grouped by challenge and ranked (fewest moves, then fewest hints, then least time), and
// every code that does not verify is named with the reason and left out.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.hpp"

namespace puzzlelab {

// At most this much pasted text is read, and at most this many codes in it (each verified by a
// replay of at most 8,192 characters of moves): the rest is named as left out.
inline constexpr std::size_t kMaxPastedCodeText = 512 * 1024;
inline constexpr std::size_t kMaxPastedCodes = 200;

struct RankedSolve {
  std::size_t rank = 0;  // 1 for the best; equal solves share a rank ("1, 1, 3")
  std::string code;
  std::size_t moves = 0;
  std::uint64_t hints = 0;
  std::uint64_t seconds = 0;
};

struct CodeChallenge {
  std::string game;                 // registry name
  std::string title;                // the game's title
  std::string link;                 // the challenge's board link (hash without '#', no moves)
  std::vector<RankedSolve> solves;  // in rank order
};

struct RefusedCode {
  std::string shown;    // the code as pasted, cut to 24 characters
  std::string message;  // why: the verifier's message
};

struct CodeTable {
  std::vector<CodeChallenge> challenges;  // in the order their first code was pasted
  std::vector<RefusedCode> refused;
  std::size_t duplicates = 0;  // codes pasted more than once (each counted once)
  std::size_t left_out = 0;    // codes past kMaxPastedCodes, and text past kMaxPastedCodeText
};

// The words of `pasted` that are codes: whitespace-separated words that start with a digit and
// are at least 16 characters long once quotes and punctuation around them are taken off (a
// pasted share text's other words, dates and links are skipped).
std::vector<std::string> find_codes(std::string_view pasted);

// Verifies and ranks every code find_codes finds in `pasted`. Never throws.
CodeTable read_code_table(std::string_view pasted, const GameList& games = all_games());

}  // namespace puzzlelab
