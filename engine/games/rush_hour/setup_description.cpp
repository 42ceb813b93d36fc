#include "games/rush_hour/setup_description.hpp"

#include <string>

#include "game/description_fields.hpp"

namespace puzzlelab::rush_hour {

using json = nlohmann::json;

json describe_plan(const SetupPlan& plan, std::string_view name) {
  json out = {{"name", std::string(name)}, {"method", method_name(plan.method)},
              {"cars", plan.cars},         {"trucks", plan.trucks},
              {"walls", plan.walls},       {"rerolls", plan.rerolls}};
  if (plan.method == Method::graded) out["target"] = plan.target;
  if (plan.method == Method::graded) out["changes"] = plan.changes;
  if (plan.method == Method::constructed) out["draws"] = plan.changes;
  if (plan.method == Method::constructed) out["min_moves"] = plan.min_moves;
  return out;
}

SetupPlan read_plan(const json& description, int size) {
  check_fields(description, "",
               {"name", "method", "cars", "trucks", "walls", "rerolls", "target", "changes", "draws", "min_moves"});
  Method method = Method::at_the_table;
  if (const json* m = find_field(description, "method")) {
    const std::string name = read_text(*m, "method", 40);
    if (name == "constructed")
      method = Method::constructed;
    else if (name == "graded")
      method = Method::graded;
    else if (name != "at-the-table")
      bad_setup_field("method", "'" + name + "' is not a method (known: at-the-table, constructed, graded)");
  }
  SetupPlan plan = default_plan(method, size);
  const int cells = size * size;
  const auto whole = [&](const char* key, int& field, long long min, long long max) {
    if (const json* v = find_field(description, key)) field = static_cast<int>(read_whole(*v, key, min, max));
  };
  whole("cars", plan.cars, 0, kMaxVehicles - 1);
  whole("trucks", plan.trucks, 0, kMaxVehicles - 1);
  whole("walls", plan.walls, 0, cells - size);
  whole("rerolls", plan.rerolls, 0, kMaxRerolls);
  if (plan.cars + plan.trucks > kMaxVehicles - 1)
    bad_setup_field("trucks", "the box holds " + std::to_string(plan.cars + plan.trucks) +
                                  " vehicles besides the red car; at most " + std::to_string(kMaxVehicles - 1) +
                                  " (one letter each, B to Z)");
  if (2 * plan.cars + 3 * plan.trucks + plan.walls + kCarLength > cells)
    bad_setup_field("cars", "the box's vehicles and the walls cover more than the " + std::to_string(cells) +
                                " cells of a " + std::to_string(size) + "x" + std::to_string(size) + " board");
  if (method == Method::graded) {
    whole("target", plan.target, 1, kMaxTarget);
    whole("changes", plan.changes, 1, kMaxChanges);
  } else {
    if (find_field(description, "target")) bad_setup_field("target", "only the graded method has a target");
    if (find_field(description, "changes")) bad_setup_field("changes", "only the graded method makes changes");
  }
  if (method == Method::constructed) {
    whole("draws", plan.changes, 1, kMaxChanges);
    whole("min_moves", plan.min_moves, 0, kMaxTarget);
  } else {
    if (find_field(description, "draws")) bad_setup_field("draws", "only the constructed method draws again");
    if (find_field(description, "min_moves")) bad_setup_field("min_moves", "only the constructed method draws again");
  }
  return plan;
}

}  // namespace puzzlelab::rush_hour
