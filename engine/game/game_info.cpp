#include "game/game_info.hpp"

namespace puzzlelab {

namespace {

template <class List>
std::string names_of(const List& list) {
  std::string out;
  for (const auto& item : list) out += (out.empty() ? "" : ", ") + item.name;
  return out;
}

json named_json(const std::vector<Named>& list) {
  json out = json::array();
  for (const Named& item : list) out.push_back({{"name", item.name}, {"description", item.description}});
  return out;
}

json param_json(const ParamSpec& spec) {
  json out = {{"name", spec.name}, {"meaning", spec.meaning}, {"default", spec.default_value}};
  if (spec.kind == ParamSpec::Kind::whole_number) {
    out["kind"] = "whole_number";
    out["min"] = spec.min;
    out["max"] = spec.max;
  } else {
    out["kind"] = "choice";
    out["values"] = named_json(spec.values);
    if (!spec.custom.empty()) out["custom"] = spec.custom;
  }
  return out;
}

}  // namespace

ParamSpec ParamSpec::whole_number(std::string name, std::string meaning, std::int64_t min, std::int64_t max,
                                  std::int64_t default_value) {
  ParamSpec spec;
  spec.name = std::move(name);
  spec.meaning = std::move(meaning);
  spec.kind = Kind::whole_number;
  spec.min = min;
  spec.max = max;
  spec.default_value = default_value;
  return spec;
}

ParamSpec ParamSpec::choice(std::string name, std::string meaning, std::vector<Named> values) {
  ParamSpec spec;
  spec.name = std::move(name);
  spec.meaning = std::move(meaning);
  spec.kind = Kind::choice;
  spec.default_value = values.empty() ? json() : json(values.front().name);
  spec.values = std::move(values);
  return spec;
}

std::string ParamSpec::allowed() const {
  if (kind == Kind::whole_number) return std::to_string(min) + ".." + std::to_string(max);
  return names_of(values);
}

bool MetricSpec::numeric() const {
  const std::string base = type.substr(0, type.find(" or null"));
  return base == "whole number" || base == "number" || base == "boolean";
}

ParamSpec variant_param(std::vector<Named> variants) {
  return ParamSpec::choice("variant", "the rule variant", std::move(variants));
}

const ParamSpec* GameInfo::find_param(const std::string& wanted) const {
  for (const ParamSpec& spec : params)
    if (spec.name == wanted) return &spec;
  return nullptr;
}

json GameInfo::default_params() const {
  json out = json::object();
  for (const ParamSpec& spec : params) out[spec.name] = spec.default_value;
  return out;
}

std::string GameInfo::param_names() const { return names_of(params); }
std::string GameInfo::setup_names() const { return names_of(setups); }
std::string GameInfo::solver_names() const { return names_of(solvers); }

json GameInfo::to_json() const {
  json param_list = json::array();
  for (const ParamSpec& spec : params) param_list.push_back(param_json(spec));
  json preset_list = json::array();
  for (const Preset& preset : presets)
    preset_list.push_back({{"name", preset.name}, {"description", preset.description}, {"params", preset.params}});
  json setup_list = json::array();
  for (const SetupSpec& setup : setups)
    setup_list.push_back({{"name", setup.name}, {"description", setup.description}, {"source", setup.source}});
  json metric_list = json::array();
  for (const MetricSpec& metric : metrics)
    metric_list.push_back({{"name", metric.name}, {"type", metric.type}, {"meaning", metric.meaning}});
  return {{"name", name},
          {"title", title},
          {"params", param_list},
          {"default_params", default_params()},
          {"presets", preset_list},
          {"setups", setup_list},
          {"solvers", named_json(solvers)},
          {"metrics", metric_list},
          {"rules", rules},
          {"board_format", board_format},
          {"move_format", move_format}};
}

}  // namespace puzzlelab
