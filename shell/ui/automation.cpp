#include "ui/automation.hpp"

#include <utility>

#include <imgui.h>
#include <imgui_internal.h>

#include "ui/keyboard_focus.hpp"

namespace puzzlelab::ui::automation {
namespace {

// One UI, one frame at a time: a single table is all the app needs.
nlohmann::json& table() {
  static nlohmann::json widgets = nlohmann::json::object();
  return widgets;
}

nlohmann::json& table_list() {
  static nlohmann::json tables = nlohmann::json::object();
  return tables;
}

nlohmann::json& reports() {
  static nlohmann::json facts = nlohmann::json::object();
  return facts;
}

nlohmann::json& texts() {
  static nlohmann::json blocks = nlohmann::json::array();
  return blocks;
}

std::string& focused_name() {
  static std::string name;
  return name;
}

std::vector<Control>& control_list() {
  static std::vector<Control> list;
  return list;
}

// The press asked for before this frame (pending) and during it, for the next one (queued).
std::string& queued_press() {
  static std::string name;
  return name;
}
std::string& pending_press() {
  static std::string name;
  return name;
}

// Muted's depth: while above zero nothing is recorded.
int& muted() {
  static int depth = 0;
  return depth;
}

// Whether the current window is behind an open modal dialog (its controls take no clicks).
bool behind_modal() {
  ImGuiWindow* modal = ImGui::GetTopMostPopupModal();
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  return modal != nullptr && window != nullptr && !ImGui::IsWindowWithinBeginStackOf(window->RootWindow, modal);
}

}  // namespace

Muted::Muted() { ++muted(); }
Muted::~Muted() { --muted(); }

void begin_frame() {
  table() = nlohmann::json::object();
  table_list() = nlohmann::json::object();
  reports() = nlohmann::json::object();
  texts() = nlohmann::json::array();
  focused_name().clear();
  control_list().clear();
  pending_press() = std::exchange(queued_press(), {});
}

const std::string& focused() { return focused_name(); }

void track(const std::string& name) {
  if (muted() > 0) return;
  if (focus::item_has_frame()) focused_name() = name;
  // A window drawn hidden is not on screen: ImGui lays out a window that fits its contents once
  // unseen when it appears, then places it by its real size (a dialog centred on the screen moves
  // up by half its height). Its items' places are known the frame after: a click at this frame's
  // would land elsewhere.
  if (ImGui::GetCurrentWindow()->Hidden) return;
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

void track_table(const std::string& name) {
  if (muted() > 0) return;
  const ImGuiTable* t = ImGui::GetCurrentTable();
  if (t == nullptr) return;
  nlohmann::json columns = nlohmann::json::array();
  for (int n = 0; n < t->ColumnsCount; ++n) {
    const ImGuiTableColumn& c = t->Columns[n];
    if (!c.IsEnabled) continue;
    const std::string header = visible_label(ImGui::TableGetColumnName(t, n));
    const std::string first_word = header.substr(0, header.find(' '));
    columns.push_back({{"header", header},
                       {"width", c.WorkMaxX - c.WorkMinX},
                       {"first_word", ImGui::CalcTextSize(first_word.c_str()).x}});
  }
  const ImRect& r = t->OuterRect;
  table_list()[name] = {
      {"x", r.Min.x}, {"y", r.Min.y}, {"w", r.GetWidth()}, {"h", r.GetHeight()}, {"columns", columns}};
}

nlohmann::json tables() { return table_list(); }

void show_value(const std::string& name, const std::string& value) {
  if (muted() > 0) return;
  auto it = table().find(name);
  if (it != table().end()) (*it)["value"] = value;
}

void track_window(const std::string& name) {
  if (muted() > 0) return;
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

void report(const std::string& key, nlohmann::json value) {
  if (muted() > 0) return;
  reports()[key] = std::move(value);
}

nlohmann::json reported(const std::string& key) {
  const auto it = reports().find(key);
  return it != reports().end() ? *it : nlohmann::json(nullptr);
}

nlohmann::json widgets() { return table(); }

void text_block(const std::string& name, float x, float y, float w, float h, float size, bool whole) {
  if (muted() > 0) return;
  texts().push_back({{"name", name}, {"x", x}, {"y", y}, {"w", w}, {"h", h}, {"size", size}, {"whole", whole}});
}

nlohmann::json text_blocks() { return texts(); }

void control(const std::string& name, const std::string& label, bool disabled) {
  if (muted() > 0) return;
  const auto it = table().find(name);
  if (it == table().end() || behind_modal()) return;  // scrolled out of sight, or not clickable now
  const nlohmann::json& rect = *it;
  // A name as a screen reader reads it: the blanks that align a label on screen ("   Start" over
  // "  1. ...") are no part of it.
  const std::size_t first = label.find_first_not_of(" \t\n");
  const std::string name_read =
      first == std::string::npos ? name : label.substr(first, label.find_last_not_of(" \t\n") - first + 1);
  control_list().push_back({name, name_read, disabled, rect.at("x").get<float>(), rect.at("y").get<float>(),
                            rect.at("w").get<float>(), rect.at("h").get<float>()});
}

const std::vector<Control>& controls() { return control_list(); }

nlohmann::json controls_json() {
  nlohmann::json out = nlohmann::json::array();
  for (const Control& c : control_list())
    out.push_back(
        {{"id", c.id}, {"label", c.label}, {"disabled", c.disabled}, {"x", c.x}, {"y", c.y}, {"w", c.w}, {"h", c.h}});
  return out;
}

void press(const std::string& name) { queued_press() = name; }

bool take_press(const std::string& name) {
  if (pending_press().empty() || pending_press() != name || behind_modal()) return false;
  pending_press().clear();
  return true;
}

std::string visible_label(const char* label) {
  const std::string text = label ? label : "";
  return text.substr(0, text.find("##"));
}

}  // namespace puzzlelab::ui::automation
