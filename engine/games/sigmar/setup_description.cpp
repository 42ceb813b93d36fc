#include "games/sigmar/setup_description.hpp"

#include <cstdint>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/description_fields.hpp"
#include "game/quote_value.hpp"
#include "games/sigmar/set_template.hpp"
#include "games/sigmar/templates.hpp"

namespace puzzlelab::sigmar {

namespace {

using nlohmann::json;

// Bounds on the generators' own parameters: wide enough for any study, small enough that one board
// stays a bounded amount of work (random-test's positions and pair-stack's attempts also stop at the
// request's time limit or a cancel).
constexpr std::int64_t kMaxNodesPerBoard = 1'000'000;
constexpr std::int64_t kMaxDraws = 10'000;
constexpr std::int64_t kMaxStepsPerAttempt = 10'000;
constexpr std::int64_t kMaxPairStackAttempts = 1'000;

[[noreturn]] void bad_field(std::string_view field, const std::string& problem) {
  throw InputError("bad_setup", "sigmar setup field \"" + std::string(field) + "\": " + problem);
}

std::int64_t whole_number(const json& description, std::string_view field, std::int64_t low, std::int64_t high,
                          std::int64_t fallback) {
  const auto it = description.find(field);
  if (it == description.end()) return fallback;
  const std::string range = "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
  if (!it->is_number_integer()) bad_field(field, "must be " + range + ", not " + describe_value(*it));
  if (it->is_number_unsigned() && it->get<std::uint64_t>() > static_cast<std::uint64_t>(high))
    bad_field(field, "must be " + range + ", not " + quote_value(*it));
  const std::int64_t value = it->get<std::int64_t>();
  if (value < low || value > high) bad_field(field, "must be " + range + ", not " + std::to_string(value));
  return value;
}

bool yes_no(const json& description, std::string_view field, bool fallback) {
  const auto it = description.find(field);
  if (it == description.end()) return fallback;
  if (!it->is_boolean()) bad_field(field, "must be true or false, not " + describe_value(*it));
  return it->get<bool>();
}

std::string generator_names() {
  std::string names;
  for (const SetupInfo& s : all_setups()) names += std::string(names.empty() ? "" : ", ") + std::string(s.name);
  return names;
}

Setup generator_of(const json& description) {
  const auto it = description.find("generator");
  if (it == description.end()) bad_field("generator", "is missing: name one of " + generator_names());
  if (!it->is_string()) bad_field("generator", "must be one of " + generator_names() + ", not " + describe_value(*it));
  if (const auto setup = setup_from_string(it->get<std::string>())) return *setup;
  bad_field("generator",
            "has no generator " + quote_input(it->get<std::string>()) + " (known: " + generator_names() + ")");
}

// The template: a name the game knows or one written out with as many cells as the set has marbles,
// and one that can hold the set.
std::string template_of(const json& description, const TileSet& set, const std::string& params_template) {
  const auto it = description.find("template");
  if (it == description.end()) return params_template;
  if (!it->is_string()) bad_field("template", "must be a template's name or 91 'x'/'_', not " + describe_value(*it));
  const std::string text = it->get<std::string>();
  bool named = false;
  for (const std::string& name : template_names()) named = named || name == text;
  if (!named) {
    const bool written_out = is_custom_template(text) || text.find_first_not_of("x_") == std::string::npos;
    if (!written_out) {
      std::string known;
      for (const std::string& name : template_names()) known += std::string(known.empty() ? "" : ", ") + name;
      bad_field("template", "has no template " + quote_input(text) + " (known: " + known + "; or 91 'x'/'_')");
    }
    if (const std::string problem = template_problem(text, set.marbles()); !problem.empty())
      bad_field("template", problem);
  }
  try {
    check_template_fits(text, set);
  } catch (const InputError& e) {
    bad_field("template", e.what());
  }
  return text;
}

// The fields each generator reads besides "name", "generator" and "template".
bool generator_reads(Setup generator, std::string_view field) {
  switch (generator) {
    case Setup::linear: return false;
    case Setup::random_test: return field == "nodes_per_board" || field == "draws";
    case Setup::pair_stack:
      return field == "no_vitae_mors_on_rim" || field == "steps_per_attempt" || field == "attempts";
  }
  return false;
}

}  // namespace

Recipe builtin_recipe(Setup setup, const std::string& template_name) {
  Recipe recipe;
  recipe.generator = setup;
  recipe.template_name = template_name;
  return recipe;
}

json describe_recipe(const Recipe& recipe, std::string_view name) {
  json out = {{"name", std::string(name)},
              {"generator", std::string(to_string(recipe.generator))},
              {"template", recipe.template_name}};
  switch (recipe.generator) {
    case Setup::linear: break;
    case Setup::random_test:
      out["nodes_per_board"] = recipe.nodes_per_board;
      out["draws"] = recipe.draws;
      break;
    case Setup::pair_stack:
      out["no_vitae_mors_on_rim"] = recipe.pair_stack.no_vitae_mors_on_rim;
      out["steps_per_attempt"] = recipe.pair_stack.steps_per_attempt;
      out["attempts"] = recipe.pair_stack.attempts;
      break;
  }
  return out;
}

Recipe read_description(const json& description, const TileSet& set, const std::string& params_template) {
  Recipe recipe;
  recipe.generator = generator_of(description);
  for (const auto& [field, value] : description.items())
    if (field != "name" && field != "generator" && field != "template" && !generator_reads(recipe.generator, field))
      bad_field(shown_key(field), "is not read by the " + std::string(to_string(recipe.generator)) + " generator");
  recipe.template_name = template_of(description, set, params_template);
  recipe.nodes_per_board = static_cast<std::uint64_t>(
      whole_number(description, "nodes_per_board", 1, kMaxNodesPerBoard, kRandomTestNodesPerBoard));
  recipe.draws = static_cast<int>(whole_number(description, "draws", 1, kMaxDraws, kRandomTestDraws));
  const PairStackOptions defaults;
  recipe.pair_stack.no_vitae_mors_on_rim = yes_no(description, "no_vitae_mors_on_rim", defaults.no_vitae_mors_on_rim);
  recipe.pair_stack.steps_per_attempt = static_cast<int>(
      whole_number(description, "steps_per_attempt", 1, kMaxStepsPerAttempt, defaults.steps_per_attempt));
  recipe.pair_stack.attempts =
      static_cast<int>(whole_number(description, "attempts", 1, kMaxPairStackAttempts, defaults.attempts));
  return recipe;
}

}  // namespace puzzlelab::sigmar
