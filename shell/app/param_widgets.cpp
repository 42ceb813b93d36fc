#include "app/param_widgets.hpp"

#include <algorithm>
#include <cctype>
#include <climits>

#include <imgui.h>

#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

// "colours" -> "Colours", "max_depth" -> "Max depth".
std::string label_of(const std::string& name) {
  std::string out = name;
  std::replace(out.begin(), out.end(), '_', ' ');
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

bool sets(const Preset& preset, const std::string& name) { return preset.params.contains(name); }

bool matches(const Preset& preset, const nlohmann::json& params) {
  for (const auto& [key, value] : preset.params.items())
    if (!params.contains(key) || params.at(key) != value) return false;
  return true;
}

int whole_number_of(const nlohmann::json& params, const ParamSpec& spec) {
  const auto it = params.find(spec.name);
  const nlohmann::json& value = it != params.end() && it->is_number_integer() ? *it : spec.default_value;
  return static_cast<int>(std::clamp<std::int64_t>(value.get<std::int64_t>(), INT_MIN, INT_MAX));
}

}  // namespace

bool named_combo(const char* id, const char* label, const std::vector<Named>& list, int& index,
                 const std::vector<std::string>* shown) {
  bool changed = false;
  index = std::clamp(index, 0, std::max(0, static_cast<int>(list.size()) - 1));
  if (list.empty()) return false;
  const auto text = [&](std::size_t i) {
    return shown != nullptr && i < shown->size() ? (*shown)[i].c_str() : list[i].name.c_str();
  };
  const std::string& chosen = list[static_cast<std::size_t>(index)].name;
  if (ui::begin_combo(id, label, text(static_cast<std::size_t>(index)), 0, chosen.c_str())) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      const bool selected = static_cast<int>(i) == index;
      if (ui::selectable((std::string(id) + "-option-" + list[i].name).c_str(), text(i), selected)) {
        index = static_cast<int>(i);
        changed = true;
      }
      if (ImGui::IsItemHovered() && !list[i].description.empty()) ImGui::SetTooltip("%s", list[i].description.c_str());
      if (selected) ImGui::SetItemDefaultFocus();
    }
    ImGui::EndCombo();
  }
  return changed;
}

// A choice parameter as a combo, its value's description below it.
bool edit_choice(const ParamSpec& spec, nlohmann::json& params) {
  if (spec.values.empty()) return false;
  int index = 0;
  const auto it = params.find(spec.name);
  bool listed = false;
  for (std::size_t i = 0; i < spec.values.size(); ++i)
    if (it != params.end() && *it == spec.values[i].name) {
      index = static_cast<int>(i);
      listed = true;
    }
  // A value written out (ParamSpec::custom, e.g. a template from the editor) shows as "custom" and
  // is kept until another value is chosen.
  std::vector<Named> values = spec.values;
  const bool custom = !listed && !spec.custom.empty() && it != params.end() && it->is_string();
  if (custom) {
    values.push_back({"custom", spec.custom});
    index = static_cast<int>(values.size()) - 1;
  }
  const std::string id = "newgame-param-" + spec.name;
  const std::string label = spec.name == "variant" ? "Rule variant" : label_of(spec.name);
  bool changed = named_combo(id.c_str(), label.c_str(), values, index);
  if (custom && index == static_cast<int>(values.size()) - 1) changed = false;
  if (changed) params[spec.name] = values[static_cast<std::size_t>(index)].name;
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("%s", values[static_cast<std::size_t>(index)].description.c_str());
  ImGui::PopTextWrapPos();
  return changed;
}

bool edit_variant_param(const GameInfo& info, nlohmann::json& params) {
  const ParamSpec* variant = info.find_param("variant");
  return variant != nullptr && variant->kind == ParamSpec::Kind::choice && edit_choice(*variant, params);
}

bool edit_setup_params(const GameInfo& info, nlohmann::json& params, bool& custom) {
  bool changed = false;
  const Preset* chosen = nullptr;
  if (!custom)
    for (const Preset& preset : info.presets)
      if (matches(preset, params)) chosen = &preset;
  if (!info.presets.empty()) {
    if (chosen == nullptr) custom = true;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Presets");
    // The choices wrap to the next line where the panel is narrow (a phone), so every label is
    // whole.
    const auto next = [](const char* label) {
      ui::flow(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
               ImGui::CalcTextSize(label, nullptr, true).x);
    };
    for (const Preset& preset : info.presets) {
      next(preset.name.c_str());
      if (ui::radio_button(("newgame-preset-" + preset.name).c_str(), preset.name.c_str(), &preset == chosen)) {
        for (const auto& [key, value] : preset.params.items()) params[key] = value;
        custom = false;
        chosen = &preset;
        changed = true;
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", preset.description.c_str());
    }
    next("Custom");
    if (ui::radio_button("newgame-preset-custom", "Custom", custom)) {
      custom = true;
      chosen = nullptr;
    }
    if (chosen != nullptr) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", chosen->description.c_str());
      ImGui::PopTextWrapPos();
      ui::automation::track("newgame-preset-chosen-" + chosen->name);  // which preset is on
    }
  }
  for (const ParamSpec& spec : info.params) {
    if (spec.name == "variant") continue;
    const bool preset_sets = std::any_of(info.presets.begin(), info.presets.end(),
                                         [&](const Preset& preset) { return sets(preset, spec.name); });
    if (preset_sets && !custom) continue;
    if (spec.kind == ParamSpec::Kind::choice) {
      changed |= edit_choice(spec, params);
      continue;
    }
    int value = whole_number_of(params, spec);
    const std::string label = label_of(spec.name) + " (" + spec.allowed() + ")";
    // The field keeps its width beside finger-sized -/+ buttons on a narrow screen.
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7 + (ui::narrow_screen() ? ImGui::GetFrameHeight() * 2 - 56 : 0));
    if (ui::input_int(("newgame-param-" + spec.name).c_str(), label.c_str(), &value)) {
      params[spec.name] = value;
      changed = true;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", spec.meaning.c_str());
  }
  return changed;
}

}  // namespace puzzlelab
