// Setups as data (docs/SETUPS.md). Besides its built-in setups by name, every game reads a setup
// described as a JSON document: a designer's own component set, deal pattern or generator mix. A
// described setup travels everywhere a setup name does (generate, trace, experiments, links) as
// its text: the description checked and completed by the game (DescribedSetups::normalize_setup), written
// as compact JSON. A built-in name never starts with '{', so the two never mix.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// The longest description text read (a link, a file, a request field): room for any component
// set or deal pattern of the games' sizes, small enough for a link.
inline constexpr std::size_t kMaxSetupDescriptionBytes = 16 * 1024;
// A description's "name": 1 to this many characters of a-z, 0-9 and '-', not a built-in name.
inline constexpr std::size_t kMaxSetupNameLength = 40;

// The setup text is a description rather than a built-in name.
bool is_described_setup(std::string_view setup);

// Reads a description's text: JSON, an object, at most kMaxSetupDescriptionBytes, with a valid
// "name". Throws InputError("bad_setup", ...) naming the problem. The game's own fields are
// checked by DescribedSetups::normalize_setup.
nlohmann::json parse_setup_description(std::string_view text);

// The text a (normalized) description travels as: compact JSON with its keys in order, so one
// description always has one text. Throws InputError("bad_setup", ...) for strings that are not
// UTF-8.
std::string setup_text(const nlohmann::json& description);

// What a setup is called on screen and in documents: a built-in setup's name, a description's
// "name" (its text unread when it cannot be parsed: the text itself, shortened).
std::string setup_label(std::string_view setup);

}  // namespace puzzlelab
