// Damaged copies of a valid document, made by rule rather than by hand, for the readers of what
// the app stores and what the player loads: at every place in the document (every value, the
// whole document included) each value below put instead, or the key removed; and the document's
// text cut short at many lengths. A reader faced with them must not throw past its boundary.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab::testing {

struct DamagedDocument {
  std::string what;  // for the test's messages: "/settings/animate = null"
  std::string path;  // the JSON pointer of the damaged place ("" for the whole document)
  // The value put there; nothing for a removed key or cut text.
  std::optional<nlohmann::json> value;
  std::string text;  // the damaged document as stored
};

// Every place in `document`, the whole document first, as JSON pointers.
inline void collect_paths(const nlohmann::json& value, const std::string& path, std::vector<std::string>& out) {
  out.push_back(path);
  if (value.is_object())
    for (const auto& [key, item] : value.items()) collect_paths(item, path + "/" + key, out);
  if (value.is_array())
    for (std::size_t i = 0; i < value.size(); ++i) collect_paths(value[i], path + "/" + std::to_string(i), out);
}

// A value nested `depth` levels deep: [[[...]]].
inline nlohmann::json nested(int depth) {
  nlohmann::json value = nlohmann::json::array();
  for (int i = 1; i < depth; ++i) value = nlohmann::json::array({value});
  return value;
}

// A value of every JSON type, the numbers a count or a size must refuse, and values a reader must
// bound: a string of `huge_bytes` (0: none) and arrays nested within and past the parser's limit.
inline std::vector<std::pair<std::string, nlohmann::json>> wrong_values(std::size_t huge_bytes) {
  using json = nlohmann::json;
  std::vector<std::pair<std::string, json>> out = {
      {"null", nullptr},
      {"true", true},
      {"0", 0},
      {"-1", -1},
      {"1.5", 1.5},
      {"1e300", 1e300},
      {"2^64-1", std::uint64_t(18446744073709551615ull)},
      {"\"\"", ""},
      {"\"x\"", "x"},
      {"[]", json::array()},
      {"[1]", json::array({1})},
      {"{}", json::object()},
      {"{\"x\":1}", json{{"x", 1}}},
      {"nested 20 deep", nested(20)},
      {"nested 200 deep", nested(200)},
  };
  if (huge_bytes > 0)
    out.emplace_back("a string of " + std::to_string(huge_bytes) + " bytes", std::string(huge_bytes, 'a'));
  return out;
}

// `document` damaged every way above, then its text cut at `cuts` lengths spread over it.
inline std::vector<DamagedDocument> damaged_documents(const nlohmann::json& document, std::size_t huge_bytes,
                                                      std::size_t cuts) {
  using json = nlohmann::json;
  std::vector<DamagedDocument> out;
  std::vector<std::string> paths;
  collect_paths(document, "", paths);
  const auto values = wrong_values(huge_bytes);
  for (const std::string& path : paths) {
    const json::json_pointer pointer(path);
    for (const auto& [name, value] : values) {
      json damaged = document;
      damaged[pointer] = value;
      out.push_back({path + " = " + name, path, value, damaged.dump()});
    }
    if (path.empty()) continue;
    json damaged = document;
    const json::json_pointer parent = pointer.parent_pointer();
    if (damaged[parent].is_object())
      damaged[parent].erase(pointer.back());
    else
      damaged[parent].erase(static_cast<std::size_t>(std::stoul(pointer.back())));
    out.push_back({path + " removed", path, std::nullopt, damaged.dump()});
  }
  const std::string text = document.dump();
  for (std::size_t i = 1; i <= cuts; ++i) {
    // Never the whole text, nor none of it (nothing stored at all).
    const std::size_t length = (text.size() - 1) * i / cuts;
    out.push_back({"cut after " + std::to_string(length) + " bytes", "", std::nullopt, text.substr(0, length)});
  }
  return out;
}

}  // namespace puzzlelab::testing
