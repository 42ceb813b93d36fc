// The DescribedSetups capability (game/capabilities.hpp): setups as data (game/setup_description.hpp,
// docs/SETUPS.md). A game that has it takes a described setup's text wherever it takes a setup's
// name: Game::generate, trace and setup_facts, and the Lab's setup measures.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

namespace puzzlelab {

class DescribedSetups {
 public:
  static constexpr const char* kLacking = "has no setup descriptions";
  virtual ~DescribedSetups() = default;

  // The built-in setup `setup` as a description whose text deals the very same board for every
  // (params, seed) as the name does. Throws InputError("unknown_setup", ...) for an unknown name,
  // InputError("not_supported", ...) for a built-in setup no description can express (saying why).
  virtual nlohmann::json describe_setup(const nlohmann::json& params, std::string_view setup) const = 0;
  // A description (parse_setup_description has checked it is an object with a valid "name")
  // checked against the game's format for `params` and completed with its defaults: throws
  // InputError("bad_setup", ...) naming the field and the problem. What it returns, written by
  // setup_text, is what generate and the others take.
  virtual nlohmann::json normalize_setup(const nlohmann::json& params, const nlohmann::json& description) const = 0;
};

}  // namespace puzzlelab
