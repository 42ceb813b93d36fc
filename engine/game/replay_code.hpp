// Replay codes: a solved challenge written as one short, URL-safe word that anyone can check
// without trusting the sender, because the moves are the proof. Full specification:
// docs/LINKS.md, "Replay codes". For example (Pretzel, 7 moves, 95 s, 1 hint)
//   1B3ByZXR6ZWwAFzJiLC4sLi8z...NfARVtE-Q  (a version character, then RFC 4648 §5 base64, no padding)
// The binary behind the base64 holds the game's name, the challenge (its board and its board
// link's params), the moves in the game's notation, the time in whole seconds, the hints used and
// a 32-bit checksum over everything before it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"

namespace puzzlelab {

inline constexpr char kReplayCodeVersion = '1';
// A code longer than this is refused before it is read (a Sigmar code of 60 moves is about 500).
inline constexpr std::size_t kMaxReplayCodeLength = 8192;
// Time and hints are whole numbers from 0 to these bounds.
inline constexpr std::uint64_t kMaxReplayCodeSeconds = 4294967295ull;  // 2^32 - 1
inline constexpr std::uint64_t kMaxReplayCodeHints = 1000000ull;

struct ReplayCode {
  std::string game;
  nlohmann::json params = nlohmann::json::object();  // normalized (holds "variant")
  std::string board;                                 // normalized, in the game's text format
  std::vector<std::string> moves;                    // in the game's notation, from the board
  std::uint64_t seconds = 0;
  std::uint64_t hints = 0;

  friend bool operator==(const ReplayCode&, const ReplayCode&) = default;
};

// Writes the code of a solve: checks the game, params, board and time/hints bounds, that every
// move is legal and that the moves end solved (InputError: unknown_game, bad_params, bad_board,
// illegal_move, not_solved, bad_code for a number out of range or a code over the length bound).
std::string encode_replay_code(const ReplayCode& code, const GameList& games = all_games());

// Reads a code: its length, version, base64, checksum and fields, then the challenge against its
// game (known game, valid params, valid board; returned normalized). Moves are not replayed here.
// Throws InputError("bad_code", ...) naming the problem, or the game's code for the challenge.
ReplayCode decode_replay_code(std::string_view text, const GameList& games = all_games());

// decode_replay_code, then replays the moves: every one legal ("illegal_move": "move N of M
// ('X') is illegal: ...") and the last one leaves the challenge solved ("not_solved").
ReplayCode verify_replay_code(std::string_view text, const GameList& games = all_games());

// The challenge's board link (without moves) and with the moves, as docs/LINKS.md writes them.
std::string replay_code_challenge_link(const ReplayCode& code, const GameList& games = all_games());

}  // namespace puzzlelab
