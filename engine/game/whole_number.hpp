// Whole numbers from user input (seeds, counts, budgets), with messages that say what is wrong:
// "seed must be a whole number from 0 to 18446744073709551615; -5 is negative".
// Seeds use the full 64-bit range, which JavaScript numbers cannot hold exactly, so the protocol
// also accepts them as decimal strings.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace puzzlelab {

struct WholeNumberRule {
  std::string what;  // the name used in messages, e.g. "seed", "count", "max_nodes"
  std::string code;  // the InputError code, e.g. "bad_seed"
  std::uint64_t min = 0;
  std::uint64_t max = UINT64_MAX;
};

// Decimal digits only (no sign, no spaces, no exponent). Throws InputError(rule.code, ...).
std::uint64_t parse_whole_number(std::string_view text, const WholeNumberRule& rule);

// A JSON integer or a decimal string. Throws InputError(rule.code, ...) for anything else.
std::uint64_t whole_number_from_json(const nlohmann::json& value, const WholeNumberRule& rule);

}  // namespace puzzlelab
