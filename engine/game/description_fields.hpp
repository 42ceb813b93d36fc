// Reading a setup description's own fields (game/setup_description.hpp, docs/SETUPS.md) with
// messages that name the field by its path ("weights.fruit.open: ..."), so a designer sees which
// line of the description is wrong. Every problem is InputError("bad_setup", ...).
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// Throws InputError("bad_setup", "<path>: <problem>").
[[noreturn]] void bad_setup_field(std::string_view path, const std::string& problem);

// "<path>.<key>", or "<key>" at the top.
std::string field_path(std::string_view path, std::string_view key);
// A key from the description as a path shows it: as it is when it could be a field's name (1 to
// 40 letters, digits, '_' and '-'), else as quote_input shows input ("'we\x01ights'").
std::string shown_key(std::string_view key);

// `value` must be an object with no keys but `known` (a misspelt key is an error, not ignored).
void check_fields(const nlohmann::json& value, std::string_view path, std::initializer_list<std::string_view> known);

// The member `key` of `object`, or nullptr when it is absent (or null: "not given").
const nlohmann::json* find_field(const nlohmann::json& object, std::string_view key);

// `value`, a JSON integer, when it lies in min..max; nothing when it lies outside or is no integer.
// nlohmann keeps an integer above 2^63 - 1 unsigned, which read as signed would wrap to a negative
// number: a message about an integer out of range shows value.dump(), never the number read back.
std::optional<long long> integer_in_range(const nlohmann::json& value, long long min, long long max);

// `value` (at `path`) as a whole number in min..max.
long long read_whole(const nlohmann::json& value, std::string_view path, long long min, long long max);
// `value` as a string of at most max_length bytes, of printable characters only (valid UTF-8, no
// control character, none that XML forbids: check_text_characters).
std::string read_text(const nlohmann::json& value, std::string_view path, std::size_t max_length);
// Refuses text a description may not hold: anything but valid UTF-8 without control characters
// and without the characters XML 1.0 forbids (U+FFFE, U+FFFF). A description's words end up in
// captions, on screen and in printable SVG documents.
void check_text_characters(std::string_view text, std::string_view path);
bool read_flag(const nlohmann::json& value, std::string_view path);

}  // namespace puzzlelab
