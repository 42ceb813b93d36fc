#include "middle/lab_sweep_setups.hpp"

#include <nlohmann/json.hpp>

#include "game/setup_description.hpp"
#include "game/setup_list_text.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

void collect_number_pointers(const json& value, const json::json_pointer& at, std::size_t limit,
                             std::vector<std::string>& out) {
  if (out.size() >= limit) return;
  if (value.is_number_integer()) {
    out.push_back(at.to_string());
  } else if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i) collect_number_pointers(value[i], at / i, limit, out);
  } else if (value.is_object()) {
    for (const auto& [key, item] : value.items()) collect_number_pointers(item, at / key, limit, out);
  }
}

}  // namespace

std::vector<std::string> sweep_form_setups(const std::string& text, const std::vector<std::string>& own) {
  std::vector<std::string> setups = split_setup_list(text);
  for (std::string& setup : setups) {
    if (is_described_setup(setup)) continue;
    for (const std::string& described : own)
      if (is_described_setup(described) && setup_label(described) == setup) {
        setup = described;
        break;
      }
  }
  return setups;
}

std::string sweep_form_setups_text(const std::vector<std::string>& setups) {
  std::string out;
  for (const std::string& setup : setups) out += (out.empty() ? "" : ",") + setup_label(setup);
  return out;
}

std::vector<std::string> setup_number_pointers(const std::string& setup, std::size_t limit) {
  std::vector<std::string> out;
  if (!is_described_setup(setup)) return out;
  json description = json::parse(setup, nullptr, false);
  if (!description.is_object()) return out;
  description.erase("name");
  collect_number_pointers(description, json::json_pointer(), limit, out);
  return out;
}

}  // namespace puzzlelab
