#include "game/daily_link.hpp"

#include "core/input_error.hpp"
#include "game/link.hpp"
#include "game/link_escape.hpp"

namespace puzzlelab {

namespace {

constexpr const char* kDailyShape = "a daily link reads '#v1/daily/GAME/YYYY-MM-DD'";

}  // namespace

bool is_daily_link(std::string_view text) {
  try {
    const auto segments = link_segments(text);
    return segments.size() >= 2 && segments[1] == "daily";
  } catch (const InputError&) {
    return false;
  }
}

DailyLink decode_daily_link(std::string_view text) {
  const auto segments = link_segments(text);
  if (segments.size() < 2 || segments[1] != "daily") throw InputError("bad_link", kDailyShape);
  if (segments.size() < 4 || segments[2].empty() || segments[3].empty()) throw InputError("bad_link", kDailyShape);
  if (segments.size() > 4)
    throw InputError("bad_link",
                     std::string(kDailyShape) + ", with nothing after the date (a daily link has no moves)");
  DailyLink link;
  link.game = unescape_link_item(segments[2], "the game");
  link.date = parse_daily_date(segments[3]);
  return link;
}

DailyLink parse_daily_link(std::string_view text, const GameList& games) {
  DailyLink link = decode_daily_link(text);
  find_game_in(games, link.game);  // throws unknown_game
  return link;
}

std::string format_daily_link(const DailyLink& link) {
  if (link.game.empty()) throw InputError("bad_link", "a daily link needs a game");
  return "#v" + std::to_string(kLinkVersion) + "/daily/" + escape_link_item(link.game) + "/" +
         format_daily_date(link.date);
}

}  // namespace puzzlelab
