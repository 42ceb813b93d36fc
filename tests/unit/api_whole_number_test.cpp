// Seeds, counts and budgets: every accepted spelling, and every rejected one with its reason.
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "game/description_fields.hpp"
#include "game/whole_number.hpp"

using puzzlelab::InputError;
using puzzlelab::parse_whole_number;
using puzzlelab::whole_number_from_json;
using puzzlelab::WholeNumberRule;
using json = nlohmann::json;

namespace {

const WholeNumberRule kSeed{"seed", "bad_seed"};
const WholeNumberRule kCount{"count", "bad_count", 1, 100000};

std::string text_error(const std::string& text, const WholeNumberRule& rule = kSeed) {
  try {
    parse_whole_number(text, rule);
  } catch (const InputError& error) {
    CHECK(error.code() == rule.code);
    return error.what();
  }
  FAIL("no error for '" << text << "'");
  return {};
}

std::string json_error(const json& value, const WholeNumberRule& rule = kSeed) {
  try {
    whole_number_from_json(value, rule);
  } catch (const InputError& error) {
    CHECK(error.code() == rule.code);
    return error.what();
  }
  FAIL("no error for " << value.dump());
  return {};
}

const std::string kSeedRange = "seed must be a whole number from 0 to 18446744073709551615; ";

}  // namespace

TEST_CASE("whole numbers in decimal text") {
  CHECK(parse_whole_number("0", kSeed) == 0);
  CHECK(parse_whole_number("12345", kSeed) == 12345);
  CHECK(parse_whole_number("007", kSeed) == 7);
  CHECK(parse_whole_number("18446744073709551615", kSeed) == UINT64_MAX);
  CHECK(parse_whole_number("100000", kCount) == 100000);
}

TEST_CASE("bad decimal text says what is wrong") {
  CHECK(text_error("") == kSeedRange + "got an empty value");
  CHECK(text_error("-5") == kSeedRange + "'-5' is negative");
  CHECK(text_error("-1.5") == kSeedRange + "'-1.5' is negative");
  CHECK(text_error("1.5") == kSeedRange + "'1.5' is not whole");
  CHECK(text_error("2.") == kSeedRange + "'2.' is not whole");
  CHECK(text_error("18446744073709551616") == kSeedRange + "'18446744073709551616' is too large");
  CHECK(text_error("99999999999999999999999999") == kSeedRange + "'99999999999999999999999999' is too large");
  CHECK(text_error("abc") == kSeedRange + "'abc' is not a number");
  CHECK(text_error(" 5") == kSeedRange + "' 5' is not a number");
  CHECK(text_error("+5") == kSeedRange + "'+5' is not a number");
  CHECK(text_error("1e3") == kSeedRange + "'1e3' is not a number");
  CHECK(text_error(".") == kSeedRange + "'.' is not a number");
  CHECK(text_error("0", kCount) == "count must be a whole number from 1 to 100000; '0' is too small");
  CHECK(text_error("100001", kCount) == "count must be a whole number from 1 to 100000; '100001' is too large");
}

TEST_CASE("whole numbers in JSON: integers and decimal strings") {
  CHECK(whole_number_from_json(json(42), kSeed) == 42);
  CHECK(whole_number_from_json(json(UINT64_MAX), kSeed) == UINT64_MAX);
  CHECK(whole_number_from_json(json::parse("18446744073709551615"), kSeed) == UINT64_MAX);
  CHECK(whole_number_from_json(json("18446744073709551615"), kSeed) == UINT64_MAX);
}

TEST_CASE("bad JSON numbers say what is wrong") {
  CHECK(json_error(json(-5)) == kSeedRange + "-5 is negative");
  CHECK(json_error(json::parse("1.5")) == kSeedRange + "1.5 is not whole");
  CHECK(json_error(json::parse("-0.5")) == kSeedRange + "-0.5 is negative");
  CHECK(json_error(json::parse("18446744073709551616")).find("is too large") != std::string::npos);
  CHECK(json_error(json::parse("1e30")).find("is too large") != std::string::npos);
  CHECK(json_error(json::parse("5.0")).find("without a decimal point") != std::string::npos);
  CHECK(json_error(json(true)) == kSeedRange + "expected a JSON integer or a decimal string, got the boolean true");
  CHECK(json_error(json(nullptr)) == kSeedRange + "expected a JSON integer or a decimal string, got null");
  CHECK(json_error(json::array()) ==
        kSeedRange + "expected a JSON integer or a decimal string, got an array of 0 items");
  CHECK(json_error(json("-7")) == kSeedRange + "'-7' is negative");
  CHECK(json_error(json(0), kCount) == "count must be a whole number from 1 to 100000; 0 is too small");
}

TEST_CASE("JSON integers within a range, read without wrapping above 2^63") {
  using puzzlelab::integer_in_range;
  CHECK(integer_in_range(json(5), 0, 10) == 5);
  CHECK(integer_in_range(json(-3), -5, 10) == -3);
  CHECK(integer_in_range(json(0), 0, 0) == 0);
  CHECK_FALSE(integer_in_range(json(11), 0, 10));
  CHECK_FALSE(integer_in_range(json(-1), 0, 10));
  // Stored unsigned: read as signed these would be -1 and INT64_MIN, inside a range from below.
  CHECK_FALSE(integer_in_range(json::parse("18446744073709551615"), -5, 10));
  CHECK_FALSE(integer_in_range(json::parse("9223372036854775808"), INT64_MIN, 10));
  CHECK(integer_in_range(json::parse("9223372036854775807"), 0, INT64_MAX) == INT64_MAX);
  CHECK_FALSE(integer_in_range(json(2.0), 0, 10));
  CHECK_FALSE(integer_in_range(json("3"), 0, 10));
}
