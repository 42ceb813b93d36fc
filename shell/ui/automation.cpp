#include "ui/automation.hpp"

#include <utility>

#include <imgui.h>

#include "ui/keyboard_focus.hpp"

namespace puzzlelab::ui::automation {
namespace {

// One UI, one frame at a time: a single table is all the app needs.
nlohmann::json& table() {
  static nlohmann::json widgets = nlohmann::json::object();
  return widgets;
}

nlohmann::json& reports() {
  static nlohmann::json facts = nlohmann::json::object();
  return facts;
}

std::string& focused_name() {
  static std::string name;
  return name;
}

}  // namespace

void begin_frame() {
  table() = nlohmann::json::object();
  reports() = nlohmann::json::object();
  focused_name().clear();
}

const std::string& focused() { return focused_name(); }

void track(const std::string& name) {
  if (focus::item_has_frame()) focused_name() = name;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  // Items scrolled out of their window are not clickable: leave them out.
  const ImVec2 clip_a = ImGui::GetWindowDrawList()->GetClipRectMin(),
               clip_b = ImGui::GetWindowDrawList()->GetClipRectMax();
  if (b.x <= clip_a.x || b.y <= clip_a.y || a.x >= clip_b.x || a.y >= clip_b.y) return;
  table()[name] = {{"x", a.x},
                   {"y", a.y},
                   {"w", b.x - a.x},
                   {"h", b.y - a.y},
                   {"cx", (a.x + b.x) * 0.5f},
                   {"cy", (a.y + b.y) * 0.5f}};
}

void show_value(const std::string& name, const std::string& value) {
  auto it = table().find(name);
  if (it != table().end()) (*it)["value"] = value;
}

void track_window(const std::string& name) {
  const ImVec2 a = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  table()[name] = {{"x", a.x},
                   {"y", a.y},
                   {"w", size.x},
                   {"h", size.y},
                   {"cx", a.x + size.x * 0.5f},
                   {"cy", a.y + size.y * 0.5f},
                   {"scroll", ImGui::GetScrollY()},
                   {"scroll_max", ImGui::GetScrollMaxY()}};
}

void report(const std::string& key, nlohmann::json value) { reports()[key] = std::move(value); }

nlohmann::json reported(const std::string& key) {
  const auto it = reports().find(key);
  return it != reports().end() ? *it : nlohmann::json(nullptr);
}

nlohmann::json widgets() { return table(); }

}  // namespace puzzlelab::ui::automation
