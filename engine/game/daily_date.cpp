#include "game/daily_date.hpp"

#include <array>

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab {

namespace {

constexpr std::array<const char*, 12> kMonthNames = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

[[noreturn]] void bad_date(const std::string& why) { throw InputError("bad_date", why); }

int digits_at(std::string_view text, std::size_t from, std::size_t count) {
  int value = 0;
  for (std::size_t i = from; i < from + count; ++i) value = value * 10 + (text[i] - '0');
  return value;
}

std::string two_digits(int value) { return std::string(value < 10 ? "0" : "") + std::to_string(value); }

}  // namespace

bool is_leap_year(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int days_in_month(int year, int month) {
  static constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (month < 1 || month > 12) return 0;
  return month == 2 && is_leap_year(year) ? 29 : kDays[static_cast<std::size_t>(month - 1)];
}

DailyDate parse_daily_date(std::string_view text) {
  const auto shaped = [&] {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
    for (std::size_t i = 0; i < text.size(); ++i)
      if (i != 4 && i != 7 && (text[i] < '0' || text[i] > '9')) return false;
    return true;
  };
  if (!shaped()) bad_date("a date is written YYYY-MM-DD, e.g. 2026-12-01, not " + quote_input(text));
  DailyDate date{digits_at(text, 0, 4), digits_at(text, 5, 2), digits_at(text, 8, 2)};
  if (date.month < 1 || date.month > 12)
    bad_date("the date " + quote_input(text) + " has no month " + two_digits(date.month) + " (months are 01-12)");
  const int days = days_in_month(date.year, date.month);
  if (date.day < 1 || date.day > days)
    bad_date("the date " + quote_input(text) + " does not exist: " + std::string(kMonthNames[date.month - 1]) + " " +
             std::to_string(date.year) + " has days 01-" + std::to_string(days));
  if (date < kFirstDailyDate || date > kLastDailyDate)
    bad_date("the date " + quote_input(text) + " is outside the daily challenge's calendar, " +
             format_daily_date(kFirstDailyDate) + " to " + format_daily_date(kLastDailyDate));
  return date;
}

std::string format_daily_date(const DailyDate& date) {
  std::string year = std::to_string(date.year);
  while (year.size() < 4) year.insert(year.begin(), '0');
  return year + "-" + two_digits(date.month) + "-" + two_digits(date.day);
}

std::string long_daily_date(const DailyDate& date) {
  const int month = date.month >= 1 && date.month <= 12 ? date.month : 1;
  return std::to_string(date.day) + " " + kMonthNames[static_cast<std::size_t>(month - 1)] + " " +
         std::to_string(date.year);
}

// Howard Hinnant's days_from_civil and civil_from_days: exact for every proleptic Gregorian date.
std::int64_t day_number(const DailyDate& date) {
  const std::int64_t y = date.year - (date.month <= 2 ? 1 : 0);
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const std::int64_t year_of_era = y - era * 400;
  const std::int64_t day_of_year = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1;
  const std::int64_t day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
  return era * 146097 + day_of_era - 719468;
}

DailyDate date_of_day(std::int64_t day) {
  day += 719468;
  const std::int64_t era = (day >= 0 ? day : day - 146096) / 146097;
  const std::int64_t day_of_era = day - era * 146097;
  const std::int64_t year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096) / 365;
  const std::int64_t day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
  const std::int64_t mp = (5 * day_of_year + 2) / 153;
  const int d = static_cast<int>(day_of_year - (153 * mp + 2) / 5 + 1);
  const int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  const std::int64_t y = year_of_era + era * 400 + (m <= 2 ? 1 : 0);
  return DailyDate{static_cast<int>(y), m, d};
}

DailyDate utc_date_of(std::int64_t unix_seconds) {
  const std::int64_t day = unix_seconds >= 0 ? unix_seconds / 86400 : -((-unix_seconds + 86399) / 86400);
  return date_of_day(day);
}

}  // namespace puzzlelab
