#include "ui/keyboard_focus.hpp"

#include <imgui_internal.h>

#include "ui/keys.hpp"
#include "ui/theme.hpp"

namespace puzzlelab::ui::focus {
namespace {

struct State {
  FocusFacts drawing;            // gathered while this frame is drawn
  FocusFacts decided;            // the last frame's decision
  ImGuiWindow* board = nullptr;  // the board's child window, this frame
};

State& state() {
  static State s;  // one UI, one frame at a time
  return s;
}

}  // namespace

void begin_frame() {
  state().drawing = FocusFacts{};
  state().board = nullptr;
}

void board_on_screen() {
  state().drawing.board_on_screen = true;
  state().board = ImGui::GetCurrentWindow();
}

void help_on_screen() { state().drawing.help_open = true; }

void end_frame() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  // The frame entered the board (Enter or Space on it), or a click did: the board has the keys,
  // and the frame hides.
  if (state().board != nullptr && g.NavWindow == state().board) g.NavDisableHighlight = true;
  FocusFacts facts = state().drawing;
  facts.text_field = g.WantTextInputNextFrame == 1;
  facts.popup_open = ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
  facts.focus_frame_shown = frame_shown();
  state().decided = facts;
}

KeyOwner owner() { return key_owner(state().decided); }

bool imgui_gets(SDL_Scancode key) { return ui::imgui_gets(key, state().decided); }

void enter_activates() {
  ImGuiIO& io = ImGui::GetIO();
  if (owner() != KeyOwner::controls) return;
  const int enter = io.KeyMap[ImGuiKey_Enter], pad_enter = io.KeyMap[ImGuiKey_KeyPadEnter];
  if ((enter >= 0 && io.KeysDown[enter]) || (pad_enter >= 0 && io.KeysDown[pad_enter]))
    io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
}

void show_controls() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  ImGuiWindow* board = state().board;
  if (board != nullptr && g.NavWindow == board && board->ParentWindow != nullptr) {
    // From the board: the frame on the board itself, so that the arrows go from there.
    ImGuiWindow* parent = board->ParentWindow;
    ImGui::FocusWindow(parent);
    ImGui::SetNavID(board->ChildId, ImGuiNavLayer_Main, 0, ImGui::WindowRectAbsToRel(parent, board->Rect()));
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
    return;
  }
  // Stay in the panel the frame was in, if any; else back to the screen's window.
  const bool inside = g.NavWindow != nullptr && g.NavWindow->RootWindow == window && g.NavId != 0;
  if (!inside) {
    ImGui::FocusWindow(window);  // restores the window's last focused control
    if (g.NavId == 0) ImGui::NavInitWindow(window, true);
  }
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = true;
}

void give_board_keys() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  g.NavDisableHighlight = true;
  g.NavDisableMouseHover = false;
}

bool frame_shown() {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  // (A window no longer drawn, the screen left behind, shows no frame.)
  return g.NavWindow != nullptr && g.NavId != 0 && !g.NavDisableHighlight &&
         !(g.NavWindow->Flags & ImGuiWindowFlags_NoNavInputs) && (g.NavWindow->Active || g.NavWindow->WasActive);
}

void f6_toggles_controls() {
  if (ImGui::GetIO().WantTextInput || !keys::pressed(SDL_SCANCODE_F6)) return;
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  if (frame_shown() && g.NavWindow->RootWindow == ImGui::GetCurrentWindow())
    give_board_keys();
  else
    show_controls();
}

bool board_area(const char* id, ImVec2 size) {
  ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
  const bool clicked = ImGui::InvisibleButton(id, size, ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_NoNavFocus);
  ImGui::PopItemFlag();
  return clicked;
}

void emphasize_panel() {
  if (!item_has_frame()) return;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ImGui::GetWindowDrawList()->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), palette().focus,
                                      ImGui::GetStyle().ChildRounding, ImDrawFlags_None, 3.0f);
}

bool item_has_frame() {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  return frame_shown() && g.LastItemData.ID != 0 && g.LastItemData.ID == g.NavId;
}

}  // namespace puzzlelab::ui::focus
