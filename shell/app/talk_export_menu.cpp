#include "app/talk_export_menu.hpp"

#include <array>
#include <string>

#include <SDL.h>
#include <imgui.h>

#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

struct Item {
  const char* id;
  const char* label;
  TalkExport::Kind kind;
};
constexpr std::array<Item, 4> kItems = {{
    {"talk-export-slides", "1  Slides as PDF", TalkExport::Kind::slides},
    {"talk-export-notes", "2  Notes as PDF", TalkExport::Kind::notes},
    {"talk-export-scene", "3  This scene as WebM", TalkExport::Kind::scene_clip},
    {"talk-export-scenes", "4  Every scene as WebM", TalkExport::Kind::every_clip},
}};

bool is_clip_item(TalkExport::Kind kind) {
  return kind == TalkExport::Kind::scene_clip || kind == TalkExport::Kind::every_clip;
}

}  // namespace

void TalkExportMenu::open() {
  open_ = true;
  selected_ = 0;
  clips_unavailable_ = TalkExport::clips_unavailable();
}

bool TalkExportMenu::enabled(std::size_t item) const {
  return !is_clip_item(kItems[item].kind) || clips_unavailable_.empty();
}

std::optional<TalkExport::Kind> TalkExportMenu::route(const std::vector<ui::keys::Press>& presses) {
  if (!open_) return std::nullopt;
  for (const ui::keys::Press& press : presses) {
    switch (press.key) {
      case SDL_SCANCODE_ESCAPE:
      case SDL_SCANCODE_E: open_ = false; return std::nullopt;
      case SDL_SCANCODE_UP:
        do selected_ = (selected_ + kItems.size() - 1) % kItems.size();
        while (!enabled(selected_));
        break;
      case SDL_SCANCODE_DOWN:
      case SDL_SCANCODE_TAB:
        do selected_ = (selected_ + 1) % kItems.size();
        while (!enabled(selected_));
        break;
      case SDL_SCANCODE_RETURN:
      case SDL_SCANCODE_KP_ENTER:
      case SDL_SCANCODE_SPACE: open_ = false; return kItems[selected_].kind;
      case SDL_SCANCODE_1:
      case SDL_SCANCODE_2:
      case SDL_SCANCODE_3:
      case SDL_SCANCODE_4: {
        const std::size_t item = static_cast<std::size_t>(press.key - SDL_SCANCODE_1);
        if (!enabled(item)) break;
        open_ = false;
        return kItems[item].kind;
      }
      default: break;
    }
  }
  return std::nullopt;
}

std::optional<TalkExport::Kind> TalkExportMenu::draw(const ui::Fonts& fonts) {
  if (!open_) return std::nullopt;
  std::optional<TalkExport::Kind> clicked;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  ImGui::Begin("##talk-export-menu", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoMove);
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("Export");
  ImGui::PopFont();
  ImGui::TextUnformatted("Arrows and Enter, or 1 to 4; Esc closes.");
  const float width = ImGui::GetFontSize() * 18;
  for (std::size_t i = 0; i < kItems.size(); ++i) {
    const bool picked = i == selected_;
    if (picked) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const std::string label = std::string(kItems[i].label) + (picked ? "   <" : "") + "###" + kItems[i].id;
    if (ui::button(kItems[i].id, label.c_str(), enabled(i), nullptr, ImVec2(width, 0))) {
      open_ = false;
      clicked = kItems[i].kind;
    }
    if (picked) ImGui::PopStyleColor();
  }
  if (!clips_unavailable_.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ui::text_colored_wrapped(ui::palette().text_dim, clips_unavailable_.c_str());
    ImGui::PopTextWrapPos();
  }
  ui::automation::track("talk-export-menu");
  ImGui::End();
  return clicked;
}

nlohmann::json TalkExportMenu::automation() const {
  nlohmann::json items = nlohmann::json::array();
  for (std::size_t i = 0; i < kItems.size(); ++i)
    items.push_back({{"id", kItems[i].id}, {"label", kItems[i].label}, {"enabled", enabled(i)}});
  return {{"open", open_}, {"selected", selected_ + 1}, {"items", items}};
}

}  // namespace puzzlelab
