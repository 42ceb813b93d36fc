// Reading a document without throwing: the engine's answers, and what the app stored or the
// player loaded, which anyone can edit. A missing key, or a key asked of something that is not an
// object, reads as null. The references point into the document (or at one static null), never at
// a temporary, so loops may iterate over what they return.
//
// The typed reads answer nothing when the value has another type (or does not fit), so a reader
// says what it falls back to (`text(at(doc, "game")).value_or("")`) and never meets
// nlohmann::json::type_error, which `value()` and `get<>()` throw on a wrongly typed value.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab::json_read {

inline const nlohmann::json& null_json() {
  static const nlohmann::json null;
  return null;
}

inline const nlohmann::json& at(const nlohmann::json& object, const char* key) {
  if (!object.is_object()) return null_json();
  const auto it = object.find(key);
  return it == object.end() ? null_json() : *it;
}

// Element i of an array; null when there is no array or no such element.
inline const nlohmann::json& element(const nlohmann::json& array, std::size_t i) {
  return array.is_array() && i < array.size() ? array[i] : null_json();
}

// A string of at most `max_size` bytes.
inline std::optional<std::string> text(const nlohmann::json& value,
                                       std::size_t max_size = std::numeric_limits<std::size_t>::max()) {
  if (!value.is_string()) return std::nullopt;
  const auto& s = value.get_ref<const nlohmann::json::string_t&>();
  if (s.size() > max_size) return std::nullopt;
  return s;
}

inline std::optional<bool> flag(const nlohmann::json& value) {
  if (!value.is_boolean()) return std::nullopt;
  return value.get<bool>();
}

// A finite number, whole or not.
inline std::optional<double> number(const nlohmann::json& value) {
  if (!value.is_number()) return std::nullopt;
  const double x = value.get<double>();
  if (!std::isfinite(x)) return std::nullopt;
  return x;
}

// A whole number from 0 up, written as one (2, not 2.0 or "2").
inline std::optional<std::uint64_t> whole_number(const nlohmann::json& value) {
  if (value.is_number_unsigned()) return value.get<std::uint64_t>();
  if (value.is_number_integer() && value.get<std::int64_t>() >= 0)
    return static_cast<std::uint64_t>(value.get<std::int64_t>());
  return std::nullopt;
}

}  // namespace puzzlelab::json_read
