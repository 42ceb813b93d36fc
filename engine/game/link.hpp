// Shareable links: the URL hash that names a challenge, either by seed (game, params, setup,
// seed) or by its full board (edited or pasted puzzles), optionally with the moves played.
// Full specification: docs/LINKS.md. For example
//   #v1/fujisan/seed/dominoes/standard/12345
//   #v1/fujisan/board/554344221335.311400512200/summit_step/m/SU.SR3
// Versioned: every v1 link keeps opening in every later build.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"

namespace puzzlelab {

inline constexpr int kLinkVersion = 1;

struct Link {
  enum class Kind { seed, board };

  Kind kind = Kind::seed;
  std::string game;
  nlohmann::json params = nlohmann::json::object();  // holds at least "variant"
  std::string setup;                                 // seed links
  std::uint64_t seed = 0;                            // seed links
  std::string board;                                 // board links, in the game's text format
  std::vector<std::string> moves;                    // moves played, in the game's notation

  friend bool operator==(const Link&, const Link&) = default;
};

// Reads a link's syntax without consulting any game. Accepts the hash with or without '#', or a
// whole URL (everything up to the first '#' is ignored), surrounding whitespace and
// percent-encoding. Throws InputError("bad_link" or "unsupported_link_version", ...).
Link decode_link(std::string_view text);

// The pieces other link kinds (the Lab's experiment links, engine/lab/lab_link.hpp) share:
// the link's '/'-separated segments after the leniency above (whitespace, a whole URL, a missing
// '#', percent-encoding), the version checked (segment 0 is "v1"); and the PARAMS segment, read
// (the variant first, then name=value items) and written (`variant` first, then the params'
// other items in key order). Throw InputError("bad_link" or "unsupported_link_version", ...).
std::vector<std::string> link_segments(std::string_view text);
nlohmann::json decode_link_params(std::string_view segment);
std::string encode_link_params(const nlohmann::json& params, const std::string& variant);

// Writes a link: "#v1/...". The inverse of decode_link. Links always spell out the variant:
// when the params have none (params not normalized), the game's default variant, looked up in
// `games`, is written. Throws InputError("bad_link", ...) for a link it
// cannot write (an empty board, move or name, a parameter that is not a plain value).
std::string format_link(const Link& link, const GameList& games = all_games());

// decode_link, then checks the link against its game: known game, valid params (returned
// completed with defaults), known setup, valid board (returned normalized) and legal moves (on
// the board generated within `deal` for seed links: budget_exhausted when it runs out). Throws
// InputError naming the problem, with the protocol's codes (unknown_game, bad_param,
// unknown_setup, bad_board, illegal_move, budget_exhausted, ...).
Link parse_link(std::string_view text, const GameList& games = all_games());
Link parse_link(std::string_view text, const GameList& games, const Budget& deal);

// parse_link without the deal: a seed link's moves are left unchecked, everything else is checked
// as parse_link does. For a caller that deals the board itself where a long deal freezes nothing
// (the app's worker: a setup may redraw for seconds) and checks the moves on it then.
Link parse_link_undealt(std::string_view text, const GameList& games = all_games());

}  // namespace puzzlelab
