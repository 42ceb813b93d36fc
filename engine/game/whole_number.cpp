#include "game/whole_number.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "game/quote_value.hpp"

namespace puzzlelab {

namespace {

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "1.5", "-1.5", "2." and ".5" look like fractions: say so rather than "not a number".
bool looks_fractional(std::string_view text) {
  if (!text.empty() && text.front() == '-') text.remove_prefix(1);
  const auto dot = text.find('.');
  if (dot == std::string_view::npos) return false;
  const auto whole = text.substr(0, dot);
  const auto fraction = text.substr(dot + 1);
  const bool whole_ok = whole.empty() || all_digits(whole);
  const bool fraction_ok = fraction.empty() || all_digits(fraction);
  return whole_ok && fraction_ok && !(whole.empty() && fraction.empty());
}

[[noreturn]] void fail(const WholeNumberRule& rule, const std::string& problem) {
  throw InputError(rule.code, rule.what + " must be a whole number from " + std::to_string(rule.min) + " to " +
                                  std::to_string(rule.max) + "; " + problem);
}

std::uint64_t check_range(std::uint64_t value, std::string_view shown, const WholeNumberRule& rule) {
  if (value < rule.min) fail(rule, std::string(shown) + " is too small");
  if (value > rule.max) fail(rule, std::string(shown) + " is too large");
  return value;
}

}  // namespace

std::uint64_t parse_whole_number(std::string_view text, const WholeNumberRule& rule) {
  if (text.empty()) fail(rule, "got an empty value");
  if (text.front() == '-' && (all_digits(text.substr(1)) || looks_fractional(text)))
    fail(rule, quote_input(text) + " is negative");
  if (looks_fractional(text)) fail(rule, quote_input(text) + " is not whole");
  if (!all_digits(text)) fail(rule, quote_input(text) + " is not a number");
  std::uint64_t value = 0;
  for (char c : text) {
    const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) fail(rule, quote_input(text) + " is too large");
    value = value * 10 + digit;
  }
  return check_range(value, quote_input(text), rule);
}

std::uint64_t whole_number_from_json(const nlohmann::json& value, const WholeNumberRule& rule) {
  switch (value.type()) {
    case nlohmann::json::value_t::number_unsigned: {
      const auto number = value.get<std::uint64_t>();
      return check_range(number, std::to_string(number), rule);
    }
    case nlohmann::json::value_t::number_integer: {
      const auto number = value.get<std::int64_t>();
      if (number < 0) fail(rule, std::to_string(number) + " is negative");
      return check_range(static_cast<std::uint64_t>(number), std::to_string(number), rule);
    }
    case nlohmann::json::value_t::number_float: {
      // The parser turns integers beyond 64 bits into floats, so a float can also be "too large".
      const double number = value.get<double>();
      const std::string shown = value.dump();
      if (std::isnan(number)) fail(rule, "got NaN");
      if (number < 0) fail(rule, shown + " is negative");
      if (number >= 18446744073709551616.0) fail(rule, shown + " is too large");
      if (number != std::floor(number)) fail(rule, shown + " is not whole");
      fail(rule, shown + " is written as a fraction; write whole numbers without a decimal point or exponent");
    }
    case nlohmann::json::value_t::string: return parse_whole_number(value.get_ref<const std::string&>(), rule);
    default: fail(rule, "expected a JSON integer or a decimal string, got " + describe_value(value));
  }
}

}  // namespace puzzlelab
