// The named templates' JSON, compiled in by engine/CMakeLists.txt, read once.
#include <nlohmann/json.hpp>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/json_input.hpp"
#include "games/sigmar/templates.hpp"

namespace puzzlelab::sigmar {

namespace {

constexpr const char* kTemplateJson[] = {
#include "games/sigmar/named_templates.inc"
};

std::vector<NamedTemplate> read_all() {
  std::vector<NamedTemplate> out;
  for (const char* text : kTemplateJson) {
    const auto j = parse_json_input(text, "a named Sigmar template");
    std::string cells;
    for (const auto& row : j.at("rows")) cells += row.get<std::string>();
    out.push_back(
        NamedTemplate{j.at("name").get<std::string>(), j.at("description").get<std::string>(), parse_template(cells)});
  }
  // The mirrored variants after all the named ones, so that the names' order stays as it was.
  const std::size_t plain = out.size();
  for (std::size_t i = 0; i < plain; ++i) {
    const Template image = mirrored(out[i].cells);
    if (image == out[i].cells) continue;  // achiral: its mirror is itself
    out.push_back(NamedTemplate{out[i].name + "-mirrored", "The " + out[i].name + " template mirrored.", image});
  }
  return out;
}

}  // namespace

const std::vector<NamedTemplate>& named_templates() {
  static const std::vector<NamedTemplate> all = read_all();
  return all;
}

std::vector<std::string> template_names() {
  std::vector<std::string> names = {"rings"};
  for (const NamedTemplate& t : named_templates()) names.push_back(t.name);
  for (const char* s : {"symmetric-6", "symmetric-3", "symmetric-2"}) names.push_back(s);
  return names;
}

Template make_template(std::string_view name, Rng& rng, int marbles) {
  if (is_custom_template(name)) return parse_template(name, marbles);
  if (name == "rings") return rings_template();
  for (const NamedTemplate& t : named_templates())
    if (t.name == name) return t.cells;
  if (name == "symmetric-6") return random_symmetric_template(6, rng, marbles);
  if (name == "symmetric-3") return random_symmetric_template(3, rng, marbles);
  if (name == "symmetric-2") return random_symmetric_template(2, rng, marbles);
  std::string list;
  for (const std::string& n : template_names()) list += (list.empty() ? "" : ", ") + n;
  throw InputError("bad_params", "unknown Sigmar template " + quote_input(name) + " (" + list +
                                     ", or a custom template of 91 characters 'x'/'_')");
}

}  // namespace puzzlelab::sigmar
