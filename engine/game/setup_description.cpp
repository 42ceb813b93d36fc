#include "game/setup_description.hpp"

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/json_input.hpp"

namespace puzzlelab {

namespace {

void check_setup_name(const nlohmann::json& name) {
  if (!name.is_string()) throw InputError("bad_setup", "a setup description needs a \"name\" (a string)");
  const std::string text = name.get<std::string>();
  if (text.empty() || text.size() > kMaxSetupNameLength)
    throw InputError("bad_setup", "a setup's name must have 1 to " + std::to_string(kMaxSetupNameLength) +
                                      " characters; " + quote_input(text) + " has " + std::to_string(text.size()));
  for (const char c : text) {
    const bool allowed = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    if (!allowed)
      throw InputError("bad_setup", "a setup's name may hold only a-z, 0-9 and '-'; " + quote_input(text) + " holds " +
                                        quote_input(std::string(1, c)));
  }
}

}  // namespace

bool is_described_setup(std::string_view setup) { return !setup.empty() && setup.front() == '{'; }

nlohmann::json parse_setup_description(std::string_view text) {
  if (text.size() > kMaxSetupDescriptionBytes)
    throw InputError("bad_setup", "a setup description may have at most " + std::to_string(kMaxSetupDescriptionBytes) +
                                      " bytes; this one has " + std::to_string(text.size()));
  nlohmann::json description = parse_json_input(text, "the setup description");
  if (!description.is_object())
    throw InputError("bad_setup",
                     "a setup description must be a JSON object, not " + std::string(description.type_name()));
  const auto name = description.find("name");
  if (name == description.end()) throw InputError("bad_setup", "a setup description needs a \"name\" (a string)");
  check_setup_name(*name);
  return description;
}

std::string setup_text(const nlohmann::json& description) {
  try {
    return description.dump();
  } catch (const nlohmann::json::type_error&) {
    // Text that is not UTF-8, which only a description built in memory can hold (text read as
    // JSON is checked as it is read).
    throw InputError("bad_setup", "a setup description holds text that is not valid UTF-8");
  }
}

std::string setup_label(std::string_view setup) {
  if (!is_described_setup(setup)) return std::string(setup);
  try {
    // Read as every text from users is (a NUL ends nothing early, nesting is bounded).
    const nlohmann::json description = parse_json_input(setup, "the setup description");
    if (description.is_object()) {
      const auto name = description.find("name");
      if (name != description.end() && name->is_string()) return name->get<std::string>();
    }
  } catch (const InputError&) {
    // Not JSON: the text itself stands for it.
  }
  return std::string(setup.substr(0, 24)) + (setup.size() > 24 ? "..." : "");
}

}  // namespace puzzlelab
