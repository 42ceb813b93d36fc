#include "game/request_fields.hpp"

#include <optional>

#include "core/input_error.hpp"
#include "game/quote_value.hpp"
#include "game/setup_description.hpp"

namespace puzzlelab {

namespace {

[[noreturn]] void wrong_type(const std::string& name, const char* expected, const nlohmann::json& value) {
  throw InputError("wrong_type", "field '" + name + "' must be " + expected + ", got " + describe_value(value));
}

}  // namespace

RequestFields::RequestFields(const nlohmann::json& request) : request_(request) {
  if (!request.is_object())
    throw InputError("bad_request", "the request must be a JSON object, got " + describe_value(request));
}

bool RequestFields::has(const std::string& name) const { return request_.contains(name); }

const nlohmann::json* RequestFields::find(const std::string& name) {
  used_.insert(name);
  const auto it = request_.find(name);
  return it == request_.end() ? nullptr : &*it;
}

std::string RequestFields::required_string(const std::string& name) {
  const auto* value = find(name);
  if (value == nullptr) throw InputError("missing_field", "missing field '" + name + "'");
  if (!value->is_string()) wrong_type(name, "a string", *value);
  return value->get<std::string>();
}

std::optional<std::string> RequestFields::optional_string(const std::string& name) {
  const auto* value = find(name);
  if (value == nullptr) return std::nullopt;
  if (!value->is_string()) wrong_type(name, "a string", *value);
  return value->get<std::string>();
}

bool RequestFields::optional_bool(const std::string& name, bool fallback) {
  const auto* value = find(name);
  if (value == nullptr) return fallback;
  if (!value->is_boolean()) wrong_type(name, "true or false", *value);
  return value->get<bool>();
}

nlohmann::json RequestFields::optional_object(const std::string& name) {
  const auto* value = find(name);
  if (value == nullptr) return nlohmann::json::object();
  if (!value->is_object()) wrong_type(name, "an object", *value);
  return *value;
}

nlohmann::json RequestFields::required_id(const std::string& name) {
  const auto* value = find(name);
  if (value == nullptr) throw InputError("missing_field", "missing field '" + name + "'");
  if (!value->is_string() && !value->is_number())
    wrong_type(name, "the id of a request (a string or a number)", *value);
  return *value;
}

nlohmann::json RequestFields::required_array(const std::string& name) {
  const auto* value = find(name);
  if (value == nullptr) throw InputError("missing_field", "missing field '" + name + "'");
  if (!value->is_array()) wrong_type(name, "an array", *value);
  return *value;
}

namespace {

// A setup field's value as text: a string as it is, an object as the description's text.
std::optional<std::string> setup_value(const nlohmann::json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_object()) return setup_text(value);
  return std::nullopt;
}

}  // namespace

std::string RequestFields::required_setup(const std::string& name) {
  const auto* value = find(name);
  if (value == nullptr) throw InputError("missing_field", "missing field '" + name + "'");
  const auto setup = setup_value(*value);
  if (!setup) wrong_type(name, "a setup's name or a setup description (an object)", *value);
  return *setup;
}

std::vector<std::string> RequestFields::optional_setup_list(const std::string& name) {
  const auto* value = find(name);
  if (value == nullptr) return {};
  if (!value->is_array()) wrong_type(name, "an array of setups (names or description objects)", *value);
  std::vector<std::string> items;
  items.reserve(value->size());
  for (const auto& item : *value) {
    const auto setup = setup_value(item);
    if (!setup)
      throw InputError("wrong_type", "field '" + name + "' must be an array of setups (names or description " +
                                         "objects); item " + std::to_string(items.size()) + " is " +
                                         describe_value(item));
    items.push_back(*setup);
  }
  return items;
}

std::vector<std::string> RequestFields::optional_string_list(const std::string& name) {
  const auto* value = find(name);
  if (value == nullptr) return {};
  if (!value->is_array()) wrong_type(name, "an array of strings", *value);
  std::vector<std::string> items;
  items.reserve(value->size());
  for (const auto& item : *value) {
    if (!item.is_string())
      throw InputError("wrong_type", "field '" + name + "' must be an array of strings; item " +
                                         std::to_string(items.size()) + " is " + describe_value(item));
    items.push_back(item.get<std::string>());
  }
  return items;
}

std::optional<std::vector<std::uint64_t>> RequestFields::optional_whole_number_list(const std::string& name,
                                                                                    const WholeNumberRule& rule) {
  const auto* value = find(name);
  if (value == nullptr) return std::nullopt;
  if (!value->is_array()) wrong_type(name, "an array of whole numbers", *value);
  std::vector<std::uint64_t> items;
  items.reserve(value->size());
  for (const auto& item : *value) items.push_back(whole_number_from_json(item, rule));
  return items;
}

std::uint64_t RequestFields::required_whole_number(const std::string& name, const WholeNumberRule& rule) {
  const auto* value = find(name);
  if (value == nullptr) throw InputError("missing_field", "missing field '" + name + "'");
  return whole_number_from_json(*value, rule);
}

std::uint64_t RequestFields::optional_whole_number(const std::string& name, const WholeNumberRule& rule,
                                                   std::uint64_t fallback) {
  const auto* value = find(name);
  if (value == nullptr) return fallback;
  return whole_number_from_json(*value, rule);
}

void RequestFields::accept(const std::string& name) { used_.insert(name); }

void RequestFields::reject_unknown(const std::string& op) const {
  for (const auto& [name, value] : request_.items()) {
    if (used_.count(name) != 0) continue;
    std::string known;
    for (const auto& used : used_) known += (known.empty() ? "" : ", ") + used;
    throw InputError("unknown_field",
                     "unknown field " + quote_input(name) + " for op '" + op + "' (known: " + known + ")");
  }
}

}  // namespace puzzlelab
