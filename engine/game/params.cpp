#include "game/params.hpp"

#include <string>

#include "core/input_error.hpp"
#include "game/quote_value.hpp"

namespace puzzlelab {

namespace {

[[noreturn]] void bad_param(const GameInfo& info, const ParamSpec& spec, const std::string& problem) {
  throw InputError("bad_param", info.name + " parameter '" + spec.name + "' " + problem);
}

json checked_whole_number(const GameInfo& info, const ParamSpec& spec, const json& value) {
  if (!value.is_number_integer())
    bad_param(info, spec, "must be a whole number " + spec.allowed() + ", got " + describe_value(value));
  // Unsigned first: a value above the largest int64 must not wrap around to a negative one.
  const bool above = value.is_number_unsigned() ? value.get<std::uint64_t>() > static_cast<std::uint64_t>(spec.max)
                                                : value.get<std::int64_t>() > spec.max;
  const bool below = !value.is_number_unsigned() && value.get<std::int64_t>() < spec.min;
  if (above || below) bad_param(info, spec, "must be " + spec.allowed() + ", got " + value.dump());
  return value.get<std::int64_t>();
}

json checked_choice(const GameInfo& info, const ParamSpec& spec, const json& value) {
  if (!value.is_string()) bad_param(info, spec, "must be one of " + spec.allowed() + ", got " + describe_value(value));
  const auto& text = value.get_ref<const std::string&>();
  for (const Named& choice : spec.values)
    if (choice.name == text) return text;
  if (!spec.custom.empty()) return text;  // the game's check_params reads it
  bad_param(info, spec, "has no value " + quote_input(text) + " (known: " + spec.allowed() + ")");
}

}  // namespace

json normalize_params(const Game& game, const json& params) {
  const GameInfo& info = game.info();
  if (!params.is_null() && !params.is_object())
    throw InputError("bad_params", info.name + " parameters are a JSON object such as " + info.default_params().dump() +
                                       ", not " + describe_value(params));
  json out = info.default_params();
  if (params.is_object()) {
    for (const auto& [key, value] : params.items()) {
      const ParamSpec* spec = info.find_param(key);
      if (spec == nullptr)
        throw InputError("unknown_param", info.name + " has no parameter " + quote_input(key) +
                                              " (its parameters: " + info.param_names() + ")");
      out[key] = spec->kind == ParamSpec::Kind::whole_number ? checked_whole_number(info, *spec, value)
                                                             : checked_choice(info, *spec, value);
    }
  }
  game.check_params(out);
  return out;
}

}  // namespace puzzlelab
