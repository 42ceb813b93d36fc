// Typed access to the fields of one protocol request, with errors that name the field:
// "missing field 'board'", "field 'moves' must be an array of strings, got a number".
// It remembers which fields were read, so a misspelt field ("max_node") is reported instead of
// silently ignored.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/whole_number.hpp"

namespace puzzlelab {

class RequestFields {
 public:
  // Throws InputError("bad_request", ...) unless the request is a JSON object.
  explicit RequestFields(const nlohmann::json& request);

  bool has(const std::string& name) const;

  // Throw InputError("missing_field" | "wrong_type", ...). An optional field may be absent, but
  // when present it must have its type: null is refused, not read as "absent", so that a caller
  // that sends null by mistake hears about it instead of getting the default silently.
  std::string required_string(const std::string& name);
  std::optional<std::string> optional_string(const std::string& name);
  // A JSON object; absent gives {}.
  nlohmann::json optional_object(const std::string& name);
  // The id of a request, as the envelope's "id" takes it: a string or a number (not null, not
  // an array or object).
  nlohmann::json required_id(const std::string& name);
  // A JSON array, its items unchecked (the operation reads them).
  nlohmann::json required_array(const std::string& name);
  // An array of strings; absent gives [].
  std::vector<std::string> optional_string_list(const std::string& name);
  // An array of JSON integers or decimal strings, each under `rule`; absent gives nothing.
  std::optional<std::vector<std::uint64_t>> optional_whole_number_list(const std::string& name,
                                                                       const WholeNumberRule& rule);
  // A setup (game/setup_description.hpp): a string (a built-in name or a description's text), or a
  // description given as a JSON object, written as its text. The game checks it (checked_setup).
  std::string required_setup(const std::string& name);
  // An array of setups as above; absent gives nothing.
  std::vector<std::string> optional_setup_list(const std::string& name);
  // true or false; absent gives `fallback`.
  bool optional_bool(const std::string& name, bool fallback);
  // A JSON integer or decimal string under `rule` (see whole_number.hpp).
  std::uint64_t required_whole_number(const std::string& name, const WholeNumberRule& rule);
  std::uint64_t optional_whole_number(const std::string& name, const WholeNumberRule& rule, std::uint64_t fallback);

  // Marks a field as understood without reading it (e.g. "id", which the envelope echoes).
  void accept(const std::string& name);
  // Throws InputError("unknown_field", ...) for the first field nobody read or accepted.
  void reject_unknown(const std::string& op) const;

 private:
  const nlohmann::json* find(const std::string& name);

  const nlohmann::json& request_;
  std::set<std::string> used_;
};

}  // namespace puzzlelab
