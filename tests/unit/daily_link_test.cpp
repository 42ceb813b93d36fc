// Daily links (game/daily_link.hpp, docs/LINKS.md "Daily links"): #v1/daily/GAME/YYYY-MM-DD read
// with the leniency of every link, written back, and refused with the documented messages.
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "game/daily_link.hpp"

using puzzlelab::DailyLink;
using puzzlelab::InputError;

namespace {

std::string daily_link_refusal(const std::string& text) {
  try {
    puzzlelab::parse_daily_link(text);
  } catch (const InputError& e) {
    return e.code() + ": " + e.what();
  }
  FAIL("accepted " << text);
  return "";
}

}  // namespace

TEST_CASE("daily links: read, also as a whole URL, and written back") {
  const DailyLink link{"fujisan", {2026, 12, 1}};
  CHECK(puzzlelab::format_daily_link(link) == "#v1/daily/fujisan/2026-12-01");
  for (const char* text :
       {"#v1/daily/fujisan/2026-12-01", "v1/daily/fujisan/2026-12-01",
        "  https://example.org/games/puzzlelab/#v1/daily/fujisan/2026-12-01 ", "#v1%2Fdaily%2Ffujisan%2F2026-12-01"}) {
    CAPTURE(text);
    CHECK(puzzlelab::is_daily_link(text));
    CHECK(puzzlelab::parse_daily_link(text) == link);
  }
  CHECK(puzzlelab::parse_daily_link("#v1/daily/fruit-dating/2020-01-01") == DailyLink{"fruit-dating", {2020, 1, 1}});
  CHECK_FALSE(puzzlelab::is_daily_link("#v1/fujisan/seed/dominoes/standard/1"));
  CHECK_FALSE(puzzlelab::is_daily_link("#v2/daily/fujisan/2026-12-01"));
  CHECK_FALSE(puzzlelab::is_daily_link(""));
}

TEST_CASE("daily links: refused with a message naming the problem") {
  CHECK(daily_link_refusal("#v1/daily") == "bad_link: a daily link reads '#v1/daily/GAME/YYYY-MM-DD'");
  CHECK(daily_link_refusal("#v1/daily/fujisan") == "bad_link: a daily link reads '#v1/daily/GAME/YYYY-MM-DD'");
  CHECK(daily_link_refusal("#v1/daily//2026-12-01") == "bad_link: a daily link reads '#v1/daily/GAME/YYYY-MM-DD'");
  CHECK(daily_link_refusal("#v1/daily/fujisan/2026-12-01/m/SU") ==
        "bad_link: a daily link reads '#v1/daily/GAME/YYYY-MM-DD', with nothing after the date (a daily link has no "
        "moves)");
  CHECK(daily_link_refusal("#v1/daily/fujisan/1-12-2026") ==
        "bad_date: a date is written YYYY-MM-DD, e.g. 2026-12-01, not '1-12-2026'");
  CHECK(daily_link_refusal("#v1/daily/fujisan/2026-02-29") ==
        "bad_date: the date '2026-02-29' does not exist: Feb 2026 has days 01-28");
  CHECK(daily_link_refusal("#v1/daily/fujisan/3000-01-01") ==
        "bad_date: the date '3000-01-01' is outside the daily challenge's calendar, 2020-01-01 to 2999-12-31");
  CHECK(daily_link_refusal("#v1/daily/chess/2026-12-01").rfind("unknown_game: unknown game 'chess'", 0) == 0);
  CHECK(daily_link_refusal("#v2/daily/fujisan/2026-12-01") ==
        "unsupported_link_version: this link is version 2; this build of Puzzle Lab opens version 1 links only");
}
