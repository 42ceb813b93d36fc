// JSON values from users in messages, as quote_input (core/quote.hpp) shows text: a rendering
// that never serialises a whole user value (which could be huge or nested deep enough to exhaust
// the stack).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/quote.hpp"

namespace puzzlelab {

// "a string", "an array", "null", ...: the type of a JSON value as a message says it.
std::string json_type_phrase(const nlohmann::json& value);

// A JSON value as a message shows it: numbers, booleans and null as written (17, -3, 2.5, true),
// strings quoted and cut by quote_input, arrays and objects by their type and size only
// ("an array of 3 items").
std::string quote_value(const nlohmann::json& value);

// A value of the wrong type, for "got ...": its type and the value as quote_value shows it
// ("the string 'four'", "the number 4.5", "the boolean true", "null", "an array of 3 items").
std::string describe_value(const nlohmann::json& value);

}  // namespace puzzlelab
