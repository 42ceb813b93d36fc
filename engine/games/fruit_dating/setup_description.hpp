// Fruit Dating's setups as data (docs/FRUIT_DATING.md, "Setups as data"): a description is the
// generator's mix (generator_mix.hpp) as JSON: the board sizes it is for, the walls, the fruit,
// obstacle and feature counts, the placement weights and the test's caps. Fields left out take
// the article's values, so the setup `article` is the description with none of them.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "games/fruit_dating/generator_mix.hpp"

namespace puzzlelab::fruit_dating {

// The mix as a normalized description under `name`: every field written out.
nlohmann::json describe_mix(const GeneratorMix& mix, std::string_view name);

// A description (its "name" already checked) read as a mix: throws InputError("bad_setup", ...)
// naming the field and the problem (an unknown field, a wrong type, a value out of range, a
// range whose min is above its max, more pairs than colours).
GeneratorMix read_mix(const nlohmann::json& description);

// The mix is for boards of width x height: InputError("bad_setup", ...) naming sizes.width or
// sizes.height otherwise.
void check_mix_size(const GeneratorMix& mix, int width, int height);

}  // namespace puzzlelab::fruit_dating
