// Links to a day's challenge (docs/LINKS.md "Daily links"): `#v1/daily/GAME/YYYY-MM-DD`. The link
// names the game and the UTC date only; the challenge is dealt from them (game/daily.hpp), so a
// daily link carries no moves. Read with the segments, escapes and leniency of every link.
#pragma once

#include <string>
#include <string_view>

#include "game/daily_date.hpp"
#include "game/game.hpp"

namespace puzzlelab {

struct DailyLink {
  std::string game;
  DailyDate date;

  friend bool operator==(const DailyLink&, const DailyLink&) = default;
};

// Whether the text is a link whose first field after the version is `daily` (no game is called
// `daily`, nor may one be).
bool is_daily_link(std::string_view text);
// The syntax: throws InputError("bad_link", ...) for the shape, ("bad_date", ...) for the date.
DailyLink decode_daily_link(std::string_view text);
// decode_daily_link, then the game must exist: ("unknown_game", ...).
DailyLink parse_daily_link(std::string_view text, const GameList& games = all_games());
// "#v1/daily/GAME/YYYY-MM-DD"; the inverse of decode_daily_link.
std::string format_daily_link(const DailyLink& link);

}  // namespace puzzlelab
