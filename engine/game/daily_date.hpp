// The calendar dates of the daily challenge: "YYYY-MM-DD" read strictly (a real date of the
// proleptic Gregorian calendar between kFirstDailyDate and kLastDailyDate), written back, counted
// in days (so that streaks step over month and year ends) and shown to people ("1 Dec 2026").
// Dates are UTC dates: the daily challenge changes at midnight UTC everywhere.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace puzzlelab {

struct DailyDate {
  int year = 2020;
  int month = 1;  // 1-12
  int day = 1;    // 1-31

  friend bool operator==(const DailyDate&, const DailyDate&) = default;
  friend auto operator<=>(const DailyDate&, const DailyDate&) = default;
};

inline constexpr DailyDate kFirstDailyDate{2020, 1, 1};
inline constexpr DailyDate kLastDailyDate{2999, 12, 31};

// Reads "YYYY-MM-DD". Throws InputError("bad_date", ...) naming what is wrong: the shape, a month
// or day that does not exist (2026-02-29), or a date outside the range above.
DailyDate parse_daily_date(std::string_view text);
// "YYYY-MM-DD".
std::string format_daily_date(const DailyDate& date);
// For people: "1 Dec 2026".
std::string long_daily_date(const DailyDate& date);

// Days since 1970-01-01 (negative before it), and back: consecutive dates differ by one.
std::int64_t day_number(const DailyDate& date);
DailyDate date_of_day(std::int64_t day);

// The UTC date of a moment given in seconds since 1970-01-01 UTC (what std::time gives, natively
// and in the browser, where it reads the page's clock).
DailyDate utc_date_of(std::int64_t unix_seconds);

bool is_leap_year(int year);
int days_in_month(int year, int month);

}  // namespace puzzlelab
