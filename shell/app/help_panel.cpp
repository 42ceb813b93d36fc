#include "app/help_panel.hpp"

#include <algorithm>

#include <imgui.h>

#include "game/game.hpp"
#include "ui/automation.hpp"
#include "ui/keys.hpp"
#include "ui/shortcuts.hpp"
#include "ui/talk_keys.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {
namespace {

void controls_table(const char* id, const std::vector<KeyHelp>& rows) {
  if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("keys", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("action", ImGuiTableColumnFlags_WidthStretch);
  for (const KeyHelp& row : rows) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ui::key_cap(row.keys.c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::TextWrapped("%s", row.action.c_str());
  }
  ImGui::EndTable();
}

// The arrow keys by a few lines, Page Up/Down by a window's height less a line, Home and End to
// the ends: the help has no controls for ImGui's navigation to scroll to.
void scroll_by_keys() {
  if (ImGui::GetIO().WantTextInput) return;
  namespace keys = ui::keys;
  const float line = ImGui::GetTextLineHeightWithSpacing() * 3;
  const float page = std::max(line, ImGui::GetWindowHeight() - ImGui::GetTextLineHeightWithSpacing() * 3);
  float y = ImGui::GetScrollY();
  const float start = y;
  if (keys::pressed(SDL_SCANCODE_DOWN)) y += line;
  if (keys::pressed(SDL_SCANCODE_UP)) y -= line;
  if (keys::pressed(SDL_SCANCODE_PAGEDOWN)) y += page;
  if (keys::pressed(SDL_SCANCODE_PAGEUP)) y -= page;
  if (keys::pressed(SDL_SCANCODE_HOME)) y = 0;
  if (keys::pressed(SDL_SCANCODE_END)) y = ImGui::GetScrollMaxY();
  if (y != start) ImGui::SetScrollY(std::clamp(y, 0.0f, ImGui::GetScrollMaxY()));
}

}  // namespace

bool draw_help(bool& open, const GameView* view, const std::string& storage_location, const ui::Fonts& fonts) {
  if (!open) return false;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse;
  if (ui::narrow_screen()) {
    // A phone: the whole screen, fixed, so a swipe can only scroll it.
    ImGui::SetNextWindowSize(ImVec2(display.x - 8, display.y - 8), ImGuiCond_Always);
    ImGui::SetNextWindowPos(ImVec2(4, 4), ImGuiCond_Always);
    flags |= ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize;
  } else {
    ImGui::SetNextWindowSize(ImVec2(std::min(620.0f, display.x - 20), std::min(640.0f, display.y - 20)),
                             ImGuiCond_Appearing);
    ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  }
  bool focused = false;
  if (ImGui::Begin("Help", &open, flags)) {
    ui::automation::track_window("help-window");
    focused = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows);
    if (focused) scroll_by_keys();
    if (view) {
      ImGui::PushFont(fonts.bold);
      ImGui::TextUnformatted("Rules");
      ImGui::PopFont();
      ImGui::TextWrapped("%s", find_game(view->game()).info().rules.c_str());
      ImGui::Spacing();
      ImGui::PushFont(fonts.bold);
      ImGui::TextUnformatted("Playing");
      ImGui::PopFont();
      controls_table("view-controls", view->controls());
      ImGui::Spacing();
    }
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("Everywhere");
    ImGui::PopFont();
    std::vector<KeyHelp> shortcuts;
    for (const ui::shortcuts::Shortcut& shortcut : ui::shortcuts::table())
      shortcuts.push_back({shortcut.keys, shortcut.action});
    controls_table("app-controls", shortcuts);
    ImGui::Spacing();
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("Keyboard");
    ImGui::PopFont();
    ImGui::TextWrapped(
        "The board has the keys until you press F6: then a gold frame shows which button or panel "
        "has them. The arrow keys move the frame, Enter or Space presses the button (or enters a panel: "
        "the solver, the move list; on the board it gives the keys back to the board), Tab goes to the "
        "next text field. Esc steps back out: it closes a popup or this help, leaves a panel, and "
        "finally gives the keys back to the board (F6 or a click on the board does too). Shortcuts "
        "work either way, except while you type in a field.");
    controls_table("focus-controls",
                   {
                       {"F6", "the keys to the buttons and panels, or back to the board"},
                       {"\xE2\x86\x90 \xE2\x86\x92 \xE2\x86\x91 \xE2\x86\x93", "move the gold frame"},
                       {"Enter / Space",
                        "press the framed button, open the framed list, enter the framed panel (the board: its keys)"},
                       {"Esc", "close a popup or this help, leave a panel, back to the board"},
                   });
    ImGui::Spacing();
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("Talk mode");
    ImGui::PopFont();
    ImGui::TextWrapped(
        "\"Talk\" on the top bar: the papers retold full screen with live boards, played from the keyboard "
        "alone. A talk in progress has every key:");
    std::vector<KeyHelp> talk;
    for (const ui::talk_keys::TalkKey& key : ui::talk_keys::table()) talk.push_back({key.keys, key.action});
    controls_table("talk-controls", talk);
    ImGui::Spacing();
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("Saving and sharing");
    ImGui::PopFont();
    ImGui::TextWrapped(
        "Your game (the board, your moves and where you are in them) and your settings are saved "
        "as you play, in %s, and come back when you return. \"Copy link\" gives an address that "
        "opens this very puzzle, with or without your moves; the address bar always shows it too. "
        "To open a link or a seed someone sent you, paste it into New game > Game ID (the I key). "
        "Solving runs in the background: the page stays responsive and Cancel stops it.",
        storage_location.c_str());
    ImGui::Spacing();
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("Look and sound");
    ImGui::PopFont();
    ImGui::TextWrapped(
        "Settings (O) choose a dark or a light theme, or follow your system's, and turn on short "
        "sounds for moves, refused moves, undo, hints and a solve, with their volume. Sound is off "
        "until you turn it on.");
  }
  ImGui::End();
  return focused && open;
}

}  // namespace puzzlelab
