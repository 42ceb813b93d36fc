// The daily challenge's calendar (game/daily_date.hpp): strict YYYY-MM-DD, real dates only, the
// calendar's range, day numbers that step over month, year and leap-day ends, and the UTC date of
// a moment.
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "game/daily_date.hpp"

using puzzlelab::DailyDate;
using puzzlelab::InputError;

namespace {

std::string daily_date_refusal(const std::string& text) {
  try {
    puzzlelab::parse_daily_date(text);
  } catch (const InputError& e) {
    CHECK(e.code() == "bad_date");
    return e.what();
  }
  FAIL("accepted " << text);
  return "";
}

}  // namespace

TEST_CASE("daily dates: real dates in the calendar's range read and write back") {
  for (const char* text : {"2020-01-01", "2024-02-29", "2026-12-01", "2999-12-31"}) {
    CAPTURE(text);
    CHECK(puzzlelab::format_daily_date(puzzlelab::parse_daily_date(text)) == text);
  }
  CHECK(puzzlelab::parse_daily_date("2026-12-01") == DailyDate{2026, 12, 1});
  CHECK(puzzlelab::long_daily_date({2026, 12, 1}) == "1 Dec 2026");
  CHECK(puzzlelab::long_daily_date({2027, 1, 31}) == "31 Jan 2027");
}

TEST_CASE("daily dates: everything else is refused with a message naming the problem") {
  CHECK(daily_date_refusal("") == "a date is written YYYY-MM-DD, e.g. 2026-12-01, not ''");
  CHECK(daily_date_refusal("2026-12-1") == "a date is written YYYY-MM-DD, e.g. 2026-12-01, not '2026-12-1'");
  CHECK(daily_date_refusal("2026/12/01") == "a date is written YYYY-MM-DD, e.g. 2026-12-01, not '2026/12/01'");
  CHECK(daily_date_refusal(" 2026-12-01") == "a date is written YYYY-MM-DD, e.g. 2026-12-01, not ' 2026-12-01'");
  CHECK(daily_date_refusal("+026-12-01") == "a date is written YYYY-MM-DD, e.g. 2026-12-01, not '+026-12-01'");
  CHECK(daily_date_refusal("2026-13-01") == "the date '2026-13-01' has no month 13 (months are 01-12)");
  CHECK(daily_date_refusal("2026-00-10") == "the date '2026-00-10' has no month 00 (months are 01-12)");
  CHECK(daily_date_refusal("2026-02-29") == "the date '2026-02-29' does not exist: Feb 2026 has days 01-28");
  CHECK(daily_date_refusal("2100-02-29") == "the date '2100-02-29' does not exist: Feb 2100 has days 01-28");
  CHECK(daily_date_refusal("2026-04-31") == "the date '2026-04-31' does not exist: Apr 2026 has days 01-30");
  CHECK(daily_date_refusal("2026-01-00") == "the date '2026-01-00' does not exist: Jan 2026 has days 01-31");
  CHECK(daily_date_refusal("2019-12-31") ==
        "the date '2019-12-31' is outside the daily challenge's calendar, 2020-01-01 to 2999-12-31");
  CHECK(daily_date_refusal("3000-01-01") ==
        "the date '3000-01-01' is outside the daily challenge's calendar, 2020-01-01 to 2999-12-31");
  CHECK(daily_date_refusal("2000-02-29") ==
        "the date '2000-02-29' is outside the daily challenge's calendar, 2020-01-01 to 2999-12-31");
}

TEST_CASE("daily dates: day numbers count every day once, over months, years and leap days") {
  CHECK(puzzlelab::day_number({1970, 1, 1}) == 0);
  CHECK(puzzlelab::day_number({2000, 3, 1}) == 11017);
  CHECK(puzzlelab::day_number({2026, 12, 1}) == 20788);
  std::int64_t day = puzzlelab::day_number(puzzlelab::kFirstDailyDate);
  int checked = 0;
  for (int year = 2020; year <= 2999; ++year) {
    for (int month = 1; month <= 12; ++month) {
      for (int d = 1; d <= puzzlelab::days_in_month(year, month); ++d, ++day, ++checked) {
        const DailyDate date{year, month, d};
        REQUIRE(puzzlelab::day_number(date) == day);
        REQUIRE(puzzlelab::date_of_day(day) == date);
      }
    }
  }
  CHECK(checked == 357'938);  // 980 years, 238 of them leap years
  CHECK(puzzlelab::days_in_month(2024, 2) == 29);
  CHECK(puzzlelab::days_in_month(2000, 2) == 29);
  CHECK(puzzlelab::days_in_month(2100, 2) == 28);
}

TEST_CASE("daily dates: the UTC date of a moment changes at midnight UTC") {
  CHECK(puzzlelab::utc_date_of(0) == DailyDate{1970, 1, 1});
  CHECK(puzzlelab::utc_date_of(-1) == DailyDate{1969, 12, 31});
  const std::int64_t midnight = puzzlelab::day_number({2026, 12, 1}) * 86400;
  CHECK(puzzlelab::utc_date_of(midnight - 1) == DailyDate{2026, 11, 30});
  CHECK(puzzlelab::utc_date_of(midnight) == DailyDate{2026, 12, 1});
  CHECK(puzzlelab::utc_date_of(midnight + 86399) == DailyDate{2026, 12, 1});
}
