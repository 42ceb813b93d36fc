// Reading a document the engine wrote without throwing: a missing key, or a key asked of
// something that is not an object, reads as null. The references point into the document (or
// at one static null), never at a temporary, so loops may iterate over what they return.
#pragma once

#include <cstddef>

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

}  // namespace puzzlelab::json_read
